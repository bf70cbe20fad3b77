-- =============================================================================
-- Trilha Cloud — assessments: module quizzes and timed practice exams (simulados),
-- graded by the database; certificates that can require them
-- =============================================================================
-- The whole contract (arguments, answers, reason codes) is docs/assessments.md; the
-- rules and their why are docs/rules/assessments.md. In short:
--
--   exam_domains, assessment_questions, assessment_options, module_quizzes,
--   practice_exams, assessment_attempts, attempt_answers
--     RLS on, no grants to the API roles, one SELECT policy that admits no row:
--     nothing here is read through a table or the REST endpoints. Every read and
--     write is a security definer function below, which checks who calls.
--     The answer key (assessment_options.is_correct, assessment_questions.explanation)
--     leaves the database only in the author calls (admins, linked teachers) and in
--     the review of one's own submitted attempt.
--
--   courses.requires_quizzes / requires_practice_exam / requires_watching
--     what the certificate requires besides completing the lessons. Issuing (on
--     completion, after a grading or a watch position, by an administrator) waits
--     for them: certificate_requirements_unmet. The certificate stores what was
--     required and the grade; verify_certificate shows both.
--
--   watch_positions.furthest_seconds  the furthest second ever reached (trigger), the
--     ground of 'watched' (see docs/rules/assessments.md for the 90 % rule).
-- =============================================================================


-- -----------------------------------------------------------------------------
-- 1. Course requirements and the furthest watched second
-- -----------------------------------------------------------------------------
alter table public.courses
  add column requires_quizzes       boolean not null default false,
  add column requires_practice_exam boolean not null default false,
  add column requires_watching      boolean not null default false;

comment on column public.courses.requires_quizzes is 'The certificate waits until every module quiz of the course is passed.';
comment on column public.courses.requires_practice_exam is 'The certificate waits until the simulado is passed.';
comment on column public.courses.requires_watching is 'The certificate waits until at least 90 % of every lesson was watched.';

-- The requirements are written by set_course_requirements only (it checks them): the
-- browser may not set them directly, like the counters.
create or replace function private.guard_course_columns()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;

  if tg_op = 'INSERT' then
    new.created_at     := now();
    new.total_students := 0;
    new.lesson_count   := 0;
    new.total_minutes  := 0;
    new.review_count   := 0;
    new.review_total   := 0;
    new.review_stars   := '{0,0,0,0,0}';
    new.requires_quizzes       := false;
    new.requires_practice_exam := false;
    new.requires_watching      := false;
  elsif new.created_at     is distinct from old.created_at
     or new.total_students is distinct from old.total_students
     or new.lesson_count   is distinct from old.lesson_count
     or new.total_minutes  is distinct from old.total_minutes
     or new.review_count   is distinct from old.review_count
     or new.review_total   is distinct from old.review_total
     or new.review_stars   is distinct from old.review_stars
     or new.requires_quizzes       is distinct from old.requires_quizzes
     or new.requires_practice_exam is distinct from old.requires_practice_exam
     or new.requires_watching      is distinct from old.requires_watching then
    raise exception 'server_managed_columns' using errcode = '42501';
  end if;
  return new;
end;
$$;

alter table public.watch_positions
  add column furthest_seconds integer not null default 0 check (furthest_seconds between 0 and 86400);
comment on column public.watch_positions.furthest_seconds is
  'The furthest second of the lesson ever saved (never goes back): what counts for the watching requirement.';
update public.watch_positions set furthest_seconds = position_seconds;

create function private.keep_furthest_watch_position()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.furthest_seconds := greatest(
    new.position_seconds,
    case when tg_op = 'UPDATE' then old.furthest_seconds else 0 end
  );
  return new;
end;
$$;

create trigger watch_positions_keep_furthest
  before insert or update on public.watch_positions
  for each row execute function private.keep_furthest_watch_position();


-- -----------------------------------------------------------------------------
-- 2. Tables
-- -----------------------------------------------------------------------------
create table public.exam_domains (
  id             uuid primary key default gen_random_uuid(),
  course_id      uuid not null references public.courses (id) on delete cascade,
  name           text not null check (name ~ '[^[:space:]]' and char_length(name) <= 100),
  weight_percent integer not null check (weight_percent between 1 and 100),
  created_at     timestamptz not null default now(),
  unique (course_id, name)
);
comment on table public.exam_domains is
  'Exam domains of a course and their weight in the simulado (the weights sum to 100 to publish it).';

