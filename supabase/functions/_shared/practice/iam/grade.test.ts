import { describe, expect, it } from 'vitest';
import { gradeIamPolicy } from './grade.ts';

const scenarios = [
  {
    id: 'ler',
    label: 'Ler um relatório',
    explanation: 'Permita s3:GetObject nos objetos do bucket.',
    lesson_id: 'aula-s3',
    lesson_second: 300,
    action: 's3:GetObject',
    resource: 'arn:aws:s3:::relatorios/2026/jan.csv',
    expect: 'allow',
  },
  {
    id: 'nao-apagar',
    label: 'Não apagar relatórios',
    explanation: 'Ninguém apaga relatórios.',
    action: 's3:DeleteObject',
    resource: 'arn:aws:s3:::relatorios/2026/jan.csv',
    expect: 'deny',
  },
];
const rules = [
  { id: 'acao', rule: 'no_wildcard_action', label: 'Sem ação curinga', explanation: 'Liste as ações.' },
  {
    id: 'recurso',
    rule: 'no_wildcard_resource',
    label: 'Sem recurso curinga',
    explanation: 'Diga o bucket.',
  },
  { id: 'notaction', rule: 'no_not_action', label: 'Sem NotAction', explanation: 'Use Action.' },
];
const spec = { scenarios, rules };

function policy(...statements: Record<string, unknown>[]): string {
  return JSON.stringify({ Version: '2012-10-17', Statement: statements }, null, 2);
}

