-- =============================================================================
-- Trilha Cloud — engagement: weekly goals, streaks, points, reminders, the
-- weekly digest's data and consent, course analytics and the school's weeks
-- =============================================================================
-- The whole contract (tables, arguments, answers, reason codes, who may call
-- what) is docs/engagement.md; the rules and their why are docs/rules/engagement.md.
-- In short:
--
--   watch_positions.watched_seconds  seconds of the lesson advanced no faster than
--                                    twice the wall clock between two saves
--   study_days             per person and São Paulo day: watched seconds, lessons
--                          completed, lessons finished by watching (the calendar)
--   study_goals            the weekly goal (minutes or lessons) from a week on
--   point_events           points, once per person, reason and subject
--   course_ranking_members who opted in to a course's ranking
--   question_answers.is_solution   the answer a course's teacher marked as the solution
--   notifications 'goal_reminder'  Thursday's reminder, once per person and week
--   email_consents, email_consent_events   the weekly digest's consent and its history
--   digest_deliveries      one digest per person and week (claimed, then sent)
--   enrollments.completed_at       when an enrolment reached 100 %
--   private.school_weeks   the school's weekly figures, precomputed
--
-- Weeks are São Paulo weeks, Monday to Sunday. Points are written by triggers and
-- RPCs here only; clients read them through the functions below.
-- =============================================================================


-- -----------------------------------------------------------------------------
-- 1. Helpers: the São Paulo week
-- -----------------------------------------------------------------------------
create function private.sao_paulo_week(p_moment timestamptz)
returns date
language sql
stable
set search_path = ''
as $$
  select pg_catalog.date_trunc('week', (p_moment at time zone 'America/Sao_Paulo'))::date;
$$;
comment on function private.sao_paulo_week(timestamptz) is 'The Monday (date) of the São Paulo week the moment falls in.';


-- -----------------------------------------------------------------------------
-- 2. Watching that counts: seconds advanced at most twice the wall clock
-- -----------------------------------------------------------------------------
alter table public.watch_positions
  add column watched_seconds integer not null default 0
    constraint watch_positions_watched_seconds_check check (watched_seconds >= 0 and watched_seconds <= 86400);
comment on column public.watch_positions.watched_seconds is 'Seconds of new ground (furthest_seconds gained) credited no faster than twice the time between two saves: what goals and points count.';

create function private.credit_watched_seconds()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.watched_seconds := 0;
    return new;
  end if;
  -- Seeking ahead moves furthest_seconds but not the clock: only what the time
  -- since the previous save allows (at up to 2x playback speed) is credited.
  new.watched_seconds := least(
    old.watched_seconds + least(
      greatest(new.furthest_seconds - old.furthest_seconds, 0),
      greatest(floor(2 * extract(epoch from (new.updated_at - old.updated_at))), 0)::integer
    ),
    86400
  );
  return new;
end;
$$;

-- Runs after watch_positions_keep_furthest (triggers fire by name).
create trigger watch_positions_track_watching
  before insert or update on public.watch_positions
  for each row execute function private.credit_watched_seconds();


