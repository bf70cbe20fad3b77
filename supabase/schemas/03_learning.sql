-- Learning: enrolments, lesson progress, watch positions.
-- The database as it is now: edit here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database-changes.md).

-- Function bodies are checked when they run, not here: files apply in order, and a body may read
-- a table a later file declares.
set check_function_bodies = off;

-- ================================================================================================
-- Tables
-- ================================================================================================

-- public.enrollments -----------------------------------------------------------------------------
-- A user enrolled in a course. Progress/completed are computed by the server.
create table public.enrollments (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  course_id uuid not null,
  progress integer default 0 not null,
  completed boolean default false not null,
  enrolled_at timestamp with time zone default now() not null,
  completed_at timestamp with time zone,
  constraint enrollments_completed_matches_progress CHECK (completed = (progress = 100)),
  constraint enrollments_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.courses(id) ON DELETE CASCADE,
  constraint enrollments_pkey PRIMARY KEY (id),
  constraint enrollments_progress_check CHECK (progress >= 0 AND progress <= 100),
  constraint enrollments_user_id_course_id_key UNIQUE (user_id, course_id),
  constraint enrollments_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE
);
alter table public.enrollments enable row level security;
CREATE INDEX enrollments_completed_at_idx ON public.enrollments USING btree (completed_at) WHERE (completed_at IS NOT NULL);
CREATE INDEX enrollments_course_id_enrolled_at_id_idx ON public.enrollments USING btree (course_id, enrolled_at DESC, id DESC);
CREATE INDEX enrollments_enrolled_at_idx ON public.enrollments USING btree (enrolled_at);
comment on table public.enrollments is 'A user enrolled in a course. Progress/completed are computed by the server.';
comment on column public.enrollments.completed_at is 'When progress reached 100 % (null while not completed). Kept by a trigger.';

-- public.lesson_progress -------------------------------------------------------------------------
-- Completed lessons per user. Written by public.complete_lesson() only.
create table public.lesson_progress (
  user_id uuid not null,
  lesson_id uuid not null,
  completed boolean default true not null,
  completed_at timestamp with time zone default now(),
  constraint lesson_progress_completed_at_matches CHECK (completed = (completed_at IS NOT NULL)),
  constraint lesson_progress_lesson_id_fkey FOREIGN KEY (lesson_id) REFERENCES public.lessons(id) ON DELETE CASCADE,
  constraint lesson_progress_pkey PRIMARY KEY (user_id, lesson_id),
  constraint lesson_progress_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE
);
alter table public.lesson_progress enable row level security;
CREATE INDEX lesson_progress_lesson_id_idx ON public.lesson_progress USING btree (lesson_id);
comment on table public.lesson_progress is 'Completed lessons per user. Written by public.complete_lesson() only.';

