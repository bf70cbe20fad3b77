-- =============================================================================
-- Trilha Cloud — engagement reads at size (npm run bench -- --analytics)
-- =============================================================================
-- At 20 000 students and 2M completions (docs/performance.md):
--   get_course_analytics   one pass per source, hash joins and aggregates only
--                          (no count(distinct), no sort of every activity row), and
--                          precomputed: an answer younger than 10 minutes is served
--                          as it is (private.course_analytics, with computed_at); the
--                          job refresh_course_analytics keeps big courses fresh
--   send_goal_reminders    each goal and the week's study aggregated once,
--                          not one lookup per person
--   study_week_json, study_weeks   PL/pgSQL, so their plans are kept per
--                          connection (the dashboard calls them on every visit)
-- Same arguments and answers as 20261207000000 (docs/engagement.md); computed_at
-- now says when the figures were computed.
-- =============================================================================

-- The figures of one course at p_now (the caller checked who may read them).
create function private.compute_course_analytics(p_course_id uuid, p_now timestamptz)
returns json
language plpgsql
stable
set search_path = ''
as $$
begin
  return (
    with lessons as materialized (
      select l.id, l.title, m.title as module_title,
             ceil(0.9 * ((l.duration_minutes - 1) * 60 + 1)) as end_seconds,
             row_number() over (order by m.order_index, m.created_at, m.id, l.order_index, l.created_at, l.id) as position
      from public.lessons l
      join public.course_modules m on m.id = l.module_id
      where l.course_id = p_course_id
    ),
    enrolled as materialized (
      select e.user_id, e.progress, e.completed from public.enrollments e where e.course_id = p_course_id
    ),
    -- One row per learner and lesson in each source (both tables are keyed by user and lesson).
    watched as materialized (
      select w.user_id, w.lesson_id, ls.position, w.updated_at as at, w.furthest_seconds >= ls.end_seconds as to_end
      from lessons ls
      join public.watch_positions w on w.lesson_id = ls.id
    ),
    completed as materialized (
      select lp.user_id, lp.lesson_id, ls.position, lp.completed_at as at
      from lessons ls
      join public.lesson_progress lp on lp.lesson_id = ls.id
      where lp.completed
    ),
    reach as (
      select x.lesson_id, count(*) as reached
      from (select user_id, lesson_id from watched union select user_id, lesson_id from completed) x
      join enrolled e on e.user_id = x.user_id
      group by x.lesson_id
    ),
    to_end as (
      select w.lesson_id, count(*) as learners
      from watched w
      join enrolled e on e.user_id = w.user_id
      where w.to_end
      group by w.lesson_id
    ),
    activity as (
      select t.user_id, max(t.at) as at
      from (select user_id, at from watched union all select user_id, at from completed) t
      group by t.user_id
    ),
    -- Not completed, nothing in the course for 14 days: the lesson of the latest activity (the
    -- later lesson on a tie).
    stale as (
      select a.user_id, a.at
      from activity a
      join enrolled e on e.user_id = a.user_id and not e.completed
      where a.at < p_now - interval '14 days'
    ),
    stale_lesson as (
      select s.user_id, max(t.position) as position
      from stale s
      join (select user_id, at, position from watched union all select user_id, at, position from completed) t
        on t.user_id = s.user_id and t.at = s.at
      group by s.user_id
    ),
    stopped as (
      select sl.position, count(*) as learners from stale_lesson sl group by sl.position
    ),
    funnel as (
      select count(*) as enrolled,
             count(*) filter (where e.progress > 0 or a.user_id is not null) as started,
             count(*) filter (where e.progress >= 25) as p25,
             count(*) filter (where e.progress >= 50) as p50,
             count(*) filter (where e.progress >= 75) as p75,
             count(*) filter (where e.progress = 100) as p100
      from enrolled e
      left join activity a on a.user_id = e.user_id
    ),
    first_answers as (
      select q.id, q.created_at,
             (select min(a.created_at) from public.question_answers a
              where a.question_id = q.id and a.is_teacher and not a.is_hidden) as answered_at
      from public.lesson_questions q
      where q.course_id = p_course_id and not q.is_hidden
    ),
    quiz as (
      select aq.id, aq.prompt, aq.module_id, m.title as module_title,
             count(aa.is_correct) as answered,
             count(*) filter (where aa.is_correct) as correct
      from public.assessment_questions aq
      left join public.course_modules m on m.id = aq.module_id
      left join public.attempt_answers aa on aa.question_id = aq.id and aa.is_correct is not null
      where aq.course_id = p_course_id
      group by aq.id, m.title
    )
    select json_build_object(
      'course_id', p_course_id,
      'computed_at', p_now,
      'funnel', (select json_build_object(
                   'enrolled', f.enrolled, 'started', f.started,
                   'progress_25', f.p25, 'progress_50', f.p50, 'progress_75', f.p75, 'completed', f.p100)
                 from funnel f),
      'lessons', coalesce((
        select json_agg(json_build_object(
                 'id', ls.id,
                 'position', ls.position,
                 'title', ls.title,
                 'module_title', ls.module_title,
                 'reached', coalesce(r.reached, 0),
                 'watched_to_end', coalesce(te.learners, 0),
                 'reached_share', case when f.enrolled > 0 then round(coalesce(r.reached, 0)::numeric / f.enrolled, 4) else 0 end,
                 'watched_to_end_share', case when f.enrolled > 0 then round(coalesce(te.learners, 0)::numeric / f.enrolled, 4) else 0 end,
                 'stopped_after', coalesce(st.learners, 0)
               ) order by ls.position)
        from lessons ls
        cross join funnel f
        left join reach r on r.lesson_id = ls.id
        left join to_end te on te.lesson_id = ls.id
        left join stopped st on st.position = ls.position
      ), '[]'::json),
      'stop_after', coalesce((
        select json_agg(json_build_object(
                 'lesson_id', ls.id, 'position', ls.position, 'title', ls.title, 'learners', st.learners
               ) order by st.learners desc, ls.position)
        from stopped st
        join lessons ls on ls.position = st.position
      ), '[]'::json),
      'questions', (
        select json_build_object(
                 'total', count(*),
                 'answered_by_teacher', count(fa.answered_at),
                 'median_minutes_to_teacher_answer',
                   round((percentile_cont(0.5) within group (
                     order by extract(epoch from (fa.answered_at - fa.created_at)) / 60
                   ) filter (where fa.answered_at is not null))::numeric, 1)
               )
        from first_answers fa
      ),
      'quiz_questions', coalesce((
        select json_agg(json_build_object(
                 'id', qz.id,
                 'prompt', qz.prompt,
                 'module_id', qz.module_id,
                 'module_title', qz.module_title,
                 'in_practice_exam', qz.module_id is null,
                 'answered', qz.answered,
                 'correct', qz.correct,
                 'correct_share', case when qz.answered > 0 then round(qz.correct::numeric / qz.answered, 4) end
               ) order by qz.correct::numeric / nullif(qz.answered, 0) nulls last, qz.id)
        from quiz qz
      ), '[]'::json)
    )
  );
