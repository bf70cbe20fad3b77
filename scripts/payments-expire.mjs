// `npm run payments:expire`: runs the expiry job of unpaid orders once against the local stack
// that `npm run dev` serves (PORT, default 5173), exactly as pg_cron runs it on hosted Supabase: a
// POST to the expire-orders function with the service role key. README → Pagamentos → Pedidos não pagos.
import { ensureLocalKeys } from './lib/local-keys.mjs';

const port = Number(process.env.PORT || 5173);
const url = `http://localhost:${port}/functions/v1/expire-orders`;
const { secretKey } = ensureLocalKeys();

let response;
try {
  response = await fetch(url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${secretKey}`, apikey: secretKey, 'Content-Type': 'application/json' },
    body: '{}',
    signal: AbortSignal.timeout(60_000),
  });
} catch (error) {
  console.error(`Não foi possível chamar ${url} (${error.message}). O \`npm run dev\` está rodando?`);
  process.exit(1);
}
const answer = await response.json().catch(() => null);
if (!response.ok) {
  console.error(`A expiração de pedidos falhou (${response.status}): ${JSON.stringify(answer)}`);
  process.exit(1);
}
console.log(`Pedidos não pagos expirados: ${answer.expired}`);
