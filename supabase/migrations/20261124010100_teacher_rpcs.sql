-- =============================================================================
-- Trilha Cloud — teacher changes as single transactional calls
-- =============================================================================
-- Editing, deleting and creating a teacher each touch several rows (role,
-- teacher_docs, teacher_courses, profile). Done as several browser calls they
-- could stop half-way (edit: the old course link deleted, the new one never
-- written; delete: role gone, record left). Each is now one function call: it
-- succeeds whole or changes nothing.
--
-- update_teacher(p_user_id uuid, p_bio text = null, p_course_id uuid = null) -> teacher_docs row   (admin)
--     The edit dialog's whole state, every argument meaning "set to this" (an
--     omitted bio or course clears it). Biography (trimmed, blank = null),
--     specialization = the course's title
--     (null without a course) and the course link (replaces every link; none
--     without a course). Creates the record (status ativo) for a professor who
--     has none yet (promoted on the users screen).
--     P0001 teacher_not_found (user's role is not professor), P0001 course_not_found,
--     P0001 bio_too_long (> 5000 characters)
--
-- delete_teacher(p_user_id uuid) -> user_roles row                                  (admin)
--     "Excluir professor": the account stays and becomes an aluno again (every
--     user has exactly one role); its teacher record and course links go.
--     P0001 teacher_not_found
--
-- setup_teacher_account(p_user_id uuid, p_full_name text, p_phone text = null, p_bio text = null,
--                       p_specialization text = null, p_course_id uuid = null) -> teacher_docs row
--     service_role only: the create-teacher function's single database step
--     after it created the Auth user. Profile name/phone, role professor,
--     teacher record (status ativo, specialization defaults to the course's
--     title) and the optional course link. Only for a brand-new account (role
--     aluno from the sign-up trigger, no teacher record), so it cannot turn an
--     existing user into a teacher.
--     P0001 user_not_found, P0001 account_not_new, P0001 course_not_found
--
-- discard_teacher_account(p_user_id uuid) -> boolean
--     service_role only: removes the Auth user of a teacher whose setup failed,
--     for the local Auth server, which has no admin API (hosted Supabase uses
--     auth.admin.deleteUser). Deletes only an account that still holds nothing
--     but what sign-up made (role aluno; no teacher record, links, enrolments,
--     progress, certificates or sensitive data) and was created in the last
--     hour; true when it deleted one.
--
-- All security definer with an empty search_path. EXECUTE: the two admin RPCs to
-- authenticated (they check private.require_admin() first), the two setup
-- steps to service_role only; never to PUBLIC or anon.
-- =============================================================================


-- The teacher's role row, locked: concurrent edits/deletes/role changes of one
-- person run one after the other. Raises teacher_not_found unless the role is professor.
create function private.lock_teacher(p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.user_roles r
  where r.user_id = p_user_id and r.role = 'professor'
  for update;
  if not found then
    perform private.raise_api_error('teacher_not_found');
  end if;
end;
$$;
revoke all on function private.lock_teacher(uuid) from public, anon, authenticated;


-- -----------------------------------------------------------------------------
-- update_teacher (admin)
-- -----------------------------------------------------------------------------
create function public.update_teacher(p_user_id uuid, p_bio text default null, p_course_id uuid default null)
returns public.teacher_docs
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_admin uuid := private.require_admin();
  v_bio   text := nullif(btrim(p_bio), '');
  v_title text;
  v_row   public.teacher_docs;
begin
  perform private.lock_teacher(p_user_id);
  if char_length(v_bio) > 5000 then
    perform private.raise_api_error('bio_too_long');
  end if;
  if p_course_id is not null then
    -- key share: the course cannot be deleted before the link is written.
    select c.title into v_title from public.courses c where c.id = p_course_id for key share;
    if not found then
      perform private.raise_api_error('course_not_found');
    end if;
  end if;

  insert into public.teacher_docs (user_id, bio, specialization)
  values (p_user_id, v_bio, v_title)
  on conflict (user_id) do update
    set bio = excluded.bio, specialization = excluded.specialization
  returning * into v_row;

  delete from public.teacher_courses tc
   where tc.teacher_id = p_user_id
     and tc.course_id is distinct from p_course_id;
  if p_course_id is not null then
    insert into public.teacher_courses (teacher_id, course_id)
    values (p_user_id, p_course_id)
    on conflict (teacher_id, course_id) do nothing;
  end if;

  return v_row;
end;
$$;


-- -----------------------------------------------------------------------------
-- delete_teacher (admin)
-- -----------------------------------------------------------------------------
create function public.delete_teacher(p_user_id uuid)
returns public.user_roles
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_admin uuid := private.require_admin();
  v_row   public.user_roles;
begin
  perform private.lock_teacher(p_user_id);

  update public.user_roles r set role = 'aluno' where r.user_id = p_user_id
  returning * into v_row;
  delete from public.teacher_courses tc where tc.teacher_id = p_user_id;
  delete from public.teacher_docs d where d.user_id = p_user_id;
  return v_row;
end;
$$;


-- -----------------------------------------------------------------------------
-- setup_teacher_account (service_role: the create-teacher function)
-- -----------------------------------------------------------------------------
create function public.setup_teacher_account(
  p_user_id        uuid,
  p_full_name      text,
  p_phone          text default null,
  p_bio            text default null,
  p_specialization text default null,
  p_course_id      uuid default null
)
returns public.teacher_docs
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_role           public.app_role;
  v_specialization text := nullif(btrim(p_specialization), '');
  v_title          text;
  v_row            public.teacher_docs;
begin
  select r.role into v_role from public.user_roles r where r.user_id = p_user_id for update;
  if not found then
    perform private.raise_api_error('user_not_found');
  end if;
  if v_role <> 'aluno' or exists (select 1 from public.teacher_docs d where d.user_id = p_user_id) then
    perform private.raise_api_error('account_not_new');
  end if;
  if p_course_id is not null then
    select c.title into v_title from public.courses c where c.id = p_course_id for key share;
    if not found then
      perform private.raise_api_error('course_not_found');
    end if;
  end if;

  update public.profiles p
     set full_name = nullif(btrim(p_full_name), ''),
         phone = nullif(btrim(p_phone), '')
   where p.id = p_user_id;
  update public.user_roles r set role = 'professor' where r.user_id = p_user_id;
  insert into public.teacher_docs (user_id, bio, specialization, status)
  values (p_user_id, nullif(btrim(p_bio), ''), coalesce(v_specialization, v_title), 'ativo')
  returning * into v_row;
  if p_course_id is not null then
    insert into public.teacher_courses (teacher_id, course_id) values (p_user_id, p_course_id);
  end if;
  return v_row;
end;
$$;


-- -----------------------------------------------------------------------------
-- discard_teacher_account (service_role: the create-teacher function, local Auth)
-- Deleting the auth user cascades to the profile and role.
-- -----------------------------------------------------------------------------
create function public.discard_teacher_account(p_user_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
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
$$;


-- =============================================================================
-- EXECUTE
-- =============================================================================
revoke all on function
  public.update_teacher(uuid, text, uuid),
  public.delete_teacher(uuid),
  public.setup_teacher_account(uuid, text, text, text, text, uuid),
  public.discard_teacher_account(uuid)
from public, anon, authenticated;

grant execute on function
  public.update_teacher(uuid, text, uuid),
  public.delete_teacher(uuid)
to authenticated;

grant execute on function
  public.setup_teacher_account(uuid, text, text, text, text, uuid),
  public.discard_teacher_account(uuid)
to service_role;
