-- =============================================================================
-- Trilha Cloud — one progress rule, in one place
-- =============================================================================
-- "completed lessons divided by total lessons, rounded to a percentage;
-- 100% means completed". Plain rounding broke the second half: with 200 or more
-- lessons, 199 done is 99.5 %, which rounded to 100 and (through
-- completed = (progress = 100)) marked the course complete with a lesson left.
--
-- The rule now: a course is complete when every lesson is done (done = total,
-- total > 0). Progress is the rounded percentage, capped at 99 while a lesson is
-- left, so it reads 100 exactly when the course is complete. Rounding (not
-- floor) keeps the rule's "rounded" for every other figure: 1 of 3 is 33, 2 of 3
-- is 67, as before.
--
-- private.course_progress() is the only place that says so; complete_lesson()
-- and private.refresh_course_progress() (until now each with its own copy of
-- the formula) both call it.
--
-- The CHECK enrollments_completed_matches_progress (completed = (progress = 100))
-- stays as it is: under this rule progress is 100 if and only if done = total,
-- so the constraint now states exactly "completed ⇔ every lesson done" in terms
-- of the two stored columns. What changed is that no writer can reach 100 early.
-- =============================================================================


-- -----------------------------------------------------------------------------
-- private.course_progress(done, total) — whole percent of a course's lessons done.
-- 0 for a course without lessons (nothing to complete), 100 only when done >= total.
-- EXECUTE stays with PUBLIC: it only computes from its arguments (like
-- private.texts_are_filled) and the private schema is not exposed.
-- -----------------------------------------------------------------------------
create function private.course_progress(p_done bigint, p_total bigint)
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when p_total is null or p_total <= 0 then 0
    when p_done >= p_total then 100
    else least(round(100.0 * greatest(p_done, 0) / p_total)::integer, 99)
  end;
$$;
comment on function private.course_progress(bigint, bigint) is
  'Course progress rule: rounded percent of lessons done, 100 only when every lesson is done.';


-- -----------------------------------------------------------------------------
-- private.refresh_course_progress — unchanged but for the formula.
-- -----------------------------------------------------------------------------
create or replace function private.refresh_course_progress(p_course_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.enrollments e
  where e.course_id = p_course_id
  order by e.id
  for update;

  update public.enrollments e
     set progress = s.progress,
         completed = (s.progress = 100)
    from (
      select e2.id, private.course_progress(count(lp.lesson_id), t.total) as progress
      from public.enrollments e2
      cross join (select count(*) as total from public.lessons l where l.course_id = p_course_id) t
      left join public.lesson_progress lp
             on lp.user_id = e2.user_id
            and lp.completed
            and lp.lesson_id in (select l.id from public.lessons l where l.course_id = p_course_id)
      where e2.course_id = p_course_id
      group by e2.id, t.total
    ) s
   where e.id = s.id
     and (e.progress, e.completed) is distinct from (s.progress, s.progress = 100);
end;
$$;


-- -----------------------------------------------------------------------------
-- public.complete_lesson — unchanged but for the formula (same contract:
-- json {course_id, progress, completed, completed_at}).
-- -----------------------------------------------------------------------------
create or replace function public.complete_lesson(p_lesson_id uuid)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user         uuid := private.require_active_user();
  v_course_id    uuid;
  v_enrollment   uuid;
  v_completed_at timestamptz;
  v_total        integer;
  v_done         integer;
  v_progress     integer;
begin
  -- Lock order lesson -> enrolment, the same as an administrator removing a
  -- lesson (lesson row, then the course's enrolments): no deadlock.
  select l.course_id into v_course_id
  from public.lessons l
  where l.id = p_lesson_id
  for key share;
  if not found then
    perform private.raise_api_error('lesson_not_found');
  end if;

  -- Serialise completions of one enrolment so the count below always sees the
  -- earlier ones (50 parallel calls end with the right progress).
  select e.id into v_enrollment
  from public.enrollments e
  where e.user_id = v_user and e.course_id = v_course_id
  for update;
  if not found then
    raise exception 'not_enrolled' using errcode = '42501';
  end if;

  insert into public.lesson_progress (user_id, lesson_id, completed, completed_at)
  values (v_user, p_lesson_id, true, now())
  on conflict (user_id, lesson_id) do nothing;

  select lp.completed_at into v_completed_at
  from public.lesson_progress lp
  where lp.user_id = v_user and lp.lesson_id = p_lesson_id;

  select count(*) into v_total from public.lessons l where l.course_id = v_course_id;
  select count(*) into v_done
  from public.lesson_progress lp
  join public.lessons l on l.id = lp.lesson_id
  where lp.user_id = v_user and lp.completed and l.course_id = v_course_id;

  v_progress := private.course_progress(v_done, v_total);

  update public.enrollments e
     set progress = v_progress, completed = (v_progress = 100)
   where e.id = v_enrollment
     and (e.progress, e.completed) is distinct from (v_progress, v_progress = 100);

  return json_build_object(
    'course_id', v_course_id,
    'progress', v_progress,
    'completed', v_progress = 100,
    'completed_at', v_completed_at
  );
end;
$$;


-- Enrolments written under the old rule (e.g. 199 of 200 marked complete) are
-- recomputed once with the new one.
do $$
begin
  perform private.refresh_course_progress(c.id)
  from public.courses c
  where exists (select 1 from public.enrollments e where e.course_id = c.id);
end
$$;
