// How errors of the Auth server are shown to people.
import { isWeakPasswordError, WEAK_PASSWORD_MESSAGE } from '@/rules/password-rules';

export const FALLBACK_ERROR_MESSAGE = 'Ocorreu um erro. Tente novamente.';

interface ErrorLike {
  message?: unknown;
  code?: unknown;
  name?: unknown;
  status?: unknown;
}

function readError(error: unknown): ErrorLike {
  return typeof error === 'object' && error !== null ? (error as ErrorLike) : {};
}

export function isInvalidCredentials(error: unknown): boolean {
  const { message, code } = readError(error);
  return message === 'Invalid login credentials' || code === 'invalid_credentials';
}

/** The message for a failed sign-in or sign-up. */
export function authErrorMessage(error: unknown): string {
  const { message, code, name } = readError(error);
  if (isInvalidCredentials(error)) return 'Email ou senha incorretos';
  if (message === 'User already registered' || code === 'user_already_exists' || code === 'email_exists') {
    return 'Este email já está cadastrado';
  }
  if (isWeakPasswordError(error)) return WEAK_PASSWORD_MESSAGE;
  // The browser could not reach the server: its text ("Failed to fetch") means nothing to people.
  if (name === 'AuthRetryableFetchError' || (error instanceof TypeError && /fetch/i.test(String(message)))) {
    return FALLBACK_ERROR_MESSAGE;
  }
  return typeof message === 'string' && message.trim() ? message : FALLBACK_ERROR_MESSAGE;
}
