-- Empresas: assignments of a track or a course to an organisation's members with a due date, their
-- reminders, and the manager's view of the team (overview, progress, domain scores, certificates,
-- export). docs/companies.md ("Assignments and the manager's view").
-- The database as it is now: edit here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database-changes.md).

-- Function bodies are checked when they run, not here: files apply in order, and a body may read
-- a table a later file declares.
set check_function_bodies = off;

-- ================================================================================================
-- Tables
-- ================================================================================================

-- public.assignments -----------------------------------------------------------------------------
-- A track or a course an organisation's gestor assigned, with a due date, to chosen members or to everyone (later members included). Written by assign_to_members / unassign only.
create table public.assignments (
  id uuid default gen_random_uuid() not null,
  organisation_id uuid not null,
  track_id uuid,
  course_id uuid,
  due_on date not null,
  everyone boolean default false not null,
  created_by uuid,
  created_at timestamp with time zone default now() not null,
  constraint assignments_pkey PRIMARY KEY (id),
  constraint assignments_id_organisation_key UNIQUE (id, organisation_id),
  constraint assignments_one_item CHECK ((track_id IS NULL) <> (course_id IS NULL)),
  constraint assignments_due_on_check CHECK (due_on >= '2024-01-01'::date AND due_on <= '2100-12-31'::date),
  constraint assignments_organisation_id_fkey FOREIGN KEY (organisation_id) REFERENCES public.organisations(id) ON DELETE CASCADE,
  constraint assignments_track_id_fkey FOREIGN KEY (track_id) REFERENCES public.tracks(id) ON DELETE CASCADE,
  constraint assignments_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.courses(id) ON DELETE CASCADE,
  constraint assignments_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.profiles(id) ON DELETE SET NULL
);
alter table public.assignments enable row level security;
CREATE INDEX assignments_organisation_idx ON public.assignments USING btree (organisation_id, due_on, id);
CREATE INDEX assignments_everyone_idx ON public.assignments USING btree (organisation_id) WHERE everyone;
CREATE INDEX assignments_track_id_idx ON public.assignments USING btree (track_id);
CREATE INDEX assignments_course_id_idx ON public.assignments USING btree (course_id);
CREATE INDEX assignments_created_by_idx ON public.assignments USING btree (created_by);
CREATE INDEX assignments_due_on_idx ON public.assignments USING btree (due_on);
comment on table public.assignments is 'A track or a course an organisation''s gestor assigned, with a due date, to chosen members or to everyone (later members included). Written by assign_to_members / unassign only.';
comment on column public.assignments.everyone is 'Every member, present and future (a trigger on organisation_members adds the later ones).';

-- public.assignment_members ----------------------------------------------------------------------
-- Who an assignment is for, and which reminders they got. Leaving the organisation removes the row (cascade).
create table public.assignment_members (
  assignment_id uuid not null,
  organisation_id uuid not null,
  user_id uuid not null,
  created_at timestamp with time zone default now() not null,
  reminded_week_before_at timestamp with time zone,
  reminded_due_at timestamp with time zone,
  constraint assignment_members_pkey PRIMARY KEY (assignment_id, user_id),
  constraint assignment_members_assignment_fkey FOREIGN KEY (assignment_id, organisation_id) REFERENCES public.assignments(id, organisation_id) ON DELETE CASCADE,
  constraint assignment_members_member_fkey FOREIGN KEY (organisation_id, user_id) REFERENCES public.organisation_members(organisation_id, user_id) ON DELETE CASCADE
);
alter table public.assignment_members enable row level security;
CREATE INDEX assignment_members_member_idx ON public.assignment_members USING btree (organisation_id, user_id);
CREATE INDEX assignment_members_user_id_idx ON public.assignment_members USING btree (user_id);
CREATE INDEX assignment_members_assignment_org_idx ON public.assignment_members USING btree (assignment_id, organisation_id);
comment on table public.assignment_members is 'Who an assignment is for, and which reminders they got. Leaving the organisation removes the row (cascade).';
comment on column public.assignment_members.reminded_week_before_at is 'When the reminder a week before the due date was created (once).';
comment on column public.assignment_members.reminded_due_at is 'When the reminder on the due date was created (once).';

-- ================================================================================================
-- Functions
-- ================================================================================================

