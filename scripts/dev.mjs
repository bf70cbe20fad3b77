// `npm run dev`: the app plus the local Supabase the tests run on (scripts/lib/stack.mjs: a real
// Postgres 17, @supabase/lite, Deno for the edge functions), no Docker and no account anywhere.
// Vite serves the app and passes /auth/v1, /rest/v1, /storage/v1 and /functions/v1 on to the
// stack, so the browser talks to one origin. The database persists in the dev data folder.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureModernNode, projectRoot } from './lib/node-runtime.mjs';

await ensureModernNode();
const { startStack } = await import('./lib/stack.mjs');
const { ensureLocalKeys } = await import('./lib/local-keys.mjs');
const { freePort } = await import('./lib/ports.mjs');
const { demoAccounts } = await import('./lib/demo-accounts.mjs');
const { demoExerciseFiles } = await import('./lib/seed-practice.mjs');

const port = Number(process.env.PORT || 5173);
const origin = `http://localhost:${port}`;
// TRILHA_DEV_DATA_DIR moves the database (and the seed's fingerprint) elsewhere, e.g. a throwaway
// folder for the smoke test, which must never touch the developer's own demo data.
const dataDirectory = path.resolve(projectRoot, process.env.TRILHA_DEV_DATA_DIR || 'supabase/.temp');
const databaseDirectory = path.join(dataDirectory, 'postgres');
const seedHashFile = path.join(dataDirectory, 'seed.sha256');
const practiceDemoDirectory = path.join(projectRoot, 'supabase', 'functions', '_shared', 'practice', 'demo');
// The demo data: seed.sql and the demo exercises the stack writes after it.
const seedHash = [path.join(projectRoot, 'supabase', 'seed.sql'), ...demoExerciseFiles(practiceDemoDirectory)]
  .reduce((hash, file) => hash.update(readFileSync(file)), createHash('sha256'))
  .digest('hex');

if (process.argv.includes('--reset')) {
  rmSync(databaseDirectory, { recursive: true, force: true });
  rmSync(seedHashFile, { force: true });
}
mkdirSync(dataDirectory, { recursive: true });
if (!existsSync(path.join(databaseDirectory, 'PG_VERSION')))
  console.log('Preparando o banco local (Postgres, migrations + seed)...');
if (existsSync(path.join(dataDirectory, 'pglite')))
  console.log(
    `${path.join(dataDirectory, 'pglite')} (o banco local antigo) não é mais usado e pode ser apagado.`,
  );

// The app and the stack start side by side; the stack's port is chosen first, for Vite's proxy.
const keys = ensureLocalKeys();
const stackUrl = `http://127.0.0.1:${await freePort()}`;
process.env.VITE_SUPABASE_URL = origin;
process.env.VITE_SUPABASE_PUBLISHABLE_KEY = keys.publishableKey;
const { createServer } = await import('vite');
const [stackStart, viteStart] = await Promise.allSettled([
  startStack({
    name: 'dev',
    port: Number(new URL(stackUrl).port),
    siteUrl: origin,
    dataDirectory: databaseDirectory,
    // The Auth e-mails lite prints and the functions' output belong in this terminal.
    onOutput: (text) => process.stdout.write(text),
    // MERCADO_PAGO_ACCESS_TOKEN in the environment: the sandbox (README → Pagamentos).
    payments: process.env.MERCADO_PAGO_ACCESS_TOKEN ? 'environment' : 'stand-in',
    // FISCAL_API_TOKEN in the environment: Focus NFe's sandbox (docs/fiscal-provider.md).
    fiscal: process.env.FISCAL_API_TOKEN ? 'environment' : 'stand-in',
  }),
  createServer({
    root: projectRoot,
    server: {
      port,
      strictPort: true,
      proxy: Object.fromEntries(
        ['/auth/v1', '/rest/v1', '/storage/v1', '/functions/v1'].map((prefix) => [prefix, stackUrl]),
      ),
    },
  }).then(async (server) => {
    try {
      return await server.listen();
    } catch (error) {
      await server.close();
      throw error;
    }
  }),
]);
const stack = stackStart.status === 'fulfilled' ? stackStart.value : undefined;
const server = viteStart.status === 'fulfilled' ? viteStart.value : undefined;

async function stop() {
  await server?.close();
  await stack?.stop();
}

if (!stack || !server) {
  for (const failed of [stackStart, viteStart])
    if (failed.status === 'rejected') console.error(failed.reason);
  await stop().catch((error) => console.error(error));
  process.exit(1);
}

if (stack.created) writeFileSync(seedHashFile, seedHash);
else if (!existsSync(seedHashFile) || readFileSync(seedHashFile, 'utf8') !== seedHash) {
  console.log(
    'Os dados de demonstração (supabase/seed.sql ou as práticas de demonstração) mudaram desde a criação do banco local: `npm run dev:reset` os recria.',
  );
}

console.log(`
  Trilha Cloud rodando em ${origin}

  Contas de demonstração (somente local):
${demoAccounts.map((account) => `    ${account.role.padEnd(14)} ${account.email.padEnd(30)} ${account.password}`).join('\n')}

  Supabase local: ${origin}/rest/v1, /auth/v1, /storage/v1 e /functions/v1
  Banco de dados: ${stack.databaseUrl} (dados em ${databaseDirectory})
  E-mails de autenticação (recuperação de senha, troca de e-mail, link de acesso) aparecem neste terminal.
  Resumo semanal e lembrete de quinta-feira: npm run engagement:send (${
    process.env.RESEND_API_KEY ? 'e-mails enviados pelo Resend' : 'os e-mails aparecem neste terminal'
  })
  Pagamentos: ${
    process.env.MERCADO_PAGO_ACCESS_TOKEN
      ? 'Mercado Pago (MERCADO_PAGO_ACCESS_TOKEN do ambiente)'
      : `simulador local do Mercado Pago em ${stack.paymentStandInUrl}; cartão de teste recusado 4000 0000 0000 0002`
  }
  Notas fiscais: ${
    process.env.FISCAL_API_TOKEN
      ? `Focus NFe em ${process.env.FISCAL_API_URL || '(defina FISCAL_API_URL)'} (FISCAL_* do ambiente)`
      : `simulador local da Focus NFe em ${stack.fiscalStandInUrl}; npm run fiscal:issue emite as pendentes`
  }
`);

let stopping;
const shutdown = () => (stopping ??= stop().then(() => process.exit(0)));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
