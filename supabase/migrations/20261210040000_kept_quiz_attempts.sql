-- Trilha Cloud — a started module quiz is an attempt kept by the server, as the simulado is
-- (docs/assessments.md, "Taking a module quiz"):
--   * one open quiz attempt per student and module: start_module_quiz answers it again (same
--     questions, the answers saved so far) instead of drawing anew; save_quiz_answer saves each
--     answer as the learner chooses it;
--   * the simulado keeps the question last seen (save_exam_answer with no answer and no flag
--     records it; answering a question records it too) and start_practice_exam answers it;
--   * a graded attempt keeps the points its grading awarded (points_earned, read from
--     point_events as the award trigger wrote them), and the review says which questions were
--     flagged for review;
--   * list_my_attempts filters by module (a quiz's own history);
--   * get_course_assessments names each module's open quiz attempt (the screen continues it).

-- -----------------------------------------------------------------------------
-- 1. Columns
-- -----------------------------------------------------------------------------
alter table public.assessment_attempts
  add column last_question_id uuid,
  add column points_earned integer check (points_earned >= 0),
  add constraint assessment_attempts_last_question_drawn
    check (last_question_id is null or last_question_id = any (question_ids));
comment on column public.assessment_attempts.last_question_id is
  'The question the taker had on screen last (simulado): reopening the attempt shows it.';
comment on column public.assessment_attempts.points_earned is
  'Points the grading of this attempt awarded (point_events), 0 when none; null before grading.';

-- Past gradings: the award trigger ran in the grading's transaction, so the points of an attempt
-- are the point event of its subject written at its submitted_at.
update public.assessment_attempts a
   set points_earned = coalesce((
         select p.points from public.point_events p
         where p.user_id = a.user_id
           and p.reason = case a.kind when 'quiz' then 'quiz_passed' else 'exam_passed' end
           and p.subject_id = case a.kind when 'quiz' then a.module_id else a.course_id end
           and p.created_at = a.submitted_at
       ), 0)
 where a.submitted_at is not null;

-- Quiz attempts used to be drawn on every start and never kept an answer before submitting: of
-- the open ones, only the newest per student and module is kept (the others hold no answer).
delete from public.assessment_attempts a
 where a.kind = 'quiz' and a.submitted_at is null
   and exists (
     select 1 from public.assessment_attempts b
     where b.kind = 'quiz' and b.submitted_at is null
       and b.user_id = a.user_id and b.module_id = a.module_id
       and (b.started_at, b.id) > (a.started_at, a.id)
   );

-- One open quiz attempt per student and module: reloading or another device continues it.
create unique index assessment_attempts_one_open_quiz_idx
  on public.assessment_attempts (user_id, module_id) where kind = 'quiz' and submitted_at is null;


-- -----------------------------------------------------------------------------
-- 2. Readers
-- -----------------------------------------------------------------------------
-- The answers saved so far of an open attempt (no key: the options chosen and the flag).
create function private.attempt_answers_json(p_attempt_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'question_id', aa.question_id, 'option_ids', to_jsonb(aa.option_ids), 'flagged', aa.flagged
         ) order by aa.question_id), '[]'::jsonb)
  from public.attempt_answers aa where aa.attempt_id = p_attempt_id;
$$;

create or replace function private.exam_attempt_json(p_attempt public.assessment_attempts)
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
    'answers', private.attempt_answers_json(p_attempt.id),
    'last_question_id', p_attempt.last_question_id
  )
  from (select 1) one
  left join public.practice_exams pe on pe.course_id = p_attempt.course_id;
$$;

create or replace function private.attempt_review(p_attempt_id uuid)
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
$$;


-- -----------------------------------------------------------------------------
-- 3. Grading keeps the points it awarded
-- -----------------------------------------------------------------------------
create or replace function private.grade_attempt(p_attempt_id uuid)
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
$$;


-- -----------------------------------------------------------------------------
-- 4. Module quiz: kept, answered as one goes
-- -----------------------------------------------------------------------------
create or replace function public.start_module_quiz(p_module_id uuid)
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
$$;

create function public.save_quiz_answer(p_attempt_id uuid, p_question_id uuid, p_option_ids uuid[])
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_attempt public.assessment_attempts := private.lock_own_attempt(p_attempt_id, 'quiz');
begin
  return jsonb_build_object(
    'saved_at', private.store_answer(v_attempt, p_question_id, coalesce(p_option_ids, '{}'::uuid[]), null)
  );
end;
$$;
comment on function public.save_quiz_answer(uuid, uuid, uuid[]) is
  'Saves (replaces) the options chosen for one question of the caller''s open quiz attempt.';


-- -----------------------------------------------------------------------------
-- 5. Simulado: the question last seen
-- -----------------------------------------------------------------------------
-- p_option_ids null (or left out) keeps the answer, p_flagged null keeps the flag; both null only
-- records the question as the one on screen. Any call records it.
create or replace function public.save_exam_answer(
  p_attempt_id uuid,
  p_question_id uuid,
  p_option_ids uuid[] default null,
  p_flagged boolean default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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
$$;


-- -----------------------------------------------------------------------------
-- 6. History per module; the open quiz attempt in the standing
-- -----------------------------------------------------------------------------
drop function public.list_my_attempts(uuid, text);
create function public.list_my_attempts(p_course_id uuid, p_kind text default null, p_module_id uuid default null)
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
$$;

create or replace function public.get_course_assessments(p_course_id uuid)
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
  if v_course.id is null or (not v_course.is_active and v_access is null) then
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
$$;


-- -----------------------------------------------------------------------------
-- 7. EXECUTE
-- -----------------------------------------------------------------------------
revoke all on function private.attempt_answers_json(uuid) from public, anon, authenticated;

revoke all on function
  public.save_quiz_answer(uuid, uuid, uuid[]),
  public.list_my_attempts(uuid, text, uuid)
from public, anon, authenticated;
grant execute on function
  public.save_quiz_answer(uuid, uuid, uuid[]),
  public.list_my_attempts(uuid, text, uuid)
to authenticated;
