import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/testing/field-errors';
import {
  languageOf,
  practiceFormDefaults,
  practiceFormSchema,
  type PracticeFormValues,
} from './save-practice-exercise';

const values: PracticeFormValues = {
  title: '  Política de leitura  ',
  kind: 'iam_policy',
  lesson_id: 'l1',
  statement: 'Escreva a política.',
  starter: '',
  spec: '{ "scenarios": [], "rules": [] }',
  hints: [{ text: 'Comece pelo Effect.' }],
  solution: '{"Version":"2012-10-17","Statement":[]}',
  wrong_solution: '{}',
};

describe('practice form', () => {
  it('sends the spec as an object, the hints as texts and the language of the kind', () => {
    expect(practiceFormSchema.parse(values)).toEqual({
      ...values,
      title: 'Política de leitura',
      language: 'json',
      spec: { scenarios: [], rules: [] },
      hints: ['Comece pelo Effect.'],
    });
  });

  it('says what is missing in pt-BR', () => {
    const empty = {
      ...values,
      title: ' ',
      lesson_id: '',
      statement: '',
      spec: '',
      hints: [{ text: ' ' }],
      solution: ' ',
      wrong_solution: '',
    };
    expect(fieldErrors(practiceFormSchema, empty)).toEqual({
      title: 'Informe o título',
      lesson_id: 'Selecione a aula que a prática segue',
      statement: 'Informe o enunciado',
      'hints.0.text': 'Escreva a dica ou remova-a',
      solution: 'Informe a solução modelo',
      wrong_solution: 'Informe a solução errada',
      spec: 'Informe a especificação (JSON)',
    });
  });

  it("shows where the spec stops being JSON, and refuses JSON that is not the kind's object", () => {
    expect(fieldErrors(practiceFormSchema, { ...values, spec: '{\n  "scenarios": [\n}' })).toEqual({
      spec: "JSON inválido na linha 3, coluna 1: esperava um valor (texto, número, objeto, lista, true, false ou null), encontrou '}'.",
    });
    expect(fieldErrors(practiceFormSchema, { ...values, spec: '[]' })).toEqual({
      spec: 'A especificação deve ser um objeto JSON: { ... }',
    });
    expect(fieldErrors(practiceFormSchema, { ...values, kind: 'cli_command' })).toEqual({
      spec: 'A especificação de um comando de CLI precisa de "commands": a lista de comandos esperados',
    });
    expect(
      fieldErrors(practiceFormSchema, {
        ...values,
        kind: 'infra_file',
        spec: '{"format":"helm","rules":[]}',
      }),
    ).toEqual({ spec: 'Informe "format": "kubernetes", "compose" ou "cloudformation"' });
  });

  it('allows at most five hints', () => {
    const hints = Array.from({ length: 6 }, (_, index) => ({ text: `Dica ${index + 1}` }));
    expect(fieldErrors(practiceFormSchema, { ...values, hints })).toEqual({ hints: 'No máximo 5 dicas' });
  });

  it('tells a JSON infrastructure file from a YAML one', () => {
    expect(languageOf('infra_file', 'apiVersion: apps/v1\n')).toBe('yaml');
    expect(languageOf('infra_file', '{ "Resources": {} }')).toBe('json');
    expect(languageOf('cli_command', '{}')).toBe('shell');
  });

  it('starts a new exercise empty on the lesson asked for', () => {
    expect(practiceFormDefaults(null, 'l9')).toMatchObject({
      kind: 'iam_policy',
      lesson_id: 'l9',
      hints: [],
      spec: '',
    });
  });
});
