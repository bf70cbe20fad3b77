-- =============================================================================
-- Trilha Cloud — study that counts says so, and one study time everywhere
-- =============================================================================
-- The contract is docs/engagement.md ('Whether a lesson counted', 'Study time');
-- the why is docs/rules/engagement.md. In short:
--
--   private.lesson_study_json   whether a lesson counted for the goal and the points,
--                               and the reason code when it did not
--   complete_lesson, save_watch_position   answer it as `study`
--   study_week_json             each day (and the week) also carries the lessons
--                               marked complete, which do not count for the goal
--   private.study_seconds       the study time: every second the server credited
--                               (study_days.watched_seconds), all time
--   get_student_dashboard, get_profile_stats, get_my_study_calendar
--                               answer that one figure as `study_seconds`
--                               (`study_hours`, course minutes weighted by progress,
--                               is gone: it counted lessons nobody watched)
-- =============================================================================


-- -----------------------------------------------------------------------------
-- 1. Whether a lesson counted, and why not
-- -----------------------------------------------------------------------------
-- Reason codes (null when it counted):
--   'lesson_not_watched'    fewer credited seconds than the lesson's watching share
--   'lesson_not_completed'  watched enough, not marked complete yet
create function private.lesson_study_json(p_user uuid, p_lesson_id uuid)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'counted', pe.id is not null,
    'reason', case
      when pe.id is not null then null
      when coalesce(w.watched_seconds, 0) < x.needed then 'lesson_not_watched'
      else 'lesson_not_completed'
    end,
    'points', coalesce(pe.points, 0),
    -- The points were written by this very call (a transaction's now() is its start).
    'points_awarded', coalesce(pe.created_at = now(), false),
    'counted_at', pe.created_at,
    'watched_seconds', coalesce(w.watched_seconds, 0),
    'needed_seconds', x.needed
  )
  from public.lessons l
  cross join lateral (
    -- The share private.lesson_finished_by_watching asks for.
    select greatest(ceil(0.9 * ((l.duration_minutes - 1) * 60 + 1)), 0)::integer as needed
  ) x
  left join public.watch_positions w on w.lesson_id = l.id and w.user_id = p_user
  left join public.point_events pe
    on pe.user_id = p_user and pe.reason = 'lesson_finished' and pe.subject_id = l.id
  where l.id = p_lesson_id;
$$;
comment on function private.lesson_study_json(uuid, uuid) is 'Whether the lesson counted for the weekly goal and the points (finished by watching), with the reason code when not: docs/engagement.md.';
revoke execute on function private.lesson_study_json(uuid, uuid) from public, anon, authenticated;

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
  if not private.course_open_to(v_user, v_course_id) then
    raise exception 'course_access_required' using errcode = '42501';
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
    'completed_at', v_completed_at,
    -- After the completion's trigger: a lesson already watched is finished by it.
    'study', private.lesson_study_json(v_user, p_lesson_id)
  );
end;
$$;

create or replace function public.save_watch_position(p_lesson_id uuid, p_position_seconds integer)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user     uuid := private.require_active_user();
  v_lesson   public.lessons;
  v_position integer;
begin
  if p_position_seconds is null then
    perform private.raise_api_error('invalid_position');
  end if;

  select * into v_lesson from public.lessons l where l.id = p_lesson_id;
  if not found then
    perform private.raise_api_error('lesson_not_found');
  end if;

  if not (
       v_lesson.is_preview
       and exists (
         select 1 from public.courses c
         where c.id = v_lesson.course_id and c.is_active and c.lesson_count > 0
       )
     ) then
    if not exists (
         select 1 from public.enrollments e
         where e.user_id = v_user and e.course_id = v_lesson.course_id
       ) then
      raise exception 'not_enrolled' using errcode = '42501';
    end if;
    if not private.course_open_to(v_user, v_lesson.course_id) then
      raise exception 'course_access_required' using errcode = '42501';
    end if;
  end if;

  v_position := least(greatest(p_position_seconds, 0), v_lesson.duration_minutes * 60);

  -- One row per user and lesson, whatever the number of parallel calls.
  insert into public.watch_positions as w (user_id, lesson_id, position_seconds, updated_at)
  values (v_user, p_lesson_id, v_position, now())
  on conflict (user_id, lesson_id) do update
    set position_seconds = excluded.position_seconds,
        updated_at       = excluded.updated_at;

  return json_build_object(
    'lesson_id', p_lesson_id,
    'position_seconds', v_position,
    -- After the save's triggers: this save may be the one that finished the lesson.
    'study', private.lesson_study_json(v_user, p_lesson_id)
  );
