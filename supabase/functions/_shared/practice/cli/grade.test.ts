import { describe, expect, it } from 'vitest';
import { cliSpecProblems, gradeCliCommands } from './grade.ts';

const command = (extra: Record<string, unknown>) => ({
  id: 'c',
  label: 'Comando',
  explanation: 'Porque sim.',
  ...extra,
});

const BUILD = command({
  id: 'construir',
  program: 'docker',
  subcommand: ['build'],
  args: ['.'],
  flags: { '-t': 'app:1.0' },
});
const RUN = command({
  id: 'rodar',
  program: 'docker',
  subcommand: ['run'],
  args: ['app:1.0'],
  flags: { '--detach': true, '-p': '8080:3000', '--name': 'app' },
  forbidden_flags: ['--privileged'],
  lesson_id: 'aula-docker',
  lesson_second: 120,
});

describe('cliSpecProblems', () => {
  it('accepts a valid spec', () => {
    expect(
      cliSpecProblems({
        commands: [
          BUILD,
          RUN,
          command({
            id: 'q',
            program: 'aws',
            subcommand: ['s3', 'ls'],
            flags: { '--query': { matches: '^C' }, '--filters': ['a', 'b'] },
          }),
        ],
        ordered: true,
        forbidden_commands: ['aws s3 rm', 'kubectl delete'],
      }),
    ).toEqual([]);
  });

  it.each<[string, unknown, RegExp]>([
    ['not an object', [], /objeto/],
    ['no commands', { commands: [] }, /pelo menos um comando/],
    [
      'an unknown program',
      { commands: [command({ program: 'gcloud', subcommand: [] })] },
      /program deve ser/,
    ],
    [
      'a subcommand as text',
      { commands: [command({ program: 'aws', subcommand: 's3 cp' })] },
      /subcommand deve ser/,
    ],
    [
      'args not a list',
      { commands: [command({ program: 'aws', subcommand: [], args: 'x' })] },
      /args deve ser/,
    ],
    [
      'a flag without dashes',
      { commands: [command({ program: 'aws', subcommand: [], flags: { region: 'x' } })] },
      /deve começar com/,
    ],
    [
      'a flag value of the wrong type',
      { commands: [command({ program: 'aws', subcommand: [], flags: { '--count': 2 } })] },
      /o valor deve ser/,
    ],
    [
      'an empty list of values',
      { commands: [command({ program: 'aws', subcommand: [], flags: { '--tags': [] } })] },
      /não pode ser vazia/,
    ],
    [
      'a bad pattern',
      { commands: [command({ program: 'aws', subcommand: [], flags: { '--query': { matches: '(' } } })] },
      /expressão regular/,
    ],
    [
      'a flag required and forbidden',
      {
        commands: [
          command({ program: 'aws', subcommand: [], flags: { '--acl': true }, forbidden_flags: ['--acl'] }),
        ],
      },
      /exigida e proibida/,
    ],
    [
      'forbidden flags without dashes',
      { commands: [command({ program: 'aws', subcommand: [], forbidden_flags: ['acl'] })] },
      /forbidden_flags/,
    ],
    ['repeated ids', { commands: [BUILD, BUILD] }, /mais de um comando/],
    [
      'the reserved id',
      { commands: [command({ id: 'sem-comandos-proibidos', program: 'aws', subcommand: [] })] },
      /reservado/,
    ],
    ['ordered not a boolean', { commands: [BUILD], ordered: 'sim' }, /ordered/],
    [
      'an unknown forbidden program',
      { commands: [BUILD], forbidden_commands: ['rm -rf'] },
      /forbidden_commands/,
    ],
  ])('refuses %s', (_name, spec, problem) => {
    expect(cliSpecProblems(spec).join(' ')).toMatch(problem);
  });
});

