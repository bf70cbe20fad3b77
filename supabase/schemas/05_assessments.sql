-- Assessments: exam domains, questions and options, module quizzes, practice exams (simulados), attempts and answers.
-- The database as it is now: edit here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database-changes.md).

-- Function bodies are checked when they run, not here: files apply in order, and a body may read
-- a table a later file declares.
set check_function_bodies = off;

-- ================================================================================================
-- Tables
-- ================================================================================================

-- public.exam_domains ----------------------------------------------------------------------------
-- Exam domains of a course and their weight in the simulado (the weights sum to 100 to publish it).
create table public.exam_domains (
  id uuid default gen_random_uuid() not null,
  course_id uuid not null,
  name text not null,
  weight_percent integer not null,
  created_at timestamp with time zone default now() not null,
  constraint exam_domains_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.courses(id) ON DELETE CASCADE,
  constraint exam_domains_course_id_name_key UNIQUE (course_id, name),
  constraint exam_domains_name_check CHECK (name ~ '[^[:space:]]'::text AND char_length(name) <= 100),
  constraint exam_domains_pkey PRIMARY KEY (id),
  constraint exam_domains_weight_percent_check CHECK (weight_percent >= 1 AND weight_percent <= 100)
);
alter table public.exam_domains enable row level security;
comment on table public.exam_domains is 'Exam domains of a course and their weight in the simulado (the weights sum to 100 to publish it).';

-- public.assessment_questions --------------------------------------------------------------------
-- Question bank of a course. module_id null: simulado bank only; domain_id null: module quizzes only.
create table public.assessment_questions (
  id uuid default gen_random_uuid() not null,
  course_id uuid not null,
  module_id uuid,
  domain_id uuid,
  kind text not null,
  prompt text not null,
  explanation text not null,
  lesson_id uuid,
  lesson_second integer,
  answer_count integer default 0 not null,
  correct_answer_count integer default 0 not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint assessment_questions_answer_count_check CHECK (answer_count >= 0),
  constraint assessment_questions_check CHECK (correct_answer_count >= 0 AND correct_answer_count <= answer_count),
  constraint assessment_questions_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.courses(id) ON DELETE CASCADE,
  constraint assessment_questions_domain_id_fkey FOREIGN KEY (domain_id) REFERENCES public.exam_domains(id) ON DELETE SET NULL,
  constraint assessment_questions_explanation_check CHECK (explanation ~ '[^[:space:]]'::text AND char_length(explanation) <= 4000),
  constraint assessment_questions_kind_check CHECK (kind = ANY (ARRAY['single'::text, 'multiple'::text])),
  constraint assessment_questions_lesson_id_fkey FOREIGN KEY (lesson_id) REFERENCES public.lessons(id) ON DELETE SET NULL,
  constraint assessment_questions_lesson_second_check CHECK (lesson_second >= 0 AND lesson_second <= 86400),
  constraint assessment_questions_module_id_fkey FOREIGN KEY (module_id) REFERENCES public.course_modules(id) ON DELETE SET NULL,
  constraint assessment_questions_pkey PRIMARY KEY (id),
  constraint assessment_questions_prompt_check CHECK (prompt ~ '[^[:space:]]'::text AND char_length(prompt) <= 2000),
  constraint assessment_questions_second_needs_lesson CHECK (lesson_second IS NULL OR lesson_id IS NOT NULL)
);
alter table public.assessment_questions enable row level security;
CREATE INDEX assessment_questions_course_id_idx ON public.assessment_questions USING btree (course_id, created_at, id);
CREATE INDEX assessment_questions_domain_id_idx ON public.assessment_questions USING btree (domain_id);
CREATE INDEX assessment_questions_lesson_id_idx ON public.assessment_questions USING btree (lesson_id);
CREATE INDEX assessment_questions_module_id_idx ON public.assessment_questions USING btree (module_id);
comment on table public.assessment_questions is 'Question bank of a course. module_id null: simulado bank only; domain_id null: module quizzes only.';
comment on column public.assessment_questions.explanation is 'Part of the answer key: shown only after submitting.';

-- public.assessment_options ----------------------------------------------------------------------
-- Options of a question, in stored order. is_correct is the answer key.
create table public.assessment_options (
  id uuid default gen_random_uuid() not null,
  question_id uuid not null,
  "position" integer not null,
  text text not null,
  is_correct boolean default false not null,
  wrong_choice_count integer default 0 not null,
  constraint assessment_options_pkey PRIMARY KEY (id),
  constraint assessment_options_position_check CHECK ("position" >= 1 AND "position" <= 6),
  constraint assessment_options_question_id_fkey FOREIGN KEY (question_id) REFERENCES public.assessment_questions(id) ON DELETE CASCADE,
  constraint assessment_options_question_id_position_key UNIQUE (question_id, "position") DEFERRABLE INITIALLY DEFERRED,
  constraint assessment_options_text_check CHECK (text ~ '[^[:space:]]'::text AND char_length(text) <= 500),
  constraint assessment_options_wrong_choice_count_check CHECK (wrong_choice_count >= 0)
);
alter table public.assessment_options enable row level security;
comment on table public.assessment_options is 'Options of a question, in stored order. is_correct is the answer key.';

