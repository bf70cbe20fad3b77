// The assessments part of `npm run bench` (scripts/bench-db.mjs): a course with a 130-question bank
// over four weighted domains and a 65-question simulado, 1 540 graded simulados (100 100 answers),
// then: grading one 65-question attempt (EXPLAIN ANALYZE of submit_practice_exam, in the
// database), 200 submissions at once (each must be graded exactly as its answers say), and the
// teacher's question statistics over the 100 000 answers. Prints figures; not a test.
import postgres from 'postgres';

const COURSE_SLUG = 'curso-simulado-escala';
const ADMIN = '0a000000-0000-4000-8000-0000000000ae';
const DOMAINS = [
  ['Arquiteturas seguras', 30, 40],
  ['Arquiteturas resilientes', 26, 35],
  ['Arquiteturas de alto desempenho', 24, 30],
  ['Arquiteturas com custo otimizado', 20, 25],
];
const GRADED_ATTEMPTS = 1_540; // × 65 answers = 100 100 answers
const PARALLEL = 200;
const EXAM_QUESTIONS = 65;

/** Students, the course, its bank and the simulado. Returns ids the cases use. */
async function seedBank(sql, step) {
  const done = step(
    'assessments: 2 000 students, a 130-question bank, 1 540 graded simulados (100 100 answers)',
  );
  const students = GRADED_ATTEMPTS + PARALLEL + 1;
  await sql`
    insert into auth.users (id, email, raw_user_meta_data)
    select gen_random_uuid(), 'simulado.' || n || '@exemplo.com.br',
           jsonb_build_object('full_name', 'Aluna Simulado ' || n, 'terms_version', private.current_terms_version())
    from generate_series(1, ${students}::integer) as n`;
  await sql`
    insert into auth.users (id, email, raw_user_meta_data)
    values (${ADMIN}, 'admin.simulado@bench.dev', jsonb_build_object('terms_version', private.current_terms_version()))`;
  await sql`update public.user_roles set role = 'administrador' where user_id = ${ADMIN}`;

  const [course] = await sql`
    insert into public.courses (slug, title, description, duration, level, learning_points, is_active)
    values (${COURSE_SLUG}, 'Simulado em escala', 'Banco de questões grande.', '8 semanas', 'Iniciante',
            array['Um', 'Dois', 'Três', 'Quatro', 'Cinco'], true)
    returning id`;
  const [module] = await sql`
    insert into public.course_modules (course_id, title, order_index) values (${course.id}, 'Módulo único', 1)
    returning id`;
  await sql`
    insert into public.lessons (module_id, title, video_url, duration_minutes, order_index)
    values (${module.id}, 'Aula única', 'https://www.youtube.com/watch?v=aircAruvnKk', 10, 1)`;
  await sql`
    insert into public.enrollments (user_id, course_id)
    select u.id, ${course.id} from auth.users u where u.email like 'simulado.%'`;

  await sql.begin(async (tx) => {
    let first = 1;
    for (const [name, weight, count] of DOMAINS) {
      const [domain] = await tx`
        insert into public.exam_domains (course_id, name, weight_percent) values (${course.id}, ${name}, ${weight})
        returning id`;
      // Every fifth question is 'escolha 2' (5 options, 1st and 3rd right); the others single choice.
      await tx`
        insert into public.assessment_questions (course_id, module_id, domain_id, kind, prompt, explanation)
        select ${course.id}, ${module.id}, ${domain.id},
               case when n % 5 = 0 then 'multiple' else 'single' end,
               'Questão de escala ' || n, 'Explicação da questão ' || n
        from generate_series(${first}::integer, ${first + count - 1}::integer) as n`;
      first += count;
    }
    await tx`
      insert into public.assessment_options (question_id, position, text, is_correct)
      select q.id, p, 'Opção ' || p,
             case when q.kind = 'single' then p = 1 + q.n % 4 else p in (1, 3) end
      from (select id, kind, substring(prompt from '[0-9]+$')::integer as n
            from public.assessment_questions where course_id = ${course.id}) q
      cross join lateral generate_series(1, case when q.kind = 'single' then 4 else 5 end) as p`;
  });
  await sql`
    insert into public.practice_exams (course_id, question_count, time_limit_minutes, pass_score, published)
    values (${course.id}, ${EXAM_QUESTIONS}, 130, 720, true)`;
  await sql`insert into public.module_quizzes (module_id, question_count) values (${module.id}, 5)`;

  // Open attempts drawn like start_practice_exam draws (by domain seats), for every student.
  await sql`
    insert into public.assessment_attempts (user_id, kind, course_id, question_ids, started_at, deadline_at)
    select e.user_id, 'exam', e.course_id,
           array(select drawn.id
                 from private.practice_exam_seats(e.course_id, ${EXAM_QUESTIONS}) s
                 cross join lateral (
                   select q.id from public.assessment_questions q
                   where q.domain_id = s.domain_id and e.user_id is not null
                   order by random() limit s.seats
                 ) drawn
                 order by random()),
           now(), now() + interval '130 minutes'
    from public.enrollments e where e.course_id = ${course.id}`;
  // Answers: about 60 % right (the right set), the rest one wrong option.
  await sql`
    insert into public.attempt_answers (attempt_id, question_id, option_ids, answered_at)
    select a.id, qid,
           case when random() < 0.6
             then array(select o.id from public.assessment_options o where o.question_id = qid and o.is_correct and a.id is not null)
             else array(select o.id from public.assessment_options o where o.question_id = qid and not o.is_correct and a.id is not null
                        order by random() limit 1)
           end,
           now()
    from public.assessment_attempts a, unnest(a.question_ids) as qid
    where a.course_id = ${course.id}`;
  const toGrade = await sql`
    select a.id from public.assessment_attempts a where a.course_id = ${course.id} order by a.id limit ${GRADED_ATTEMPTS}`;
  for (let index = 0; index < toGrade.length; index += 100) {
    const ids = toGrade.slice(index, index + 100).map((row) => row.id);
    await sql`select private.grade_attempt(id) from unnest(${ids}::uuid[]) as id`;
  }
  await sql`analyze public.assessment_questions, public.assessment_options, public.assessment_attempts, public.attempt_answers`;
  done();

  const open = await sql`
    select a.id, a.user_id,
           (select count(*)::int from public.attempt_answers aa
            where aa.attempt_id = a.id
              and array(select distinct x from unnest(aa.option_ids) x order by x)
                  = array(select o.id from public.assessment_options o where o.question_id = aa.question_id and o.is_correct order by o.id)
           ) as expected_correct
    from public.assessment_attempts a
    where a.course_id = ${course.id} and a.submitted_at is null
    order by a.id`;
  const [answers] = await sql`
    select count(*)::int as count from public.attempt_answers aa
    join public.assessment_attempts a on a.id = aa.attempt_id
    where a.course_id = ${course.id} and a.submitted_at is not null`;
  return { courseId: course.id, open, gradedAnswers: answers.count };
}

