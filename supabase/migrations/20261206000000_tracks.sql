-- =============================================================================
-- Trilha Cloud — trilhas (career tracks): an ordered path of courses ending with a
-- simulado, followed by learners, finished with a track certificate
-- =============================================================================
-- The whole contract (tables, calls, answers, reason codes, who may call what) is
-- docs/tracks.md; the rules and their why are docs/rules/tracks.md. In short:
--
--   tracks               the track: job, exam, level, texts, FAQ, published flag,
--                        how it is sold (access_model, price; see the next migration)
--   track_steps          its ordered steps: a course, or the simulado (practice exam)
--                        of one named course, which can only be the last step
--   track_followers      who follows which track
--   track_certificates   issued by the database when a follower has done every step;
--                        same code format (TC-XXXXXXXXXXXX) as course certificates
--
-- Unpublished tracks are seen by administrators only. A step whose course is inactive
-- is neither shown nor required. Progress is never stored: it is read from the
-- enrolments and the simulado attempts every time.
-- =============================================================================


-- -----------------------------------------------------------------------------
-- 1. Tables
-- -----------------------------------------------------------------------------
create or replace function private.track_faq_is_valid(p_faq jsonb)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
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
$$;

create table public.tracks (
  id           uuid primary key default gen_random_uuid(),
  slug         text not null
                 constraint tracks_slug_check check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80),
  title        text not null
                 constraint tracks_title_check check (title ~ '[^[:space:]]' and char_length(title) <= 200),
  target_role  text not null
                 constraint tracks_target_role_check check (target_role ~ '[^[:space:]]' and char_length(target_role) <= 120),
  exam_code    text
                 constraint tracks_exam_code_check check (exam_code ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,29}$'),
  exam_name    text
                 constraint tracks_exam_name_check check (exam_name ~ '[^[:space:]]' and char_length(exam_name) <= 200),
  level        text not null default 'Iniciante'
                 constraint tracks_level_check check (level in ('Iniciante', 'Intermediário', 'Avançado')),
  description  text not null default ''
                 constraint tracks_description_check check (char_length(description) <= 5000),
  audience     text not null default ''
                 constraint tracks_audience_check check (char_length(audience) <= 2000),
  outcomes     text[] not null default '{}'
                 constraint tracks_outcomes_check check (
                   private.texts_are_filled(outcomes, 0, 12) and char_length(array_to_string(outcomes, '')) <= 3600
                 ),
  faq          jsonb not null default '[]'::jsonb
                 constraint tracks_faq_check check (private.track_faq_is_valid(faq)),
  image_url    text
                 constraint tracks_image_url_check check (image_url ~ '^(https?://|/)[^[:space:]]*$' and char_length(image_url) <= 500),
  published    boolean not null default false,
  access_model text not null default 'free'
                 constraint tracks_access_model_check check (access_model in ('free', 'paid', 'plans', 'paid_or_plans')),
  price        numeric(10,2)
                 constraint tracks_price_check check (price >= 0),
  created_at   timestamptz not null default now(),
  updated_at   timestamptz not null default now(),
  constraint tracks_slug_key unique (slug),
  -- A track sold as a bundle needs a price a buyer can pay (R$ 1,00 at least).
  constraint tracks_price_required_when_sold check (access_model not in ('paid', 'paid_or_plans') or price >= 1),
  constraint tracks_exam_named_with_code check ((exam_code is null) = (exam_name is null))
);
create index tracks_published_idx on public.tracks (published, title);

comment on table public.tracks is 'A career track: an ordered path of courses ending with a simulado. Visible when published (administrators see all). Written by save_track.';
comment on column public.tracks.access_model is 'free: not sold as a bundle (each course opens through its own model). paid: sold at price (start_order ''track''). plans: included in the plans of plan_tracks. paid_or_plans: both.';
comment on column public.tracks.faq is 'Frequent questions: [{"question": "…", "answer": "…"}], at most 20.';

create table public.track_steps (
  track_id   uuid not null references public.tracks (id) on delete cascade,
  position   integer not null constraint track_steps_position_check check (position >= 1),
  kind       text not null constraint track_steps_kind_check check (kind in ('course', 'exam')),
  course_id  uuid not null references public.courses (id) on delete cascade,
  primary key (track_id, position),
  constraint track_steps_once unique (track_id, kind, course_id)
);
-- At most one simulado per track (save_track_steps also keeps it last).
create unique index track_steps_one_exam on public.track_steps (track_id) where kind = 'exam';
create index track_steps_course_id_idx on public.track_steps (course_id, track_id);

