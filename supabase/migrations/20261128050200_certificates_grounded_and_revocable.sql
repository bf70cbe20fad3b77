-- =============================================================================
-- Certificates: issued on grounds, revocable with a reason
-- =============================================================================
-- An administrator could issue a certificate for a course with no lessons to a
-- student who never enrolled, and nothing could take a certificate back. Now
-- (see docs/rules/ratings-and-certificates.md):
--
-- 1. Grounds, checked for every insert whoever makes it (BEFORE INSERT trigger):
--      * the course has at least one lesson, else P0001 course_without_lessons;
--      * the student completed the course, or the row carries issue_reason (a
--        non-blank text up to 500 characters), else P0001 issue_reason_required.
--    The automatic issue on completion always has its grounds.
--
-- 2. issue_certificate(p_user_id, p_course_id, p_reason default null)   (admin)
--      same errors as before (user_not_student, course_not_found, 23505
--      certificate_already_issued) plus the two above; stores the reason (when
--      given).
--
-- 3. revoke_certificate(p_certificate_id, p_reason) -> certificates row  (admin)
--      P0001 revoke_reason_required (blank), reason_too_long (> 500),
--      certificate_not_found, certificate_already_revoked. Sets revoked_at,
--      revoked_on (São Paulo date) and revoke_reason. A revocation is
--      the one change a certificate accepts; it is never undone.
--
-- 4. verify_certificate() adds revoked_on (null while valid): the public page says
--    'Certificado revogado' with that date. The reason is not public.
--    admin_list_certificates() adds issue_reason, revoked_on and revoke_reason.
-- =============================================================================


-- -----------------------------------------------------------------------------
-- 1. Columns and grounds
-- -----------------------------------------------------------------------------
alter table public.certificates
  add column issue_reason  text check (issue_reason ~ '[^[:space:]]' and char_length(issue_reason) <= 500),
  add column revoked_at    timestamptz,
  add column revoked_on    date,
  add column revoke_reason text check (revoke_reason ~ '[^[:space:]]' and char_length(revoke_reason) <= 500),
  add constraint certificates_revocation_complete check (
    (revoked_at is null) = (revoked_on is null) and (revoked_at is null) = (revoke_reason is null)
  );

comment on column public.certificates.issue_reason is
  'Why an administrator issued it by hand; required when the student had not completed the course.';
comment on column public.certificates.revoked_at is 'When it was revoked (null: valid).';
comment on column public.certificates.revoked_on is 'Revocation date in America/Sao_Paulo, shown on the public page.';
comment on column public.certificates.revoke_reason is 'Why it was revoked (administrators only).';

-- Security invoker on purpose: trusted code (issue_certificate, the completion
-- trigger, the seed) runs as the owner; a browser role never gets this far, and
-- if it did it learns nothing about the course or the student.
create function private.require_certificate_grounds()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    raise exception 'certificates are issued by issue_certificate()' using errcode = '42501';
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
  return new;
end;
$$;

create trigger certificates_require_grounds
  before insert on public.certificates
  for each row execute function private.require_certificate_grounds();

-- The one change a certificate accepts: being revoked, once, with nothing else touched.
create or replace function private.refuse_certificate_changes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.revoked_at is null and new.revoked_at is not null
     and (new.id, new.user_id, new.course_id, new.title, new.verification_code, new.issued_at,
          new.holder_name, new.workload_minutes, new.syllabus, new.issued_on, new.issue_reason)
         is not distinct from
         (old.id, old.user_id, old.course_id, old.title, old.verification_code, old.issued_at,
          old.holder_name, old.workload_minutes, old.syllabus, old.issued_on, old.issue_reason)
  then
    return new;
  end if;
  raise exception 'a certificate never changes once issued, except to be revoked once' using errcode = '42501';
end;
$$;


-- -----------------------------------------------------------------------------
-- 2. issue_certificate with a reason
-- -----------------------------------------------------------------------------
drop function public.issue_certificate(uuid, uuid);

