// Where to go after signing in or up, carried in the /auth address (?voltar=…) so a reload, a new
// tab or the confirmation e-mail keep it. Only a path of this site is accepted: anything else
// (another origin, '//host', a backslash trick, a javascript: URL) is dropped and the person
// lands on the default screen instead.

/** The query parameter of /auth that holds the return path. */
export const RETURN_PATH_PARAM = 'voltar';

const ORIGIN_PROBE = 'https://trilha.invalid';

/** The path itself when it is a relative path of this site (with its query), otherwise null. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 300) return null;
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN_PROBE);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN_PROBE) return null;
  // The auth screens themselves are never a goal (a loop back to the form).
  if (url.pathname === '/auth') return null;
  return `${url.pathname}${url.search}`;
}

/** `base` (an /auth address, possibly with ?mode=signup) carrying `returnPath` when it is safe. */
export function withReturnPath(base: string, returnPath: string | null): string {
  const safe = safeReturnPath(returnPath);
  if (!safe) return base;
  const [pathname, search = ''] = base.split('?');
  const params = new URLSearchParams(search);
  params.set(RETURN_PATH_PARAM, safe);
  return `${pathname}?${params.toString()}`;
}
