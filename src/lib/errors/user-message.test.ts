import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthApiError, AuthRetryableFetchError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { NETWORK_ERROR_MESSAGE } from './catalogue';
import { reasonCode, ReasonCodeError, userMessage } from './user-message';

const FALLBACK = 'Erro ao salvar curso';

describe('userMessage', () => {
  let logged: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => logged.mockRestore());

  it('a database refusal (PostgREST: SQLSTATE as code, reason code as message) → its message', () => {
    const error = { code: '42501', message: 'cannot_change_own_role', details: null, hint: null };
    expect(userMessage(error, FALLBACK)).toBe('Você não pode alterar o seu próprio papel.');
    expect(userMessage({ code: 'P0001', message: 'course_without_lessons' }, FALLBACK)).toBe(
      'Curso não possui aulas cadastradas',
    );
    expect(logged).not.toHaveBeenCalled();
  });

  it('a rate limit (code rate_limited, reason in the message) → the limit of that kind', () => {
    expect(userMessage({ code: 'rate_limited', message: 'edit_hourly_limit' }, FALLBACK)).toBe(
      'Você atingiu o limite de 20 edições por hora. Tente novamente mais tarde.',
    );
  });

  it('a unique violation → the message of its constraint, never the backend text', () => {
    const error = {
      code: '23505',
      message: 'duplicate key value violates unique constraint "courses_slug_key"',
      details: 'Key (slug)=(aws) already exists.',
    };
    expect(userMessage(error, FALLBACK)).toBe('Já existe um curso com este slug');
  });

  it('a foreign-key violation → the message of its constraint', () => {
    const error = {
      code: '23503',
      message:
        'update or delete on table "courses" violates foreign key constraint "certificates_course_id_fkey" on table "certificates"',
    };
    expect(userMessage(error, 'Erro ao excluir curso')).toBe(
      'Não é possível excluir um curso com certificados emitidos. Desative o curso.',
    );
  });

  it('a row-level security refusal (42501 with text) → permission_denied', () => {
    const error = { code: '42501', message: 'new row violates row-level security policy for table "books"' };
    expect(reasonCode(error)).toBe('permission_denied');
    expect(userMessage(error, 'Erro ao salvar livro')).toBe('Você não tem permissão para fazer isso.');
  });

  it('Auth errors by their code, not their English text', () => {
    expect(
      userMessage(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'), FALLBACK),
    ).toBe('Email ou senha incorretos');
    expect(
      userMessage(new AuthApiError('User already registered', 422, 'user_already_exists'), FALLBACK),
    ).toBe('Este email já está cadastrado');
    expect(
      userMessage(new AuthWeakPasswordError('Password is known to be weak', 422, ['characters']), FALLBACK),
    ).toBe(
      'A senha não foi aceita: use letras maiúsculas e minúsculas, números e um destes caracteres especiais: ! @ # $ % ^ & *',
    );
    expect(
      userMessage(new AuthApiError('New password should be different', 422, 'same_password'), FALLBACK),
    ).toBe('A nova senha deve ser diferente da senha atual.');
  });

  it("the project's sign-up refusal (422, reason code as message) → its message", () => {
    expect(userMessage(new AuthApiError('terms_version_outdated', 422, undefined), FALLBACK)).toBe(
      'Não foi possível criar a conta. Recarregue a página, confira os Termos de Uso e a Política de Privacidade e tente novamente.',
    );
  });

  it("the function's { code } answers", () => {
    expect(userMessage(new ReasonCodeError('teacher_email_taken'), 'Erro ao cadastrar professor')).toBe(
      'Este email já está cadastrado no sistema',
    );
    expect(userMessage(new ReasonCodeError('admin_only'), 'Erro ao cadastrar professor')).toBe(
      'Acesso negado',
    );
  });

  it('a network failure → the network message', () => {
    expect(userMessage(new TypeError('Failed to fetch'), FALLBACK)).toBe(NETWORK_ERROR_MESSAGE);
    expect(userMessage(new AuthRetryableFetchError('Failed to fetch', 0), FALLBACK)).toBe(
      NETWORK_ERROR_MESSAGE,
    );
    expect(userMessage({ name: 'FunctionsFetchError', message: 'Failed to send a request' }, FALLBACK)).toBe(
      NETWORK_ERROR_MESSAGE,
    );
  });

  it('an unknown reason code → the fallback, and the code is logged', () => {
    const error = { code: 'P0001', message: 'some_new_reason' };
    expect(userMessage(error, FALLBACK)).toBe(FALLBACK);
    expect(logged).toHaveBeenCalledWith('Código de erro sem mensagem: some_new_reason', error);
  });

  it('backend text without a code is never shown: the fallback, logged', () => {
    const texts = [
      { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' },
      { code: '22P02', message: 'invalid input syntax for type uuid: "x"' },
      new AuthApiError('Something went wrong on the server', 500, undefined),
      new Error('Já existe um curso com este slug'),
      'a string',
      null,
      undefined,
    ];
    for (const error of texts) expect(userMessage(error, FALLBACK)).toBe(FALLBACK);
    expect(logged).toHaveBeenCalledTimes(texts.length);
    expect(logged).toHaveBeenCalledWith('Erro sem código de motivo:', texts[0]);
  });

  it('a constraint the catalogue does not know → the fallback, logged with its name', () => {
    const error = {
      code: '23514',
      message: 'new row for relation "books" violates check constraint "books_pages_check"',
    };
    expect(userMessage(error, 'Erro ao salvar livro')).toBe('Erro ao salvar livro');
    expect(logged).toHaveBeenCalledWith('Código de erro sem mensagem: books_pages_check', error);
  });
});