comment on table public.track_steps is 'Ordered steps of a track: a course (done when completed) or the simulado of a course (done when passed; always last). Written by save_track_steps.';

create table public.track_followers (
  track_id    uuid not null references public.tracks (id) on delete cascade,
  user_id     uuid not null references public.profiles (id) on delete cascade,
  followed_at timestamptz not null default now(),
  primary key (track_id, user_id)
);
create index track_followers_user_id_idx on public.track_followers (user_id, followed_at desc);

comment on table public.track_followers is 'Who follows a track. Written by follow_track / unfollow_track (and a paid track order).';

create table public.track_certificates (
  id                       uuid primary key default gen_random_uuid(),
  user_id                  uuid not null references public.profiles (id) on delete cascade,
  track_id                 uuid not null references public.tracks (id) on delete restrict,
  verification_code        text not null default private.new_certificate_code()
                             constraint track_certificates_verification_code_check check (verification_code ~ '^TC-[0-9A-Z]{12}$'),
  title                    text not null,
  target_role              text not null,
  exam_code                text,
  exam_name                text,
  holder_name              text not null,
  workload_minutes         integer not null constraint track_certificates_workload_minutes_check check (workload_minutes >= 0),
  courses                  jsonb not null,
  practice_exam_course_title text,
  practice_exam_best_score integer
                             constraint track_certificates_practice_exam_best_score_check check (practice_exam_best_score between 100 and 1000),
  issued_at                timestamptz not null default now(),
  issued_on                date not null,
  constraint track_certificates_user_id_track_id_key unique (user_id, track_id),
  constraint track_certificates_verification_code_key unique (verification_code)
);
create index track_certificates_track_id_idx on public.track_certificates (track_id);
create index track_certificates_user_id_idx on public.track_certificates (user_id, issued_at desc);

comment on table public.track_certificates is 'Track certificates, issued by the database when a follower has done every step; a snapshot of the track, its courses and hours and the best simulado score. Never written by clients.';
comment on column public.track_certificates.courses is 'Snapshot at issue: [{"title", "slug", "workload_minutes"}] in step order.';

create table public.plan_tracks (
  plan_id    uuid not null references public.pricing_plans (id) on delete cascade,
  track_id   uuid not null references public.tracks (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (plan_id, track_id)
);
create index plan_tracks_track_id_idx on public.plan_tracks (track_id);

comment on table public.plan_tracks is 'Which plans include a track (and so every course of it). Only tracks whose access_model is plans or paid_or_plans (trigger). Written by save_track.';


-- -----------------------------------------------------------------------------
-- 2. Row level security and grants (reads only; every write goes through an RPC)
-- -----------------------------------------------------------------------------
alter table public.tracks enable row level security;
alter table public.track_steps enable row level security;
alter table public.track_followers enable row level security;
alter table public.track_certificates enable row level security;
alter table public.plan_tracks enable row level security;

revoke all on public.tracks, public.track_steps, public.track_followers, public.track_certificates
  from public, anon, authenticated;
grant select on public.tracks, public.track_steps to anon, authenticated;
grant select on public.track_followers, public.track_certificates to authenticated;
revoke all on public.plan_tracks from public, anon, authenticated;
grant select on public.plan_tracks to anon, authenticated;

create policy "Visitors can read what active plans include of tracks"
  on public.plan_tracks for select to anon
  using (exists (select 1 from public.pricing_plans p where p.id = plan_tracks.plan_id and p.is_active));
create policy "Users can read what active plans include of tracks, administrators all"
  on public.plan_tracks for select to authenticated
  using (
    exists (select 1 from public.pricing_plans p where p.id = plan_tracks.plan_id and p.is_active)
    or (select private.is_admin())
  );

create policy "Visitors can read published tracks"
  on public.tracks for select to anon
  using (published);
create policy "Users can read published tracks, administrators all"
  on public.tracks for select to authenticated
  using (published or (select private.is_admin()));

create policy "Visitors can read the steps of published tracks"
  on public.track_steps for select to anon
  using (exists (select 1 from public.tracks t where t.id = track_steps.track_id and t.published));
create policy "Users can read the steps of published tracks, administrators all"
  on public.track_steps for select to authenticated
  using (
    exists (select 1 from public.tracks t where t.id = track_steps.track_id and t.published)
    or (select private.is_admin())
  );

create policy "Active followers and administrators can read follows"
  on public.track_followers for select to authenticated
  using (((user_id = (select auth.uid())) and (select private.is_active_user())) or (select private.is_admin()));

create policy "Active owners and administrators can read track certificates"
  on public.track_certificates for select to authenticated
  using (((user_id = (select auth.uid())) and (select private.is_active_user())) or (select private.is_admin()));


-- -----------------------------------------------------------------------------
-- 3. Helpers
-- -----------------------------------------------------------------------------

create or replace function private.guard_plan_track()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.tracks t
    where t.id = new.track_id and t.access_model in ('plans', 'paid_or_plans')
  ) then
    perform private.raise_api_error('track_not_in_plans');
  end if;
  return new;
