-- Engagement: study goals and days, streaks, points, rankings, e-mail consents and digests, analytics, admin reports.
-- The database as it is now: edit here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database-changes.md).

-- Function bodies are checked when they run, not here: files apply in order, and a body may read
-- a table a later file declares.
set check_function_bodies = off;

-- ================================================================================================
-- Tables
-- ================================================================================================

-- public.study_days ------------------------------------------------------------------------------
-- Per person and São Paulo day: seconds watched (watched_seconds credit), lessons completed, lessons finished by watching. Written by triggers only.
create table public.study_days (
  user_id uuid not null,
  day date not null,
  watched_seconds integer default 0 not null,
  lessons_completed integer default 0 not null,
  lessons_finished integer default 0 not null,
  constraint study_days_lessons_completed_check CHECK (lessons_completed >= 0),
  constraint study_days_lessons_finished_check CHECK (lessons_finished >= 0),
  constraint study_days_pkey PRIMARY KEY (user_id, day),
  constraint study_days_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE,
  constraint study_days_watched_seconds_check CHECK (watched_seconds >= 0)
);
alter table public.study_days enable row level security;
CREATE INDEX study_days_day_idx ON public.study_days USING btree (day) INCLUDE (user_id);
comment on table public.study_days is 'Per person and São Paulo day: seconds watched (watched_seconds credit), lessons completed, lessons finished by watching. Written by triggers only.';

-- public.study_goals -----------------------------------------------------------------------------
-- Weekly goals: each row is the goal from its week on (until a later row). Written by set_study_goal only.
create table public.study_goals (
  user_id uuid not null,
  week_start date not null,
  kind text not null,
  target integer not null,
  updated_at timestamp with time zone default now() not null,
  constraint study_goals_kind_check CHECK (kind = ANY (ARRAY['minutes'::text, 'lessons'::text])),
  constraint study_goals_pkey PRIMARY KEY (user_id, week_start),
  constraint study_goals_target_range CHECK ((kind = 'minutes' AND target BETWEEN 10 AND 3000) OR (kind = 'lessons' AND target BETWEEN 1 AND 100)),
  constraint study_goals_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE,
  constraint study_goals_week_start_check CHECK (EXTRACT(isodow FROM week_start) = 1::numeric)
);
alter table public.study_goals enable row level security;
comment on table public.study_goals is 'Weekly goals: each row is the goal from its week on (until a later row). Written by set_study_goal only.';

-- public.point_events ----------------------------------------------------------------------------
-- Points earned for verified events, once per person, reason and subject (lesson, module, course or question). Written by triggers and RPCs only.
create table public.point_events (
  id bigint generated always as identity not null,
  user_id uuid not null,
  reason text not null,
  points integer not null,
  course_id uuid,
  subject_id uuid not null,
  created_at timestamp with time zone default now() not null,
  constraint point_events_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.courses(id) ON DELETE SET NULL,
  constraint point_events_once UNIQUE (user_id, reason, subject_id),
  constraint point_events_pkey PRIMARY KEY (id),
  constraint point_events_points_check CHECK (points > 0),
  constraint point_events_reason_check CHECK (reason = ANY (ARRAY['lesson_finished'::text, 'quiz_passed'::text, 'exam_passed'::text, 'answer_solution'::text, 'course_review'::text, 'exercise_passed'::text])),
  constraint point_events_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE
);
alter table public.point_events enable row level security;
CREATE INDEX point_events_course_user_idx ON public.point_events USING btree (course_id, user_id) INCLUDE (points);
CREATE INDEX point_events_user_created_idx ON public.point_events USING btree (user_id, created_at DESC, id DESC);
comment on table public.point_events is 'Points earned for verified events, once per person, reason and subject (lesson, module, course or question). Written by triggers and RPCs only.';
comment on column public.point_events.subject_id is 'lesson_finished: the lesson; quiz_passed: the module; exam_passed and course_review: the course; answer_solution: the question; exercise_passed: the exercise.';

