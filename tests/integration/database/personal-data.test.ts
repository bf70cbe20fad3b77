// LGPD self-service in the database: consent recorded at sign-up, export_my_data,
// delete_my_account and the removal of the optional income. Threat 22 of docs/threat-model.md row by row
// (export or delete another user's data, delete without the confirmation, the last administrator
// deleting themself) plus reading other people's consent rows, each with its allowed twin.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LEGAL } from '@/config/legal';
import { myDataSchema } from '@/features/profile/api/get-my-data';
import { documentedMyDataPaths } from '@/features/profile/utils/my-data-fields';
import { parseRpcResult } from '@/lib/rpc-json';
import { formatCertificateCode } from '@/rules/certificate-code';
import {
  anonClient,
  createUser,
  signIn,
  sql,
  uniqueEmail,
  type TestUser,
  type TypedClient,
} from '../../support/stack';
import {
  insertDomain,
  insertModuleQuestions,
  insertModuleQuiz,
  insertPracticeExam,
  insertQuestion,
} from './assessment-fixtures';
import { createCourse, enrol, expectError, expectNothing, linkTeacher, expectDenied } from './fixtures';
import {
  createPaidCourse,
  createPlan,
  paymentEvent,
  startOrder,
  subscriptionEvent,
} from './payments-fixtures';
import { createTrack } from './tracks-fixtures';
import { addMember, createOrganisation, createSeatBlock } from './companies-fixtures';

/**
 * Every table that references public.profiles, and the group of the export that holds its rows.
 * A table added later with personal data must be exported (and deleted with the account): add it
 * to export_my_data() and to this list.
 */
const EXPORT_GROUP_OF_TABLE: Record<string, string> = {
  'public.assessment_attempts': 'matriculas_e_progresso',
  'public.practice_progress': 'matriculas_e_progresso',
  'public.practice_attempts': 'matriculas_e_progresso',
  'public.certificates': 'certificados',
  'public.consents': 'consentimentos',
  'public.course_reviews': 'avaliacoes_e_perguntas',
  'public.enrollments': 'matriculas_e_progresso',
  'public.entitlements': 'compras',
  'public.lesson_progress': 'matriculas_e_progresso',
  'public.lesson_questions': 'avaliacoes_e_perguntas',
  'public.notifications': 'avaliacoes_e_perguntas',
  'public.orders': 'compras',
  'public.question_answers': 'avaliacoes_e_perguntas',
  'public.question_votes': 'avaliacoes_e_perguntas',
  'public.sensitive_user_data': 'renda_familiar',
  'public.subscriptions': 'compras',
  'public.teacher_courses': 'papeis',
  'public.teacher_docs': 'papeis',
  'public.track_certificates': 'trilhas',
  'public.track_followers': 'trilhas',
  'public.user_roles': 'papeis',
  'public.watch_positions': 'matriculas_e_progresso',
  'public.study_days': 'estudo_e_pontos',
  'public.study_goals': 'estudo_e_pontos',
  'public.point_events': 'estudo_e_pontos',
  'public.course_ranking_members': 'estudo_e_pontos',
  'public.email_consents': 'estudo_e_pontos',
  'public.email_consent_events': 'estudo_e_pontos',
  'public.digest_deliveries': 'estudo_e_pontos',
  'public.organisations': 'empresas',
  'public.organisation_members': 'empresas',
  'public.organisation_invitations': 'empresas',
  'public.assignments': 'empresas',
  'public.plan_changes': 'compras',
  'public.affiliates': 'afiliado',
  // An administrador's records in the back office, under their name.
  'public.coupons': 'papeis',
  'public.affiliate_payouts': 'papeis',
  'public.fiscal_settings': 'papeis',
};

interface PersonalColumn {
  table_name: string;
  column_name: string;
  on_delete: string;
}

/** The columns of public tables that point at a person (public.profiles or auth.users). */
async function personalColumns() {
  return sql<PersonalColumn[]>`
    select format('%I.%I', n.nspname, t.relname) as table_name,
           a.attname as column_name,
           c.confdeltype::text as on_delete
    from pg_constraint c
    join pg_class t on t.oid = c.conrelid
    join pg_namespace n on n.oid = t.relnamespace
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and n.nspname = 'public'
      and c.confrelid in ('public.profiles'::regclass, 'auth.users'::regclass)
    order by 1, 2`;
}

/** Rows about `userId` left in every such table, and in Auth's own tables. */
async function rowsLeftAbout(userId: string) {
  const left: Record<string, number> = {};
  for (const column of await personalColumns()) {
    const [row] = await sql.unsafe<{ count: number }[]>(
      `select count(*)::int as count from ${column.table_name} where ${column.column_name} = $1`,
      [userId],
    );
    left[`${column.table_name}.${column.column_name}`] = row!.count;
  }
  const [auth] = await sql<{ users: number; identities: number; sessions: number }[]>`
    select (select count(*)::int from auth.users where id = ${userId}) as users,
           (select count(*)::int from auth.identities where user_id = ${userId}) as identities,
           (select count(*)::int from auth.sessions where user_id = ${userId}) as sessions`;
  return { ...left, ...auth };
}

function allZero(counts: Record<string, number>) {
  return Object.fromEntries(Object.keys(counts).map((key) => [key, 0]));
}

/** Signs up through Auth with the given metadata, as the sign-up form does. */
async function signUpWith(data: Record<string, unknown>, email = uniqueEmail('consente')) {
  const client = anonClient();
  const password = 'Senha@Forte123';
  const result = await client.auth.signUp({ email, password, options: { data } });
  return { client, email, password, result };
}

async function signUpAccepting(email?: string): Promise<TestUser> {
  const {
    client,
    password,
    result,
    email: used,
  } = await signUpWith(
    { full_name: 'Pessoa Consentida', phone: '11987650001', terms_version: LEGAL.termsVersion },
    email,
  );
  if (result.error || !result.data.user) throw new Error(`signUp failed: ${result.error?.message}`);
  return { client, email: used, password, userId: result.data.user.id };
}