-- -----------------------------------------------------------------------------
-- 3. Study days (the calendar and the week's progress)
-- -----------------------------------------------------------------------------
create table public.study_days (
  user_id uuid not null references public.profiles (id) on delete cascade,
  day date not null,
  watched_seconds integer not null default 0 check (watched_seconds >= 0),
  lessons_completed integer not null default 0 check (lessons_completed >= 0),
  lessons_finished integer not null default 0 check (lessons_finished >= 0),
  primary key (user_id, day)
);
create index study_days_day_idx on public.study_days (day) include (user_id);
alter table public.study_days enable row level security;
create policy "Owners can read their own study days" on public.study_days
  for select to authenticated
  using (user_id = (select auth.uid()));
grant select on public.study_days to authenticated;
comment on table public.study_days is 'Per person and São Paulo day: seconds watched (watched_seconds credit), lessons completed, lessons finished by watching. Written by triggers only.';

create function private.add_study_day(p_user uuid, p_day date, p_seconds integer, p_completed integer, p_finished integer)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.study_days as d (user_id, day, watched_seconds, lessons_completed, lessons_finished)
  values (p_user, p_day, p_seconds, p_completed, p_finished)
  on conflict (user_id, day) do update
    set watched_seconds   = d.watched_seconds + excluded.watched_seconds,
        lessons_completed = d.lessons_completed + excluded.lessons_completed,
        lessons_finished  = d.lessons_finished + excluded.lessons_finished;
$$;

-- Backfill: completions already recorded.
insert into public.study_days (user_id, day, lessons_completed)
select lp.user_id, private.sao_paulo_date(lp.completed_at), count(*)
from public.lesson_progress lp
where lp.completed_at is not null
group by 1, 2;


-- -----------------------------------------------------------------------------
-- 4. Points
-- -----------------------------------------------------------------------------
create table public.point_events (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.profiles (id) on delete cascade,
  reason text not null
    check (reason in ('lesson_finished', 'quiz_passed', 'exam_passed', 'answer_solution', 'course_review')),
  points integer not null check (points > 0),
  course_id uuid references public.courses (id) on delete set null,
  subject_id uuid not null,
  created_at timestamptz not null default now(),
  constraint point_events_once unique (user_id, reason, subject_id)
);
create index point_events_user_created_idx on public.point_events (user_id, created_at desc, id desc);
create index point_events_course_user_idx on public.point_events (course_id, user_id) include (points);
alter table public.point_events enable row level security;
create policy "Owners can read their own points" on public.point_events
  for select to authenticated
  using (user_id = (select auth.uid()));
grant select on public.point_events to authenticated;
comment on table public.point_events is 'Points earned for verified events, once per person, reason and subject (lesson, module, course or question). Written by triggers and RPCs only.';
comment on column public.point_events.subject_id is 'lesson_finished: the lesson; quiz_passed: the module; exam_passed and course_review: the course; answer_solution: the question.';

create function private.reason_points(p_reason text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case p_reason
    when 'lesson_finished' then 10
    when 'quiz_passed' then 20
    when 'exam_passed' then 50
    when 'answer_solution' then 15
    when 'course_review' then 5
  end;
$$;

create function private.award_points(p_user uuid, p_reason text, p_course_id uuid, p_subject_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  insert into public.point_events (user_id, reason, points, course_id, subject_id)
  values (p_user, p_reason, private.reason_points(p_reason), p_course_id, p_subject_id)
  on conflict on constraint point_events_once do nothing;
  get diagnostics v_count = row_count;
  return v_count > 0;
end;
$$;
comment on function private.award_points(uuid,text,uuid,uuid) is 'Awards a reason''s points once per person and subject; true when they were new.';

-- A lesson is finished by watching when it is completed and its watched_seconds
-- reach the certificate's watching share (90 % of its length).
create function private.lesson_finished_by_watching(p_user uuid, p_lesson_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.lessons l
    join public.watch_positions w on w.lesson_id = l.id and w.user_id = p_user
    join public.lesson_progress lp on lp.lesson_id = l.id and lp.user_id = p_user and lp.completed
    where l.id = p_lesson_id
      and w.watched_seconds >= ceil(0.9 * ((l.duration_minutes - 1) * 60 + 1))
  );
$$;

create function private.finish_lesson_if_watched(p_user uuid, p_lesson_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_course_id uuid;
begin
  if not private.lesson_finished_by_watching(p_user, p_lesson_id) then
    return;
  end if;
  select l.course_id into v_course_id from public.lessons l where l.id = p_lesson_id;
  if private.award_points(p_user, 'lesson_finished', v_course_id, p_lesson_id) then
    perform private.add_study_day(p_user, private.sao_paulo_date(now()), 0, 0, 1);
  end if;
end;
$$;

create function private.on_watch_credited()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.add_study_day(new.user_id, private.sao_paulo_date(new.updated_at),
                                new.watched_seconds - old.watched_seconds, 0, 0);
  perform private.finish_lesson_if_watched(new.user_id, new.lesson_id);
  return null;
end;
$$;

create trigger watch_positions_record_study
  after update on public.watch_positions
  for each row when (new.watched_seconds > old.watched_seconds)
  execute function private.on_watch_credited();

create function private.on_lesson_completed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.completed then
    perform private.add_study_day(new.user_id, private.sao_paulo_date(coalesce(new.completed_at, now())), 0, 1, 0);
    perform private.finish_lesson_if_watched(new.user_id, new.lesson_id);
  end if;
  return null;
end;
$$;

create trigger lesson_progress_record_study
  after insert on public.lesson_progress
  for each row execute function private.on_lesson_completed();

create function private.on_attempt_passed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.kind = 'quiz' then
    perform private.award_points(new.user_id, 'quiz_passed', new.course_id, new.module_id);
  else
    perform private.award_points(new.user_id, 'exam_passed', new.course_id, new.course_id);
  end if;
  return null;
end;
$$;

create trigger assessment_attempts_award_points
  after update of passed on public.assessment_attempts
  for each row when (new.passed and old.passed is distinct from true)
  execute function private.on_attempt_passed();

create function private.on_course_review_written()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.award_points(new.author_id, 'course_review', new.course_id, new.course_id);
  return null;
end;
$$;

create trigger course_reviews_award_points
  after insert on public.course_reviews
  for each row execute function private.on_course_review_written();


-- -----------------------------------------------------------------------------
-- 5. The solution mark
-- -----------------------------------------------------------------------------
alter table public.question_answers
  add column is_solution boolean not null default false,
  add column solution_marked_at timestamptz,
  add column solution_marked_by uuid references public.profiles (id) on delete set null,
  add constraint question_answers_solution_marked_matches
    check (is_solution = (solution_marked_at is not null));
create unique index question_answers_one_solution_idx on public.question_answers (question_id) where is_solution;
create index question_answers_solution_marked_by_idx on public.question_answers (solution_marked_by);
comment on column public.question_answers.is_solution is 'A teacher of the course (or an administrator) marked it as the solution (set_answer_solution); one per question.';

create function public.set_answer_solution(p_answer_id uuid, p_solution boolean)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user     uuid := private.require_active_user();
  v_answer   public.question_answers;
  v_question public.lesson_questions;
  v_points   boolean := false;
begin
  select * into v_answer from public.question_answers a where a.id = p_answer_id;
  if not found then
    perform private.raise_api_error('answer_not_found');
  end if;
  select * into v_question from public.lesson_questions q where q.id = v_answer.question_id for update;
  if not (private.teaches(v_question.course_id) or private.is_admin()) then
    raise exception 'not_moderator' using errcode = '42501';
  end if;
  if coalesce(p_solution, false) and (v_answer.is_hidden or v_question.is_hidden) then
    perform private.raise_api_error('solution_hidden');
  end if;

  if coalesce(p_solution, false) then
    update public.question_answers a
       set is_solution = false, solution_marked_at = null, solution_marked_by = null
     where a.question_id = v_question.id and a.is_solution and a.id <> v_answer.id;
    update public.question_answers a
       set is_solution = true,
           solution_marked_at = coalesce(a.solution_marked_at, now()),
           solution_marked_by = coalesce(a.solution_marked_by, v_user)
     where a.id = v_answer.id;
    -- Never for answering one's own question, for the marker's own answer or a teacher's.
    if v_answer.author_id <> v_question.author_id
       and v_answer.author_id <> v_user
       and not v_answer.is_teacher then
      v_points := private.award_points(v_answer.author_id, 'answer_solution', v_question.course_id, v_question.id);
    end if;
  else
    update public.question_answers a
       set is_solution = false, solution_marked_at = null, solution_marked_by = null
     where a.id = v_answer.id;
  end if;

  return json_build_object(
    'answer_id', v_answer.id,
    'question_id', v_question.id,
    'is_solution', coalesce(p_solution, false),
    'points_awarded', v_points
  );
end;
$$;
revoke execute on function public.set_answer_solution(uuid, boolean) from public, anon;
grant execute on function public.set_answer_solution(uuid, boolean) to authenticated, service_role;

-- The thread shows the mark: answer_json gains is_solution.
create or replace function private.answer_json(p_answer public.question_answers, p_user uuid)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'id', p_answer.id,
    'question_id', p_answer.question_id,
    'body', p_answer.body,
    'author_name', (select private.public_author_name(p.full_name) from public.profiles p where p.id = p_answer.author_id),
    'is_teacher', p_answer.is_teacher,
    'is_mine', p_answer.author_id = p_user,
    'is_hidden', p_answer.is_hidden,
    'is_solution', p_answer.is_solution,
    'created_at', p_answer.created_at,
    'updated_at', p_answer.updated_at
  );
$$;


-- -----------------------------------------------------------------------------
-- 6. Weekly goal, week, streak, calendar, points history
-- -----------------------------------------------------------------------------
create table public.study_goals (
  user_id uuid not null references public.profiles (id) on delete cascade,
  week_start date not null check (extract(isodow from week_start) = 1),
  kind text not null check (kind in ('minutes', 'lessons')),
  target integer not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, week_start),
  constraint study_goals_target_range check (
    (kind = 'minutes' and target between 10 and 3000) or (kind = 'lessons' and target between 1 and 100)
  )
);
alter table public.study_goals enable row level security;
create policy "Owners can read their own goals" on public.study_goals
  for select to authenticated
  using (user_id = (select auth.uid()));
grant select on public.study_goals to authenticated;
comment on table public.study_goals is 'Weekly goals: each row is the goal from its week on (until a later row). Written by set_study_goal only.';

create function private.goal_for_week(p_user uuid, p_week date)
returns public.study_goals
language sql
stable
security definer
set search_path = ''
as $$
  select g.* from public.study_goals g
  where g.user_id = p_user and g.week_start <= p_week
  order by g.week_start desc
  limit 1;
$$;

-- Per week from the first goal's week to p_week: the goal in force, progress and met.
create function private.study_weeks(p_user uuid, p_week date)
returns table (week_start date, kind text, target integer, minutes integer, lessons integer, met boolean)
language sql
stable
security definer
set search_path = ''
as $$
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
$$;

-- Weeks met in a row back from this week; a missed week is frozen when no other
-- week of its month (the month of its Monday) was frozen; this week never breaks it.
create function private.study_streak(p_user uuid, p_week date)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_row    record;
  v_weeks  integer := 0;
  v_frozen date[] := '{}';
  v_months text[] := '{}';
  v_month  text;
  v_oldest date;
begin
  for v_row in
    select s.week_start, s.met from private.study_weeks(p_user, p_week) s order by s.week_start desc
  loop
    if v_row.met then
      v_weeks := v_weeks + 1;
      v_oldest := v_row.week_start;
    elsif v_row.week_start = p_week then
      continue;
    else
      v_month := to_char(v_row.week_start, 'YYYY-MM');
      exit when v_month = any (v_months);
      v_months := v_months || v_month;
      v_frozen := v_frozen || v_row.week_start;
    end if;
  end loop;
  -- A freeze older than the streak's oldest week met held nothing together.
  v_frozen := array(select f from unnest(v_frozen) f where f > v_oldest order by f desc);
  return json_build_object(
    'weeks', v_weeks,
    'frozen_weeks', to_json(v_frozen),
    'freeze_available', not exists (
      select 1 from unnest(v_frozen) f
      where to_char(f, 'YYYY-MM') = to_char(p_week, 'YYYY-MM')
    )
  );
end;
$$;

create function private.study_week_json(p_user uuid, p_now timestamptz)
returns json
language sql
stable
security definer
set search_path = ''
as $$
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
  from totals t;
$$;

create function public.get_my_study_week()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_active_user();
begin
  return private.study_week_json(v_user, now());
end;
$$;
revoke execute on function public.get_my_study_week() from public, anon;
grant execute on function public.get_my_study_week() to authenticated, service_role;

create function public.set_study_goal(p_kind text, p_target integer)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_active_user();
begin
  if p_kind is null or p_kind not in ('minutes', 'lessons') then
    perform private.raise_api_error('invalid_goal_kind');
  end if;
  if p_target is null
     or (p_kind = 'minutes' and p_target not between 10 and 3000)
     or (p_kind = 'lessons' and p_target not between 1 and 100) then
    perform private.raise_api_error('invalid_goal_target');
  end if;
  -- A change applies to the current week on; earlier weeks keep their goal.
  insert into public.study_goals as g (user_id, week_start, kind, target, updated_at)
  values (v_user, private.sao_paulo_week(now()), p_kind, p_target, now())
  on conflict (user_id, week_start) do update
    set kind = excluded.kind, target = excluded.target, updated_at = excluded.updated_at;
  return private.study_week_json(v_user, now());
end;
$$;
revoke execute on function public.set_study_goal(text, integer) from public, anon;
grant execute on function public.set_study_goal(text, integer) to authenticated, service_role;

create function public.get_my_study_calendar()
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
      'total_minutes', coalesce(sum(d.watched_seconds) / 60, 0)::integer,
      'total_lessons', coalesce(sum(d.lessons_finished), 0)::integer,
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
revoke execute on function public.get_my_study_calendar() from public, anon;
grant execute on function public.get_my_study_calendar() to authenticated, service_role;

create function public.list_my_points(p_page integer default 1, p_page_size integer default 20)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user  uuid := private.require_active_user();
  v_size  integer := private.list_page_size(p_page_size);
  v_total bigint;
  v_page  integer;
begin
  select count(*) into v_total from public.point_events p where p.user_id = v_user;
  v_page := private.list_page(p_page, v_total, v_size);
  return json_build_object(
    'total', v_total,
    'page', v_page,
    'page_size', v_size,
    'total_points', (select coalesce(sum(p.points), 0)::integer from public.point_events p where p.user_id = v_user),
    'rows', coalesce((
      select json_agg(json_build_object(
               'id', x.id,
               'reason', x.reason,
               'points', x.points,
               'created_at', x.created_at,
               'course', case when c.id is not null then json_build_object('id', c.id, 'slug', c.slug, 'title', c.title) end,
               'subject_title', case x.reason
                 when 'lesson_finished' then (select l.title from public.lessons l where l.id = x.subject_id)
                 when 'quiz_passed' then (select m.title from public.course_modules m where m.id = x.subject_id)
                 when 'answer_solution' then (select q.title from public.lesson_questions q where q.id = x.subject_id)
                 else c.title
               end
             ) order by x.created_at desc, x.id desc)
      from (
        select p.* from public.point_events p
        where p.user_id = v_user
        order by p.created_at desc, p.id desc
        limit v_size offset (v_page - 1) * v_size
      ) x
      left join public.courses c on c.id = x.course_id
    ), '[]'::json)
  );
end;
$$;
revoke execute on function public.list_my_points(integer, integer) from public, anon;
grant execute on function public.list_my_points(integer, integer) to authenticated, service_role;


-- -----------------------------------------------------------------------------
-- 7. Opt-in ranking per course (first names only)
-- -----------------------------------------------------------------------------
create table public.course_ranking_members (
  user_id uuid not null references public.profiles (id) on delete cascade,
  course_id uuid not null references public.courses (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, course_id)
);
create index course_ranking_members_course_id_idx on public.course_ranking_members (course_id);
alter table public.course_ranking_members enable row level security;
create policy "Owners can read their own ranking choices" on public.course_ranking_members
  for select to authenticated
  using (user_id = (select auth.uid()));
grant select on public.course_ranking_members to authenticated;
comment on table public.course_ranking_members is 'Learners who chose to appear in a course''s ranking (off by default). Written by set_course_ranking only.';

create function public.set_course_ranking(p_course_id uuid, p_visible boolean)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_active_user();
begin
  if not exists (select 1 from public.enrollments e where e.user_id = v_user and e.course_id = p_course_id) then
    raise exception 'not_enrolled' using errcode = '42501';
  end if;
  if coalesce(p_visible, false) then
    insert into public.course_ranking_members (user_id, course_id) values (v_user, p_course_id)
    on conflict do nothing;
  else
    delete from public.course_ranking_members r where r.user_id = v_user and r.course_id = p_course_id;
  end if;
  return json_build_object('course_id', p_course_id, 'visible', coalesce(p_visible, false));
end;
$$;
revoke execute on function public.set_course_ranking(uuid, boolean) from public, anon;
grant execute on function public.set_course_ranking(uuid, boolean) to authenticated, service_role;

create function public.get_course_ranking(p_course_id uuid)
returns json
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
  if not (
    exists (select 1 from public.enrollments e where e.user_id = v_user and e.course_id = p_course_id)
    or private.teaches(p_course_id) or private.is_admin()
  ) then
    raise exception 'not_enrolled' using errcode = '42501';
  end if;
  return (
    with members as (
      select r.user_id,
             coalesce((select sum(p.points) from public.point_events p
                       where p.course_id = p_course_id and p.user_id = r.user_id), 0)::integer as points,
             r.created_at
      from public.course_ranking_members r
      join public.enrollments e on e.user_id = r.user_id and e.course_id = r.course_id
      join public.profiles pr on pr.id = r.user_id and pr.is_active
      where r.course_id = p_course_id
    ),
    ranked as (
      select m.*, rank() over (order by m.points desc) as position,
             row_number() over (order by m.points desc, m.created_at, m.user_id) as n
      from members m
    )
    select json_build_object(
      'course_id', p_course_id,
      'visible', exists (select 1 from members m where m.user_id = v_user),
      'my_points', (select coalesce(sum(p.points), 0)::integer from public.point_events p
                    where p.course_id = p_course_id and p.user_id = v_user),
      'my_position', (select r.position from ranked r where r.user_id = v_user),
      'members', (select count(*) from members),
      'rows', coalesce((
        select json_agg(json_build_object(
                 'position', r.position,
                 'first_name', coalesce(nullif(split_part(btrim(pr.full_name), ' ', 1), ''), 'Aluno'),
                 'points', r.points,
                 'is_me', r.user_id = v_user
               ) order by r.n)
        from ranked r
        join public.profiles pr on pr.id = r.user_id
        where r.n <= 20 or r.user_id = v_user
      ), '[]'::json)
    )
  );
end;
$$;
revoke execute on function public.get_course_ranking(uuid) from public, anon;
grant execute on function public.get_course_ranking(uuid) to authenticated, service_role;


-- -----------------------------------------------------------------------------
-- 8. Thursday's reminder (in-app, once per person and week)
-- -----------------------------------------------------------------------------
alter table public.notifications
  add column week_start date;
alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check
  check (kind in ('new_question', 'question_answered', 'subscription_renewal', 'goal_reminder'));
alter table public.notifications drop constraint notifications_subject_matches_kind;
alter table public.notifications add constraint notifications_subject_matches_kind check (
  case kind
    when 'subscription_renewal' then question_id is null and order_id is not null and link is not null and week_start is null
    when 'goal_reminder' then question_id is null and order_id is null and link is null and week_start is not null
    else question_id is not null and order_id is null and link is null and week_start is null
  end
);
create unique index notifications_one_goal_reminder_per_week
  on public.notifications (user_id, week_start) where kind = 'goal_reminder';
comment on column public.notifications.week_start is 'goal_reminder: the Monday of the week whose goal is below half.';

create function public.send_goal_reminders(p_now timestamptz default now())
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
  insert into public.notifications (user_id, kind, week_start)
  select x.user_id, 'goal_reminder', v_week
  from (
    select p.id as user_id, g.kind, g.target,
           coalesce((select sum(d.watched_seconds) / 60 from public.study_days d
                     where d.user_id = p.id and d.day between v_week and v_week + 6), 0) as minutes,
           coalesce((select sum(d.lessons_finished) from public.study_days d
                     where d.user_id = p.id and d.day between v_week and v_week + 6), 0) as lessons
    from (select distinct gg.user_id from public.study_goals gg where gg.week_start <= v_week) u
    join public.profiles p on p.id = u.user_id and p.is_active
    cross join lateral private.goal_for_week(p.id, v_week) g
  ) x
  where 2 * (case x.kind when 'minutes' then x.minutes else x.lessons end) < x.target
  on conflict (user_id, week_start) where kind = 'goal_reminder' do nothing;
  get diagnostics v_sent = row_count;
  return json_build_object('week_start', v_week, 'sent', v_sent);
end;
$$;
revoke execute on function public.send_goal_reminders(timestamptz) from public, anon, authenticated;
grant execute on function public.send_goal_reminders(timestamptz) to service_role;

-- The notifications list shows the reminder's week and goal.
create or replace function public.list_my_notifications(p_page integer default 1, p_page_size integer default 20)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user  uuid := private.require_active_user();
  v_size  integer := private.list_page_size(p_page_size);
  v_total bigint;
  v_page  integer;
begin
  select count(*) into v_total from public.notifications n where n.user_id = v_user;
  v_page := private.list_page(p_page, v_total, v_size);
  return json_build_object(
    'total', v_total,
    'unread', (select count(*) from public.notifications n where n.user_id = v_user and n.read_at is null),
    'page', v_page,
    'page_size', v_size,
    'rows', coalesce((
      select json_agg(json_build_object(
               'id', x.id,
               'kind', x.kind,
               'created_at', x.created_at,
               'read_at', x.read_at,
               'by_teacher', a.is_teacher,
               'question', case when q.id is not null then json_build_object('id', q.id, 'title', q.title) end,
               'lesson', case when l.id is not null then json_build_object('id', l.id, 'title', l.title) end,
               'course', case when c.id is not null then json_build_object('id', c.id, 'title', c.title) end,
               'renewal', case when o.id is not null then json_build_object(
                 'order_id', o.id,
                 'plan_name', o.product_title,
                 'amount', o.amount,
                 'due_at', r.period_end,
                 'payment_url', x.link,
                 'paid', o.status = 'paid'
               ) end,
               'goal_week', case when x.kind = 'goal_reminder' then json_build_object(
                 'week_start', x.week_start,
                 'week_end', x.week_start + 6
               ) end
             ) order by x.created_at desc, x.id desc)
      from (
        select n.*
        from public.notifications n
        where n.user_id = v_user
        order by n.created_at desc, n.id desc
        limit v_size offset (v_page - 1) * v_size
      ) x
      left join public.lesson_questions q on q.id = x.question_id
      left join public.lessons l on l.id = q.lesson_id
      left join public.courses c on c.id = q.course_id
      left join public.question_answers a on a.id = x.answer_id
      left join public.orders o on o.id = x.order_id
      left join public.subscription_renewals r on r.order_id = x.order_id
    ), '[]'::json)
  );
end;
$$;


-- -----------------------------------------------------------------------------
-- 9. The weekly digest: consent (and its history) and one delivery per week
-- -----------------------------------------------------------------------------
create table public.email_consents (
  user_id uuid not null references public.profiles (id) on delete cascade,
  topic text not null check (topic in ('weekly_digest')),
  granted boolean not null,
  changed_at timestamptz not null default now(),
  primary key (user_id, topic)
);
create index email_consents_topic_granted_idx on public.email_consents (topic, user_id) where granted;
alter table public.email_consents enable row level security;
create policy "Owners can read their own e-mail consents" on public.email_consents
  for select to authenticated
  using (user_id = (select auth.uid()));
grant select on public.email_consents to authenticated;
comment on table public.email_consents is 'Whether a person wants an optional e-mail (the weekly digest): off until they opt in. Written by set_weekly_digest/unsubscribe_weekly_digest only.';

create table public.email_consent_events (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.profiles (id) on delete cascade,
  topic text not null check (topic in ('weekly_digest')),
  granted boolean not null,
  source text not null check (source in ('settings', 'unsubscribe_link')),
  created_at timestamptz not null default now()
);
create index email_consent_events_user_idx on public.email_consent_events (user_id, created_at desc, id desc);
alter table public.email_consent_events enable row level security;
create policy "Owners can read their own consent history" on public.email_consent_events
  for select to authenticated
  using (user_id = (select auth.uid()));
grant select on public.email_consent_events to authenticated;
comment on table public.email_consent_events is 'Every change of an e-mail consent, with where it came from (LGPD record). Never updated or deleted while the account exists.';

create function private.set_email_consent(p_user uuid, p_topic text, p_granted boolean, p_source text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_changed boolean;
  v_row     public.email_consents;
begin
  -- One change at a time per person: the history has no two rows for one click.
  perform 1 from public.profiles p where p.id = p_user for no key update;
  if not found then
    perform private.raise_api_error('user_not_found');
  end if;
  v_changed := (select c.granted from public.email_consents c
                where c.user_id = p_user and c.topic = p_topic) is distinct from p_granted;
  if v_changed then
    insert into public.email_consents as c (user_id, topic, granted, changed_at)
    values (p_user, p_topic, p_granted, now())
    on conflict (user_id, topic) do update set granted = excluded.granted, changed_at = excluded.changed_at;
    insert into public.email_consent_events (user_id, topic, granted, source)
    values (p_user, p_topic, p_granted, p_source);
  end if;
  select * into v_row from public.email_consents c where c.user_id = p_user and c.topic = p_topic;
  return json_build_object(
    'weekly_digest', v_row.granted,
    'changed_at', v_row.changed_at,
    'changed', v_changed
  );
end;
$$;

create function public.get_my_email_preferences()
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
    'weekly_digest', coalesce((select c.granted from public.email_consents c
                               where c.user_id = v_user and c.topic = 'weekly_digest'), false),
    'changed_at', (select c.changed_at from public.email_consents c
                   where c.user_id = v_user and c.topic = 'weekly_digest')
  );
end;
$$;
revoke execute on function public.get_my_email_preferences() from public, anon;
grant execute on function public.get_my_email_preferences() to authenticated, service_role;

create function public.set_weekly_digest(p_subscribed boolean)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_active_user();
begin
  if p_subscribed is null then
    perform private.raise_api_error('invalid_consent');
  end if;
  return private.set_email_consent(v_user, 'weekly_digest', p_subscribed, 'settings');
end;
$$;
revoke execute on function public.set_weekly_digest(boolean) from public, anon;
grant execute on function public.set_weekly_digest(boolean) to authenticated, service_role;

-- Called by the unsubscribe function after it has checked the signed link.
create function public.unsubscribe_weekly_digest(p_user_id uuid)
returns json
language plpgsql
security definer
set search_path = ''
as $$
begin
  return private.set_email_consent(p_user_id, 'weekly_digest', false, 'unsubscribe_link');
end;
$$;
revoke execute on function public.unsubscribe_weekly_digest(uuid) from public, anon, authenticated;
grant execute on function public.unsubscribe_weekly_digest(uuid) to service_role;

create table public.digest_deliveries (
  user_id uuid not null references public.profiles (id) on delete cascade,
  week_start date not null check (extract(isodow from week_start) = 1),
  status text not null check (status in ('claimed', 'sent')),
  claimed_at timestamptz not null default now(),
  sent_at timestamptz,
  primary key (user_id, week_start),
  constraint digest_deliveries_sent_matches check ((status = 'sent') = (sent_at is not null))
);
create index digest_deliveries_week_idx on public.digest_deliveries (week_start, status);
alter table public.digest_deliveries enable row level security;
create policy "Digest deliveries are read through the digest functions only" on public.digest_deliveries
  for select to authenticated
  using (false);
comment on table public.digest_deliveries is 'One weekly digest per person and São Paulo week: claimed by a job run, then sent (or released to be claimed again).';

-- What one person's digest says: where to continue, and answers to their questions since p_since.
create function private.digest_json(p_user uuid, p_since timestamptz)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'user_id', p.id,
    'email', p.email,
    'first_name', nullif(split_part(btrim(coalesce(p.full_name, '')), ' ', 1), ''),
    'continue', coalesce((
      select json_agg(json_build_object(
               'course', json_build_object('id', c.id, 'slug', c.slug, 'title', c.title),
               'progress', e.progress,
               'lesson', private.continue_lesson(p.id, c.id)
             ) order by e.last_at desc nulls last)
      from (
        select e.*, (select max(w.updated_at) from public.watch_positions w
                     join public.lessons l on l.id = w.lesson_id
                     where w.user_id = e.user_id and l.course_id = e.course_id) as last_at
        from public.enrollments e
        where e.user_id = p.id and not e.completed
        order by last_at desc nulls last
        limit 3
      ) e
      join public.courses c on c.id = e.course_id and c.is_active
      where private.course_open_to(p.id, c.id)
    ), '[]'::json),
    'new_answers', coalesce((
      select json_agg(json_build_object(
               'answer_id', a.id,
               'created_at', a.created_at,
               'by_teacher', a.is_teacher,
               'question', json_build_object('id', q.id, 'title', q.title),
               'lesson', json_build_object('id', l.id, 'title', l.title),
               'course', json_build_object('id', c.id, 'slug', c.slug, 'title', c.title)
             ) order by a.created_at desc)
      from (
        select a.* from public.question_answers a
        join public.lesson_questions q on q.id = a.question_id
        where q.author_id = p.id and not q.is_hidden
          and a.author_id <> p.id and not a.is_hidden and a.created_at > p_since
        order by a.created_at desc
        limit 10
      ) a
      join public.lesson_questions q on q.id = a.question_id
      join public.lessons l on l.id = q.lesson_id
      join public.courses c on c.id = q.course_id
    ), '[]'::json)
  )
  from public.profiles p
  where p.id = p_user;
$$;

create function public.claim_weekly_digests(p_now timestamptz default now(), p_limit integer default 100)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_week  date := private.sao_paulo_week(p_now);
  v_users uuid[];
begin
  -- A claim older than 15 minutes was left by a run that died: it may be taken again.
  with candidates as (
    select c.user_id
    from public.email_consents c
    join public.profiles p on p.id = c.user_id and p.is_active and p.email is not null
    left join public.digest_deliveries d on d.user_id = c.user_id and d.week_start = v_week
    where c.topic = 'weekly_digest' and c.granted
      and (d.user_id is null or (d.status = 'claimed' and d.claimed_at < p_now - interval '15 minutes'))
    order by c.user_id
    limit least(greatest(coalesce(p_limit, 100), 1), 500)
  ),
  claimed as (
    insert into public.digest_deliveries as d (user_id, week_start, status, claimed_at)
    select user_id, v_week, 'claimed', p_now from candidates
    on conflict (user_id, week_start) do update
      set claimed_at = excluded.claimed_at
      where d.status = 'claimed' and d.claimed_at < p_now - interval '15 minutes'
    returning d.user_id
  )
  select coalesce(array_agg(user_id), '{}') into v_users from claimed;

  return json_build_object(
    'week_start', v_week,
    'digests', coalesce((
      select json_agg(private.digest_json(u, coalesce(
               (select max(d.sent_at) from public.digest_deliveries d where d.user_id = u and d.status = 'sent'),
               p_now - interval '7 days')) order by u)
      from unnest(v_users) u
    ), '[]'::json)
  );
end;
$$;
revoke execute on function public.claim_weekly_digests(timestamptz, integer) from public, anon, authenticated;
grant execute on function public.claim_weekly_digests(timestamptz, integer) to service_role;

create function public.finish_weekly_digest(p_user_id uuid, p_week_start date, p_sent boolean)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status text;
begin
  if coalesce(p_sent, false) then
    update public.digest_deliveries d
       set status = 'sent', sent_at = now()
     where d.user_id = p_user_id and d.week_start = p_week_start and d.status = 'claimed'
    returning d.status into v_status;
  else
    delete from public.digest_deliveries d
     where d.user_id = p_user_id and d.week_start = p_week_start and d.status = 'claimed';
  end if;
  if v_status is null then
    select d.status into v_status from public.digest_deliveries d
    where d.user_id = p_user_id and d.week_start = p_week_start;
  end if;
  return json_build_object('user_id', p_user_id, 'week_start', p_week_start, 'status', v_status);
end;
$$;
revoke execute on function public.finish_weekly_digest(uuid, date, boolean) from public, anon, authenticated;
grant execute on function public.finish_weekly_digest(uuid, date, boolean) to service_role;


-- -----------------------------------------------------------------------------
-- 10. When an enrolment was completed (the school's weekly completions)
-- -----------------------------------------------------------------------------
alter table public.enrollments add column completed_at timestamptz;
comment on column public.enrollments.completed_at is 'When progress reached 100 % (null while not completed). Kept by a trigger.';

update public.enrollments e
   set completed_at = coalesce((
         select max(lp.completed_at) from public.lesson_progress lp
         join public.lessons l on l.id = lp.lesson_id
         where lp.user_id = e.user_id and l.course_id = e.course_id
       ), e.enrolled_at)
 where e.completed;

create function private.stamp_enrollment_completion()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not new.completed then
    new.completed_at := null;
  elsif tg_op = 'INSERT' or not old.completed then
    new.completed_at := now();
  else
    new.completed_at := old.completed_at;
  end if;
  return new;
end;
$$;

create trigger enrollments_stamp_completion
  before insert or update of completed on public.enrollments
  for each row execute function private.stamp_enrollment_completion();

create index enrollments_completed_at_idx on public.enrollments (completed_at) where completed_at is not null;
create index enrollments_enrolled_at_idx on public.enrollments (enrolled_at);


-- -----------------------------------------------------------------------------
-- 11. Course analytics (the course's teachers and administrators)
-- -----------------------------------------------------------------------------
create function public.get_course_analytics(p_course_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_active_user();
  v_now  timestamptz := now();
begin
  if not exists (select 1 from public.courses c where c.id = p_course_id) then
    perform private.raise_api_error('course_not_found');
  end if;
  if not (private.teaches(p_course_id) or private.is_admin()) then
    raise exception 'not_moderator' using errcode = '42501';
  end if;

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
    touches as materialized (
      select w.user_id, w.lesson_id, ls.position, w.updated_at as at, w.furthest_seconds >= ls.end_seconds as to_end
      from lessons ls
      join public.watch_positions w on w.lesson_id = ls.id
      union all
      select lp.user_id, lp.lesson_id, ls.position, lp.completed_at, false
      from lessons ls
      join public.lesson_progress lp on lp.lesson_id = ls.id
      where lp.completed
    ),
    per_lesson as (
      select t.lesson_id,
             count(distinct t.user_id) as reached,
             count(distinct t.user_id) filter (where t.to_end) as to_end
      from touches t
      join enrolled e on e.user_id = t.user_id
      group by t.lesson_id
    ),
    last_touch as (
      select distinct on (t.user_id) t.user_id, t.lesson_id, t.at
      from touches t
      join enrolled e on e.user_id = t.user_id and not e.completed
      order by t.user_id, t.at desc, t.position desc
    ),
    stopped as (
      select lt.lesson_id, count(*) as learners
      from last_touch lt
      where lt.at < v_now - interval '14 days'
      group by lt.lesson_id
    ),
    funnel as (
      select count(*) as enrolled,
             count(*) filter (where e.progress > 0 or su.user_id is not null) as started,
             count(*) filter (where e.progress >= 25) as p25,
             count(*) filter (where e.progress >= 50) as p50,
             count(*) filter (where e.progress >= 75) as p75,
             count(*) filter (where e.progress = 100) as p100
      from enrolled e
      left join (select distinct t.user_id from touches t) su on su.user_id = e.user_id
    ),
    first_answers as (
      select q.id, q.created_at,
             (select min(a.created_at) from public.question_answers a
              where a.question_id = q.id and a.is_teacher and not a.is_hidden) as answered_at
      from public.lesson_questions q
      where q.course_id = p_course_id and not q.is_hidden
    ),
    quiz as (
      select aq.id, aq.prompt, aq.module_id, m.title as module_title, aq.domain_id,
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
      'computed_at', v_now,
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
                 'reached', coalesce(pl.reached, 0),
                 'watched_to_end', coalesce(pl.to_end, 0),
                 'reached_share', case when f.enrolled > 0 then round(coalesce(pl.reached, 0)::numeric / f.enrolled, 4) else 0 end,
                 'watched_to_end_share', case when f.enrolled > 0 then round(coalesce(pl.to_end, 0)::numeric / f.enrolled, 4) else 0 end,
                 'stopped_after', coalesce(st.learners, 0)
               ) order by ls.position)
        from lessons ls
        cross join funnel f
        left join per_lesson pl on pl.lesson_id = ls.id
        left join stopped st on st.lesson_id = ls.id
      ), '[]'::json),
      'stop_after', coalesce((
        select json_agg(json_build_object(
                 'lesson_id', ls.id, 'position', ls.position, 'title', ls.title, 'learners', st.learners
               ) order by st.learners desc, ls.position)
        from stopped st
        join lessons ls on ls.id = st.lesson_id
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
revoke execute on function public.get_course_analytics(uuid) from public, anon;
grant execute on function public.get_course_analytics(uuid) to authenticated, service_role;


-- -----------------------------------------------------------------------------
-- 12. The school's last 12 weeks (precomputed)
-- -----------------------------------------------------------------------------
create table private.school_weeks (
  week_start date primary key check (extract(isodow from week_start) = 1),
  active_learners integer not null,
  sign_ups integer not null,
  enrollments integer not null,
  completions integer not null,
  certificates integer not null,
  revenue numeric(12,2) not null,
  computed_at timestamptz not null
);
alter table private.school_weeks enable row level security;
comment on table private.school_weeks is 'The school''s figures per São Paulo week, computed by refresh_school_weeks (a closed week once, the current week again when stale).';

create function private.compute_school_week(p_week date, p_now timestamptz)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_start timestamptz := p_week::timestamp at time zone 'America/Sao_Paulo';
  v_end   timestamptz := (p_week + 7)::timestamp at time zone 'America/Sao_Paulo';
begin
  insert into private.school_weeks as s
    (week_start, active_learners, sign_ups, enrollments, completions, certificates, revenue, computed_at)
  values (
    p_week,
    (select count(distinct d.user_id) from public.study_days d where d.day between p_week and p_week + 6),
    (select count(*) from public.profiles p
     where p.created_at >= v_start and p.created_at < v_end
       and exists (select 1 from public.user_roles r where r.user_id = p.id and r.role = 'aluno')),
    (select count(*) from public.enrollments e where e.enrolled_at >= v_start and e.enrolled_at < v_end),
    (select count(*) from public.enrollments e where e.completed_at >= v_start and e.completed_at < v_end),
    (select count(*) from public.certificates ce
     where ce.issued_at >= v_start and ce.issued_at < v_end and ce.revoked_at is null),
    (select coalesce(sum(o.amount) filter (where o.status = 'paid'), 0) from public.orders o
     where o.paid_on between p_week and p_week + 6),
    p_now
  )
  on conflict (week_start) do update
    set active_learners = excluded.active_learners,
        sign_ups = excluded.sign_ups,
        enrollments = excluded.enrollments,
        completions = excluded.completions,
        certificates = excluded.certificates,
        revenue = excluded.revenue,
        computed_at = excluded.computed_at;
end;
$$;

-- Recomputes the current week (and any of the 12 missing or computed before it
-- ended); p_all recomputes all 12 (the nightly job: late refunds, revocations).
create function public.refresh_school_weeks(p_all boolean default false)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_now  timestamptz := now();
  v_week date := private.sao_paulo_week(now());
  v_w    date;
  v_done integer := 0;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('school_weeks', 0));
  for v_w in select (v_week - 7 * i) from pg_catalog.generate_series(0, 11) i loop
    if coalesce(p_all, false) or v_w = v_week or not exists (
         select 1 from private.school_weeks s
         where s.week_start = v_w
           and s.computed_at >= (v_w + 7)::timestamp at time zone 'America/Sao_Paulo'
       ) then
      perform private.compute_school_week(v_w, v_now);
      v_done := v_done + 1;
    end if;
  end loop;
  return json_build_object('weeks_computed', v_done, 'computed_at', v_now);
end;
$$;
revoke execute on function public.refresh_school_weeks(boolean) from public, anon, authenticated;
grant execute on function public.refresh_school_weeks(boolean) to service_role;

-- Administrators only. The figures are the precomputed ones; when the current
-- week's are older than 10 minutes (or a week is missing) they are refreshed first.
create function public.get_school_weeks()
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_admin uuid := private.require_admin();
  v_week  date := private.sao_paulo_week(now());
begin
  if (select count(*) from private.school_weeks s where s.week_start between v_week - 77 and v_week) < 12
     or not exists (select 1 from private.school_weeks s
                    where s.week_start = v_week and s.computed_at > now() - interval '10 minutes') then
    perform public.refresh_school_weeks(false);
  end if;
  return (
    select json_build_object(
      'timezone', 'America/Sao_Paulo',
      'computed_at', min(s.computed_at) filter (where s.week_start = v_week),
      'weeks', json_agg(json_build_object(
                 'week_start', s.week_start,
                 'week_end', s.week_start + 6,
                 'active_learners', s.active_learners,
                 'sign_ups', s.sign_ups,
                 'enrollments', s.enrollments,
                 'completions', s.completions,
                 'certificates', s.certificates,
                 'revenue', s.revenue,
                 'computed_at', s.computed_at
               ) order by s.week_start)
    )
    from private.school_weeks s
    where s.week_start between v_week - 77 and v_week
  );
end;
$$;
revoke execute on function public.get_school_weeks() from public, anon;
grant execute on function public.get_school_weeks() to authenticated, service_role;


-- -----------------------------------------------------------------------------
-- 13. 'Baixar meus dados': goals, study days, points, ranking and e-mail consents
-- -----------------------------------------------------------------------------
create function private.my_data_engagement(p_user uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'metas_semanais', coalesce((
      select jsonb_agg(jsonb_build_object(
               'a_partir_da_semana', g.week_start,
               'tipo', case g.kind when 'minutes' then 'minutos' else 'aulas' end,
               'meta', g.target,
               'alterada_em', g.updated_at
             ) order by g.week_start)
      from public.study_goals g where g.user_id = p_user
    ), '[]'::jsonb),
    'dias_de_estudo', coalesce((
      select jsonb_agg(jsonb_build_object(
               'dia', d.day,
               'minutos_assistidos', d.watched_seconds / 60,
               'aulas_concluidas', d.lessons_completed,
               'aulas_assistidas_ate_o_fim', d.lessons_finished
             ) order by d.day)
      from public.study_days d where d.user_id = p_user
    ), '[]'::jsonb),
    'pontos', coalesce((
      select jsonb_agg(jsonb_build_object(
               'motivo', p.reason,
               'pontos', p.points,
               'curso', c.title,
               'em', p.created_at
             ) order by p.created_at, p.id)
      from public.point_events p
      left join public.courses c on c.id = p.course_id
      where p.user_id = p_user
    ), '[]'::jsonb),
    'ranking_por_curso', coalesce((
      select jsonb_agg(jsonb_build_object('curso', c.title, 'desde', r.created_at) order by r.created_at)
      from public.course_ranking_members r
      join public.courses c on c.id = r.course_id
      where r.user_id = p_user
    ), '[]'::jsonb),
    'consentimentos_de_email', coalesce((
      select jsonb_agg(jsonb_build_object(
               'assunto', 'Resumo semanal por e-mail',
               'aceito', ev.granted,
               'origem', case ev.source when 'settings' then 'configuracoes' else 'link_de_descadastro' end,
               'em', ev.created_at
             ) order by ev.created_at, ev.id)
      from public.email_consent_events ev where ev.user_id = p_user
    ), '[]'::jsonb)
  );
$$;

create or replace function public.export_my_data()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
begin
  if v_user is null or not exists (select 1 from public.profiles p where p.id = v_user) then
    raise exception 'not_authenticated' using errcode = '42501';
  end if;

  return jsonb_build_object(
    'formato', 'trilha-cloud/meus-dados',
    'versao_do_formato', 1,
    'gerado_em', now(),
    'conta', private.my_data_account(v_user),
    'contato_e_endereco', private.my_data_contact(v_user),
    'renda_familiar', private.my_data_income(v_user),
    'matriculas_e_progresso', private.my_data_learning(v_user),
    'certificados', private.my_data_certificates(v_user),
    'avaliacoes_e_perguntas', private.my_data_community(v_user),
    'papeis', private.my_data_roles(v_user),
    'consentimentos', private.my_data_consents(v_user),
    'compras', private.my_data_purchases(v_user),
    'estudo_e_pontos', private.my_data_engagement(v_user)
  );
end;
$$;


-- -----------------------------------------------------------------------------
-- 14. Who may read and call what
-- -----------------------------------------------------------------------------
-- Read-only for the browser (each owner its own rows); every write is a trigger or RPC above.
revoke all on public.study_days, public.point_events, public.study_goals, public.course_ranking_members,
              public.email_consents, public.email_consent_events, public.digest_deliveries
  from public, anon, authenticated;
grant select on public.study_days, public.point_events, public.study_goals, public.course_ranking_members,
                public.email_consents, public.email_consent_events
  to authenticated;
revoke all on private.school_weeks from public, anon, authenticated;

revoke all on function
  private.sao_paulo_week(timestamptz),
  private.credit_watched_seconds(),
  private.add_study_day(uuid, date, integer, integer, integer),
  private.reason_points(text),
  private.award_points(uuid, text, uuid, uuid),
  private.lesson_finished_by_watching(uuid, uuid),
  private.finish_lesson_if_watched(uuid, uuid),
  private.on_watch_credited(),
  private.on_lesson_completed(),
  private.on_attempt_passed(),
  private.on_course_review_written(),
  private.goal_for_week(uuid, date),
  private.study_weeks(uuid, date),
  private.study_streak(uuid, date),
  private.study_week_json(uuid, timestamptz),
  private.set_email_consent(uuid, text, boolean, text),
  private.digest_json(uuid, timestamptz),
  private.stamp_enrollment_completion(),
  private.compute_school_week(date, timestamptz),
  private.my_data_engagement(uuid)
from public, anon, authenticated;
