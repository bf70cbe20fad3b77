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