end;
$$;

create trigger plan_tracks_guard
  before insert on public.plan_tracks
  for each row execute function private.guard_plan_track();

-- The hours a course counts for: its declared hours, else the sum of its lessons.
create or replace function private.course_hours(p_total_hours numeric, p_total_minutes integer)
returns numeric
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(nullif(p_total_hours, 0), round(coalesce(p_total_minutes, 0) / 60.0, 1));
$$;

-- The person may study every course of the track now (a track without courses: no).
create or replace function private.track_open_to(p_user uuid, p_track_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(bool_and(p_user is not null and private.course_open_to(p_user, x.course_id)), false)
  from (
    select distinct s.course_id
    from public.track_steps s join public.courses c on c.id = s.course_id and c.is_active
    where s.track_id = p_track_id
  ) x;
$$;

-- Every step of a track for a person, done or not, in order. Inactive courses are skipped.
create or replace function private.track_step_rows(p_user uuid, p_track_id uuid)
returns table (
  "position" integer, kind text, course_id uuid, slug text, title text, level text, image_url text,
  hours numeric, minutes integer, lesson_count integer, access_model text, price numeric,
  enrolled boolean, progress integer, done boolean, best_score integer
)
language sql
stable
security definer
set search_path = ''
as $$
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
$$;

-- Where a person stands on a track: steps done, hours left, the next step (and the lesson to
-- continue when it is a course). See docs/tracks.md "Progress".
create or replace function private.track_progress_json(p_user uuid, p_track_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with steps as (
    select * from private.track_step_rows(p_user, p_track_id)
  ),
  next_step as (
    select * from steps where not steps.done order by steps.position limit 1
  ),
  left_minutes as (
    select coalesce(sum(round(s.minutes * (100 - s.progress) / 100.0)), 0)::integer as minutes
    from steps s where s.kind = 'course' and not s.done
  )
  select jsonb_build_object(
    'steps_done', (select count(*) from steps where done),
    'steps_total', (select count(*) from steps),
    'minutes_left', (select minutes from left_minutes),
    'hours_left', (select ceil(minutes / 60.0)::integer from left_minutes),
    'completed', (select count(*) > 0 and bool_and(done) from steps),
    'best_exam_score', (select max(best_score) from steps where kind = 'exam'),
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
      from next_step n
    ),
    'steps', coalesce((
      select jsonb_agg(jsonb_build_object(
               'position', s.position, 'kind', s.kind, 'course_id', s.course_id,
               'course_slug', s.slug, 'course_title', s.title, 'enrolled', s.enrolled,
               'progress', s.progress, 'done', s.done, 'best_score', s.best_score
             ) order by s.position)
      from steps s
    ), '[]'::jsonb)
  );
$$;

-- Issues the track certificate once the follower has done every step. The unique
-- (user_id, track_id) makes parallel finishers insert exactly one row.
create or replace function private.issue_track_certificate_if_earned(p_user uuid, p_track_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

-- A step of some followed tracks may just have been done.
create or replace function private.issue_track_certificates_for_course(p_user uuid, p_course_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

create or replace function private.issue_track_certificate_on_completion()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.completed and (tg_op = 'INSERT' or not old.completed) then
    perform private.issue_track_certificates_for_course(new.user_id, new.course_id);
  end if;
  return null;
end;
$$;

create trigger enrollments_issue_track_certificate
  after insert or update of completed on public.enrollments
  for each row execute function private.issue_track_certificate_on_completion();

create or replace function private.issue_track_certificate_on_exam()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.kind = 'exam' and new.passed and (tg_op = 'INSERT' or old.passed is distinct from true) then
    perform private.issue_track_certificates_for_course(new.user_id, new.course_id);
  end if;
  return null;
end;
$$;

create trigger assessment_attempts_issue_track_certificate
  after insert or update of passed on public.assessment_attempts
  for each row execute function private.issue_track_certificate_on_exam();

-- Verification looks a typed code up in both certificate tables, so a track code must never
-- equal a course code: draw again in the (astronomically rare) case it does.
create or replace function private.fill_track_certificate()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  while exists (select 1 from public.certificates ce where ce.verification_code = new.verification_code) loop
    new.verification_code := private.new_certificate_code();
  end loop;
  new.issued_at := coalesce(new.issued_at, now());
  new.issued_on := private.sao_paulo_date(new.issued_at);
  return new;
end;
$$;

create trigger track_certificates_fill
  before insert on public.track_certificates
  for each row execute function private.fill_track_certificate();

create or replace function private.refuse_track_certificate_changes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'certificate_immutable' using errcode = '42501';
end;
$$;

create trigger track_certificates_refuse_changes
  before update on public.track_certificates
  for each row execute function private.refuse_track_certificate_changes();

create or replace function private.track_summary_json(p_track public.tracks)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
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
    'total_hours', x.total_hours,
    'total_minutes', x.total_minutes,
    'total_lessons', x.total_lessons
  )
  from (
    select count(*)::integer as steps_count,
           (count(*) filter (where s.kind = 'course'))::integer as course_count,
           coalesce(bool_or(s.kind = 'exam'), false) as has_final_exam,
           coalesce(sum(private.course_hours(c.total_hours, c.total_minutes)) filter (where s.kind = 'course'), 0) as total_hours,
           coalesce(sum(private.certificate_workload_minutes(c.id)) filter (where s.kind = 'course'), 0)::integer as total_minutes,
           coalesce(sum(c.lesson_count) filter (where s.kind = 'course'), 0)::integer as total_lessons
    from public.track_steps s
    join public.courses c on c.id = s.course_id and c.is_active
    where s.track_id = p_track.id
  ) x;
$$;


-- -----------------------------------------------------------------------------
-- 4. Public calls
-- -----------------------------------------------------------------------------
create or replace function public.list_tracks()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(private.track_summary_json(t) order by t.title, t.id), '[]'::jsonb)
  from public.tracks t
  where t.published;
$$;

create or replace function public.get_track(p_slug text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user  uuid := auth.uid();
  v_track public.tracks;
  v_following public.track_followers;
begin
  select * into v_track from public.tracks t where t.slug = p_slug;
  if not found or not (v_track.published or private.is_admin()) then
    perform private.raise_api_error('track_not_found');
  end if;
  if v_user is not null and not private.is_active_user() then
    v_user := null;
  end if;
  select * into v_following from public.track_followers f where f.track_id = v_track.id and f.user_id = v_user;

  return private.track_summary_json(v_track) || jsonb_build_object(
    'audience', v_track.audience,
    'outcomes', to_jsonb(v_track.outcomes),
    'faq', v_track.faq,
    'plans', coalesce((
      select jsonb_agg(jsonb_build_object('id', p.id, 'name', p.name) order by p.name)
      from public.plan_tracks pt join public.pricing_plans p on p.id = pt.plan_id and p.is_active
      where pt.track_id = v_track.id and v_track.access_model in ('plans', 'paid_or_plans')
    ), '[]'::jsonb),
    'steps', coalesce((
      select jsonb_agg(jsonb_build_object(
               'position', r.position,
               'kind', r.kind,
               'course', jsonb_build_object(
                 'id', r.course_id, 'slug', r.slug, 'title', r.title, 'level', r.level,
                 'image_url', r.image_url, 'hours', r.hours, 'lesson_count', r.lesson_count,
                 'access_model', r.access_model, 'price', r.price
               ),
               'has_access', case when v_user is null then r.access_model = 'free'
                                  else private.course_open_to(v_user, r.course_id) end
             ) order by r.position)
      from private.track_step_rows(v_user, v_track.id) r
    ), '[]'::jsonb),
    'viewer', case when v_user is null then null else jsonb_build_object(
      'following', v_following.user_id is not null,
      'followed_at', v_following.followed_at,
      'has_access', private.track_open_to(v_user, v_track.id),
      'certificate_code', (select tc.verification_code from public.track_certificates tc
                           where tc.user_id = v_user and tc.track_id = v_track.id)
    ) end
  );
end;
$$;

-- The tracks a course belongs to (the course page, and the delete warning of the back office).
create or replace function public.course_tracks(p_course_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', t.id, 'slug', t.slug, 'title', t.title, 'published', t.published
         ) order by t.title, t.id), '[]'::jsonb)
  from public.tracks t
  where (t.published or private.is_admin())
    and exists (select 1 from public.track_steps s where s.track_id = t.id and s.course_id = p_course_id);
