-- Practice ('Prática'): hands-on exercises after a lesson (an IAM policy, an infrastructure file,
-- CLI commands), a learner's draft, hints and attempts. The grading runs in the grade-exercise
-- edge function; the database keeps the keys, decides who may do what and records the results.
-- docs/practice.md.
-- The database as it is now: edit here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database-changes.md).

set check_function_bodies = off;

-- ================================================================================================
-- Tables
-- ================================================================================================

-- public.practice_exercises ----------------------------------------------------------------------
-- What a learner may see of an exercise before solving it. The keys are in practice_exercise_keys.
create table public.practice_exercises (
  id uuid default gen_random_uuid() not null,
  course_id uuid not null,
  lesson_id uuid not null,
  kind text not null,
  language text not null,
  title text not null,
  statement text not null,
  starter text default ''::text not null,
  "position" integer default 1 not null,
  published boolean default false not null,
  version integer default 1 not null,
  verified_version integer,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint practice_exercises_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.courses(id) ON DELETE CASCADE,
  constraint practice_exercises_kind_check CHECK (kind = ANY (ARRAY['iam_policy'::text, 'infra_file'::text, 'cli_command'::text])),
  constraint practice_exercises_kind_language CHECK (kind = 'iam_policy'::text AND language = 'json'::text OR kind = 'infra_file'::text AND (language = ANY (ARRAY['yaml'::text, 'json'::text])) OR kind = 'cli_command'::text AND language = 'shell'::text),
  constraint practice_exercises_lesson_id_fkey FOREIGN KEY (lesson_id) REFERENCES public.lessons(id) ON DELETE CASCADE,
  constraint practice_exercises_pkey PRIMARY KEY (id),
  constraint practice_exercises_position_check CHECK ("position" >= 1 AND "position" <= 100),
  constraint practice_exercises_published_verified CHECK (NOT published OR verified_version = version),
  constraint practice_exercises_starter_check CHECK (char_length(starter) <= 20000),
  constraint practice_exercises_statement_check CHECK (statement ~ '[^[:space:]]'::text AND char_length(statement) <= 8000),
  constraint practice_exercises_title_check CHECK (title ~ '[^[:space:]]'::text AND char_length(title) <= 120),
  constraint practice_exercises_version_check CHECK (version >= 1 AND verified_version <= version)
);
alter table public.practice_exercises enable row level security;
CREATE INDEX practice_exercises_course_idx ON public.practice_exercises USING btree (course_id, published);
CREATE INDEX practice_exercises_lesson_idx ON public.practice_exercises USING btree (lesson_id, "position", created_at);
comment on table public.practice_exercises is 'A hands-on exercise shown after its lesson; published only once its current version passed ''Testar com a solução''.';
comment on column public.practice_exercises.course_id is 'The lesson''s course, set by a trigger (never from the caller).';
comment on column public.practice_exercises.version is 'Raised when what grades it (kind, spec, solutions) changes.';
comment on column public.practice_exercises.verified_version is 'The version whose model solution passed and wrong solution failed (grade-exercise, mode verify).';

-- public.practice_exercise_keys ------------------------------------------------------------------
-- The answer key of an exercise: never readable by a learner; the grader and the authors read it.
create table public.practice_exercise_keys (
  exercise_id uuid not null,
  spec jsonb not null,
  hints text[] default '{}'::text[] not null,
  solution text not null,
  wrong_solution text not null,
  constraint practice_exercise_keys_exercise_id_fkey FOREIGN KEY (exercise_id) REFERENCES public.practice_exercises(id) ON DELETE CASCADE,
  constraint practice_exercise_keys_hints_check CHECK (cardinality(hints) <= 5 AND (array_ndims(hints) IS NULL OR array_ndims(hints) = 1)),
  constraint practice_exercise_keys_pkey PRIMARY KEY (exercise_id),
  constraint practice_exercise_keys_solution_check CHECK (solution ~ '[^[:space:]]'::text AND char_length(solution) <= 20000),
  constraint practice_exercise_keys_spec_check CHECK (jsonb_typeof(spec) = 'object'::text AND octet_length(spec::text) <= 100000),
  constraint practice_exercise_keys_wrong_solution_check CHECK (wrong_solution ~ '[^[:space:]]'::text AND char_length(wrong_solution) <= 20000)
);
alter table public.practice_exercise_keys enable row level security;
comment on table public.practice_exercise_keys is 'An exercise''s checks (spec), hints and model and wrong solutions: read by its authors and by grade-exercise only.';