-- private.assignment_state(p_user uuid, p_track_id uuid, p_course_id uuid, p_due_on date, p_today date)
-- The one status rule of docs/companies.md: every read of an assignment's progress calls it.
-- Without a SET clause, so that Postgres inlines it into the caller's query (a course's enrolment
-- is a join, a track's courses are read only for a track), which thousands of members need
-- (docs/companies.md → The manager's view at scale); every table is schema-qualified, and its
-- callers fix their own search_path.
CREATE OR REPLACE FUNCTION private.assignment_state(p_user uuid, p_track_id uuid, p_course_id uuid, p_due_on date, p_today date)
 RETURNS TABLE(progress integer, status text)
 LANGUAGE sql
 STABLE
AS $function$
  select s.progress,
         case when s.progress = 100 then 'done'
              when p_due_on < p_today then 'late'
              else 'on_track' end
  from (
    select coalesce(case
      when p_course_id is not null then e.progress
      else (select case when bool_and(coalesce(te.completed, false)) then 100
                        else least(round(avg(coalesce(te.progress, 0)))::integer, 99) end
            from public.track_steps ts
            left join public.enrollments te on te.user_id = p_user and te.course_id = ts.course_id
            where ts.track_id = p_track_id and ts.kind = 'course')
    end, 0) as progress
    from (select) as one
    left join public.enrollments e
      on p_course_id is not null and e.user_id = p_user and e.course_id = p_course_id
  ) s;
$function$;
revoke execute on function private.assignment_state(uuid,uuid,uuid,date,date) from public;
comment on function private.assignment_state(uuid,uuid,uuid,date,date) is 'Progress percent and status of an assignment for a person: done when the course (or every course of the track) is completed, late when not done and due before p_today, on_track otherwise.';

-- private.add_assignment_members(p_assignment_id uuid, p_user_ids uuid[])
-- Adds people to an assignment: their rows, the in-app notification, and the track among theirs.
CREATE OR REPLACE FUNCTION private.add_assignment_members(p_assignment_id uuid, p_user_ids uuid[])
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_a     public.assignments;
  v_added uuid[];
begin
  select * into v_a from public.assignments a where a.id = p_assignment_id;
  with added as (
    insert into public.assignment_members (assignment_id, organisation_id, user_id)
    select v_a.id, v_a.organisation_id, m.user_id
    from public.organisation_members m
    where m.organisation_id = v_a.organisation_id and m.user_id = any (p_user_ids)
    on conflict do nothing
    returning user_id
  )
  select coalesce(array_agg(user_id), '{}') into v_added from added;

  insert into public.notifications (user_id, kind, assignment_id)
  select u, 'assignment', v_a.id from unnest(v_added) u
  on conflict do nothing;

  if v_a.track_id is not null then
    insert into public.track_followers (track_id, user_id)
    select v_a.track_id, u from unnest(v_added) u
    on conflict do nothing;
  end if;
  return cardinality(v_added);
end;
$function$;
revoke execute on function private.add_assignment_members(uuid,uuid[]) from public;
comment on function private.add_assignment_members(uuid,uuid[]) is 'Adds members to an assignment (rows, notification ''assignment'', following its track); returns how many were added.';

-- private.team_member_ids(p_organisation_id uuid, p_search text, p_status text, p_today date)
-- A search reads the profiles' search index (as every list of people does), a status filter the
-- assignments: only the matches are sorted (docs/companies.md → The manager's view at scale).
CREATE OR REPLACE FUNCTION private.team_member_ids(p_organisation_id uuid, p_search text, p_status text, p_today date)
 RETURNS uuid[]
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_query tsquery := private.search_query(p_search);
  v_email text := private.search_email(p_search);
begin
  if private.is_search(p_search) then
    return array(
      select m.user_id
      from public.profiles p
      join public.organisation_members m on m.user_id = p.id and m.organisation_id = p_organisation_id
      where private.profile_search_document(p.full_name, p.email) @@ v_query
        and private.email_matches(p.email, v_email)
        and (p_status is null or private.has_assignment_status(p_organisation_id, m.user_id, p_status, p_today))
      order by lower(coalesce(p.full_name, p.email)), m.user_id
    );
  end if;
  return array(
    select m.user_id
    from public.organisation_members m
    join public.profiles p on p.id = m.user_id
    where m.organisation_id = p_organisation_id
      and private.has_assignment_status(p_organisation_id, m.user_id, p_status, p_today)
    order by lower(coalesce(p.full_name, p.email)), m.user_id
  );
end;
$function$;
revoke execute on function private.team_member_ids(uuid,text,text,date) from public;
comment on function private.team_member_ids(uuid,text,text,date) is 'The ids of an organisation''s members matching a search (name or e-mail, the profiles'' search index) and having an assignment in p_status (any when null), by name.';

-- private.has_assignment_status(p_organisation_id uuid, p_user uuid, p_status text, p_today date)
CREATE OR REPLACE FUNCTION private.has_assignment_status(p_organisation_id uuid, p_user uuid, p_status text, p_today date)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select p_status is null or exists (
    select 1
    from public.assignment_members am
    join public.assignments a on a.id = am.assignment_id
    cross join lateral private.assignment_state(am.user_id, a.track_id, a.course_id, a.due_on, p_today) s
    where am.organisation_id = p_organisation_id and am.user_id = p_user and s.status = p_status
  );
$function$;
revoke execute on function private.has_assignment_status(uuid,uuid,text,date) from public;
comment on function private.has_assignment_status(uuid,uuid,text,date) is 'Whether a member has an assignment in p_status in the organisation (true when p_status is null).';

-- private.last_activity_on(p_user uuid)
CREATE OR REPLACE FUNCTION private.last_activity_on(p_user uuid)
 RETURNS date
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select greatest(
    (select max(d.day) from public.study_days d where d.user_id = p_user),
    (select private.sao_paulo_date(max(lp.completed_at)) from public.lesson_progress lp where lp.user_id = p_user)
  );
$function$;
revoke execute on function private.last_activity_on(uuid) from public;
comment on function private.last_activity_on(uuid) is 'The last São Paulo day a person studied (a day only, never the calendar): from study days or completed lessons.';

-- private.team_assignments_json(p_organisation_id uuid, p_user uuid, p_today date)
CREATE OR REPLACE FUNCTION private.team_assignments_json(p_organisation_id uuid, p_user uuid, p_today date)
 RETURNS json
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(json_agg(json_build_object(
           'assignment_id', a.id,
           'kind', case when a.track_id is not null then 'track' else 'course' end,
           'title', coalesce(t.title, c.title),
           'due_on', a.due_on,
           'progress', s.progress,
           'status', s.status
         ) order by a.due_on, a.id), '[]'::json)
  from public.assignment_members am
  join public.assignments a on a.id = am.assignment_id
  left join public.tracks t on t.id = a.track_id
  left join public.courses c on c.id = a.course_id
  cross join lateral private.assignment_state(am.user_id, a.track_id, a.course_id, a.due_on, p_today) s
  where am.organisation_id = p_organisation_id and am.user_id = p_user;
$function$;
revoke execute on function private.team_assignments_json(uuid,uuid,date) from public;
comment on function private.team_assignments_json(uuid,uuid,date) is 'One member''s assignments in one organisation with progress and status.';

-- private.digest_assignments(p_user uuid)
CREATE OR REPLACE FUNCTION private.digest_assignments(p_user uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_agg(jsonb_build_object(
           'organisation', o.legal_name,
           'kind', case when a.track_id is not null then 'track' else 'course' end,
           'title', coalesce(t.title, c.title),
           'slug', coalesce(t.slug, c.slug),
           'due_on', a.due_on,
           'progress', s.progress,
           'status', s.status
         ) order by a.due_on, a.id), '[]'::jsonb)
  from public.assignment_members am
  join public.assignments a on a.id = am.assignment_id
  join public.organisations o on o.id = a.organisation_id
  left join public.tracks t on t.id = a.track_id
  left join public.courses c on c.id = a.course_id
  cross join lateral private.assignment_state(am.user_id, a.track_id, a.course_id, a.due_on, private.sao_paulo_date(now())) s
  where am.user_id = p_user and s.status <> 'done';
$function$;
revoke execute on function private.digest_assignments(uuid) from public;
comment on function private.digest_assignments(uuid) is 'The weekly digest''s part on assignments: the person''s open (not done) assignments.';

-- private.on_organisation_member_added()
CREATE OR REPLACE FUNCTION private.on_organisation_member_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_id uuid;
begin
  for v_id in
    select a.id from public.assignments a
    where a.organisation_id = new.organisation_id and a.everyone
  loop
    perform private.add_assignment_members(v_id, array[new.user_id]);
  end loop;
  return null;
end;
$function$;
revoke execute on function private.on_organisation_member_added() from public;
comment on function private.on_organisation_member_added() is 'A new member gets every ''everyone'' assignment of the organisation.';

-- public.assign_to_members(p_organisation_id uuid, p_kind text, p_item_id uuid, p_due_on date, p_user_ids uuid[])
CREATE OR REPLACE FUNCTION public.assign_to_members(p_organisation_id uuid, p_kind text, p_item_id uuid, p_due_on date, p_user_ids uuid[] DEFAULT NULL::uuid[])
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user    uuid := private.require_organisation_manager(p_organisation_id);
  v_id      uuid;
  v_members uuid[];
  v_added   integer;
begin
  if p_kind is null or p_kind not in ('track', 'course') then
    perform private.raise_api_error('assignment_kind_invalid');
  end if;
  if p_due_on is null then
    perform private.raise_api_error('due_on_required');
  end if;
  if p_due_on < private.sao_paulo_date(now()) then
    perform private.raise_api_error('assignment_due_in_past');
  end if;
  if p_due_on > private.sao_paulo_date(now()) + 730 then
    perform private.raise_api_error('assignment_due_too_far');
  end if;
  if p_kind = 'track' and not exists (select 1 from public.tracks t where t.id = p_item_id and t.published) then
    perform private.raise_api_error('assignment_item_unavailable');
  end if;
  if p_kind = 'course' and not exists (
    select 1 from public.courses c where c.id = p_item_id and c.is_active and c.lesson_count > 0
  ) then
    perform private.raise_api_error('assignment_item_unavailable');
  end if;

  if p_user_ids is null then
    select coalesce(array_agg(m.user_id), '{}') into v_members
    from public.organisation_members m where m.organisation_id = p_organisation_id;
  else
    select coalesce(array_agg(distinct u), '{}') into v_members from unnest(p_user_ids) u where u is not null;
    if cardinality(v_members) = 0 or cardinality(v_members) > 10000 or exists (
      select 1 from unnest(v_members) u
      where not exists (select 1 from public.organisation_members m
                        where m.organisation_id = p_organisation_id and m.user_id = u)
    ) then
      perform private.raise_api_error('assignment_members_invalid');
    end if;
  end if;

  insert into public.assignments (organisation_id, track_id, course_id, due_on, everyone, created_by)
  values (p_organisation_id,
          case when p_kind = 'track' then p_item_id end,
          case when p_kind = 'course' then p_item_id end,
          p_due_on, p_user_ids is null, v_user)
  returning id into v_id;

  v_added := private.add_assignment_members(v_id, v_members);
  return json_build_object('id', v_id, 'members', v_added);
end;
$function$;
revoke execute on function public.assign_to_members(uuid,text,uuid,date,uuid[]) from anon, public;
grant execute on function public.assign_to_members(uuid,text,uuid,date,uuid[]) to authenticated;
comment on function public.assign_to_members(uuid,text,uuid,date,uuid[]) is 'Gestor only: assigns a published track or an active course to chosen members (null: everyone, later members too) with a due date from today (São Paulo) on; notifies each member and makes them follow the track.';

-- public.unassign(p_assignment_id uuid)
CREATE OR REPLACE FUNCTION public.unassign(p_assignment_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_org uuid;
begin
  perform private.require_active_user();
  select a.organisation_id into v_org from public.assignments a where a.id = p_assignment_id;
  if v_org is null then
    perform private.raise_api_error('assignment_not_found', 'P0001', 404);
  end if;
  perform private.require_organisation_manager(v_org);
  delete from public.assignments a where a.id = p_assignment_id;
end;
$function$;
revoke execute on function public.unassign(uuid) from anon, public;
grant execute on function public.unassign(uuid) to authenticated;
comment on function public.unassign(uuid) is 'Gestor only: removes an assignment (its members'' rows and notifications go with it; their progress stays).';

-- public.list_organisation_assignments(p_organisation_id uuid, p_page integer, p_page_size integer)
CREATE OR REPLACE FUNCTION public.list_organisation_assignments(p_organisation_id uuid, p_page integer DEFAULT 1, p_page_size integer DEFAULT 25)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user  uuid := private.require_organisation_manager(p_organisation_id);
  v_size  integer := private.list_page_size(p_page_size);
  v_today date := private.sao_paulo_date(now());
  v_total bigint;
  v_page  integer;
begin
  select count(*) into v_total from public.assignments a where a.organisation_id = p_organisation_id;
  v_page := private.list_page(p_page, v_total, v_size);
  return private.list_result(v_total, v_page, v_size, (
    select json_agg(json_build_object(
             'id', x.id,
             'kind', case when x.track_id is not null then 'track' else 'course' end,
             'item_id', coalesce(x.track_id, x.course_id),
             'title', coalesce(t.title, c.title),
             'slug', coalesce(t.slug, c.slug),
             'due_on', x.due_on,
             'everyone', x.everyone,
             'created_at', x.created_at,
             'members', n.members,
             'done', n.done,
             'on_track', n.on_track,
             'late', n.late
           ) order by x.due_on, x.created_at, x.id)
    from (
      select a.* from public.assignments a
      where a.organisation_id = p_organisation_id
      order by a.due_on, a.created_at, a.id
      limit v_size offset (v_page - 1) * v_size
    ) x
    left join public.tracks t on t.id = x.track_id
    left join public.courses c on c.id = x.course_id
    cross join lateral (
      select count(*) as members,
             count(*) filter (where s.status = 'done') as done,
             count(*) filter (where s.status = 'on_track') as on_track,
             count(*) filter (where s.status = 'late') as late
      from public.assignment_members am
      cross join lateral private.assignment_state(am.user_id, x.track_id, x.course_id, x.due_on, v_today) s
      where am.assignment_id = x.id
    ) n
  ));
end;
$function$;
revoke execute on function public.list_organisation_assignments(uuid,integer,integer) from anon, public;
grant execute on function public.list_organisation_assignments(uuid,integer,integer) to authenticated;
comment on function public.list_organisation_assignments(uuid,integer,integer) is 'Gestor only: a page of the organisation''s assignments by due date, with members done / on track / late.';

-- public.list_my_assignments()
CREATE OR REPLACE FUNCTION public.list_my_assignments()
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user  uuid := private.require_active_user();
  v_today date := private.sao_paulo_date(now());
begin
  -- A person has few assignments; the 100 nearest due are enough for the dashboard.
  return coalesce((
    select json_agg(x order by x.status = 'done', x.due_on, x.assignment_id)
    from (
      select a.id as assignment_id,
             o.id as organisation_id,
             o.legal_name as organisation_name,
             case when a.track_id is not null then 'track' else 'course' end as kind,
             coalesce(a.track_id, a.course_id) as item_id,
             coalesce(t.title, c.title) as title,
             coalesce(t.slug, c.slug) as slug,
             a.due_on,
             s.progress,
             s.status
      from public.assignment_members am
      join public.assignments a on a.id = am.assignment_id
      join public.organisations o on o.id = a.organisation_id
      left join public.tracks t on t.id = a.track_id
      left join public.courses c on c.id = a.course_id
      cross join lateral private.assignment_state(am.user_id, a.track_id, a.course_id, a.due_on, v_today) s
      where am.user_id = v_user
      order by s.status = 'done', a.due_on, a.id
      limit 100
    ) x
  ), '[]'::json);
end;
$function$;
revoke execute on function public.list_my_assignments() from anon, public;
grant execute on function public.list_my_assignments() to authenticated;
comment on function public.list_my_assignments() is 'The caller''s assignments (organisation, item, due date, progress, status), open ones first.';

-- public.list_my_managed_organisations()
CREATE OR REPLACE FUNCTION public.list_my_managed_organisations()
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid := private.require_active_user();
begin
  return coalesce((
    select json_agg(json_build_object('id', o.id, 'legal_name', o.legal_name) order by o.legal_name, o.id)
    from public.organisation_members m
    join public.organisations o on o.id = m.organisation_id
    where m.user_id = v_user and m.role = 'gestor'
  ), '[]'::json);
end;
$function$;
revoke execute on function public.list_my_managed_organisations() from anon, public;
grant execute on function public.list_my_managed_organisations() to authenticated;
comment on function public.list_my_managed_organisations() is 'The organisations the caller manages (id, legal name), for /empresa and the account menu.';

-- public.get_organisation_overview(p_organisation_id uuid)
CREATE OR REPLACE FUNCTION public.get_organisation_overview(p_organisation_id uuid)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user  uuid := private.require_organisation_manager(p_organisation_id);
  v_today date := private.sao_paulo_date(now());
begin
  return (
    select json_build_object(
      'id', o.id,
      'legal_name', o.legal_name,
      'members', (select count(*) from public.organisation_members m where m.organisation_id = o.id),
      'managers', (select count(*) from public.organisation_members m where m.organisation_id = o.id and m.role = 'gestor'),
      'seat_blocks', coalesce((
        select json_agg(json_build_object(
                 'id', b.id,
                 'product_kind', b.product_kind,
                 'product_title', b.product_title,
                 'period_start', b.period_start,
                 'period_end', b.period_end,
                 'open', now() >= b.period_start and now() < b.period_end,
                 'seat_count', b.seat_count,
                 'used', h.used,
                 'available', greatest(b.seat_count - h.used, 0)
               ) order by b.period_end desc, b.product_title, b.id)
        from public.organisation_seats b
        cross join lateral (select count(*)::integer as used from public.seat_holders sh where sh.seat_block_id = b.id) h
        where b.organisation_id = o.id
      ), '[]'::json),
      'assignments', (
        select json_build_object(
                 'count', (select count(*) from public.assignments a where a.organisation_id = o.id),
                 'done', count(*) filter (where s.status = 'done'),
                 'on_track', count(*) filter (where s.status = 'on_track'),
                 'late', count(*) filter (where s.status = 'late'))
        from public.assignment_members am
        join public.assignments a on a.id = am.assignment_id
        cross join lateral private.assignment_state(am.user_id, a.track_id, a.course_id, a.due_on, v_today) s
        where am.organisation_id = o.id
      )
    )
    from public.organisations o where o.id = p_organisation_id
  );
end;
$function$;
revoke execute on function public.get_organisation_overview(uuid) from anon, public;
grant execute on function public.get_organisation_overview(uuid) to authenticated;
comment on function public.get_organisation_overview(uuid) is 'Gestor only: the organisation''s seat blocks (used / available), members and assignments done / on track / late.';

-- public.list_team_progress(p_organisation_id uuid, p_search text, p_status text, p_page integer, p_page_size integer)
CREATE OR REPLACE FUNCTION public.list_team_progress(p_organisation_id uuid, p_search text DEFAULT NULL::text, p_status text DEFAULT NULL::text, p_page integer DEFAULT 1, p_page_size integer DEFAULT 25)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user   uuid := private.require_organisation_manager(p_organisation_id);
  v_size   integer := private.list_page_size(p_page_size);
  v_today  date := private.sao_paulo_date(now());
  v_ids    uuid[];
  v_total  bigint;
  v_page   integer;
begin
  if p_status is not null and p_status not in ('done', 'on_track', 'late') then
    perform private.raise_api_error('assignment_status_invalid');
  end if;
  if char_length(p_search) > 200 then
    perform private.raise_api_error('search_too_long');
  end if;
  if private.is_search(p_search) or p_status is not null then
    v_ids := private.team_member_ids(p_organisation_id, p_search, p_status, v_today);
    v_total := cardinality(v_ids);
    v_page := private.list_page(p_page, v_total, v_size);
    v_ids := v_ids[(v_page - 1) * v_size + 1 : v_page * v_size];
  else
    -- Every member: counted and paged by the index, without reading anyone's assignments.
    select count(*) into v_total from public.organisation_members m where m.organisation_id = p_organisation_id;
    v_page := private.list_page(p_page, v_total, v_size);
    v_ids := array(
      select m.user_id
      from public.organisation_members m
      join public.profiles p on p.id = m.user_id
      where m.organisation_id = p_organisation_id
      order by lower(coalesce(p.full_name, p.email)), m.user_id
      limit v_size offset (v_page - 1) * v_size
    );
  end if;
  return private.list_result(v_total, v_page, v_size, (
    select json_agg(json_build_object(
             'user_id', m.user_id,
             'full_name', p.full_name,
             'email', p.email,
             'role', m.role,
             'last_activity_on', private.last_activity_on(m.user_id),
             'assignments', private.team_assignments_json(p_organisation_id, m.user_id, v_today)
           ) order by o.position)
    from unnest(v_ids) with ordinality as o(id, position)
    join public.organisation_members m on m.organisation_id = p_organisation_id and m.user_id = o.id
    join public.profiles p on p.id = m.user_id
  ));
end;
$function$;
revoke execute on function public.list_team_progress(uuid,text,text,integer,integer) from anon, public;
grant execute on function public.list_team_progress(uuid,text,text,integer,integer) to authenticated;
comment on function public.list_team_progress(uuid,text,text,integer,integer) is 'Gestor only: a page of the members (searched by name or e-mail, filtered by an assignment status) with each assignment''s progress and status and the last day of activity.';

-- public.get_team_domain_scores(p_organisation_id uuid)
CREATE OR REPLACE FUNCTION public.get_team_domain_scores(p_organisation_id uuid)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid := private.require_organisation_manager(p_organisation_id);
begin
  -- Aggregates only: each member's best percent per simulado domain, then the team's best and
  -- average of those; never an answer, a question or one member's score.
  return coalesce((
    select json_agg(json_build_object(
             'course_id', y.course_id,
             'course_title', c.title,
             'domain', y.domain,
             'best_percent', y.best_percent,
             'average_percent', y.average_percent,
             'members', y.members
           ) order by c.title, y.course_id, y.domain)
    from (
      select x.course_id, x.domain,
             max(x.best)::integer as best_percent,
             round(avg(x.best))::integer as average_percent,
             count(*)::integer as members
      from (
        select aa.course_id, aa.user_id, d ->> 'name' as domain, max((d ->> 'percent')::integer) as best
        from public.organisation_members m
        join public.assessment_attempts aa
          on aa.user_id = m.user_id and aa.kind = 'exam' and aa.submitted_at is not null
        cross join lateral jsonb_array_elements(coalesce(aa.domain_results, '[]'::jsonb)) d
        where m.organisation_id = p_organisation_id
        group by aa.course_id, aa.user_id, d ->> 'name'
      ) x
      group by x.course_id, x.domain
    ) y
    join public.courses c on c.id = y.course_id
  ), '[]'::json);
end;
$function$;
revoke execute on function public.get_team_domain_scores(uuid) from anon, public;
grant execute on function public.get_team_domain_scores(uuid) to authenticated;
comment on function public.get_team_domain_scores(uuid) is 'Gestor only: per simulado and exam domain, the team''s best and average of the members'' best percent, and how many members took it. Aggregates only.';

-- public.list_team_certificates(p_organisation_id uuid, p_page integer, p_page_size integer)
CREATE OR REPLACE FUNCTION public.list_team_certificates(p_organisation_id uuid, p_page integer DEFAULT 1, p_page_size integer DEFAULT 25)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user  uuid := private.require_organisation_manager(p_organisation_id);
  v_size  integer := private.list_page_size(p_page_size);
  v_total bigint;
  v_page  integer;
begin
  select (select count(*) from public.organisation_members m
          join public.certificates ce on ce.user_id = m.user_id and ce.revoked_at is null
          where m.organisation_id = p_organisation_id)
       + (select count(*) from public.organisation_members m
          join public.track_certificates tc on tc.user_id = m.user_id
          where m.organisation_id = p_organisation_id)
    into v_total;
  v_page := private.list_page(p_page, v_total, v_size);
  return private.list_result(v_total, v_page, v_size, (
    select json_agg(json_build_object(
             'kind', x.kind,
             'full_name', x.full_name,
             'title', x.title,
             'code', private.format_certificate_code(x.code),
             'issued_at', x.issued_at,
             'verification_path', '/certificado/' || private.format_certificate_code(x.code)
           ) order by x.issued_at desc, x.code)
    from (
      select * from (
        select 'course' as kind, p.full_name, ce.title, ce.verification_code as code, ce.issued_at
        from public.organisation_members m
        join public.profiles p on p.id = m.user_id
        join public.certificates ce on ce.user_id = m.user_id and ce.revoked_at is null
        where m.organisation_id = p_organisation_id
        union all
        select 'track', p.full_name, tc.title, tc.verification_code, tc.issued_at
        from public.organisation_members m
        join public.profiles p on p.id = m.user_id
        join public.track_certificates tc on tc.user_id = m.user_id
        where m.organisation_id = p_organisation_id
      ) u
      order by u.issued_at desc, u.code
      limit v_size offset (v_page - 1) * v_size
    ) x
  ));
end;
$function$;
revoke execute on function public.list_team_certificates(uuid,integer,integer) from anon, public;
grant execute on function public.list_team_certificates(uuid,integer,integer) to authenticated;
comment on function public.list_team_certificates(uuid,integer,integer) is 'Gestor only: a page of the members'' valid course and track certificates, newest first, with the public verification path.';

-- public.export_team_progress(p_organisation_id uuid)
CREATE OR REPLACE FUNCTION public.export_team_progress(p_organisation_id uuid)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user  uuid := private.require_organisation_manager(p_organisation_id);
  v_today date := private.sao_paulo_date(now());
  v_cap   constant integer := 20000;
  v_rows  json;
  v_total bigint;
begin
  select count(*) into v_total from public.assignment_members am where am.organisation_id = p_organisation_id;
  -- One row per member and assignment (a member without one gets a row of its own), at most v_cap.
  select json_agg(json_build_object(
           'full_name', r.full_name,
           'email', r.email,
           'role', r.role,
           'last_activity_on', r.last_activity_on,
           'title', r.title,
           'due_on', r.due_on,
           'progress', r.progress,
           'status', r.status
         ) order by lower(coalesce(r.full_name, r.email)), r.user_id, r.due_on)
    into v_rows
  from (
    select m.user_id, p.full_name, p.email, m.role, private.last_activity_on(m.user_id) as last_activity_on,
           coalesce(t.title, c.title) as title, a.due_on, s.progress, s.status
    from public.organisation_members m
    join public.profiles p on p.id = m.user_id
    left join public.assignment_members am on am.organisation_id = m.organisation_id and am.user_id = m.user_id
    left join public.assignments a on a.id = am.assignment_id
    left join public.tracks t on t.id = a.track_id
    left join public.courses c on c.id = a.course_id
    left join lateral private.assignment_state(m.user_id, a.track_id, a.course_id, a.due_on, v_today) s on a.id is not null
    where m.organisation_id = p_organisation_id
    order by lower(coalesce(p.full_name, p.email)), m.user_id, a.due_on
    limit v_cap
  ) r;
  return json_build_object('rows', coalesce(v_rows, '[]'::json), 'truncated', v_total > v_cap);
end;
$function$;
revoke execute on function public.export_team_progress(uuid) from anon, public;
grant execute on function public.export_team_progress(uuid) to authenticated;
comment on function public.export_team_progress(uuid) is 'Gestor only: the team''s progress as rows for a CSV (member, assignment, due date, progress, status, last activity day), at most 20 000.';

-- public.send_assignment_reminders(p_now timestamp with time zone)
CREATE OR REPLACE FUNCTION public.send_assignment_reminders(p_now timestamp with time zone DEFAULT now())
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_today date := private.sao_paulo_date(p_now);
  v_week  integer;
  v_due   integer;
begin
  -- A week before: due within the coming 7 days, assigned at least a week ahead, not done. Once.
  with r as (
    update public.assignment_members am
       set reminded_week_before_at = p_now
      from public.assignments a, public.profiles p
     where a.id = am.assignment_id and p.id = am.user_id and p.is_active
       and am.reminded_week_before_at is null
       and a.due_on > v_today and a.due_on <= v_today + 7
       and private.sao_paulo_date(am.created_at) <= a.due_on - 7
       and (select s.status from private.assignment_state(am.user_id, a.track_id, a.course_id, a.due_on, v_today) s) <> 'done'
    returning am.user_id, am.assignment_id
  )
  insert into public.notifications (user_id, kind, assignment_id)
  select r.user_id, 'assignment_reminder', r.assignment_id from r;
  get diagnostics v_week = row_count;

  -- On the day: due today, not done. Once.
  with r as (
    update public.assignment_members am
       set reminded_due_at = p_now
      from public.assignments a, public.profiles p
     where a.id = am.assignment_id and p.id = am.user_id and p.is_active
       and am.reminded_due_at is null
       and a.due_on = v_today
       and (select s.status from private.assignment_state(am.user_id, a.track_id, a.course_id, a.due_on, v_today) s) <> 'done'
    returning am.user_id, am.assignment_id
  )
  insert into public.notifications (user_id, kind, assignment_id)
  select r.user_id, 'assignment_reminder', r.assignment_id from r;
  get diagnostics v_due = row_count;

  return json_build_object('day', v_today, 'week_before', v_week, 'due_today', v_due);
end;
$function$;
revoke execute on function public.send_assignment_reminders(timestamp with time zone) from anon, authenticated, public;
grant execute on function public.send_assignment_reminders(timestamp with time zone) to service_role;
comment on function public.send_assignment_reminders(timestamp with time zone) is 'Service role (the send-assignment-reminders job): in-app reminders a week before an assignment''s due date and on the day, once each, for members not done.';

-- ================================================================================================
-- Triggers
-- ================================================================================================

CREATE TRIGGER organisation_members_everyone_assignments AFTER INSERT ON public.organisation_members FOR EACH ROW EXECUTE FUNCTION private.on_organisation_member_added();

-- ================================================================================================
-- Policies
-- ================================================================================================

create policy "Assignments are read through the assignment functions only" on public.assignments
  for select to authenticated
  using (false);

create policy "Assignment members are read through the assignment functions only" on public.assignment_members
  for select to authenticated
  using (false);

-- ================================================================================================
-- On a table of an earlier file: what names a table above
-- ================================================================================================

alter table public.notifications add constraint notifications_assignment_id_fkey FOREIGN KEY (assignment_id) REFERENCES public.assignments(id) ON DELETE CASCADE;

-- ================================================================================================
-- Grants
-- ================================================================================================

-- public.assignments
revoke all on table public.assignments from anon, authenticated;

-- public.assignment_members
revoke all on table public.assignment_members from anon, authenticated;