/** A student with a value in every group of the export. */
async function studentWithEverything() {
  const student = await signUpAccepting();
  const course = await createCourse({ lessonsPerModule: [2] });
  await sql`update public.profiles set address_street = 'Avenida Paulista', address_number = '1000',
              address_city = 'São Paulo', address_state = 'SP', address_zipcode = '01310100'
            where id = ${student.userId}`;
  await sql`insert into public.sensitive_user_data (user_id, family_income) values (${student.userId}, 4321.5)`;
  await enrol(student.userId, course.courseId);
  const completion = await student.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[0]! });
  expect(completion.error).toBeNull();
  const position = await student.client.rpc('save_watch_position', {
    p_lesson_id: course.lessonIds[1]!,
    p_position_seconds: 42,
  });
  expect(position.error).toBeNull();
  // A graded quiz attempt, written as the grading call leaves it (the quiz's own rules are
  // tests/integration/database/assessments.test.ts).
  await sql`insert into public.assessment_attempts
              (user_id, kind, course_id, module_id, question_ids, submitted_at, correct_count,
               question_count, score_percent, passed)
            values (${student.userId}, 'quiz', ${course.courseId}, ${course.moduleIds[0]!},
                    array[gen_random_uuid()], now(), 4, 5, 80, true)`;
  // A quiz started and not submitted, one answer saved (the kept attempt of
  // tests/integration/database/assessments-kept-attempts.test.ts).
  await insertModuleQuestions(course.courseId, course.moduleIds[0]!, 2);
  await insertModuleQuiz(course.moduleIds[0]!, 2);
  const openQuiz = await startQuiz(student, course.moduleIds[0]!);
  expect((await saveQuizAnswer(student, openQuiz, 1)).error).toBeNull();
  // A hands-on exercise with a draft and a graded submission (their rules: practice.test.ts).
  const [exercise] = await sql<{ id: string }[]>`
    insert into public.practice_exercises (course_id, lesson_id, kind, language, title, statement)
    values (${course.courseId}, ${course.lessonIds[0]!}, 'cli_command', 'shell', 'Copiar o site', 'Copie a pasta.')
    returning id`;
  await sql`insert into public.practice_progress (user_id, exercise_id, draft, draft_updated_at, attempt_count)
            values (${student.userId}, ${exercise!.id}, 'aws s3 cp', now(), 1)`;
  await sql`insert into public.practice_attempts (user_id, exercise_id, exercise_version, body, graded_at, passed, result)
            values (${student.userId}, ${exercise!.id}, 1, 'aws s3 cp', now(), false,
                    '{"passed": false, "parse_error": null, "checks": []}')`;
  const [certificate] = await sql<{ verification_code: string }[]>`
    insert into public.certificates (user_id, course_id, title, issue_reason)
    values (${student.userId}, ${course.courseId}, 'Certificado de teste', 'Emitido pelo teste') returning verification_code`;
  // Community data: a review, a question answered by the teacher (a notification), an answer and a vote.
  const [teacher, classmate] = await Promise.all([createUser({ role: 'professor' }), createUser()]);
  await linkTeacher(teacher.userId, course.courseId);
  await enrol(classmate.userId, course.courseId);
  const review = await student.client.rpc('save_course_review', {
    p_course_id: course.courseId,
    p_rating: 5,
    p_body: 'Curso excelente',
  });
  expect(review.error).toBeNull();
  const asked = await student.client.rpc('ask_question', {
    p_lesson_id: course.lessonIds[0]!,
    p_title: 'Minha dúvida pessoal',
    p_body: 'Texto da dúvida',
  });
  expect(asked.error).toBeNull();
  const questionId = (asked.data as { id: string }).id;
  expect(
    (await teacher.client.rpc('answer_question', { p_question_id: questionId, p_body: 'Resposta' })).error,
  ).toBeNull();
  expect(
    (await student.client.rpc('answer_question', { p_question_id: questionId, p_body: 'Obrigado' })).error,
  ).toBeNull();
  const other = await classmate.client.rpc('ask_question', {
    p_lesson_id: course.lessonIds[0]!,
    p_title: 'Dúvida do colega',
    p_body: 'Texto',
  });
  expect(
    (
      await student.client.rpc('set_question_vote', {
        p_question_id: (other.data as { id: string }).id,
        p_voted: true,
      })
    ).error,
  ).toBeNull();
  // Purchases: a paid course (its access), and a plan whose renewal is already canceled.
  const paidCourse = await createPaidCourse();
  const courseOrder = await startOrder(student, 'course', paidCourse.courseId, 'card', 3);
  expect((await paymentEvent(courseOrder.id, 'paid')).outcome).toBe('applied');
  const planOrder = await startOrder(student, 'plan', await createPlan());
  expect((await paymentEvent(planOrder.id, 'paid')).outcome).toBe('applied');
  expect((await subscriptionEvent(planOrder.subscription_id!, 'canceled')).outcome).toBe('applied');
  // A plan change asked for, written as schedule_plan_downgrade leaves it (its rules are
  // tests/integration/database/plan-changes.test.ts).
  await sql`insert into public.plan_changes (subscription_id, user_id, from_plan_id, to_plan_id, kind, effective_at)
            select s.id, s.user_id, s.plan_id, ${await createPlan()}, 'downgrade', s.current_period_end
              from public.subscriptions s where s.id = ${planOrder.subscription_id!}`;
  // The affiliate program: a sale through the person's link paid, its commission paid out; as an
  // administrador, a coupon created and a payout recorded (written as the affiliate and coupon
  // functions leave them; their rules are tests/integration/database/affiliates.test.ts, coupons.test.ts).
  const [affiliate] = await sql<{ id: string; code: string }[]>`
    insert into public.affiliates (user_id, code, status, commission_percent, pix_key_hint, approved_at)
    values (${student.userId}, ${`pessoa-${randomUUID().slice(0, 8)}`}, 'active', 10, '4321', now())
    returning id, code`;
  await sql`insert into private.affiliate_pix_keys (affiliate_id, pix_key) values (${affiliate!.id}, '+5511987654321')`;
  await sql`insert into public.affiliate_products (affiliate_id, product_kind, product_id, commission_percent)
            values (${affiliate!.id}, 'course', ${paidCourse.courseId}, 20)`;
  await sql`insert into public.affiliate_clicks (affiliate_id) values (${affiliate!.id})`;
  const referred = await classmate.client.rpc('start_order', {
    p_product_kind: 'course',
    p_product_id: paidCourse.courseId,
    p_method: 'pix',
    p_installments: 1,
    p_cpf: '529.982.247-25',
    p_affiliate_code: affiliate!.code,
  });
  expect(referred.error).toBeNull();
  await paymentEvent((referred.data as unknown as { id: string }).id, 'paid');
  const [payout] = await sql<{ id: string }[]>`
    insert into public.affiliate_payouts (affiliate_id, amount, commissions, note, paid_by)
    select ${affiliate!.id}, sum(c.amount), count(*), 'PIX', ${student.userId}
      from public.affiliate_commissions c where c.affiliate_id = ${affiliate!.id}
    returning id`;
  await sql`update public.affiliate_commissions set status = 'paid', payout_id = ${payout!.id}
            where affiliate_id = ${affiliate!.id}`;
  await sql`insert into public.coupons (code, discount_kind, discount_value, created_by)
            values (${`PESSOA${randomUUID().slice(0, 8).toUpperCase()}`}, 'percent', 10, ${student.userId})`;
  // Engagement: a weekly goal, the course's ranking, the digest's consent and one digest sent.
  expect((await student.client.rpc('set_study_goal', { p_kind: 'lessons', p_target: 2 })).error).toBeNull();
  expect(
    (await student.client.rpc('set_course_ranking', { p_course_id: course.courseId, p_visible: true })).error,
  ).toBeNull();
  expect((await student.client.rpc('set_weekly_digest', { p_subscribed: true })).error).toBeNull();
  await sql`insert into public.digest_deliveries (user_id, week_start, status, sent_at)
            values (${student.userId}, private.sao_paulo_week(now()), 'sent', now())`;
  // A track followed, with its certificate, written directly so the other groups stay as above
  // (following enrols; the certificate's own rules are tests/integration/database/tracks.test.ts).
  const track = await createTrack({ courseFixtures: [course] });
  await sql`insert into public.track_followers (track_id, user_id) values (${track.trackId}, ${student.userId})`;
  await sql`insert into public.track_certificates
              (user_id, track_id, title, target_role, holder_name, workload_minutes, courses, issued_on)
            values (${student.userId}, ${track.trackId}, ${track.title}, 'Pessoa de Teste em Nuvem',
                    'Pessoa Consentida', 600,
                    ${sql.json([{ title: 'Curso', slug: course.slug, workload_minutes: 600 }])}, current_date)`;
  // Empresas: a member holding a seat, with an assignment received; and as a gestor of a company
  // the person registered, an invitation sent, one accepted and an assignment made (written as
  // the organisation functions leave them; their rules are the companies suites').
  const employer = await createOrganisation();
  await addMember(employer.organisationId, student.userId);
  const block = await createSeatBlock(employer.organisationId, { kind: 'course', id: course.courseId });
  await sql`insert into public.seat_holders (seat_block_id, organisation_id, user_id)
            values (${block}, ${employer.organisationId}, ${student.userId})`;
  await sql`insert into public.organisation_invitations (organisation_id, kind, email, token_hash, accepted_at, accepted_by)
            values (${employer.organisationId}, 'email', ${student.email.toLowerCase()},
                    sha256(gen_random_uuid()::text::bytea), now(), ${student.userId})`;
  const [received] = await sql<{ id: string }[]>`
    insert into public.assignments (organisation_id, course_id, due_on, created_by)
    values (${employer.organisationId}, ${course.courseId}, current_date + 30, ${employer.gestor.userId}) returning id`;
  await sql`insert into public.assignment_members (assignment_id, organisation_id, user_id)
            values (${received!.id}, ${employer.organisationId}, ${student.userId})
            on conflict do nothing`;
  const own = await createOrganisation();
  await sql`update public.organisations set created_by = ${student.userId} where id = ${own.organisationId}`;
  await addMember(own.organisationId, student.userId, 'gestor');
  await sql`insert into public.organisation_invitations (organisation_id, kind, email, token_hash, invited_by)
            values (${own.organisationId}, 'email', 'colega@example.com', sha256(gen_random_uuid()::text::bytea), ${student.userId})`;
  await sql`insert into public.assignments (organisation_id, course_id, due_on, created_by)
            values (${own.organisationId}, ${course.courseId}, current_date + 30, ${student.userId})`;
  return { student, course, paidCourse, courseOrder, certificateCode: certificate!.verification_code };
}