end;
$$;


-- -----------------------------------------------------------------------------
-- 2. The week: lessons marked complete are shown, and do not count
-- -----------------------------------------------------------------------------
create or replace function private.study_week_json(p_user uuid, p_now timestamptz)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return (
    with wk as (select private.sao_paulo_week(p_now) as week_start),
    g as (select * from private.goal_for_week(p_user, (select week_start from wk))),
    days as (
      select gs::date as day,
             coalesce(d.watched_seconds, 0) as seconds,
             coalesce(d.lessons_finished, 0) as lessons,
             coalesce(d.lessons_completed, 0) as completed
      from wk
      cross join pg_catalog.generate_series(wk.week_start, wk.week_start + 6, interval '1 day') gs
      left join public.study_days d on d.user_id = p_user and d.day = gs::date
    ),
    totals as (
      select (sum(seconds) / 60)::integer as minutes, sum(lessons)::integer as lessons,
             sum(completed)::integer as completed
      from days
    )
    select json_build_object(
      'timezone', 'America/Sao_Paulo',
      'week_start', (select week_start from wk),
      'week_end', (select week_start + 6 from wk),
      'today', private.sao_paulo_date(p_now),
      'goal', (select json_build_object('kind', g.kind, 'target', g.target, 'since', g.week_start) from g where g.kind is not null),
      'minutes', t.minutes,
      'lessons', t.lessons,
      'lessons_completed', t.completed,
      'percent', (
        select least(100, floor(100.0 * case g.kind when 'minutes' then t.minutes else t.lessons end / g.target))::integer
        from g where g.kind is not null
      ),
      'met', coalesce((
        select case g.kind when 'minutes' then t.minutes >= g.target else t.lessons >= g.target end
        from g where g.kind is not null
      ), false),
      'days', (select json_agg(json_build_object('date', d.day, 'minutes', (d.seconds / 60)::integer,
                                                 'lessons', d.lessons, 'lessons_completed', d.completed)
                               order by d.day) from days d),
      'streak', private.study_streak(p_user, (select week_start from wk)),
      'points', json_build_object(
        'total', (select coalesce(sum(p.points), 0)::integer from public.point_events p where p.user_id = p_user),
        'this_week', (
          select coalesce(sum(p.points), 0)::integer from public.point_events p
          where p.user_id = p_user
            and p.created_at >= ((select week_start from wk)::timestamp at time zone 'America/Sao_Paulo')
        )
      )
    )
    from totals t
  );
end;
$$;


-- -----------------------------------------------------------------------------
-- 3. Study time: one figure, read by the dashboard, the profile and the calendar
-- -----------------------------------------------------------------------------
create function private.study_seconds(p_user uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(d.watched_seconds), 0)::integer from public.study_days d where d.user_id = p_user;
$$;
comment on function private.study_seconds(uuid) is 'The person''s study time: every second of video the server credited (study_days.watched_seconds), all time. docs/engagement.md.';
revoke execute on function private.study_seconds(uuid) from public, anon, authenticated;

create or replace function public.get_profile_stats()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_active_user();
begin
  return json_build_object(
    'courses', (select count(*) from public.enrollments e where e.user_id = v_user),
    'study_seconds', private.study_seconds(v_user),
    'certificates', (select count(*) from public.certificates ce where ce.user_id = v_user and ce.revoked_at is null)
  );
end;
$$;

create or replace function public.get_my_study_calendar()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user  uuid := private.require_active_user();
  v_today date := private.sao_paulo_date(now());
  v_from  date := (v_today - interval '12 months')::date + 1;
begin
  return (
    select json_build_object(
      'timezone', 'America/Sao_Paulo',
      'from', v_from,
      'to', v_today,
      'study_seconds', private.study_seconds(v_user),
      'total_minutes', coalesce(sum(d.watched_seconds) / 60, 0)::integer,
      'total_lessons', coalesce(sum(d.lessons_finished), 0)::integer,
      'total_lessons_completed', coalesce(sum(d.lessons_completed), 0)::integer,
      'active_days', count(*) filter (where d.watched_seconds >= 60 or d.lessons_finished > 0 or d.lessons_completed > 0),
      'days', coalesce(json_agg(json_build_object(
                'date', d.day,
                'minutes', d.watched_seconds / 60,
                'lessons', d.lessons_finished,
                'lessons_completed', d.lessons_completed
              ) order by d.day) filter (where d.watched_seconds >= 60 or d.lessons_finished > 0 or d.lessons_completed > 0), '[]'::json)
    )
    from public.study_days d
    where d.user_id = v_user and d.day between v_from and v_today
  );