create table public.assessment_questions (
  id            uuid primary key default gen_random_uuid(),
  course_id     uuid not null references public.courses (id) on delete cascade,
  module_id     uuid references public.course_modules (id) on delete set null,
  domain_id     uuid references public.exam_domains (id) on delete set null,
  kind          text not null check (kind in ('single', 'multiple')),
  prompt        text not null check (prompt ~ '[^[:space:]]' and char_length(prompt) <= 2000),
  explanation   text not null check (explanation ~ '[^[:space:]]' and char_length(explanation) <= 4000),
  lesson_id     uuid references public.lessons (id) on delete set null,
  lesson_second integer check (lesson_second between 0 and 86400),
  -- Statistics, kept by the grading (the teacher's statistics read them instead of every answer).
  answer_count         integer not null default 0 check (answer_count >= 0),
  correct_answer_count integer not null default 0 check (correct_answer_count between 0 and answer_count),
  created_at    timestamptz not null default now(),
  updated_at    timestamptz not null default now(),
  constraint assessment_questions_second_needs_lesson check (lesson_second is null or lesson_id is not null)
);
comment on table public.assessment_questions is
  'Question bank of a course. module_id null: simulado bank only; domain_id null: module quizzes only.';
comment on column public.assessment_questions.explanation is 'Part of the answer key: shown only after submitting.';

create index assessment_questions_course_id_idx on public.assessment_questions (course_id, created_at, id);
create index assessment_questions_module_id_idx on public.assessment_questions (module_id);
create index assessment_questions_domain_id_idx on public.assessment_questions (domain_id);
create index assessment_questions_lesson_id_idx on public.assessment_questions (lesson_id);

create table public.assessment_options (
  id          uuid primary key default gen_random_uuid(),
  question_id uuid not null references public.assessment_questions (id) on delete cascade,
  position    integer not null check (position between 1 and 6),
  text        text not null check (text ~ '[^[:space:]]' and char_length(text) <= 500),
  is_correct  boolean not null default false,
  -- How many graded wrong answers chose this option (kept by the grading).
  wrong_choice_count integer not null default 0 check (wrong_choice_count >= 0),
  unique (question_id, position) deferrable initially deferred
);
comment on table public.assessment_options is 'Options of a question, in stored order. is_correct is the answer key.';

create table public.module_quizzes (
  module_id      uuid primary key references public.course_modules (id) on delete cascade,
  question_count integer not null default 5 check (question_count between 1 and 50),
  pass_percent   integer not null default 70 check (pass_percent between 1 and 100),
  updated_at     timestamptz not null default now()
);
comment on table public.module_quizzes is
  'A module''s quiz: it is offered when the module has at least question_count questions.';

create table public.practice_exams (
  course_id          uuid primary key references public.courses (id) on delete cascade,
  question_count     integer not null default 65 check (question_count between 1 and 200),
  time_limit_minutes integer not null default 130 check (time_limit_minutes between 1 and 600),
  pass_score         integer not null default 720 check (pass_score between 100 and 1000),
  published          boolean not null default false,
  updated_at         timestamptz not null default now()
);
comment on table public.practice_exams is 'The simulado of a course (scaled score 100–1000).';

create table public.assessment_attempts (
  id             uuid primary key default gen_random_uuid(),
  user_id        uuid not null references public.profiles (id) on delete cascade,
  kind           text not null check (kind in ('quiz', 'exam')),
  course_id      uuid not null references public.courses (id) on delete cascade,
  module_id      uuid references public.course_modules (id) on delete cascade,
  question_ids   uuid[] not null check (cardinality(question_ids) between 1 and 200 and array_ndims(question_ids) = 1),
  started_at     timestamptz not null default now(),
  deadline_at    timestamptz,
  submitted_at   timestamptz,
  correct_count  integer check (correct_count >= 0),
  question_count integer check (question_count >= 0),
  score_percent  integer check (score_percent between 0 and 100),
  scaled_score   integer check (scaled_score between 100 and 1000),
  passed         boolean,
  domain_results jsonb,
  constraint assessment_attempts_kind_shape check (
    (kind = 'quiz' and module_id is not null and deadline_at is null and scaled_score is null)
    or (kind = 'exam' and module_id is null and deadline_at is not null)
  ),
  constraint assessment_attempts_graded_shape check (
    (submitted_at is null) = (passed is null)
    and (submitted_at is null) = (score_percent is null)
    and (submitted_at is null) = (correct_count is null)
  )
);
comment on table public.assessment_attempts is 'A student''s attempt at a quiz or a simulado: the drawn questions and, once submitted, the grade.';

create index assessment_attempts_user_course_idx on public.assessment_attempts (user_id, course_id, kind, submitted_at desc);
create index assessment_attempts_course_id_idx on public.assessment_attempts (course_id, kind);
create index assessment_attempts_module_id_idx on public.assessment_attempts (module_id) where module_id is not null;
-- One open simulado per student and course: reloading or another device continues it.
create unique index assessment_attempts_one_open_exam_idx
  on public.assessment_attempts (user_id, course_id) where kind = 'exam' and submitted_at is null;

create table public.attempt_answers (
  attempt_id  uuid not null references public.assessment_attempts (id) on delete cascade,
  question_id uuid not null references public.assessment_questions (id) on delete cascade,
  option_ids  uuid[] not null default '{}' check (array_ndims(option_ids) is null or array_ndims(option_ids) = 1),
  flagged     boolean not null default false,
  answered_at timestamptz,
  is_correct  boolean,
  primary key (attempt_id, question_id)
);
comment on table public.attempt_answers is 'The options chosen for each drawn question; is_correct is set when the attempt is graded.';

-- Statistics per question read the graded answers of the question only.
create index attempt_answers_question_id_idx on public.attempt_answers (question_id) include (is_correct, option_ids);

alter table public.exam_domains enable row level security;
alter table public.assessment_questions enable row level security;
alter table public.assessment_options enable row level security;
alter table public.module_quizzes enable row level security;
alter table public.practice_exams enable row level security;
alter table public.assessment_attempts enable row level security;
alter table public.attempt_answers enable row level security;

revoke all on public.exam_domains, public.assessment_questions, public.assessment_options,
              public.module_quizzes, public.practice_exams, public.assessment_attempts,
              public.attempt_answers
  from public, anon, authenticated;

-- The local stack grants every table to the API roles at runtime (see the foundation
-- migration); these policies are what refuse there: no row is ever visible and no
-- write policy exists. The functions below read and write as the owner.
create policy "Exam domains are read through the assessment functions only"
  on public.exam_domains for select to authenticated using (false);
create policy "Questions are read through the assessment functions only"
  on public.assessment_questions for select to authenticated using (false);
create policy "Options and their keys are read through the assessment functions only"
  on public.assessment_options for select to authenticated using (false);
create policy "Quiz settings are read through the assessment functions only"
  on public.module_quizzes for select to authenticated using (false);
create policy "Simulado settings are read through the assessment functions only"
  on public.practice_exams for select to authenticated using (false);
create policy "Attempts are read through the assessment functions only"
  on public.assessment_attempts for select to authenticated using (false);
create policy "Answers are read through the assessment functions only"
  on public.attempt_answers for select to authenticated using (false);


-- -----------------------------------------------------------------------------
-- 3. A question's shape: 2–6 options; single = exactly one correct; multiple = at
--    least two correct and at least one wrong. Checked at commit (the options are
--    replaced row by row inside one call).
-- -----------------------------------------------------------------------------
create function private.question_shape_problem(p_kind text, p_total integer, p_correct integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_total not between 2 and 6 then 'options_count_invalid'
    when p_kind = 'single' and p_correct <> 1 then 'single_needs_one_correct'
    when p_kind = 'multiple' and (p_correct < 2 or p_correct >= p_total) then 'multiple_needs_two_correct'
  end;
$$;

create function private.check_assessment_question_shape()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id      uuid;
  v_kind    text;
  v_total   integer;
  v_correct integer;
  v_problem text;
begin
  if tg_table_name = 'assessment_questions' then
    v_id := new.id;
  elsif tg_op = 'DELETE' then
    v_id := old.question_id;
  else
    v_id := new.question_id;
  end if;

  select q.kind into v_kind from public.assessment_questions q where q.id = v_id;
  if not found then
    return null;  -- the question itself was deleted
  end if;
  select count(*), count(*) filter (where o.is_correct) into v_total, v_correct
  from public.assessment_options o where o.question_id = v_id;
  v_problem := private.question_shape_problem(v_kind, v_total, v_correct);
  if v_problem = 'options_count_invalid' then
    perform private.raise_api_error('options_count_invalid');
  elsif v_problem = 'single_needs_one_correct' then
    perform private.raise_api_error('single_needs_one_correct');
  elsif v_problem = 'multiple_needs_two_correct' then
    perform private.raise_api_error('multiple_needs_two_correct');
  end if;
  return null;
end;
$$;

create constraint trigger assessment_questions_shape
  after insert or update of kind on public.assessment_questions
  deferrable initially deferred
  for each row execute function private.check_assessment_question_shape();

create constraint trigger assessment_options_shape
  after insert or update of question_id, is_correct or delete on public.assessment_options
  deferrable initially deferred
  for each row execute function private.check_assessment_question_shape();

-- A deleted lesson takes its second with it (the check needs a lesson for a second).
create function private.clear_assessment_lesson_refs()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.assessment_questions q
     set lesson_id = null, lesson_second = null
   where q.lesson_id = old.id;
  return old;
end;
$$;

create trigger lessons_clear_assessment_refs
  before delete on public.lessons
  for each row execute function private.clear_assessment_lesson_refs();


-- -----------------------------------------------------------------------------
-- 4. Who may do what
-- -----------------------------------------------------------------------------
-- A jsonb argument as sent. The local stack (@supabase/lite) passes a JSON body's array or
-- object to a jsonb parameter as a JSON string holding it (like the sign-up metadata, see
-- the accounts migration); hosted PostgREST passes the value itself. Both read the same here.
create function private.json_argument(p_value jsonb)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
begin
  if jsonb_typeof(p_value) = 'string' then
    begin
      return (p_value #>> '{}')::jsonb;
    exception when invalid_text_representation then
      return p_value;
    end;
  end if;
  return p_value;
end;
$$;

-- Authors: administrators and the active teachers linked to the course.
create function private.require_assessment_author(p_course_id uuid)
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_active_user();
begin
  if not exists (select 1 from public.courses c where c.id = p_course_id) then
    perform private.raise_api_error('course_not_found');
  end if;
  if not (private.is_admin() or private.teaches(p_course_id)) then
    raise exception 'assessment_author_only' using errcode = '42501';
  end if;
  return v_user;
end;
$$;

-- Takers: students enrolled in the course, and its authors (to try their questions).
create function private.require_assessment_taker(p_course_id uuid)
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_active_user();
begin
  if private.question_access(p_course_id) is null then
    raise exception 'not_enrolled' using errcode = '42501';
  end if;
  return v_user;
end;
$$;

-- The caller's own attempt, locked; anyone else's is 'not found'.
create function private.lock_own_attempt(p_attempt_id uuid, p_kind text)
returns public.assessment_attempts
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user    uuid := private.require_active_user();
  v_attempt public.assessment_attempts;
begin
  select * into v_attempt from public.assessment_attempts a
   where a.id = p_attempt_id and a.user_id = v_user and a.kind = p_kind
   for update;
  if not found then
    perform private.raise_api_error('attempt_not_found');
  end if;
  if v_attempt.submitted_at is not null then
    perform private.raise_api_error('attempt_already_submitted');
  end if;
  return v_attempt;
end;
$$;


-- -----------------------------------------------------------------------------
-- 5. Shared readers
-- -----------------------------------------------------------------------------
-- Modules of a course with their number in course order (1-based).
create function private.numbered_modules(p_course_id uuid)
returns table (module_id uuid, module_number integer, title text)
language sql
stable
set search_path = ''
as $$
  select m.id, (row_number() over (order by m.order_index, m.created_at, m.id))::integer, m.title
  from public.course_modules m
  where m.course_id = p_course_id;
$$;

create function private.module_quiz_available(p_module_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from public.module_quizzes mq
    where mq.module_id = p_module_id
      and mq.question_count <= (select count(*) from public.assessment_questions q where q.module_id = p_module_id)
  );
$$;

-- Whether a lesson counts as watched: the furthest second reached is at least 90 % of
-- the shortest length the lesson's whole minutes allow (docs/rules/assessments.md).
create function private.lesson_watched(p_user uuid, p_lesson public.lessons)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from public.watch_positions w
    where w.user_id = p_user and w.lesson_id = p_lesson.id
      and w.furthest_seconds >= ceil(0.9 * ((p_lesson.duration_minutes - 1) * 60 + 1))
  );
$$;

-- What the course still requires of the student before its certificate, as the texts
-- people read ('Falta: quiz do módulo 3'); empty when nothing is missing.
create function private.certificate_requirements_missing(p_user uuid, p_course_id uuid)
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  with course as (
    select c.requires_quizzes, c.requires_practice_exam, c.requires_watching
    from public.courses c where c.id = p_course_id
  ),
  unwatched as (
    select count(*)::integer as lessons
    from public.lessons l
    where l.course_id = p_course_id and (select requires_watching from course)
      and not private.lesson_watched(p_user, l)
  )
  select array(
    select item.text from (
      select 1 as grp, m.module_number as ord, 'Falta: quiz do módulo ' || m.module_number as text
      from private.numbered_modules(p_course_id) m
      where (select requires_quizzes from course)
        and private.module_quiz_available(m.module_id)
        and not exists (
          select 1 from public.assessment_attempts a
          where a.user_id = p_user and a.module_id = m.module_id and a.kind = 'quiz' and a.passed
        )
      union all
      select 2, 0, 'Falta: aprovação no simulado'
      where (select requires_practice_exam from course)
        and not exists (
          select 1 from public.assessment_attempts a
          where a.user_id = p_user and a.course_id = p_course_id and a.kind = 'exam' and a.passed
        )
      union all
      select 3, 0, 'Falta: assistir a pelo menos 90% de ' || u.lessons
                   || case when u.lessons = 1 then ' aula' else ' aulas' end
      from unwatched u
      where u.lessons > 0
    ) item
    order by item.grp, item.ord
  );
$$;

-- Issues the certificate when the student completed the course and meets what it
-- requires; does nothing otherwise (or when it exists).
create function private.issue_certificate_if_earned(p_user uuid, p_course_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
       select 1 from public.enrollments e
       where e.user_id = p_user and e.course_id = p_course_id and e.completed
     )
     and not exists (select 1 from public.certificates ce where ce.user_id = p_user and ce.course_id = p_course_id)
     and cardinality(private.certificate_requirements_missing(p_user, p_course_id)) = 0
  then
    insert into public.certificates (user_id, course_id)
    values (p_user, p_course_id)
    on conflict (user_id, course_id) do nothing;
  end if;
end;
$$;

-- A question as its authors see it (with the key).
create function private.author_question_json(p_question_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', q.id,
    'course_id', q.course_id,
    'module_id', q.module_id,
    'module_title', m.title,
    'domain_id', q.domain_id,
    'domain', d.name,
    'kind', q.kind,
    'prompt', q.prompt,
    'explanation', q.explanation,
    'lesson_id', q.lesson_id,
    'lesson_title', l.title,
    'lesson_second', q.lesson_second,
    'options', coalesce((
      select jsonb_agg(jsonb_build_object('id', o.id, 'position', o.position, 'text', o.text, 'is_correct', o.is_correct)
                       order by o.position)
      from public.assessment_options o where o.question_id = q.id
    ), '[]'::jsonb),
    'created_at', q.created_at,
    'updated_at', q.updated_at
  )
  from public.assessment_questions q
  left join public.course_modules m on m.id = q.module_id
  left join public.exam_domains d on d.id = q.domain_id
  left join public.lessons l on l.id = q.lesson_id
  where q.id = p_question_id;
$$;

-- The drawn questions as the taker sees them: no key, no explanation. `choose` is the
-- number of options to pick ('escolha 2').
create function private.attempt_questions_json(p_attempt public.assessment_attempts)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', q.id,
           'kind', q.kind,
           'choose', (select count(*) from public.assessment_options o where o.question_id = q.id and o.is_correct),
           'prompt', q.prompt,
           'domain', d.name,
           'options', coalesce((
             select jsonb_agg(jsonb_build_object('id', o.id, 'text', o.text) order by o.position)
             from public.assessment_options o where o.question_id = q.id
           ), '[]'::jsonb)
         ) order by drawn.ord), '[]'::jsonb)
  from unnest(p_attempt.question_ids) with ordinality as drawn(id, ord)
  join public.assessment_questions q on q.id = drawn.id
  left join public.exam_domains d on d.id = q.domain_id;
$$;

