// Serves supabase/functions/* with the Deno binary from the `deno` npm package, the same
// Deno.serve code Supabase's edge runtime runs. Used by `npm run dev` and by the test stack.
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { projectRoot } from './node-runtime.mjs';
import { waitForPort } from './ports.mjs';

const require = createRequire(import.meta.url);

function denoExecutable() {
  // The deno npm package places its binary next to package.json at install time; its install
  // API resolves (or hydrates) it the same way the package's own bin.cjs does.
  const packageDir = path.dirname(require.resolve('deno/package.json'));
  const bundled = path.join(packageDir, process.platform === 'win32' ? 'deno.exe' : 'deno');
  return existsSync(bundled) ? bundled : require('deno/install_api.cjs').runInstall();
}

/** Derived from the checkout's own secret key: stable across restarts, never committed. */
export function localUnsubscribeSecret(secretKey) {
  return createHmac('sha256', secretKey).update('weekly-digest-unsubscribe').digest('hex');
}

/**
 * `payments` points the payment functions at the local stand-in (scripts/lib/payment-stand-in.mjs);
 * without it they read MERCADO_PAGO_* and PUBLIC_SITE_URL from the environment (README → Pagamentos).
 * `fiscal` points the invoice work at the NFS-e stand-in (scripts/lib/fiscal-stand-in.mjs); without
 * it FISCAL_* come from the environment (docs/fiscal-provider.md).
 * @param {{ port: number, supabaseUrl: string, publishableKey: string, secretKey: string, log?: (line: string) => void, payments?: { apiUrl: string, accessToken: string, webhookSecret: string, siteUrl: string }, fiscal?: { provider: string, apiUrl: string, token: string } }} options
 */
export async function startFunctionsServer(options) {
  const child = spawn(
    denoExecutable(),
    [
      'run',
      '--quiet',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      `--config=${path.join(projectRoot, 'supabase', 'functions', 'deno.json')}`,
      path.join(projectRoot, 'scripts', 'deno', 'functions-router.ts'),
    ],
    {
      cwd: projectRoot,
      env: {
        ...process.env,
        DENO_DIR: path.join(projectRoot, '.cache', 'deno'),
        DENO_NO_UPDATE_CHECK: '1',
        FUNCTIONS_PORT: String(options.port),
        SUPABASE_URL: options.supabaseUrl,
        SUPABASE_ANON_KEY: options.publishableKey,
        SUPABASE_SERVICE_ROLE_KEY: options.secretKey,
        // The local Auth server has no admin API: create-teacher uses its documented local fallback.
        CREATE_TEACHER_USER_STRATEGY: 'signup',
        ALLOWED_ORIGINS: '*',
        // The digest's e-mails are printed to this log unless RESEND_API_KEY is in the environment;
        // its unsubscribe links are signed with a secret of this checkout (README → Resumo semanal).
        MAIL_TRANSPORT: 'console',
        UNSUBSCRIBE_TOKEN_SECRET:
          process.env.UNSUBSCRIBE_TOKEN_SECRET || localUnsubscribeSecret(options.secretKey),
        ...(options.payments && {
          MERCADO_PAGO_API_URL: options.payments.apiUrl,
          MERCADO_PAGO_ACCESS_TOKEN: options.payments.accessToken,
          MERCADO_PAGO_WEBHOOK_SECRET: options.payments.webhookSecret,
          PUBLIC_SITE_URL: options.payments.siteUrl,
        }),
        ...(options.fiscal && {
          FISCAL_PROVIDER: options.fiscal.provider,
          FISCAL_API_URL: options.fiscal.apiUrl,
          FISCAL_API_TOKEN: options.fiscal.token,
        }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  const log = options.log ?? ((line) => process.stdout.write(`[functions] ${line}`));
  child.stdout.on('data', (chunk) => log(String(chunk)));
  child.stderr.on('data', (chunk) => log(String(chunk)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    process.off('exit', killChild);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await Promise.race([
      waitForPort(options.port, 120_000),
      exited.then((code) => {
        throw new Error(`Deno functions server exited early (code ${code})`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${options.port}`, stop };
}
