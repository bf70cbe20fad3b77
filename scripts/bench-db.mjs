// Database benchmark (`npm run bench`): a throwaway Postgres with our migrations and a production-sized
// data set (20k students with Brazilian names, 200 courses, 200k enrolments, 2M lesson_progress rows,
// plus one course with 5 000 students, 1 000 reviews and a lesson with 500 questions), then EXPLAIN ANALYZE of the hot paths, run as the roles the
// browser uses (RLS on), against the budgets in docs/performance.md (admin
// lists: a page, a search and a filtered count each ≤ 10 ms, a page's answer ≤ 50 KB). Prints a
// table; it is not a test (timings on shared machines are noisy: compare ratios within one run).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import EmbeddedPostgres from './lib/embedded-postgres.mjs';
import postgres from 'postgres';
import { analyticsBench } from './lib/bench-analytics.mjs';
import { assessmentBench } from './lib/bench-assessments.mjs';
import { companyBench } from './lib/bench-companies.mjs';
import { salesBench } from './lib/bench-sales.mjs';
import { seedTracks, trackCases } from './lib/bench-tracks.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_DB_PORT ?? 55600);
const SCALE = {
  students: 20_000,
  courses: 200,
  modulesPerCourse: 4,
  lessonsPerModule: 5,
  enrolmentsPerStudent: 10, // 200k enrolments
  bigCourseStudents: 5_000, // one more course, with this many students (the admin enrolments list)
  // Each enrolment completes 0..20 lessons (10 on average): about 2M lesson_progress rows.
  bigCourseReviews: 1_000, // the course page with this many reviews …
  lessonQuestions: 500, // … and one of its lessons with this many questions
};
const RUNS = 7;
const PAGE_SIZE = 25; // the admin lists' page size (src/lib/list-params.ts)

// Names as a Brazilian school has them (accents, shared surnames), for realistic searches.
const FIRST_NAMES = [
  'Ana',
  'João',
  'Maria',
  'José',
  'Antônio',
  'Francisca',
  'Carlos',
  'Paulo',
  'Pedro',
  'Lucas',
  'Luíza',
  'Márcia',
  'Raimundo',
  'Sebastião',
  'Tânia',
  'Vitória',
  'Gabriel',
  'Letícia',
  'Júlia',
  'Ângela',
  'Rafael',
  'Camila',
  'Mateus',
  'Beatriz',
  'Caio',
  'Débora',
  'Otávio',
  'Íris',
  'Fábio',
  'Cecília',
];
const SURNAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Ribeiro',
  'Carvalho',
  'Araújo',
  'Conceição',
  'Simões',
  'Brandão',
  'Gonçalves',
  'Fernandes',
  'Azevedo',
  'Nóbrega',
  'Magalhães',
  'Assunção',
  'Barbosa',
  'Cavalcanti',
  'Mendonça',
];

// The pieces of Supabase the migrations rely on, for a plain Postgres: API roles, the auth schema
// with auth.users, and auth.uid()/auth.jwt() reading the request claims like Supabase does.
const SUPABASE_STUBS = `
  do $$ begin
    if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin; end if;
    if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin; end if;
    if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin bypassrls; end if;
  end $$;
  create schema auth;
  create table auth.users (
    id uuid primary key,
    email text,
    raw_user_meta_data jsonb default '{}'::jsonb,
    raw_app_meta_data jsonb default '{}'::jsonb,
    created_at timestamptz default now(),
    last_sign_in_at timestamptz -- read by the personal-data export
  );
  create function auth.uid() returns uuid language sql stable as $$
    select coalesce(
      nullif(current_setting('request.jwt.claim.sub', true), ''),
      nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'
    )::uuid
  $$;
  create function auth.jwt() returns jsonb language sql stable as $$
    select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
  $$;
  grant usage on schema auth to anon, authenticated, service_role;
  grant execute on all functions in schema auth to anon, authenticated, service_role;
`;

