// The one way an error of the backend becomes what a person reads (docs/errors.md): the error's
// reason code is looked up in the catalogue; a code without an entry is logged and the screen's
// own generic message is shown. The backend's own text never reaches the screen.
import { catalogueMessage, NETWORK_ERROR_MESSAGE } from './catalogue';

export { ReasonCodeError } from './reason-code-error';

const REASON_CODE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;
const CONSTRAINT_STATES = new Set(['23505', '23503', '23514']);
const CONSTRAINT_NAME = /constraint "([a-z0-9_]+)"/;
// supabase-js' names for "the request never got an answer" (Auth, Functions) and fetch's own.
const NETWORK_ERROR_NAMES = new Set([
  'AuthRetryableFetchError',
  'FunctionsFetchError',
  'FunctionsRelayError',
]);

interface ErrorFields {
  code?: unknown;
  message?: unknown;
  name?: unknown;
}

function fieldsOf(error: unknown): ErrorFields {
  return typeof error === 'object' && error !== null ? (error as ErrorFields) : {};
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function isNetworkFailure(error: unknown): boolean {
  const { name, message } = fieldsOf(error);
  if (NETWORK_ERROR_NAMES.has(text(name))) return true;
  return error instanceof TypeError && /fetch|network|load failed/i.test(text(message));
}

/**
 * The reason code an error carries, or null when it carries none:
 * - the database's refusals say their code as the message (PostgREST `{ code: SQLSTATE, message }`);
 * - Auth's errors and ReasonCodeError carry it in `code`;
 * - a unique, foreign-key or check violation is named by its constraint;
 * - any other permission refusal (RLS, grants) is `permission_denied`.
 */
export function reasonCode(error: unknown): string | null {
  const { code, message } = fieldsOf(error);
  const messageText = text(message).trim();
  const codeText = text(code);
  if (REASON_CODE.test(messageText)) return messageText;
  if (REASON_CODE.test(codeText)) return codeText;
  if (CONSTRAINT_STATES.has(codeText)) return CONSTRAINT_NAME.exec(messageText)?.[1] ?? null;
  if (codeText === '42501') return 'permission_denied';
  return null;
}

/**
 * What the person reads about a failed call: the catalogue's message for the error's reason code,
 * a network message when the server could not be reached, else `fallback` (the screen's generic
 * pt-BR error). A failure the catalogue cannot name is logged so that its code gets a message.
 */
export function userMessage(error: unknown, fallback: string): string {
  if (isNetworkFailure(error)) return NETWORK_ERROR_MESSAGE;
  const code = reasonCode(error);
  const message = code === null ? null : catalogueMessage(code);
  if (message !== null) return message;
  console.error(code === null ? 'Erro sem código de motivo:' : `Código de erro sem mensagem: ${code}`, error);
  return fallback;
}
