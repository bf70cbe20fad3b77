// Every reason code the backend can answer with has a pt-BR message: the codes are read from the
// migrations and the edge functions' source, so a new code without a message fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueMessage } from './catalogue';

const root = path.resolve(import.meta.dirname, '../../..');
const CODE = /'([a-z][a-z0-9]*(?:_[a-z0-9]+)+)'/g;

function readFolder(folder: string, extension: string): string[] {
  const directory = path.join(root, folder);
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(extension) && !file.endsWith(`.test${extension}`))
    .map((file) => readFileSync(path.join(directory, file), 'utf8'));
}

const literals = (text: string) => [...text.matchAll(CODE)].map((match) => match[1]!);

/** The reason codes the SQL raises, and the constraint names people can run into. */
export function codesRaisedBySql(sql: string): string[] {
  const source = sql.replace(/--[^\n]*/g, '');
  const codes = new Set<string>();
  // raise exception '<code>' ...
  for (const match of source.matchAll(/raise\s+exception\s+'([^']*)'/gi)) {
    if (/^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/.test(match[1]!)) codes.add(match[1]!);
  }
  // private.raise_api_error('<code>' ...) — also a code chosen by a case inside the call.
  // A code built with || is checked through its callers (checked_text below).
  for (const match of source.matchAll(/raise_api_error\s*\(((?:[^;]|'[^']*')*?)\)\s*;/gi)) {
    if (!match[1]!.includes('||')) for (const code of literals(match[1]!)) codes.add(code);
  }
  // checked_text(..., '<field>') raises '<field>_required' and '<field>_too_long'.
  for (const match of source.matchAll(/checked_text\s*\([^;]*?,\s*'([a-z]+(?:_[a-z]+)+)'\s*\)/gi)) {
    codes.add(`${match[1]}_required`);
    codes.add(`${match[1]}_too_long`);
  }
  // The sign-up refusal: `raise exception '%', v_refusal` with the codes its function returns.
  for (const match of source.matchAll(
    /function\s+private\.self_sign_up_refusal[\s\S]*?\$\$([\s\S]*?)\$\$/gi,
  )) {
    for (const code of literals(match[1]!)) codes.add(code);
  }
  // Named UNIQUE constraints, inline UNIQUE columns (Postgres names them <table>_<column>_key)
  // and foreign keys that refuse a delete (<table>_<column>_fkey).
  for (const table of source.matchAll(/create\s+table\s+(?:public\.)?([a-z_]+)\s*\(([\s\S]*?)\n\);/gi)) {
    const [, name, body] = table;
    for (const line of body!.split('\n')) {
      const named = /constraint\s+([a-z0-9_]+)\s+unique/i.exec(line);
      if (named) codes.add(named[1]!);
      const column = /^\s*([a-z0-9_]+)\s+[a-z]/i.exec(line)?.[1];
      if (!column || /^(constraint|primary|unique|check|foreign)$/i.test(column)) continue;
      if (/\bunique\b/i.test(line)) codes.add(`${name}_${column}_key`);
      if (/on\s+delete\s+restrict/i.test(line)) codes.add(`${name}_${column}_fkey`);
    }
  }
  return [...codes];
}

/**
 * The codes the function answers with: `refuse('<code>', status)`, `{ code: '<code>' }`, an
 * endpoint's `failureCode: '<code>'`, a body check's `{ error: '<code>' }` or `invalid: '<code>'`
 * (supabase/functions/_shared/body.ts), a field's `uuidField('<code>')` and the password rules'
 * codes (`[/pattern/, '<code>']`).
 */
export function codesAnsweredByFunction(source: string): string[] {
  const patterns = [
    /\brefuse\(\s*'([a-z][a-z0-9_]*)'/g,
    /\bcode:\s*'([a-z][a-z0-9_]*)'/g,
    /\bfailureCode:\s*'([a-z][a-z0-9_]*)'/g,
    /\berror:\s*'([a-z][a-z0-9_]*)'/g,
    /\binvalid:\s*'([a-z][a-z0-9_]*)'/g,
    /\buuidField\(\s*'([a-z][a-z0-9_]*)'/g,
    /\[\/.+\/s?,\s*'([a-z][a-z0-9_]*)'\]/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]!));
}

describe('the error catalogue', () => {
  const sqlCodes = readFolder('supabase/migrations', '.sql').flatMap(codesRaisedBySql);
  const functionCodes = readFolder('supabase/functions', '.ts').flatMap(codesAnsweredByFunction);

  it('finds the codes it checks (the reading itself works)', () => {
    expect(sqlCodes).toEqual(
      expect.arrayContaining([
        'not_enrolled',
        'course_without_lessons',
        'question_title_too_long',
        'edit_hourly_limit',
        'terms_version_missing',
        'courses_slug_key',
        'certificates_user_id_course_id_key',
        'certificates_course_id_fkey',
        'course_has_certificates',
      ]),
    );
    expect(functionCodes).toEqual(
      expect.arrayContaining([
        'teacher_email_taken',
        'admin_only',
        'invalid_body',
        'password_needs_digit',
        'invalid_signature',
        'order_not_refundable',
        'invalid_checkout_request',
      ]),
    );
  });

  it('has a message for every reason code raised in a migration', () => {
    const missing = [...new Set(sqlCodes)].filter((code) => catalogueMessage(code) === null).sort();
    expect(missing).toEqual([]);
  });

  it('has a message for every code the edge functions answer with', () => {
    const missing = [...new Set(functionCodes)].filter((code) => catalogueMessage(code) === null).sort();
    expect(missing).toEqual([]);
  });

  it('keeps the exact texts people already read for these refusals', () => {
    expect({
      already_enrolled: catalogueMessage('already_enrolled'),
      course_without_lessons: catalogueMessage('course_without_lessons'),
      invalid_credentials: catalogueMessage('invalid_credentials'),
      user_already_exists: catalogueMessage('user_already_exists'),
      certificate_already_issued: catalogueMessage('certificate_already_issued'),
      certificates_user_id_course_id_key: catalogueMessage('certificates_user_id_course_id_key'),
      teacher_email_taken: catalogueMessage('teacher_email_taken'),
      teacher_unexpected_failure: catalogueMessage('teacher_unexpected_failure'),
      admin_only: catalogueMessage('admin_only'),
      last_administrator: catalogueMessage('last_administrator'),
      email_confirmation_mismatch: catalogueMessage('email_confirmation_mismatch'),
      issue_reason_required: catalogueMessage('issue_reason_required'),
    }).toEqual({
      already_enrolled: 'Você já está inscrito neste curso!',
      course_without_lessons: 'Curso não possui aulas cadastradas',
      invalid_credentials: 'Email ou senha incorretos',
      user_already_exists: 'Este email já está cadastrado',
      certificate_already_issued: 'Este aluno já possui certificado para este curso',
      certificates_user_id_course_id_key: 'Este aluno já possui certificado para este curso',
      teacher_email_taken: 'Este email já está cadastrado no sistema',
      teacher_unexpected_failure: 'Erro inesperado ao cadastrar professor',
      admin_only: 'Acesso negado',
      last_administrator:
        'Você é o último administrador ativo. Promova outra pessoa a administrador antes de excluir sua conta.',
      email_confirmation_mismatch: 'O email digitado não é o da sua conta.',
      issue_reason_required: 'Informe o motivo da emissão',
    });
  });

  it('reports a code raised without a message', () => {
    const sql =
      "create function f() returns void language plpgsql as $$ begin raise exception 'brand_new_reason' using errcode = '42501'; end; $$;";
    const missing = codesRaisedBySql(sql).filter((code) => catalogueMessage(code) === null);
    expect(missing).toEqual(['brand_new_reason']);
  });
});
