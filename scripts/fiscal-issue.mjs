// `npm run fiscal:issue`: runs the invoice job once against the local stack that `npm run dev`
// serves (PORT, default 5173), exactly as pg_cron runs it on hosted Supabase: a POST to the
// issue-invoices function with the service role key. `-- <order id>` takes only that order's work.
// docs/fiscal-provider.md → Schedule.
import { ensureLocalKeys } from './lib/local-keys.mjs';

const port = Number(process.env.PORT || 5173);
const url = `http://localhost:${port}/functions/v1/issue-invoices`;
const { secretKey } = ensureLocalKeys();
const orderId = process.argv[2];

let response;
try {
  response = await fetch(url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${secretKey}`, apikey: secretKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(orderId ? { orderId } : {}),
    signal: AbortSignal.timeout(120_000),
  });
} catch (error) {
  console.error(`Não foi possível chamar ${url} (${error.message}). O \`npm run dev\` está rodando?`);
  process.exit(1);
}
const answer = await response.json().catch(() => null);
if (!response.ok) {
  console.error(`A emissão de notas fiscais falhou (${response.status}): ${JSON.stringify(answer)}`);
  process.exit(1);
}
console.log(
  `Notas fiscais: ${answer.claimed} na vez, ${answer.issued} emitidas, ${answer.processing} em emissão, ` +
    `${answer.failed} recusadas, ${answer.cancelled} canceladas, ${answer.unavailable} a tentar de novo`,
);