/** 200 submissions at once, each in its own connection slot, as its student. */
async function parallelSubmissions(databaseUrl, attempts) {
  const pool = postgres(databaseUrl, { max: 40, onnotice: () => {} });
  try {
    const started = performance.now();
    const results = await Promise.all(
      attempts.map((attempt) =>
        pool.begin(async (tx) => {
          const claims = JSON.stringify({ sub: attempt.user_id, role: 'authenticated' });
          await tx`select set_config('request.jwt.claims', ${claims}, true),
                          set_config('request.jwt.claim.sub', ${attempt.user_id}, true)`;
          await tx.unsafe('set local role authenticated');
          const [row] = await tx`select public.submit_practice_exam(${attempt.id}) as review`;
          return row.review;
        }),
      ),
    );
    const elapsed = performance.now() - started;
    const wrong = results.filter(
      (review, index) =>
        review.correct_count !== attempts[index].expected_correct ||
        review.question_count !== EXAM_QUESTIONS ||
        review.scaled_score !== 100 + Math.round((900 * attempts[index].expected_correct) / EXAM_QUESTIONS) ||
        review.passed !== review.scaled_score >= 720,
    );
    return { elapsed, graded: results.length, wrong: wrong.length };
  } finally {
    await pool.end({ timeout: 5 });
  }
}

