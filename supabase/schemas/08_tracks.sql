-- Trilhas (tracks): tracks and their steps, followers, track certificates, plans that include tracks.
-- The database as it is now: edit here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database-changes.md).

-- Function bodies are checked when they run, not here: files apply in order, and a body may read
-- a table a later file declares.
set check_function_bodies = off;

-- ================================================================================================
-- Functions the tables below use (checks, defaults, indexes)
-- ================================================================================================

-- private.track_faq_is_valid(p_faq jsonb)
CREATE OR REPLACE FUNCTION private.track_faq_is_valid(p_faq jsonb)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select jsonb_typeof(p_faq) = 'array'
     and jsonb_array_length(p_faq) <= 20
     and not exists (
       select 1 from jsonb_array_elements(p_faq) item
       where jsonb_typeof(item) <> 'object'
          or (select count(*) from jsonb_object_keys(item)) <> 2
          or jsonb_typeof(item -> 'question') <> 'string'
          or jsonb_typeof(item -> 'answer') <> 'string'
          or coalesce((item ->> 'question') !~ '[^[:space:]]', true)
          or coalesce((item ->> 'answer') !~ '[^[:space:]]', true)
          or char_length(item ->> 'question') > 300
          or char_length(item ->> 'answer') > 2000
     );
$function$;
revoke execute on function private.track_faq_is_valid(jsonb) from public;

-- ================================================================================================
-- Tables
-- ================================================================================================

-- public.tracks ----------------------------------------------------------------------------------
-- A career track: an ordered path of courses ending with a simulado. Visible when published (administrators see all). Written by save_track.
create table public.tracks (
  id uuid default gen_random_uuid() not null,
  slug text not null,
  title text not null,
  target_role text not null,
  exam_code text,
  exam_name text,
  level text default 'Iniciante'::text not null,
  description text default ''::text not null,
  audience text default ''::text not null,
  outcomes text[] default '{}'::text[] not null,
  faq jsonb default '[]'::jsonb not null,
  image_url text,
  published boolean default false not null,
  access_model text default 'free'::text not null,
  price numeric(10,2),
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint tracks_access_model_check CHECK (access_model = ANY (ARRAY['free'::text, 'paid'::text, 'plans'::text, 'paid_or_plans'::text])),
  constraint tracks_audience_check CHECK (char_length(audience) <= 2000),
  constraint tracks_description_check CHECK (char_length(description) <= 5000),
  constraint tracks_exam_code_check CHECK (exam_code ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,29}$'::text),
  constraint tracks_exam_name_check CHECK (exam_name ~ '[^[:space:]]'::text AND char_length(exam_name) <= 200),
  constraint tracks_exam_named_with_code CHECK ((exam_code IS NULL) = (exam_name IS NULL)),
  constraint tracks_faq_check CHECK (private.track_faq_is_valid(faq)),
  constraint tracks_image_url_check CHECK (image_url ~ '^(https?://|/)[^[:space:]]*$'::text AND char_length(image_url) <= 500),
  constraint tracks_level_check CHECK (level = ANY (ARRAY['Iniciante'::text, 'Intermediário'::text, 'Avançado'::text])),
  constraint tracks_outcomes_check CHECK (private.texts_are_filled(outcomes, 0, 12) AND char_length(array_to_string(outcomes, ''::text)) <= 3600),
  constraint tracks_pkey PRIMARY KEY (id),
  constraint tracks_price_check CHECK (price >= 0::numeric),
  constraint tracks_price_required_when_sold CHECK ((access_model <> ALL (ARRAY['paid'::text, 'paid_or_plans'::text])) OR price >= 1::numeric),
  constraint tracks_slug_check CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text AND char_length(slug) <= 80),
  constraint tracks_slug_key UNIQUE (slug),
  constraint tracks_target_role_check CHECK (target_role ~ '[^[:space:]]'::text AND char_length(target_role) <= 120),
  constraint tracks_title_check CHECK (title ~ '[^[:space:]]'::text AND char_length(title) <= 200)
);
alter table public.tracks enable row level security;
CREATE INDEX tracks_published_idx ON public.tracks USING btree (published, title);
comment on table public.tracks is 'A career track: an ordered path of courses ending with a simulado. Visible when published (administrators see all). Written by save_track.';
comment on column public.tracks.faq is 'Frequent questions: [{"question": "…", "answer": "…"}], at most 20.';
comment on column public.tracks.access_model is 'free: not sold as a bundle (each course opens through its own model). paid: sold at price (start_order ''track''). plans: included in the plans of plan_tracks. paid_or_plans: both.';

