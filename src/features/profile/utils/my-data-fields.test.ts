import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { myDataSchema } from '../api/get-my-data';
import { documentedMyDataPaths, myDataFieldDocs } from './my-data-fields';

/** Every leaf field of a zod schema as a path: 'conta.email', 'certificados[].titulo'. */
function schemaPaths(schema: z.ZodType, prefix = ''): string[] {
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional) {
    return schemaPaths(schema.unwrap() as z.ZodType, prefix);
  }
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, value]) =>
      schemaPaths(value, prefix ? `${prefix}.${key}` : key),
    );
  }
  if (schema instanceof z.ZodArray) return schemaPaths(schema.element as z.ZodType, `${prefix}[]`);
  return [prefix];
}

describe('the fields of the downloaded file, as the page explains them', () => {
  it('name exactly the fields of the export schema, each once', () => {
    expect(new Set(documentedMyDataPaths).size).toBe(documentedMyDataPaths.length);
    expect([...documentedMyDataPaths].sort()).toEqual(schemaPaths(myDataSchema).sort());
  });

  it('are grouped as the page groups them, each under its own key', () => {
    for (const group of myDataFieldDocs) {
      for (const field of group.fields) {
        if (group.key) expect(field.path.startsWith(group.key), field.path).toBe(true);
        else expect(field.path).not.toMatch(/[.[]/);
      }
    }
    expect(myDataFieldDocs.map((group) => group.key)).toEqual([
      '',
      'conta',
      'contato_e_endereco',
      'renda_familiar',
      'matriculas_e_progresso',
      'certificados',
      'avaliacoes_e_perguntas',
      'papeis',
      'consentimentos',
      'compras',
      'empresas',
      'trilhas',
      'estudo_e_pontos',
      'afiliado',
    ]);
  });

  it('every field has a description', () => {
    for (const group of myDataFieldDocs) {
      for (const field of group.fields) expect(field.description.trim(), field.path).not.toBe('');
    }
  });
});
