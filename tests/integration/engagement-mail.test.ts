// The weekly digest, its one-click unsubscribe and Thursday's reminder, through the real edge
// functions (send-weekly-digest, email-unsubscribe, send-goal-reminders) against the local stack.
// Locally the digest is "sent" by printing it to the functions' log, exactly as `npm run dev`
// prints it to the terminal; the tests read that log. The jobs work on every person of the shared
// test database, so the tests look at their own people's e-mails and rows, not the jobs' counts.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addMember, createOrganisation } from './database/companies-fixtures';
import { createCourse, enrol } from './database/fixtures';
import { createUser, readAuthLog, sql, stack, type TestUser } from '../support/stack';

const functionsUrl = `${stack.url}/functions/v1`;
const DIGEST_SUBJECT = 'Seu resumo semanal da Trilha Cloud';
/**
 * The digest job runs "at" a Monday of its own: the database tests claim this week's and a few
 * other weeks' digests of the same shared database, and a week nobody else uses keeps the two
 * files from taking each other's people.
 */
const DIGEST_WEEK_NOW = '2032-03-01T08:00:00-03:00';

async function post(name: string, body: unknown, bearer: string, query = '') {
  const response = await fetch(`${functionsUrl}/${name}${query}`, {
    method: 'POST',
    headers: {
      apikey: stack.publishableKey,
      Authorization: `Bearer ${bearer}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    json: (await response.json().catch(() => null)) as Record<string, unknown> | null,
  };
}

/** The job as pg_cron (and `npm run engagement:send`) calls it: the service role key. */
async function runDigestJob() {
  const result = await post('send-weekly-digest', { now: DIGEST_WEEK_NOW }, stack.secretKey);
  expect(result.status, JSON.stringify(result.json)).toBe(200);
  expect(result.json).toMatchObject({
    week_start: '2032-03-01',
    provider: 'console',
    failures: 0,
    more: false,
  });
  return result.json!;
}

/** The digests printed for `email` so far (the log is written as the function prints). */
function digestsPrintedTo(email: string): string[] {
  return readAuthLog()
    .split('[e-mail local, não enviado]')
    .slice(1)
    .filter((mail) => mail.includes(`Para: ${email}\n`) && mail.includes(`Assunto: ${DIGEST_SUBJECT}`));
}

/** The digests printed for `email`, once at least `atLeast` of them are in the log. */
async function digestsTo(email: string, atLeast = 0): Promise<string[]> {
  await expect
    .poll(() => digestsPrintedTo(email).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(atLeast);
  return digestsPrintedTo(email);
}

/** A learner who opted in from the profile and has a course to continue. */
async function subscribedLearner(): Promise<TestUser & { courseTitle: string; lessonId: string }> {
  const user = await createUser({ fullName: 'Marina Alves' });
  const courseTitle = `Curso do resumo ${user.userId.slice(0, 8)}`;
  const course = await createCourse({ title: courseTitle });
  await enrol(user.userId, course.courseId);
  const lessonId = course.lessonIds[0]!;
  const saved = await user.client.rpc('save_watch_position', {
    p_lesson_id: lessonId,
    p_position_seconds: 42,
  });
  expect(saved.error).toBeNull();
  const opted = await user.client.rpc('set_weekly_digest', { p_subscribed: true });
  expect(opted.error).toBeNull();
  return { ...user, courseTitle, lessonId };
}

function unsubscribeTokenIn(mail: string): string {
  const match = /\/descadastrar\?token=([^\s]+)/.exec(mail);
  expect(match, mail).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

async function consentOf(userId: string) {
  const [row] = await sql<{ granted: boolean; changed_at: Date }[]>`
    select granted, changed_at from public.email_consents where user_id = ${userId} and topic = 'weekly_digest'`;
  return row;
}

async function consentHistory(userId: string) {
  return sql<{ granted: boolean; source: string; created_at: Date }[]>`
    select granted, source, created_at from public.email_consent_events
    where user_id = ${userId} and topic = 'weekly_digest' order by created_at, id`;
}

describe('weekly digest e-mail', () => {
  it('sends one digest per person per week, even when the job runs twice', async () => {
    const learner = await subscribedLearner();
    const notSubscribed = await createUser();

    await runDigestJob();
    const [mail] = await digestsTo(learner.email, 1);
    expect(mail).toContain('Olá, Marina!');
    expect(mail).toContain('Continue de onde parou:');
    expect(mail).toContain(`${learner.courseTitle}: Aula 1.1`);
    expect(mail).toContain(`/course/`);
    expect(mail).toContain(`/lesson/${learner.lessonId}`);
    expect(mail).toContain('Para não receber mais: ');

    const second = await runDigestJob();
    expect(second.sent).toBe(0);
    // Whatever the second run printed is in the log before the digest of a later run: one for a
    // learner who opts in only now is waited for, then the first learner still has one digest.
    const later = await subscribedLearner();
    await runDigestJob();
    await digestsTo(later.email, 1);
    expect(await digestsTo(learner.email)).toHaveLength(1);
    expect(await digestsTo(notSubscribed.email)).toHaveLength(0);

    const deliveries = await sql<{ status: string; week_start: string }[]>`
      select status, week_start::text from public.digest_deliveries where user_id = ${learner.userId}`;
    expect(deliveries).toEqual([{ status: 'sent', week_start: '2032-03-01' }]);
  });

  it('lists first what a company assigned, for a person who has nothing else to continue', async () => {
    const { organisationId, gestor } = await createOrganisation();
    const member = await createUser({ fullName: 'Otávio Membro' });
    await addMember(organisationId, member.userId);
    const course = await createCourse({ title: `Curso atribuído ${member.userId.slice(0, 8)}` });
    const [dates] = await sql<{ due: string; shown: string }[]>`
      select to_char(private.sao_paulo_date(now()) + 20, 'YYYY-MM-DD') as due,
             to_char(private.sao_paulo_date(now()) + 20, 'DD/MM') as shown`;
    const assigned = await gestor.client.rpc('assign_to_members', {
      p_organisation_id: organisationId,
      p_kind: 'course',
      p_item_id: course.courseId,
      p_due_on: dates!.due,
      p_user_ids: [member.userId],
    });
    expect(assigned.error).toBeNull();
    expect((await member.client.rpc('set_weekly_digest', { p_subscribed: true })).error).toBeNull();

    await runDigestJob();
    const [mail] = await digestsTo(member.email, 1);
    const [organisation] = await sql<{ legal_name: string }[]>`
      select legal_name from public.organisations where id = ${organisationId}`;
    expect(mail).toContain(
      [
        'Atribuído pela sua empresa:',
        `- Curso atribuído ${member.userId.slice(0, 8)} (Curso, ${organisation!.legal_name} · até ${dates!.shown} · 0% · No prazo)`,
      ].join('\n'),
    );
    expect(mail).toMatch(new RegExp(`No prazo\\)\\n  https?://\\S+/course/${course.slug}\\n`));
    expect(mail).not.toContain('Continue de onde parou:');
  });

  it('refuses to run for anyone without the service role key', async () => {
    const learner = await createUser();
    const { data } = await learner.client.auth.getSession();
    for (const bearer of [stack.publishableKey, data.session!.access_token]) {
      for (const job of ['send-weekly-digest', 'send-goal-reminders']) {
        const result = await post(job, {}, bearer);
        expect(result).toEqual({ status: 401, json: { code: 'not_authenticated' } });
      }
    }
  });
});

