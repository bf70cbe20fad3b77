// `npm run dev`: the app plus an embedded local Supabase, no Docker and no account anywhere.
// Vite serves the app and, through @supabase/lite's plugin on PGlite, /auth/v1, /rest/v1 and
// /storage/v1; Deno serves supabase/functions behind /functions/v1.
// First of all: lite fixes its feature flags (storage) when it is first imported.
import './lib/local-stack-env.mjs';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureModernNode, projectRoot } from './lib/node-runtime.mjs';

await ensureModernNode();
const { ensureLocalKeys } = await import('./lib/local-keys.mjs');
const { startFunctionsServer } = await import('./lib/functions-server.mjs');
const { localPaymentSecrets, startPaymentStandIn } = await import('./lib/payment-stand-in.mjs');
const { freePort } = await import('./lib/ports.mjs');
const { demoAccounts } = await import('./lib/demo-accounts.mjs');
const { writeDevConfig, writeStackConfig } = await import('./lib/stack-config.mjs');
const { signUpRefusalGuard } = await import('./lib/sign-up-refusal.mjs');
const { uploadSeedFiles } = await import('./lib/seed-files.mjs');
// Before lite's plugin starts in this process: Auth e-mails are printed in Portuguese (and a
// storage left off by an earlier import of lite stops the start here).
await import('./lib/local-mail.mjs');

const port = Number(process.env.PORT || 5173);
const origin = `http://localhost:${port}`;
const keys = ensureLocalKeys();
process.env.TRILHA_LOCAL_STACK = '1';

const supabaseDirectory = path.join(projectRoot, 'supabase');
// TRILHA_DEV_DATA_DIR moves the database (and the seed's fingerprint) elsewhere, e.g. a throwaway
// folder for the smoke test, which must never touch the developer's own demo data.
const dataDirectory = path.resolve(projectRoot, process.env.TRILHA_DEV_DATA_DIR || 'supabase/.temp');
const databaseDirectory = path.join(dataDirectory, 'pglite');
const seedHashFile = path.join(dataDirectory, 'seed.sha256');
const seedHash = createHash('sha256')
  .update(readFileSync(path.join(supabaseDirectory, 'seed.sql')))
  .digest('hex');
const liteCli = path.join(projectRoot, 'node_modules', '@supabase', 'lite', 'dist', 'cli', 'index.js');
const configName = `dev-${process.pid}`;
const database = { driver: 'pglite', url: databaseDirectory };
if (!existsSync(databaseDirectory) || process.argv.includes('--reset')) {
  console.log('Preparando o banco local (migrations + seed)...');
  mkdirSync(dataDirectory, { recursive: true });
  const resetConfig = writeStackConfig({
    name: `${configName}-reset`,
    appOrigin: origin,
    database,
    seed: true,
  });
  const reset = spawnSync(process.execPath, [liteCli, 'db', 'reset', '--hard', '--config', resetConfig], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  rmSync(resetConfig, { force: true });
  if (reset.status !== 0) process.exit(reset.status ?? 1);
  writeFileSync(seedHashFile, seedHash);
} else if (!existsSync(seedHashFile) || readFileSync(seedHashFile, 'utf8') !== seedHash) {
  console.log(
    'supabase/seed.sql mudou desde a criação do banco local: `npm run dev:reset` recria os dados de demonstração.',
  );
}

// What has been started, undone in reverse order on shutdown or when the start fails.
const undo = [];
let stopping;
function stop() {
  stopping ??= (async () => {
    for (const step of undo.reverse()) await step().catch((error) => console.error(error));
  })();
  return stopping;
}

let running = false;
// Printed with the demo logins once everything runs.
let paymentStandInUrl;
try {
  // Auth's site URL and redirect allow-list follow `port`: recovery links land on this server.
  const pluginConfig = writeDevConfig({ port, name: configName, database });
  // Also on exits that skip stop(): Vite ends the process itself on SIGTERM.
  const removePluginConfig = () => rmSync(pluginConfig, { force: true });
  process.once('exit', removePluginConfig);
  undo.push(async () => removePluginConfig());
  process.env.TRILHA_LITE_CONFIG = pluginConfig;

  // Payments go to the local stand-in of Mercado Pago, unless MERCADO_PAGO_ACCESS_TOKEN is set
  // in the environment (the sandbox: README → Pagamentos).
  let payments;
  if (!process.env.MERCADO_PAGO_ACCESS_TOKEN) {
    const paymentSecrets = localPaymentSecrets();
    const paymentStandIn = await startPaymentStandIn({
      ...paymentSecrets,
      port: Number(process.env.PAYMENT_STAND_IN_PORT || 0),
      // Subscription notifications go where the Mercado Pago panel would send them.
      webhookUrl: `${origin}/functions/v1/payment-webhook`,
      log: (line) => process.stdout.write(`[pagamentos] ${line}`),
    });
    undo.push(() => paymentStandIn.stop());
    payments = { apiUrl: paymentStandIn.url, ...paymentSecrets, siteUrl: origin };
    paymentStandInUrl = paymentStandIn.url;
  }

  const functionsPort = await freePort();
  const functions = await startFunctionsServer({
    port: functionsPort,
    supabaseUrl: origin,
    publishableKey: keys.publishableKey,
    secretKey: keys.secretKey,
    allowedOrigin: origin,
    log: (line) => process.stdout.write(`[functions] ${line}`),
    payments,
  });
  undo.push(() => functions.stop());
  process.env.TRILHA_FUNCTIONS_URL = functions.url;

  const { createServer } = await import('vite');
  const server = await createServer({
    root: projectRoot,
    server: { port, strictPort: true },
    plugins: [
      {
        // Ahead of lite's middleware.
        name: 'trilha-sign-up-refusal',
        enforce: 'pre',
        configureServer(devServer) {
          // lite has no Auth hooks: this answers a refused sign-up with the 422 hosted Auth's hook gives.
          devServer.middlewares.use(
            signUpRefusalGuard({ restUrl: `${origin}/rest/v1`, secretKey: keys.secretKey }),
          );
        },
      },
    ],
  });
  undo.push(() => server.close());
  await server.listen();
  running = true;
  // The demo e-book's file (seed.sql names it; Storage holds the bytes).
  await uploadSeedFiles({
    storageUrl: `${origin}/storage/v1`,
    secretKey: keys.secretKey,
    directory: path.join(supabaseDirectory, 'seed-files'),
  }).catch((error) => console.error(`Arquivos de demonstração não enviados: ${error.message}`));
} finally {
  if (!running) {
    await stop();
    process.exitCode = 1;
  }
}

if (running) {
  console.log(`
  Trilha Cloud rodando em ${origin}

  Contas de demonstração (somente local):
${demoAccounts.map((account) => `    ${account.role.padEnd(14)} ${account.email.padEnd(28)} ${account.password}`).join('\n')}

  Supabase local: ${origin}/rest/v1, /auth/v1, /storage/v1 e /functions/v1
  E-mails de autenticação (recuperação de senha, troca de e-mail, link de acesso) aparecem neste terminal.
  Resumo semanal e lembrete de quinta-feira: npm run engagement:send (${
    process.env.RESEND_API_KEY ? 'e-mails enviados pelo Resend' : 'os e-mails aparecem neste terminal'
  })
  Pagamentos: ${
    process.env.MERCADO_PAGO_ACCESS_TOKEN
      ? 'Mercado Pago (MERCADO_PAGO_ACCESS_TOKEN do ambiente)'
      : `simulador local do Mercado Pago em ${paymentStandInUrl}; cartão de teste recusado 4000 0000 0000 0002`
  }
`);
  const shutdown = () => stop().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
