// Scheduled jobs (pg_cron on hosted Supabase, `npm run engagement:send` locally) present the
// project's service role key as a bearer token; the functions compare it themselves, since they
// are deployed with verify_jwt off like renew-subscriptions. Pure.

/** Constant-time comparison of the presented key with the expected one. */
export function sameKey(presented: string, expected: string): boolean {
  const a = new TextEncoder().encode(presented);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let index = 0; index < b.length; index += 1) difference |= (a[index] ?? 0) ^ b[index]!;
  return expected.length > 0 && difference === 0;
}

export function presentsJobKey(request: Request, jobKey: string): boolean {
  const token = request.headers.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1] ?? '';
  return sameKey(token.trim(), jobKey);
}

/**
 * The instant a job runs "at": now, or the body's `now` (ISO 8601), which lets a run be tried for
 * another day, e.g. Thursday's reminder on a Monday. Only the service role key gets this far.
 */
export async function jobInstant(request: Request): Promise<{ now: string | undefined } | null> {
  const text = await request.text();
  if (!text.trim()) return { now: undefined };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const now = (body as Record<string, unknown>).now;
  if (now === undefined) return { now: undefined };
  if (typeof now !== 'string' || Number.isNaN(Date.parse(now))) return null;
  return { now: new Date(now).toISOString() };
}