-- The graded review of a submitted attempt (the one place a key reaches a taker).
create function private.attempt_review(p_attempt_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'attempt_id', a.id,
    'kind', a.kind,
    'course_id', a.course_id,
    'module_id', a.module_id,
    'started_at', a.started_at,
    'deadline_at', a.deadline_at,
    'submitted_at', a.submitted_at,
    'score_percent', a.score_percent,
    'scaled_score', a.scaled_score,
    'passed', a.passed,
    'correct_count', a.correct_count,
    'question_count', a.question_count,
    'pass_percent', case when a.kind = 'quiz' then coalesce(mq.pass_percent, 70) end,
    'pass_score', case when a.kind = 'exam' then coalesce(pe.pass_score, 720) end,
    'best_percent', case when a.kind = 'quiz' then (
      select max(b.score_percent) from public.assessment_attempts b
      where b.user_id = a.user_id and b.module_id = a.module_id and b.kind = 'quiz' and b.submitted_at is not null
    ) end,
    'domains', coalesce(a.domain_results, '[]'::jsonb),
    'questions', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', q.id,
               'prompt', q.prompt,
               'kind', q.kind,
               'choose', (select count(*) from public.assessment_options o where o.question_id = q.id and o.is_correct),
               'domain', d.name,
               'options', coalesce((
                 select jsonb_agg(jsonb_build_object('id', o.id, 'text', o.text, 'is_correct', o.is_correct) order by o.position)
                 from public.assessment_options o where o.question_id = q.id
               ), '[]'::jsonb),
               'chosen_option_ids', to_jsonb(coalesce(aa.option_ids, '{}'::uuid[])),
               'is_correct', coalesce(aa.is_correct, false),
               'explanation', q.explanation,
               'lesson_id', l.id,
               'lesson_title', l.title,
               'lesson_second', case when l.id is not null then q.lesson_second end
             ) order by drawn.ord)
      from unnest(a.question_ids) with ordinality as drawn(id, ord)
      join public.assessment_questions q on q.id = drawn.id
      left join public.exam_domains d on d.id = q.domain_id
      left join public.attempt_answers aa on aa.attempt_id = a.id and aa.question_id = q.id
      left join public.lessons l on l.id = q.lesson_id and l.course_id = q.course_id
    ), '[]'::jsonb)
  )
  from public.assessment_attempts a
  left join public.module_quizzes mq on mq.module_id = a.module_id
  left join public.practice_exams pe on pe.course_id = a.course_id
  where a.id = p_attempt_id;
$$;