export async function assessmentBench(sql, { databaseUrl, measure, step, explain, describePlan }) {
  const { courseId, open, gradedAnswers } = await seedBank(sql, step);
  const [single, ...parallel] = open;
  const [{ id: gradedAttempt }] = await sql`
    select id from public.assessment_attempts where course_id = ${courseId} and submitted_at is not null limit 1`;
  const cases = [
    {
      name: `grade a ${EXAM_QUESTIONS}-question simulado: submit_practice_exam (write, rolled back)`,
      budget: 20,
      role: 'authenticated',
      userId: single.user_id,
      query: `select public.submit_practice_exam('${single.id}')`,
    },
    {
      name: '  of which the grading alone (private.grade_attempt, as owner)',
      budget: null,
      role: 'postgres',
      query: `select private.grade_attempt('${single.id}')`,
    },
    {
      name: '  of which the review with the keys (private.attempt_review of a graded one, as owner)',
      budget: null,
      role: 'postgres',
      query: `select private.attempt_review('${gradedAttempt}')`,
    },
    {
      name: `teacher statistics over ${gradedAnswers.toLocaleString('en')} answers: first page (RPC)`,
      budget: 20,
      role: 'authenticated',
      userId: ADMIN,
      query: `select public.get_question_statistics('${courseId}', 1, 25)`,
    },
    {
      name: 'teacher statistics: last page (RPC)',
      budget: 20,
      role: 'authenticated',
      userId: ADMIN,
      query: `select public.get_question_statistics('${courseId}', 6, 25)`,
    },
    {
      name: `start a ${EXAM_QUESTIONS}-question simulado: the draw by weight (write, rolled back)`,
      budget: null,
      role: 'authenticated',
      userId: parallel[0].user_id,
      // The student's open attempt is submitted first so start_practice_exam draws a new one.
      query: `select public.start_practice_exam('${courseId}')`,
      prepare: `update public.assessment_attempts set submitted_at = now(), passed = false, score_percent = 0,
                       correct_count = 0, question_count = 0 where id = '${parallel[0].id}'`,
    },
  ];
  const rows = [];
  for (const benchCase of cases) {
    const { median, plan } = await measure(sql, benchCase);
    if (explain) console.log(`\n${benchCase.name}\n${describePlan(plan.Plan)}`);
    rows.push({
      query: benchCase.name,
      'ms (median)': median.toFixed(2),
      budget: benchCase.budget === null ? '—' : `≤ ${benchCase.budget} ms`,
      verdict: benchCase.budget === null ? 'info' : median > benchCase.budget ? 'OVER' : 'OK',
    });
  }

  const submissions = parallel.slice(0, PARALLEL);
  const { elapsed, graded, wrong } = await parallelSubmissions(databaseUrl, submissions);
  rows.push({
    query: `${graded} simulados submitted at once (40 connections): wall time, all graded exactly`,
    'ms (median)': elapsed.toFixed(0),
    budget: 'every grade exact',
    verdict: wrong === 0 && graded === PARALLEL ? 'OK' : `OVER (${wrong} wrong)`,
  });
  console.log(`\nAssessments (${gradedAnswers.toLocaleString('en')} graded answers in the course)`);
  console.table(rows);
  return rows.some((row) => row.verdict.startsWith('OVER'));
}
