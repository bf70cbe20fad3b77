import { describe, expect, it } from 'vitest';
import { isJsonObject, positionOf, readJson } from './read-json';

const failure = (text: string) => {
  const reading = readJson(text);
  if (reading.ok) throw new Error('expected a failure');
  return reading;
};

describe('readJson', () => {
  it('reads valid JSON as JSON.parse does', () => {
    const text = '{\n  "a": [1, -2.5e3, true, false, null, "x\\u00e7\\n"],\n  "b": {}\n}';
    expect(readJson(text)).toEqual({ ok: true, value: JSON.parse(text) });
    expect(readJson(' [] ')).toEqual({ ok: true, value: [] });
  });

  it('says the line and column of the first error, in pt-BR', () => {
    expect(failure('{\n  "a": 1\n  "b": 2\n}')).toEqual({
      ok: false,
      line: 3,
      column: 3,
      message: "JSON inválido na linha 3, coluna 3: esperava ',' ou '}', encontrou '\"'.",
    });
    expect(failure('{"a": [1, 2,]}')).toMatchObject({ line: 1, column: 13 });
    expect(failure("{'a': 1}").message).toBe(
      "JSON inválido na linha 1, coluna 2: esperava o nome de um campo entre aspas duplas, encontrou '''.",
    );
    expect(failure('{"a": tru}')).toMatchObject({ line: 1, column: 10 });
  });

  it('names an unfinished text and what follows a complete value', () => {
    expect(failure('{"a": 1').message).toBe(
      "JSON inválido na linha 1, coluna 8: esperava ',' ou '}', o texto terminou.",
    );
    expect(failure('').message).toContain('esperava um valor');
    expect(failure('{} x')).toMatchObject({ line: 1, column: 4 });
    expect(failure('"linha\nquebrada"').message).toContain('encontrou uma quebra de linha');
  });

  it('counts lines and columns from 1', () => {
    expect(positionOf('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(positionOf('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });

  it('tells objects from other JSON values', () => {
    expect(isJsonObject({})).toBe(true);
    expect(isJsonObject([])).toBe(false);
    expect(isJsonObject(null)).toBe(false);
    expect(isJsonObject('x')).toBe(false);
  });
});