function step(label) {
  const started = performance.now();
  process.stdout.write(`${label} … `);
  return () => console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function seed(sql) {
  let done = step(`${SCALE.students.toLocaleString('en')} students (sign-up trigger)`);
  // 'Maria Souza Lima', maria.souza.123@exemplo.com.br; sign-ups spread over two years.
  await sql`
    insert into auth.users (id, email, raw_user_meta_data, created_at)
    select gen_random_uuid(),
           private.normalize_search_text(first || '.' || last) || '.' || n || '@exemplo.com.br',
           jsonb_build_object('full_name', first || ' ' || last || ' ' || middle, 'phone', '1199' || lpad(n::text, 7, '0'),
                              'terms_version', private.current_terms_version()),
           now() - (${SCALE.students} - n) * interval '50 minutes'
    from generate_series(1, ${SCALE.students}) as n,
         lateral (select (${FIRST_NAMES}::text[])[1 + n % ${FIRST_NAMES.length}] as first,
                         (${SURNAMES}::text[])[1 + (n / ${FIRST_NAMES.length}) % ${SURNAMES.length}] as last,
                         (${SURNAMES}::text[])[1 + (n * 7) % ${SURNAMES.length}] as middle) as names`;
  // The sign-up trigger stamps profiles with now(); give them the accounts' sign-up times.
  await sql`update public.profiles p set created_at = u.created_at from auth.users u where u.id = p.id`;
  await sql`insert into auth.users (id, email, raw_user_meta_data) values ('0a000000-0000-4000-8000-0000000000ad', 'admin@bench.dev', jsonb_build_object('terms_version', private.current_terms_version()))`;
  await sql`update public.user_roles set role = 'administrador' where user_id = '0a000000-0000-4000-8000-0000000000ad'`;
  done();

  done = step(
    `${SCALE.courses} courses, ${SCALE.courses * SCALE.modulesPerCourse * SCALE.lessonsPerModule} lessons (counter triggers)`,
  );
  await sql`
    insert into public.courses (slug, title, description, duration, level, price, total_hours, learning_points, is_active, created_at, topic)
    select 'curso-' || n,
           'Curso ' || n || ': ' || (array['Contêineres com Docker', 'Kubernetes na prática', 'Amazon S3 e EC2',
             'Azure Fundamentals', 'Pipelines de CI/CD', 'IA generativa', 'Redes na nuvem', 'Segurança e IAM'])[1 + n % 8],
           repeat('Descrição do curso. ', 10), '8 semanas',
           (array['Iniciante', 'Intermediário', 'Avançado'])[1 + n % 3],
           199.90, 20, array['Um', 'Dois', 'Três', 'Quatro', 'Cinco'], n % 20 <> 0,
           now() - n * interval '1 hour', (array['aws', 'azure', 'devops', 'ia'])[1 + n % 4]
    from generate_series(1, ${SCALE.courses}) as n`;
  await sql`
    insert into public.courses (slug, title, description, duration, level, learning_points, is_active)
    values ('curso-escala', ${`Curso com ${SCALE.bigCourseStudents} alunos`}, 'O maior curso da escola.', '8 semanas',
            'Iniciante', array['Um', 'Dois', 'Três', 'Quatro', 'Cinco'], true)`;
  await sql`
    insert into public.course_modules (course_id, title, description, order_index)
    select c.id, 'Módulo ' || m, 'Descrição do módulo ' || m, m
    from public.courses c cross join generate_series(1, ${SCALE.modulesPerCourse}) as m`;
  await sql`
    insert into public.lessons (module_id, title, video_url, duration_minutes, order_index)
    select m.id, 'Aula ' || m.order_index || '.' || l, 'https://www.youtube.com/watch?v=aircAruvnKk', 5 + (l * 7) % 20, l
    from public.course_modules m cross join generate_series(1, ${SCALE.lessonsPerModule}) as l`;
  done();

  // Bulk load without per-row triggers, then compute what the triggers would have (the same
  // functions the app uses): a loader's job, not the app's.
  done = step(
    `${(SCALE.students * SCALE.enrolmentsPerStudent).toLocaleString('en')} enrolments + ~2M lesson_progress (bulk)`,
  );
  await sql.begin(async (tx) => {
    await tx`set local session_replication_role = replica`;
    await tx`
      create temporary table bench_courses on commit drop as
      select id, row_number() over (order by id) - 1 as position from public.courses where slug <> 'curso-escala'`;
    await tx`
      insert into public.enrollments (user_id, course_id, enrolled_at)
      select s.user_id, c.id, now() - (s.n % 300) * interval '1 day' - k * interval '1 hour'
      from (select user_id, row_number() over (order by user_id) as n from public.user_roles where role = 'aluno') s
      cross join generate_series(0, ${SCALE.enrolmentsPerStudent - 1}) as k
      join bench_courses c on c.position = (s.n * 7 + k * 13) % ${SCALE.courses}`;
    await tx`
      insert into public.enrollments (user_id, course_id, enrolled_at)
      select s.user_id, (select id from public.courses where slug = 'curso-escala'),
             now() - s.n * interval '30 minutes'
      from (select user_id, row_number() over (order by user_id) as n from public.user_roles where role = 'aluno') s
      where s.n <= ${SCALE.bigCourseStudents}`;
    await tx`
      create temporary table bench_lessons on commit drop as
      select l.id, l.course_id,
             row_number() over (partition by l.course_id order by m.order_index, l.order_index) as position
      from public.lessons l join public.course_modules m on m.id = l.module_id`;
    await tx`
      insert into public.lesson_progress (user_id, lesson_id, completed, completed_at)
      select e.user_id, bl.id, true, e.enrolled_at + bl.position * interval '1 hour'
      from public.enrollments e
      join bench_lessons bl on bl.course_id = e.course_id
                           and bl.position <= abs(hashtext(e.id::text)) % ${SCALE.modulesPerCourse * SCALE.lessonsPerModule + 1}`;
    // Every enrolment stopped somewhere in its next lesson (200k watch positions).
    await tx`
      insert into public.watch_positions (user_id, lesson_id, position_seconds, updated_at)
      select e.user_id, bl.id, 42, e.enrolled_at + interval '1 day'
      from public.enrollments e
      join bench_lessons bl on bl.course_id = e.course_id
                           and bl.position = abs(hashtext(e.id::text)) % ${SCALE.modulesPerCourse * SCALE.lessonsPerModule + 1} + 1`;
    await tx`
      insert into public.certificates (user_id, course_id, title, issued_at, holder_name, workload_minutes, syllabus, issued_on, issue_reason)
      select e.user_id, e.course_id, c.title, e.enrolled_at + interval '30 days', p.full_name, 1200,
             array['Módulo 1', 'Módulo 2', 'Módulo 3', 'Módulo 4'], (e.enrolled_at + interval '30 days')::date,
             'Carga de medição'
      from public.enrollments e join public.courses c on c.id = e.course_id join public.profiles p on p.id = e.user_id
      where abs(hashtext(e.id::text)) % ${SCALE.modulesPerCourse * SCALE.lessonsPerModule + 1} = ${SCALE.modulesPerCourse * SCALE.lessonsPerModule}`;
    await tx`
      update public.courses c set total_students = s.n
      from (select course_id, count(*)::int as n from public.enrollments group by course_id) s
      where s.course_id = c.id`;
  });
  done();

  done = step('200 of them teachers, each with a record and a course');
  await sql`
    update public.user_roles set role = 'professor'
    where user_id in (select user_id from public.user_roles where role = 'aluno' order by user_id limit 200)`;
  await sql`
    insert into public.teacher_docs (user_id, bio, specialization)
    select user_id, 'Professor da escola.', 'Computação em nuvem' from public.user_roles where role = 'professor'`;
  await sql`
    insert into public.teacher_courses (teacher_id, course_id)
    select t.user_id, c.id
    from (select user_id, row_number() over (order by user_id) as n from public.user_roles where role = 'professor') t
    join (select id, row_number() over (order by id) as n from public.courses) c on c.n = t.n`;
  done();

  done = step('vacuum analyze');
  await sql`vacuum analyze`;
  done();

  done = step('progress of every enrolment (private.refresh_course_progress per course)');
  await sql`select private.refresh_course_progress(id) from public.courses`;
  await sql`vacuum analyze public.enrollments`;
  done();

  const [counts] = await sql`select
    (select count(*) from public.profiles) as profiles,
    (select count(*) from public.courses) as courses,
    (select count(*) from public.lessons) as lessons,
    (select count(*) from public.enrollments) as enrollments,
    (select count(*) from public.lesson_progress) as lesson_progress,
    (select count(*) from public.certificates) as certificates`;
  console.log(
    'rows:',
    Object.entries(counts)
      .map(([table, n]) => `${table} ${Number(n).toLocaleString('en')}`)
      .join(', '),
  );
}

/**
 * Reviews and questions at size, in the course with 5 000 students: 1 000 reviews (through the triggers that
 * keep the rating and the public cards), a lesson with 500 questions (answers and votes through
 * their counter triggers), the course's teacher with a notification per question.
 */
async function seedCommunity(sql, bigCourseId) {
  const done = step(
    `${SCALE.bigCourseReviews} reviews and ${SCALE.lessonQuestions} questions under one lesson (triggers)`,
  );
  const [teacher] = await sql`
    select user_id from public.user_roles where role = 'professor' order by user_id desc limit 1`;
  await sql`
    insert into public.teacher_courses (teacher_id, course_id) values (${teacher.user_id}, ${bigCourseId})
    on conflict do nothing`;
  await sql`
    insert into public.course_reviews (course_id, author_id, rating, body, created_at)
    select e.course_id, e.user_id, 1 + abs(hashtext(e.id::text)) % 5,
           case when n % 3 <> 0 then repeat('Curso muito bom, explicações claras. ', (1 + n % 8)::int) end,
           now() - n * interval '3 hours'
    from (select e.*, row_number() over (order by e.enrolled_at desc, e.id) as n
          from public.enrollments e where e.course_id = ${bigCourseId}) e
    where e.n <= ${SCALE.bigCourseReviews}`;
  const [lesson] = await sql`
    select l.id from public.lessons l join public.course_modules m on m.id = l.module_id
    where l.course_id = ${bigCourseId} order by m.order_index, l.order_index limit 1`;
  await sql`
    insert into public.lesson_questions (lesson_id, course_id, author_id, title, body, created_at)
    select ${lesson.id}, e.course_id, e.user_id, 'Dúvida ' || e.n || ' sobre a aula',
           repeat('Não entendi como configurar esta parte. ', (1 + e.n % 6)::int), now() - e.n * interval '2 hours'
    from (select e.*, row_number() over (order by e.enrolled_at, e.id) as n
          from public.enrollments e where e.course_id = ${bigCourseId}) e
    where e.n <= ${SCALE.lessonQuestions}`;
  // Every third question answered by the teacher; votes from ten classmates on every fifth.
  await sql`
    insert into public.question_answers (question_id, author_id, body, is_teacher)
    select q.id, ${teacher.user_id}, 'Veja a seção de permissões do console.', true
    from (select id, row_number() over (order by created_at) as n from public.lesson_questions
          where lesson_id = ${lesson.id}) q
    where q.n % 3 = 0`;
  await sql`
    insert into public.question_votes (question_id, user_id)
    select q.id, e.user_id
    from (select id, row_number() over (order by created_at) as n from public.lesson_questions
          where lesson_id = ${lesson.id}) q
    cross join lateral (select user_id from public.enrollments
                        where course_id = ${bigCourseId} order by enrolled_at desc limit 10 offset q.n % 50) e
    where q.n % 5 = 0`;
  await sql`
    insert into public.notifications (user_id, kind, question_id, created_at, read_at)
    select ${teacher.user_id}, 'new_question', q.id, q.created_at,
           case when q.created_at < now() - interval '2 days' then q.created_at + interval '1 hour' end
    from public.lesson_questions q where q.lesson_id = ${lesson.id}`;
  await sql`vacuum analyze public.course_reviews, public.course_review_cards, public.lesson_questions,
                          public.question_answers, public.question_votes, public.notifications, public.courses`;
  const [asker] = await sql`
    select author_id from public.lesson_questions where lesson_id = ${lesson.id} order by created_at desc limit 1`;
  const [course] =
    await sql`select review_count, public_rating from public.courses where id = ${bigCourseId}`;
  done();
  console.log(
    `course ${bigCourseId}: ${course.review_count} visible reviews, public rating ${course.public_rating}`,
  );
  return { teacher: teacher.user_id, lessonId: lesson.id, asker: asker.author_id };
}

/**
 * The community reads: the course page's first page of reviews (the public REST read, anon), a
 * lesson's first page of questions both ways (one RPC each), the teacher's lists and the
 * account menu's badge, each ≤ 10 ms.
 */
function communityCases({ bigCourseId, teacher, lessonId, asker }) {
  const as = (userId, name, query, budget = 10) => ({ name, budget, role: 'authenticated', userId, query });
  return [
    {
      name: 'course page: first 10 of 1 000 reviews (anon REST read)',
      budget: 10,
      role: 'anon',
      query: `select id, rating, body, author_name, created_at, updated_at from public.course_review_cards
              where course_id = '${bigCourseId}' order by created_at desc, id desc limit 10 offset 0`,
    },
    {
      name: 'course page: the course row with rating, count, stars (anon)',
      budget: 5,
      role: 'anon',
      query: `select public_rating, review_count, review_stars from public.courses where id = '${bigCourseId}'`,
    },
    as(
      asker,
      'lesson with 500 questions: first page, newest (RPC)',
      `select public.list_lesson_questions('${lessonId}', 'recentes', 1, 10)`,
    ),
    as(
      asker,
      'lesson with 500 questions: first page, most voted (RPC)',
      `select public.list_lesson_questions('${lessonId}', 'votadas', 1, 10)`,
    ),
    as(
      teacher,
      'teacher: students of a 5 000-student course, first page (RPC)',
      `select public.teacher_course_students('${bigCourseId}', 1, ${PAGE_SIZE})`,
    ),
    as(
      teacher,
      'teacher: unanswered questions of all their courses (RPC)',
      `select public.teacher_waiting_questions(null, 1, 10)`,
    ),
    as(teacher, 'teacher: notifications, first page (RPC)', `select public.list_my_notifications(1, 20)`),
    as(
      teacher,
      'account menu badge refresh: unread notifications count',
      `select count(*) from public.notifications where read_at is null`,
      null,
    ),
    as(
      teacher,
      'teacher marks all read: the badge counter trigger (write, rolled back)',
      'select public.mark_notifications_read()',
      null,
    ),
  ];
}

class Rollback extends Error {}

/**
 * Median execution time of EXPLAIN ANALYZE, run as `role` with the given JWT subject, inside a
 * transaction that is always rolled back (write paths leave no trace between runs).
 */
async function measure(sql, { role, userId, query, prepare }) {
  const times = [];
  let plan;
  for (let run = 0; run < RUNS; run++) {
    await sql
      .begin(async (tx) => {
        if (prepare) await tx.unsafe(prepare);
        const claims = JSON.stringify(userId ? { sub: userId, role } : { role });
        await tx`select set_config('request.jwt.claims', ${claims}, true),
                        set_config('request.jwt.claim.sub', ${userId ?? ''}, true)`;
        await tx.unsafe(`set local role ${role}`);
        const [row] = await tx.unsafe(`explain (analyze, buffers, format json) ${query}`);
        plan = row['QUERY PLAN'][0];
        times.push(plan['Execution Time']);
        throw new Rollback();
      })
      .catch((error) => {
        if (!(error instanceof Rollback)) throw error;
      });
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], plan };
}