/** Every path of a JSON value, arrays as '[]' (the notation of the page's field list). */
function jsonPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => jsonPaths(item, `${prefix}[]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      jsonPaths(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [prefix];
}

interface StartedAttempt {
  attempt_id: string;
  questions: { id: string; prompt: string; options: { id: string; text: string }[] }[];
}

async function startQuiz(user: TestUser, moduleId: string) {
  const { data, error } = await user.client.rpc('start_module_quiz', { p_module_id: moduleId });
  expect(error).toBeNull();
  return data as unknown as StartedAttempt;
}

/** Saves the option at `optionIndex` for the attempt's first question. */
function saveQuizAnswer(user: TestUser, attempt: StartedAttempt, optionIndex: number) {
  const [question] = attempt.questions;
  return user.client.rpc('save_quiz_answer', {
    p_attempt_id: attempt.attempt_id,
    p_question_id: question!.id,
    p_option_ids: [question!.options[optionIndex]!.id],
  });
}

async function exportOf(client: TypedClient) {
  const { data, error } = await client.rpc('export_my_data');
  expect(error).toBeNull();
  return { raw: data, parsed: parseRpcResult('export_my_data', myDataSchema, data) };
}

describe('consent to the Terms of Use and the Privacy Policy at sign-up', () => {
  it("the app's version is the database's current one", async () => {
    const [row] = await sql<{ version: string }[]>`select private.current_terms_version() as version`;
    expect(row!.version).toBe(LEGAL.termsVersion);
  });

  it('the current version is recorded with the time of the server', async () => {
    const [before] = await sql<{ now: Date }[]>`select clock_timestamp() as now`;
    const user = await signUpAccepting();
    const [after] = await sql<{ now: Date }[]>`select clock_timestamp() as now`;
    const rows = await sql<{ terms_version: string; accepted_at: Date }[]>`
      select terms_version, accepted_at from public.consents where user_id = ${user.userId}`;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.terms_version).toBe(LEGAL.termsVersion);
    expect(rows[0]!.accepted_at.getTime()).toBeGreaterThanOrEqual(before!.now.getTime() - 1);
    expect(rows[0]!.accepted_at.getTime()).toBeLessThanOrEqual(after!.now.getTime() + 1);
  });

  it('another version (an old page or a made-up value) is refused with a 422 and nothing is created', async () => {
    for (const version of ['2020-01-01', 'qualquer coisa', 20261123]) {
      const { email, result } = await signUpWith({ full_name: 'Versão Errada', terms_version: version });
      expect(result.error?.status, String(version)).toBe(422);
      expect(result.error?.message, String(version)).toBe('terms_version_outdated');
      const [row] = await sql<{ users: number; profiles: number }[]>`
        select (select count(*)::int from auth.users where email = ${email}) as users,
               (select count(*)::int from public.profiles where email = ${email}) as profiles`;
      expect(row).toEqual({ users: 0, profiles: 0 });
    }
  });

  it('without a version a self sign-up is refused with a 422 and nothing is created', async () => {
    for (const data of [{ full_name: 'Sem Versão' }, { full_name: 'Vazia', terms_version: '  ' }]) {
      const { email, result } = await signUpWith(data);
      expect(result.error?.status).toBe(422);
      expect(result.error?.message).toBe('terms_version_missing');
      expect(result.data.user).toBeNull();
      const [row] = await sql<{ users: number; profiles: number }[]>`
        select (select count(*)::int from auth.users where email = ${email}) as users,
               (select count(*)::int from public.profiles where email = ${email}) as profiles`;
      expect(row).toEqual({ users: 0, profiles: 0 });
    }
  });

  it('changing the metadata later records nothing (only the sign-up itself counts)', async () => {
    const user = await signUpAccepting();
    const { error } = await user.client.auth.updateUser({ data: { terms_version: '2030-01-01' } });
    expect(error).toBeNull();
    const rows = await sql<{ terms_version: string }[]>`
      select terms_version from public.consents where user_id = ${user.userId}`;
    expect(rows).toEqual([{ terms_version: LEGAL.termsVersion }]);
  });

  it('consent rows of others are not returned to anon, aluno or professor', async () => {
    const [victim, aluno, professor] = await Promise.all([
      signUpAccepting(),
      signUpAccepting(),
      createUser({ role: 'professor' }),
    ]);
    for (const [name, client] of [
      ['anon', anonClient()],
      ['aluno', aluno.client],
      ['professor', professor.client],
    ] as const) {
      expectNothing(await client.from('consents').select('*').eq('user_id', victim.userId));
      // Each signed-in reader sees at most their own row.
      const own = name === 'aluno' ? aluno.userId : name === 'professor' ? professor.userId : null;
      const all = await client.from('consents').select('user_id');
      expect(
        (all.data ?? []).filter((row) => row.user_id !== own),
        name,
      ).toEqual([]);
    }
  });

  it('allowed: the owner reads their own consent', async () => {
    const owner = await signUpAccepting();
    const { data, error } = await owner.client.from('consents').select('user_id, terms_version');
    expect(error).toBeNull();
    expect(data).toEqual([{ user_id: owner.userId, terms_version: LEGAL.termsVersion }]);
  });

  it('nobody writes consent rows through the API, not even the owner', async () => {
    const owner = await signUpAccepting();
    expectDenied(
      await owner.client
        .from('consents')
        .insert({ user_id: owner.userId, terms_version: '2030-01-01' })
        .select(),
    );
    expectNothing(
      await owner.client
        .from('consents')
        .update({ terms_version: '2030-01-01' })
        .eq('user_id', owner.userId)
        .select(),
    );
    expectNothing(await owner.client.from('consents').delete().eq('user_id', owner.userId).select());
    const rows = await sql<{ terms_version: string }[]>`
      select terms_version from public.consents where user_id = ${owner.userId}`;
    expect(rows).toEqual([{ terms_version: LEGAL.termsVersion }]);
  });
});

describe('export_my_data', () => {
  it('returns everything about the caller, grouped as the page shows it', async () => {
    const { student, course, paidCourse, courseOrder, certificateCode } = await studentWithEverything();
    const { parsed } = await exportOf(student.client);
    expect(parsed.conta).toMatchObject({ id: student.userId, email: student.email, ativa: true });
    expect(parsed.contato_e_endereco).toEqual({
      telefone: '11987650001',
      rua: 'Avenida Paulista',
      numero: '1000',
      cidade: 'São Paulo',
      estado: 'SP',
      cep: '01310100',
    });
    expect(parsed.renda_familiar?.valor_mensal).toBe(4321.5);
    expect(parsed.matriculas_e_progresso.matriculas).toHaveLength(2);
    expect(parsed.matriculas_e_progresso.matriculas).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          curso_id: course.courseId,
          progresso_percentual: 50,
          concluido: false,
          aulas_concluidas: 1,
          total_de_aulas: 2,
        }),
        // The paid course enrolled its buyer.
        expect.objectContaining({ curso_id: paidCourse.courseId, progresso_percentual: 0 }),
      ]),
    );
    expect(parsed.matriculas_e_progresso.aulas_concluidas.map((lesson) => lesson.aula_id)).toEqual([
      course.lessonIds[0],
    ]);
    expect(parsed.certificados).toEqual([
      expect.objectContaining({
        curso_id: course.courseId,
        // Written as every screen writes it (src/rules/certificate-code.ts).
        codigo_de_verificacao: formatCertificateCode(certificateCode),
      }),
    ]);
    expect(parsed.papeis).toEqual({
      papel: 'aluno',
      ficha_de_professor: null,
      cursos_que_ministra: [],
      cupons_criados: [expect.objectContaining({ cupom: expect.stringMatching(/^PESSOA/) })],
      pagamentos_a_afiliados_registrados: [expect.objectContaining({ valor: 59.4 })],
      dados_fiscais_atualizados_em: null,
    });
    expect(parsed.compras.mudancas_de_plano).toEqual([
      expect.objectContaining({ tipo: 'downgrade', situacao: 'pending', valor: null }),
    ]);
    expect(parsed.afiliado).toMatchObject({
      situacao: 'active',
      chave_pix: '+5511987654321',
      cliques: 1,
      comissoes_por_produto: [{ tipo: 'course', produto_id: paidCourse.courseId, percentual: 20 }],
      comissoes: [expect.objectContaining({ percentual: 20, valor: 59.4, situacao: 'paid' })],
      pagamentos: [expect.objectContaining({ valor: 59.4, comissoes: 1 })],
    });
    expect(parsed.compras.pedidos).toEqual([
      expect.objectContaining({
        pedido_id: courseOrder.id,
        tipo: 'course',
        valor: 297,
        parcelas: 3,
        forma_de_pagamento: 'card',
        status: 'paid',
        cpf: '52998224725',
        email: student.email,
      }),
      expect.objectContaining({ tipo: 'plan', status: 'paid' }),
    ]);
    expect(parsed.compras.assinaturas).toEqual([expect.objectContaining({ status: 'canceled' })]);
    expect(parsed.trilhas.seguidas).toHaveLength(1);
    expect(parsed.trilhas.certificados).toEqual([
      expect.objectContaining({
        carga_horaria_minutos: 600,
        cursos: [{ titulo: 'Curso', carga_horaria_minutos: 600 }],
        melhor_nota_no_simulado: null,
      }),
    ]);
    expect(parsed.compras.acessos).toEqual([
      expect.objectContaining({ curso_id: paidCourse.courseId, origem: 'order', pedido_id: courseOrder.id }),
    ]);
    expect(parsed.avaliacoes_e_perguntas.avaliacoes).toEqual([
      expect.objectContaining({
        curso_id: course.courseId,
        estrelas: 5,
        comentario: 'Curso excelente',
        oculta: false,
      }),
    ]);
    expect(parsed.avaliacoes_e_perguntas.perguntas).toEqual([
      expect.objectContaining({
        titulo: 'Minha dúvida pessoal',
        texto: 'Texto da dúvida',
        aula_id: course.lessonIds[0],
      }),
    ]);
    expect(parsed.avaliacoes_e_perguntas.respostas).toEqual([
      expect.objectContaining({ texto: 'Obrigado', resposta_do_professor: false }),
    ]);
    expect(parsed.avaliacoes_e_perguntas.votos).toEqual([
      expect.objectContaining({ pergunta: 'Dúvida do colega' }),
    ]);
    expect(parsed.avaliacoes_e_perguntas.notificacoes).toEqual([
      expect.objectContaining({ tipo: 'question_answered', lida_em: null }),
    ]);
    expect(parsed.consentimentos).toEqual([
      expect.objectContaining({
        versao: LEGAL.termsVersion,
        documento: 'Termos de Uso e Política de Privacidade',
      }),
    ]);
  });

  it('has no field the page does not document (every group filled, a teacher included)', async () => {
    const { student, course } = await studentWithEverything();
    await sql`update public.user_roles set role = 'professor' where user_id = ${student.userId}`;
    await sql`insert into public.teacher_docs (user_id, bio, specialization) values (${student.userId}, 'Bio', 'AWS')`;
    await linkTeacher(student.userId, course.courseId);
    const { raw, parsed } = await exportOf(student.client);
    expect(parsed.papeis.ficha_de_professor).toMatchObject({ biografia: 'Bio', situacao: 'ativo' });
    expect([...new Set(jsonPaths(raw))].sort()).toEqual([...documentedMyDataPaths].sort());
  });

  it('every table that references a person is exported by one of its groups', async () => {
    const tables = [...new Set((await personalColumns()).map((column) => column.table_name))];
    expect(tables.filter((table) => table !== 'public.profiles').sort()).toEqual(
      Object.keys(EXPORT_GROUP_OF_TABLE).sort(),
    );
    for (const group of Object.values(EXPORT_GROUP_OF_TABLE))
      expect(Object.keys(myDataSchema.shape)).toContain(group);
  });

  it('lists the quizzes and simulados started and not submitted with their saved answers, never someone else’s', async () => {
    const course = await createCourse({ lessonsPerModule: [1] });
    const moduleId = course.moduleIds[0]!;
    await insertModuleQuestions(course.courseId, moduleId, 2);
    await insertModuleQuiz(moduleId, 2);
    const domainId = await insertDomain(course.courseId, 'Redes', 100);
    for (const prompt of ['Simulado A', 'Simulado B'])
      await insertQuestion({ courseId: course.courseId, domainId, prompt });
    await insertPracticeExam(course.courseId, { questionCount: 2 });
    const [student, classmate] = await Promise.all([signUpAccepting(), signUpAccepting()]);
    await Promise.all([enrol(student.userId, course.courseId), enrol(classmate.userId, course.courseId)]);

    const quiz = await startQuiz(student, moduleId);
    expect((await saveQuizAnswer(student, quiz, 1)).error).toBeNull();
    const opened = await student.client.rpc('start_practice_exam', { p_course_id: course.courseId });
    expect(opened.error).toBeNull();
    const exam = opened.data as unknown as StartedAttempt;
    const flagged = exam.questions[0]!;
    const examAnswer = await student.client.rpc('save_exam_answer', {
      p_attempt_id: exam.attempt_id,
      p_question_id: flagged.id,
      p_option_ids: [flagged.options[2]!.id],
      p_flagged: true,
    });
    expect(examAnswer.error).toBeNull();
    // The classmate's own open quiz, another option chosen.
    const classmateQuiz = await startQuiz(classmate, moduleId);
    expect((await saveQuizAnswer(classmate, classmateQuiz, 3)).error).toBeNull();

    const { raw, parsed } = await exportOf(student.client);
    const open = parsed.matriculas_e_progresso.avaliacoes_em_andamento;
    expect(open).toHaveLength(2);
    expect(open).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          curso_id: course.courseId,
          tipo: 'quiz',
          modulo_id: moduleId,
          prazo: null,
          respostas_salvas: [
            expect.objectContaining({
              questao_id: quiz.questions[0]!.id,
              enunciado: quiz.questions[0]!.prompt,
              opcoes_escolhidas: [quiz.questions[0]!.options[1]!.text],
              marcada_para_revisao: false,
            }),
          ],
        }),
        expect.objectContaining({
          curso_id: course.courseId,
          tipo: 'simulado',
          modulo_id: null,
          prazo: expect.any(String),
          respostas_salvas: [
            expect.objectContaining({
              questao_id: flagged.id,
              enunciado: flagged.prompt,
              opcoes_escolhidas: [flagged.options[2]!.text],
              marcada_para_revisao: true,
            }),
          ],
        }),
      ]),
    );
    // Nothing of the answer key, and nothing of the classmate's attempt.
    const text = JSON.stringify(raw);
    expect(text).not.toContain('is_correct');
    expect(text).not.toContain('Explicação da resposta certa.');
    expect(JSON.stringify(open)).not.toContain(classmateQuiz.questions[0]!.options[3]!.text);
    const theirs = (await exportOf(classmate.client)).parsed.matriculas_e_progresso.avaliacoes_em_andamento;
    expect(theirs).toEqual([
      expect.objectContaining({
        tipo: 'quiz',
        respostas_salvas: [
          expect.objectContaining({ opcoes_escolhidas: [classmateQuiz.questions[0]!.options[3]!.text] }),
        ],
      }),
    ]);

    // Submitted, the quiz leaves the open list and stays among the attempts.
    const submitted = await student.client.rpc('submit_quiz_attempt', {
      p_attempt_id: quiz.attempt_id,
      p_answers: [],
    });
    expect(submitted.error).toBeNull();
    const after = (await exportOf(student.client)).parsed.matriculas_e_progresso;
    expect(after.avaliacoes_em_andamento.map((attempt) => attempt.tipo)).toEqual(['simulado']);
    expect(after.tentativas_de_avaliacao).toEqual(
      expect.arrayContaining([expect.objectContaining({ tipo: 'quiz', aprovado: expect.any(Boolean) })]),
    );
  });

  it('threat 22: another user’s data never comes back, whatever is sent', async () => {
    const [{ student: victim }, attacker] = await Promise.all([studentWithEverything(), signUpAccepting()]);
    const { raw, parsed } = await exportOf(attacker.client);
    expect(parsed.conta.id).toBe(attacker.userId);
    const text = JSON.stringify(raw);
    for (const secret of [victim.userId, victim.email, 'Avenida Paulista', '4321.5']) {
      expect(text).not.toContain(secret);
    }
    // The function takes no argument: naming someone else is not even a valid call.
    const named = await attacker.client.rpc('export_my_data', { p_user_id: victim.userId } as never);
    expect(named.error?.code).toBe('PGRST202');
    expect(named.data).toBeNull();
    const anon = await anonClient().rpc('export_my_data');
    expectError(anon, '42501');
  });

  it('allowed: the owner exports their own data, even while deactivated', async () => {
    const { student } = await studentWithEverything();
    await sql`update public.profiles set is_active = false where id = ${student.userId}`;
    const { parsed } = await exportOf(student.client);
    expect(parsed.conta).toMatchObject({ id: student.userId, ativa: false });
    expect(parsed.contato_e_endereco.rua).toBe('Avenida Paulista');
  });
});

describe('delete_my_account', () => {
  it('every foreign key to a person cascades but the sale and the grant’s author (deleting the Auth user reaches every row)', async () => {
    const columns = await personalColumns();
    expect(columns.length).toBeGreaterThan(0);
    // Three on purpose: the sale stays as the fiscal record (the person is erased from it by a
    // trigger first, see the selling suite), an administrator's grant outlives the admin, and a
    // solution mark outlives the teacher who set it (the learner's answer stays the solution).
    // And a company's records outlive the gestor who made them: the organisation, the invitations
    // sent or accepted, the assignments (docs/companies.md). The back office's records outlive the
    // administrador who wrote them: a coupon, a payout to an affiliate, the fiscal settings.
    expect(columns.filter((column) => column.on_delete !== 'c')).toEqual([
      { table_name: 'public.affiliate_payouts', column_name: 'paid_by', on_delete: 'n' },
      { table_name: 'public.assignments', column_name: 'created_by', on_delete: 'n' },
      { table_name: 'public.coupons', column_name: 'created_by', on_delete: 'n' },
      { table_name: 'public.entitlements', column_name: 'granted_by', on_delete: 'n' },
      { table_name: 'public.fiscal_settings', column_name: 'updated_by', on_delete: 'n' },
      { table_name: 'public.orders', column_name: 'user_id', on_delete: 'n' },
      { table_name: 'public.organisation_invitations', column_name: 'accepted_by', on_delete: 'n' },
      { table_name: 'public.organisation_invitations', column_name: 'invited_by', on_delete: 'n' },
      { table_name: 'public.organisations', column_name: 'created_by', on_delete: 'n' },
      { table_name: 'public.question_answers', column_name: 'solution_marked_by', on_delete: 'n' },
    ]);
  });

  it('an affiliate exports their account, PIX key, commissions without the buyers and payouts, then leaves: the sale stays, without them', async () => {
    const affiliateUser = await signUpAccepting();
    const applied = await affiliateUser.client.rpc('apply_as_affiliate', {
      p_pix_key: 'afiliada@exemplo.com.br',
    });
    expect(applied.error).toBeNull();
    const { id: affiliateId, code } = applied.data as unknown as { id: string; code: string };
    const admin = await createUser({ role: 'administrador' });
    expect(
      (
        await admin.client.rpc('admin_save_affiliate', {
          p_affiliate: { id: affiliateId, status: 'active', commission_percent: 10 },
        })
      ).error,
    ).toBeNull();
    const course = await createPaidCourse({ price: 300 });
    const buyer = await createUser({ fullName: 'Compradora Alheia' });
    const order = await buyer.client.rpc('start_order', {
      p_product_kind: 'course',
      p_product_id: course.courseId,
      p_method: 'pix',
      p_installments: 1,
      p_cpf: '529.982.247-25',
      p_affiliate_code: code,
    });
    expect(order.error).toBeNull();
    const orderId = (order.data as unknown as { id: string }).id;
    await paymentEvent(orderId, 'paid');
    await sql`update public.affiliate_commissions set available_at = now() - interval '1 minute'
              where affiliate_id = ${affiliateId}`;
    expect(
      (
        await admin.client.rpc('admin_record_affiliate_payout', {
          p_affiliate_id: affiliateId,
          p_expected_amount: 30,
          p_note: 'PIX',
        })
      ).error,
    ).toBeNull();

    const { raw, parsed } = await exportOf(affiliateUser.client);
    expect(parsed.afiliado).toMatchObject({
      codigo: code,
      situacao: 'active',
      comissao_padrao: 10,
      chave_pix: 'afiliada@exemplo.com.br',
      pagamentos: [{ valor: 30, comissoes: 1, observacao: 'PIX' }],
    });
    expect(parsed.afiliado!.comissoes).toEqual([
      expect.objectContaining({ percentual: 10, valor: 30, situacao: 'paid' }),
    ]);
    // The buyer is someone else: nothing of theirs is in the affiliate's file.
    expect(JSON.stringify(raw)).not.toContain('Compradora Alheia');
    expect(JSON.stringify(raw)).not.toContain(buyer.email);
    // The administrador's file names the payout they recorded.
    const adminExport = await exportOf(admin.client);
    expect(adminExport.parsed.papeis.pagamentos_a_afiliados_registrados).toEqual([
      expect.objectContaining({ afiliado: code, valor: 30 }),
    ]);
    expect((await exportOf(buyer.client)).parsed.afiliado).toBeNull();

    const { error } = await affiliateUser.client.rpc('delete_my_account', {
      p_email_confirmation: affiliateUser.email,
    });
    expect(error).toBeNull();
    const left = await rowsLeftAbout(affiliateUser.userId);
    expect(left).toEqual(allZero(left));
    const [remains] = await sql<{ affiliates: number; commissions: number; payouts: number; keys: number }[]>`
      select (select count(*)::int from public.affiliates where id = ${affiliateId}) as affiliates,
             (select count(*)::int from public.affiliate_commissions where affiliate_id = ${affiliateId}) as commissions,
             (select count(*)::int from public.affiliate_payouts where affiliate_id = ${affiliateId}) as payouts,
             (select count(*)::int from private.affiliate_pix_keys where affiliate_id = ${affiliateId}) as keys`;
    expect(remains).toEqual({ affiliates: 0, commissions: 0, payouts: 0, keys: 0 });
    // The buyer's paid order stays as the fiscal record, no longer credited to anyone.
    const [sale] = await sql<{ status: string; affiliate_id: string | null }[]>`
      select status, affiliate_id from public.orders where id = ${orderId}`;
    expect(sale).toEqual({ status: 'paid', affiliate_id: null });
  });

  it('removes the Auth user and every personal row in one call, and the counters follow', async () => {
    const { student, course, certificateCode } = await studentWithEverything();
    const [before] = await sql<{ total_students: number }[]>`
      select total_students from public.courses where id = ${course.courseId}`;
    expect(Object.values(await rowsLeftAbout(student.userId)).some((count) => count > 0)).toBe(true);

    const { error } = await student.client.rpc('delete_my_account', { p_email_confirmation: student.email });
    expect(error).toBeNull();

    const left = await rowsLeftAbout(student.userId);
    expect(left).toEqual(allZero(left));
    const [after] = await sql<{ total_students: number }[]>`
      select total_students from public.courses where id = ${course.courseId}`;
    expect(after!.total_students).toBe(before!.total_students - 1);
    // A verification by code finds nothing: 'Certificado não encontrado'.
    expect(
      await sql`select 1 from public.certificates where verification_code = ${certificateCode}`,
    ).toHaveLength(0);
  });

  it('a teacher: record and course links go too', async () => {
    const teacher = await signUpAccepting();
    const course = await createCourse();
    await sql`update public.user_roles set role = 'professor' where user_id = ${teacher.userId}`;
    await sql`insert into public.teacher_docs (user_id, bio) values (${teacher.userId}, 'Ensina nuvem')`;
    await linkTeacher(teacher.userId, course.courseId);
    const { error } = await teacher.client.rpc('delete_my_account', { p_email_confirmation: teacher.email });
    expect(error).toBeNull();
    const left = await rowsLeftAbout(teacher.userId);
    expect(left).toEqual(allZero(left));
    expect(await sql`select 1 from public.courses where id = ${course.courseId}`).toHaveLength(1);
  });

  it('afterwards the old session reads nothing, the password no longer logs in and the e-mail can sign up again', async () => {
    const user = await signUpAccepting();
    expect(
      (await user.client.rpc('delete_my_account', { p_email_confirmation: user.email })).error,
    ).toBeNull();

    expectError(await user.client.rpc('export_my_data'), '42501');
    const profiles = await user.client.from('profiles').select('id');
    expect(profiles.data ?? []).toEqual([]);
    await expect(signIn(user.email, user.password)).rejects.toThrow(/Invalid login credentials/);

    const again = await signUpAccepting(user.email);
    expect(again.userId).not.toBe(user.userId);
    const { parsed } = await exportOf(again.client);
    expect(parsed.conta.email).toBe(user.email);
    expect(parsed.matriculas_e_progresso.matriculas).toEqual([]);
    expect(parsed.consentimentos).toHaveLength(1);
  });

  it('threat 22: deleting another account is refused and it stays whole', async () => {
    const [{ student: victim }, attacker] = await Promise.all([studentWithEverything(), signUpAccepting()]);
    const before = await rowsLeftAbout(victim.userId);

    // The only way in names no account: it deletes the caller, and only after the caller's e-mail.
    expectError(
      await attacker.client.rpc('delete_my_account', { p_email_confirmation: victim.email }),
      'P0001',
      'email_confirmation_mismatch',
    );
    expectNothing(await attacker.client.from('profiles').delete().eq('id', victim.userId).select());
    expectNothing(await attacker.client.from('user_roles').delete().eq('user_id', victim.userId).select());
    expectDenied(await attacker.client.rpc('discard_teacher_account', { p_user_id: victim.userId }));

    expect(await rowsLeftAbout(victim.userId)).toEqual(before);
    expect(await rowsLeftAbout(attacker.userId)).toMatchObject({ users: 1 });
    expectError(await anonClient().rpc('delete_my_account', { p_email_confirmation: victim.email }), '42501');
  });

  // Limit for about 15 requests: 30 s + 2 s each (docs/testing.md, "Limits sized for the work").
  it('allowed: the victim deletes their own account', async () => {
    const { student } = await studentWithEverything();
    expect(
      (await student.client.rpc('delete_my_account', { p_email_confirmation: student.email })).error,
    ).toBeNull();
    expect(await rowsLeftAbout(student.userId)).toMatchObject({ users: 0, 'public.profiles.id': 0 });
  }, 60_000);

  it('threat 22: without the confirmation nothing is deleted', async () => {
    const user = await signUpAccepting();
    for (const typed of ['', '   ', 'outra@teste.trilhacloud.dev', `${user.email}x`]) {
      expectError(
        await user.client.rpc('delete_my_account', { p_email_confirmation: typed }),
        'P0001',
        'email_confirmation_mismatch',
      );
    }
    const withNull = await user.client.rpc('delete_my_account', { p_email_confirmation: null as never });
    expectError(withNull, 'P0001', 'email_confirmation_mismatch');
    const withoutArgument = await user.client.rpc('delete_my_account', {} as never);
    expect(withoutArgument.error?.code).toBe('PGRST202');
    expect(await rowsLeftAbout(user.userId)).toMatchObject({ users: 1, 'public.profiles.id': 1 });
  });

  it('allowed: the e-mail typed in another case or with spaces still confirms', async () => {
    const user = await signUpAccepting();
    const typed = `  ${user.email.toUpperCase()} `;
    expect((await user.client.rpc('delete_my_account', { p_email_confirmation: typed })).error).toBeNull();
    expect(await rowsLeftAbout(user.userId)).toMatchObject({ users: 0 });
  });

  it('threat 22: the last active administrator cannot delete themself', async () => {
    const admin = await createUser({ role: 'administrador' });
    // Other files create administrators on this shared database at the same time: make this one
    // the last active administrator inside a transaction that is rolled back, and call the
    // function there as them (the JWT claim PostgREST would set).
    const attempt = sql.begin(async (tx) => {
      await tx`update public.profiles p set is_active = false
               from public.user_roles r
               where r.user_id = p.id and r.role = 'administrador' and p.id <> ${admin.userId}`;
      await tx`select set_config('request.jwt.claim.sub', ${admin.userId}, true)`;
      await tx`set local role authenticated`;
      await tx`select public.delete_my_account(${admin.email})`;
    });
    await expect(attempt).rejects.toThrow(/last_administrator/);
    expect(await rowsLeftAbout(admin.userId)).toMatchObject({ users: 1, 'public.user_roles.user_id': 1 });
  });

  it('allowed: an administrador deletes themself while another administrador is active', async () => {
    const [leaving] = await Promise.all([
      createUser({ role: 'administrador' }),
      createUser({ role: 'administrador' }),
    ]);
    expect(
      (await leaving.client.rpc('delete_my_account', { p_email_confirmation: leaving.email })).error,
    ).toBeNull();
    expect(await rowsLeftAbout(leaving.userId)).toMatchObject({ users: 0 });
  });
});

describe('removing the optional family income', () => {
  it('is refused for someone else’s row', async () => {
    const [owner, attacker] = await Promise.all([signUpAccepting(), signUpAccepting()]);
    await sql`insert into public.sensitive_user_data (user_id, family_income) values (${owner.userId}, 2500)`;
    expectNothing(
      await attacker.client.from('sensitive_user_data').delete().eq('user_id', owner.userId).select(),
    );
    expect(await sql`select 1 from public.sensitive_user_data where user_id = ${owner.userId}`).toHaveLength(
      1,
    );
  });

  it('allowed: the owner removes their own and the export shows none', async () => {
    const owner = await signUpAccepting();
    await sql`insert into public.sensitive_user_data (user_id, family_income) values (${owner.userId}, 2500)`;
    const { data, error } = await owner.client
      .from('sensitive_user_data')
      .delete()
      .eq('user_id', owner.userId)
      .select('user_id');
    expect(error).toBeNull();
    expect(data).toEqual([{ user_id: owner.userId }]);
    expect((await exportOf(owner.client)).parsed.renda_familiar).toBeNull();
  });
});