end;
$$;

-- The latest figures of each course, with when they were computed.
create table private.course_analytics (
  course_id uuid primary key references public.courses (id) on delete cascade,
  answer json not null,
  computed_at timestamptz not null
);
alter table private.course_analytics enable row level security;
revoke all on private.course_analytics from public, anon, authenticated;
comment on table private.course_analytics is 'get_course_analytics''s answer per course and when it was computed: served for 10 minutes, kept fresh for big courses by refresh_course_analytics.';

create or replace function public.get_course_analytics(p_course_id uuid)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user   uuid := private.require_active_user();
  v_now    timestamptz := now();
  v_answer json;
begin
  if not exists (select 1 from public.courses c where c.id = p_course_id) then
    perform private.raise_api_error('course_not_found');
  end if;
  if not (private.teaches(p_course_id) or private.is_admin()) then
    raise exception 'not_moderator' using errcode = '42501';
  end if;

  -- Figures younger than 10 minutes are served as they are (their computed_at says how fresh).
  select a.answer into v_answer
  from private.course_analytics a
  where a.course_id = p_course_id and a.computed_at > v_now - interval '10 minutes';
  if found then
    return v_answer;
  end if;

  v_answer := private.compute_course_analytics(p_course_id, v_now);
  insert into private.course_analytics as a (course_id, answer, computed_at)
  values (p_course_id, v_answer, v_now)
  on conflict (course_id) do update set answer = excluded.answer, computed_at = excluded.computed_at;
  return v_answer;
end;
$$;

-- The job (every 5 minutes on hosted Supabase): recomputes the courses with at least
-- p_min_students enrolments, so their teachers never wait for a computation.
create function public.refresh_course_analytics(p_min_students integer default 1000)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_now    timestamptz := now();
  v_course uuid;
  v_done   integer := 0;
begin
  for v_course in
    select c.id from public.courses c where c.total_students >= coalesce(p_min_students, 1000) order by c.id
  loop
    insert into private.course_analytics as a (course_id, answer, computed_at)
    values (v_course, private.compute_course_analytics(v_course, v_now), v_now)
    on conflict (course_id) do update set answer = excluded.answer, computed_at = excluded.computed_at;
    v_done := v_done + 1;
  end loop;
  return json_build_object('courses_computed', v_done, 'computed_at', v_now);