-- public.course_ranking_members ------------------------------------------------------------------
-- Learners who chose to appear in a course's ranking (off by default). Written by set_course_ranking only.
create table public.course_ranking_members (
  user_id uuid not null,
  course_id uuid not null,
  created_at timestamp with time zone default now() not null,
  constraint course_ranking_members_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.courses(id) ON DELETE CASCADE,
  constraint course_ranking_members_pkey PRIMARY KEY (user_id, course_id),
  constraint course_ranking_members_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE
);
alter table public.course_ranking_members enable row level security;
CREATE INDEX course_ranking_members_course_id_idx ON public.course_ranking_members USING btree (course_id);
comment on table public.course_ranking_members is 'Learners who chose to appear in a course''s ranking (off by default). Written by set_course_ranking only.';

-- public.email_consents --------------------------------------------------------------------------
-- Whether a person wants an optional e-mail (the weekly digest): off until they opt in. Written by set_weekly_digest/unsubscribe_weekly_digest only.
create table public.email_consents (
  user_id uuid not null,
  topic text not null,
  granted boolean not null,
  changed_at timestamp with time zone default now() not null,
  constraint email_consents_pkey PRIMARY KEY (user_id, topic),
  constraint email_consents_topic_check CHECK (topic = 'weekly_digest'::text),
  constraint email_consents_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE
);
alter table public.email_consents enable row level security;
CREATE INDEX email_consents_topic_granted_idx ON public.email_consents USING btree (topic, user_id) WHERE granted;
comment on table public.email_consents is 'Whether a person wants an optional e-mail (the weekly digest): off until they opt in. Written by set_weekly_digest/unsubscribe_weekly_digest only.';

-- public.email_consent_events --------------------------------------------------------------------
-- Every change of an e-mail consent, with where it came from (LGPD record). Never updated or deleted while the account exists.
create table public.email_consent_events (
  id bigint generated always as identity not null,
  user_id uuid not null,
  topic text not null,
  granted boolean not null,
  source text not null,
  created_at timestamp with time zone default now() not null,
  constraint email_consent_events_pkey PRIMARY KEY (id),
  constraint email_consent_events_source_check CHECK (source = ANY (ARRAY['settings'::text, 'unsubscribe_link'::text])),
  constraint email_consent_events_topic_check CHECK (topic = 'weekly_digest'::text),
  constraint email_consent_events_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE
);
alter table public.email_consent_events enable row level security;
CREATE INDEX email_consent_events_user_idx ON public.email_consent_events USING btree (user_id, created_at DESC, id DESC);
comment on table public.email_consent_events is 'Every change of an e-mail consent, with where it came from (LGPD record). Never updated or deleted while the account exists.';

-- public.digest_deliveries -----------------------------------------------------------------------
-- One weekly digest per person and São Paulo week: claimed by a job run, then sent (or released to be claimed again).
create table public.digest_deliveries (
  user_id uuid not null,
  week_start date not null,
  status text not null,
  claimed_at timestamp with time zone default now() not null,
  sent_at timestamp with time zone,
  constraint digest_deliveries_pkey PRIMARY KEY (user_id, week_start),
  constraint digest_deliveries_sent_matches CHECK ((status = 'sent'::text) = (sent_at IS NOT NULL)),
  constraint digest_deliveries_status_check CHECK (status = ANY (ARRAY['claimed'::text, 'sent'::text])),
  constraint digest_deliveries_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE,
  constraint digest_deliveries_week_start_check CHECK (EXTRACT(isodow FROM week_start) = 1::numeric)
);
alter table public.digest_deliveries enable row level security;
CREATE INDEX digest_deliveries_week_idx ON public.digest_deliveries USING btree (week_start, status);
comment on table public.digest_deliveries is 'One weekly digest per person and São Paulo week: claimed by a job run, then sent (or released to be claimed again).';

