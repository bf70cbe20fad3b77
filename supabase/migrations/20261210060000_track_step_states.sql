-- =============================================================================
-- Trilha Cloud — a track's steps each say where the person is, one figure for hours,
-- and the final simulado only from a published simulado
-- =============================================================================
-- docs/tracks.md:
-- * Every step of a person's progress has a state (`done`, `in_progress`, `todo`) and a
--   percent; the track has a percent that counts partial progress (a course at 57 % is
--   not an empty bar). The dashboard drops `steps` from the progress to stay small, so
--   the lean `step_states` copy is what its card reads.
-- * get_track gives a signed-in viewer the same state and percent on each step.
-- * A track's hours are its minutes: `total_hours` is now `total_minutes / 60`, and every
--   step answers its `minutes`, so the admin and the public pages write the same length.
-- * The final simulado must be a published one: save_track_steps refuses an exam step
--   whose course has no published simulado, save_track refuses to keep such a track
--   published (`track_exam_unavailable`), and admin_track_exam_courses lists the courses
--   the form may offer.
-- =============================================================================

-- A step's state and percent, in one place for every answer that shows them.
create or replace function private.track_step_state(p_done boolean, p_started boolean)
returns text
language sql
immutable parallel safe
set search_path = ''
as $$
  select case when p_done then 'done' when p_started then 'in_progress' else 'todo' end;
$$;

comment on function private.track_step_state(boolean, boolean) is
  'A track step''s state: done, in_progress (a course with progress, a simulado attempted), todo.';

create or replace function private.track_step_percent(p_kind text, p_done boolean, p_progress integer)
returns integer
language sql
immutable parallel safe
set search_path = ''
as $$
  select case when p_done then 100
              when p_kind = 'course' then least(greatest(coalesce(p_progress, 0), 0), 100)
              else 0 end;
$$;

comment on function private.track_step_percent(text, boolean, integer) is
  'A track step''s percent: 100 when done, a course''s enrolment progress, else 0 (a simulado is passed or not).';

-- -----------------------------------------------------------------------------
-- Progress: states, percents, the lean step_states the dashboard keeps
-- -----------------------------------------------------------------------------
create or replace function private.track_progress_json(p_user uuid, p_track_id uuid)
returns jsonb
language plpgsql
stable security definer
set search_path = ''
as $$
declare
  v_progress jsonb;
begin
  with steps as materialized (
    select s.position, s.kind, c.id as course_id, c.slug, c.title, c.lesson_count,
           coalesce(round(nullif(c.total_hours, 0) * 60)::integer, c.total_minutes) as minutes,
           e.id is not null as enrolled,
           coalesce(e.progress, 0) as progress,
           case when s.kind = 'course' then coalesce(e.completed, false)
                else exists (
                  select 1 from public.assessment_attempts a
                  where a.user_id = p_user and a.course_id = c.id and a.kind = 'exam' and a.passed
                )
           end as done,
           case when s.kind = 'course' then coalesce(e.progress, 0) > 0
                else exists (
                  select 1 from public.assessment_attempts a
                  where a.user_id = p_user and a.course_id = c.id and a.kind = 'exam'
                )
           end as started,
           case when s.kind = 'exam' then (
             select max(a.scaled_score) from public.assessment_attempts a
             where a.user_id = p_user and a.course_id = c.id and a.kind = 'exam' and a.submitted_at is not null
           ) end as best_score
    from public.track_steps s
    join public.courses c on c.id = s.course_id and c.is_active
    left join public.enrollments e on e.user_id = p_user and e.course_id = c.id
    where s.track_id = p_track_id
  ),
  shown as materialized (
    select st.*,
           private.track_step_state(st.done, st.started) as state,
           private.track_step_percent(st.kind, st.done, st.progress) as percent
    from steps st
  ),
  totals as (
    select count(*) filter (where done) as steps_done,
           count(*) as steps_total,
           coalesce(sum(round(minutes * (100 - progress) / 100.0)) filter (where kind = 'course' and not done), 0)::integer
             as minutes_left,
           count(*) > 0 and coalesce(bool_and(done), false) as completed,
           max(best_score) as best_exam_score,
           coalesce(round(avg(percent)), 0)::integer as percent,
           coalesce(jsonb_agg(jsonb_build_object(
             'position', position, 'kind', kind, 'course_id', course_id,
             'course_slug', slug, 'course_title', title, 'enrolled', enrolled,
             'progress', progress, 'done', done, 'best_score', best_score,
             'state', state, 'percent', percent
           ) order by position), '[]'::jsonb) as steps,
           coalesce(jsonb_agg(jsonb_build_object(
             'position', position, 'kind', kind, 'course_title', title,
             'state', state, 'percent', percent, 'best_score', best_score
           ) order by position), '[]'::jsonb) as step_states
    from shown
  )
  select jsonb_build_object(
    'steps_done', t.steps_done,
    'steps_total', t.steps_total,
    'percent', t.percent,
    'minutes_left', t.minutes_left,
    'hours_left', ceil(t.minutes_left / 60.0)::integer,
    'completed', t.completed,
    'best_exam_score', t.best_exam_score,
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
      from steps n where not n.done order by n.position limit 1
    ),
    'step_states', t.step_states,
    'steps', t.steps
  )
  into v_progress
  from totals t;
  return v_progress;
