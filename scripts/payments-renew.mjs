// `npm run payments:renew`: runs the subscription renewal job once against the local stack that
// `npm run dev` serves (PORT, default 5173), exactly as pg_cron runs it on hosted Supabase: a POST
// to the renew-subscriptions function with the service role key. README → Pagamentos → Renovações.
import { ensureLocalKeys } from './lib/local-keys.mjs';

const port = Number(process.env.PORT || 5173);
const url = `http://localhost:${port}/functions/v1/renew-subscriptions`;
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
  console.error(`A renovação falhou (${response.status}): ${JSON.stringify(answer)}`);
  process.exit(1);
}
console.log(`Renovação de assinaturas concluída:
  em atraso (3 dias de carência): ${answer.past_due}
  encerradas (carência terminou): ${answer.expired}
  valores de cartão atualizados (mudança de plano): ${answer.amounts_updated}
  lembretes de Pix enviados: ${answer.reminders_sent}
  falhas (tentadas de novo na próxima execução): ${answer.failures}`);
if (answer.failures > 0) process.exitCode = 1;