-- public.track_steps -----------------------------------------------------------------------------
-- Ordered steps of a track: a course (done when completed) or the simulado of a course (done when passed; always last). Written by save_track_steps.
create table public.track_steps (
  track_id uuid not null,
  "position" integer not null,
  kind text not null,
  course_id uuid not null,
  constraint track_steps_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.courses(id) ON DELETE CASCADE,
  constraint track_steps_kind_check CHECK (kind = ANY (ARRAY['course'::text, 'exam'::text])),
  constraint track_steps_once UNIQUE (track_id, kind, course_id),
  constraint track_steps_pkey PRIMARY KEY (track_id, "position"),
  constraint track_steps_position_check CHECK ("position" >= 1),
  constraint track_steps_track_id_fkey FOREIGN KEY (track_id) REFERENCES public.tracks(id) ON DELETE CASCADE
);
alter table public.track_steps enable row level security;
CREATE INDEX track_steps_course_id_idx ON public.track_steps USING btree (course_id, track_id);
CREATE UNIQUE INDEX track_steps_one_exam ON public.track_steps USING btree (track_id) WHERE (kind = 'exam'::text);
comment on table public.track_steps is 'Ordered steps of a track: a course (done when completed) or the simulado of a course (done when passed; always last). Written by save_track_steps.';

-- public.track_followers -------------------------------------------------------------------------
-- Who follows a track. Written by follow_track / unfollow_track (and a paid track order).
create table public.track_followers (
  track_id uuid not null,
  user_id uuid not null,
  followed_at timestamp with time zone default now() not null,
  constraint track_followers_pkey PRIMARY KEY (track_id, user_id),
  constraint track_followers_track_id_fkey FOREIGN KEY (track_id) REFERENCES public.tracks(id) ON DELETE CASCADE,
  constraint track_followers_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE
);
alter table public.track_followers enable row level security;
CREATE INDEX track_followers_user_id_idx ON public.track_followers USING btree (user_id, followed_at DESC);
comment on table public.track_followers is 'Who follows a track. Written by follow_track / unfollow_track (and a paid track order).';

-- public.track_certificates ----------------------------------------------------------------------
-- Track certificates, issued by the database when a follower has done every step; a snapshot of the track, its courses and hours and the best simulado score. Never written by clients.
create table public.track_certificates (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  track_id uuid not null,
  verification_code text default private.new_certificate_code() not null,
  title text not null,
  target_role text not null,
  exam_code text,
  exam_name text,
  holder_name text not null,
  workload_minutes integer not null,
  courses jsonb not null,
  practice_exam_course_title text,
  practice_exam_best_score integer,
  issued_at timestamp with time zone default now() not null,
  issued_on date not null,
  constraint track_certificates_pkey PRIMARY KEY (id),
  constraint track_certificates_practice_exam_best_score_check CHECK (practice_exam_best_score >= 100 AND practice_exam_best_score <= 1000),
  constraint track_certificates_track_id_fkey FOREIGN KEY (track_id) REFERENCES public.tracks(id) ON DELETE RESTRICT,
  constraint track_certificates_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE,
  constraint track_certificates_user_id_track_id_key UNIQUE (user_id, track_id),
  constraint track_certificates_verification_code_check CHECK (verification_code ~ '^TC-[0-9A-Z]{12}$'::text),
  constraint track_certificates_verification_code_key UNIQUE (verification_code),
  constraint track_certificates_workload_minutes_check CHECK (workload_minutes >= 0)
);
alter table public.track_certificates enable row level security;
CREATE INDEX track_certificates_track_id_idx ON public.track_certificates USING btree (track_id);
CREATE INDEX track_certificates_user_id_idx ON public.track_certificates USING btree (user_id, issued_at DESC);
comment on table public.track_certificates is 'Track certificates, issued by the database when a follower has done every step; a snapshot of the track, its courses and hours and the best simulado score. Never written by clients.';
comment on column public.track_certificates.courses is 'Snapshot at issue: [{"title", "slug", "workload_minutes"}] in step order.';

-- public.plan_tracks -----------------------------------------------------------------------------
-- Which plans include a track (and so every course of it). Only tracks whose access_model is plans or paid_or_plans (trigger). Written by save_track.
create table public.plan_tracks (
  plan_id uuid not null,
  track_id uuid not null,
  created_at timestamp with time zone default now() not null,
  constraint plan_tracks_pkey PRIMARY KEY (plan_id, track_id),
  constraint plan_tracks_plan_id_fkey FOREIGN KEY (plan_id) REFERENCES public.pricing_plans(id) ON DELETE CASCADE,
  constraint plan_tracks_track_id_fkey FOREIGN KEY (track_id) REFERENCES public.tracks(id) ON DELETE CASCADE
);
alter table public.plan_tracks enable row level security;
CREATE INDEX plan_tracks_track_id_idx ON public.plan_tracks USING btree (track_id);
comment on table public.plan_tracks is 'Which plans include a track (and so every course of it). Only tracks whose access_model is plans or paid_or_plans (trigger). Written by save_track.';