-- public.module_quizzes --------------------------------------------------------------------------
-- A module's quiz: it is offered when the module has at least question_count questions.
create table public.module_quizzes (
  module_id uuid not null,
  question_count integer default 5 not null,
  pass_percent integer default 70 not null,
  updated_at timestamp with time zone default now() not null,
  constraint module_quizzes_module_id_fkey FOREIGN KEY (module_id) REFERENCES public.course_modules(id) ON DELETE CASCADE,
  constraint module_quizzes_pass_percent_check CHECK (pass_percent >= 1 AND pass_percent <= 100),
  constraint module_quizzes_pkey PRIMARY KEY (module_id),
  constraint module_quizzes_question_count_check CHECK (question_count >= 1 AND question_count <= 50)
);
alter table public.module_quizzes enable row level security;
comment on table public.module_quizzes is 'A module''s quiz: it is offered when the module has at least question_count questions.';

-- public.practice_exams --------------------------------------------------------------------------
-- The simulado of a course (scaled score 100–1000).
create table public.practice_exams (
  course_id uuid not null,
  question_count integer default 65 not null,
  time_limit_minutes integer default 130 not null,
  pass_score integer default 720 not null,
  published boolean default false not null,
  updated_at timestamp with time zone default now() not null,
  constraint practice_exams_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.courses(id) ON DELETE CASCADE,
  constraint practice_exams_pass_score_check CHECK (pass_score >= 100 AND pass_score <= 1000),
  constraint practice_exams_pkey PRIMARY KEY (course_id),
  constraint practice_exams_question_count_check CHECK (question_count >= 1 AND question_count <= 200),
  constraint practice_exams_time_limit_minutes_check CHECK (time_limit_minutes >= 1 AND time_limit_minutes <= 600)
);
alter table public.practice_exams enable row level security;
comment on table public.practice_exams is 'The simulado of a course (scaled score 100–1000).';

-- public.assessment_attempts ---------------------------------------------------------------------
-- A student's attempt at a quiz or a simulado: the drawn questions and, once submitted, the grade.
create table public.assessment_attempts (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  kind text not null,
  course_id uuid not null,
  module_id uuid,
  question_ids uuid[] not null,
  started_at timestamp with time zone default now() not null,
  deadline_at timestamp with time zone,
  submitted_at timestamp with time zone,
  correct_count integer,
  question_count integer,
  score_percent integer,
  scaled_score integer,
  passed boolean,
  domain_results jsonb,
  last_question_id uuid,
  points_earned integer,
  constraint assessment_attempts_correct_count_check CHECK (correct_count >= 0),
  constraint assessment_attempts_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.courses(id) ON DELETE CASCADE,
  constraint assessment_attempts_graded_shape CHECK ((submitted_at IS NULL) = (passed IS NULL) AND (submitted_at IS NULL) = (score_percent IS NULL) AND (submitted_at IS NULL) = (correct_count IS NULL)),
  constraint assessment_attempts_kind_check CHECK (kind = ANY (ARRAY['quiz'::text, 'exam'::text])),
  constraint assessment_attempts_kind_shape CHECK (kind = 'quiz'::text AND module_id IS NOT NULL AND deadline_at IS NULL AND scaled_score IS NULL OR kind = 'exam'::text AND module_id IS NULL AND deadline_at IS NOT NULL),
  constraint assessment_attempts_last_question_drawn CHECK (last_question_id IS NULL OR (last_question_id = ANY (question_ids))),
  constraint assessment_attempts_module_id_fkey FOREIGN KEY (module_id) REFERENCES public.course_modules(id) ON DELETE CASCADE,
  constraint assessment_attempts_pkey PRIMARY KEY (id),
  constraint assessment_attempts_points_earned_check CHECK (points_earned >= 0),
  constraint assessment_attempts_question_count_check CHECK (question_count >= 0),
  constraint assessment_attempts_question_ids_check CHECK (cardinality(question_ids) BETWEEN 1 AND 200 AND array_ndims(question_ids) = 1),
  constraint assessment_attempts_scaled_score_check CHECK (scaled_score >= 100 AND scaled_score <= 1000),
  constraint assessment_attempts_score_percent_check CHECK (score_percent >= 0 AND score_percent <= 100),
  constraint assessment_attempts_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE
);
alter table public.assessment_attempts enable row level security;
CREATE INDEX assessment_attempts_course_id_idx ON public.assessment_attempts USING btree (course_id, kind);
CREATE INDEX assessment_attempts_module_id_idx ON public.assessment_attempts USING btree (module_id) WHERE (module_id IS NOT NULL);
CREATE UNIQUE INDEX assessment_attempts_one_open_exam_idx ON public.assessment_attempts USING btree (user_id, course_id) WHERE ((kind = 'exam'::text) AND (submitted_at IS NULL));
CREATE UNIQUE INDEX assessment_attempts_one_open_quiz_idx ON public.assessment_attempts USING btree (user_id, module_id) WHERE ((kind = 'quiz'::text) AND (submitted_at IS NULL));
CREATE INDEX assessment_attempts_user_course_idx ON public.assessment_attempts USING btree (user_id, course_id, kind, submitted_at DESC);
comment on table public.assessment_attempts is 'A student''s attempt at a quiz or a simulado: the drawn questions and, once submitted, the grade.';
comment on column public.assessment_attempts.last_question_id is 'The question the taker had on screen last (simulado): reopening the attempt shows it.';
comment on column public.assessment_attempts.points_earned is 'Points the grading of this attempt awarded (point_events), 0 when none; null before grading.';

