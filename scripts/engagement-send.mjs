// `npm run engagement:send`: runs the engagement jobs once against the local stack that
// `npm run dev` serves (PORT, default 5173), exactly as pg_cron runs them on hosted Supabase: a
// POST to each function with the service role key. `-- --reminders` or `-- --digest` runs one of
// them; `-- --now 2026-11-26T12:00:00-03:00` runs them as at that instant (Thursday's reminder on
// another day). README → Resumo semanal e lembretes.
import { parseArgs } from 'node:util';
import { ensureLocalKeys } from './lib/local-keys.mjs';

const { values } = parseArgs({
  options: { reminders: { type: 'boolean' }, digest: { type: 'boolean' }, now: { type: 'string' } },
});
if (values.now !== undefined && Number.isNaN(Date.parse(values.now))) {
  console.error(`--now precisa de uma data e hora ISO 8601, por exemplo 2026-11-26T12:00:00-03:00.`);
  process.exit(1);
}
const both = !values.reminders && !values.digest;
const port = Number(process.env.PORT || 5173);
const { secretKey } = ensureLocalKeys();

async function run(name) {
  const url = `http://localhost:${port}/functions/v1/${name}`;
  let response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${secretKey}`,
        apikey: secretKey,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(values.now ? { now: values.now } : {}),
      signal: AbortSignal.timeout(180_000),
    });
  } catch (error) {
    console.error(`Não foi possível chamar ${url} (${error.message}). O \`npm run dev\` está rodando?`);
    process.exit(1);
  }
  return { status: response.status, answer: await response.json().catch(() => null) };
}

if (both || values.reminders) {
  const { status, answer } = await run('send-goal-reminders');
  if (status === 409 && answer?.code === 'reminder_not_thursday') {
    console.log(`Lembretes de meta: hoje não é quinta-feira em São Paulo, nenhum lembrete criado.
  Para testar: npm run engagement:send -- --reminders --now 2026-11-26T12:00:00-03:00 (uma quinta-feira)`);
  } else if (status !== 200) {
    console.error(`send-goal-reminders falhou (${status}): ${JSON.stringify(answer)}`);
    process.exitCode = 1;
  } else {
    console.log(`Lembretes de meta (semana de ${answer.week_start}):
  lembretes criados no sino: ${answer.reminders_created}`);
  }
}
if (both || values.reminders) {
  // The company assignments' reminders (docs/companies.md): every day, a week before and on the due date.
  const { status, answer } = await run('send-assignment-reminders');
  if (status !== 200) {
    console.error(`send-assignment-reminders falhou (${status}): ${JSON.stringify(answer)}`);
    process.exitCode = 1;
  } else {
    console.log(`Lembretes de atribuições (dia ${answer.day}):
  uma semana antes do prazo: ${answer.week_before}
  no dia do prazo: ${answer.due_today}`);
  }
}
if (both || values.digest) {
  const { status, answer } = await run('send-weekly-digest');
  if (status !== 200) {
    console.error(`send-weekly-digest falhou (${status}): ${JSON.stringify(answer)}`);
    process.exitCode = 1;
  } else {
    const where =
      answer.provider === 'console' ? 'impressos no terminal do npm run dev' : `via ${answer.provider}`;
    console.log(`Resumo semanal por e-mail (semana de ${answer.week_start}, ${where}):
  enviados: ${answer.sent}
  sem novidades (nenhum e-mail): ${answer.nothing_new}
  falhas (tentadas de novo na próxima execução): ${answer.failures}${answer.more ? '\n  ainda há pessoas na fila: rode de novo' : ''}`);
    if (answer.failures > 0) process.exitCode = 1;
  }
}