$$;

create or replace function public.verify_track_certificate(p_code text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
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
$$;


-- -----------------------------------------------------------------------------
-- 5. Signed-in calls
-- -----------------------------------------------------------------------------
create or replace function private.my_track_progress_json(p_user uuid, p_track public.tracks)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
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
$$;

create or replace function public.follow_track(p_track_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

create or replace function public.unfollow_track(p_track_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_active_user();
begin
  delete from public.track_followers f where f.track_id = p_track_id and f.user_id = v_user;
  return found;
end;
$$;

create or replace function public.get_my_track_progress(p_track_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
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
$$;


-- -----------------------------------------------------------------------------
-- 6. The dashboard: a `tracks` key with the followed tracks (most recently followed first)
-- -----------------------------------------------------------------------------
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
        'study_hours',      (select coalesce(round(sum(total_minutes * progress / 100.0) / 60), 0)::integer from cards),
        'certificates',     (select count(*) from public.certificates ce where ce.user_id = v_user and ce.revoked_at is null),
        'average_progress', (select coalesce(round(avg(progress)), 0)::integer from cards)
      ),
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


-- -----------------------------------------------------------------------------
-- 7. Administration
-- -----------------------------------------------------------------------------
create or replace function private.admin_track_json(p_track public.tracks)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
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
               'hours', private.course_hours(c.total_hours, c.total_minutes), 'lesson_count', c.lesson_count
             ) order by s.position)
      from public.track_steps s join public.courses c on c.id = s.course_id
      where s.track_id = p_track.id
    ), '[]'::jsonb)
  );
