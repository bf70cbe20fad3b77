// The engagement part of `npm run bench` (scripts/bench-db.mjs; alone with `-- --analytics`), on the
// main data set (20 000 students, 2M lesson_progress rows): the study days those completions made,
// watch positions with the furthest second reached in the course with 5 000 students, a quiz bank
// answered there, a year of paid orders, goals for a quarter of the students. Then EXPLAIN ANALYZE
// of a course's analytics (≤ 50 ms: precomputed for courses of 1 000 students or more, computed on
// a stale read for the others), the school's 12 weeks (≤ 50 ms, precomputed), the dashboard with
// its goal card, and the jobs for information. Prints figures; not a test.

async function seedEngagement(sql, step, { bigCourseId }) {
  const done = step('engagement: study days, watch positions, quiz answers, orders, goals (bulk)');
  await sql.begin(async (tx) => {
    await tx`set local session_replication_role = replica`;
    // What the triggers would have written for the completions already there: every completion
    // watched to the end (its lesson's length credited) on its São Paulo day.
    await tx`
      insert into public.study_days (user_id, day, watched_seconds, lessons_completed, lessons_finished)
      select lp.user_id, private.sao_paulo_date(lp.completed_at), sum(l.duration_minutes * 60), count(*), count(*)
      from public.lesson_progress lp join public.lessons l on l.id = lp.lesson_id
      group by 1, 2`;
    await tx`
      update public.enrollments e set completed_at = e.enrolled_at + interval '21 days'
      where e.completed`;
    // The course with 5 000 students: a watch position for every completed lesson (80 % watched
    // to the end), besides the one where each enrolment stopped.
    await tx`
      insert into public.watch_positions (user_id, lesson_id, position_seconds, furthest_seconds, updated_at)
      select lp.user_id, lp.lesson_id, 0,
             case when abs(hashtext(lp.user_id::text || lp.lesson_id::text)) % 5 = 0
                  then l.duration_minutes * 30 else l.duration_minutes * 60 end,
             lp.completed_at
      from public.lesson_progress lp join public.lessons l on l.id = lp.lesson_id
      where l.course_id = ${bigCourseId}
      on conflict (user_id, lesson_id) do nothing`;
    await tx`
      update public.watch_positions w set furthest_seconds = w.position_seconds
      where w.furthest_seconds < w.position_seconds`;
    // Its quiz bank: 5 questions per module, and a graded attempt per student per module.
    await tx`
      insert into public.assessment_questions (course_id, module_id, kind, prompt, explanation)
      select m.course_id, m.id, 'single', 'Questão ' || q || ' do ' || m.title, 'Explicação.'
      from public.course_modules m cross join generate_series(1, 5) as q
      where m.course_id = ${bigCourseId}`;
    await tx`
      create temporary table bench_attempts on commit drop as
      select gen_random_uuid() as id, e.user_id, m.id as module_id,
             (select array_agg(q.id order by q.id) from public.assessment_questions q where q.module_id = m.id) as question_ids,
             e.enrolled_at + interval '3 days' as at
      from public.enrollments e join public.course_modules m on m.course_id = e.course_id
      where e.course_id = ${bigCourseId}`;
    await tx`
      insert into public.assessment_attempts
        (id, user_id, kind, course_id, module_id, question_ids, started_at, submitted_at,
         correct_count, question_count, score_percent, passed)
      select a.id, a.user_id, 'quiz', ${bigCourseId}, a.module_id, a.question_ids, a.at, a.at + interval '10 minutes',
             3, 5, 60, false
      from bench_attempts a`;
    await tx`
      insert into public.attempt_answers (attempt_id, question_id, option_ids, answered_at, is_correct)
      select a.id, q, '{}', a.at, abs(hashtext(a.id::text || q::text)) % 10 < 6
      from bench_attempts a cross join unnest(a.question_ids) as q`;
    // A year of paid orders (the revenue line of the school's weeks).
    await tx`
      insert into public.orders (user_id, product_kind, product_id, product_title, amount, method, status,
                                 created_at, paid_at, paid_on, refunded_at)
      select s.user_id, 'course', ${bigCourseId}, 'Curso com 5000 alunos', 197, 'pix',
             case when s.n % 20 = 0 then 'refunded' else 'paid' end,
             s.at, s.at, private.sao_paulo_date(s.at),
             case when s.n % 20 = 0 then s.at + interval '2 days' end
      from (select user_id, n, now() - (n % 365) * interval '1 day' as at
            from (select user_id, row_number() over (order by user_id) as n
                  from public.user_roles where role = 'aluno') r) s`;
    // Goals for a quarter of the students, set 20 weeks ago.
    await tx`
      insert into public.study_goals (user_id, week_start, kind, target)
      select s.user_id, private.sao_paulo_week(now() - interval '20 weeks'),
             case when s.n % 2 = 0 then 'minutes' else 'lessons' end,
             case when s.n % 2 = 0 then 60 else 3 end
      from (select user_id, row_number() over (order by user_id) as n from public.user_roles where role = 'aluno') s
      where s.n % 4 = 0`;
  });
  await sql`vacuum analyze`;
  const [counts] = await sql`select
    (select count(*) from public.study_days) as study_days,
    (select count(*) from public.watch_positions) as watch_positions,
    (select count(*) from public.attempt_answers) as attempt_answers,
    (select count(*) from public.orders) as orders,
    (select count(*) from public.study_goals) as study_goals`;
  done();
  console.log(
    'rows:',
    Object.entries(counts)
      .map(([table, n]) => `${table} ${Number(n).toLocaleString('en')}`)
      .join(', '),
  );
}

