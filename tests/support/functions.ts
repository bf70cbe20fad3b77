// The served edge functions and the payment stand-in's controls, called over HTTP as a browser,
// pg_cron or a test of the provider would (docs/testing.md, "What is faked, and why").
import { createUser, stack, type Role, type TestUser } from './stack';

export const functionsUrl = `${stack.url}/functions/v1`;

/** A person with their access token, for the functions that read the caller from it. */
export interface SignedInUser extends TestUser {
  token: string;
}

export async function signedInUser(role: Role = 'aluno', fullName?: string): Promise<SignedInUser> {
  const user = await createUser({ role, fullName });
  const { data } = await user.client.auth.getSession();
  return { ...user, token: data.session!.access_token };
}

/** POST to a function (`name`) or any address of the stack, with the publishable key and a bearer. */
export async function callFunction(nameOrUrl: string, body: unknown, bearer?: string) {
  const headers: Record<string, string> = {
    apikey: stack.publishableKey,
    'Content-Type': 'application/json',
  };
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  const url = nameOrUrl.startsWith('http') ? nameOrUrl : `${functionsUrl}/${nameOrUrl}`;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  return {
    status: response.status,
    json: (await response.json().catch(() => null)) as Record<string, unknown> | null,
  };
}

/** One of the payment stand-in's test controls (pay, refund, charge a preapproval…). */
export async function paymentStandIn<Answer = Record<string, unknown>>(path: string, body?: unknown) {
  const response = await fetch(`${stack.paymentStandInUrl}/__stand-in/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Answer };
}