/** The plan as EXPLAIN prints it in text, for `--explain`. */
function describePlan(node, depth = 0) {
  const detail = [node['Relation Name'], node['Index Name'] && `using ${node['Index Name']}`]
    .filter(Boolean)
    .join(' ');
  const line = `${'  '.repeat(depth)}-> ${node['Node Type']}${detail ? ` on ${detail}` : ''}  (rows ${node['Actual Rows']} × ${node['Actual Loops']}, ${node['Actual Total Time']} ms)`;
  return [line, ...(node.Plans ?? []).map((child) => describePlan(child, depth + 1))].join('\n');
}

/**
 * A throwaway database: by default a fresh embedded Postgres (port BENCH_DB_PORT, 55600); with
 * BENCH_DATABASE_URL (a superuser URL of another server, e.g. a Postgres 15), a new database there.
 */
async function startDatabase() {
  const externalUrl = process.env.BENCH_DATABASE_URL;
  if (externalUrl) {
    const name = `trilha_bench_${process.pid}`;
    const admin = postgres(externalUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(externalUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      label: `database ${name} on ${url.host}`,
      async stop() {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dataDirectory = mkdtempSync(path.join(os.tmpdir(), 'trilha-bench-pg-'));
  const server = new EmbeddedPostgres({
    databaseDir: dataDirectory,
    port: PORT,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: true, // needed when running as root
    // Durability off makes the bulk load fast; reads are unaffected.
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    onLog: () => {},
  });
  await server.initialise();
  await server.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${PORT}/postgres`,
    label: `embedded Postgres on port ${PORT}`,
    async stop() {
      await server.stop();
      rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}

/**
 * The admin lists at 20k users and 5 000 enrolments in one course: a page, a search
 * and a filtered count of each (≤ 10 ms), the RPCs' answers ≤ 50 KB, plus the expensive corners
 * (the last page, a one-letter search) for information.
 */
function adminListCases({ admin, bigCourseId }) {
  const rpc = (name, budget, call) => ({
    name,
    budget,
    bytesBudget: budget === null ? null : 50 * 1024,
    role: 'authenticated',
    userId: admin,
    query: `select public.${call}`,
  });
  // The filtered counts run as the functions' owner, as inside the security definer RPCs.
  const count = (name, query) => ({ name, budget: 10, role: 'postgres', query });
  const people = (search) =>
    `private.profile_search_document(p.full_name, p.email) @@ private.search_query('${search}')`;
  return [
    rpc('admin users: first page (RPC, total included)', 10, `admin_list_users(null, 1, ${PAGE_SIZE})`),
    rpc('admin users: search "maria souza" (RPC)', 10, `admin_list_users('maria souza', 1, ${PAGE_SIZE})`),
    rpc('admin users: search an e-mail (RPC)', 10, `admin_list_users('joao.silva.3', 1, ${PAGE_SIZE})`),
    count('admin users: count of "silva"', `select count(*) from public.profiles p where ${people('silva')}`),
    rpc('admin users: last page (RPC)', null, `admin_list_users(null, 100000, ${PAGE_SIZE})`),
    rpc('admin users: one-letter search "a" (RPC)', null, `admin_list_users('a', 1, ${PAGE_SIZE})`),
    rpc(
      'admin enrolments, 5 000 in the course: first page (RPC)',
      10,
      `admin_list_course_enrollments('${bigCourseId}', null, 1, ${PAGE_SIZE})`,
    ),
    rpc(
      'admin enrolments, 5 000 in the course: search "ana" (RPC)',
      10,
      `admin_list_course_enrollments('${bigCourseId}', 'ana', 1, ${PAGE_SIZE})`,
    ),
    count(
      'admin enrolments: count of "souza" in the course',
      `select count(*) from public.enrollments e join public.profiles p on p.id = e.user_id
       where e.course_id = '${bigCourseId}' and ${people('souza')}`,
    ),
    rpc('admin certificates: first page (RPC)', 10, `admin_list_certificates(null, 1, ${PAGE_SIZE})`),
    rpc(
      'admin certificates: search "julia ribeiro" (RPC)',
      10,
      `admin_list_certificates('julia ribeiro', 1, ${PAGE_SIZE})`,
    ),
    rpc(
      'admin certificates: search a course "curso 17" (RPC)',
      null,
      `admin_list_certificates('curso 17', 1, ${PAGE_SIZE})`,
    ),
    rpc('admin students (alunos): first page (RPC)', 10, `admin_list_students(null, 1, ${PAGE_SIZE})`),
    rpc('admin students: search "otavio" (RPC)', 10, `admin_list_students('otavio', 1, ${PAGE_SIZE})`),
    rpc('admin teachers (200, by name): first page (RPC)', 10, `admin_list_teachers(null, 1, ${PAGE_SIZE})`),
    rpc('admin teachers: search "silva" (RPC)', 10, `admin_list_teachers('silva', 1, ${PAGE_SIZE})`),
  ];
}

/** Size in bytes of what a case's query answers (the RPC's JSON), run like `measure` runs it. */
async function answerBytes(sql, { role, userId, query }) {
  let bytes = null;
  await sql
    .begin(async (tx) => {
      const claims = JSON.stringify(userId ? { sub: userId, role } : { role });
      await tx`select set_config('request.jwt.claims', ${claims}, true),
                      set_config('request.jwt.claim.sub', ${userId ?? ''}, true)`;
      await tx.unsafe(`set local role ${role}`);
      const [row] = await tx.unsafe(`select octet_length((${query})::text) as bytes`);
      bytes = Number(row.bytes);
      throw new Rollback();
    })
    .catch((error) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return bytes;
}

/**
 * The practice graders' time per kind, under Deno as grade-exercise runs them
 * (supabase/functions/_shared/practice/bench.ts): no database needed, printed first.
 */
function gradingBench() {
  const answer = spawnSync(
    path.join(root, 'node_modules', '.bin', 'deno'),
    [
      'run',
      `--config=${path.join(root, 'supabase', 'functions', 'deno.json')}`,
      '--allow-read',
      // The yaml package reads an optional debug variable.
      '--allow-env',
      path.join(root, 'supabase', 'functions', '_shared', 'practice', 'bench.ts'),
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, DENO_DIR: path.join(root, '.cache', 'deno'), DENO_NO_UPDATE_CHECK: '1' },
    },
  );
  if (answer.status !== 0) process.exitCode = 1;
  console.log('');
}

async function main() {
  gradingBench();
  let done = step('throwaway database');
  const database = await startDatabase();
  done();
  const sql = postgres(database.url, { max: 2, onnotice: () => {} });
  try {
    const [{ version }] = await sql`select version()`;
    console.log(`${database.label}: ${version.split(' on ')[0]}`);

    done = step('Supabase stubs + migrations');
    await sql.unsafe(SUPABASE_STUBS);
    const migrations = path.join(root, 'supabase', 'migrations');
    for (const file of readdirSync(migrations)
      .filter((name) => name.endsWith('.sql'))
      .sort()) {
      await sql.unsafe(readFileSync(path.join(migrations, file), 'utf8'));
    }
    done();

    // `npm run bench -- --assessments`: only the assessments part (its own data set).
    if (process.argv.includes('--assessments')) {
      const over = await assessmentBench(sql, {
        databaseUrl: database.url,
        measure,
        step,
        explain: process.argv.includes('--explain'),
        describePlan,
      });
      if (over) process.exitCode = 1;
      return;
    }

    // `npm run bench -- --sales`: only the selling part (its own data set).
    if (process.argv.includes('--sales')) {
      const over = await salesBench(sql, {
        measure,
        step,
        explain: process.argv.includes('--explain'),
        describePlan,
      });
      if (over) process.exitCode = 1;
      return;
    }

    await seed(sql);

    const [student] = await sql`
      select e.user_id from public.enrollments e group by e.user_id order by count(*) desc, e.user_id limit 1`;
    const [course] = await sql`
      select id, slug from public.courses
      where is_active and lesson_count > 0 and slug <> 'curso-escala' order by total_students desc limit 1`;
    const [bigCourse] = await sql`select id from public.courses where slug = 'curso-escala'`;
    const [openLesson] = await sql`
      select l.id from public.enrollments e join public.lessons l on l.course_id = e.course_id
      where e.user_id = ${student.user_id}
        and not exists (select 1 from public.lesson_progress lp where lp.user_id = e.user_id and lp.lesson_id = l.id)
      limit 1`;
    const [module] = await sql`select id from public.course_modules where course_id = ${course.id} limit 1`;
    const admin = '0a000000-0000-4000-8000-0000000000ad';
    const community = await seedCommunity(sql, bigCourse.id);
    const engagement = () =>
      analyticsBench(sql, {
        measure,
        step,
        explain: process.argv.includes('--explain'),
        describePlan,
        bigCourseId: bigCourse.id,
        student: student.user_id,
        admin,
      });

    const companies = () =>
      companyBench(sql, { measure, step, explain: process.argv.includes('--explain'), describePlan });
    // `npm run bench -- --companies`: only the manager's view (on the main data set).
    if (process.argv.includes('--companies')) {
      if (await companies()) process.exitCode = 1;
      return;
    }

    // `npm run bench -- --analytics`: only the engagement part (on the main data set).
    if (process.argv.includes('--analytics')) {
      if (await engagement()) process.exitCode = 1;
      return;
    }

    // The dashboard first as before (no track followed), then with three tracks followed.
    const dashboardCase = {
      name: 'student dashboard RPC (aluno, 10 enrolments)',
      budget: 10,
      role: 'authenticated',
      userId: student.user_id,
      query: 'select public.get_student_dashboard()',
    };
    const dashboardAlone = await measure(sql, dashboardCase);
    const trackSlugs = await seedTracks(sql, student.user_id);

    const allCases = [
      ...trackCases({ studentId: student.user_id, slug: trackSlugs[0] }),
      {
        name: 'catalogue: active courses (anon)',
        budget: 5,
        role: 'anon',
        query: `select id, slug, title, description, image_url, duration, total_students, public_rating
                from public.courses where is_active order by created_at desc`,
      },
      // The catalogue on /courses: one page of search_courses, as a visitor.
      {
        name: "catalogue search 'containers' (anon, search_courses)",
        budget: 5,
        role: 'anon',
        query: `select * from public.search_courses('containers', null, null, 1, 12)`,
      },
      {
        name: "catalogue search 'kubernetes' + topic devops + level (anon)",
        budget: 5,
        role: 'anon',
        query: `select * from public.search_courses('kubernetes', 'devops', 'intermediario', 1, 12)`,
      },
      {
        name: 'catalogue topic filter, page 2 (anon, search_courses)',
        budget: 5,
        role: 'anon',
        query: `select * from public.search_courses(null, 'aws', null, 2, 12)`,
      },
      {
        name: 'catalogue unfiltered first page (anon, search_courses)',
        budget: 5,
        role: 'anon',
        query: `select * from public.search_courses(null, null, null, 1, 12)`,
      },
      {
        name: 'course detail by slug with modules and curriculum (anon)',
        budget: 5,
        role: 'anon',
        // The shape PostgREST builds for courses?slug=eq.X&select=*,course_modules(*,lesson_outlines(*))
        query: `select c.*, coalesce((select json_agg(json_build_object('module', m, 'lessons',
                                        coalesce((select json_agg(o order by o.order_index) from public.lesson_outlines o
                                                  where o.module_id = m.id), '[]')) order by m.order_index)
                                      from public.course_modules m where m.course_id = c.id), '[]') as course_modules
                from public.courses c where c.slug = '${course.slug}'`,
      },
      ...adminListCases({ admin, bigCourseId: bigCourse.id }),
      ...communityCases({ bigCourseId: bigCourse.id, ...community }),
      {
        name: 'admin: reports counters RPC',
        budget: null,
        role: 'authenticated',
        userId: admin,
        query: 'select public.get_admin_report()',
      },
      {
        name: 'student profile stats RPC',
        budget: null,
        role: 'authenticated',
        userId: student.user_id,
        query: 'select public.get_profile_stats()',
      },
      {
        name: 'complete_lesson RPC (write, rolled back)',
        budget: null,
        role: 'authenticated',
        userId: student.user_id,
        query: `select public.complete_lesson('${openLesson.id}')`,
      },
      {
        name: 'admin adds a lesson: counters + progress of all enrolments (write, rolled back)',
        budget: null,
        role: 'authenticated',
        userId: admin,
        query: `insert into public.lessons (module_id, course_id, title, video_url, duration_minutes)
                values ('${module.id}', '${course.id}', 'Nova aula', 'https://youtu.be/aircAruvnKk', 10)`,
      },
    ];

    // `npm run bench -- --tracks`: the dashboard and the track pages only.
    const onlyTracks = process.argv.includes('--tracks');
    const cases = onlyTracks ? trackCases({ studentId: student.user_id, slug: trackSlugs[0] }) : allCases;

    console.log(`\nEXPLAIN ANALYZE, median of ${RUNS} runs (course ${course.slug}: ${course.id})`);
    const results = [
      {
        query: dashboardCase.name,
        'ms (median)': dashboardAlone.median.toFixed(2),
        budget: `≤ ${dashboardCase.budget} ms`,
        'answer KB': '—',
        verdict: dashboardAlone.median > dashboardCase.budget ? 'OVER' : 'OK',
      },
    ];
    for (const benchCase of cases) {
      const { median, plan } = await measure(sql, benchCase);
      if (process.argv.includes('--explain')) console.log(`\n${benchCase.name}\n${describePlan(plan.Plan)}`);
      const bytes = /^select public\.(admin_list_|list_lesson_questions|teacher_)/.test(benchCase.query)
        ? await answerBytes(sql, benchCase)
        : null;
      const overTime = benchCase.budget !== null && median > benchCase.budget;
      const overBytes = benchCase.bytesBudget && bytes !== null && bytes > benchCase.bytesBudget;
      results.push({
        query: benchCase.name,
        'ms (median)': median.toFixed(2),
        budget: benchCase.budget === null ? '—' : `≤ ${benchCase.budget} ms`,
        'answer KB': bytes === null ? '—' : (bytes / 1024).toFixed(1),
        verdict: benchCase.budget === null ? 'info' : overTime || overBytes ? 'OVER' : 'OK',
      });
    }
    console.table(results);
    if (results.some((result) => result.verdict === 'OVER')) process.exitCode = 1;
    if (onlyTracks) return;

    const assessmentsOver = await assessmentBench(sql, {
      databaseUrl: database.url,
      measure,
      step,
      explain: process.argv.includes('--explain'),
      describePlan,
    });
    if (assessmentsOver) process.exitCode = 1;

    if (await engagement()) process.exitCode = 1;

    if (await companies()) process.exitCode = 1;

    const salesOver = await salesBench(sql, {
      measure,
      step,
      explain: process.argv.includes('--explain'),
      describePlan,
    });
    if (salesOver) process.exitCode = 1;
  } finally {
    await sql.end({ timeout: 5 }).catch(() => {});
    if (process.argv.includes('--keep')) {
      // `-- --keep`: the data set stays up to read plans by hand; Ctrl-C stops the server.
      console.log(`\nThe database stays up: psql ${database.url} (Ctrl-C stops it)`);
      await new Promise((resolve) => process.once('SIGINT', resolve));
    }
    await database.stop().catch((error) => console.error('could not stop the database:', error.message));
  }
}

await main();