-- public.watch_positions -------------------------------------------------------------------------
-- Where each user stopped in each lesson (seconds from the lesson's start). Written by public.save_watch_position() only.
create table public.watch_positions (
  user_id uuid not null,
  lesson_id uuid not null,
  position_seconds integer not null,
  updated_at timestamp with time zone default now() not null,
  furthest_seconds integer default 0 not null,
  watched_seconds integer default 0 not null,
  constraint watch_positions_furthest_seconds_check CHECK (furthest_seconds >= 0 AND furthest_seconds <= 86400),
  constraint watch_positions_lesson_id_fkey FOREIGN KEY (lesson_id) REFERENCES public.lessons(id) ON DELETE CASCADE,
  constraint watch_positions_pkey PRIMARY KEY (user_id, lesson_id),
  constraint watch_positions_position_seconds_check CHECK (position_seconds >= 0 AND position_seconds <= 86400),
  constraint watch_positions_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE,
  constraint watch_positions_watched_seconds_check CHECK (watched_seconds >= 0 AND watched_seconds <= 86400)
);
alter table public.watch_positions enable row level security;
CREATE INDEX watch_positions_lesson_id_idx ON public.watch_positions USING btree (lesson_id);
comment on table public.watch_positions is 'Where each user stopped in each lesson (seconds from the lesson''s start). Written by public.save_watch_position() only.';
comment on column public.watch_positions.furthest_seconds is 'The furthest second of the lesson ever saved (never goes back): what counts for the watching requirement.';
comment on column public.watch_positions.watched_seconds is 'Seconds of new ground (furthest_seconds gained) credited no faster than twice the time between two saves: what goals and points count.';

-- ================================================================================================
-- Functions
-- ================================================================================================

-- private.compute_school_week(p_week date, p_now timestamp with time zone)
CREATE OR REPLACE FUNCTION private.compute_school_week(p_week date, p_now timestamp with time zone)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function private.compute_school_week(date,timestamp with time zone) from public;

-- private.continue_lesson(p_user_id uuid, p_course_id uuid)
CREATE OR REPLACE FUNCTION private.continue_lesson(p_user_id uuid, p_course_id uuid)
 RETURNS json
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select json_build_object(
           'id', x.id,
           'title', x.title,
           'module_title', x.module_title,
           'position_seconds', coalesce(x.position_seconds, 0)
         )
  from (
    select l.id, l.title, m.title as module_title, w.position_seconds, w.updated_at,
           m.order_index as module_order, m.created_at as module_created, m.id as module_id,
           l.order_index, l.created_at, exists (
             select 1 from public.lesson_progress lp
             where lp.user_id = p_user_id and lp.lesson_id = l.id and lp.completed
           ) as completed
    from public.lessons l
    join public.course_modules m on m.id = l.module_id
    left join public.watch_positions w on w.user_id = p_user_id and w.lesson_id = l.id
    where l.course_id = p_course_id
  ) x
  order by
    -- 1. the lesson watched most recently that is not completed
    (x.updated_at is not null and not x.completed) desc,
    case when not x.completed then x.updated_at end desc nulls last,
    -- 2. the first lesson not completed, 3. the first lesson (all done)
    x.completed,
    x.module_order, x.module_created, x.module_id, x.order_index, x.created_at, x.id
  limit 1;
$function$;
revoke execute on function private.continue_lesson(uuid,uuid) from public;
comment on function private.continue_lesson(uuid,uuid) is 'The lesson ''Continuar'' opens for a user in a course, with its saved second (json), or null.';

-- private.course_progress(p_done bigint, p_total bigint)
CREATE OR REPLACE FUNCTION private.course_progress(p_done bigint, p_total bigint)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select case
    when p_total is null or p_total <= 0 then 0
    when p_done >= p_total then 100
    else least(round(100.0 * greatest(p_done, 0) / p_total)::integer, 99)
  end;
$function$;
comment on function private.course_progress(bigint,bigint) is 'Course progress rule: rounded percent of lessons done, 100 only when every lesson is done.';

-- private.credit_watched_seconds()
CREATE OR REPLACE FUNCTION private.credit_watched_seconds()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function private.credit_watched_seconds() from public;

-- private.guard_enrollment_keys()
CREATE OR REPLACE FUNCTION private.guard_enrollment_keys()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.user_id is distinct from old.user_id or new.course_id is distinct from old.course_id then
    raise exception 'enrollment_keys_fixed' using errcode = 'P0001';
  end if;
  return new;
end;
$function$;
revoke execute on function private.guard_enrollment_keys() from public;

-- private.is_enrolled(p_course_id uuid)
CREATE OR REPLACE FUNCTION private.is_enrolled(p_course_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select private.is_active_user()
     and exists (
       select 1 from public.enrollments e
       where e.user_id = (select auth.uid()) and e.course_id = p_course_id
     )
     and private.course_open_to((select auth.uid()), p_course_id);
$function$;
revoke execute on function private.is_enrolled(uuid) from public;
grant execute on function private.is_enrolled(uuid) to authenticated;
comment on function private.is_enrolled(uuid) is 'Caller is active, enrolled in the course and may study it (private.course_open_to).';

-- private.issue_certificate_on_completion()
CREATE OR REPLACE FUNCTION private.issue_certificate_on_completion()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.completed and (tg_op = 'INSERT' or not old.completed) then
    perform private.issue_certificate_if_earned(new.user_id, new.course_id);
  end if;
  return null;
end;
$function$;
revoke execute on function private.issue_certificate_on_completion() from public;

-- private.issue_track_certificate_on_completion()
CREATE OR REPLACE FUNCTION private.issue_track_certificate_on_completion()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.completed and (tg_op = 'INSERT' or not old.completed) then
    perform private.issue_track_certificates_for_course(new.user_id, new.course_id);
  end if;
  return null;
end;
$function$;
revoke execute on function private.issue_track_certificate_on_completion() from public;

-- private.keep_furthest_watch_position()
CREATE OR REPLACE FUNCTION private.keep_furthest_watch_position()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.furthest_seconds := greatest(
    new.position_seconds,
    case when tg_op = 'UPDATE' then old.furthest_seconds else 0 end
  );
  return new;
end;
$function$;
revoke execute on function private.keep_furthest_watch_position() from public;

-- private.lesson_finished_by_watching(p_user uuid, p_lesson_id uuid)
CREATE OR REPLACE FUNCTION private.lesson_finished_by_watching(p_user uuid, p_lesson_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1
    from public.lessons l
    join public.watch_positions w on w.lesson_id = l.id and w.user_id = p_user
    join public.lesson_progress lp on lp.lesson_id = l.id and lp.user_id = p_user and lp.completed
    where l.id = p_lesson_id
      and w.watched_seconds >= ceil(0.9 * ((l.duration_minutes - 1) * 60 + 1))
  );
$function$;
revoke execute on function private.lesson_finished_by_watching(uuid,uuid) from public;

-- private.lesson_watched(p_user uuid, p_lesson public.lessons)
CREATE OR REPLACE FUNCTION private.lesson_watched(p_user uuid, p_lesson public.lessons)
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from public.watch_positions w
    where w.user_id = p_user and w.lesson_id = p_lesson.id
      and w.furthest_seconds >= ceil(0.9 * ((p_lesson.duration_minutes - 1) * 60 + 1))
  );
$function$;
revoke execute on function private.lesson_watched(uuid,public.lessons) from public;

-- private.may_review(p_user uuid, p_course_id uuid)
CREATE OR REPLACE FUNCTION private.may_review(p_user uuid, p_course_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select exists (select 1 from public.enrollments e where e.user_id = p_user and e.course_id = p_course_id)
     and exists (
       select 1
       from public.lesson_progress lp
       join public.lessons l on l.id = lp.lesson_id
       where lp.user_id = p_user and lp.completed and l.course_id = p_course_id
     );
$function$;
revoke execute on function private.may_review(uuid,uuid) from public;

-- private.my_open_course_ids()
CREATE OR REPLACE FUNCTION private.my_open_course_ids()
 RETURNS uuid[]
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(array_agg(distinct x.course_id), '{}')
  from (
    select e.course_id
    from public.enrollments e
    where e.user_id = (select auth.uid())
      and private.course_open_to((select auth.uid()), e.course_id)
    union all
    select unnest(private.my_taught_course_ids())
  ) x
  where private.is_active_user();
$function$;
revoke execute on function private.my_open_course_ids() from public;
grant execute on function private.my_open_course_ids() to authenticated;
comment on function private.my_open_course_ids() is 'Courses whose lessons the caller may read: enrolled with access, or taught (active users only).';

-- private.on_lesson_completed()
CREATE OR REPLACE FUNCTION private.on_lesson_completed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.completed then
    perform private.add_study_day(new.user_id, private.sao_paulo_date(coalesce(new.completed_at, now())), 0, 1, 0);
    perform private.finish_lesson_if_watched(new.user_id, new.lesson_id);
  end if;
  return null;
end;
$function$;
revoke execute on function private.on_lesson_completed() from public;

-- private.on_watch_credited()
CREATE OR REPLACE FUNCTION private.on_watch_credited()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.add_study_day(new.user_id, private.sao_paulo_date(new.updated_at),
                                new.watched_seconds - old.watched_seconds, 0, 0);
  perform private.finish_lesson_if_watched(new.user_id, new.lesson_id);
  return null;
end;
$function$;
revoke execute on function private.on_watch_credited() from public;

-- private.refresh_course_progress(p_course_id uuid)
CREATE OR REPLACE FUNCTION private.refresh_course_progress(p_course_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function private.refresh_course_progress(uuid) from public;

-- private.require_certificate_grounds()
CREATE OR REPLACE FUNCTION private.require_certificate_grounds()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
  if not private.course_open_to(new.user_id, new.course_id) then
    perform private.raise_api_error('course_access_required');
  end if;
  if cardinality(private.certificate_requirements_missing(new.user_id, new.course_id)) > 0 then
    perform private.raise_api_error('certificate_requirements_unmet');
  end if;
  return new;
end;
$function$;
revoke execute on function private.require_certificate_grounds() from public;

-- private.stamp_enrollment_completion()
CREATE OR REPLACE FUNCTION private.stamp_enrollment_completion()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function private.stamp_enrollment_completion() from public;

-- public.admin_list_course_enrollments(p_course_id uuid, p_search text, p_page integer, p_page_size integer)
CREATE OR REPLACE FUNCTION public.admin_list_course_enrollments(p_course_id uuid, p_search text DEFAULT NULL::text, p_page integer DEFAULT 1, p_page_size integer DEFAULT 25)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
 SET plan_cache_mode TO 'force_custom_plan'
AS $function$
declare
  v_admin uuid := private.require_admin();
  v_size  integer := private.list_page_size(p_page_size);
  v_query tsquery := private.search_query(p_search);
  v_email text := private.search_email(p_search);
  v_total bigint;
  v_page  integer;
  v_ids   uuid[];
  v_matches uuid[];
begin
  if private.is_search(p_search) then
    v_matches := array(
      select e.id
      from public.enrollments e
      join public.profiles p on p.id = e.user_id
      where e.course_id = p_course_id
        and private.profile_search_document(p.full_name, p.email) @@ v_query
        and (v_email is null or private.email_matches(p.email, v_email))
      order by e.enrolled_at desc, e.id desc
    );
    v_total := cardinality(v_matches);
    v_page := private.list_page(p_page, v_total, v_size);
    v_ids := v_matches[(v_page - 1) * v_size + 1 : v_page * v_size];
  else
    select count(*) into v_total from public.enrollments e where e.course_id = p_course_id;
    v_page := private.list_page(p_page, v_total, v_size);
    v_ids := array(
      select e.id
      from public.enrollments e
      where e.course_id = p_course_id
      order by e.enrolled_at desc, e.id desc
      limit v_size offset (v_page - 1) * v_size
    );
  end if;

  return private.list_result(v_total, v_page, v_size, (
    select json_agg(json_build_object(
             'id', e.id,
             'progress', e.progress,
             'completed', e.completed,
             'enrolled_at', e.enrolled_at,
             'student', json_build_object('id', p.id, 'full_name', p.full_name, 'email', p.email)
           ) order by o.position)
    from unnest(v_ids) with ordinality as o(id, position)
    join public.enrollments e on e.id = o.id
    join public.profiles p on p.id = e.user_id
  ));
end;
$function$;
revoke execute on function public.admin_list_course_enrollments(uuid,text,integer,integer) from anon, public;

-- public.complete_lesson(p_lesson_id uuid)
CREATE OR REPLACE FUNCTION public.complete_lesson(p_lesson_id uuid)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.complete_lesson(uuid) from anon, public;

-- public.discard_teacher_account(p_user_id uuid)
CREATE OR REPLACE FUNCTION public.discard_teacher_account(p_user_id uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  delete from auth.users u
   where u.id = p_user_id
     and u.created_at > now() - interval '1 hour'
     and exists (select 1 from public.user_roles r where r.user_id = u.id and r.role = 'aluno')
     and not exists (select 1 from public.teacher_docs d where d.user_id = u.id)
     and not exists (select 1 from public.teacher_courses tc where tc.teacher_id = u.id)
     and not exists (select 1 from public.enrollments e where e.user_id = u.id)
     and not exists (select 1 from public.lesson_progress lp where lp.user_id = u.id)
     and not exists (select 1 from public.certificates c where c.user_id = u.id)
     and not exists (select 1 from public.sensitive_user_data s where s.user_id = u.id);
  return found;
end;
$function$;
revoke execute on function public.discard_teacher_account(uuid) from anon, authenticated, public;

-- public.enroll_in_course(p_course_id uuid)
CREATE OR REPLACE FUNCTION public.enroll_in_course(p_course_id uuid)
 RETURNS public.enrollments
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user       uuid := private.require_active_user();
  v_course     public.courses;
  v_enrollment public.enrollments;
begin
  select * into v_course from public.courses c where c.id = p_course_id;
  if not found or not v_course.is_active then
    perform private.raise_api_error('course_not_available');
  end if;
  if v_course.lesson_count = 0 then
    perform private.raise_api_error('course_without_lessons');
  end if;
  if not private.course_open_to(v_user, p_course_id) then
    raise exception 'course_access_required' using errcode = '42501';
  end if;

  -- ON CONFLICT makes parallel calls safe: exactly one insert wins, the others
  -- wait for it and then report the duplicate.
  insert into public.enrollments (user_id, course_id)
  values (v_user, p_course_id)
  on conflict (user_id, course_id) do nothing
  returning * into v_enrollment;

  if not found then
    raise exception 'already_enrolled' using errcode = '23505';
  end if;
  return v_enrollment;
end;
$function$;
revoke execute on function public.enroll_in_course(uuid) from anon, public;

-- public.get_continue_lesson(p_course_id uuid)
CREATE OR REPLACE FUNCTION public.get_continue_lesson(p_course_id uuid)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid := private.require_active_user();
begin
  if not exists (
    select 1 from public.enrollments e where e.user_id = v_user and e.course_id = p_course_id
  ) then
    return null;
  end if;
  return private.continue_lesson(v_user, p_course_id);
end;
$function$;
revoke execute on function public.get_continue_lesson(uuid) from anon, public;

-- public.teacher_course_students(p_course_id uuid, p_page integer, p_page_size integer)
CREATE OR REPLACE FUNCTION public.teacher_course_students(p_course_id uuid, p_page integer DEFAULT 1, p_page_size integer DEFAULT 25)
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
  if not private.teaches(p_course_id) then
    raise exception 'not_teacher' using errcode = '42501';
  end if;

  select count(*) into v_total from public.enrollments e where e.course_id = p_course_id;
  v_page := private.list_page(p_page, v_total, v_size);

  return private.list_result(v_total, v_page, v_size, (
    select json_agg(json_build_object(
             'id', x.id,
             'full_name', p.full_name,
             'progress', x.progress,
             'completed', x.completed,
             'enrolled_at', x.enrolled_at,
             'last_activity_at', greatest(
               x.enrolled_at,
               (select max(lp.completed_at)
                from public.lesson_progress lp
                join public.lessons l on l.id = lp.lesson_id
                where lp.user_id = x.user_id and l.course_id = p_course_id),
               (select max(w.updated_at)
                from public.watch_positions w
                join public.lessons l on l.id = w.lesson_id
                where w.user_id = x.user_id and l.course_id = p_course_id),
               (select max(q.created_at)
                from public.lesson_questions q
                where q.author_id = x.user_id and q.course_id = p_course_id)
             )
           ) order by x.enrolled_at desc, x.id desc)
    from (
      select e.*
      from public.enrollments e
      where e.course_id = p_course_id
      order by e.enrolled_at desc, e.id desc
      limit v_size offset (v_page - 1) * v_size
    ) x
    join public.profiles p on p.id = x.user_id
  ));
end;
$function$;
revoke execute on function public.teacher_course_students(uuid,integer,integer) from anon, public;

-- ================================================================================================
-- Triggers
-- ================================================================================================

CREATE TRIGGER enrollments_count_students AFTER INSERT OR DELETE ON public.enrollments FOR EACH ROW EXECUTE FUNCTION private.on_enrollments_changed();

CREATE TRIGGER enrollments_guard_keys BEFORE UPDATE ON public.enrollments FOR EACH ROW EXECUTE FUNCTION private.guard_enrollment_keys();

CREATE TRIGGER enrollments_issue_certificate AFTER INSERT OR UPDATE OF completed ON public.enrollments FOR EACH ROW EXECUTE FUNCTION private.issue_certificate_on_completion();

CREATE TRIGGER enrollments_issue_track_certificate AFTER INSERT OR UPDATE OF completed ON public.enrollments FOR EACH ROW EXECUTE FUNCTION private.issue_track_certificate_on_completion();

CREATE TRIGGER enrollments_stamp_completion BEFORE INSERT OR UPDATE OF completed ON public.enrollments FOR EACH ROW EXECUTE FUNCTION private.stamp_enrollment_completion();

CREATE TRIGGER lesson_progress_record_study AFTER INSERT ON public.lesson_progress FOR EACH ROW EXECUTE FUNCTION private.on_lesson_completed();

CREATE TRIGGER watch_positions_issue_certificate AFTER INSERT OR UPDATE ON public.watch_positions FOR EACH ROW EXECUTE FUNCTION private.issue_certificate_after_watching();

CREATE TRIGGER watch_positions_keep_furthest BEFORE INSERT OR UPDATE ON public.watch_positions FOR EACH ROW EXECUTE FUNCTION private.keep_furthest_watch_position();

CREATE TRIGGER watch_positions_record_study AFTER UPDATE ON public.watch_positions FOR EACH ROW WHEN (new.watched_seconds > old.watched_seconds) EXECUTE FUNCTION private.on_watch_credited();

CREATE TRIGGER watch_positions_track_watching BEFORE INSERT OR UPDATE ON public.watch_positions FOR EACH ROW EXECUTE FUNCTION private.credit_watched_seconds();

-- ================================================================================================
-- Policies
-- ================================================================================================

create policy "Entitled students, staff and preview viewers can read lessons" on public.lessons
  for select to authenticated
  using (((course_id = ANY (( SELECT private.my_open_course_ids() AS my_open_course_ids)::uuid[])) OR ( SELECT private.is_admin() AS is_admin) OR (is_preview AND (EXISTS ( SELECT 1
   FROM public.courses c
  WHERE ((c.id = lessons.course_id) AND c.is_active AND (c.lesson_count > 0)))))));

create policy "Active owners and administrators can read enrolments" on public.enrollments
  for select to authenticated
  using ((((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_active_user() AS is_active_user)) OR ( SELECT private.is_admin() AS is_admin)));

create policy "Administrators can remove enrolments" on public.enrollments
  for delete to authenticated
  using (( SELECT private.is_admin() AS is_admin));

create policy "Active owners and administrators can read lesson progress" on public.lesson_progress
  for select to authenticated
  using ((((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_active_user() AS is_active_user)) OR ( SELECT private.is_admin() AS is_admin)));

create policy "Active users can read their own watch positions" on public.watch_positions
  for select to authenticated
  using (((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_active_user() AS is_active_user)));

-- ================================================================================================
-- Grants
-- ================================================================================================

-- public.enrollments
revoke all on table public.enrollments from anon;
revoke insert, update, truncate, references, trigger, maintain on table public.enrollments from authenticated;

-- public.lesson_progress
revoke all on table public.lesson_progress from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.lesson_progress from authenticated;

-- public.watch_positions
revoke all on table public.watch_positions from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.watch_positions from authenticated;