describe('gradeCliCommands', () => {
  const spec = { commands: [BUILD, RUN], ordered: true };

  it('passes each expected command that some submitted command matches', () => {
    const result = gradeCliCommands(
      spec,
      '$ docker build -t app:1.0 .\n$ docker run -d --name app -p 8080:3000 app:1.0\n',
    );
    expect(result.passed).toBe(true);
    expect(result.checks).toEqual([
      {
        id: 'construir',
        label: 'Comando',
        passed: true,
        explanation: null,
        detail: null,
        lesson_id: null,
        lesson_second: null,
      },
      {
        id: 'rodar',
        label: 'Comando',
        passed: true,
        explanation: null,
        detail: null,
        lesson_id: 'aula-docker',
        lesson_second: 120,
      },
    ]);
  });

  it.each<[string, string, (string | null)[]]>([
    [
      'extra commands are fine',
      'docker images\ndocker build -t app:1.0 .\ndocker ps && docker run -d --name app -p 8080:3000 app:1.0',
      [null, null],
    ],
    [
      'one line with &&',
      'docker build -t app:1.0 . && docker run -d --name app -p 8080:3000 app:1.0',
      [null, null],
    ],
    [
      'a missing command',
      'docker build -t app:1.0 .',
      [null, 'Nenhum comando docker run encontrado (foi enviado: docker build).'],
    ],
    [
      'nothing of the program',
      'kubectl get pods',
      ['Nenhum comando docker build encontrado.', 'Nenhum comando docker run encontrado.'],
    ],
    [
      'the closest attempt explains',
      'docker build -t app:1.0 .\ndocker run --name app -p 3000:8080 app:1.0\ndocker run app:1.0',
      [null, 'Falta a opção --detach. O valor de -p deve ser 8080:3000, não 3000:8080.'],
    ],
    [
      'a forbidden flag',
      'docker build -t app:1.0 .\ndocker run -d --privileged --name app -p 8080:3000 app:1.0',
      [null, 'A opção --privileged não deve ser usada aqui.'],
    ],
    [
      'out of order',
      'docker run -d --name app -p 8080:3000 app:1.0\ndocker build -t app:1.0 .',
      [null, 'O comando está fora de ordem: ele precisa vir depois do passo anterior.'],
    ],
    [
      'in order after a retry',
      'docker run -d --name app -p 8080:3000 app:1.0\ndocker build -t app:1.0 .\ndocker run -d --name app -p 8080:3000 app:1.0',
      [null, null],
    ],
  ])('%s', (_name, body, details) => {
    const result = gradeCliCommands(spec, body);
    expect(result.checks.map((check) => (check.passed ? null : check.detail))).toEqual(details);
    expect(result.passed).toBe(details.every((detail) => detail === null));
  });

  it('accepts any order unless the spec is ordered', () => {
    const result = gradeCliCommands(
      { commands: [BUILD, RUN] },
      'docker run -d --name app -p 8080:3000 app:1.0\ndocker build -t app:1.0 .',
    );
    expect(result.passed).toBe(true);
  });

  it('adds a check of its own for forbidden commands', () => {
    const forbidding = {
      commands: [command({ program: 'aws', subcommand: ['s3', 'sync'] })],
      forbidden_commands: ['aws s3 rm'],
    };
    expect(
      gradeCliCommands(forbidding, 'aws s3 sync . s3://b').checks.map((check) => [check.id, check.passed]),
    ).toEqual([
      ['c', true],
      ['sem-comandos-proibidos', true],
    ]);
    const result = gradeCliCommands(
      forbidding,
      'aws s3 sync . s3://b\naws --region sa-east-1 s3 rm s3://b --recursive',
    );
    expect(result.passed).toBe(false);
    expect(result.checks[1]).toMatchObject({
      id: 'sem-comandos-proibidos',
      passed: false,
      detail: 'Não é permitido usar: aws s3 rm (linha 2).',
      explanation: expect.stringMatching(/aws s3 rm/),
    });
  });

  it.each([
    [
      'an unclosed quote',
      "docker build -t 'app .",
      { message: expect.stringMatching(/Aspas simples/), line: 1, column: 17 },
    ],
    ['only comments', '# nada por aqui\n', { message: 'Nenhum comando foi enviado.', line: 1, column: 1 }],
  ])('answers %s as a parse error', (_name, body, parseError) => {
    expect(gradeCliCommands(spec, body)).toEqual({ passed: false, parse_error: parseError, checks: [] });
  });

  it('refuses to grade with an invalid spec', () => {
    expect(gradeCliCommands({ commands: [] }, 'ls').parse_error?.message).toMatch(/especificação inválida/);
  });

  it('grades well under 20 ms', () => {
    const body = Array.from(
      { length: 40 },
      (_, i) => `docker run -d --name app${i} -p 8080:3000 app:1.0`,
    ).join('\n');
    const start = performance.now();
    for (let round = 0; round < 10; round += 1) gradeCliCommands(spec, body);
    expect((performance.now() - start) / 10).toBeLessThan(20);
  });
});
