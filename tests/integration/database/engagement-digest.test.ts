// The weekly digest's consent (opt-in, one-click unsubscribe by the service role, its history kept
// for LGPD), one digest per person and week however often the job claims, the opt-in ranking with
// first names only, and 'Baixar meus dados' carrying all of it.
import { describe, expect, it } from 'vitest';
import { createUser, serviceClient, sql } from '../../support/stack';
import { complete, watchWhole } from './engagement-fixtures';
import { createCourse, enrol, expectError } from './fixtures';

interface Claimed {
  week_start: string;
  digests: {
    user_id: string;
    email: string;
    first_name: string;
    continue: { course: { id: string }; lesson: { id: string; position_seconds: number } }[];
    new_answers: { question: { id: string }; by_teacher: boolean }[];
  }[];
}

async function history(userId: string) {
  return sql<{ granted: boolean; source: string }[]>`
    select granted, source from public.email_consent_events where user_id = ${userId} order by id`;
}

/** Claims until the given person shows up or nobody is left; answers their digest (or undefined). */
async function claimFor(userId: string, now?: string) {
  for (let round = 0; round < 50; round++) {
    const { data, error } = await serviceClient().rpc('claim_weekly_digests', {
      p_limit: 500,
      ...(now ? { p_now: now } : {}),
    });
    expect(error).toBeNull();
    const claimed = data as unknown as Claimed;
    const mine = claimed.digests.find((digest) => digest.user_id === userId);
    if (mine) return { week: claimed.week_start, digest: mine };
    if (claimed.digests.length === 0) return undefined;
  }
  return undefined;
}

describe('consent to the weekly digest', () => {
  it('off by default; the owner opts in and out, each change kept once in the history', async () => {
    const user = await createUser();
    const initial = await user.client.rpc('get_my_email_preferences');
    expect(initial.data).toEqual({ weekly_digest: false, changed_at: null });
    expectError(
      await user.client.rpc('set_weekly_digest', { p_subscribed: null as unknown as boolean }),
      'P0001',
      'invalid_consent',
    );

    const on = await user.client.rpc('set_weekly_digest', { p_subscribed: true });
    expect(on.data).toMatchObject({ weekly_digest: true, changed: true });
    const again = await user.client.rpc('set_weekly_digest', { p_subscribed: true });
    expect(again.data).toMatchObject({ weekly_digest: true, changed: false });
    await user.client.rpc('set_weekly_digest', { p_subscribed: false });
    expect(await history(user.userId)).toEqual([
      { granted: true, source: 'settings' },
      { granted: false, source: 'settings' },
    ]);
  });

  it('one-click unsubscribe: refused to a session (even the owner), recorded once for the service role', async () => {
    const user = await createUser();
    await user.client.rpc('set_weekly_digest', { p_subscribed: true });
    const bySession = await user.client.rpc('unsubscribe_weekly_digest', { p_user_id: user.userId });
    expect(bySession.error?.code).toBe('42501');

    const first = await serviceClient().rpc('unsubscribe_weekly_digest', { p_user_id: user.userId });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ weekly_digest: false, changed: true });
    const second = await serviceClient().rpc('unsubscribe_weekly_digest', { p_user_id: user.userId });
    expect(second.data).toMatchObject({ weekly_digest: false, changed: false });
    expect(await history(user.userId)).toEqual([
      { granted: true, source: 'settings' },
      { granted: false, source: 'unsubscribe_link' },
    ]);
    expect((await user.client.rpc('get_my_email_preferences')).data).toMatchObject({ weekly_digest: false });
    expectError(
      await serviceClient().rpc('unsubscribe_weekly_digest', { p_user_id: crypto.randomUUID() }),
      'P0001',
      'user_not_found',
    );
  });

  it('nobody but the owner reads a consent or its history; nobody writes them directly', async () => {
    const user = await createUser();
    await user.client.rpc('set_weekly_digest', { p_subscribed: true });
    const other = await createUser();
    expect(
      (await other.client.from('email_consent_events').select('*').eq('user_id', user.userId)).data,
    ).toEqual([]);
    const forged = await other.client
      .from('email_consents')
      .insert({ user_id: other.userId, topic: 'weekly_digest', granted: true });
    expect(forged.error?.code).toBe('42501');
  });
});