create function public.issue_certificate(p_user_id uuid, p_course_id uuid, p_reason text default null)
returns public.certificates
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_admin  uuid := private.require_admin();
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
  v_row    public.certificates;
begin
  if not exists (select 1 from public.user_roles r where r.user_id = p_user_id and r.role = 'aluno') then
    perform private.raise_api_error('user_not_student');
  end if;
  if not exists (select 1 from public.courses c where c.id = p_course_id) then
    perform private.raise_api_error('course_not_found');
  end if;
  if char_length(v_reason) > 500 then
    perform private.raise_api_error('reason_too_long');
  end if;

  -- The grounds (lessons; completion or a reason) are the insert trigger's.
  insert into public.certificates (user_id, course_id, title, issue_reason)
  values (p_user_id, p_course_id, (select c.title from public.courses c where c.id = p_course_id), v_reason)
  on conflict (user_id, course_id) do nothing
  returning * into v_row;
  if not found then
    raise exception 'certificate_already_issued' using errcode = '23505';
  end if;
  return v_row;
end;
$$;
comment on function public.issue_certificate(uuid, uuid, text) is
  'Administrators issue a certificate by hand: the course must have lessons; a reason is required unless the student completed it.';

revoke all on function public.issue_certificate(uuid, uuid, text) from public, anon;
grant execute on function public.issue_certificate(uuid, uuid, text) to authenticated;


-- -----------------------------------------------------------------------------
-- 3. revoke_certificate
-- -----------------------------------------------------------------------------
create function public.revoke_certificate(p_certificate_id uuid, p_reason text)
returns public.certificates
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_admin  uuid := private.require_admin();
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
  v_row    public.certificates;
begin
  if v_reason is null then
    perform private.raise_api_error('revoke_reason_required');
  end if;
  if char_length(v_reason) > 500 then
    perform private.raise_api_error('reason_too_long');
  end if;

  update public.certificates ce
     set revoked_at    = now(),
         revoked_on    = private.sao_paulo_date(now()),
         revoke_reason = v_reason
   where ce.id = p_certificate_id and ce.revoked_at is null
  returning * into v_row;
  if not found then
    if exists (select 1 from public.certificates ce where ce.id = p_certificate_id) then
      perform private.raise_api_error('certificate_already_revoked');
    end if;
    perform private.raise_api_error('certificate_not_found');
  end if;
  return v_row;
end;
$$;
comment on function public.revoke_certificate(uuid, text) is
  'Administrators revoke a certificate with a reason; its public page then says it was revoked, and when.';

revoke all on function public.revoke_certificate(uuid, text) from public, anon;
grant execute on function public.revoke_certificate(uuid, text) to authenticated;


-- -----------------------------------------------------------------------------
-- 4. What the public page, the admin list and the export read
-- -----------------------------------------------------------------------------
create or replace function public.verify_certificate(p_code text)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'verification_code', ce.verification_code,
    'holder_name', ce.holder_name,
    'course_title', ce.title,
    'workload_minutes', ce.workload_minutes,
    'syllabus', ce.syllabus,
    'issued_on', ce.issued_on,
    'revoked_on', ce.revoked_on
  )
  from public.certificates ce
  where ce.verification_code = private.normalize_certificate_code(p_code);
$$;

create or replace function public.admin_list_certificates(
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
             'issue_reason', c.issue_reason,
             'revoked_on', c.revoked_on,
             'revoke_reason', c.revoke_reason,
             'student', json_build_object('id', p.id, 'full_name', p.full_name, 'email', p.email)
           ) order by o.position)
    from unnest(v_ids) with ordinality as o(id, position)
    join public.certificates c on c.id = o.id
    join public.profiles p on p.id = c.user_id
  ));
end;
$$;

revoke all on function private.require_certificate_grounds() from public, anon, authenticated;

