// `npm run engagement:send`: runs the engagement jobs once against the local stack that
// `npm run dev` serves (PORT, default 5173), exactly as pg_cron runs them on hosted Supabase: a
// POST to each function with the service role key. `-- --reminders` or `-- --digest` runs one
// of them. README → Resumo semanal e lembretes.
import { ensureLocalKeys } from './lib/local-keys.mjs';

const port = Number(process.env.PORT || 5173);
const { secretKey } = ensureLocalKeys();
const only = process.argv.slice(2);
const wants = (flag) => only.length === 0 || only.includes(flag);

async function run(name) {
  const url = `http://localhost:${port}/functions/v1/${name}`;
  let response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secretKey}`, apikey: secretKey, 'Content-Type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(120_000),
    });
  } catch (error) {
    console.error(`Não foi possível chamar ${url} (${error.message}). O \`npm run dev\` está rodando?`);
    process.exit(1);
  }
  const answer = await response.json().catch(() => null);
  if (!response.ok) {
    console.error(`${name} falhou (${response.status}): ${JSON.stringify(answer)}`);
    process.exit(1);
  }
  return answer;
}

if (wants('--reminders')) {
  const answer = await run('send-goal-reminders');
  console.log(`Lembretes de meta (quinta-feira):
  lembretes criados no sino: ${answer.reminders_created}`);
}
if (wants('--digest')) {
  const answer = await run('send-weekly-digest');
  console.log(`Resumo semanal por e-mail (${answer.provider === 'console' ? 'impresso no terminal do npm run dev' : answer.provider}):
  enviados: ${answer.sent}
  já enviados nesta semana: ${answer.already_sent}
  falhas (tentadas de novo na próxima execução): ${answer.failures}`);
  if (answer.failures > 0) process.exitCode = 1;
}
