-- =============================================================================
-- Trilha Cloud — RPCs called by the browser (supabase.rpc(name, args))
-- =============================================================================
-- All: security definer, empty search_path, EXECUTE for `authenticated` only
-- (anon gets 401/42501 from the API). Every function checks the caller first:
--   42501 not_authenticated   no JWT user                                  (HTTP 401/403)
--   42501 account_inactive    profiles.is_active = false (threat 15)       (HTTP 403)
--   42501 admin_only          admin function called by a non-administrador (HTTP 403)
-- Business-rule errors below are {code: 'P0001', message: '<reason>'} with HTTP
-- 400 (raised through private.raise_api_error, identical on Supabase and lite);
-- duplicates are 23505 (HTTP 409). The UI maps error.code + error.message.
--
-- enroll_in_course(p_course_id uuid) -> enrollments row
--     Enrols the caller (progress 0, completed false).
--     P0001 course_not_available    unknown or inactive course
--     P0001 course_without_lessons  active course without lessons ('Curso não possui aulas cadastradas')
--     23505 already_enrolled        ('Você já está inscrito neste curso!')
--
-- complete_lesson(p_lesson_id uuid) -> json {course_id, progress, completed, completed_at}
--     Marks the lesson completed for the caller (idempotent: completed_at of the
--     first call is kept) and recomputes the enrolment's progress/completed.
--     P0001 lesson_not_found, 42501 not_enrolled
--
-- set_user_role(p_user_id uuid, p_role app_role) -> user_roles row       (admin)
--     Replaces the user's role atomically (exactly one role afterwards).
--     P0001 user_not_found, P0001 cannot_change_own_role (avoids locking the last admin out)
--
-- set_user_active(p_user_id uuid, p_active boolean) -> profiles row      (admin)
--     P0001 user_not_found, P0001 cannot_deactivate_self
--
-- set_teacher_status(p_user_id uuid, p_status teacher_status) -> teacher_docs row   (admin)
--     P0001 teacher_not_found (no teacher_docs row for that user)
--
-- issue_certificate(p_user_id uuid, p_course_id uuid) -> certificates row (admin)
--     title = course title, verification_code 'TC-' + 12 random uppercase letters/digits, issued_at now().
--     P0001 user_not_student (target's role is not aluno), P0001 course_not_found,
--     23505 certificate_already_issued ('Este aluno já possui certificado para este curso')
--
-- get_admin_report() -> json                                              (admin)
--     {total_users, students, teachers, administrators, courses, lessons, enrollments, certificates}
--
-- get_student_dashboard() -> json   (the caller's own data, one request)
--     { counters: {active_courses, study_hours, certificates, average_progress},
--       enrollments: [ { id, progress, completed, enrolled_at, lessons_completed, lessons_total,
--                        course: {id, slug, title, description, image_url, duration, level,
--                                 total_hours, lesson_count, total_minutes, is_active},
--                        next_lesson: {id, title, module_title} | null } ]  (newest enrolment first) }
--     active_courses = number of enrolments; study_hours = round(sum(course minutes × progress/100) / 60);
--     average_progress = round(avg(progress)) (0 without enrolments); next_lesson = first
--     uncompleted lesson by (module order_index, lesson order_index), or the first lesson when all
--     are done, null only when the course has no lessons.
--
-- get_teacher_dashboard() -> json   (caller must be professor; 42501 teacher_only)
--     {own_courses, total_students, certificates_issued,
--      courses: [{id, slug, title, description, image_url, total_students, is_active}]}  (by title)
--
-- get_profile_stats() -> json {courses, study_hours, certificates}   (the caller's real figures)
--
-- Admin users screen: no RPC. Administrators read every profile under RLS and
-- embed the role (one-to-one, so an object, not an array):
--   from('profiles').select('*, user_roles(role)').order('created_at', { ascending: false })
-- Other admin embeds that work through the foreign keys to profiles:
--   from('enrollments').select('id, progress, completed, enrolled_at, profiles(id, full_name, email)')
--   from('user_roles').select('user_id, profiles(full_name, email)').eq('role', 'aluno')
-- Everything else administrators manage (courses, modules, lessons, books, plans,
-- teacher_docs, teacher_courses, removing enrolments) is plain table writes under RLS.
-- =============================================================================


-- -----------------------------------------------------------------------------
-- enroll_in_course
-- -----------------------------------------------------------------------------
create function public.enroll_in_course(p_course_id uuid)
returns public.enrollments
language plpgsql
security definer
set search_path = ''
as $$
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
$$;


-- -----------------------------------------------------------------------------
-- complete_lesson
-- -----------------------------------------------------------------------------
create function public.complete_lesson(p_lesson_id uuid)
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

  v_progress := case when v_total = 0 then 0 else round(100.0 * v_done / v_total)::integer end;

  update public.enrollments e
     set progress = v_progress, completed = (v_progress = 100)
   where e.id = v_enrollment
     and (e.progress, e.completed) is distinct from (v_progress, v_progress = 100);

  return json_build_object(
    'course_id', v_course_id,
    'progress', v_progress,
    'completed', v_progress = 100,
    'completed_at', v_completed_at
  );
end;
$$;


-- -----------------------------------------------------------------------------
-- set_user_role (admin) — one upsert on the primary key: atomic, one role.
-- -----------------------------------------------------------------------------
create function public.set_user_role(p_user_id uuid, p_role public.app_role)
returns public.user_roles
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_admin uuid := private.require_admin();
  v_row   public.user_roles;
begin
  if p_user_id = v_admin then
    perform private.raise_api_error('cannot_change_own_role');
  end if;
  if not exists (select 1 from public.profiles p where p.id = p_user_id) then
    perform private.raise_api_error('user_not_found');
  end if;

  insert into public.user_roles (user_id, role)
  values (p_user_id, p_role)
  on conflict (user_id) do update set role = excluded.role
  returning * into v_row;
  return v_row;
end;
$$;


-- -----------------------------------------------------------------------------
-- set_user_active (admin)
-- -----------------------------------------------------------------------------
create function public.set_user_active(p_user_id uuid, p_active boolean)
returns public.profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_admin uuid := private.require_admin();
  v_row   public.profiles;
begin
  if p_user_id = v_admin then
    perform private.raise_api_error('cannot_deactivate_self');
  end if;

  update public.profiles p
     set is_active = coalesce(p_active, p.is_active)
   where p.id = p_user_id
  returning * into v_row;
  if not found then
    perform private.raise_api_error('user_not_found');
  end if;
  return v_row;
end;
$$;


-- -----------------------------------------------------------------------------
-- set_teacher_status (admin) — any status to any other.
-- -----------------------------------------------------------------------------
create function public.set_teacher_status(p_user_id uuid, p_status public.teacher_status)
returns public.teacher_docs
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_admin uuid := private.require_admin();
  v_row   public.teacher_docs;
begin
  update public.teacher_docs d
     set status = coalesce(p_status, d.status)
   where d.user_id = p_user_id
  returning * into v_row;
  if not found then
    perform private.raise_api_error('teacher_not_found');
  end if;
  return v_row;
end;
$$;


-- -----------------------------------------------------------------------------
-- issue_certificate (admin)
-- -----------------------------------------------------------------------------
create function public.issue_certificate(p_user_id uuid, p_course_id uuid)
returns public.certificates
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_admin uuid := private.require_admin();
  v_title text;
  v_row   public.certificates;
begin
  if not exists (select 1 from public.user_roles r where r.user_id = p_user_id and r.role = 'aluno') then
    perform private.raise_api_error('user_not_student');
  end if;

  select c.title into v_title from public.courses c where c.id = p_course_id;
  if not found then
    perform private.raise_api_error('course_not_found');
  end if;

  insert into public.certificates (user_id, course_id, title)
  values (p_user_id, p_course_id, v_title)
  on conflict (user_id, course_id) do nothing
  returning * into v_row;
  if not found then
    raise exception 'certificate_already_issued' using errcode = '23505';
  end if;
  return v_row;
end;
$$;


-- -----------------------------------------------------------------------------
-- get_admin_report (admin) — the eight counters of /admin/reports.
-- -----------------------------------------------------------------------------
create function public.get_admin_report()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_admin uuid := private.require_admin();
  v_roles record;
begin
  -- One pass over user_roles for the three role counters.
  select count(*) filter (where r.role = 'aluno')         as students,
         count(*) filter (where r.role = 'professor')     as teachers,
         count(*) filter (where r.role = 'administrador') as administrators
    into v_roles
    from public.user_roles r;

  return json_build_object(
    'total_users',    (select count(*) from public.profiles),
    'students',       v_roles.students,
    'teachers',       v_roles.teachers,
    'administrators', v_roles.administrators,
    'courses',        (select count(*) from public.courses),
    'lessons',        (select count(*) from public.lessons),
    'enrollments',    (select count(*) from public.enrollments),
    'certificates',   (select count(*) from public.certificates)
  );
end;
$$;


-- -----------------------------------------------------------------------------
-- get_student_dashboard — everything the student dashboard shows, one call.
-- -----------------------------------------------------------------------------
create function public.get_student_dashboard()
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
        c.slug, c.title, c.description, c.image_url, c.duration, c.level,
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
        ) as next_lesson
      from public.enrollments e
      join public.courses c on c.id = e.course_id
      where e.user_id = v_user
    )
    select json_build_object(
      'counters', json_build_object(
        'active_courses',   (select count(*) from cards),
        'study_hours',      (select coalesce(round(sum(total_minutes * progress / 100.0) / 60), 0)::integer from cards),
        'certificates',     (select count(*) from public.certificates ce where ce.user_id = v_user),
        'average_progress', (select coalesce(round(avg(progress)), 0)::integer from cards)
      ),
      'enrollments', coalesce((
        select json_agg(json_build_object(
                 'id', k.id,
                 'progress', k.progress,
                 'completed', k.completed,
                 'enrolled_at', k.enrolled_at,
                 'lessons_completed', k.lessons_completed,
                 'lessons_total', k.lesson_count,
                 'next_lesson', k.next_lesson,
                 'course', json_build_object(
                   'id', k.course_id, 'slug', k.slug, 'title', k.title, 'description', k.description,
                   'image_url', k.image_url, 'duration', k.duration, 'level', k.level,
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
-- get_teacher_dashboard — counters and linked courses of the calling professor.
-- -----------------------------------------------------------------------------
create function public.get_teacher_dashboard()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_active_user();
begin
  if not private.has_role('professor') then
    raise exception 'teacher_only' using errcode = '42501';
  end if;

  return (
    with mine as (
      select c.id, c.slug, c.title, c.description, c.image_url, c.total_students, c.is_active
      from public.teacher_courses tc
      join public.courses c on c.id = tc.course_id
      where tc.teacher_id = v_user
    )
    select json_build_object(
      'own_courses',         (select count(*) from mine),
      'total_students',      (select coalesce(sum(total_students), 0) from mine),
      'certificates_issued', (select count(*) from public.certificates ce where ce.course_id in (select id from mine)),
      'courses', coalesce((
        select json_agg(json_build_object(
                 'id', m.id, 'slug', m.slug, 'title', m.title, 'description', m.description,
                 'image_url', m.image_url, 'total_students', m.total_students, 'is_active', m.is_active
               ) order by m.title, m.id)
        from mine m
      ), '[]'::json)
    )
  );
end;
$$;


-- -----------------------------------------------------------------------------
-- get_profile_stats — the profile card's real figures (replaces the old placeholders).
-- -----------------------------------------------------------------------------
create function public.get_profile_stats()
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
    'study_hours', (
      select coalesce(round(sum(c.total_minutes * e.progress / 100.0) / 60), 0)::integer
      from public.enrollments e
      join public.courses c on c.id = e.course_id
      where e.user_id = v_user
    ),
    'certificates', (select count(*) from public.certificates ce where ce.user_id = v_user)
  );
end;
$$;


-- =============================================================================
-- EXECUTE: authenticated only (Supabase grants functions in public to anon by
-- default; PUBLIC has EXECUTE on every new function).
-- =============================================================================
revoke all on function
  public.enroll_in_course(uuid),
  public.complete_lesson(uuid),
  public.set_user_role(uuid, public.app_role),
  public.set_user_active(uuid, boolean),
  public.set_teacher_status(uuid, public.teacher_status),
  public.issue_certificate(uuid, uuid),
  public.get_admin_report(),
  public.get_student_dashboard(),
  public.get_teacher_dashboard(),
  public.get_profile_stats()
from public, anon;

grant execute on function
  public.enroll_in_course(uuid),
  public.complete_lesson(uuid),
  public.set_user_role(uuid, public.app_role),
  public.set_user_active(uuid, boolean),
  public.set_teacher_status(uuid, public.teacher_status),
  public.issue_certificate(uuid, uuid),
  public.get_admin_report(),
  public.get_student_dashboard(),
  public.get_teacher_dashboard(),
  public.get_profile_stats()
to authenticated;