end;
$$;

-- -----------------------------------------------------------------------------
-- One figure for a track's length: its minutes
-- -----------------------------------------------------------------------------
create or replace function private.track_summary_json(p_track public.tracks)
returns jsonb
language sql
stable security definer
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
$$;

create or replace function private.admin_track_json(p_track public.tracks)
returns jsonb
language sql
stable security definer
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
               'hours', private.course_hours(c.total_hours, c.total_minutes),
               'minutes', private.certificate_workload_minutes(c.id),
               'lesson_count', c.lesson_count
             ) order by s.position)
      from public.track_steps s join public.courses c on c.id = s.course_id
      where s.track_id = p_track.id
    ), '[]'::jsonb)
  );
$$;

-- -----------------------------------------------------------------------------
-- The track page: each step's state and percent for a signed-in viewer
-- -----------------------------------------------------------------------------
create or replace function public.get_track(p_slug text)
returns jsonb
language plpgsql
stable security definer
set search_path = ''
as $$
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
$$;

-- -----------------------------------------------------------------------------
-- The final simulado: only a published one
-- -----------------------------------------------------------------------------
create or replace function private.has_published_simulado(p_course_id uuid)
returns boolean
language sql
stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.practice_exams pe where pe.course_id = p_course_id and pe.published);
$$;

comment on function private.has_published_simulado(uuid) is
  'Whether the course has a published simulado: what a track''s final simulado step needs.';

create or replace function public.admin_track_exam_courses()
returns jsonb
language plpgsql
stable security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return coalesce((
    select jsonb_agg(jsonb_build_object('id', c.id, 'title', c.title) order by c.title, c.id)
    from public.courses c
    join public.practice_exams pe on pe.course_id = c.id and pe.published
  ), '[]'::jsonb);
end;
$$;

comment on function public.admin_track_exam_courses() is
  'The courses a track''s final simulado may be (a published simulado), by title. Administradores only.';

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
$$;

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
$$;

-- =============================================================================
-- EXECUTE
-- =============================================================================
revoke all on function
  private.track_step_state(boolean, boolean),
  private.track_step_percent(text, boolean, integer),
  private.has_published_simulado(uuid),
  private.track_progress_json(uuid, uuid),
  private.track_summary_json(public.tracks),
  private.admin_track_json(public.tracks)
from public, anon, authenticated;

revoke all on function
  public.get_track(text),
  public.admin_track_exam_courses(),
  public.save_track(jsonb),
  public.save_track_steps(uuid, jsonb)
from public, anon, authenticated;

grant execute on function public.get_track(text) to anon, authenticated, service_role;
grant execute on function
  public.admin_track_exam_courses(),
  public.save_track(jsonb),
  public.save_track_steps(uuid, jsonb)
to authenticated, service_role;
