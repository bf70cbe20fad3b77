import { describe, expect, it } from 'vitest';
import { splitCommands } from './shell.ts';

const words = (body: string) => {
  const result = splitCommands(body);
  if ('error' in result) throw new Error(result.error.message);
  return result.commands.map((command) => command.words);
};

describe('splitCommands', () => {
  it.each<[string, string, string[][]]>([
    ['plain words', 'aws s3 ls', [['aws', 's3', 'ls']]],
    ['runs of blanks and tabs', '  kubectl \t get   pods  ', [['kubectl', 'get', 'pods']]],
    [
      'single quotes keep everything',
      `terraform apply -var 'nome=loja $X "a"'`,
      [['terraform', 'apply', '-var', 'nome=loja $X "a"']],
    ],
    [
      'double quotes with escapes',
      'echo "a \\"b\\" \\\\ \\$HOME \\` \\n"',
      [['echo', 'a "b" \\ $HOME ` \\n']],
    ],
    [
      'quotes inside a word',
      `--query="Reservations[].Instances[]"x'y'`,
      [['--query=Reservations[].Instances[]xy']],
    ],
    ['an empty quoted word', `docker run -e A='' img`, [['docker', 'run', '-e', 'A=', 'img']]],
    ['an empty word alone', `printf ''`, [['printf', '']]],
    ['a backslash outside quotes', 'aws s3 cp a\\ b s3://x/\\*', [['aws', 's3', 'cp', 'a b', 's3://x/*']]],
    ['line continuations', 'docker run \\\n  -d \\\n  nginx', [['docker', 'run', '-d', 'nginx']]],
    ['a continuation inside double quotes', 'echo "a\\\nb"', [['echo', 'ab']]],
    ['CRLF continuations', 'docker run \\\r\n  nginx\r\n', [['docker', 'run', 'nginx']]],
    [
      'comments',
      '# preparar\nkubectl get pods # todos\nkubectl get svc',
      [
        ['kubectl', 'get', 'pods'],
        ['kubectl', 'get', 'svc'],
      ],
    ],
    ['a # inside a word is not a comment', 'echo a#b', [['echo', 'a#b']]],
    [
      'separators',
      'a 1; b 2 && c 3 || d 4 | e 5 & f 6',
      [
        ['a', '1'],
        ['b', '2'],
        ['c', '3'],
        ['d', '4'],
        ['e', '5'],
        ['f', '6'],
      ],
    ],
    ['separators without blanks', 'a&&b;c', [['a'], ['b'], ['c']]],
    ['newlines and blank lines', 'a\n\n\nb\n', [['a'], ['b']]],
    [
      'a prompt pasted from the docs',
      '$ kubectl get pods\n  $ kubectl get svc',
      [
        ['kubectl', 'get', 'pods'],
        ['kubectl', 'get', 'svc'],
      ],
    ],
    ['a $ that is not a prompt', 'echo $HOME', [['echo', '$HOME']]],
    [
      'redirections are dropped',
      'aws ec2 describe-instances > saida.json 2>&1',
      [['aws', 'ec2', 'describe-instances']],
    ],
    [
      'more redirections',
      'kubectl apply -f - < app.yaml 2> erros.txt &> tudo.log',
      [['kubectl', 'apply', '-f', '-']],
    ],
  ])('splits %s', (_name, body, expected) => {
    expect(words(body)).toEqual(expected);
  });

  it('tells the line where each command starts', () => {
    const result = splitCommands('# comentário\ndocker build \\\n  -t app .\n\ndocker run app; docker ps');
    expect('commands' in result && result.commands.map((command) => command.line)).toEqual([2, 5, 5]);
  });

  it.each([
    [
      "aws s3 cp 'a",
      { line: 1, column: 11, message: 'Aspas simples abertas na linha 1, coluna 11, não foram fechadas.' },
    ],
    [
      'kubectl get pods\necho "a\nb',
      { line: 2, column: 6, message: 'Aspas duplas abertas na linha 2, coluna 6, não foram fechadas.' },
    ],
    [
      'echo "a \\" b',
      { line: 1, column: 6, message: 'Aspas duplas abertas na linha 1, coluna 6, não foram fechadas.' },
    ],
  ])('refuses an unclosed quote in %j', (body, error) => {
    expect(splitCommands(body)).toEqual({ error });
  });
});