describe('one digest per person and week', () => {
  it('claimed once; sent; the next runs of the week skip the person; a failed send is claimed again', async () => {
    const course = await createCourse({ minutes: 10 });
    const reader = await createUser({ fullName: 'Joana Prado' });
    await enrol(reader.userId, course.courseId);
    await reader.client.rpc('save_watch_position', {
      p_lesson_id: course.lessonIds[1]!,
      p_position_seconds: 120,
    });
    const asked = await reader.client.rpc('ask_question', {
      p_lesson_id: course.lessonIds[0]!,
      p_title: 'Dúvida do resumo',
      p_body: 'Detalhes.',
    });
    const questionId = (asked.data as unknown as { id: string }).id;
    const classmate = await createUser();
    await enrol(classmate.userId, course.courseId);
    await classmate.client.rpc('answer_question', { p_question_id: questionId, p_body: 'Uma resposta.' });
    await reader.client.rpc('set_weekly_digest', { p_subscribed: true });

    const claimed = await claimFor(reader.userId);
    expect(claimed).toBeDefined();
    const [week] = await sql<{ start: string }[]>`select private.sao_paulo_week(now())::text as start`;
    expect(claimed!.week).toBe(week!.start);
    expect(claimed!.digest.first_name).toBe('Joana');
    expect(claimed!.digest.email).toBe(reader.email);
    expect(claimed!.digest.continue).toHaveLength(1);
    expect(claimed!.digest.continue[0]!.lesson).toMatchObject({
      id: course.lessonIds[1]!,
      position_seconds: 120,
    });
    expect(claimed!.digest.new_answers.map((answer) => answer.question.id)).toEqual([questionId]);

    // A second run while the first is sending: not claimed again.
    expect(await claimFor(reader.userId)).toBeUndefined();

    // Sending failed: released, the next run claims it; then sent, and never again that week.
    const finish = (sent: boolean) =>
      serviceClient().rpc('finish_weekly_digest', {
        p_user_id: reader.userId,
        p_week_start: week!.start,
        p_sent: sent,
      });
    expect((await finish(false)).data).toMatchObject({ status: null });
    expect(await claimFor(reader.userId)).toBeDefined();
    expect((await finish(true)).data).toMatchObject({ status: 'sent' });
    expect(await claimFor(reader.userId)).toBeUndefined();

    // The next week: claimed again, without the answers the last digest already told.
    const nextWeek = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
    const next = await claimFor(reader.userId, nextWeek);
    expect(next).toBeDefined();
    expect(next!.digest.new_answers).toEqual([]);
  });

  it('not claimed without consent, nor after unsubscribing; sessions cannot claim', async () => {
    const silent = await createUser();
    expect(await claimFor(silent.userId, '2031-03-04T12:00:00Z')).toBeUndefined();
    const leaving = await createUser();
    await leaving.client.rpc('set_weekly_digest', { p_subscribed: true });
    await serviceClient().rpc('unsubscribe_weekly_digest', { p_user_id: leaving.userId });
    expect(await claimFor(leaving.userId, '2031-03-04T12:00:00Z')).toBeUndefined();
    const bySession = await leaving.client.rpc('claim_weekly_digests', {});
    expect(bySession.error?.code).toBe('42501');
  });
});

describe('the opt-in ranking', () => {
  it('off by default; opted-in learners appear with their first name only; outsiders are refused', async () => {
    const course = await createCourse({ minutes: 10 });
    const ana = await createUser({ fullName: 'Ana Beatriz Costa' });
    const bruno = await createUser({ fullName: 'Bruno Lima' });
    for (const user of [ana, bruno]) await enrol(user.userId, course.courseId);
    await watchWhole(ana, course.lessonIds[0]!);
    await complete(ana, course.lessonIds[0]!);

    const before = await bruno.client.rpc('get_course_ranking', { p_course_id: course.courseId });
    expect(before.data).toMatchObject({ visible: false, members: 0, rows: [], my_position: null });

    await ana.client.rpc('set_course_ranking', { p_course_id: course.courseId, p_visible: true });
    await bruno.client.rpc('set_course_ranking', { p_course_id: course.courseId, p_visible: true });
    const { data } = await bruno.client.rpc('get_course_ranking', { p_course_id: course.courseId });
    expect(data).toMatchObject({
      visible: true,
      my_points: 0,
      my_position: 2,
      members: 2,
      rows: [
        { position: 1, first_name: 'Ana', points: 10, is_me: false },
        { position: 2, first_name: 'Bruno', points: 0, is_me: true },
      ],
    });
    expect(JSON.stringify(data)).not.toContain('Costa');

    await ana.client.rpc('set_course_ranking', { p_course_id: course.courseId, p_visible: false });
    const after = await bruno.client.rpc('get_course_ranking', { p_course_id: course.courseId });
    expect((after.data as unknown as { rows: unknown[] }).rows).toHaveLength(1);

    const outsider = await createUser();
    expectError(
      await outsider.client.rpc('get_course_ranking', { p_course_id: course.courseId }),
      '42501',
      'not_enrolled',
    );
    expectError(
      await outsider.client.rpc('set_course_ranking', { p_course_id: course.courseId, p_visible: true }),
      '42501',
      'not_enrolled',
    );
  });
});

describe("'Baixar meus dados'", () => {
  it('carries goals, study days, points, ranking choices and the e-mail consent history', async () => {
    const course = await createCourse({ minutes: 10 });
    const user = await createUser();
    await enrol(user.userId, course.courseId);
    await user.client.rpc('set_study_goal', { p_kind: 'lessons', p_target: 3 });
    await watchWhole(user, course.lessonIds[0]!);
    await complete(user, course.lessonIds[0]!);
    await user.client.rpc('set_course_ranking', { p_course_id: course.courseId, p_visible: true });
    await user.client.rpc('set_weekly_digest', { p_subscribed: true });
    const { data, error } = await user.client.rpc('export_my_data');
    expect(error).toBeNull();
    const engagement = (data as unknown as { estudo_e_pontos: Record<string, unknown[]> }).estudo_e_pontos;
    expect(engagement.metas_semanais).toEqual([expect.objectContaining({ tipo: 'aulas', meta: 3 })]);
    expect(engagement.dias_de_estudo).toEqual([
      expect.objectContaining({ minutos_assistidos: 10, aulas_concluidas: 1, aulas_assistidas_ate_o_fim: 1 }),
    ]);
    expect(engagement.pontos).toEqual([expect.objectContaining({ motivo: 'lesson_finished', pontos: 10 })]);
    expect(engagement.ranking_por_curso).toHaveLength(1);
    expect(engagement.consentimentos_de_email).toEqual([
      expect.objectContaining({
        assunto: 'Resumo semanal por e-mail',
        aceito: true,
        origem: 'configuracoes',
      }),
    ]);
  });
});
