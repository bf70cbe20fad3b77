-- =============================================================================
-- Trilha Cloud — the back office's lists, paged, searched and counted by the database
-- =============================================================================
-- The Data API returns at most max_rows (1 000) rows per request, so a screen
-- that reads "every user" silently loses everybody after the thousandth. Each
-- list that grows with the school is one narrow RPC that answers one page:
--
--   { total: <rows matching the search>, page: <the page answered>,
--     page_size: <rows per page>, rows: [...] }
--
-- Arguments, the same for every list:
--   p_search     text    name or e-mail (certificates: also the course title);
--                        null or blank lists everything; see
--                        private.search_query() for what matches (words by their
--                        beginning, accents and case ignored) and
--                        private.search_email() (a typed e-mail must appear in
--                        the e-mail). A search with nothing searchable in it
--                        ('%', quotes, commas) matches nothing.
--   p_page       integer 1-based; below 1, null or past the last page answers
--                        the nearest valid page (the answer says which).
--
-- Without a search, the total is a count and the page an indexed walk in list
-- order. With one, the matching ids are read once from the search index, in
-- list order: their number is the total and the page is a slice of them.
--   p_page_size  integer 1 to 100 (default 25).
--
-- admin_list_users(p_search, p_page, p_page_size)                       (admin)
--     every account, newest first:
--     rows: [{id, full_name, email, phone, address_city, address_state,
--             is_active, created_at, role}]   (role null only without a role row)
--
-- admin_list_course_enrollments(p_course_id, p_search, p_page, p_page_size)   (admin)
--     one course's enrolments, newest enrolment first; an unknown
--     course has none:
--     rows: [{id, progress, completed, enrolled_at, student: {id, full_name, email}}]
--
-- admin_list_students(p_search, p_page, p_page_size)                    (admin)
--     users whose role is aluno, newest first:
--     rows: [{id, full_name, email, certificates}]   (certificates = how many they hold)
--
-- admin_list_certificates(p_search, p_page, p_page_size)                (admin)
--     issued certificates, newest first, searched by the student's name or
--     e-mail or by the certificate's (course) title:
--     rows: [{id, course_id, title, verification_code, issued_at,
--             student: {id, full_name, email}}]
--
-- admin_list_teachers(p_search, p_page, p_page_size)                    (admin)
--     users whose role is professor, by name (accents ignored, nameless last),
--     with their teacher record
--     (null fields and status null when they have none yet) and linked courses:
--     rows: [{id, full_name, email, bio, specialization, status,
--             courses: [{id, title}] by title}]
--
-- Errors: 42501 not_authenticated / account_inactive / admin_only (as every
-- admin RPC). Security definer, like the other admin RPCs: it checks the caller
-- first, then reads without RLS, which also lets the planner use the search
-- indexes (under RLS a non-leakproof operator such as @@ cannot be an index
-- condition). plan_cache_mode = force_custom_plan: each call is planned for its
-- own search, so a broad search and a narrow one each get the plan they need,
-- and `v_email is null or ...` folds away when no e-mail was typed (the helper
-- is not called per row).
-- =============================================================================


-- -----------------------------------------------------------------------------
-- Paging helpers (called by the functions below only)
-- -----------------------------------------------------------------------------
create function private.list_page_size(p_page_size integer)
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select least(greatest(coalesce(p_page_size, 25), 1), 100);
$$;
comment on function private.list_page_size(integer) is 'Rows per page of an admin list: 1 to 100, 25 by default.';

-- The page to answer: the one asked for, brought within 1 .. last page
-- (page 1 when nothing matches).
create function private.list_page(p_page integer, p_total bigint, p_page_size integer)
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select least(
    greatest(coalesce(p_page, 1), 1),
    greatest(ceil(coalesce(p_total, 0)::numeric / p_page_size)::integer, 1)
  );
$$;
comment on function private.list_page(integer, bigint, integer) is 'A valid 1-based page number for a list of p_total rows.';

create function private.list_result(p_total bigint, p_page integer, p_page_size integer, p_rows json)
returns json
language sql
immutable
parallel safe
set search_path = ''
as $$
  select pg_catalog.json_build_object(
    'total', p_total,
    'page', p_page,
    'page_size', p_page_size,
    'rows', coalesce(p_rows, '[]'::json)
  );