-- public.practice_progress -----------------------------------------------------------------------
-- A learner's state in an exercise: the draft, the hints revealed, passed or given up.
create table public.practice_progress (
  user_id uuid not null,
  exercise_id uuid not null,
  draft text,
  draft_updated_at timestamp with time zone,
  hints_revealed integer default 0 not null,
  attempt_count integer default 0 not null,
  passed_at timestamp with time zone,
  gave_up_at timestamp with time zone,
  points_earned integer default 0 not null,
  constraint practice_progress_attempt_count_check CHECK (attempt_count >= 0),
  constraint practice_progress_draft_check CHECK (char_length(draft) <= 20000),
  constraint practice_progress_exercise_id_fkey FOREIGN KEY (exercise_id) REFERENCES public.practice_exercises(id) ON DELETE CASCADE,
  constraint practice_progress_hints_revealed_check CHECK (hints_revealed >= 0 AND hints_revealed <= 5),
  constraint practice_progress_pkey PRIMARY KEY (user_id, exercise_id),
  constraint practice_progress_points_earned_check CHECK (points_earned >= 0),
  constraint practice_progress_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE
);
alter table public.practice_progress enable row level security;
CREATE INDEX practice_progress_exercise_idx ON public.practice_progress USING btree (exercise_id) INCLUDE (passed_at);
comment on table public.practice_progress is 'A learner''s draft (saved as they type), hints revealed, attempts, first pass and giving up of an exercise.';
comment on column public.practice_progress.gave_up_at is '''Desistir e ver a solução'': the solution is shown and the exercise earns no points afterwards.';

-- public.practice_attempts -----------------------------------------------------------------------
-- A submission: written when grading starts (as the learner), graded by grade-exercise.
create table public.practice_attempts (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  exercise_id uuid not null,
  exercise_version integer not null,
  body text not null,
  created_at timestamp with time zone default now() not null,
  graded_at timestamp with time zone,
  passed boolean,
  result jsonb,
  constraint practice_attempts_body_check CHECK (char_length(body) <= 20000),
  constraint practice_attempts_exercise_id_fkey FOREIGN KEY (exercise_id) REFERENCES public.practice_exercises(id) ON DELETE CASCADE,
  constraint practice_attempts_graded_shape CHECK ((graded_at IS NULL) = (passed IS NULL) AND (graded_at IS NULL) = (result IS NULL)),
  constraint practice_attempts_pkey PRIMARY KEY (id),
  constraint practice_attempts_result_check CHECK (result IS NULL OR jsonb_typeof(result) = 'object'::text),
  constraint practice_attempts_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE
);
alter table public.practice_attempts enable row level security;
CREATE INDEX practice_attempts_exercise_idx ON public.practice_attempts USING btree (exercise_id, graded_at);
CREATE INDEX practice_attempts_user_idx ON public.practice_attempts USING btree (user_id, exercise_id, created_at DESC);
comment on table public.practice_attempts is 'A learner''s submission and, once graded by grade-exercise, its result (GradeResult of docs/practice.md).';

-- ================================================================================================
-- Functions
-- ================================================================================================

-- private.practice_status(p_progress public.practice_progress)
CREATE OR REPLACE FUNCTION private.practice_status(p_progress public.practice_progress)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case
    when p_progress.passed_at is not null then 'passed'
    when p_progress.gave_up_at is not null then 'gave_up'
    when coalesce(p_progress.attempt_count, 0) > 0 then 'attempted'
    else 'new'
  end;
$function$;
revoke execute on function private.practice_status(public.practice_progress) from public;

-- private.practice_exercise_row(p_exercise_id uuid)
CREATE OR REPLACE FUNCTION private.practice_exercise_row(p_exercise_id uuid)
 RETURNS public.practice_exercises
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_exercise public.practice_exercises;
begin
  select * into v_exercise from public.practice_exercises e where e.id = p_exercise_id;
  if v_exercise.id is null then
    perform private.raise_api_error('practice_not_found');
  end if;
  return v_exercise;
end;
$function$;
revoke execute on function private.practice_exercise_row(uuid) from public;
comment on function private.practice_exercise_row(uuid) is 'The exercise, or P0001 practice_not_found.';

-- private.require_practice_taker(p_exercise_id uuid)
CREATE OR REPLACE FUNCTION private.require_practice_taker(p_exercise_id uuid)
 RETURNS public.practice_exercises
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user     uuid := private.require_active_user();
  v_exercise public.practice_exercises;
  v_access   text;
begin
  select * into v_exercise from public.practice_exercises e where e.id = p_exercise_id;
  v_access := case when v_exercise.id is null then null else private.question_access(v_exercise.course_id) end;
  -- An unpublished exercise does not exist for a learner; its authors may try it.
  if v_exercise.id is null or (not v_exercise.published and v_access is distinct from 'staff') then
    perform private.raise_api_error('practice_not_found');
  end if;
  if v_access is null then
    raise exception 'not_enrolled' using errcode = '42501';
  end if;
  return v_exercise;
end;
$function$;
revoke execute on function private.require_practice_taker(uuid) from public;
comment on function private.require_practice_taker(uuid) is 'The exercise the caller may solve (an active student with access to the course, or an author), or practice_not_found / 42501 not_enrolled.';

-- private.practice_spec_lesson_ids(p_spec jsonb)
CREATE OR REPLACE FUNCTION private.practice_spec_lesson_ids(p_spec jsonb)
 RETURNS uuid[]
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce(array_agg(distinct (c.value->>'lesson_id')::uuid), '{}')
  from jsonb_each(p_spec) as list(key, value)
  cross join lateral jsonb_array_elements(case when jsonb_typeof(list.value) = 'array' then list.value else '[]'::jsonb end) as c(value)
  where list.key = any (array['scenarios', 'rules', 'commands'])
    and jsonb_typeof(c.value) = 'object'
    and c.value->>'lesson_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
$function$;
revoke execute on function private.practice_spec_lesson_ids(jsonb) from public;
comment on function private.practice_spec_lesson_ids(jsonb) is 'The lessons the checks of a spec point to (''Rever na aula'').';

-- private.practice_spec_map_lessons(p_spec jsonb, p_course_id uuid, p_to_titles boolean)
CREATE OR REPLACE FUNCTION private.practice_spec_map_lessons(p_spec jsonb, p_course_id uuid, p_to_titles boolean)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_result jsonb := p_spec;
  v_key    text;
  v_list   jsonb;
  v_check  jsonb;
  v_mapped jsonb;
  v_lesson uuid;
begin
  foreach v_key in array array['scenarios', 'rules', 'commands'] loop
    v_list := p_spec->v_key;
    continue when jsonb_typeof(v_list) is distinct from 'array';
    v_mapped := '[]'::jsonb;
    for v_check in select value from jsonb_array_elements(v_list) with ordinality as t(value, ord) order by ord loop
      if jsonb_typeof(v_check) = 'object' and p_to_titles then
        v_check := (v_check - 'lesson_id') || jsonb_build_object('lesson_title', (
          select l.title from public.lessons l
          where l.course_id = p_course_id and l.id::text = v_check->>'lesson_id'
        ));
      elsif jsonb_typeof(v_check) = 'object' and v_check ? 'lesson_title' then
        select l.id into v_lesson from public.lessons l
        where l.course_id = p_course_id and l.title = v_check->>'lesson_title'
        order by l.order_index, l.created_at, l.id limit 1;
        if v_lesson is null and jsonb_typeof(v_check->'lesson_title') = 'string' then
          perform private.raise_api_error('practice_lesson_not_found');
        end if;
        v_check := (v_check - 'lesson_title') || jsonb_build_object('lesson_id', v_lesson);
      end if;
      v_mapped := v_mapped || jsonb_build_array(v_check);
    end loop;
    v_result := jsonb_set(v_result, array[v_key], v_mapped);
  end loop;
  return v_result;
end;
$function$;
revoke execute on function private.practice_spec_map_lessons(jsonb,uuid,boolean) from public;
comment on function private.practice_spec_map_lessons(jsonb,uuid,boolean) is 'A spec with its checks'' lessons named by title (export) or by id (import, practice_lesson_not_found when a title is not a lesson of the course).';

-- private.practice_learner_json(p_exercise public.practice_exercises, p_user uuid)
CREATE OR REPLACE FUNCTION private.practice_learner_json(p_exercise public.practice_exercises, p_user uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'id', p_exercise.id,
    'course_id', p_exercise.course_id,
    'course_title', c.title,
    'lesson_id', p_exercise.lesson_id,
    'lesson_title', l.title,
    'module_number', m.module_number,
    'title', p_exercise.title,
    'kind', p_exercise.kind,
    'language', p_exercise.language,
    'statement', p_exercise.statement,
    'starter', p_exercise.starter,
    'published', p_exercise.published,
    'draft', case when pp.draft is null then null
                  else jsonb_build_object('body', pp.draft, 'updated_at', pp.draft_updated_at) end,
    'hints', to_jsonb(coalesce(k.hints[1:coalesce(pp.hints_revealed, 0)], '{}'::text[])),
    'hints_total', cardinality(k.hints),
    'status', private.practice_status(pp),
    'passed_at', pp.passed_at,
    'gave_up_at', pp.gave_up_at,
    'attempt_count', coalesce(pp.attempt_count, 0),
    'points', private.reason_points('exercise_passed'),
    'points_earned', coalesce(pp.points_earned, 0),
    'last_attempt', (
      select jsonb_build_object('id', a.id, 'created_at', a.created_at, 'passed', a.passed, 'result', a.result)
      from public.practice_attempts a
      where a.user_id = p_user and a.exercise_id = p_exercise.id and a.graded_at is not null
      order by a.created_at desc, a.id desc limit 1
    ),
    -- The model solution only once the learner passed or gave up.
    'solution', case when pp.passed_at is not null or pp.gave_up_at is not null then k.solution end
  )
  from public.courses c
  join public.lessons l on l.id = p_exercise.lesson_id
  join private.numbered_modules(p_exercise.course_id) m on m.module_id = l.module_id
  left join public.practice_exercise_keys k on k.exercise_id = p_exercise.id
  left join public.practice_progress pp on pp.exercise_id = p_exercise.id and pp.user_id = p_user
  where c.id = p_exercise.course_id;
$function$;
revoke execute on function private.practice_learner_json(public.practice_exercises,uuid) from public;
comment on function private.practice_learner_json(public.practice_exercises,uuid) is 'What the learner sees of an exercise: never its checks; the revealed hints only; the solution once passed or given up.';

-- private.practice_author_json(p_exercise public.practice_exercises)
CREATE OR REPLACE FUNCTION private.practice_author_json(p_exercise public.practice_exercises)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'id', p_exercise.id,
    'course_id', p_exercise.course_id,
    'lesson_id', p_exercise.lesson_id,
    'kind', p_exercise.kind,
    'language', p_exercise.language,
    'title', p_exercise.title,
    'statement', p_exercise.statement,
    'starter', p_exercise.starter,
    'position', p_exercise.position,
    'published', p_exercise.published,
    'version', p_exercise.version,
    'verified', p_exercise.verified_version is not distinct from p_exercise.version,
    'spec', k.spec,
    'hints', to_jsonb(k.hints),
    'solution', k.solution,
    'wrong_solution', k.wrong_solution,
    'updated_at', p_exercise.updated_at
  )
  from public.practice_exercise_keys k
  where k.exercise_id = p_exercise.id;
$function$;
revoke execute on function private.practice_author_json(public.practice_exercises) from public;

-- private.practice_set_course()
CREATE OR REPLACE FUNCTION private.practice_set_course()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  select l.course_id into new.course_id from public.lessons l where l.id = new.lesson_id;
  return new;
end;
$function$;
revoke execute on function private.practice_set_course() from public;

-- private.practice_missing_by_module(p_user uuid, p_course_id uuid)
CREATE OR REPLACE FUNCTION private.practice_missing_by_module(p_user uuid, p_course_id uuid)
 RETURNS TABLE(module_number integer, missing integer)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select m.module_number, count(*)::integer
  from public.practice_exercises e
  join public.lessons l on l.id = e.lesson_id
  join private.numbered_modules(p_course_id) m on m.module_id = l.module_id
  where e.course_id = p_course_id and e.published
    and not exists (
      select 1 from public.practice_progress pp
      where pp.user_id = p_user and pp.exercise_id = e.id and pp.passed_at is not null
    )
  group by m.module_number;
$function$;
revoke execute on function private.practice_missing_by_module(uuid,uuid) from public;
comment on function private.practice_missing_by_module(uuid,uuid) is 'Published exercises the learner has not passed yet, per module: the certificate''s ''Falta: 2 práticas do módulo 3''.';

-- public.get_course_practice(p_course_id uuid)
CREATE OR REPLACE FUNCTION public.get_course_practice(p_course_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user   uuid := auth.uid();
  v_course public.courses;
  v_access text;
begin
  if v_user is not null and not private.is_active_user() then
    raise exception 'account_inactive' using errcode = '42501';
  end if;
  select * into v_course from public.courses c where c.id = p_course_id;
  v_access := case when v_user is null or v_course.id is null then null else private.question_access(p_course_id) end;
  if v_course.id is null or (not v_course.is_active and v_access is null) then
    perform private.raise_api_error('course_not_found');
  end if;
  return jsonb_build_object('exercises', coalesce((
    select jsonb_agg(jsonb_build_object(
             'id', e.id,
             'lesson_id', e.lesson_id,
             'module_number', m.module_number,
             'title', e.title,
             'kind', e.kind,
             'position', e.position,
             'published', e.published,
             'status', case when v_access is null then null else private.practice_status(pp) end
           ) order by m.module_number, l.order_index, l.created_at, e.position, e.created_at, e.id)
    from public.practice_exercises e
    join public.lessons l on l.id = e.lesson_id
    join private.numbered_modules(p_course_id) m on m.module_id = l.module_id
    left join public.practice_progress pp on pp.exercise_id = e.id and pp.user_id = v_user
    where e.course_id = p_course_id and (e.published or v_access = 'staff')
  ), '[]'::jsonb));
end;
$function$;
revoke execute on function public.get_course_practice(uuid) from public;
grant execute on function public.get_course_practice(uuid) to anon, authenticated, service_role;
comment on function public.get_course_practice(uuid) is 'The course''s exercises in curriculum order (published ones; authors: all), with the caller''s status when they may take them.';

-- public.get_practice_exercise(p_exercise_id uuid)
CREATE OR REPLACE FUNCTION public.get_practice_exercise(p_exercise_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_exercise public.practice_exercises := private.require_practice_taker(p_exercise_id);
begin
  return private.practice_learner_json(v_exercise, auth.uid());
end;
$function$;
revoke execute on function public.get_practice_exercise(uuid) from anon, public;
grant execute on function public.get_practice_exercise(uuid) to authenticated, service_role;
comment on function public.get_practice_exercise(uuid) is 'An exercise as its taker sees it (docs/practice.md): statement, starter, own draft and revealed hints, never the checks.';

-- public.save_practice_draft(p_exercise_id uuid, p_body text)
CREATE OR REPLACE FUNCTION public.save_practice_draft(p_exercise_id uuid, p_body text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_exercise public.practice_exercises := private.require_practice_taker(p_exercise_id);
  v_user     uuid := auth.uid();
  v_now      timestamptz := clock_timestamp();
begin
  if char_length(coalesce(p_body, '')) > 20000 then
    perform private.raise_api_error('practice_body_too_long');
  end if;
  insert into public.practice_progress (user_id, exercise_id, draft, draft_updated_at)
  values (v_user, v_exercise.id, coalesce(p_body, ''), v_now)
  on conflict (user_id, exercise_id) do update
    set draft = excluded.draft, draft_updated_at = excluded.draft_updated_at;
  return jsonb_build_object('updated_at', v_now);
end;
$function$;
revoke execute on function public.save_practice_draft(uuid,text) from anon, public;
grant execute on function public.save_practice_draft(uuid,text) to authenticated, service_role;
comment on function public.save_practice_draft(uuid,text) is 'Keeps the learner''s draft of an exercise (saved as they type, so another device opens it).';

-- public.reveal_practice_hint(p_exercise_id uuid)
CREATE OR REPLACE FUNCTION public.reveal_practice_hint(p_exercise_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_exercise public.practice_exercises := private.require_practice_taker(p_exercise_id);
  v_user     uuid := auth.uid();
  v_hints    text[];
  v_revealed integer;
begin
  select k.hints into v_hints from public.practice_exercise_keys k where k.exercise_id = v_exercise.id;
  v_hints := coalesce(v_hints, '{}');
  insert into public.practice_progress (user_id, exercise_id, hints_revealed)
  values (v_user, v_exercise.id, least(1, cardinality(v_hints)))
  on conflict (user_id, exercise_id) do update
    set hints_revealed = least(public.practice_progress.hints_revealed + 1, cardinality(v_hints))
  returning hints_revealed into v_revealed;
  return jsonb_build_object('hints', to_jsonb(coalesce(v_hints[1:v_revealed], '{}'::text[])),
                            'hints_total', cardinality(v_hints));
end;
$function$;
revoke execute on function public.reveal_practice_hint(uuid) from anon, public;
grant execute on function public.reveal_practice_hint(uuid) to authenticated, service_role;
comment on function public.reveal_practice_hint(uuid) is '''Ver dica'': reveals the next hint (one by one) and answers the ones revealed.';