describe('one-click unsubscribe', () => {
  it("withdraws the consent with the e-mail's link, without a session, and keeps when", async () => {
    const learner = await subscribedLearner();
    await runDigestJob();
    const [mail] = await digestsTo(learner.email, 1);
    const token = unsubscribeTokenIn(mail!);

    const before = Date.now();
    // As the /descadastrar page calls it: the publishable key only, no one signed in.
    const result = await post('email-unsubscribe', { token }, stack.publishableKey);
    expect(result.status, JSON.stringify(result.json)).toBe(200);
    expect(result.json!.unsubscribed).toBe(true);
    const withdrawnAt = Date.parse(String(result.json!.withdrawn_at));
    expect(withdrawnAt).toBeGreaterThanOrEqual(before - 1_000);

    const consent = await consentOf(learner.userId);
    expect(consent!.granted).toBe(false);
    expect(consent!.changed_at.getTime()).toBe(withdrawnAt);
    const history = await consentHistory(learner.userId);
    expect(history.map(({ granted, source }) => ({ granted, source }))).toEqual([
      { granted: true, source: 'settings' },
      { granted: false, source: 'unsubscribe_link' },
    ]);
    const preferences = await learner.client.rpc('get_my_email_preferences');
    expect(preferences.error).toBeNull();
    expect(preferences.data).toMatchObject({ weekly_digest: false });

    // A second click changes nothing and records nothing more.
    const again = await post('email-unsubscribe', { token }, stack.publishableKey);
    expect(again.status).toBe(200);
    expect(await consentHistory(learner.userId)).toHaveLength(2);
  });

  it("accepts the mail client's one-click POST (RFC 8058) to the List-Unsubscribe address", async () => {
    const learner = await subscribedLearner();
    await runDigestJob();
    const [mail] = await digestsTo(learner.email, 1);
    const token = unsubscribeTokenIn(mail!);

    const response = await fetch(`${functionsUrl}/email-unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect((await consentOf(learner.userId))!.granted).toBe(false);
    expect((await consentHistory(learner.userId)).at(-1)).toMatchObject({
      granted: false,
      source: 'unsubscribe_link',
    });
  });

  it('refuses a forged token and changes nothing', async () => {
    const victim = await subscribedLearner();
    const signedElsewhere = `${victim.userId}.${createHmac('sha256', 'outro-segredo')
      .update(`weekly-digest-unsubscribe:v1:${victim.userId}`)
      .digest('base64url')}`;
    await runDigestJob();
    const [mail] = await digestsTo(victim.email, 1);
    const someoneElse = await createUser();
    // A genuine signature moved onto another person's id.
    const moved = `${someoneElse.userId}.${unsubscribeTokenIn(mail!).split('.')[1]}`;

    for (const token of [signedElsewhere, moved, victim.userId, '']) {
      const result = await post('email-unsubscribe', { token }, stack.publishableKey);
      expect(result, token).toEqual({ status: 400, json: { code: 'invalid_unsubscribe_token' } });
    }
    expect((await consentOf(victim.userId))!.granted).toBe(true);
    expect(await consentHistory(victim.userId)).toHaveLength(1);
  });

  it('withdraws nothing on a GET (a link scanner opening the address)', async () => {
    const learner = await subscribedLearner();
    await runDigestJob();
    const [mail] = await digestsTo(learner.email, 1);
    const response = await fetch(
      `${functionsUrl}/email-unsubscribe?token=${encodeURIComponent(unsubscribeTokenIn(mail!))}`,
    );
    expect(response.status).toBe(405);
    expect((await consentOf(learner.userId))!.granted).toBe(true);
  });
});

/** This São Paulo week's Thursday at noon (America/Sao_Paulo is UTC−3 all year since 2019). */
function thursdayOfThisWeek(): string {
  const saoPaulo = new Date(Date.now() - 3 * 60 * 60 * 1000);
  const sinceMonday = (saoPaulo.getUTCDay() + 6) % 7;
  const thursday = new Date(saoPaulo.getTime() + (3 - sinceMonday) * 24 * 60 * 60 * 1000);
  return `${thursday.toISOString().slice(0, 10)}T12:00:00-03:00`;
}

describe("Thursday's goal reminder", () => {
  it('puts one reminder per person and week in the notifications, even when the job runs twice', async () => {
    const behind = await createUser();
    const goal = await behind.client.rpc('set_study_goal', { p_kind: 'lessons', p_target: 4 });
    expect(goal.error).toBeNull();
    const withoutGoal = await createUser();
    const now = thursdayOfThisWeek();

    const first = await post('send-goal-reminders', { now }, stack.secretKey);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json!.reminders_created).toBeGreaterThanOrEqual(1);
    const second = await post('send-goal-reminders', { now }, stack.secretKey);
    expect(second.status).toBe(200);
    expect(second.json!.week_start).toBe(first.json!.week_start);

    const reminders = await sql<{ user_id: string }[]>`
      select user_id from public.notifications
      where kind = 'goal_reminder' and user_id in (${behind.userId}, ${withoutGoal.userId})`;
    expect(reminders).toEqual([{ user_id: behind.userId }]);
  });

  it('sends nothing on another day and says why', async () => {
    const friday = new Date(Date.parse(thursdayOfThisWeek()) + 24 * 60 * 60 * 1000).toISOString();
    const result = await post('send-goal-reminders', { now: friday }, stack.secretKey);
    expect(result).toEqual({ status: 409, json: { code: 'reminder_not_thursday' } });
  });
});