-- ================================================================================================
-- Functions
-- ================================================================================================

-- private.admin_track_json(p_track public.tracks)
CREATE OR REPLACE FUNCTION private.admin_track_json(p_track public.tracks)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select private.track_summary_json(p_track) || jsonb_build_object(
    'audience', p_track.audience,
    'outcomes', to_jsonb(p_track.outcomes),
    'faq', p_track.faq,
    'created_at', p_track.created_at,
    'updated_at', p_track.updated_at,
    'plan_ids', coalesce((select jsonb_agg(pt.plan_id order by pt.plan_id) from public.plan_tracks pt
                          where pt.track_id = p_track.id), '[]'::jsonb),
    'follower_count', (select count(*) from public.track_followers f where f.track_id = p_track.id),
    'completion_count', (select count(*) from public.track_certificates tc where tc.track_id = p_track.id),
    'steps', coalesce((
      select jsonb_agg(jsonb_build_object(
               'position', s.position, 'kind', s.kind, 'course_id', s.course_id,
               'course_slug', c.slug, 'course_title', c.title, 'course_active', c.is_active,
               'hours', private.course_hours(c.total_hours, c.total_minutes),
               'minutes', private.certificate_workload_minutes(c.id),
               'lesson_count', c.lesson_count
             ) order by s.position)
      from public.track_steps s join public.courses c on c.id = s.course_id
      where s.track_id = p_track.id
    ), '[]'::jsonb)
  );
$function$;
revoke execute on function private.admin_track_json(public.tracks) from public;

-- private.guard_plan_track()
CREATE OR REPLACE FUNCTION private.guard_plan_track()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if not exists (
    select 1 from public.tracks t
    where t.id = new.track_id and t.access_model in ('plans', 'paid_or_plans')
  ) then
    perform private.raise_api_error('track_not_in_plans');
  end if;
  return new;
end;
$function$;
revoke execute on function private.guard_plan_track() from public;