-- public.give_up_practice_exercise(p_exercise_id uuid)
CREATE OR REPLACE FUNCTION public.give_up_practice_exercise(p_exercise_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_exercise public.practice_exercises := private.require_practice_taker(p_exercise_id);
  v_user     uuid := auth.uid();
  v_progress public.practice_progress;
begin
  insert into public.practice_progress (user_id, exercise_id, gave_up_at)
  values (v_user, v_exercise.id, now())
  on conflict (user_id, exercise_id) do update
    set gave_up_at = coalesce(public.practice_progress.gave_up_at, excluded.gave_up_at)
  returning * into v_progress;
  return jsonb_build_object(
    'solution', (select k.solution from public.practice_exercise_keys k where k.exercise_id = v_exercise.id),
    'gave_up_at', v_progress.gave_up_at,
    'status', private.practice_status(v_progress)
  );
end;
$function$;
revoke execute on function public.give_up_practice_exercise(uuid) from anon, public;
grant execute on function public.give_up_practice_exercise(uuid) to authenticated, service_role;
comment on function public.give_up_practice_exercise(uuid) is '''Desistir e ver a solução'': answers the model solution; a later pass earns no points.';

-- public.start_practice_attempt(p_exercise_id uuid, p_body text)
CREATE OR REPLACE FUNCTION public.start_practice_attempt(p_exercise_id uuid, p_body text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_exercise public.practice_exercises := private.require_practice_taker(p_exercise_id);
  v_user     uuid := auth.uid();
  v_attempt  uuid;
begin
  if p_body is null or p_body !~ '[^[:space:]]' then
    perform private.raise_api_error('practice_body_empty');
  end if;
  if char_length(p_body) > 20000 then
    perform private.raise_api_error('practice_body_too_long');
  end if;
  -- At most 60 submissions of one exercise an hour: a learner never needs more, and the checks'
  -- expected values cannot be probed by brute force (docs/practice.md, "Limits").
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('practice:' || v_user::text || ':' || v_exercise.id::text, 0));
  if (select count(*) from public.practice_attempts a
      where a.user_id = v_user and a.exercise_id = v_exercise.id
        and a.created_at > pg_catalog.clock_timestamp() - interval '1 hour') >= 60 then
    perform private.raise_api_error('practice_hourly_limit', 'rate_limited', 429);
  end if;
  insert into public.practice_attempts (user_id, exercise_id, exercise_version, body)
  values (v_user, v_exercise.id, v_exercise.version, p_body)
  returning id into v_attempt;
  -- What was sent is the draft too: a reload shows it.
  insert into public.practice_progress (user_id, exercise_id, draft, draft_updated_at)
  values (v_user, v_exercise.id, p_body, clock_timestamp())
  on conflict (user_id, exercise_id) do update
    set draft = excluded.draft, draft_updated_at = excluded.draft_updated_at;
  return jsonb_build_object('attempt_id', v_attempt);
end;
$function$;
revoke execute on function public.start_practice_attempt(uuid,text) from anon, public;
grant execute on function public.start_practice_attempt(uuid,text) to authenticated, service_role;
comment on function public.start_practice_attempt(uuid,text) is 'grade-exercise, as the learner: records the submission to grade (the caller''s identity and access decided here).';

-- public.practice_attempt_key(p_attempt_id uuid)
CREATE OR REPLACE FUNCTION public.practice_attempt_key(p_attempt_id uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object('attempt_id', a.id, 'kind', e.kind, 'spec', k.spec, 'body', a.body)
  from public.practice_attempts a
  join public.practice_exercises e on e.id = a.exercise_id
  join public.practice_exercise_keys k on k.exercise_id = e.id
  where a.id = p_attempt_id and a.graded_at is null;
$function$;
revoke execute on function public.practice_attempt_key(uuid) from anon, authenticated, public;
grant execute on function public.practice_attempt_key(uuid) to service_role;
comment on function public.practice_attempt_key(uuid) is 'Service role only (grade-exercise): the checks an ungraded attempt is graded with, and its body.';

-- public.finish_practice_attempt(p_attempt_id uuid, p_result jsonb)
CREATE OR REPLACE FUNCTION public.finish_practice_attempt(p_attempt_id uuid, p_result jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_attempt  public.practice_attempts;
  v_exercise public.practice_exercises;
  v_progress public.practice_progress;
  v_passed   boolean;
  v_first    boolean := false;
  v_awarded  boolean := false;
begin
  p_result := private.json_argument(p_result);
  select * into v_attempt from public.practice_attempts a where a.id = p_attempt_id for update;
  if v_attempt.id is null then
    perform private.raise_api_error('practice_attempt_not_found');
  end if;
  select * into v_exercise from public.practice_exercises e where e.id = v_attempt.exercise_id;

  if v_attempt.graded_at is null then
    if jsonb_typeof(p_result) is distinct from 'object' or jsonb_typeof(p_result->'passed') is distinct from 'boolean'
       or jsonb_typeof(p_result->'checks') is distinct from 'array' then
      perform private.raise_api_error('practice_result_invalid');
    end if;
    v_passed := (p_result->>'passed')::boolean;
    update public.practice_attempts
       set graded_at = clock_timestamp(), passed = v_passed, result = p_result
     where id = v_attempt.id
    returning * into v_attempt;

    insert into public.practice_progress (user_id, exercise_id, attempt_count, passed_at)
    values (v_attempt.user_id, v_attempt.exercise_id, 1, case when v_passed then now() end)
    on conflict (user_id, exercise_id) do update
      set attempt_count = public.practice_progress.attempt_count + 1,
          passed_at = coalesce(public.practice_progress.passed_at, excluded.passed_at)
    returning * into v_progress;
    -- The first pass of this very call: passed_at is the transaction's now().
    v_first := v_passed and v_progress.passed_at = now();

    if v_first and v_progress.gave_up_at is null and v_exercise.published then
      v_awarded := private.award_points(v_attempt.user_id, 'exercise_passed', v_exercise.course_id, v_exercise.id);
      if v_awarded then
        update public.practice_progress
           set points_earned = private.reason_points('exercise_passed')
         where user_id = v_attempt.user_id and exercise_id = v_exercise.id
        returning * into v_progress;
      end if;
    end if;
    if v_first then
      perform private.issue_certificate_if_earned(v_attempt.user_id, v_exercise.course_id);
    end if;
  else
    select * into v_progress from public.practice_progress pp
    where pp.user_id = v_attempt.user_id and pp.exercise_id = v_attempt.exercise_id;
  end if;

  return jsonb_build_object(
    'attempt_id', v_attempt.id,
    'passed', v_attempt.passed,
    'parse_error', v_attempt.result->'parse_error',
    'checks', v_attempt.result->'checks',
    'status', private.practice_status(v_progress),
    'points_awarded', case when v_awarded then private.reason_points('exercise_passed') else 0 end,
    'solution', case when v_attempt.passed then
      (select k.solution from public.practice_exercise_keys k where k.exercise_id = v_attempt.exercise_id) end
  );
end;
$function$;
revoke execute on function public.finish_practice_attempt(uuid,jsonb) from anon, authenticated, public;
grant execute on function public.finish_practice_attempt(uuid,jsonb) to service_role;
comment on function public.finish_practice_attempt(uuid,jsonb) is 'Service role only (grade-exercise): stores the grade once (a second call answers the first), the first pass, its points (once, not after giving up) and a certificate now earned.';

-- public.list_practice_exercises(p_course_id uuid)
CREATE OR REPLACE FUNCTION public.list_practice_exercises(p_course_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid := private.require_assessment_author(p_course_id);
begin
  return jsonb_build_object('exercises', coalesce((
    select jsonb_agg(private.practice_author_json(e) || jsonb_build_object(
             'lesson_title', l.title, 'module_number', m.module_number)
           order by m.module_number, l.order_index, l.created_at, e.position, e.created_at, e.id)
    from public.practice_exercises e
    join public.lessons l on l.id = e.lesson_id
    join private.numbered_modules(p_course_id) m on m.module_id = l.module_id
    where e.course_id = p_course_id
  ), '[]'::jsonb));
end;
$function$;
revoke execute on function public.list_practice_exercises(uuid) from anon, public;
grant execute on function public.list_practice_exercises(uuid) to authenticated, service_role;
comment on function public.list_practice_exercises(uuid) is 'Authors: every exercise of the course with its keys, in curriculum order.';

-- public.get_practice_exercise_key(p_exercise_id uuid)
CREATE OR REPLACE FUNCTION public.get_practice_exercise_key(p_exercise_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_exercise public.practice_exercises := private.practice_exercise_row(p_exercise_id);
  v_user     uuid := private.require_assessment_author(v_exercise.course_id);
begin
  return private.practice_author_json(v_exercise);
end;
$function$;
revoke execute on function public.get_practice_exercise_key(uuid) from anon, public;
grant execute on function public.get_practice_exercise_key(uuid) to authenticated, service_role;
comment on function public.get_practice_exercise_key(uuid) is 'Authors: one exercise with its keys (grade-exercise''s verify mode reads it as the caller).';

-- public.save_practice_exercise(p_exercise jsonb)
CREATE OR REPLACE FUNCTION public.save_practice_exercise(p_exercise jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_id       uuid;
  v_existing public.practice_exercises;
  v_key      public.practice_exercise_keys;
  v_lesson   public.lessons;
  v_kind     text;
  v_language text;
  v_spec     jsonb;
  v_hints    text[];
  v_title    text;
  v_regrade  boolean;
  v_saved    public.practice_exercises;
  v_user     uuid;
begin
  -- The Data API may hand a JSON argument over as a string holding it (private.json_argument).
  p_exercise := private.json_argument(p_exercise);
  v_kind := p_exercise->>'kind';
  v_spec := p_exercise->'spec';
  v_title := btrim(coalesce(p_exercise->>'title', ''));
  if p_exercise ? 'id' and jsonb_typeof(p_exercise->'id') = 'string' then
    if p_exercise->>'id' !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      perform private.raise_api_error('practice_not_found');
    end if;
    v_existing := private.practice_exercise_row((p_exercise->>'id')::uuid);
    select * into v_existing from public.practice_exercises e where e.id = v_existing.id for update;
    select * into v_key from public.practice_exercise_keys k where k.exercise_id = v_existing.id;
  end if;

  if coalesce(p_exercise->>'lesson_id', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    perform private.raise_api_error('practice_lesson_not_found');
  end if;
  select * into v_lesson from public.lessons l where l.id = (p_exercise->>'lesson_id')::uuid;
  if v_lesson.id is null then
    perform private.raise_api_error('practice_lesson_not_found');
  end if;
  -- Authors of the lesson's course; an exercise stays in its course.
  v_user := private.require_assessment_author(v_lesson.course_id);
  if v_existing.id is not null then
    perform private.require_assessment_author(v_existing.course_id);
    if v_existing.course_id <> v_lesson.course_id then
      perform private.raise_api_error('practice_lesson_not_found');
    end if;
  end if;

  if v_kind is null or v_kind <> all (array['iam_policy', 'infra_file', 'cli_command']) then
    perform private.raise_api_error('practice_kind_invalid');
  end if;
  v_language := case v_kind
    when 'iam_policy' then 'json'
    when 'cli_command' then 'shell'
    else case when p_exercise->>'language' = 'json' then 'json' else 'yaml' end
  end;
  if v_title !~ '[^[:space:]]' or char_length(v_title) > 120 then
    perform private.raise_api_error('practice_title_invalid');
  end if;
  if coalesce(p_exercise->>'statement', '') !~ '[^[:space:]]' or char_length(p_exercise->>'statement') > 8000 then
    perform private.raise_api_error('practice_statement_invalid');
  end if;
  if char_length(coalesce(p_exercise->>'starter', '')) > 20000 then
    perform private.raise_api_error('practice_body_too_long');
  end if;
  if jsonb_typeof(v_spec) is distinct from 'object' or octet_length(v_spec::text) > 100000 then
    perform private.raise_api_error('practice_spec_invalid');
  end if;
  -- A check may name its lesson by title, as the exported file does: saved by id, as imported.
  v_spec := private.practice_spec_map_lessons(v_spec, v_lesson.course_id, false);
  if exists (
    select 1 from unnest(private.practice_spec_lesson_ids(v_spec)) as x(lesson_id)
    where not exists (select 1 from public.lessons l where l.id = x.lesson_id and l.course_id = v_lesson.course_id)
  ) then
    perform private.raise_api_error('practice_lesson_not_found');
  end if;
  if jsonb_typeof(coalesce(p_exercise->'hints', '[]'::jsonb)) <> 'array'
     or jsonb_array_length(coalesce(p_exercise->'hints', '[]'::jsonb)) > 5
     or exists (select 1 from jsonb_array_elements(coalesce(p_exercise->'hints', '[]'::jsonb)) h
                where jsonb_typeof(h) <> 'string' or h #>> '{}' !~ '[^[:space:]]' or char_length(h #>> '{}') > 2000) then
    perform private.raise_api_error('practice_hints_invalid');
  end if;
  v_hints := array(select btrim(h) from jsonb_array_elements_text(coalesce(p_exercise->'hints', '[]'::jsonb)) with ordinality as t(h, ord) order by ord);
  if coalesce(p_exercise->>'solution', '') !~ '[^[:space:]]' or char_length(p_exercise->>'solution') > 20000
     or coalesce(p_exercise->>'wrong_solution', '') !~ '[^[:space:]]' or char_length(p_exercise->>'wrong_solution') > 20000 then
    perform private.raise_api_error('practice_solution_invalid');
  end if;

  if v_existing.id is null then
    insert into public.practice_exercises (lesson_id, course_id, kind, language, title, statement, starter, "position")
    values (v_lesson.id, v_lesson.course_id, v_kind, v_language, v_title, p_exercise->>'statement',
            coalesce(p_exercise->>'starter', ''),
            coalesce(nullif(p_exercise->>'position', '')::integer,
                     (select coalesce(max(e.position), 0) + 1 from public.practice_exercises e where e.lesson_id = v_lesson.id)))
    returning * into v_saved;
    insert into public.practice_exercise_keys (exercise_id, spec, hints, solution, wrong_solution)
    values (v_saved.id, v_spec, v_hints, p_exercise->>'solution', p_exercise->>'wrong_solution');
  else
    -- What grades the exercise changed: a new version, to be tested again before learners see it.
    v_regrade := v_existing.kind <> v_kind or v_existing.language <> v_language or v_key.spec <> v_spec
                 or v_key.solution <> p_exercise->>'solution' or v_key.wrong_solution <> p_exercise->>'wrong_solution';
    update public.practice_exercises e
       set lesson_id = v_lesson.id, kind = v_kind, language = v_language, title = v_title,
           statement = p_exercise->>'statement', starter = coalesce(p_exercise->>'starter', ''),
           "position" = coalesce(nullif(p_exercise->>'position', '')::integer, e.position),
           version = e.version + case when v_regrade then 1 else 0 end,
           published = e.published and not v_regrade,
           updated_at = now()
     where e.id = v_existing.id
    returning * into v_saved;
    update public.practice_exercise_keys k
       set spec = v_spec, hints = v_hints, solution = p_exercise->>'solution', wrong_solution = p_exercise->>'wrong_solution'
     where k.exercise_id = v_saved.id;
  end if;
  return private.practice_author_json(v_saved);
end;
$function$;
revoke execute on function public.save_practice_exercise(jsonb) from anon, public;
grant execute on function public.save_practice_exercise(jsonb) to authenticated, service_role;
comment on function public.save_practice_exercise(jsonb) is 'Authors create or change an exercise; a change to what grades it raises the version and unpublishes it until ''Testar com a solução'' passes again.';

-- public.delete_practice_exercise(p_exercise_id uuid)
CREATE OR REPLACE FUNCTION public.delete_practice_exercise(p_exercise_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_exercise public.practice_exercises := private.practice_exercise_row(p_exercise_id);
  v_user     uuid := private.require_assessment_author(v_exercise.course_id);
begin
  delete from public.practice_exercises e where e.id = v_exercise.id;
  return jsonb_build_object('deleted', true);
end;
$function$;
revoke execute on function public.delete_practice_exercise(uuid) from anon, public;
grant execute on function public.delete_practice_exercise(uuid) to authenticated, service_role;

-- public.set_practice_exercise_published(p_exercise_id uuid, p_published boolean)
CREATE OR REPLACE FUNCTION public.set_practice_exercise_published(p_exercise_id uuid, p_published boolean)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_exercise public.practice_exercises := private.practice_exercise_row(p_exercise_id);
  v_user     uuid := private.require_assessment_author(v_exercise.course_id);
begin
  select * into v_exercise from public.practice_exercises e where e.id = v_exercise.id for update;
  if coalesce(p_published, false) and v_exercise.verified_version is distinct from v_exercise.version then
    perform private.raise_api_error('practice_not_verified');
  end if;
  update public.practice_exercises e
     set published = coalesce(p_published, false), updated_at = now()
   where e.id = v_exercise.id
  returning * into v_exercise;
  return private.practice_author_json(v_exercise);
end;
$function$;
revoke execute on function public.set_practice_exercise_published(uuid,boolean) from anon, public;
grant execute on function public.set_practice_exercise_published(uuid,boolean) to authenticated, service_role;
comment on function public.set_practice_exercise_published(uuid,boolean) is 'Authors publish (only a version that passed ''Testar com a solução'': practice_not_verified) or unpublish an exercise.';

-- public.record_practice_verification(p_exercise_id uuid, p_version integer)
CREATE OR REPLACE FUNCTION public.record_practice_verification(p_exercise_id uuid, p_version integer)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_count integer;
begin
  update public.practice_exercises e set verified_version = p_version
   where e.id = p_exercise_id and e.version = p_version;
  get diagnostics v_count = row_count;
  return v_count > 0;
end;
$function$;
revoke execute on function public.record_practice_verification(uuid,integer) from anon, authenticated, public;
grant execute on function public.record_practice_verification(uuid,integer) to service_role;
comment on function public.record_practice_verification(uuid,integer) is 'Service role only (grade-exercise, verify): this version''s model solution passed and its wrong solution failed; false when the exercise changed meanwhile.';

-- public.export_practice_exercises(p_course_id uuid)
CREATE OR REPLACE FUNCTION public.export_practice_exercises(p_course_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid := private.require_assessment_author(p_course_id);
begin
  return jsonb_build_object(
    'format', 'trilha-cloud/practice-exercise@1',
    'exercises', coalesce((
      select jsonb_agg(jsonb_build_object(
               'title', e.title,
               'kind', e.kind,
               'language', e.language,
               'lesson_title', l.title,
               'statement', e.statement,
               'starter', e.starter,
               'spec', private.practice_spec_map_lessons(k.spec, p_course_id, true),
               'hints', to_jsonb(k.hints),
               'solution', k.solution,
               'wrong_solution', k.wrong_solution
             ) order by m.module_number, l.order_index, l.created_at, e.position, e.created_at, e.id)
      from public.practice_exercises e
      join public.practice_exercise_keys k on k.exercise_id = e.id
      join public.lessons l on l.id = e.lesson_id
      join private.numbered_modules(p_course_id) m on m.module_id = l.module_id
      where e.course_id = p_course_id
    ), '[]'::jsonb)
  );
end;
$function$;
revoke execute on function public.export_practice_exercises(uuid) from anon, public;
grant execute on function public.export_practice_exercises(uuid) to authenticated, service_role;
comment on function public.export_practice_exercises(uuid) is 'Authors: the course''s exercises as a file (lessons named by title, so it imports into another course or project).';

-- public.import_practice_exercises(p_course_id uuid, p_file jsonb)
CREATE OR REPLACE FUNCTION public.import_practice_exercises(p_course_id uuid, p_file jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user     uuid := private.require_assessment_author(p_course_id);
  v_exercise jsonb;
  v_lesson   uuid;
  v_count    integer := 0;
begin
  p_file := private.json_argument(p_file);
  if p_file->>'format' is distinct from 'trilha-cloud/practice-exercise@1'
     or jsonb_typeof(p_file->'exercises') is distinct from 'array'
     or jsonb_array_length(p_file->'exercises') not between 1 and 200 then
    perform private.raise_api_error('practice_file_invalid');
  end if;
  for v_exercise in select value from jsonb_array_elements(p_file->'exercises') with ordinality as t(value, ord) order by ord loop
    if jsonb_typeof(v_exercise) is distinct from 'object' then
      perform private.raise_api_error('practice_file_invalid');
    end if;
    select l.id into v_lesson from public.lessons l
    where l.course_id = p_course_id and l.title = v_exercise->>'lesson_title'
    order by l.order_index, l.created_at, l.id limit 1;
    if v_lesson is null then
      perform private.raise_api_error('practice_lesson_not_found');
    end if;
    perform public.save_practice_exercise(
      (v_exercise - 'lesson_title' - 'id' - 'position')
      || jsonb_build_object('lesson_id', v_lesson,
                            'spec', case when jsonb_typeof(v_exercise->'spec') = 'object'
                                         then private.practice_spec_map_lessons(v_exercise->'spec', p_course_id, false)
                                         else v_exercise->'spec' end));
    v_count := v_count + 1;
  end loop;
  return jsonb_build_object('imported', v_count);
end;
$function$;
revoke execute on function public.import_practice_exercises(uuid,jsonb) from anon, public;
grant execute on function public.import_practice_exercises(uuid,jsonb) to authenticated, service_role;
comment on function public.import_practice_exercises(uuid,jsonb) is 'Authors: adds the file''s exercises to the course, unpublished and untested; all or nothing.';

-- public.get_practice_statistics(p_course_id uuid)
CREATE OR REPLACE FUNCTION public.get_practice_statistics(p_course_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid := private.require_assessment_author(p_course_id);
begin
  return jsonb_build_object('exercises', coalesce((
    select jsonb_agg(jsonb_build_object(
             'id', e.id,
             'title', e.title,
             'kind', e.kind,
             'published', e.published,
             'lesson_title', l.title,
             'module_number', m.module_number,
             'learners', coalesce(learners.tried, 0),
             'passed', coalesce(learners.passed, 0),
             'pass_rate', case when coalesce(learners.tried, 0) = 0 then null
                               else round(100.0 * learners.passed / learners.tried)::integer end,
             'attempts', coalesce(graded.attempts, 0),
             'checks', coalesce(checks.list, '[]'::jsonb)
           ) order by m.module_number, l.order_index, l.created_at, e.position, e.created_at, e.id)
    from public.practice_exercises e
    join public.lessons l on l.id = e.lesson_id
    join private.numbered_modules(p_course_id) m on m.module_id = l.module_id
    left join lateral (
      select count(*) filter (where pp.attempt_count > 0)::integer as tried,
             count(*) filter (where pp.passed_at is not null)::integer as passed
      from public.practice_progress pp where pp.exercise_id = e.id
    ) learners on true
    left join lateral (
      select count(*)::integer as attempts
      from public.practice_attempts a where a.exercise_id = e.id and a.graded_at is not null
    ) graded on true
    left join lateral (
      -- Where the class gets stuck: the checks failed most often come first.
      select jsonb_agg(jsonb_build_object('id', s.id, 'label', s.label, 'attempts', s.attempts,
                                          'passed', s.passed,
                                          'pass_rate', round(100.0 * s.passed / s.attempts)::integer)
                       order by s.passed::numeric / s.attempts, s.id) as list
      from (
        select c.value->>'id' as id, max(c.value->>'label') as label, count(*)::integer as attempts,
               count(*) filter (where (c.value->>'passed')::boolean)::integer as passed
        from public.practice_attempts a
        cross join lateral jsonb_array_elements(a.result->'checks') as c(value)
        where a.exercise_id = e.id and a.graded_at is not null and a.exercise_version = e.version
        group by c.value->>'id'
      ) s
    ) checks on true
    where e.course_id = p_course_id
  ), '[]'::jsonb));
end;
$function$;
revoke execute on function public.get_practice_statistics(uuid) from anon, public;
grant execute on function public.get_practice_statistics(uuid) to authenticated, service_role;
comment on function public.get_practice_statistics(uuid) is 'Authors: per exercise the learners who tried and passed, and each check''s pass rate over the graded attempts of the current version (hardest first).';

-- ================================================================================================
-- Triggers
-- ================================================================================================

CREATE TRIGGER practice_exercises_set_course BEFORE INSERT OR UPDATE OF lesson_id, course_id ON public.practice_exercises FOR EACH ROW EXECUTE FUNCTION private.practice_set_course();

-- ================================================================================================
-- Policies
-- ================================================================================================

create policy "Exercises are read through the practice functions only" on public.practice_exercises
  for select to authenticated
  using (false);

create policy "Exercise keys are read through the practice functions only" on public.practice_exercise_keys
  for select to authenticated
  using (false);

create policy "Practice progress is read through the practice functions only" on public.practice_progress
  for select to authenticated
  using (false);

create policy "Practice attempts are read through the practice functions only" on public.practice_attempts
  for select to authenticated
  using (false);

-- ================================================================================================
-- Grants
-- ================================================================================================

revoke all on table public.practice_exercises from anon, authenticated;
revoke all on table public.practice_exercise_keys from anon, authenticated;
revoke all on table public.practice_progress from anon, authenticated;
revoke all on table public.practice_attempts from anon, authenticated;