describe('gradeIamPolicy', () => {
  it('passes a least-privilege policy, every check with its detail', () => {
    const result = gradeIamPolicy(
      spec,
      policy({ Sid: 'Ler', Effect: 'Allow', Action: 's3:GetObject', Resource: 'arn:aws:s3:::relatorios/*' }),
    );
    expect(result.passed).toBe(true);
    expect(result.parse_error).toBeNull();
    expect(result.checks.map((check) => [check.id, check.passed])).toEqual([
      ['ler', true],
      ['nao-apagar', true],
      ['acao', true],
      ['recurso', true],
      ['notaction', true],
    ]);
    expect(result.checks[0]).toEqual({
      id: 'ler',
      label: 'Ler um relatório',
      passed: true,
      explanation: null,
      detail: 'Esperado: permitido. Sua política: permitido. Decidiu a declaração 1 ("Ler"), na linha 4.',
      lesson_id: 'aula-s3',
      lesson_second: 300,
    });
    expect(result.checks[1]?.detail).toBe(
      'Esperado: negado. Sua política: negado (nenhuma permissão concedida).',
    );
  });

  it('fails the scenarios a broad policy gets wrong, and the rules it breaks', () => {
    const result = gradeIamPolicy(spec, policy({ Effect: 'Allow', Action: 's3:*', Resource: '*' }));
    expect(result.passed).toBe(false);
    const [ler, naoApagar, acao, recurso, notaction] = result.checks;
    expect(ler?.passed).toBe(true);
    expect(naoApagar).toMatchObject({
      passed: false,
      explanation: 'Ninguém apaga relatórios.',
      detail: 'Esperado: negado. Sua política: permitido. Decidiu a declaração 1, na linha 4.',
    });
    expect(acao).toMatchObject({
      passed: false,
      detail: 'A declaração 1, na linha 6, permite "s3:*": todas as ações de uma vez.',
    });
    expect(recurso).toMatchObject({
      passed: false,
      detail: 'A declaração 1, na linha 7, vale para "*": todos os recursos da conta.',
    });
    expect(notaction?.passed).toBe(true);
  });

  it('tells an explicit deny from an implicit one', () => {
    const result = gradeIamPolicy(
      spec,
      policy(
        {
          Effect: 'Allow',
          Action: ['s3:GetObject', 's3:DeleteObject'],
          Resource: 'arn:aws:s3:::relatorios/*',
        },
        {
          Sid: 'NuncaApagar',
          Effect: 'Deny',
          Action: 's3:DeleteObject',
          Resource: 'arn:aws:s3:::relatorios/*',
        },
      ),
    );
    expect(result.checks[1]).toMatchObject({
      passed: true,
      detail:
        'Esperado: negado. Sua política: negado (negação explícita). Decidiu a declaração 2 ("NuncaApagar"), na linha 12.',
    });
  });

  it("demands a Deny statement where the scenario expects 'explicit_deny'; an implicit deny fails it", () => {
    const guardrail = {
      scenarios: [
        {
          id: 'nunca-apagar',
          label: 'Bloquear a exclusão com Deny',
          explanation: 'Acrescente uma declaração Deny para s3:DeleteObject.',
          action: 's3:DeleteObject',
          resource: 'arn:aws:s3:::relatorios/2026/jan.csv',
          expect: 'explicit_deny',
        },
      ],
      rules: [],
    };
    const reading = { Effect: 'Allow', Action: 's3:GetObject', Resource: 'arn:aws:s3:::relatorios/*' };
    const implicit = gradeIamPolicy(guardrail, policy(reading));
    expect(implicit.checks[0]).toMatchObject({
      passed: false,
      detail: 'Esperado: negado por uma declaração Deny. Sua política: negado (nenhuma permissão concedida).',
    });
    const explicit = gradeIamPolicy(
      guardrail,
      policy(reading, { Effect: 'Deny', Action: 's3:DeleteObject', Resource: 'arn:aws:s3:::relatorios/*' }),
    );
    expect(explicit.checks[0]).toMatchObject({ passed: true });
    expect(
      gradeIamPolicy(guardrail, policy({ Effect: 'Allow', Action: 's3:*', Resource: '*' })).checks[0],
    ).toMatchObject({
      passed: false,
      detail:
        'Esperado: negado por uma declaração Deny. Sua política: permitido. Decidiu a declaração 1, na linha 4.',
    });
  });

  it('checks NotAction and NotResource under the least-privilege rules', () => {
    const result = gradeIamPolicy(
      spec,
      policy({ Effect: 'Allow', NotAction: 's3:DeleteObject', NotResource: 'arn:aws:s3:::segredos/*' }),
    );
    expect(result.checks.map((check) => check.passed)).toEqual([true, true, true, false, false]);
    expect(result.checks[3]?.detail).toContain('Allow com NotResource');
    expect(result.checks[4]?.detail).toContain('Allow com NotAction');
  });

  it('flags "*:*" and "arn:*:*:*:*:*" as wildcards, but not "s3:Get*"', () => {
    const broad = gradeIamPolicy(spec, policy({ Effect: 'Allow', Action: '*:*', Resource: 'arn:*:*:*:*:*' }));
    expect(broad.checks.slice(2).map((check) => check.passed)).toEqual([false, false, true]);
    const narrow = gradeIamPolicy(
      spec,
      policy({ Effect: 'Allow', Action: 's3:Get*', Resource: 'arn:aws:s3:::relatorios/*' }),
    );
    expect(narrow.checks.slice(2).map((check) => check.passed)).toEqual([true, true, true]);
  });

  it('ignores a broad Deny in the least-privilege rules', () => {
    const result = gradeIamPolicy(
      spec,
      policy(
        { Effect: 'Allow', Action: 's3:GetObject', Resource: 'arn:aws:s3:::relatorios/*' },
        { Effect: 'Deny', NotAction: 's3:GetObject', Resource: '*' },
      ),
    );
    expect(result.passed).toBe(true);
  });

  it('answers a parse error, with no checks, for a policy that cannot be read', () => {
    expect(
      gradeIamPolicy(
        spec,
        '{\n  "Version": "2012-10-17",\n  "Statement": [\n    { "Effect": "allow" }\n  ]\n}',
      ),
    ).toEqual({
      passed: false,
      parse_error: {
        message: 'Escreva "Allow", não "allow": a AWS diferencia maiúsculas de minúsculas no Effect.',
        line: 4,
        column: 17,
      },
      checks: [],
    });
    expect(gradeIamPolicy(spec, '').parse_error?.message).toContain('vazia');
  });

  it('does not grade with a broken spec', () => {
    const result = gradeIamPolicy({ scenarios: [] }, policy());
    expect(result.passed).toBe(false);
    expect(result.parse_error?.message).toContain('Este exercício está configurado com erro');
  });

  it('still grades when only a check’s lesson link is wrong (that is for authoring to refuse)', () => {
    const result = gradeIamPolicy({ scenarios: [{ ...scenarios[0], lesson_id: null }] }, policy());
    expect(result.parse_error).toBeNull();
    expect(result.checks[0]).toMatchObject({ id: 'ler', passed: false, lesson_id: null, lesson_second: 300 });
  });

  it('never throws on mangled input', () => {
    const body = policy(
      {
        Sid: 'A',
        Effect: 'Allow',
        Action: ['s3:GetObject'],
        Resource: 'arn:aws:s3:::relatorios/${aws:username}/*',
      },
      {
        Effect: 'Deny',
        Action: 's3:*',
        Resource: '*',
        Condition: { IpAddress: { 'aws:SourceIp': '203.0.113.0/24' } },
      },
    );
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let round = 0; round < 2000; round += 1) {
      const at = Math.floor(random() * body.length);
      const cut = Math.floor(random() * 4);
      const insert = '{}[]",:\\ $*'.charAt(Math.floor(random() * 12));
      const mangled = body.slice(0, at) + insert + body.slice(at + cut);
      const result = gradeIamPolicy(spec, mangled);
      if (result.parse_error) {
        expect(result.parse_error.line).toBeGreaterThanOrEqual(1);
        expect(result.parse_error.column).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('grades 8 scenarios and 3 rules well under 5 ms', () => {
    const eight = {
      scenarios: Array.from({ length: 8 }, (_, index) => ({
        ...scenarios[index % 2],
        id: `cenario-${index}`,
        principal: 'arn:aws:iam::123456789012:user/ana',
        context: {
          'aws:SourceIp': '203.0.113.10',
          'aws:TagKeys': ['projeto', 'custo'],
          'aws:CurrentTime': '2026-03-01T10:00:00Z',
        },
      })),
      rules,
    };
    const body = policy(
      {
        Effect: 'Allow',
        Action: ['s3:GetObject', 's3:ListBucket'],
        Resource: ['arn:aws:s3:::relatorios', 'arn:aws:s3:::relatorios/*'],
      },
      {
        Effect: 'Allow',
        Action: 's3:Get*',
        Resource: 'arn:aws:s3:::relatorios/home/${aws:username}/*',
        Condition: {
          IpAddress: { 'aws:SourceIp': ['203.0.113.0/24', '2001:db8::/32'] },
          'ForAllValues:StringLike': { 'aws:TagKeys': ['projeto*', 'custo*'] },
          DateLessThan: { 'aws:CurrentTime': '2027-01-01T00:00:00Z' },
        },
      },
      {
        Effect: 'Deny',
        Action: 's3:Delete*',
        Resource: '*',
        Condition: { BoolIfExists: { 'aws:MultiFactorAuthPresent': 'false' } },
      },
    );
    gradeIamPolicy(eight, body);
    const runs = 200;
    const start = performance.now();
    for (let run = 0; run < runs; run += 1) gradeIamPolicy(eight, body);
    const each = (performance.now() - start) / runs;
    expect(each).toBeLessThan(1);
  });
});