$$;
comment on function private.list_result(bigint, integer, integer, json) is 'The answer of an admin list RPC.';

revoke all on function
  private.list_page_size(integer),
  private.list_page(integer, bigint, integer),
  private.list_result(bigint, integer, integer, json)
from public, anon, authenticated;


-- -----------------------------------------------------------------------------
-- admin_list_users — /admin/users
-- -----------------------------------------------------------------------------
create function public.admin_list_users(
  p_search text default null,
  p_page integer default 1,
  p_page_size integer default 25
)
returns json
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
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
      select p.id
      from public.profiles p
      where private.profile_search_document(p.full_name, p.email) @@ v_query
        and (v_email is null or private.email_matches(p.email, v_email))
      order by p.created_at desc, p.id desc
    );
    v_total := cardinality(v_matches);
    v_page := private.list_page(p_page, v_total, v_size);
    v_ids := v_matches[(v_page - 1) * v_size + 1 : v_page * v_size];
  else
    select count(*) into v_total from public.profiles;
    v_page := private.list_page(p_page, v_total, v_size);
    v_ids := array(
      select p.id
      from public.profiles p
      order by p.created_at desc, p.id desc
      limit v_size offset (v_page - 1) * v_size
    );
  end if;

  return private.list_result(v_total, v_page, v_size, (
    select json_agg(json_build_object(
             'id', p.id,
             'full_name', p.full_name,
             'email', p.email,
             'phone', p.phone,
             'address_city', p.address_city,
             'address_state', p.address_state,
             'is_active', p.is_active,
             'created_at', p.created_at,
             'role', r.role
           ) order by o.position)
    from unnest(v_ids) with ordinality as o(id, position)
    join public.profiles p on p.id = o.id
    left join public.user_roles r on r.user_id = p.id
  ));
end;
$$;


-- -----------------------------------------------------------------------------
-- admin_list_course_enrollments — /admin/courses/{courseId}/enrollments
-- -----------------------------------------------------------------------------
create function public.admin_list_course_enrollments(
  p_course_id uuid,
  p_search text default null,
  p_page integer default 1,
  p_page_size integer default 25
)
returns json
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
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
$$;


-- -----------------------------------------------------------------------------
-- admin_list_students — /admin/certificates, choosing whom to certify
-- -----------------------------------------------------------------------------
create function public.admin_list_students(
  p_search text default null,
  p_page integer default 1,
  p_page_size integer default 25
)
returns json
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
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
    -- The role is looked up for each match (by its primary key) rather than
    -- joined: nearly everybody is an aluno, and a join would read every role.
    v_matches := array(
      select p.id
      from public.profiles p
      where private.profile_search_document(p.full_name, p.email) @@ v_query
        and (select r.role from public.user_roles r where r.user_id = p.id) = 'aluno'
        and (v_email is null or private.email_matches(p.email, v_email))
      order by p.created_at desc, p.id desc
    );
    v_total := cardinality(v_matches);
    v_page := private.list_page(p_page, v_total, v_size);
    v_ids := v_matches[(v_page - 1) * v_size + 1 : v_page * v_size];
  else
    select count(*) into v_total from public.user_roles r where r.role = 'aluno';
    v_page := private.list_page(p_page, v_total, v_size);
    v_ids := array(
      select p.id
      from public.profiles p
      join public.user_roles r on r.user_id = p.id
      where r.role = 'aluno'
      order by p.created_at desc, p.id desc
      limit v_size offset (v_page - 1) * v_size
    );
  end if;

  return private.list_result(v_total, v_page, v_size, (
    select json_agg(json_build_object(
             'id', p.id,
             'full_name', p.full_name,
             'email', p.email,
             'certificates', (select count(*) from public.certificates c where c.user_id = p.id)
           ) order by o.position)
    from unnest(v_ids) with ordinality as o(id, position)
    join public.profiles p on p.id = o.id
  ));
end;
$$;