end;
$$;


-- The dashboard: the body of 20261207000100_dashboard_study_week.sql with the
-- counter `study_hours` replaced by `study_seconds` (the tracks' part unchanged).
create or replace function public.get_student_dashboard()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_active_user();
begin
  return (
    with cards as (
      select
        e.id,
        e.progress,
        e.completed,
        e.enrolled_at,
        c.id as course_id,
        c.slug, c.title, c.description, c.image_url, c.duration, c.level, c.price,
        c.total_hours, c.lesson_count, c.total_minutes, c.is_active,
        (
          select count(*)
          from public.lesson_progress lp
          join public.lessons l on l.id = lp.lesson_id
          where lp.user_id = v_user and lp.completed and l.course_id = c.id
        ) as lessons_completed,
        coalesce(
          -- first lesson not completed yet, in module order then lesson order
          (
            select json_build_object('id', l.id, 'title', l.title, 'module_title', m.title)
            from public.lessons l
            join public.course_modules m on m.id = l.module_id
            where l.course_id = c.id
              and not exists (
                select 1 from public.lesson_progress lp
                where lp.user_id = v_user and lp.lesson_id = l.id and lp.completed
              )
            order by m.order_index, m.created_at, m.id, l.order_index, l.created_at, l.id
            limit 1
          ),
          -- all done: the first lesson (null only when the course has none)
          (
            select json_build_object('id', l.id, 'title', l.title, 'module_title', m.title)
            from public.lessons l
            join public.course_modules m on m.id = l.module_id
            where l.course_id = c.id
            order by m.order_index, m.created_at, m.id, l.order_index, l.created_at, l.id
            limit 1
          )
        ) as next_lesson,
        private.continue_lesson(v_user, c.id) as continue_lesson,
        private.certificate_requirements_missing(v_user, c.id) as missing
      from public.enrollments e
      join public.courses c on c.id = e.course_id
      where e.user_id = v_user
    )
    select json_build_object(
      'counters', json_build_object(
        'active_courses',   (select count(*) from cards),
        'study_seconds',    private.study_seconds(v_user),
        'certificates',     (select count(*) from public.certificates ce where ce.user_id = v_user and ce.revoked_at is null),
        'average_progress', (select coalesce(round(avg(progress)), 0)::integer from cards)
      ),
      'study', private.study_week_json(v_user, now()),
      'tracks', coalesce((
        select json_agg((jsonb_build_object(
                 'id', t.id,
                 'slug', t.slug,
                 'title', t.title,
                 'target_role', t.target_role,
                 'image_url', t.image_url,
                 'followed_at', f.followed_at,
                 'certificate_code', (select tc.verification_code from public.track_certificates tc
                                      where tc.user_id = v_user and tc.track_id = t.id)
               ) || (private.track_progress_json(v_user, t.id) - 'steps'))::json
               order by f.followed_at desc, t.id)
        from public.track_followers f
        join public.tracks t on t.id = f.track_id and t.published
        where f.user_id = v_user
      ), '[]'::json),
      'enrollments', coalesce((
        select json_agg(json_build_object(
                 'id', k.id,
                 'progress', k.progress,
                 'completed', k.completed,
                 'enrolled_at', k.enrolled_at,
                 'lessons_completed', k.lessons_completed,
                 'lessons_total', k.lesson_count,
                 'next_lesson', k.next_lesson,
                 'continue_lesson', k.continue_lesson,
                 'missing', to_json(k.missing),
                 'course', json_build_object(
                   'id', k.course_id, 'slug', k.slug, 'title', k.title, 'description', k.description,
                   'image_url', k.image_url, 'duration', k.duration, 'level', k.level, 'price', k.price,
                   'total_hours', k.total_hours, 'lesson_count', k.lesson_count,
                   'total_minutes', k.total_minutes, 'is_active', k.is_active
                 )
               ) order by k.enrolled_at desc, k.id)
        from cards k
      ), '[]'::json)
    )
  );
end;
$$;