-- public.attempt_answers -------------------------------------------------------------------------
-- The options chosen for each drawn question; is_correct is set when the attempt is graded.
create table public.attempt_answers (
  attempt_id uuid not null,
  question_id uuid not null,
  option_ids uuid[] default '{}'::uuid[] not null,
  flagged boolean default false not null,
  answered_at timestamp with time zone,
  is_correct boolean,
  constraint attempt_answers_attempt_id_fkey FOREIGN KEY (attempt_id) REFERENCES public.assessment_attempts(id) ON DELETE CASCADE,
  constraint attempt_answers_option_ids_check CHECK (array_ndims(option_ids) IS NULL OR array_ndims(option_ids) = 1),
  constraint attempt_answers_pkey PRIMARY KEY (attempt_id, question_id),
  constraint attempt_answers_question_id_fkey FOREIGN KEY (question_id) REFERENCES public.assessment_questions(id) ON DELETE CASCADE
);
alter table public.attempt_answers enable row level security;
CREATE INDEX attempt_answers_question_id_idx ON public.attempt_answers USING btree (question_id) INCLUDE (is_correct, option_ids);
comment on table public.attempt_answers is 'The options chosen for each drawn question; is_correct is set when the attempt is graded.';

-- ================================================================================================
-- Functions
-- ================================================================================================

-- private.attempt_answers_json(p_attempt_id uuid)
CREATE OR REPLACE FUNCTION private.attempt_answers_json(p_attempt_id uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_agg(jsonb_build_object(
           'question_id', aa.question_id, 'option_ids', to_jsonb(aa.option_ids), 'flagged', aa.flagged
         ) order by aa.question_id), '[]'::jsonb)
  from public.attempt_answers aa where aa.attempt_id = p_attempt_id;
$function$;
revoke execute on function private.attempt_answers_json(uuid) from public;

-- private.attempt_questions_json(p_attempt public.assessment_attempts)
CREATE OR REPLACE FUNCTION private.attempt_questions_json(p_attempt public.assessment_attempts)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function private.attempt_questions_json(public.assessment_attempts) from public;

-- private.attempt_review(p_attempt_id uuid)
CREATE OR REPLACE FUNCTION private.attempt_review(p_attempt_id uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
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
    'points_earned', coalesce(a.points_earned, 0),
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
               'flagged', coalesce(aa.flagged, false),
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
$function$;
revoke execute on function private.attempt_review(uuid) from public;

-- private.author_question_json(p_question_id uuid)
CREATE OR REPLACE FUNCTION private.author_question_json(p_question_id uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function private.author_question_json(uuid) from public;

-- private.check_assessment_question_shape()
CREATE OR REPLACE FUNCTION private.check_assessment_question_shape()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function private.check_assessment_question_shape() from public;

-- private.clear_assessment_lesson_refs()
CREATE OR REPLACE FUNCTION private.clear_assessment_lesson_refs()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.assessment_questions q
     set lesson_id = null, lesson_second = null
   where q.lesson_id = old.id;
  return old;
end;
$function$;
revoke execute on function private.clear_assessment_lesson_refs() from public;

-- private.exam_attempt_json(p_attempt public.assessment_attempts)
CREATE OR REPLACE FUNCTION private.exam_attempt_json(p_attempt public.assessment_attempts)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'attempt_id', p_attempt.id,
    'started_at', p_attempt.started_at,
    'deadline_at', p_attempt.deadline_at,
    'server_now', clock_timestamp(),
    'time_limit_minutes', coalesce(pe.time_limit_minutes, 130),
    'pass_score', coalesce(pe.pass_score, 720),
    'question_count', cardinality(p_attempt.question_ids),
    'questions', private.attempt_questions_json(p_attempt),
    'answers', private.attempt_answers_json(p_attempt.id),
    'last_question_id', p_attempt.last_question_id
  )
  from (select 1) one
  left join public.practice_exams pe on pe.course_id = p_attempt.course_id;
$function$;
revoke execute on function private.exam_attempt_json(public.assessment_attempts) from public;

-- private.exam_domains_json(p_course_id uuid)
CREATE OR REPLACE FUNCTION private.exam_domains_json(p_course_id uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', d.id, 'name', d.name, 'weight_percent', d.weight_percent,
           'question_count', (select count(*) from public.assessment_questions q where q.domain_id = d.id)
         ) order by d.weight_percent desc, d.name), '[]'::jsonb)
  from public.exam_domains d where d.course_id = p_course_id;
$function$;
revoke execute on function private.exam_domains_json(uuid) from public;