export async function analyticsBench(
  sql,
  { measure, step, explain, describePlan, bigCourseId, student, admin },
) {
  await seedEngagement(sql, step, { bigCourseId });
  const [teacher] = await sql`
    select teacher_id from public.teacher_courses where course_id = ${bigCourseId} limit 1`;
  const [typical] = await sql`
    select id, total_students from public.courses
    where slug <> 'curso-escala' and lesson_count > 0 order by total_students desc limit 1`;
  const [students] =
    await sql`select count(*)::int as n from public.enrollments where course_id = ${bigCourseId}`;
  const [progress] = await sql`
    select count(*)::int as n from public.lesson_progress lp join public.lessons l on l.id = lp.lesson_id
    where l.course_id = ${bigCourseId}`;

  // The school's weeks as the nightly job leaves them, the big courses' analytics as their job
  // leaves them: the measured reads find them fresh.
  const computed = step("school's 12 weeks and big courses' analytics computed (the jobs)");
  await sql`select public.refresh_school_weeks(true)`;
  await sql`select public.refresh_course_analytics(1000)`;
  computed();

  const cases = [
    {
      name: `course analytics: ${students.n.toLocaleString('en')} students, ${progress.n.toLocaleString('en')} completions (teacher, precomputed)`,
      budget: 50,
      role: 'authenticated',
      userId: teacher.teacher_id,
      query: `select public.get_course_analytics('${bigCourseId}')`,
    },
    {
      name: `course analytics: a course of ${typical.total_students.toLocaleString('en')} students (admin, precomputed)`,
      budget: 50,
      role: 'authenticated',
      userId: admin,
      query: `select public.get_course_analytics('${typical.id}')`,
    },
    {
      name: `course analytics computed: ${typical.total_students.toLocaleString('en')} students (a stale read)`,
      budget: 50,
      role: 'postgres',
      query: `select private.compute_course_analytics('${typical.id}', now())`,
    },
    {
      name: `course analytics computed: ${students.n.toLocaleString('en')} students (the job)`,
      budget: null,
      role: 'postgres',
      query: `select private.compute_course_analytics('${bigCourseId}', now())`,
    },
    {
      name: "school's last 12 weeks (admin, precomputed)",
      budget: 50,
      role: 'authenticated',
      userId: admin,
      query: 'select public.get_school_weeks()',
    },
    {
      name: 'student dashboard with the goal card (aluno, 10 enrolments)',
      budget: 10,
      role: 'authenticated',
      userId: student,
      query: 'select public.get_student_dashboard()',
    },
    {
      name: 'goal card alone: get_my_study_week (aluno)',
      budget: 10,
      role: 'authenticated',
      userId: student,
      query: 'select public.get_my_study_week()',
    },
    {
      name: 'study calendar, 12 months (aluno)',
      budget: 10,
      role: 'authenticated',
      userId: student,
      query: 'select public.get_my_study_calendar()',
    },
    {
      name: "school's weeks: the current week recomputed (job, rolled back)",
      budget: null,
      role: 'service_role',
      query: 'select public.refresh_school_weeks(false)',
    },
    {
      name: "school's weeks: all 12 recomputed (nightly job, rolled back)",
      budget: null,
      role: 'service_role',
      query: 'select public.refresh_school_weeks(true)',
    },
    {
      name: "Thursday's reminder over 5 000 goals (job, rolled back)",
      budget: null,
      role: 'service_role',
      query: `select public.send_goal_reminders(
                (date_trunc('week', now() at time zone 'America/Sao_Paulo') + interval '3 days 12 hours')
                at time zone 'America/Sao_Paulo')`,
    },
  ];

  console.log(`\nEngagement: EXPLAIN ANALYZE, median of 7 runs`);
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
  console.table(rows);
  return rows.some((row) => row.verdict === 'OVER');
}