$$;

create or replace function public.admin_list_tracks()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return coalesce((
    select jsonb_agg(private.admin_track_json(t) order by t.title, t.id) from public.tracks t
  ), '[]'::jsonb);
end;
$$;

-- Creates (no "id") or updates a track. Absent keys keep their value (defaults on create);
-- "plan_ids", when present, replaces the plans including the track.
create or replace function public.save_track(p_track jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

create or replace function public.delete_track(p_track_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  if exists (select 1 from public.track_certificates tc where tc.track_id = p_track_id) then
    perform private.raise_api_error('track_has_certificates');
  end if;
  delete from public.tracks t where t.id = p_track_id;
  return found;
end;
$$;

-- Replaces the steps in the order given: [{"kind": "course"|"exam", "course_id": "…"}, …].
create or replace function public.save_track_steps(p_track_id uuid, p_steps jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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
      and not exists (select 1 from public.practice_exams pe where pe.course_id = (item ->> 'course_id')::uuid)
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
$$;


-- =============================================================================
-- EXECUTE
-- =============================================================================
revoke all on function
  private.track_faq_is_valid(jsonb),
  private.course_hours(numeric, integer),
  private.guard_plan_track(),
  private.track_open_to(uuid, uuid),
  private.track_step_rows(uuid, uuid),
  private.track_progress_json(uuid, uuid),
  private.issue_track_certificate_if_earned(uuid, uuid),
  private.issue_track_certificates_for_course(uuid, uuid),
  private.issue_track_certificate_on_completion(),
  private.issue_track_certificate_on_exam(),
  private.fill_track_certificate(),
  private.refuse_track_certificate_changes(),
  private.track_summary_json(public.tracks),
  private.my_track_progress_json(uuid, public.tracks),
  private.admin_track_json(public.tracks)
from public, anon, authenticated;

revoke all on function
  public.list_tracks(),
  public.get_track(text),
  public.course_tracks(uuid),
  public.verify_track_certificate(text),
  public.follow_track(uuid),
  public.unfollow_track(uuid),
  public.get_my_track_progress(uuid),
  public.admin_list_tracks(),
  public.save_track(jsonb),
  public.delete_track(uuid),
  public.save_track_steps(uuid, jsonb)
from public, anon, authenticated;

grant execute on function
  public.list_tracks(),
  public.get_track(text),
  public.course_tracks(uuid),
  public.verify_track_certificate(text)
to anon, authenticated, service_role;

grant execute on function
  public.follow_track(uuid),
  public.unfollow_track(uuid),
  public.get_my_track_progress(uuid),
  public.admin_list_tracks(),
  public.save_track(jsonb),
  public.delete_track(uuid),
  public.save_track_steps(uuid, jsonb)
to authenticated, service_role;