-- -----------------------------------------------------------------------------
-- admin_list_certificates — /admin/certificates, what has been issued
-- -----------------------------------------------------------------------------
create function public.admin_list_certificates(
  p_search text default null,
  p_page integer default 1,
  p_page_size integer default 25
)
returns json
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
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
    -- A certificate matches by its student or by its title: two indexed
    -- searches whose ids are put together (an OR across the two tables could
    -- use neither index), then ordered.
    v_matches := array(
      select c.id
      from public.certificates c
      where c.id in (
        select c2.id
        from public.certificates c2
        join public.profiles p on p.id = c2.user_id
        where private.profile_search_document(p.full_name, p.email) @@ v_query
          and (v_email is null or private.email_matches(p.email, v_email))
        union
        select c3.id
        from public.certificates c3
        where v_email is null and private.search_document(c3.title) @@ v_query
      )
      order by c.issued_at desc, c.id desc
    );
    v_total := cardinality(v_matches);
    v_page := private.list_page(p_page, v_total, v_size);
    v_ids := v_matches[(v_page - 1) * v_size + 1 : v_page * v_size];
  else
    select count(*) into v_total from public.certificates;
    v_page := private.list_page(p_page, v_total, v_size);
    v_ids := array(
      select c.id
      from public.certificates c
      order by c.issued_at desc, c.id desc
      limit v_size offset (v_page - 1) * v_size
    );
  end if;

  return private.list_result(v_total, v_page, v_size, (
    select json_agg(json_build_object(
             'id', c.id,
             'course_id', c.course_id,
             'title', c.title,
             'verification_code', c.verification_code,
             'issued_at', c.issued_at,
             'student', json_build_object('id', p.id, 'full_name', p.full_name, 'email', p.email)
           ) order by o.position)
    from unnest(v_ids) with ordinality as o(id, position)
    join public.certificates c on c.id = o.id
    join public.profiles p on p.id = c.user_id
  ));
end;
$$;


-- -----------------------------------------------------------------------------
-- admin_list_teachers — /admin/teachers
-- -----------------------------------------------------------------------------
create function public.admin_list_teachers(
  p_search text default null,
  p_page integer default 1,
  p_page_size integer default 25
)
returns json
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
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
      select p.id
      from public.profiles p
      join public.user_roles r on r.user_id = p.id
      where r.role = 'professor'
        and private.profile_search_document(p.full_name, p.email) @@ v_query
        and (v_email is null or private.email_matches(p.email, v_email))
      order by private.normalize_search_text(p.full_name), p.id
    );
    v_total := cardinality(v_matches);
    v_page := private.list_page(p_page, v_total, v_size);
    v_ids := v_matches[(v_page - 1) * v_size + 1 : v_page * v_size];
  else
    select count(*) into v_total from public.user_roles r where r.role = 'professor';
    v_page := private.list_page(p_page, v_total, v_size);
    v_ids := array(
      select p.id
      from public.profiles p
      join public.user_roles r on r.user_id = p.id
      where r.role = 'professor'
      order by private.normalize_search_text(p.full_name), p.id
      limit v_size offset (v_page - 1) * v_size
    );
  end if;

  return private.list_result(v_total, v_page, v_size, (
    select json_agg(json_build_object(
             'id', p.id,
             'full_name', p.full_name,
             'email', p.email,
             'bio', d.bio,
             'specialization', d.specialization,
             'status', d.status,
             'courses', coalesce((
               select json_agg(json_build_object('id', c.id, 'title', c.title) order by c.title, c.id)
               from public.teacher_courses tc
               join public.courses c on c.id = tc.course_id
               where tc.teacher_id = p.id
             ), '[]'::json)
           ) order by o.position)
    from unnest(v_ids) with ordinality as o(id, position)
    join public.profiles p on p.id = o.id
    left join public.teacher_docs d on d.user_id = p.id
  ));
end;
$$;


-- =============================================================================
-- EXECUTE: authenticated only (each function refuses non-administradores).
-- =============================================================================
revoke all on function
  public.admin_list_users(text, integer, integer),
  public.admin_list_course_enrollments(uuid, text, integer, integer),
  public.admin_list_students(text, integer, integer),
  public.admin_list_certificates(text, integer, integer),
  public.admin_list_teachers(text, integer, integer)
from public, anon;

grant execute on function
  public.admin_list_users(text, integer, integer),
  public.admin_list_course_enrollments(uuid, text, integer, integer),
  public.admin_list_students(text, integer, integer),
  public.admin_list_certificates(text, integer, integer),
  public.admin_list_teachers(text, integer, integer)
to authenticated;