-- private.issue_track_certificate_if_earned(p_user uuid, p_track_id uuid)
CREATE OR REPLACE FUNCTION private.issue_track_certificate_if_earned(p_user uuid, p_track_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_track public.tracks;
begin
  select * into v_track from public.tracks t where t.id = p_track_id and t.published;
  if not found
     or not exists (select 1 from public.track_followers f where f.track_id = p_track_id and f.user_id = p_user)
     or exists (select 1 from public.track_certificates tc where tc.user_id = p_user and tc.track_id = p_track_id)
     or not exists (select 1 from public.track_steps s join public.courses c on c.id = s.course_id and c.is_active
                    where s.track_id = p_track_id and s.kind = 'course')
     or exists (select 1 from private.track_step_rows(p_user, p_track_id) r where not r.done)
  then
    return;
  end if;

  insert into public.track_certificates (
    user_id, track_id, title, target_role, exam_code, exam_name, holder_name,
    workload_minutes, courses, practice_exam_course_title, practice_exam_best_score, issued_on
  )
  select p_user, v_track.id, v_track.title, v_track.target_role, v_track.exam_code, v_track.exam_name,
         private.certificate_holder_name(p_user),
         coalesce((select sum(r.minutes) from private.track_step_rows(p_user, p_track_id) r where r.kind = 'course'), 0),
         coalesce((select jsonb_agg(jsonb_build_object('title', r.title, 'slug', r.slug, 'workload_minutes', r.minutes)
                                    order by r.position)
                   from private.track_step_rows(p_user, p_track_id) r where r.kind = 'course'), '[]'::jsonb),
         (select r.title from private.track_step_rows(p_user, p_track_id) r where r.kind = 'exam'),
         (select r.best_score from private.track_step_rows(p_user, p_track_id) r where r.kind = 'exam'),
         private.sao_paulo_date(now())
  on conflict (user_id, track_id) do nothing;
end;
$function$;
revoke execute on function private.issue_track_certificate_if_earned(uuid,uuid) from public;

-- private.issue_track_certificates_for_course(p_user uuid, p_course_id uuid)
CREATE OR REPLACE FUNCTION private.issue_track_certificates_for_course(p_user uuid, p_course_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_track uuid;
begin
  for v_track in
    select distinct s.track_id
    from public.track_steps s
    join public.track_followers f on f.track_id = s.track_id and f.user_id = p_user
    where s.course_id = p_course_id
  loop
    perform private.issue_track_certificate_if_earned(p_user, v_track);
  end loop;
end;
$function$;
revoke execute on function private.issue_track_certificates_for_course(uuid,uuid) from public;

-- private.my_track_progress_json(p_user uuid, p_track public.tracks)
CREATE OR REPLACE FUNCTION private.my_track_progress_json(p_user uuid, p_track public.tracks)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'track_id', p_track.id,
    'slug', p_track.slug,
    'title', p_track.title,
    'following', f.user_id is not null,
    'followed_at', f.followed_at,
    'has_access', private.track_open_to(p_user, p_track.id),
    'certificate', (select jsonb_build_object('verification_code', tc.verification_code, 'issued_on', tc.issued_on)
                    from public.track_certificates tc where tc.user_id = p_user and tc.track_id = p_track.id)
  ) || private.track_progress_json(p_user, p_track.id)
  from (select 1) one
  left join public.track_followers f on f.track_id = p_track.id and f.user_id = p_user;
$function$;
revoke execute on function private.my_track_progress_json(uuid,public.tracks) from public;

-- private.plan_course_ids(p_plan_id uuid)
CREATE OR REPLACE FUNCTION private.plan_course_ids(p_plan_id uuid)
 RETURNS TABLE(course_id uuid)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select pc.course_id
  from public.plan_courses pc
  join public.courses c on c.id = pc.course_id and c.is_active and c.access_model in ('plans', 'paid_or_plans')
  where pc.plan_id = p_plan_id
  union
  select ts.course_id
  from public.plan_tracks pt
  join public.tracks t on t.id = pt.track_id and t.access_model in ('plans', 'paid_or_plans')
  join public.track_steps ts on ts.track_id = t.id
  join public.courses c on c.id = ts.course_id and c.is_active
  where pt.plan_id = p_plan_id;
$function$;
revoke execute on function private.plan_course_ids(uuid) from public;
comment on function private.plan_course_ids(uuid) is 'Every active course the plan opens, directly or through its tracks.';

-- private.refuse_track_certificate_changes()
CREATE OR REPLACE FUNCTION private.refuse_track_certificate_changes()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  raise exception 'certificate_immutable' using errcode = '42501';
end;
$function$;
revoke execute on function private.refuse_track_certificate_changes() from public;

-- private.track_open_to(p_user uuid, p_track_id uuid)
CREATE OR REPLACE FUNCTION private.track_open_to(p_user uuid, p_track_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(bool_and(p_user is not null and private.course_open_to(p_user, x.course_id)), false)
  from (
    select distinct s.course_id
    from public.track_steps s join public.courses c on c.id = s.course_id and c.is_active
    where s.track_id = p_track_id
  ) x;
$function$;
revoke execute on function private.track_open_to(uuid,uuid) from public;

-- private.track_owned_courses(p_user uuid, p_track_id uuid)
CREATE OR REPLACE FUNCTION private.track_owned_courses(p_user uuid, p_track_id uuid)
 RETURNS TABLE(course_id uuid, title text, price numeric)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select c.id, c.title, c.price
  from public.courses c
  where c.is_active
    and c.access_model in ('paid', 'paid_or_plans')
    and c.price is not null
    and c.id in (select s.course_id from public.track_steps s where s.track_id = p_track_id)
    and exists (select 1 from public.entitlements en
                where en.user_id = p_user and en.course_id = c.id and en.revoked_at is null)
  order by c.title, c.id;
$function$;
revoke execute on function private.track_owned_courses(uuid,uuid) from public;
comment on function private.track_owned_courses(uuid,uuid) is 'Courses of the track the person owns for good (live entitlement) that are sold on their own: their prices come off the track price.';

-- private.track_price_for(p_user uuid, p_track_id uuid)
CREATE OR REPLACE FUNCTION private.track_price_for(p_user uuid, p_track_id uuid)
 RETURNS numeric
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select case when t.price is null then null
              else greatest(1.00, t.price - coalesce((select sum(o.price) from private.track_owned_courses(p_user, t.id) o), 0))::numeric(10,2)
         end
  from public.tracks t
  where t.id = p_track_id;
$function$;
revoke execute on function private.track_price_for(uuid,uuid) from public;
comment on function private.track_price_for(uuid,uuid) is 'The track price for this person: the price less the owned courses'' prices, at least R$ 1,00.';

-- private.track_step_percent(p_kind text, p_done boolean, p_progress integer)
CREATE OR REPLACE FUNCTION private.track_step_percent(p_kind text, p_done boolean, p_progress integer)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select case when p_done then 100
              when p_kind = 'course' then least(greatest(coalesce(p_progress, 0), 0), 100)
              else 0 end;
$function$;
revoke execute on function private.track_step_percent(text,boolean,integer) from public;
comment on function private.track_step_percent(text,boolean,integer) is 'A track step''s percent: 100 when done, a course''s enrolment progress, else 0 (a simulado is passed or not).';

-- private.track_step_state(p_done boolean, p_started boolean)
CREATE OR REPLACE FUNCTION private.track_step_state(p_done boolean, p_started boolean)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select case when p_done then 'done' when p_started then 'in_progress' else 'todo' end;
$function$;
revoke execute on function private.track_step_state(boolean,boolean) from public;
comment on function private.track_step_state(boolean,boolean) is 'A track step''s state: done, in_progress (a course with progress, a simulado attempted), todo.';

-- private.track_summary_json(p_track public.tracks)
CREATE OR REPLACE FUNCTION private.track_summary_json(p_track public.tracks)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'id', p_track.id,
    'slug', p_track.slug,
    'title', p_track.title,
    'target_role', p_track.target_role,
    'exam_code', p_track.exam_code,
    'exam_name', p_track.exam_name,
    'level', p_track.level,
    'description', p_track.description,
    'image_url', p_track.image_url,
    'published', p_track.published,
    'access_model', p_track.access_model,
    'price', p_track.price,
    'steps_count', x.steps_count,
    'course_count', x.course_count,
    'has_final_exam', x.has_final_exam,
    'total_hours', round(x.total_minutes / 60.0, 2),
    'total_minutes', x.total_minutes,
    'total_lessons', x.total_lessons
  )
  from (
    select count(*)::integer as steps_count,
           (count(*) filter (where s.kind = 'course'))::integer as course_count,
           coalesce(bool_or(s.kind = 'exam'), false) as has_final_exam,
           coalesce(sum(private.certificate_workload_minutes(c.id)) filter (where s.kind = 'course'), 0)::integer as total_minutes,
           coalesce(sum(c.lesson_count) filter (where s.kind = 'course'), 0)::integer as total_lessons
    from public.track_steps s
    join public.courses c on c.id = s.course_id and c.is_active
    where s.track_id = p_track.id
  ) x;
$function$;
revoke execute on function private.track_summary_json(public.tracks) from public;

-- public.admin_list_tracks()
CREATE OR REPLACE FUNCTION public.admin_list_tracks()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_admin();
  return coalesce((
    select jsonb_agg(private.admin_track_json(t) order by t.title, t.id) from public.tracks t
  ), '[]'::jsonb);
end;
$function$;
revoke execute on function public.admin_list_tracks() from anon, public;

-- public.course_tracks(p_course_id uuid)
CREATE OR REPLACE FUNCTION public.course_tracks(p_course_id uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', t.id, 'slug', t.slug, 'title', t.title, 'published', t.published
         ) order by t.title, t.id), '[]'::jsonb)
  from public.tracks t
  where (t.published or private.is_admin())
    and exists (select 1 from public.track_steps s where s.track_id = t.id and s.course_id = p_course_id);
