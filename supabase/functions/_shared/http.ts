// CORS and JSON helpers shared by the edge functions. Pure (no Deno globals), so the handlers can
// also be exercised from the Node test suite.

/** ALLOWED_ORIGINS: a comma-separated list of the app's origins ("*" allows any, for local use). */
export function parseAllowedOrigins(value: string | undefined): string[] {
  const origins = (value ?? '*')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return origins.length > 0 ? origins : ['*'];
}

export function corsHeaders(request: Request, allowedOrigins: string[]): Record<string, string> {
  const origin = request.headers.get('Origin') ?? '';
  const allowOrigin = allowedOrigins.includes('*')
    ? '*'
    : allowedOrigins.includes(origin)
      ? origin
      : (allowedOrigins[0] ?? '');
  return {
    'Access-Control-Allow-Origin': allowOrigin,
    'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    Vary: 'Origin',
  };
}

export function jsonResponse(body: unknown, status: number, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** A refusal the app turns into its pt-BR message (the error catalogue): `{ code }` with the status. */
export function refuse(code: string, status: number, headers: Record<string, string> = {}): Response {
  return jsonResponse({ code }, status, headers);
}

export type LogError = (message: string, detail: unknown) => void;

interface Endpoint {
  /** The function's name, in the log line of an unexpected failure. */
  name: string;
  /** The reason code answered (500) for an unexpected failure; never the error's own text. */
  failureCode: string;
  logError: LogError;
}

/**
 * A function the browser calls: the CORS preflight is answered, any other method than POST is
 * refused (405), every answer carries the CORS headers, and an unexpected failure is logged and
 * answered with the function's failure code.
 */
export function browserEndpoint(
  endpoint: Endpoint & { allowedOrigins: string[] },
  handle: (request: Request, cors: Record<string, string>) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const cors = corsHeaders(request, endpoint.allowedOrigins);
    if (request.method === 'OPTIONS') return new Response('ok', { headers: cors });
    if (request.method !== 'POST') return refuse('method_not_allowed', 405, cors);
    try {
      return await handle(request, cors);
    } catch (error) {
      endpoint.logError(`${endpoint.name}: unexpected failure`, error);
      return refuse(endpoint.failureCode, 500, cors);
    }
  };
}

/**
 * A function a server calls (the provider's webhooks, the scheduled jobs): no CORS, only POST
 * (405 otherwise), and an unexpected failure is logged and answered with the function's failure
 * code.
 */
export function serverEndpoint(
  endpoint: Endpoint,
  handle: (request: Request) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'POST') return refuse('method_not_allowed', 405);
    try {
      return await handle(request);
    } catch (error) {
      endpoint.logError(`${endpoint.name}: unexpected failure`, error);
      return refuse(endpoint.failureCode, 500);
    }
  };
}

type Log = (message: string, detail?: unknown) => void;

/** A handler's dependencies with the log filled in (console.error unless a test passes its own). */
export type WithLog<Dependencies extends { logError?: Log }> = Dependencies & { logError: Log };

function withLog<Dependencies extends { logError?: Log }>(dependencies: Dependencies): WithLog<Dependencies> {
  return {
    ...dependencies,
    logError: dependencies.logError ?? ((message, detail) => console.error(message, detail)),
  };
}

/** A browser-called function's handler, made from its dependencies (index.ts's, or a test's). */
export function browserFunction<Dependencies extends { allowedOrigins: string[]; logError?: Log }>(
  endpoint: { name: string; failureCode: string },
  handle: (
    request: Request,
    cors: Record<string, string>,
    dependencies: WithLog<Dependencies>,
  ) => Promise<Response>,
): (dependencies: Dependencies) => (request: Request) => Promise<Response> {
  return (dependencies) => {
    const resolved = withLog(dependencies);
    return browserEndpoint(
      { ...endpoint, allowedOrigins: resolved.allowedOrigins, logError: resolved.logError },
      (request, cors) => handle(request, cors, resolved),
    );
  };
}

/** A server-called function's handler, made from its dependencies. */
export function serverFunction<Dependencies extends { logError?: Log }>(
  endpoint: { name: string; failureCode: string },
  handle: (request: Request, dependencies: WithLog<Dependencies>) => Promise<Response>,
): (dependencies: Dependencies) => (request: Request) => Promise<Response> {
  return (dependencies) => {
    const resolved = withLog(dependencies);
    return serverEndpoint({ ...endpoint, logError: resolved.logError }, (request) =>
      handle(request, resolved),
    );
  };
}