-- -----------------------------------------------------------------------------
-- 6. Grading (exact): a question is right iff the set of chosen options equals the
--    set of correct options — one for single choice, all of them and nothing else
--    for 'escolha N'. A question not answered is wrong. Locks are the caller's.
-- -----------------------------------------------------------------------------
create function private.grade_attempt(p_attempt_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_attempt public.assessment_attempts;
  v_total   integer;
  v_correct integer;
  v_percent integer;
  v_scaled  integer;
  v_passed  boolean;
  v_domains jsonb;
begin
  select * into v_attempt from public.assessment_attempts a where a.id = p_attempt_id;

  -- Every drawn question still in the bank gets an answer row (blank when unanswered).
  insert into public.attempt_answers (attempt_id, question_id)
  select p_attempt_id, q.id
  from unnest(v_attempt.question_ids) as drawn(id)
  join public.assessment_questions q on q.id = drawn.id
  on conflict (attempt_id, question_id) do nothing;

  update public.attempt_answers aa
     set is_correct = (
           array(select distinct chosen from unnest(aa.option_ids) as chosen order by chosen)
           = array(select o.id from public.assessment_options o
                   where o.question_id = aa.question_id and o.is_correct order by o.id)
         )
   where aa.attempt_id = p_attempt_id;

  select count(*)::integer, (count(*) filter (where aa.is_correct))::integer into v_total, v_correct
  from public.attempt_answers aa where aa.attempt_id = p_attempt_id;

  -- The statistics' counters. Every grading locks its questions in id order first, so parallel
  -- gradings sharing questions wait for each other instead of deadlocking.
  perform 1 from public.assessment_questions q
   where q.id in (select aa.question_id from public.attempt_answers aa where aa.attempt_id = p_attempt_id)
   order by q.id
   for no key update;
  update public.assessment_questions q
     set answer_count = q.answer_count + 1,
         correct_answer_count = q.correct_answer_count + case when aa.is_correct then 1 else 0 end
    from public.attempt_answers aa
   where aa.attempt_id = p_attempt_id and aa.question_id = q.id and cardinality(aa.option_ids) > 0;
  update public.assessment_options o
     set wrong_choice_count = o.wrong_choice_count + 1
    from public.attempt_answers aa, unnest(aa.option_ids) as chosen(id)
   where aa.attempt_id = p_attempt_id and not aa.is_correct and o.id = chosen.id and not o.is_correct;

  v_percent := case when v_total = 0 then 0 else round(100.0 * v_correct / v_total)::integer end;

  select coalesce(jsonb_agg(jsonb_build_object(
           'name', x.name, 'correct', x.correct, 'total', x.total,
           'percent', round(100.0 * x.correct / x.total)::integer
         ) order by x.weight desc, x.name), '[]'::jsonb)
    into v_domains
  from (
    select d.name, max(d.weight_percent) as weight,
           (count(*) filter (where aa.is_correct))::integer as correct, count(*)::integer as total
    from public.attempt_answers aa
    join public.assessment_questions q on q.id = aa.question_id
    join public.exam_domains d on d.id = q.domain_id
    where aa.attempt_id = p_attempt_id
    group by d.name
  ) x;

  if v_attempt.kind = 'quiz' then
    v_scaled := null;
    v_passed := v_total > 0 and v_correct * 100 >= coalesce(
      (select mq.pass_percent from public.module_quizzes mq where mq.module_id = v_attempt.module_id), 70
    ) * v_total;
  else
    -- 0 right = 100, all right = 1000, linear in between (rounded half away from zero).
    v_scaled := case when v_total = 0 then 100 else 100 + round(900.0 * v_correct / v_total)::integer end;
    v_passed := v_scaled >= coalesce(
      (select pe.pass_score from public.practice_exams pe where pe.course_id = v_attempt.course_id), 720
    );
  end if;

  update public.assessment_attempts a
     set submitted_at   = now(),
         correct_count  = v_correct,
         question_count = v_total,
         score_percent  = v_percent,
         scaled_score   = v_scaled,
         passed         = v_passed,
         domain_results = v_domains
   where a.id = p_attempt_id;

  perform private.issue_certificate_if_earned(v_attempt.user_id, v_attempt.course_id);
end;
$$;


-- -----------------------------------------------------------------------------
-- 7. Module quiz
-- -----------------------------------------------------------------------------
create function public.start_module_quiz(p_module_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_module  public.course_modules;
  v_quiz    public.module_quizzes;
  v_user    uuid;
  v_ids     uuid[];
  v_attempt public.assessment_attempts;
begin
  select * into v_module from public.course_modules m where m.id = p_module_id;
  if not found then
    perform private.raise_api_error('module_not_found');
  end if;
  v_user := private.require_assessment_taker(v_module.course_id);

  select * into v_quiz from public.module_quizzes mq where mq.module_id = p_module_id;
  if not found or not private.module_quiz_available(p_module_id) then
    perform private.raise_api_error('quiz_not_available');
  end if;

  v_ids := array(
    select q.id from public.assessment_questions q
    where q.module_id = p_module_id
    order by random()
    limit v_quiz.question_count
  );

  insert into public.assessment_attempts (user_id, kind, course_id, module_id, question_ids)
  values (v_user, 'quiz', v_module.course_id, p_module_id, v_ids)
  returning * into v_attempt;

  return jsonb_build_object(
    'attempt_id', v_attempt.id,
    'module_id', p_module_id,
    'module_title', v_module.title,
    'pass_percent', v_quiz.pass_percent,
    'questions', private.attempt_questions_json(v_attempt)
  );
end;
$$;

-- Checks one answer (question in the attempt, options of that question) and stores it.
create function private.store_answer(
  p_attempt public.assessment_attempts,
  p_question_id uuid,
  p_option_ids uuid[],
  p_flagged boolean
)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_options uuid[] := array(select distinct x from unnest(coalesce(p_option_ids, '{}'::uuid[])) as x where x is not null order by x);
  v_now     timestamptz := clock_timestamp();
begin
  if p_question_id is null or not (p_question_id = any (p_attempt.question_ids)) then
    perform private.raise_api_error('question_not_in_attempt');
  end if;
  if exists (
    select 1 from unnest(v_options) as chosen(id)
    where not exists (select 1 from public.assessment_options o where o.id = chosen.id and o.question_id = p_question_id)
  ) then
    perform private.raise_api_error('option_not_in_question');
  end if;

  insert into public.attempt_answers as aa (attempt_id, question_id, option_ids, flagged, answered_at)
  values (p_attempt.id, p_question_id, v_options, coalesce(p_flagged, false), v_now)
  on conflict (attempt_id, question_id) do update
    set option_ids  = excluded.option_ids,
        flagged     = coalesce(p_flagged, aa.flagged),
        answered_at = excluded.answered_at;
  return v_now;
end;
$$;

create function public.submit_quiz_attempt(p_attempt_id uuid, p_answers jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_attempt public.assessment_attempts := private.lock_own_attempt(p_attempt_id, 'quiz');
  v_item    jsonb;
  v_options uuid[];
begin
  p_answers := private.json_argument(p_answers);
  if p_answers is null or jsonb_typeof(p_answers) <> 'array' then
    perform private.raise_api_error('answers_invalid');
  end if;
  for v_item in select value from jsonb_array_elements(p_answers) loop
    if jsonb_typeof(v_item) <> 'object'
       or jsonb_typeof(v_item -> 'question_id') is distinct from 'string'
       or jsonb_typeof(coalesce(v_item -> 'option_ids', '[]'::jsonb)) <> 'array' then
      perform private.raise_api_error('answers_invalid');
    end if;
    begin
      v_options := array(select x::uuid from jsonb_array_elements_text(coalesce(v_item -> 'option_ids', '[]'::jsonb)) as x);
      perform private.store_answer(v_attempt, (v_item ->> 'question_id')::uuid, v_options, false);
    exception when invalid_text_representation then
      perform private.raise_api_error('answers_invalid');
    end;
  end loop;

  perform private.grade_attempt(v_attempt.id);
  return private.attempt_review(v_attempt.id);
end;
$$;


-- -----------------------------------------------------------------------------
-- 8. Simulado
-- -----------------------------------------------------------------------------
-- Seats per domain for a draw of p_count questions: largest remainder (Hamilton).
-- Each domain gets floor(weight × count / 100); the seats left go one each to the
-- largest remainders (ties: larger weight, then name). With weights summing to 100
-- the seats sum to p_count and each differs from weight × count / 100 by < 1.
create function private.practice_exam_seats(p_course_id uuid, p_count integer)
returns table (domain_id uuid, name text, weight_percent integer, seats integer, available integer)
language sql
stable
set search_path = ''
as $$
  with dom as (
    select d.id, d.name, d.weight_percent,
           (d.weight_percent * p_count) / 100 as base,
           (d.weight_percent * p_count) % 100 as remainder,
           (select count(*) from public.assessment_questions q where q.domain_id = d.id)::integer as available
    from public.exam_domains d
    where d.course_id = p_course_id
  ),
  ranked as (
    select dom.*, row_number() over (order by remainder desc, weight_percent desc, name) as rank
    from dom
  )
  select r.id, r.name, r.weight_percent,
         (r.base + case when r.rank <= p_count - (select coalesce(sum(base), 0) from dom) then 1 else 0 end)::integer,
         r.available
  from ranked r;
$$;

-- Nothing stops publishing but these: the weights sum to 100 and every domain has
-- the questions its seats need.
create function private.practice_exam_problem(p_course_id uuid, p_count integer)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when coalesce((select sum(d.weight_percent) from public.exam_domains d where d.course_id = p_course_id), 0) <> 100
      then 'domain_weights_not_100'
    when exists (select 1 from private.practice_exam_seats(p_course_id, p_count) s where s.seats > s.available)
      then 'practice_exam_bank_too_small'
  end;
$$;

create function private.exam_attempt_json(p_attempt public.assessment_attempts)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'attempt_id', p_attempt.id,
    'started_at', p_attempt.started_at,
    'deadline_at', p_attempt.deadline_at,
    'server_now', clock_timestamp(),
    'time_limit_minutes', coalesce(pe.time_limit_minutes, 130),
    'pass_score', coalesce(pe.pass_score, 720),
    'question_count', cardinality(p_attempt.question_ids),
    'questions', private.attempt_questions_json(p_attempt),
    'answers', coalesce((
      select jsonb_agg(jsonb_build_object('question_id', aa.question_id, 'option_ids', to_jsonb(aa.option_ids), 'flagged', aa.flagged)
                       order by aa.question_id)
      from public.attempt_answers aa where aa.attempt_id = p_attempt.id
    ), '[]'::jsonb)
  )
  from (select 1) one
  left join public.practice_exams pe on pe.course_id = p_attempt.course_id;
$$;

create function public.start_practice_exam(p_course_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user    uuid := private.require_assessment_taker(p_course_id);
  v_exam    public.practice_exams;
  v_attempt public.assessment_attempts;
  v_ids     uuid[];
  v_problem text;
begin
  -- One start at a time per student and course: two tabs never open two attempts.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('practice_exam:' || v_user::text || ':' || p_course_id::text, 0));

  select * into v_attempt from public.assessment_attempts a
   where a.user_id = v_user and a.course_id = p_course_id and a.kind = 'exam' and a.submitted_at is null
   for update;
  if found then
    if clock_timestamp() > v_attempt.deadline_at then
      -- The time ran out while away: graded with what was saved; the next call starts anew.
      perform private.grade_attempt(v_attempt.id);
      return jsonb_build_object('expired_attempt_id', v_attempt.id);
    end if;
    return private.exam_attempt_json(v_attempt);
  end if;

  select * into v_exam from public.practice_exams pe where pe.course_id = p_course_id;
  if not found or not (v_exam.published or private.question_access(p_course_id) = 'staff') then
    perform private.raise_api_error('practice_exam_not_available');
  end if;
  v_problem := private.practice_exam_problem(p_course_id, v_exam.question_count);
  if v_problem is not null then
    perform private.raise_api_error('practice_exam_not_available');
  end if;

  v_ids := array(
    select drawn.id
    from private.practice_exam_seats(p_course_id, v_exam.question_count) s
    cross join lateral (
      select q.id from public.assessment_questions q
      where q.domain_id = s.domain_id
      order by random()
      limit s.seats
    ) drawn
    order by random()
  );

  insert into public.assessment_attempts (user_id, kind, course_id, question_ids, started_at, deadline_at)
  values (v_user, 'exam', p_course_id, v_ids, clock_timestamp(),
          clock_timestamp() + make_interval(mins => v_exam.time_limit_minutes))
  returning * into v_attempt;

  return private.exam_attempt_json(v_attempt);
end;
$$;

create function public.save_exam_answer(p_attempt_id uuid, p_question_id uuid, p_option_ids uuid[], p_flagged boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_attempt public.assessment_attempts := private.lock_own_attempt(p_attempt_id, 'exam');
begin
  if clock_timestamp() > v_attempt.deadline_at then
    perform private.raise_api_error('exam_time_over');
  end if;
  return jsonb_build_object('saved_at', private.store_answer(v_attempt, p_question_id, p_option_ids, p_flagged));
end;
$$;

create function public.submit_practice_exam(p_attempt_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_attempt public.assessment_attempts := private.lock_own_attempt(p_attempt_id, 'exam');
begin
  -- After the deadline too: the answers are those saved before it (later saves were refused).
  perform private.grade_attempt(v_attempt.id);
  return private.attempt_review(v_attempt.id);
end;
$$;


-- -----------------------------------------------------------------------------
-- 9. Reviews and history
-- -----------------------------------------------------------------------------
create function public.get_attempt_review(p_attempt_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user    uuid := private.require_active_user();
  v_attempt public.assessment_attempts;
begin
  select * into v_attempt from public.assessment_attempts a where a.id = p_attempt_id and a.user_id = v_user;
  if not found then
    perform private.raise_api_error('attempt_not_found');
  end if;
  if v_attempt.submitted_at is null then
    perform private.raise_api_error('attempt_not_submitted');
  end if;
  return private.attempt_review(p_attempt_id);
end;
$$;

create function public.list_my_attempts(p_course_id uuid, p_kind text default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_active_user();
begin
  return coalesce((
    select jsonb_agg(jsonb_build_object(
             'attempt_id', a.id,
             'kind', a.kind,
             'module_id', a.module_id,
             'submitted_at', a.submitted_at,
             'score_percent', a.score_percent,
             'scaled_score', a.scaled_score,
             'correct_count', a.correct_count,
             'question_count', a.question_count,
             'passed', a.passed
           ) order by a.submitted_at desc, a.id)
    from (
      select * from public.assessment_attempts a
      where a.user_id = v_user and a.course_id = p_course_id
        and a.submitted_at is not null
        and (p_kind is null or a.kind = p_kind)
      order by a.submitted_at desc, a.id
      limit 100
    ) a
  ), '[]'::jsonb);
end;
$$;

create function public.get_course_assessments(p_course_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_course public.courses;
  v_user   uuid := auth.uid();
  v_access text;
  v_exam   public.practice_exams;
begin
  select * into v_course from public.courses c where c.id = p_course_id;
  if v_user is not null and not private.is_active_user() then
    raise exception 'account_inactive' using errcode = '42501';
  end if;
  v_access := case when v_user is null then null else private.question_access(p_course_id) end;
  if v_course.id is null or (not v_course.is_active and v_access is distinct from 'staff') then
    perform private.raise_api_error('course_not_found');
  end if;

  select * into v_exam from public.practice_exams pe where pe.course_id = p_course_id;

  return jsonb_build_object(
    'requirements', jsonb_build_object(
      'quizzes', v_course.requires_quizzes,
      'practice_exam', v_course.requires_practice_exam,
      'watching', v_course.requires_watching
    ),
    'modules', coalesce((
      select jsonb_agg(
               jsonb_build_object(
                 'module_id', m.module_id,
                 'module_number', m.module_number,
                 'has_quiz', private.module_quiz_available(m.module_id)
               ) || case when v_access is null then '{}'::jsonb else jsonb_build_object(
                 'question_count', mq.question_count,
                 'pass_percent', mq.pass_percent,
                 'best_percent', best.percent,
                 'passed', coalesce(best.passed, false)
               ) end
               order by m.module_number)
      from private.numbered_modules(p_course_id) m
      left join public.module_quizzes mq on mq.module_id = m.module_id
      left join lateral (
        select max(a.score_percent) as percent, bool_or(a.passed) as passed
        from public.assessment_attempts a
        where a.user_id = v_user and a.module_id = m.module_id and a.kind = 'quiz' and a.submitted_at is not null
      ) best on true
    ), '[]'::jsonb),
    'practice_exam', case when v_access is null or v_exam.course_id is null
                            or not (v_exam.published or v_access = 'staff') then null
      else jsonb_build_object(
        'available', private.practice_exam_problem(p_course_id, v_exam.question_count) is null,
        'published', v_exam.published,
        'question_count', v_exam.question_count,
        'time_limit_minutes', v_exam.time_limit_minutes,
        'pass_score', v_exam.pass_score,
        'best_score', (
          select max(a.scaled_score) from public.assessment_attempts a
          where a.user_id = v_user and a.course_id = p_course_id and a.kind = 'exam' and a.submitted_at is not null
        ),
        'passed', exists (
          select 1 from public.assessment_attempts a
          where a.user_id = v_user and a.course_id = p_course_id and a.kind = 'exam' and a.passed
        ),
        'open_attempt_id', (
          select a.id from public.assessment_attempts a
          where a.user_id = v_user and a.course_id = p_course_id and a.kind = 'exam' and a.submitted_at is null
        )
      ) end,
    'missing', case when v_access is null then '[]'::jsonb
      else to_jsonb(private.certificate_requirements_missing(v_user, p_course_id)) end
  );
end;
$$;


-- -----------------------------------------------------------------------------
-- 10. Authoring
-- -----------------------------------------------------------------------------
create function public.list_course_questions(
  p_course_id uuid,
  p_search    text default null,
  p_module_id uuid default null,
  p_page      integer default 1,
  p_page_size integer default 25
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user   uuid := private.require_assessment_author(p_course_id);
  v_size   integer := private.list_page_size(p_page_size);
  v_search text := nullif(btrim(coalesce(p_search, '')), '');
  v_total  bigint;
  v_page   integer;
  v_ids    uuid[];
begin
  select count(*) into v_total
  from public.assessment_questions q
  where q.course_id = p_course_id
    and (p_module_id is null or q.module_id = p_module_id)
    and (v_search is null or strpos(lower(q.prompt), lower(v_search)) > 0);
  v_page := private.list_page(p_page, v_total, v_size);
  v_ids := array(
    select q.id from public.assessment_questions q
    where q.course_id = p_course_id
      and (p_module_id is null or q.module_id = p_module_id)
      and (v_search is null or strpos(lower(q.prompt), lower(v_search)) > 0)
    order by q.created_at, q.id
    limit v_size offset (v_page - 1) * v_size
  );
  return private.list_result(v_total, v_page, v_size, (
    select json_agg(private.author_question_json(o.id) order by o.position)
    from unnest(v_ids) with ordinality as o(id, position)
  ));
end;
$$;

-- The first problem of a question's fields, as a reason code (null when none). Shared
-- by save_assessment_question (raises it) and the import (writes its pt-BR message).
create function private.question_problem(
  p_course_id uuid, p_module_id uuid, p_domain_id uuid, p_lesson_id uuid, p_lesson_second integer,
  p_kind text, p_prompt text, p_explanation text, p_option_texts text[], p_option_correct boolean[]
)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when p_kind is null or p_kind not in ('single', 'multiple') then 'question_kind_invalid'
    when coalesce(btrim(p_prompt), '') = '' then 'prompt_required'
    when char_length(btrim(p_prompt)) > 2000 then 'prompt_too_long'
    when coalesce(btrim(p_explanation), '') = '' then 'explanation_required'
    when char_length(btrim(p_explanation)) > 4000 then 'explanation_too_long'
    when exists (select 1 from unnest(p_option_texts) t where coalesce(btrim(t), '') = '') then 'option_text_required'
    when exists (select 1 from unnest(p_option_texts) t where char_length(btrim(t)) > 500) then 'option_text_too_long'
    when private.question_shape_problem(
           p_kind, coalesce(cardinality(p_option_texts), 0),
           (select count(*) from unnest(p_option_correct) as c(ok) where ok)::integer
         ) is not null
      then private.question_shape_problem(
           p_kind, coalesce(cardinality(p_option_texts), 0),
           (select count(*) from unnest(p_option_correct) as c(ok) where ok)::integer)
    when p_module_id is not null
         and not exists (select 1 from public.course_modules m where m.id = p_module_id and m.course_id = p_course_id)
      then 'module_not_in_course'
    when p_domain_id is not null
         and not exists (select 1 from public.exam_domains d where d.id = p_domain_id and d.course_id = p_course_id)
      then 'domain_not_in_course'
    when p_lesson_id is not null
         and not exists (select 1 from public.lessons l where l.id = p_lesson_id and l.course_id = p_course_id)
      then 'lesson_not_in_course'
    when p_lesson_second is not null and p_lesson_id is null then 'lesson_second_needs_lesson'
    when p_lesson_second is not null and (
           p_lesson_second < 0
           or p_lesson_second > (select l.duration_minutes * 60 from public.lessons l where l.id = p_lesson_id)
         ) then 'invalid_lesson_second'
  end;
$$;

create function private.raise_question_problem(p_problem text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  case p_problem
    when 'question_kind_invalid' then perform private.raise_api_error('question_kind_invalid');
    when 'prompt_required' then perform private.raise_api_error('prompt_required');
    when 'prompt_too_long' then perform private.raise_api_error('prompt_too_long');
    when 'explanation_required' then perform private.raise_api_error('explanation_required');
    when 'explanation_too_long' then perform private.raise_api_error('explanation_too_long');
    when 'option_text_required' then perform private.raise_api_error('option_text_required');
    when 'option_text_too_long' then perform private.raise_api_error('option_text_too_long');
    when 'options_count_invalid' then perform private.raise_api_error('options_count_invalid');
    when 'single_needs_one_correct' then perform private.raise_api_error('single_needs_one_correct');
    when 'multiple_needs_two_correct' then perform private.raise_api_error('multiple_needs_two_correct');
    when 'module_not_in_course' then perform private.raise_api_error('module_not_in_course');
    when 'domain_not_in_course' then perform private.raise_api_error('domain_not_in_course');
    when 'lesson_not_in_course' then perform private.raise_api_error('lesson_not_in_course');
    when 'lesson_second_needs_lesson' then perform private.raise_api_error('lesson_second_needs_lesson');
    when 'invalid_lesson_second' then perform private.raise_api_error('invalid_lesson_second');
    else null;
  end case;
end;
$$;

create function public.save_assessment_question(p_question jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id       uuid;
  v_course   uuid;
  v_user     uuid;
  v_texts    text[];
  v_correct  boolean[];
  v_opt_ids  uuid[];
  v_module   uuid;
  v_domain   uuid;
  v_lesson   uuid;
  v_second   integer;
  v_kind     text;
  v_option   jsonb;
  v_position integer := 0;
begin
  p_question := private.json_argument(p_question);
  v_kind := p_question ->> 'kind';
  if p_question is null or jsonb_typeof(p_question) <> 'object'
     or jsonb_typeof(p_question -> 'options') is distinct from 'array' then
    perform private.raise_api_error('question_invalid');
  end if;
  begin
    v_id     := nullif(p_question ->> 'id', '')::uuid;
    v_course := nullif(p_question ->> 'course_id', '')::uuid;
    v_module := nullif(p_question ->> 'module_id', '')::uuid;
    v_domain := nullif(p_question ->> 'domain_id', '')::uuid;
    v_lesson := nullif(p_question ->> 'lesson_id', '')::uuid;
    v_second := nullif(p_question ->> 'lesson_second', '')::integer;
    v_texts   := array(select o ->> 'text' from jsonb_array_elements(p_question -> 'options') with ordinality as e(o, n) order by n);
    v_correct := array(select coalesce((o ->> 'is_correct')::boolean, false)
                       from jsonb_array_elements(p_question -> 'options') with ordinality as e(o, n) order by n);
    v_opt_ids := array(select nullif(o ->> 'id', '')::uuid
                       from jsonb_array_elements(p_question -> 'options') with ordinality as e(o, n) order by n);
  exception when invalid_text_representation or numeric_value_out_of_range then
    perform private.raise_api_error('question_invalid');
  end;

  if v_id is not null then
    select q.course_id into v_course from public.assessment_questions q where q.id = v_id for update;
    if not found then
      perform private.raise_api_error('assessment_question_not_found');
    end if;
  elsif v_course is null then
    perform private.raise_api_error('course_not_found');
  end if;
  v_user := private.require_assessment_author(v_course);

  perform private.raise_question_problem(private.question_problem(
    v_course, v_module, v_domain, v_lesson, v_second, v_kind,
    p_question ->> 'prompt', p_question ->> 'explanation', v_texts, v_correct
  ));

  if v_id is null then
    insert into public.assessment_questions
      (course_id, module_id, domain_id, kind, prompt, explanation, lesson_id, lesson_second)
    values (v_course, v_module, v_domain, v_kind, btrim(p_question ->> 'prompt'), btrim(p_question ->> 'explanation'),
            v_lesson, v_second)
    returning id into v_id;
  else
    update public.assessment_questions q
       set module_id = v_module, domain_id = v_domain, kind = v_kind,
           prompt = btrim(p_question ->> 'prompt'), explanation = btrim(p_question ->> 'explanation'),
           lesson_id = v_lesson, lesson_second = v_second, updated_at = now()
     where q.id = v_id;
    if exists (
      select 1 from unnest(v_opt_ids) as given(id)
      where given.id is not null
        and not exists (select 1 from public.assessment_options o where o.id = given.id and o.question_id = v_id)
    ) then
      perform private.raise_api_error('option_not_in_question');
    end if;
    -- Options kept by id stay the same rows (answers and statistics keep pointing at them).
    delete from public.assessment_options o
     where o.question_id = v_id and not (o.id = any (array_remove(v_opt_ids, null)));
  end if;

  for v_position in 1 .. cardinality(v_texts) loop
    if v_opt_ids[v_position] is not null then
      update public.assessment_options o
         set position = v_position, text = btrim(v_texts[v_position]), is_correct = v_correct[v_position]
       where o.id = v_opt_ids[v_position];
    else
      insert into public.assessment_options (question_id, position, text, is_correct)
      values (v_id, v_position, btrim(v_texts[v_position]), v_correct[v_position]);
    end if;
  end loop;

  return private.author_question_json(v_id);
end;
$$;

create function public.delete_assessment_question(p_question_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_course uuid;
begin
  select q.course_id into v_course from public.assessment_questions q where q.id = p_question_id;
  if not found then
    perform private.raise_api_error('assessment_question_not_found');
  end if;
  perform private.require_assessment_author(v_course);
  delete from public.assessment_questions q where q.id = p_question_id;
  return jsonb_build_object('deleted_id', p_question_id);
end;
$$;

-- pt-BR text of a question problem, for the import's row errors.
create function private.question_problem_message(p_problem text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_problem
    when 'question_kind_invalid' then 'O tipo deve ser "unica" ou "multipla".'
    when 'prompt_required' then 'Preencha o enunciado.'
    when 'prompt_too_long' then 'O enunciado deve ter no máximo 2000 caracteres.'
    when 'explanation_required' then 'Preencha a explicação.'
    when 'explanation_too_long' then 'A explicação deve ter no máximo 4000 caracteres.'
    when 'option_text_required' then 'Preencha as opções em ordem, sem pular letras.'
    when 'option_text_too_long' then 'Cada opção deve ter no máximo 500 caracteres.'
    when 'options_count_invalid' then 'Uma questão tem de 2 a 6 opções.'
    when 'single_needs_one_correct' then 'Uma questão de resposta única tem exatamente uma opção correta.'
    when 'multiple_needs_two_correct' then 'Uma questão de múltipla escolha tem pelo menos duas opções corretas e uma incorreta.'
    when 'invalid_lesson_second' then 'O segundo deve estar dentro da duração da aula.'
    when 'lesson_second_needs_lesson' then 'Informe a aula para usar o segundo.'
    else 'Linha inválida.'
  end;
$$;

-- 754, 12:34 or 1:02:03 -> seconds; '' -> null; anything else -> -1.
create function private.parse_lesson_second(p_text text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case
    when coalesce(btrim(p_text), '') = '' then null
    when btrim(p_text) ~ '^[0-9]{1,5}$' then btrim(p_text)::integer
    when btrim(p_text) ~ '^[0-9]{1,4}:[0-5][0-9]$'
      then split_part(btrim(p_text), ':', 1)::integer * 60 + split_part(btrim(p_text), ':', 2)::integer
    when btrim(p_text) ~ '^[0-9]{1,2}:[0-5][0-9]:[0-5][0-9]$'
      then split_part(btrim(p_text), ':', 1)::integer * 3600 + split_part(btrim(p_text), ':', 2)::integer * 60
           + split_part(btrim(p_text), ':', 3)::integer
    else -1
  end;
$$;

create function public.import_assessment_questions(p_course_id uuid, p_rows jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user     uuid := private.require_assessment_author(p_course_id);
  v_errors   jsonb := '[]'::jsonb;
  v_valid    jsonb := '[]'::jsonb;
  v_row      jsonb;
  v_line     integer;
  v_letters  text[] := array['a', 'b', 'c', 'd', 'e', 'f'];
  v_texts    text[];
  v_correct  boolean[];
  v_letter   text;
  v_count    integer;
  v_kind     text;
  v_module   uuid;
  v_domain   uuid;
  v_lesson   uuid;
  v_second   integer;
  v_problem  text;
  v_item     jsonb;
  v_id       uuid;
  i          integer;
begin
  p_rows := private.json_argument(p_rows);
  if p_rows is null or jsonb_typeof(p_rows) <> 'array' then
    perform private.raise_api_error('import_rows_invalid');
  end if;
  if jsonb_array_length(p_rows) = 0 then
    perform private.raise_api_error('import_rows_invalid');
  end if;
  if jsonb_array_length(p_rows) > 500 then
    perform private.raise_api_error('import_too_many_rows');
  end if;

  for v_row, v_line in
    select e.value, (e.ordinality + 1)::integer from jsonb_array_elements(p_rows) with ordinality as e
  loop
    -- Line numbers count the header as line 1: the first data row is line 2.
    if jsonb_typeof(v_row) <> 'object' then
      v_errors := v_errors || jsonb_build_object('row', v_line, 'message', 'Linha inválida.');
      continue;
    end if;

    v_module := null; v_domain := null; v_lesson := null;
    v_kind := case lower(btrim(coalesce(v_row ->> 'tipo', '')))
                when 'unica' then 'single' when 'única' then 'single'
                when 'multipla' then 'multiple' when 'múltipla' then 'multiple' end;

    if coalesce(btrim(v_row ->> 'modulo'), '') <> '' then
      select m.id into v_module from public.course_modules m
       where m.course_id = p_course_id and lower(btrim(m.title)) = lower(btrim(v_row ->> 'modulo'))
       order by m.order_index, m.created_at, m.id limit 1;
      if v_module is null then
        v_errors := v_errors || jsonb_build_object('row', v_line,
          'message', format('O módulo "%s" não existe neste curso.', btrim(v_row ->> 'modulo')));
      end if;
    end if;
    if coalesce(btrim(v_row ->> 'dominio'), '') <> '' then
      select d.id into v_domain from public.exam_domains d
       where d.course_id = p_course_id and lower(btrim(d.name)) = lower(btrim(v_row ->> 'dominio'));
      if v_domain is null then
        v_errors := v_errors || jsonb_build_object('row', v_line,
          'message', format('O domínio "%s" não existe neste curso.', btrim(v_row ->> 'dominio')));
      end if;
    end if;
    if coalesce(btrim(v_row ->> 'aula'), '') <> '' then
      select l.id into v_lesson from public.lessons l
       join public.course_modules m on m.id = l.module_id
       where l.course_id = p_course_id and lower(btrim(l.title)) = lower(btrim(v_row ->> 'aula'))
       order by m.order_index, m.created_at, m.id, l.order_index, l.created_at, l.id limit 1;
      if v_lesson is null then
        v_errors := v_errors || jsonb_build_object('row', v_line,
          'message', format('A aula "%s" não existe neste curso.', btrim(v_row ->> 'aula')));
      end if;
    end if;
    v_second := private.parse_lesson_second(v_row ->> 'segundo');
    if v_second = -1 then
      v_errors := v_errors || jsonb_build_object('row', v_line,
        'message', 'O segundo deve ser um número de segundos (754) ou minutos:segundos (12:34).');
      v_second := null;
    end if;

    -- Options: the filled letters, which must come first (a, b, … without gaps).
    v_count := 0;
    for i in 1 .. 6 loop
      if coalesce(btrim(v_row ->> ('opcao_' || v_letters[i])), '') <> '' then
        v_count := i;
      end if;
    end loop;
    v_texts := array(select coalesce(v_row ->> ('opcao_' || v_letters[n]), '') from generate_series(1, v_count) as g(n) order by n);
    v_correct := array(select false from generate_series(1, v_count));
    for v_letter in
      select lower(btrim(x)) from unnest(string_to_array(coalesce(v_row ->> 'corretas', ''), ',')) as x
      where btrim(x) <> ''
    loop
      i := array_position(v_letters, v_letter);
      if i is null or i > v_count then
        v_errors := v_errors || jsonb_build_object('row', v_line,
          'message', 'Corretas deve listar letras de opções preenchidas, como "B" ou "A,C".');
        exit;
      end if;
      v_correct[i] := true;
    end loop;

    v_problem := private.question_problem(
      p_course_id, v_module, v_domain, v_lesson, v_second,
      coalesce(v_kind, 'invalid'), v_row ->> 'enunciado', v_row ->> 'explicacao', v_texts, v_correct
    );
    if v_problem is not null and v_problem not in ('module_not_in_course', 'domain_not_in_course', 'lesson_not_in_course') then
      v_errors := v_errors || jsonb_build_object('row', v_line, 'message', private.question_problem_message(v_problem));
    end if;

    v_valid := v_valid || jsonb_build_object(
      'module_id', v_module, 'domain_id', v_domain, 'lesson_id', v_lesson, 'lesson_second', v_second,
      'kind', v_kind, 'prompt', btrim(v_row ->> 'enunciado'), 'explanation', btrim(v_row ->> 'explicacao'),
      'texts', to_jsonb(v_texts), 'correct', to_jsonb(v_correct)
    );
  end loop;

  if jsonb_array_length(v_errors) > 0 then
    return jsonb_build_object('errors', v_errors);
  end if;

  for v_item in select value from jsonb_array_elements(v_valid) loop
    insert into public.assessment_questions
      (course_id, module_id, domain_id, kind, prompt, explanation, lesson_id, lesson_second)
    values (p_course_id, (v_item ->> 'module_id')::uuid, (v_item ->> 'domain_id')::uuid, v_item ->> 'kind',
            v_item ->> 'prompt', v_item ->> 'explanation', (v_item ->> 'lesson_id')::uuid,
            (v_item ->> 'lesson_second')::integer)
    returning id into v_id;
    insert into public.assessment_options (question_id, position, text, is_correct)
    select v_id, t.n, btrim(t.value), (v_item -> 'correct' ->> (t.n - 1)::integer)::boolean
    from jsonb_array_elements_text(v_item -> 'texts') with ordinality as t(value, n);
  end loop;

  return jsonb_build_object('imported', jsonb_array_length(v_valid));
end;
$$;

-- The bank in the CSV's columns (the browser writes the file), in bank order.
create function public.export_assessment_questions(p_course_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_assessment_author(p_course_id);
begin
  return coalesce((
    select jsonb_agg(jsonb_build_object(
             'modulo', coalesce(m.title, ''),
             'dominio', coalesce(d.name, ''),
             'tipo', case q.kind when 'single' then 'unica' else 'multipla' end,
             'enunciado', q.prompt,
             'opcao_a', coalesce((select o.text from public.assessment_options o where o.question_id = q.id and o.position = 1), ''),
             'opcao_b', coalesce((select o.text from public.assessment_options o where o.question_id = q.id and o.position = 2), ''),
             'opcao_c', coalesce((select o.text from public.assessment_options o where o.question_id = q.id and o.position = 3), ''),
             'opcao_d', coalesce((select o.text from public.assessment_options o where o.question_id = q.id and o.position = 4), ''),
             'opcao_e', coalesce((select o.text from public.assessment_options o where o.question_id = q.id and o.position = 5), ''),
             'opcao_f', coalesce((select o.text from public.assessment_options o where o.question_id = q.id and o.position = 6), ''),
             'corretas', (select string_agg(upper(chr(96 + o.position)), ',' order by o.position)
                          from public.assessment_options o where o.question_id = q.id and o.is_correct),
             'explicacao', q.explanation,
             'aula', coalesce(l.title, ''),
             'segundo', case when l.id is not null and q.lesson_second is not null
                             then (q.lesson_second / 60) || ':' || lpad((q.lesson_second % 60)::text, 2, '0')
                             else '' end
           ) order by q.created_at, q.id)
    from public.assessment_questions q
    left join public.course_modules m on m.id = q.module_id
    left join public.exam_domains d on d.id = q.domain_id
    left join public.lessons l on l.id = q.lesson_id and l.course_id = q.course_id
    where q.course_id = p_course_id
  ), '[]'::jsonb);
end;
$$;


-- -----------------------------------------------------------------------------
-- 11. Settings
-- -----------------------------------------------------------------------------
create function private.exam_domains_json(p_course_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', d.id, 'name', d.name, 'weight_percent', d.weight_percent,
           'question_count', (select count(*) from public.assessment_questions q where q.domain_id = d.id)
         ) order by d.weight_percent desc, d.name), '[]'::jsonb)
  from public.exam_domains d where d.course_id = p_course_id;
$$;

-- The domains as a whole: rows with an id are updated, without one inserted, missing
-- ones deleted (their questions keep no domain).
create function public.save_exam_domains(p_course_id uuid, p_domains jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user  uuid := private.require_assessment_author(p_course_id);
  v_item  jsonb;
  v_ids   uuid[];
  v_name  text;
  v_weight integer;
  v_id    uuid;
begin
  p_domains := private.json_argument(p_domains);
  if p_domains is null or jsonb_typeof(p_domains) <> 'array' then
    perform private.raise_api_error('domains_invalid');
  end if;
  begin
    v_ids := array(select nullif(e ->> 'id', '')::uuid from jsonb_array_elements(p_domains) e);
  exception when invalid_text_representation then
    perform private.raise_api_error('domains_invalid');
  end;
  if exists (
    select 1 from unnest(v_ids) as given(id)
    where given.id is not null
      and not exists (select 1 from public.exam_domains d where d.id = given.id and d.course_id = p_course_id)
  ) then
    perform private.raise_api_error('domain_not_in_course');
  end if;
  if (select count(distinct lower(btrim(e ->> 'name'))) from jsonb_array_elements(p_domains) e)
     < jsonb_array_length(p_domains) then
    perform private.raise_api_error('domain_name_repeated');
  end if;

  -- Serialise edits of one course's domains and simulado.
  perform 1 from public.courses c where c.id = p_course_id for update;

  delete from public.exam_domains d
   where d.course_id = p_course_id and not (d.id = any (array_remove(v_ids, null)));
  -- Names move freely between rows: clear them first so the unique key never trips mid-way.
  update public.exam_domains d set name = d.id::text where d.course_id = p_course_id;

  for v_item in select value from jsonb_array_elements(p_domains) loop
    v_name := btrim(coalesce(v_item ->> 'name', ''));
    if v_name = '' then
      perform private.raise_api_error('domain_name_required');
    end if;
    if char_length(v_name) > 100 then
      perform private.raise_api_error('domain_name_too_long');
    end if;
    begin
      v_weight := (v_item ->> 'weight_percent')::integer;
    exception when invalid_text_representation or numeric_value_out_of_range then
      v_weight := null;
    end;
    if v_weight is null or v_weight not between 1 and 100 then
      perform private.raise_api_error('domain_weight_invalid');
    end if;
    v_id := nullif(v_item ->> 'id', '')::uuid;
    if v_id is null then
      insert into public.exam_domains (course_id, name, weight_percent) values (p_course_id, v_name, v_weight);
    else
      update public.exam_domains d set name = v_name, weight_percent = v_weight where d.id = v_id;
    end if;
  end loop;

  if exists (select 1 from public.practice_exams pe where pe.course_id = p_course_id and pe.published)
     and coalesce((select sum(d.weight_percent) from public.exam_domains d where d.course_id = p_course_id), 0) <> 100 then
    perform private.raise_api_error('domain_weights_not_100');
  end if;

  return private.exam_domains_json(p_course_id);
end;
$$;

create function public.save_module_quiz(p_module_id uuid, p_question_count integer default 5, p_pass_percent integer default 70)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_course uuid;
  v_row    public.module_quizzes;
begin
  select m.course_id into v_course from public.course_modules m where m.id = p_module_id;
  if not found then
    perform private.raise_api_error('module_not_found');
  end if;
  perform private.require_assessment_author(v_course);
  if p_question_count is null or p_question_count not between 1 and 50
     or p_pass_percent is null or p_pass_percent not between 1 and 100 then
    perform private.raise_api_error('quiz_settings_invalid');
  end if;
  insert into public.module_quizzes (module_id, question_count, pass_percent)
  values (p_module_id, p_question_count, p_pass_percent)
  on conflict (module_id) do update
    set question_count = excluded.question_count, pass_percent = excluded.pass_percent, updated_at = now()
  returning * into v_row;
  return jsonb_build_object(
    'module_id', v_row.module_id, 'question_count', v_row.question_count, 'pass_percent', v_row.pass_percent,
    'available_questions', (select count(*) from public.assessment_questions q where q.module_id = p_module_id),
    'has_quiz', private.module_quiz_available(p_module_id)
  );
end;
$$;

create function public.delete_module_quiz(p_module_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_course uuid;
begin
  select m.course_id into v_course from public.course_modules m where m.id = p_module_id;
  if not found then
    perform private.raise_api_error('module_not_found');
  end if;
  perform private.require_assessment_author(v_course);
  delete from public.module_quizzes mq where mq.module_id = p_module_id;
  return jsonb_build_object('module_id', p_module_id, 'has_quiz', false);
end;
$$;

create function public.save_practice_exam(
  p_course_id          uuid,
  p_question_count     integer default 65,
  p_time_limit_minutes integer default 130,
  p_pass_score         integer default 720,
  p_published          boolean default false
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user    uuid := private.require_assessment_author(p_course_id);
  v_problem text;
  v_row     public.practice_exams;
begin
  if p_question_count is null or p_question_count not between 1 and 200
     or p_time_limit_minutes is null or p_time_limit_minutes not between 1 and 600
     or p_pass_score is null or p_pass_score not between 100 and 1000 then
    perform private.raise_api_error('practice_exam_settings_invalid');
  end if;
  perform 1 from public.courses c where c.id = p_course_id for update;
  if coalesce(p_published, false) then
    v_problem := private.practice_exam_problem(p_course_id, p_question_count);
    if v_problem = 'domain_weights_not_100' then
      perform private.raise_api_error('domain_weights_not_100');
    elsif v_problem = 'practice_exam_bank_too_small' then
      perform private.raise_api_error('practice_exam_bank_too_small');
    end if;
  elsif exists (select 1 from public.courses c where c.id = p_course_id and c.requires_practice_exam) then
    -- A certificate that requires a simulado nobody can take would never be issued.
    perform private.raise_api_error('practice_exam_required_by_certificate');
  end if;
  insert into public.practice_exams (course_id, question_count, time_limit_minutes, pass_score, published)
  values (p_course_id, p_question_count, p_time_limit_minutes, p_pass_score, coalesce(p_published, false))
  on conflict (course_id) do update
    set question_count = excluded.question_count, time_limit_minutes = excluded.time_limit_minutes,
        pass_score = excluded.pass_score, published = excluded.published, updated_at = now()
  returning * into v_row;
  return jsonb_build_object(
    'course_id', v_row.course_id, 'question_count', v_row.question_count,
    'time_limit_minutes', v_row.time_limit_minutes, 'pass_score', v_row.pass_score, 'published', v_row.published,
    'domains', (select coalesce(jsonb_agg(jsonb_build_object('domain_id', s.domain_id, 'name', s.name,
                  'weight_percent', s.weight_percent, 'seats', s.seats, 'available', s.available)
                  order by s.weight_percent desc, s.name), '[]'::jsonb)
                from private.practice_exam_seats(p_course_id, v_row.question_count) s)
  );
end;
$$;

create function public.set_course_requirements(
  p_course_id     uuid,
  p_quizzes       boolean,
  p_practice_exam boolean,
  p_watching      boolean
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_assessment_author(p_course_id);
begin
  perform 1 from public.courses c where c.id = p_course_id for update;
  if coalesce(p_practice_exam, false)
     and not exists (select 1 from public.practice_exams pe where pe.course_id = p_course_id and pe.published) then
    perform private.raise_api_error('practice_exam_not_published');
  end if;
  update public.courses c
     set requires_quizzes = coalesce(p_quizzes, false),
         requires_practice_exam = coalesce(p_practice_exam, false),
         requires_watching = coalesce(p_watching, false)
   where c.id = p_course_id;

  -- Fewer requirements: the students who completed the course and now meet them get
  -- their certificate now.
  insert into public.certificates (user_id, course_id)
  select e.user_id, e.course_id
  from public.enrollments e
  where e.course_id = p_course_id and e.completed
    and not exists (select 1 from public.certificates ce where ce.user_id = e.user_id and ce.course_id = e.course_id)
    and cardinality(private.certificate_requirements_missing(e.user_id, e.course_id)) = 0
  on conflict (user_id, course_id) do nothing;

  return jsonb_build_object(
    'quizzes', coalesce(p_quizzes, false),
    'practice_exam', coalesce(p_practice_exam, false),
    'watching', coalesce(p_watching, false)
  );
end;
$$;

-- Everything the back office's settings screen shows for a course.
create function public.get_assessment_settings(p_course_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_assessment_author(p_course_id);
begin
  return jsonb_build_object(
    'requirements', (
      select jsonb_build_object('quizzes', c.requires_quizzes, 'practice_exam', c.requires_practice_exam,
                                'watching', c.requires_watching)
      from public.courses c where c.id = p_course_id
    ),
    'domains', private.exam_domains_json(p_course_id),
    'modules', coalesce((
      select jsonb_agg(jsonb_build_object(
               'module_id', m.module_id, 'module_number', m.module_number, 'title', m.title,
               'available_questions', (select count(*) from public.assessment_questions q where q.module_id = m.module_id),
               'quiz', case when mq.module_id is null then null else jsonb_build_object(
                 'question_count', mq.question_count, 'pass_percent', mq.pass_percent) end,
               'has_quiz', private.module_quiz_available(m.module_id)
             ) order by m.module_number)
      from private.numbered_modules(p_course_id) m
      left join public.module_quizzes mq on mq.module_id = m.module_id
    ), '[]'::jsonb),
    'practice_exam', (
      select jsonb_build_object(
        'question_count', pe.question_count, 'time_limit_minutes', pe.time_limit_minutes,
        'pass_score', pe.pass_score, 'published', pe.published,
        'problem', private.practice_exam_problem(p_course_id, pe.question_count),
        'domains', (select coalesce(jsonb_agg(jsonb_build_object('domain_id', s.domain_id, 'name', s.name,
                      'weight_percent', s.weight_percent, 'seats', s.seats, 'available', s.available)
                      order by s.weight_percent desc, s.name), '[]'::jsonb)
                    from private.practice_exam_seats(p_course_id, pe.question_count) s)
      )
      from public.practice_exams pe where pe.course_id = p_course_id
    ),
    'question_total', (select count(*) from public.assessment_questions q where q.course_id = p_course_id)
  );
end;
$$;


-- -----------------------------------------------------------------------------
-- 12. Teacher statistics: per question (graded answers that chose something), the
--     share right and the wrong option chosen most; per quiz and for the simulado,
--     submitted attempts and pass rate. Shares are percentages with one decimal.
--     The per-question figures are counters the grading keeps (answer_count,
--     correct_answer_count, wrong_choice_count): a page reads 25 questions, never the
--     answers, whatever their number. Counters count answers as they were graded;
--     changing a question's key later does not regrade them.
-- -----------------------------------------------------------------------------
create function public.get_question_statistics(p_course_id uuid, p_page integer default 1, p_page_size integer default 25)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user  uuid := private.require_assessment_author(p_course_id);
  v_size  integer := private.list_page_size(p_page_size);
  v_total bigint;
  v_page  integer;
  v_ids   uuid[];
  v_rows  json;
begin
  select count(*) into v_total from public.assessment_questions q where q.course_id = p_course_id;
  v_page := private.list_page(p_page, v_total, v_size);
  v_ids := array(
    select q.id from public.assessment_questions q
    where q.course_id = p_course_id
    order by q.created_at, q.id
    limit v_size offset (v_page - 1) * v_size
  );

  select json_agg(json_build_object(
           'question_id', q.id,
           'prompt', q.prompt,
           'kind', q.kind,
           'module_id', q.module_id,
           'domain', d.name,
           'answers', q.answer_count,
           'correct_percent', case when q.answer_count > 0
                                   then round(100.0 * q.correct_answer_count / q.answer_count, 1) end,
           'top_wrong_option', (
             select json_build_object('id', o.id, 'text', o.text,
                                      'percent', round(100.0 * o.wrong_choice_count / q.answer_count, 1))
             from public.assessment_options o
             where o.question_id = q.id and not o.is_correct and o.wrong_choice_count > 0
             order by o.wrong_choice_count desc, o.position
             limit 1
           )
         ) order by page.position)
    into v_rows
  from unnest(v_ids) with ordinality as page(id, position)
  join public.assessment_questions q on q.id = page.id
  left join public.exam_domains d on d.id = q.domain_id;

  return json_build_object(
    'total', v_total,
    'page', v_page,
    'page_size', v_size,
    'rows', coalesce(v_rows, '[]'::json),
    'quizzes', coalesce((
      select json_agg(json_build_object(
               'module_id', m.module_id, 'module_number', m.module_number, 'module_title', m.title,
               'attempts', x.attempts, 'passed', x.passed,
               'pass_percent', case when x.attempts > 0 then round(100.0 * x.passed / x.attempts, 1) end
             ) order by m.module_number)
      from private.numbered_modules(p_course_id) m
      join public.module_quizzes mq on mq.module_id = m.module_id
      cross join lateral (
        select count(*) as attempts, count(*) filter (where a.passed) as passed
        from public.assessment_attempts a
        where a.module_id = m.module_id and a.kind = 'quiz' and a.submitted_at is not null
      ) x
    ), '[]'::json),
    'practice_exam', (
      select json_build_object(
        'attempts', count(*), 'passed', count(*) filter (where a.passed),
        'pass_percent', case when count(*) > 0 then round(100.0 * count(*) filter (where a.passed) / count(*), 1) end
      )
      from public.assessment_attempts a
      where a.course_id = p_course_id and a.kind = 'exam' and a.submitted_at is not null
    )
  );
end;
$$;


-- -----------------------------------------------------------------------------
-- 13. Certificates wait for the requirements and remember them and the grade
-- -----------------------------------------------------------------------------
alter table public.certificates
  add column required_quizzes         boolean not null default false,
  add column required_practice_exam   boolean not null default false,
  add column required_watching        boolean not null default false,
  add column quiz_average_percent     integer check (quiz_average_percent between 0 and 100),
  add column practice_exam_best_score integer check (practice_exam_best_score between 100 and 1000);

comment on column public.certificates.required_quizzes is 'The course required passing its module quizzes when this was issued.';
comment on column public.certificates.required_practice_exam is 'The course required passing its simulado when this was issued.';
comment on column public.certificates.required_watching is 'The course required watching 90 % of each lesson when this was issued.';
comment on column public.certificates.quiz_average_percent is 'Average of the best score of each module quiz taken (null: none taken).';
comment on column public.certificates.practice_exam_best_score is 'Best simulado scaled score (null: none taken).';

create or replace function private.fill_certificate_snapshot()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_course public.courses;
begin
  select * into v_course from public.courses c where c.id = new.course_id;
  if not found then
    return new;  -- the foreign key refuses the row
  end if;
  new.title            := v_course.title;
  new.holder_name      := private.certificate_holder_name(new.user_id);
  new.workload_minutes := private.certificate_workload_minutes(new.course_id);
  new.syllabus         := private.certificate_syllabus(new.course_id);
  new.issued_at        := coalesce(new.issued_at, now());
  new.issued_on        := private.sao_paulo_date(new.issued_at);
  new.required_quizzes       := v_course.requires_quizzes;
  new.required_practice_exam := v_course.requires_practice_exam;
  new.required_watching      := v_course.requires_watching;
  new.quiz_average_percent := (
    select round(avg(best.percent))::integer
    from (
      select max(a.score_percent) as percent
      from public.assessment_attempts a
      where a.user_id = new.user_id and a.course_id = new.course_id and a.kind = 'quiz' and a.submitted_at is not null
      group by a.module_id
    ) best
  );
  new.practice_exam_best_score := (
    select max(a.scaled_score) from public.assessment_attempts a
    where a.user_id = new.user_id and a.course_id = new.course_id and a.kind = 'exam' and a.submitted_at is not null
  );
  return new;
end;
$$;

create or replace function private.refuse_certificate_changes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.revoked_at is null and new.revoked_at is not null
     and (new.id, new.user_id, new.course_id, new.title, new.verification_code, new.issued_at,
          new.holder_name, new.workload_minutes, new.syllabus, new.issued_on, new.issue_reason,
          new.required_quizzes, new.required_practice_exam, new.required_watching,
          new.quiz_average_percent, new.practice_exam_best_score)
         is not distinct from
         (old.id, old.user_id, old.course_id, old.title, old.verification_code, old.issued_at,
          old.holder_name, old.workload_minutes, old.syllabus, old.issued_on, old.issue_reason,
          old.required_quizzes, old.required_practice_exam, old.required_watching,
          old.quiz_average_percent, old.practice_exam_best_score)
  then
    return new;
  end if;
  raise exception 'certificate_immutable' using errcode = '42501';
end;
$$;

-- Whoever issues (completion, an administrator with a reason): what the course
-- requires comes first; a reason does not replace a quiz.
create or replace function private.require_certificate_grounds()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    raise exception 'certificate_issue_rpc_only' using errcode = '42501';
  end if;
  if not exists (select 1 from public.lessons l where l.course_id = new.course_id) then
    perform private.raise_api_error('course_without_lessons');
  end if;
  if new.issue_reason is null and not exists (
    select 1 from public.enrollments e
    where e.user_id = new.user_id and e.course_id = new.course_id and e.completed
  ) then
    perform private.raise_api_error('issue_reason_required');
  end if;
  if cardinality(private.certificate_requirements_missing(new.user_id, new.course_id)) > 0 then
    perform private.raise_api_error('certificate_requirements_unmet');
  end if;
  return new;
end;
$$;

-- Completion issues the certificate only when the requirements are met; otherwise the
-- grading, the watch position or the requirements change that meets them issues it.
create or replace function private.issue_certificate_on_completion()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.completed and (tg_op = 'INSERT' or not old.completed) then
    perform private.issue_certificate_if_earned(new.user_id, new.course_id);
  end if;
  return null;
end;
$$;

create function private.issue_certificate_after_watching()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_course uuid;
begin
  select l.course_id into v_course
  from public.lessons l join public.courses c on c.id = l.course_id
  where l.id = new.lesson_id and c.requires_watching;
  if v_course is not null and (tg_op = 'INSERT' or new.furthest_seconds > old.furthest_seconds) then
    perform private.issue_certificate_if_earned(new.user_id, v_course);
  end if;
  return null;
end;
$$;

create trigger watch_positions_issue_certificate
  after insert or update on public.watch_positions
  for each row execute function private.issue_certificate_after_watching();

create or replace function public.verify_certificate(p_code text)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'verification_code', ce.verification_code,
    'holder_name', ce.holder_name,
    'course_title', ce.title,
    'workload_minutes', ce.workload_minutes,
    'syllabus', ce.syllabus,
    'issued_on', ce.issued_on,
    'revoked_on', ce.revoked_on,
    'requirements', json_build_object(
      'quizzes', ce.required_quizzes,
      'practice_exam', ce.required_practice_exam,
      'watching', ce.required_watching
    ),
    'quiz_average_percent', ce.quiz_average_percent,
    'practice_exam_best_score', ce.practice_exam_best_score
  )
  from public.certificates ce
  where ce.verification_code = private.normalize_certificate_code(p_code);
$$;


-- -----------------------------------------------------------------------------
-- 14. The personal data export carries the student's attempts (learning group)
-- -----------------------------------------------------------------------------
create or replace function private.my_data_learning(p_user uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'matriculas', coalesce((
      select jsonb_agg(jsonb_build_object(
               'curso_id', c.id,
               'curso', c.title,
               'slug', c.slug,
               'inscrito_em', e.enrolled_at,
               'progresso_percentual', e.progress,
               'concluido', e.completed,
               'aulas_concluidas', (
                 select count(*)
                 from public.lesson_progress lp
                 join public.lessons l on l.id = lp.lesson_id
                 where lp.user_id = p_user and lp.completed and l.course_id = c.id
               ),
               'total_de_aulas', c.lesson_count
             ) order by e.enrolled_at desc, e.id)
      from public.enrollments e
      join public.courses c on c.id = e.course_id
      where e.user_id = p_user
    ), '[]'::jsonb),
    -- Every completed lesson, whichever course it belongs to now.
    'aulas_concluidas', coalesce((
      select jsonb_agg(jsonb_build_object(
               'aula_id', l.id,
               'aula', l.title,
               'curso_id', l.course_id,
               'concluida_em', lp.completed_at
             ) order by lp.completed_at, l.id)
      from public.lesson_progress lp
      join public.lessons l on l.id = lp.lesson_id
      where lp.user_id = p_user
    ), '[]'::jsonb),
    -- Where the video of each lesson stopped ('Continuar').
    'posicoes_nos_videos', coalesce((
      select jsonb_agg(jsonb_build_object(
               'aula_id', l.id,
               'aula', l.title,
               'curso_id', l.course_id,
               'segundos', w.position_seconds,
               'atualizada_em', w.updated_at
             ) order by w.updated_at desc, l.id)
      from public.watch_positions w
      join public.lessons l on l.id = w.lesson_id
      where w.user_id = p_user
    ), '[]'::jsonb),
    -- Every submitted quiz and simulado: when, the score and whether it passed.
    'tentativas_de_avaliacao', coalesce((
      select jsonb_agg(jsonb_build_object(
               'curso_id', a.course_id,
               'tipo', case a.kind when 'quiz' then 'quiz' else 'simulado' end,
               'modulo_id', a.module_id,
               'iniciada_em', a.started_at,
               'enviada_em', a.submitted_at,
               'acertos', a.correct_count,
               'questoes', a.question_count,
               'percentual', a.score_percent,
               'nota_simulado', a.scaled_score,
               'aprovado', a.passed
             ) order by a.started_at desc, a.id)
      from public.assessment_attempts a
      where a.user_id = p_user
    ), '[]'::jsonb)
  );
$$;


-- =============================================================================
-- EXECUTE
-- =============================================================================
revoke all on function
  private.json_argument(jsonb),
  private.keep_furthest_watch_position(),
  private.question_shape_problem(text, integer, integer),
  private.check_assessment_question_shape(),
  private.clear_assessment_lesson_refs(),
  private.require_assessment_author(uuid),
  private.require_assessment_taker(uuid),
  private.lock_own_attempt(uuid, text),
  private.numbered_modules(uuid),
  private.module_quiz_available(uuid),
  private.lesson_watched(uuid, public.lessons),
  private.certificate_requirements_missing(uuid, uuid),
  private.issue_certificate_if_earned(uuid, uuid),
  private.author_question_json(uuid),
  private.attempt_questions_json(public.assessment_attempts),
  private.attempt_review(uuid),
  private.grade_attempt(uuid),
  private.store_answer(public.assessment_attempts, uuid, uuid[], boolean),
  private.practice_exam_seats(uuid, integer),
  private.practice_exam_problem(uuid, integer),
  private.exam_attempt_json(public.assessment_attempts),
  private.question_problem(uuid, uuid, uuid, uuid, integer, text, text, text, text[], boolean[]),
  private.raise_question_problem(text),
  private.question_problem_message(text),
  private.parse_lesson_second(text),
  private.exam_domains_json(uuid),
  private.issue_certificate_after_watching()
from public, anon, authenticated;

revoke all on function
  public.start_module_quiz(uuid),
  public.submit_quiz_attempt(uuid, jsonb),
  public.start_practice_exam(uuid),
  public.save_exam_answer(uuid, uuid, uuid[], boolean),
  public.submit_practice_exam(uuid),
  public.get_attempt_review(uuid),
  public.list_my_attempts(uuid, text),
  public.get_course_assessments(uuid),
  public.list_course_questions(uuid, text, uuid, integer, integer),
  public.save_assessment_question(jsonb),
  public.delete_assessment_question(uuid),
  public.import_assessment_questions(uuid, jsonb),
  public.export_assessment_questions(uuid),
  public.save_exam_domains(uuid, jsonb),
  public.save_module_quiz(uuid, integer, integer),
  public.delete_module_quiz(uuid),
  public.save_practice_exam(uuid, integer, integer, integer, boolean),
  public.set_course_requirements(uuid, boolean, boolean, boolean),
  public.get_assessment_settings(uuid),
  public.get_question_statistics(uuid, integer, integer)
from public, anon, authenticated;

grant execute on function
  public.start_module_quiz(uuid),
  public.submit_quiz_attempt(uuid, jsonb),
  public.start_practice_exam(uuid),
  public.save_exam_answer(uuid, uuid, uuid[], boolean),
  public.submit_practice_exam(uuid),
  public.get_attempt_review(uuid),
  public.list_my_attempts(uuid, text),
  public.get_course_assessments(uuid),
  public.list_course_questions(uuid, text, uuid, integer, integer),
  public.save_assessment_question(jsonb),
  public.delete_assessment_question(uuid),
  public.import_assessment_questions(uuid, jsonb),
  public.export_assessment_questions(uuid),
  public.save_exam_domains(uuid, jsonb),
  public.save_module_quiz(uuid, integer, integer),
  public.delete_module_quiz(uuid),
  public.save_practice_exam(uuid, integer, integer, integer, boolean),
  public.set_course_requirements(uuid, boolean, boolean, boolean),
  public.get_assessment_settings(uuid),
  public.get_question_statistics(uuid, integer, integer)
to authenticated;

-- Visitors see which modules have a quiz and what the certificate requires (the course
-- page and the curriculum), nothing about anyone's attempts.
grant execute on function public.get_course_assessments(uuid) to anon;