$function$;
revoke execute on function public.course_tracks(uuid) from public;

-- public.delete_track(p_track_id uuid)
CREATE OR REPLACE FUNCTION public.delete_track(p_track_id uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_admin();
  if exists (select 1 from public.track_certificates tc where tc.track_id = p_track_id) then
    perform private.raise_api_error('track_has_certificates');
  end if;
  delete from public.tracks t where t.id = p_track_id;
  return found;
end;
$function$;
revoke execute on function public.delete_track(uuid) from anon, public;

-- public.follow_track(p_track_id uuid)
CREATE OR REPLACE FUNCTION public.follow_track(p_track_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user  uuid := private.require_active_user();
  v_track public.tracks;
begin
  select * into v_track from public.tracks t where t.id = p_track_id and t.published;
  if not found then
    perform private.raise_api_error('track_not_found');
  end if;
  if not private.track_open_to(v_user, p_track_id) then
    raise exception 'course_access_required' using errcode = '42501';
  end if;

  insert into public.enrollments (user_id, course_id)
  select distinct v_user, s.course_id
  from public.track_steps s
  join public.courses c on c.id = s.course_id and c.is_active and c.lesson_count > 0
  where s.track_id = p_track_id
  on conflict (user_id, course_id) do nothing;

  insert into public.track_followers (track_id, user_id)
  values (p_track_id, v_user)
  on conflict (track_id, user_id) do nothing;

  -- Steps done before following count: the certificate may be due at once.
  perform private.issue_track_certificate_if_earned(v_user, p_track_id);

  return private.my_track_progress_json(v_user, v_track);
end;
$function$;
revoke execute on function public.follow_track(uuid) from anon, public;

-- public.get_my_track_progress(p_track_id uuid)
CREATE OR REPLACE FUNCTION public.get_my_track_progress(p_track_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user  uuid := private.require_active_user();
  v_track public.tracks;
begin
  select * into v_track from public.tracks t where t.id = p_track_id;
  if not found or not (v_track.published or private.is_admin()) then
    perform private.raise_api_error('track_not_found');
  end if;
  return private.my_track_progress_json(v_user, v_track);
end;
$function$;
revoke execute on function public.get_my_track_progress(uuid) from anon, public;

-- public.get_track(p_slug text)
CREATE OR REPLACE FUNCTION public.get_track(p_slug text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user  uuid := auth.uid();
  v_track public.tracks;
  v_following public.track_followers;
  v_steps jsonb;
begin
  select * into v_track from public.tracks t where t.slug = p_slug;
  if not found or not (v_track.published or private.is_admin()) then
    perform private.raise_api_error('track_not_found');
  end if;
  if v_user is not null and not private.is_active_user() then
    v_user := null;
  end if;
  select * into v_following from public.track_followers f where f.track_id = v_track.id and f.user_id = v_user;

  with rows as materialized (
    select r.*,
           case when v_user is null then null
                when r.kind = 'course' then r.progress > 0
                else exists (
                  select 1 from public.assessment_attempts a
                  where a.user_id = v_user and a.course_id = r.course_id and a.kind = 'exam'
                )
           end as started
    from private.track_step_rows(v_user, v_track.id) r
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'position', r.position,
           'kind', r.kind,
           'course', jsonb_build_object(
             'id', r.course_id, 'slug', r.slug, 'title', r.title, 'level', r.level,
             'image_url', r.image_url, 'hours', r.hours, 'minutes', r.minutes,
             'lesson_count', r.lesson_count, 'access_model', r.access_model, 'price', r.price
           ),
           'has_access', case when v_user is null then r.access_model = 'free'
                              else private.course_open_to(v_user, r.course_id) end,
           'state', case when v_user is not null then private.track_step_state(r.done, r.started) end,
           'percent', case when v_user is not null then private.track_step_percent(r.kind, r.done, r.progress) end,
           'best_score', case when v_user is not null then r.best_score end
         ) order by r.position), '[]'::jsonb)
  into v_steps
  from rows r;

  return private.track_summary_json(v_track) || jsonb_build_object(
    'audience', v_track.audience,
    'outcomes', to_jsonb(v_track.outcomes),
    'faq', v_track.faq,
    'plans', coalesce((
      select jsonb_agg(jsonb_build_object('id', p.id, 'name', p.name) order by p.name)
      from public.plan_tracks pt join public.pricing_plans p on p.id = pt.plan_id and p.is_active
      where pt.track_id = v_track.id and v_track.access_model in ('plans', 'paid_or_plans')
    ), '[]'::jsonb),
    'steps', v_steps,
    'viewer', case when v_user is null then null else jsonb_build_object(
      'following', v_following.user_id is not null,
      'followed_at', v_following.followed_at,
      'has_access', private.track_open_to(v_user, v_track.id),
      'certificate_code', (select tc.verification_code from public.track_certificates tc
                           where tc.user_id = v_user and tc.track_id = v_track.id),
      'steps_done', (select count(*) from jsonb_array_elements(v_steps) s where s ->> 'state' = 'done'),
      'steps_total', jsonb_array_length(v_steps),
      'percent', coalesce((select round(avg((s ->> 'percent')::integer)) from jsonb_array_elements(v_steps) s), 0)::integer
    ) end
  );
end;
$function$;
revoke execute on function public.get_track(text) from public;

-- public.list_tracks()
CREATE OR REPLACE FUNCTION public.list_tracks()
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_agg(private.track_summary_json(t) order by t.title, t.id), '[]'::jsonb)
  from public.tracks t
  where t.published;
$function$;
revoke execute on function public.list_tracks() from public;

-- public.save_track(p_track jsonb)
CREATE OR REPLACE FUNCTION public.save_track(p_track jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_track public.tracks;
  v_id    uuid;
begin
  perform private.require_admin();
  p_track := private.json_argument(p_track);
  if p_track is null or jsonb_typeof(p_track) <> 'object' then
    perform private.raise_api_error('invalid_track');
  end if;
  if p_track ? 'outcomes' and jsonb_typeof(p_track -> 'outcomes') <> 'array' then
    perform private.raise_api_error('invalid_track');
  end if;
  if p_track ? 'plan_ids' and jsonb_typeof(p_track -> 'plan_ids') <> 'array' then
    perform private.raise_api_error('invalid_track');
  end if;

  v_id := nullif(p_track ->> 'id', '')::uuid;
  if v_id is null then
    insert into public.tracks (slug, title, target_role)
    values (p_track ->> 'slug', p_track ->> 'title', p_track ->> 'target_role')
    returning id into v_id;
  elsif not exists (select 1 from public.tracks t where t.id = v_id) then
    perform private.raise_api_error('track_not_found');
  end if;

  update public.tracks t set
    slug         = case when p_track ? 'slug' then p_track ->> 'slug' else t.slug end,
    title        = case when p_track ? 'title' then p_track ->> 'title' else t.title end,
    target_role  = case when p_track ? 'target_role' then p_track ->> 'target_role' else t.target_role end,
    exam_code    = case when p_track ? 'exam_code' then nullif(btrim(p_track ->> 'exam_code'), '') else t.exam_code end,
    exam_name    = case when p_track ? 'exam_name' then nullif(btrim(p_track ->> 'exam_name'), '') else t.exam_name end,
    level        = case when p_track ? 'level' then p_track ->> 'level' else t.level end,
    description  = case when p_track ? 'description' then coalesce(p_track ->> 'description', '') else t.description end,
    audience     = case when p_track ? 'audience' then coalesce(p_track ->> 'audience', '') else t.audience end,
    outcomes     = case when p_track ? 'outcomes'
                        then array(select jsonb_array_elements_text(p_track -> 'outcomes')) else t.outcomes end,
    faq          = case when p_track ? 'faq' then coalesce(p_track -> 'faq', '[]'::jsonb) else t.faq end,
    image_url    = case when p_track ? 'image_url' then nullif(btrim(p_track ->> 'image_url'), '') else t.image_url end,
    published    = case when p_track ? 'published' then coalesce((p_track ->> 'published')::boolean, false) else t.published end,
    access_model = case when p_track ? 'access_model' then p_track ->> 'access_model' else t.access_model end,
    price        = case when p_track ? 'price' then (p_track ->> 'price')::numeric else t.price end,
    updated_at   = now()
  where t.id = v_id
  returning * into v_track;

  if v_track.published and not exists (
    select 1 from public.track_steps s where s.track_id = v_id and s.kind = 'course'
  ) then
    perform private.raise_api_error('track_without_steps');
  end if;
  -- A published track's final simulado must be one a learner can take.
  if v_track.published and exists (
    select 1 from public.track_steps s
    where s.track_id = v_id and s.kind = 'exam' and not private.has_published_simulado(s.course_id)
  ) then
    perform private.raise_api_error('track_exam_unavailable');
  end if;

  -- A track leaving the plan models leaves its plans, as a course does.
  if v_track.access_model not in ('plans', 'paid_or_plans') then
    delete from public.plan_tracks pt where pt.track_id = v_id;
  end if;
  if p_track ? 'plan_ids' then
    delete from public.plan_tracks pt
    where pt.track_id = v_id
      and pt.plan_id not in (select x::uuid from jsonb_array_elements_text(p_track -> 'plan_ids') x);
    insert into public.plan_tracks (plan_id, track_id)
    select distinct x::uuid, v_id from jsonb_array_elements_text(p_track -> 'plan_ids') x
    on conflict (plan_id, track_id) do nothing;
  end if;

  return private.admin_track_json(v_track);
end;
$function$;
revoke execute on function public.save_track(jsonb) from anon, public;

-- public.save_track_steps(p_track_id uuid, p_steps jsonb)
CREATE OR REPLACE FUNCTION public.save_track_steps(p_track_id uuid, p_steps jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_track public.tracks;
  v_count integer;
begin
  perform private.require_admin();
  p_steps := private.json_argument(p_steps);
  select * into v_track from public.tracks t where t.id = p_track_id for update;
  if not found then
    perform private.raise_api_error('track_not_found');
  end if;
  if p_steps is null or jsonb_typeof(p_steps) <> 'array' or jsonb_array_length(p_steps) > 30
     or exists (
       select 1 from jsonb_array_elements(p_steps) item
       where jsonb_typeof(item) <> 'object'
          or coalesce(item ->> 'kind', '') not in ('course', 'exam')
          or coalesce(item ->> 'course_id', '') !~ '^[0-9a-fA-F-]{36}$'
     ) then
    perform private.raise_api_error('invalid_track_steps');
  end if;
  if exists (
    select 1 from jsonb_array_elements(p_steps) item
    where not exists (select 1 from public.courses c where c.id = (item ->> 'course_id')::uuid)
  ) then
    perform private.raise_api_error('course_not_found');
  end if;
  if exists (
    select 1 from jsonb_array_elements(p_steps) item
    group by item ->> 'kind', item ->> 'course_id' having count(*) > 1
  ) then
    perform private.raise_api_error('track_step_duplicate');
  end if;
  select count(*) into v_count from jsonb_array_elements(p_steps) item where item ->> 'kind' = 'exam';
  if v_count > 1 or (v_count = 1 and p_steps -> -1 ->> 'kind' <> 'exam') then
    perform private.raise_api_error('track_exam_not_last');
  end if;
  if exists (
    select 1 from jsonb_array_elements(p_steps) item
    where item ->> 'kind' = 'exam'
      and not private.has_published_simulado((item ->> 'course_id')::uuid)
  ) then
    perform private.raise_api_error('track_exam_unavailable');
  end if;
  if v_track.published and not exists (
    select 1 from jsonb_array_elements(p_steps) item where item ->> 'kind' = 'course'
  ) then
    perform private.raise_api_error('track_without_steps');
  end if;

  delete from public.track_steps s where s.track_id = p_track_id;
  insert into public.track_steps (track_id, position, kind, course_id)
  select p_track_id, item.ord::integer, item.value ->> 'kind', (item.value ->> 'course_id')::uuid
  from jsonb_array_elements(p_steps) with ordinality as item(value, ord);

  update public.tracks t set updated_at = now() where t.id = p_track_id returning * into v_track;
  return private.admin_track_json(v_track);
end;
$function$;
revoke execute on function public.save_track_steps(uuid,jsonb) from anon, public;

-- public.unfollow_track(p_track_id uuid)
CREATE OR REPLACE FUNCTION public.unfollow_track(p_track_id uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid := private.require_active_user();
begin
  delete from public.track_followers f where f.track_id = p_track_id and f.user_id = v_user;
  return found;
end;
$function$;
revoke execute on function public.unfollow_track(uuid) from anon, public;

-- public.verify_track_certificate(p_code text)
CREATE OR REPLACE FUNCTION public.verify_track_certificate(p_code text)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'verification_code', tc.verification_code,
    'holder_name', tc.holder_name,
    'track_title', tc.title,
    'track_slug', t.slug,
    'target_role', tc.target_role,
    'exam_code', tc.exam_code,
    'exam_name', tc.exam_name,
    'workload_minutes', tc.workload_minutes,
    'courses', tc.courses,
    'practice_exam_course_title', tc.practice_exam_course_title,
    'practice_exam_best_score', tc.practice_exam_best_score,
    'issued_on', tc.issued_on
  )
  from public.track_certificates tc
  join public.tracks t on t.id = tc.track_id
  where tc.verification_code = private.normalize_certificate_code(p_code);
$function$;
revoke execute on function public.verify_track_certificate(text) from public;

-- ================================================================================================
-- Triggers
-- ================================================================================================

CREATE TRIGGER track_certificates_fill BEFORE INSERT ON public.track_certificates FOR EACH ROW EXECUTE FUNCTION private.fill_track_certificate();

CREATE TRIGGER track_certificates_refuse_changes BEFORE UPDATE ON public.track_certificates FOR EACH ROW EXECUTE FUNCTION private.refuse_track_certificate_changes();

CREATE TRIGGER plan_tracks_guard BEFORE INSERT ON public.plan_tracks FOR EACH ROW EXECUTE FUNCTION private.guard_plan_track();

-- ================================================================================================
-- Policies
-- ================================================================================================

create policy "Users can read published tracks, administrators all" on public.tracks
  for select to authenticated
  using ((published OR ( SELECT private.is_admin() AS is_admin)));

create policy "Visitors can read published tracks" on public.tracks
  for select to anon
  using (published);

create policy "Users can read the steps of published tracks, administrators al" on public.track_steps
  for select to authenticated
  using (((EXISTS ( SELECT 1
   FROM public.tracks t
  WHERE ((t.id = track_steps.track_id) AND t.published))) OR ( SELECT private.is_admin() AS is_admin)));

create policy "Visitors can read the steps of published tracks" on public.track_steps
  for select to anon
  using ((EXISTS ( SELECT 1
   FROM public.tracks t
  WHERE ((t.id = track_steps.track_id) AND t.published))));

create policy "Active followers and administrators can read follows" on public.track_followers
  for select to authenticated
  using ((((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_active_user() AS is_active_user)) OR ( SELECT private.is_admin() AS is_admin)));

create policy "Active owners and administrators can read track certificates" on public.track_certificates
  for select to authenticated
  using ((((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_active_user() AS is_active_user)) OR ( SELECT private.is_admin() AS is_admin)));

create policy "Users can read what active plans include of tracks, administrat" on public.plan_tracks
  for select to authenticated
  using (((EXISTS ( SELECT 1
   FROM public.pricing_plans p
  WHERE ((p.id = plan_tracks.plan_id) AND p.is_active))) OR ( SELECT private.is_admin() AS is_admin)));

create policy "Visitors can read what active plans include of tracks" on public.plan_tracks
  for select to anon
  using ((EXISTS ( SELECT 1
   FROM public.pricing_plans p
  WHERE ((p.id = plan_tracks.plan_id) AND p.is_active))));

-- ================================================================================================
-- Grants
-- ================================================================================================

-- public.tracks
revoke insert, update, delete, truncate, references, trigger, maintain on table public.tracks from anon, authenticated;

-- public.track_steps
revoke insert, update, delete, truncate, references, trigger, maintain on table public.track_steps from anon, authenticated;

-- public.track_followers
revoke all on table public.track_followers from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.track_followers from authenticated;

-- public.track_certificates
revoke all on table public.track_certificates from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.track_certificates from authenticated;

-- public.plan_tracks
revoke insert, update, delete, truncate, references, trigger, maintain on table public.plan_tracks from anon, authenticated;