-- private.course_analytics -----------------------------------------------------------------------
-- get_course_analytics's answer per course and when it was computed: served for 10 minutes, kept fresh for big courses by refresh_course_analytics.
create table private.course_analytics (
  course_id uuid not null,
  answer json not null,
  computed_at timestamp with time zone not null,
  constraint course_analytics_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.courses(id) ON DELETE CASCADE,
  constraint course_analytics_pkey PRIMARY KEY (course_id)
);
alter table private.course_analytics enable row level security;
comment on table private.course_analytics is 'get_course_analytics''s answer per course and when it was computed: served for 10 minutes, kept fresh for big courses by refresh_course_analytics.';

-- private.school_weeks ---------------------------------------------------------------------------
-- The school's figures per São Paulo week, computed by refresh_school_weeks (a closed week once, the current week again when stale).
create table private.school_weeks (
  week_start date not null,
  active_learners integer not null,
  sign_ups integer not null,
  enrollments integer not null,
  completions integer not null,
  certificates integer not null,
  revenue numeric(12,2) not null,
  computed_at timestamp with time zone not null,
  constraint school_weeks_pkey PRIMARY KEY (week_start),
  constraint school_weeks_week_start_check CHECK (EXTRACT(isodow FROM week_start) = 1::numeric)
);
alter table private.school_weeks enable row level security;
comment on table private.school_weeks is 'The school''s figures per São Paulo week, computed by refresh_school_weeks (a closed week once, the current week again when stale).';

-- ================================================================================================
-- Functions
-- ================================================================================================

-- private.add_study_day(p_user uuid, p_day date, p_seconds integer, p_completed integer, p_finished integer)
CREATE OR REPLACE FUNCTION private.add_study_day(p_user uuid, p_day date, p_seconds integer, p_completed integer, p_finished integer)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  insert into public.study_days as d (user_id, day, watched_seconds, lessons_completed, lessons_finished)
  values (p_user, p_day, p_seconds, p_completed, p_finished)
  on conflict (user_id, day) do update
    set watched_seconds   = d.watched_seconds + excluded.watched_seconds,
        lessons_completed = d.lessons_completed + excluded.lessons_completed,
        lessons_finished  = d.lessons_finished + excluded.lessons_finished;
$function$;
revoke execute on function private.add_study_day(uuid,date,integer,integer,integer) from public;

