import { describe, expect, it } from 'vitest';
import { plain, readJson } from './json.ts';

function errorOf(text: string) {
  const read = readJson(text);
  if (read.ok) throw new Error('expected a syntax error');
  return read.error;
}

describe('readJson', () => {
  it('reads what JSON.parse reads', () => {
    const samples = [
      '{"a": [1, -2.5e3, true, false, null, "x\\n\\u00e7\\"\\\\"], "b": {}}',
      '[]',
      '"só texto"',
      '0',
      '\ufeff{"bom": 1}',
    ];
    for (const sample of samples) {
      const read = readJson(sample);
      expect(read.ok && plain(read.value)).toEqual(JSON.parse(sample.replace(/^\ufeff/, '')));
    }
  });

  it('keeps the 1-based position of values and member keys, across \\n and \\r\\n', () => {
    const read = readJson(
      '{\r\n  "Version": "2012-10-17",\n  "Statement": [\n    {"Effect": "Allow"}\n  ]\n}',
    );
    if (!read.ok || read.value.type !== 'object') throw new Error('expected an object');
    const [version, statement] = read.value.members;
    expect(version?.keyPos).toEqual({ line: 2, column: 3 });
    expect(version?.value.pos).toEqual({ line: 2, column: 14 });
    expect(statement?.value.pos).toEqual({ line: 3, column: 16 });
    const list = statement?.value;
    if (list?.type !== 'array' || list.items[0]?.type !== 'object') throw new Error('expected a list');
    expect(list.items[0].members[0]?.value.pos).toEqual({ line: 4, column: 16 });
  });

  it.each([
    ['', 1, 1, 'A política está vazia'],
    ['   \n  ', 2, 3, 'A política está vazia'],
    ['{"Effect": "Allow",}', 1, 20, 'Vírgula sobrando antes de "}"'],
    ['["a",]', 1, 6, 'Vírgula sobrando antes de "]"'],
    ["{'Effect': 'Allow'}", 1, 2, 'aspas simples'],
    ['{Effect: "Allow"}', 1, 2, 'O nome do campo precisa estar entre aspas duplas: "Effect"'],
    ['{"Effect" "Allow"}', 1, 11, 'Faltou ":" depois do nome "Effect"'],
    [
      '{\n  "Effect": "Allow"\n  "Action": "s3:GetObject"\n}',
      3,
      3,
      'Faltou uma vírgula depois do valor de "Effect"',
    ],
    ['{"Effect": Allow}', 1, 12, 'Valor inesperado Allow'],
    ['{"Bool": True}', 1, 10, 'Escreva true em minúsculas'],
    ['{"Effect": "Allow}', 1, 12, 'Texto sem aspas de fechamento'],
    ['{"Effect": "Al\nlow"}', 1, 12, 'Texto sem aspas de fechamento'],
    ['{"a": "\\x"}', 1, 8, 'Escape inválido "\\x"'],
    ['{"a": 01}', 1, 7, 'Número inválido: 01'],
    ['{"a": 1} {"b": 2}', 1, 10, 'Há conteúdo depois do fim'],
    ['{\n  // comentário\n  "a": 1\n}', 2, 3, 'JSON não aceita comentários'],
    ['{"a": [1, 2}', 1, 12, 'Esperava "]" para fechar a lista aberta na linha 1, coluna 7'],
    ['{\n  "Statement": [\n    {"a": 1}\n', 4, 1, 'falta fechar o "[" aberto na linha 2, coluna 16'],
    ['{"a": 1, "a": 2}', 1, 10, 'O campo "a" aparece duas vezes'],
    ['{"a": [1 2]}', 1, 10, 'Faltou uma vírgula entre os itens da lista'],
    ['{"a": }', 1, 7, 'Esperava um valor antes de "}"'],
    ['{"a": @}', 1, 7, 'Caractere inesperado "@"'],
  ])('%j → line %i, column %i', (text, line, column, message) => {
    const error = errorOf(text);
    expect(error.message).toContain(message);
    expect({ line: error.line, column: error.column }).toEqual({ line, column });
  });

  it('refuses nesting deeper than any policy needs, without overflowing the stack', () => {
    expect(errorOf('['.repeat(10_000)).message).toContain('níveis demais');
  });
});