-- private.fill_certificate_snapshot()
CREATE OR REPLACE FUNCTION private.fill_certificate_snapshot()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
  new.required_exercises     := v_course.requires_exercises;
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
$function$;
revoke execute on function private.fill_certificate_snapshot() from public;

-- private.grade_attempt(p_attempt_id uuid)
CREATE OR REPLACE FUNCTION private.grade_attempt(p_attempt_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_attempt public.assessment_attempts;
  v_total   integer;
  v_correct integer;
  v_percent integer;
  v_scaled  integer;
  v_passed  boolean;
  v_domains jsonb;
  v_reason  text;
  v_subject uuid;
  v_had     boolean;
  v_points  integer;
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
    v_reason := 'quiz_passed';
    v_subject := v_attempt.module_id;
  else
    -- 0 right = 100, all right = 1000, linear in between (rounded half away from zero).
    v_scaled := case when v_total = 0 then 100 else 100 + round(900.0 * v_correct / v_total)::integer end;
    v_passed := v_scaled >= coalesce(
      (select pe.pass_score from public.practice_exams pe where pe.course_id = v_attempt.course_id), 720
    );
    v_reason := 'exam_passed';
    v_subject := v_attempt.course_id;
  end if;

  -- The points are the award trigger's (once per person and subject): what this grading added.
  v_had := exists (
    select 1 from public.point_events p
    where p.user_id = v_attempt.user_id and p.reason = v_reason and p.subject_id = v_subject
  );

  update public.assessment_attempts a
     set submitted_at   = now(),
         correct_count  = v_correct,
         question_count = v_total,
         score_percent  = v_percent,
         scaled_score   = v_scaled,
         passed         = v_passed,
         domain_results = v_domains
   where a.id = p_attempt_id;

  if not v_had then
    select p.points into v_points from public.point_events p
    where p.user_id = v_attempt.user_id and p.reason = v_reason and p.subject_id = v_subject;
  end if;
  update public.assessment_attempts a set points_earned = coalesce(v_points, 0) where a.id = p_attempt_id;

  perform private.issue_certificate_if_earned(v_attempt.user_id, v_attempt.course_id);
end;
$function$;
revoke execute on function private.grade_attempt(uuid) from public;

-- private.has_published_simulado(p_course_id uuid)
CREATE OR REPLACE FUNCTION private.has_published_simulado(p_course_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (select 1 from public.practice_exams pe where pe.course_id = p_course_id and pe.published);
$function$;
revoke execute on function private.has_published_simulado(uuid) from public;
comment on function private.has_published_simulado(uuid) is 'Whether the course has a published simulado: what a track''s final simulado step needs.';

-- private.issue_track_certificate_on_exam()
CREATE OR REPLACE FUNCTION private.issue_track_certificate_on_exam()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.kind = 'exam' and new.passed and (tg_op = 'INSERT' or old.passed is distinct from true) then
    perform private.issue_track_certificates_for_course(new.user_id, new.course_id);
  end if;
  return null;
end;
$function$;
revoke execute on function private.issue_track_certificate_on_exam() from public;

-- private.lock_own_attempt(p_attempt_id uuid, p_kind text)
CREATE OR REPLACE FUNCTION private.lock_own_attempt(p_attempt_id uuid, p_kind text)
 RETURNS public.assessment_attempts
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function private.lock_own_attempt(uuid,text) from public;

-- private.module_quiz_available(p_module_id uuid)
CREATE OR REPLACE FUNCTION private.module_quiz_available(p_module_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from public.module_quizzes mq
    where mq.module_id = p_module_id
      and mq.question_count <= (select count(*) from public.assessment_questions q where q.module_id = p_module_id)
  );
$function$;
revoke execute on function private.module_quiz_available(uuid) from public;

-- private.on_attempt_passed()
CREATE OR REPLACE FUNCTION private.on_attempt_passed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.kind = 'quiz' then
    perform private.award_points(new.user_id, 'quiz_passed', new.course_id, new.module_id);
  else
    perform private.award_points(new.user_id, 'exam_passed', new.course_id, new.course_id);
  end if;
  return null;
end;
$function$;
revoke execute on function private.on_attempt_passed() from public;

-- private.practice_exam_problem(p_course_id uuid, p_count integer)
CREATE OR REPLACE FUNCTION private.practice_exam_problem(p_course_id uuid, p_count integer)
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select case
    when coalesce((select sum(d.weight_percent) from public.exam_domains d where d.course_id = p_course_id), 0) <> 100
      then 'domain_weights_not_100'
    when exists (select 1 from private.practice_exam_seats(p_course_id, p_count) s where s.seats > s.available)
      then 'practice_exam_bank_too_small'
  end;
$function$;
revoke execute on function private.practice_exam_problem(uuid,integer) from public;

-- private.practice_exam_seats(p_course_id uuid, p_count integer)
CREATE OR REPLACE FUNCTION private.practice_exam_seats(p_course_id uuid, p_count integer)
 RETURNS TABLE(domain_id uuid, name text, weight_percent integer, seats integer, available integer)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function private.practice_exam_seats(uuid,integer) from public;

-- private.question_problem_message(p_problem text)
CREATE OR REPLACE FUNCTION private.question_problem_message(p_problem text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function private.question_problem_message(text) from public;

-- private.question_shape_problem(p_kind text, p_total integer, p_correct integer)
CREATE OR REPLACE FUNCTION private.question_shape_problem(p_kind text, p_total integer, p_correct integer)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case
    when p_total not between 2 and 6 then 'options_count_invalid'
    when p_kind = 'single' and p_correct <> 1 then 'single_needs_one_correct'
    when p_kind = 'multiple' and (p_correct < 2 or p_correct >= p_total) then 'multiple_needs_two_correct'
  end;
$function$;
revoke execute on function private.question_shape_problem(text,integer,integer) from public;

-- private.raise_question_problem(p_problem text)
CREATE OR REPLACE FUNCTION private.raise_question_problem(p_problem text)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function private.raise_question_problem(text) from public;

-- private.require_assessment_taker(p_course_id uuid)
CREATE OR REPLACE FUNCTION private.require_assessment_taker(p_course_id uuid)
 RETURNS uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid := private.require_active_user();
begin
  if private.question_access(p_course_id) is null then
    raise exception 'not_enrolled' using errcode = '42501';
  end if;
  return v_user;
end;
$function$;
revoke execute on function private.require_assessment_taker(uuid) from public;

-- private.store_answer(p_attempt public.assessment_attempts, p_question_id uuid, p_option_ids uuid[], p_flagged boolean)
CREATE OR REPLACE FUNCTION private.store_answer(p_attempt public.assessment_attempts, p_question_id uuid, p_option_ids uuid[], p_flagged boolean)
 RETURNS timestamp with time zone
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function private.store_answer(public.assessment_attempts,uuid,uuid[],boolean) from public;

-- private.track_progress_json(p_user uuid, p_track_id uuid)
CREATE OR REPLACE FUNCTION private.track_progress_json(p_user uuid, p_track_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_progress jsonb;
begin
  with steps as materialized (
    select s.position, s.kind, c.id as course_id, c.slug, c.title, c.lesson_count,
           coalesce(round(nullif(c.total_hours, 0) * 60)::integer, c.total_minutes) as minutes,
           e.id is not null as enrolled,
           coalesce(e.progress, 0) as progress,
           case when s.kind = 'course' then coalesce(e.completed, false)
                else exists (
                  select 1 from public.assessment_attempts a
                  where a.user_id = p_user and a.course_id = c.id and a.kind = 'exam' and a.passed
                )
           end as done,
           case when s.kind = 'course' then coalesce(e.progress, 0) > 0
                else exists (
                  select 1 from public.assessment_attempts a
                  where a.user_id = p_user and a.course_id = c.id and a.kind = 'exam'
                )
           end as started,
           case when s.kind = 'exam' then (
             select max(a.scaled_score) from public.assessment_attempts a
             where a.user_id = p_user and a.course_id = c.id and a.kind = 'exam' and a.submitted_at is not null
           ) end as best_score
    from public.track_steps s
    join public.courses c on c.id = s.course_id and c.is_active
    left join public.enrollments e on e.user_id = p_user and e.course_id = c.id
    where s.track_id = p_track_id
  ),
  shown as materialized (
    select st.*,
           private.track_step_state(st.done, st.started) as state,
           private.track_step_percent(st.kind, st.done, st.progress) as percent
    from steps st
  ),
  totals as (
    select count(*) filter (where done) as steps_done,
           count(*) as steps_total,
           coalesce(sum(round(minutes * (100 - progress) / 100.0)) filter (where kind = 'course' and not done), 0)::integer
             as minutes_left,
           count(*) > 0 and coalesce(bool_and(done), false) as completed,
           max(best_score) as best_exam_score,
           coalesce(round(avg(percent)), 0)::integer as percent,
           coalesce(jsonb_agg(jsonb_build_object(
             'position', position, 'kind', kind, 'course_id', course_id,
             'course_slug', slug, 'course_title', title, 'enrolled', enrolled,
             'progress', progress, 'done', done, 'best_score', best_score,
             'state', state, 'percent', percent
           ) order by position), '[]'::jsonb) as steps,
           coalesce(jsonb_agg(jsonb_build_object(
             'position', position, 'kind', kind, 'course_title', title,
             'state', state, 'percent', percent, 'best_score', best_score
           ) order by position), '[]'::jsonb) as step_states
    from shown
  )
  select jsonb_build_object(
    'steps_done', t.steps_done,
    'steps_total', t.steps_total,
    'percent', t.percent,
    'minutes_left', t.minutes_left,
    'hours_left', ceil(t.minutes_left / 60.0)::integer,
    'completed', t.completed,
    'best_exam_score', t.best_exam_score,
    'next_step', (
      select jsonb_build_object(
        'position', n.position,
        'kind', n.kind,
        'course_id', n.course_id,
        'course_slug', n.slug,
        'course_title', n.title,
        'enrolled', n.enrolled,
        'lesson', case when n.kind = 'course' and n.enrolled and n.lesson_count > 0
                       then private.continue_lesson(p_user, n.course_id)::jsonb end
      )
      from steps n where not n.done order by n.position limit 1
    ),
    'step_states', t.step_states,
    'steps', t.steps
  )
  into v_progress
  from totals t;
  return v_progress;
end;
$function$;
revoke execute on function private.track_progress_json(uuid,uuid) from public;

-- private.track_step_rows(p_user uuid, p_track_id uuid)
CREATE OR REPLACE FUNCTION private.track_step_rows(p_user uuid, p_track_id uuid)
 RETURNS TABLE("position" integer, kind text, course_id uuid, slug text, title text, level text, image_url text, hours numeric, minutes integer, lesson_count integer, access_model text, price numeric, enrolled boolean, progress integer, done boolean, best_score integer)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select s.position, s.kind, c.id, c.slug, c.title, c.level, c.image_url,
         private.course_hours(c.total_hours, c.total_minutes),
         private.certificate_workload_minutes(c.id),
         c.lesson_count, c.access_model, c.price,
         e.id is not null, coalesce(e.progress, 0),
         case when s.kind = 'course' then coalesce(e.completed, false)
              else exists (
                select 1 from public.assessment_attempts a
                where a.user_id = p_user and a.course_id = c.id and a.kind = 'exam' and a.passed
              )
         end,
         case when s.kind = 'exam' then (
           select max(a.scaled_score) from public.assessment_attempts a
           where a.user_id = p_user and a.course_id = c.id and a.kind = 'exam' and a.submitted_at is not null
         ) end
  from public.track_steps s
  join public.courses c on c.id = s.course_id and c.is_active
  left join public.enrollments e on e.user_id = p_user and e.course_id = c.id
  where s.track_id = p_track_id
  order by s.position;
$function$;
revoke execute on function private.track_step_rows(uuid,uuid) from public;

-- public.admin_track_exam_courses()
CREATE OR REPLACE FUNCTION public.admin_track_exam_courses()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_admin();
  return coalesce((
    select jsonb_agg(jsonb_build_object('id', c.id, 'title', c.title) order by c.title, c.id)
    from public.courses c
    join public.practice_exams pe on pe.course_id = c.id and pe.published
  ), '[]'::jsonb);
end;
$function$;
revoke execute on function public.admin_track_exam_courses() from anon, public;
comment on function public.admin_track_exam_courses() is 'The courses a track''s final simulado may be (a published simulado), by title. Administradores only.';

-- public.delete_assessment_question(p_question_id uuid)
CREATE OR REPLACE FUNCTION public.delete_assessment_question(p_question_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.delete_assessment_question(uuid) from anon, public;

-- public.delete_module_quiz(p_module_id uuid)
CREATE OR REPLACE FUNCTION public.delete_module_quiz(p_module_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.delete_module_quiz(uuid) from anon, public;

-- public.export_assessment_questions(p_course_id uuid)
CREATE OR REPLACE FUNCTION public.export_assessment_questions(p_course_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.export_assessment_questions(uuid) from anon, public;

-- public.get_assessment_settings(p_course_id uuid)
CREATE OR REPLACE FUNCTION public.get_assessment_settings(p_course_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid := private.require_assessment_author(p_course_id);
begin
  return jsonb_build_object(
    'requirements', (
      select jsonb_build_object('quizzes', c.requires_quizzes, 'practice_exam', c.requires_practice_exam,
                                'watching', c.requires_watching, 'exercises', c.requires_exercises)
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
$function$;
revoke execute on function public.get_assessment_settings(uuid) from anon, public;

-- public.get_attempt_review(p_attempt_id uuid)
CREATE OR REPLACE FUNCTION public.get_attempt_review(p_attempt_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.get_attempt_review(uuid) from anon, public;

-- public.get_course_assessments(p_course_id uuid)
CREATE OR REPLACE FUNCTION public.get_course_assessments(p_course_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
  if v_course.id is null or (not v_course.is_active and v_access is null) then
    perform private.raise_api_error('course_not_found');
  end if;

  select * into v_exam from public.practice_exams pe where pe.course_id = p_course_id;

  return jsonb_build_object(
    'requirements', jsonb_build_object(
      'quizzes', v_course.requires_quizzes,
      'practice_exam', v_course.requires_practice_exam,
      'watching', v_course.requires_watching,
      'exercises', v_course.requires_exercises
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
                 'passed', coalesce(best.passed, false),
                 'open_attempt_id', (
                   select a.id from public.assessment_attempts a
                   where a.user_id = v_user and a.module_id = m.module_id and a.kind = 'quiz' and a.submitted_at is null
                 )
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
$function$;
revoke execute on function public.get_course_assessments(uuid) from public;

-- public.get_question_statistics(p_course_id uuid, p_page integer, p_page_size integer)
CREATE OR REPLACE FUNCTION public.get_question_statistics(p_course_id uuid, p_page integer DEFAULT 1, p_page_size integer DEFAULT 25)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.get_question_statistics(uuid,integer,integer) from anon, public;

-- public.import_assessment_questions(p_course_id uuid, p_rows jsonb)
CREATE OR REPLACE FUNCTION public.import_assessment_questions(p_course_id uuid, p_rows jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.import_assessment_questions(uuid,jsonb) from anon, public;

-- public.list_course_questions(p_course_id uuid, p_search text, p_module_id uuid, p_page integer, p_page_size integer)
CREATE OR REPLACE FUNCTION public.list_course_questions(p_course_id uuid, p_search text DEFAULT NULL::text, p_module_id uuid DEFAULT NULL::uuid, p_page integer DEFAULT 1, p_page_size integer DEFAULT 25)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.list_course_questions(uuid,text,uuid,integer,integer) from anon, public;

-- public.list_my_attempts(p_course_id uuid, p_kind text, p_module_id uuid)
CREATE OR REPLACE FUNCTION public.list_my_attempts(p_course_id uuid, p_kind text DEFAULT NULL::text, p_module_id uuid DEFAULT NULL::uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
             'passed', a.passed,
             'points_earned', coalesce(a.points_earned, 0)
           ) order by a.submitted_at desc, a.id)
    from (
      select * from public.assessment_attempts a
      where a.user_id = v_user and a.course_id = p_course_id
        and a.submitted_at is not null
        and (p_kind is null or a.kind = p_kind)
        and (p_module_id is null or a.module_id = p_module_id)
      order by a.submitted_at desc, a.id
      limit 100
    ) a
  ), '[]'::jsonb);
end;
$function$;
revoke execute on function public.list_my_attempts(uuid,text,uuid) from anon, public;

-- public.save_assessment_question(p_question jsonb)
CREATE OR REPLACE FUNCTION public.save_assessment_question(p_question jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.save_assessment_question(jsonb) from anon, public;

-- public.save_exam_answer(p_attempt_id uuid, p_question_id uuid, p_option_ids uuid[], p_flagged boolean)
CREATE OR REPLACE FUNCTION public.save_exam_answer(p_attempt_id uuid, p_question_id uuid, p_option_ids uuid[] DEFAULT NULL::uuid[], p_flagged boolean DEFAULT NULL::boolean)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_attempt public.assessment_attempts := private.lock_own_attempt(p_attempt_id, 'exam');
  v_saved   timestamptz := clock_timestamp();
begin
  if clock_timestamp() > v_attempt.deadline_at then
    perform private.raise_api_error('exam_time_over');
  end if;
  if p_question_id is null or not (p_question_id = any (v_attempt.question_ids)) then
    perform private.raise_api_error('question_not_in_attempt');
  end if;
  if p_option_ids is not null or p_flagged is not null then
    v_saved := private.store_answer(
      v_attempt,
      p_question_id,
      coalesce(p_option_ids, (
        select aa.option_ids from public.attempt_answers aa
        where aa.attempt_id = v_attempt.id and aa.question_id = p_question_id
      ), '{}'::uuid[]),
      p_flagged
    );
  end if;
  update public.assessment_attempts a set last_question_id = p_question_id where a.id = v_attempt.id;
  return jsonb_build_object('saved_at', v_saved);
end;
$function$;
revoke execute on function public.save_exam_answer(uuid,uuid,uuid[],boolean) from anon, public;

-- public.save_exam_domains(p_course_id uuid, p_domains jsonb)
CREATE OR REPLACE FUNCTION public.save_exam_domains(p_course_id uuid, p_domains jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.save_exam_domains(uuid,jsonb) from anon, public;

-- public.save_module_quiz(p_module_id uuid, p_question_count integer, p_pass_percent integer)
CREATE OR REPLACE FUNCTION public.save_module_quiz(p_module_id uuid, p_question_count integer DEFAULT 5, p_pass_percent integer DEFAULT 70)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.save_module_quiz(uuid,integer,integer) from anon, public;

-- public.save_practice_exam(p_course_id uuid, p_question_count integer, p_time_limit_minutes integer, p_pass_score integer, p_published boolean)
CREATE OR REPLACE FUNCTION public.save_practice_exam(p_course_id uuid, p_question_count integer DEFAULT 65, p_time_limit_minutes integer DEFAULT 130, p_pass_score integer DEFAULT 720, p_published boolean DEFAULT false)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.save_practice_exam(uuid,integer,integer,integer,boolean) from anon, public;

-- public.save_quiz_answer(p_attempt_id uuid, p_question_id uuid, p_option_ids uuid[])
CREATE OR REPLACE FUNCTION public.save_quiz_answer(p_attempt_id uuid, p_question_id uuid, p_option_ids uuid[])
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_attempt public.assessment_attempts := private.lock_own_attempt(p_attempt_id, 'quiz');
begin
  return jsonb_build_object(
    'saved_at', private.store_answer(v_attempt, p_question_id, coalesce(p_option_ids, '{}'::uuid[]), null)
  );
end;
$function$;
revoke execute on function public.save_quiz_answer(uuid,uuid,uuid[]) from anon, public;
comment on function public.save_quiz_answer(uuid,uuid,uuid[]) is 'Saves (replaces) the options chosen for one question of the caller''s open quiz attempt.';

-- public.start_module_quiz(p_module_id uuid)
CREATE OR REPLACE FUNCTION public.start_module_quiz(p_module_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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

  -- One start at a time per student and module: two tabs never open two attempts.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('module_quiz:' || v_user::text || ':' || p_module_id::text, 0));

  select * into v_attempt from public.assessment_attempts a
   where a.user_id = v_user and a.module_id = p_module_id and a.kind = 'quiz' and a.submitted_at is null
   for update;
  if found and not exists (
    select 1 from public.assessment_questions q where q.id = any (v_attempt.question_ids)
  ) then
    -- Every drawn question left the bank: nothing to continue, a new draw instead.
    delete from public.assessment_attempts a where a.id = v_attempt.id;
    v_attempt := null;
  end if;

  if v_attempt.id is null then
    v_ids := array(
      select q.id from public.assessment_questions q
      where q.module_id = p_module_id
      order by random()
      limit v_quiz.question_count
    );
    insert into public.assessment_attempts (user_id, kind, course_id, module_id, question_ids)
    values (v_user, 'quiz', v_module.course_id, p_module_id, v_ids)
    returning * into v_attempt;
  end if;

  return jsonb_build_object(
    'attempt_id', v_attempt.id,
    'module_id', p_module_id,
    'module_title', v_module.title,
    'pass_percent', v_quiz.pass_percent,
    'started_at', v_attempt.started_at,
    'questions', private.attempt_questions_json(v_attempt),
    'answers', private.attempt_answers_json(v_attempt.id)
  );
end;
$function$;
revoke execute on function public.start_module_quiz(uuid) from anon, public;

-- public.start_practice_exam(p_course_id uuid)
CREATE OR REPLACE FUNCTION public.start_practice_exam(p_course_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.start_practice_exam(uuid) from anon, public;

-- public.submit_practice_exam(p_attempt_id uuid)
CREATE OR REPLACE FUNCTION public.submit_practice_exam(p_attempt_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_attempt public.assessment_attempts := private.lock_own_attempt(p_attempt_id, 'exam');
begin
  -- After the deadline too: the answers are those saved before it (later saves were refused).
  perform private.grade_attempt(v_attempt.id);
  return private.attempt_review(v_attempt.id);
end;
$function$;
revoke execute on function public.submit_practice_exam(uuid) from anon, public;

-- public.submit_quiz_attempt(p_attempt_id uuid, p_answers jsonb)
CREATE OR REPLACE FUNCTION public.submit_quiz_attempt(p_attempt_id uuid, p_answers jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.submit_quiz_attempt(uuid,jsonb) from anon, public;

-- ================================================================================================
-- Triggers
-- ================================================================================================

CREATE TRIGGER lessons_clear_assessment_refs BEFORE DELETE ON public.lessons FOR EACH ROW EXECUTE FUNCTION private.clear_assessment_lesson_refs();

CREATE TRIGGER certificates_fill_snapshot BEFORE INSERT ON public.certificates FOR EACH ROW EXECUTE FUNCTION private.fill_certificate_snapshot();

CREATE CONSTRAINT TRIGGER assessment_questions_shape AFTER INSERT OR UPDATE OF kind ON public.assessment_questions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION private.check_assessment_question_shape();

CREATE CONSTRAINT TRIGGER assessment_options_shape AFTER INSERT OR DELETE OR UPDATE OF question_id, is_correct ON public.assessment_options DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION private.check_assessment_question_shape();

CREATE TRIGGER assessment_attempts_award_points AFTER UPDATE OF passed ON public.assessment_attempts FOR EACH ROW WHEN (new.passed AND old.passed IS DISTINCT FROM true) EXECUTE FUNCTION private.on_attempt_passed();

CREATE TRIGGER assessment_attempts_issue_track_certificate AFTER INSERT OR UPDATE OF passed ON public.assessment_attempts FOR EACH ROW EXECUTE FUNCTION private.issue_track_certificate_on_exam();

-- ================================================================================================
-- Policies
-- ================================================================================================

create policy "Exam domains are read through the assessment functions only" on public.exam_domains
  for select to authenticated
  using (false);

create policy "Questions are read through the assessment functions only" on public.assessment_questions
  for select to authenticated
  using (false);

create policy "Options and their keys are read through the assessment function" on public.assessment_options
  for select to authenticated
  using (false);

create policy "Quiz settings are read through the assessment functions only" on public.module_quizzes
  for select to authenticated
  using (false);

create policy "Simulado settings are read through the assessment functions onl" on public.practice_exams
  for select to authenticated
  using (false);

create policy "Attempts are read through the assessment functions only" on public.assessment_attempts
  for select to authenticated
  using (false);

create policy "Answers are read through the assessment functions only" on public.attempt_answers
  for select to authenticated
  using (false);

-- ================================================================================================
-- Grants
-- ================================================================================================

-- public.exam_domains
revoke all on table public.exam_domains from anon, authenticated;

-- public.assessment_questions
revoke all on table public.assessment_questions from anon, authenticated;

-- public.assessment_options
revoke all on table public.assessment_options from anon, authenticated;

-- public.module_quizzes
revoke all on table public.module_quizzes from anon, authenticated;

-- public.practice_exams
revoke all on table public.practice_exams from anon, authenticated;

-- public.assessment_attempts
revoke all on table public.assessment_attempts from anon, authenticated;

-- public.attempt_answers
revoke all on table public.attempt_answers from anon, authenticated;