-- private.award_points(p_user uuid, p_reason text, p_course_id uuid, p_subject_id uuid)
CREATE OR REPLACE FUNCTION private.award_points(p_user uuid, p_reason text, p_course_id uuid, p_subject_id uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_count integer;
begin
  insert into public.point_events (user_id, reason, points, course_id, subject_id)
  values (p_user, p_reason, private.reason_points(p_reason), p_course_id, p_subject_id)
  on conflict on constraint point_events_once do nothing;
  get diagnostics v_count = row_count;
  return v_count > 0;
end;
$function$;
revoke execute on function private.award_points(uuid,text,uuid,uuid) from public;
comment on function private.award_points(uuid,text,uuid,uuid) is 'Awards a reason''s points once per person and subject; true when they were new.';

-- private.goal_for_week(p_user uuid, p_week date)
CREATE OR REPLACE FUNCTION private.goal_for_week(p_user uuid, p_week date)
 RETURNS public.study_goals
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select g.* from public.study_goals g
  where g.user_id = p_user and g.week_start <= p_week
  order by g.week_start desc
  limit 1;
$function$;
revoke execute on function private.goal_for_week(uuid,date) from public;

-- private.lesson_study_json(p_user uuid, p_lesson_id uuid)
CREATE OR REPLACE FUNCTION private.lesson_study_json(p_user uuid, p_lesson_id uuid)
 RETURNS json
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function private.lesson_study_json(uuid,uuid) from public;
comment on function private.lesson_study_json(uuid,uuid) is 'Whether the lesson counted for the weekly goal and the points (finished by watching), with the reason code when not: docs/engagement.md.';

-- private.reason_points(p_reason text)
CREATE OR REPLACE FUNCTION private.reason_points(p_reason text)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case p_reason
    when 'lesson_finished' then 10
    when 'quiz_passed' then 20
    when 'exam_passed' then 50
    when 'answer_solution' then 15
    when 'course_review' then 5
    when 'exercise_passed' then 20
  end;
$function$;
revoke execute on function private.reason_points(text) from public;

-- private.set_email_consent(p_user uuid, p_topic text, p_granted boolean, p_source text)
CREATE OR REPLACE FUNCTION private.set_email_consent(p_user uuid, p_topic text, p_granted boolean, p_source text)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function private.set_email_consent(uuid,text,boolean,text) from public;

-- private.study_seconds(p_user uuid)
CREATE OR REPLACE FUNCTION private.study_seconds(p_user uuid)
 RETURNS integer
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(sum(d.watched_seconds), 0)::integer from public.study_days d where d.user_id = p_user;
$function$;
revoke execute on function private.study_seconds(uuid) from public;
comment on function private.study_seconds(uuid) is 'The person''s study time: every second of video the server credited (study_days.watched_seconds), all time. docs/engagement.md.';

-- private.study_streak(p_user uuid, p_week date)
CREATE OR REPLACE FUNCTION private.study_streak(p_user uuid, p_week date)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function private.study_streak(uuid,date) from public;

-- private.study_weeks(p_user uuid, p_week date)
CREATE OR REPLACE FUNCTION private.study_weeks(p_user uuid, p_week date)
 RETURNS TABLE(week_start date, kind text, target integer, minutes integer, lessons integer, met boolean)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function private.study_weeks(uuid,date) from public;

-- public.claim_weekly_digests(p_now timestamp with time zone, p_limit integer)
CREATE OR REPLACE FUNCTION public.claim_weekly_digests(p_now timestamp with time zone DEFAULT now(), p_limit integer DEFAULT 100)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
      -- The company assignments still open ride along (14_assignments.sql, docs/companies.md).
      select json_agg((private.digest_json(u, coalesce(
               (select max(d.sent_at) from public.digest_deliveries d where d.user_id = u and d.status = 'sent'),
               p_now - interval '7 days'))::jsonb
             || jsonb_build_object('assignments', private.digest_assignments(u)))::json order by u)
      from unnest(v_users) u
    ), '[]'::json)
  );
end;
$function$;
revoke execute on function public.claim_weekly_digests(timestamp with time zone,integer) from anon, authenticated, public;

-- public.finish_weekly_digest(p_user_id uuid, p_week_start date, p_sent boolean)
CREATE OR REPLACE FUNCTION public.finish_weekly_digest(p_user_id uuid, p_week_start date, p_sent boolean)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.finish_weekly_digest(uuid,date,boolean) from anon, authenticated, public;

-- public.get_course_analytics(p_course_id uuid)
CREATE OR REPLACE FUNCTION public.get_course_analytics(p_course_id uuid)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.get_course_analytics(uuid) from anon, public;

-- public.get_course_ranking(p_course_id uuid)
CREATE OR REPLACE FUNCTION public.get_course_ranking(p_course_id uuid)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.get_course_ranking(uuid) from anon, public;

-- public.get_my_email_preferences()
CREATE OR REPLACE FUNCTION public.get_my_email_preferences()
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.get_my_email_preferences() from anon, public;

-- public.get_my_study_calendar()
CREATE OR REPLACE FUNCTION public.get_my_study_calendar()
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.get_my_study_calendar() from anon, public;

-- public.get_my_study_week()
CREATE OR REPLACE FUNCTION public.get_my_study_week()
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid := private.require_active_user();
begin
  return private.study_week_json(v_user, now());
end;
$function$;
revoke execute on function public.get_my_study_week() from anon, public;

-- public.get_school_weeks()
CREATE OR REPLACE FUNCTION public.get_school_weeks()
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.get_school_weeks() from anon, public;

