// Local edge runtime: serves every supabase/functions/<name>/index.ts from one Deno process.
// Each function calls Deno.serve(handler) at import time, exactly as on Supabase; we capture
// those handlers and route /functions/v1/<name> (or /<name>) to them.
type Handler = (request: Request, info?: unknown) => Response | Promise<Response>;

const port = Number(Deno.env.get('FUNCTIONS_PORT') ?? '54329');
const functionsDirectory = new URL('../../supabase/functions/', import.meta.url);
const handlers = new Map<string, Handler>();
const realServe = Deno.serve;

for await (const entry of Deno.readDir(functionsDirectory)) {
  if (!entry.isDirectory || entry.name.startsWith('_')) continue;
  let captured: Handler | undefined;
  // deno-lint-ignore no-explicit-any
  (Deno as any).serve = (...args: any[]) => {
    captured = args.find((argument) => typeof argument === 'function') ?? args[0]?.handler;
    return { finished: Promise.resolve(), shutdown: () => Promise.resolve(), ref() {}, unref() {} };
  };
  await import(new URL(`${entry.name}/index.ts`, functionsDirectory).href);
  if (captured) handlers.set(entry.name, captured);
}
// deno-lint-ignore no-explicit-any
(Deno as any).serve = realServe;

realServe(
  {
    port,
    hostname: '127.0.0.1',
    onListen: () => console.log(`functions: ${[...handlers.keys()].join(', ')} on :${port}\n`),
  },
  (request, info) => {
    const segments = new URL(request.url).pathname.split('/').filter(Boolean);
    const name = segments[0] === 'functions' ? segments[2] : segments[0];
    const handler = name ? handlers.get(name) : undefined;
    if (!handler) return Response.json({ error: 'Function not found' }, { status: 404 });
    return handler(request, info);
  },
);