end;
$$;
revoke execute on function public.refresh_course_analytics(integer) from public, anon, authenticated;
grant execute on function public.refresh_course_analytics(integer) to service_role;
revoke all on function private.compute_course_analytics(uuid, timestamptz) from public, anon, authenticated;


create or replace function public.send_goal_reminders(p_now timestamptz default now())
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_week date := private.sao_paulo_week(p_now);
  v_sent integer;
begin
  if extract(isodow from private.sao_paulo_date(p_now)) <> 4 then
    perform private.raise_api_error('reminder_not_thursday');
  end if;
  -- One pass: each person's goal in force this week, the week's study summed once.
  insert into public.notifications (user_id, kind, week_start)
  select g.user_id, 'goal_reminder', v_week
  from (
    select distinct on (x.user_id) x.user_id, x.kind, x.target
    from public.study_goals x
    where x.week_start <= v_week
    order by x.user_id, x.week_start desc
  ) g
  join public.profiles p on p.id = g.user_id and p.is_active
  left join (
    select d.user_id, sum(d.watched_seconds) / 60 as minutes, sum(d.lessons_finished) as lessons
    from public.study_days d
    where d.day between v_week and v_week + 6
    group by d.user_id
  ) d on d.user_id = g.user_id
  where 2 * (case g.kind when 'minutes' then coalesce(d.minutes, 0) else coalesce(d.lessons, 0) end) < g.target
  on conflict (user_id, week_start) where kind = 'goal_reminder' do nothing;
  get diagnostics v_sent = row_count;
  return json_build_object('week_start', v_week, 'sent', v_sent);
end;
$$;

create or replace function private.study_weeks(p_user uuid, p_week date)
returns table (week_start date, kind text, target integer, minutes integer, lessons integer, met boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  return query
    with first_goal as (
      select min(g.week_start) as week_start from public.study_goals g where g.user_id = p_user
    ),
    weeks as (
      -- No goal yet: no weeks (generate_series of a null start is empty); ten years at most.
      select w::date as week_start
      from first_goal f,
           pg_catalog.generate_series(greatest(f.week_start, p_week - 7 * 520), p_week, interval '7 days') w
    ),
    done as (
      select pg_catalog.date_trunc('week', d.day::timestamp)::date as week_start,
             sum(d.watched_seconds) as seconds, sum(d.lessons_finished) as lessons
      from public.study_days d
      where d.user_id = p_user and d.day >= p_week - 7 * 520
      group by 1
    )
    select w.week_start, g.kind, g.target,
           (coalesce(d.seconds, 0) / 60)::integer,
           coalesce(d.lessons, 0)::integer,
           case g.kind
             when 'minutes' then coalesce(d.seconds, 0) / 60 >= g.target
             when 'lessons' then coalesce(d.lessons, 0) >= g.target
             else false
           end
    from weeks w
    left join done d on d.week_start = w.week_start
    left join lateral (
      select x.kind, x.target from public.study_goals x
      where x.user_id = p_user and x.week_start <= w.week_start
      order by x.week_start desc limit 1
    ) g on true;
end;
$$;

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
      select gs::date as day, coalesce(d.watched_seconds, 0) as seconds, coalesce(d.lessons_finished, 0) as lessons
      from wk
      cross join pg_catalog.generate_series(wk.week_start, wk.week_start + 6, interval '1 day') gs
      left join public.study_days d on d.user_id = p_user and d.day = gs::date
    ),
    totals as (select (sum(seconds) / 60)::integer as minutes, sum(lessons)::integer as lessons from days)
    select json_build_object(
      'timezone', 'America/Sao_Paulo',
      'week_start', (select week_start from wk),
      'week_end', (select week_start + 6 from wk),
      'today', private.sao_paulo_date(p_now),
      'goal', (select json_build_object('kind', g.kind, 'target', g.target, 'since', g.week_start) from g where g.kind is not null),
      'minutes', t.minutes,
      'lessons', t.lessons,
      'percent', (
        select least(100, floor(100.0 * case g.kind when 'minutes' then t.minutes else t.lessons end / g.target))::integer
        from g where g.kind is not null
      ),
      'met', coalesce((
        select case g.kind when 'minutes' then t.minutes >= g.target else t.lessons >= g.target end
        from g where g.kind is not null
      ), false),
      'days', (select json_agg(json_build_object('date', d.day, 'minutes', (d.seconds / 60)::integer, 'lessons', d.lessons) order by d.day) from days d),
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