-- public.list_my_points(p_page integer, p_page_size integer)
CREATE OR REPLACE FUNCTION public.list_my_points(p_page integer DEFAULT 1, p_page_size integer DEFAULT 20)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
    -- What earns points, as private.award_points writes them (the page explains the rule from it).
    'rules', (
      select json_agg(json_build_object('reason', r.reason, 'points', private.reason_points(r.reason)) order by r.n)
      from unnest(array['lesson_finished', 'quiz_passed', 'exam_passed', 'answer_solution', 'course_review', 'exercise_passed'])
             with ordinality as r (reason, n)
    ),
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
                 when 'exercise_passed' then (select e.title from public.practice_exercises e where e.id = x.subject_id)
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
$function$;
revoke execute on function public.list_my_points(integer,integer) from anon, public;

-- public.refresh_course_analytics(p_min_students integer)
CREATE OR REPLACE FUNCTION public.refresh_course_analytics(p_min_students integer DEFAULT 1000)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.refresh_course_analytics(integer) from anon, authenticated, public;

-- public.refresh_school_weeks(p_all boolean)
CREATE OR REPLACE FUNCTION public.refresh_school_weeks(p_all boolean DEFAULT false)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.refresh_school_weeks(boolean) from anon, authenticated, public;

-- public.send_goal_reminders(p_now timestamp with time zone)
CREATE OR REPLACE FUNCTION public.send_goal_reminders(p_now timestamp with time zone DEFAULT now())
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.send_goal_reminders(timestamp with time zone) from anon, authenticated, public;

-- public.set_course_ranking(p_course_id uuid, p_visible boolean)
CREATE OR REPLACE FUNCTION public.set_course_ranking(p_course_id uuid, p_visible boolean)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.set_course_ranking(uuid,boolean) from anon, public;

-- public.set_weekly_digest(p_subscribed boolean)
CREATE OR REPLACE FUNCTION public.set_weekly_digest(p_subscribed boolean)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid := private.require_active_user();
begin
  if p_subscribed is null then
    perform private.raise_api_error('invalid_consent');
  end if;
  return private.set_email_consent(v_user, 'weekly_digest', p_subscribed, 'settings');
end;
$function$;
revoke execute on function public.set_weekly_digest(boolean) from anon, public;

-- public.unsubscribe_weekly_digest(p_user_id uuid)
CREATE OR REPLACE FUNCTION public.unsubscribe_weekly_digest(p_user_id uuid)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return private.set_email_consent(p_user_id, 'weekly_digest', false, 'unsubscribe_link');
end;
$function$;
revoke execute on function public.unsubscribe_weekly_digest(uuid) from anon, authenticated, public;

-- ================================================================================================
-- Policies
-- ================================================================================================

create policy "Owners can read their own study days" on public.study_days
  for select to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));

create policy "Owners can read their own goals" on public.study_goals
  for select to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));

create policy "Owners can read their own points" on public.point_events
  for select to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));

create policy "Owners can read their own ranking choices" on public.course_ranking_members
  for select to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));

create policy "Owners can read their own e-mail consents" on public.email_consents
  for select to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));

create policy "Owners can read their own consent history" on public.email_consent_events
  for select to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));

create policy "Digest deliveries are read through the digest functions only" on public.digest_deliveries
  for select to authenticated
  using (false);

-- ================================================================================================
-- Grants
-- ================================================================================================

-- public.study_days
revoke all on table public.study_days from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.study_days from authenticated;

-- public.study_goals
revoke all on table public.study_goals from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.study_goals from authenticated;

-- public.point_events
revoke all on table public.point_events from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.point_events from authenticated;

-- public.course_ranking_members
revoke all on table public.course_ranking_members from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.course_ranking_members from authenticated;

-- public.email_consents
revoke all on table public.email_consents from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.email_consents from authenticated;

-- public.email_consent_events
revoke all on table public.email_consent_events from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.email_consent_events from authenticated;

-- public.digest_deliveries
revoke all on table public.digest_deliveries from anon, authenticated;
