-- Certificates: issue, verify, revoke.
-- The database as it is now: edit here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database-changes.md).

-- Function bodies are checked when they run, not here: files apply in order, and a body may read
-- a table a later file declares.
set check_function_bodies = off;

-- ================================================================================================
-- Functions the tables below use (checks, defaults, indexes)
-- ================================================================================================

-- private.new_certificate_code()
CREATE OR REPLACE FUNCTION private.new_certificate_code()
 RETURNS text
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  select 'TC-' || string_agg(
           substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (get_byte(r.bytes, i.pos) % 32) + 1, 1),
           '' order by i.ord)
  from (select uuid_send(gen_random_uuid()) as bytes) r
  cross join unnest(array[0, 1, 2, 3, 4, 5, 7, 9, 10, 11, 12, 13]) with ordinality as i(pos, ord);
$function$;
comment on function private.new_certificate_code() is 'Random certificate verification code, e.g. TC-7K2M9QX4HZ8B.';

-- ================================================================================================
-- Tables
-- ================================================================================================

-- public.certificates ----------------------------------------------------------------------------
-- Course certificates. Issued by administrators via issue_certificate(); never revoked.
create table public.certificates (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  course_id uuid not null,
  title text not null,
  verification_code text default private.new_certificate_code() not null,
  issued_at timestamp with time zone default now() not null,
  holder_name text not null,
  workload_minutes integer not null,
  syllabus text[] not null,
  issued_on date not null,
  issue_reason text,
  revoked_at timestamp with time zone,
  revoked_on date,
  revoke_reason text,
  required_quizzes boolean default false not null,
  required_practice_exam boolean default false not null,
  required_watching boolean default false not null,
  required_exercises boolean default false not null,
  quiz_average_percent integer,
  practice_exam_best_score integer,
  constraint certificates_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.courses(id) ON DELETE RESTRICT,
  constraint certificates_holder_name_check CHECK (holder_name ~ '[^[:space:]]'::text),
  constraint certificates_issue_reason_check CHECK (issue_reason ~ '[^[:space:]]'::text AND char_length(issue_reason) <= 500),
  constraint certificates_pkey PRIMARY KEY (id),
  constraint certificates_practice_exam_best_score_check CHECK (practice_exam_best_score >= 100 AND practice_exam_best_score <= 1000),
  constraint certificates_quiz_average_percent_check CHECK (quiz_average_percent >= 0 AND quiz_average_percent <= 100),
  constraint certificates_revocation_complete CHECK ((revoked_at IS NULL) = (revoked_on IS NULL) AND (revoked_at IS NULL) = (revoke_reason IS NULL)),
  constraint certificates_revoke_reason_check CHECK (revoke_reason ~ '[^[:space:]]'::text AND char_length(revoke_reason) <= 500),
  constraint certificates_syllabus_check CHECK (COALESCE(array_ndims(syllabus), 1) = 1),
  constraint certificates_title_check CHECK (title ~ '[^[:space:]]'::text),
  constraint certificates_user_id_course_id_key UNIQUE (user_id, course_id),
  constraint certificates_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE,
  constraint certificates_verification_code_check CHECK (verification_code ~ '^TC-[0-9A-Z]{12}$'::text),
  constraint certificates_verification_code_key UNIQUE (verification_code),
  constraint certificates_workload_minutes_check CHECK (workload_minutes >= 0)
);
alter table public.certificates enable row level security;
CREATE INDEX certificates_course_id_idx ON public.certificates USING btree (course_id);
CREATE INDEX certificates_issued_at_id_idx ON public.certificates USING btree (issued_at DESC, id DESC);
CREATE INDEX certificates_title_search_idx ON public.certificates USING gin (private.search_document(title));
CREATE INDEX certificates_user_id_issued_at_idx ON public.certificates USING btree (user_id, issued_at DESC, id DESC);
comment on table public.certificates is 'Course certificates. Issued by administrators via issue_certificate(); never revoked.';
comment on column public.certificates.title is 'The course title when the certificate was issued.';
comment on column public.certificates.holder_name is 'The student''s full name when the certificate was issued.';
comment on column public.certificates.workload_minutes is 'Workload when issued: the course''s total_hours in minutes, or the sum of its lesson minutes.';
comment on column public.certificates.syllabus is 'Titles of the course''s modules (with lessons) when issued, in course order.';
comment on column public.certificates.issued_on is 'Issue date in America/Sao_Paulo (issued_at is the moment).';
comment on column public.certificates.issue_reason is 'Why an administrator issued it by hand; required when the student had not completed the course.';
comment on column public.certificates.revoked_at is 'When it was revoked (null: valid).';
comment on column public.certificates.revoked_on is 'Revocation date in America/Sao_Paulo, shown on the public page.';
comment on column public.certificates.revoke_reason is 'Why it was revoked (administrators only).';
comment on column public.certificates.required_quizzes is 'The course required passing its module quizzes when this was issued.';
comment on column public.certificates.required_practice_exam is 'The course required passing its simulado when this was issued.';
comment on column public.certificates.required_watching is 'The course required watching 90 % of each lesson when this was issued.';
comment on column public.certificates.required_exercises is 'The course required passing its hands-on exercises when this was issued.';
comment on column public.certificates.quiz_average_percent is 'Average of the best score of each module quiz taken (null: none taken).';
comment on column public.certificates.practice_exam_best_score is 'Best simulado scaled score (null: none taken).';

-- ================================================================================================
-- Functions
-- ================================================================================================

-- private.fill_track_certificate()
CREATE OR REPLACE FUNCTION private.fill_track_certificate()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  while exists (select 1 from public.certificates ce where ce.verification_code = new.verification_code) loop
    new.verification_code := private.new_certificate_code();
  end loop;
  new.issued_at := coalesce(new.issued_at, now());
  new.issued_on := private.sao_paulo_date(new.issued_at);
  return new;
end;
$function$;
revoke execute on function private.fill_track_certificate() from public;

-- private.format_certificate_code(p_code text)
CREATE OR REPLACE FUNCTION private.format_certificate_code(p_code text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select case
    when stored is null then p_code
    else 'TC-' || substr(stored, 4, 4) || '-' || substr(stored, 8, 4) || '-' || substr(stored, 12, 4)
  end
  from (select private.normalize_certificate_code(p_code) as stored) x;
$function$;
revoke execute on function private.format_certificate_code(text) from public;
comment on function private.format_certificate_code(text) is 'A certificate code as people read it (TC-XXXX-XXXX-XXXX); anything that is not a code is returned as given. Same rule as formatCertificateCode() in src/rules/certificate-code.ts.';

-- private.issue_certificate_if_earned(p_user uuid, p_course_id uuid)
CREATE OR REPLACE FUNCTION private.issue_certificate_if_earned(p_user uuid, p_course_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if exists (
       select 1 from public.enrollments e
       where e.user_id = p_user and e.course_id = p_course_id and e.completed
     )
     and private.course_open_to(p_user, p_course_id)
     and not exists (select 1 from public.certificates ce where ce.user_id = p_user and ce.course_id = p_course_id)
     and cardinality(private.certificate_requirements_missing(p_user, p_course_id)) = 0
  then
    insert into public.certificates (user_id, course_id)
    values (p_user, p_course_id)
    on conflict (user_id, course_id) do nothing;
  end if;
end;
$function$;
revoke execute on function private.issue_certificate_if_earned(uuid,uuid) from public;

-- private.normalize_certificate_code(p_code text)
CREATE OR REPLACE FUNCTION private.normalize_certificate_code(p_code text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select case when body ~ '^[0-9A-HJKMNP-TV-Z]{12}$' then 'TC-' || body end
  from (
    select case when length(compact) = 14 and left(compact, 2) = 'TC' then substr(compact, 3)
                else compact end as body
    from (
      select translate(upper(regexp_replace(p_code, '[^0-9A-Za-z]', '', 'g')), 'ILO', '110') as compact
      where length(p_code) <= 64
    ) typed
  ) parts;
$function$;
revoke execute on function private.normalize_certificate_code(text) from public;
comment on function private.normalize_certificate_code(text) is 'A typed certificate code in its stored form (TC-XXXXXXXXXXXX), or null when it cannot be one.';

-- private.prevent_deleting_certified_course()
CREATE OR REPLACE FUNCTION private.prevent_deleting_certified_course()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if exists (select 1 from public.certificates c where c.course_id = old.id) then
    raise exception 'course_has_certificates' using errcode = '23503';
  end if;
  return old;
end;
$function$;
revoke execute on function private.prevent_deleting_certified_course() from public;

-- private.refuse_certificate_changes()
CREATE OR REPLACE FUNCTION private.refuse_certificate_changes()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if old.revoked_at is null and new.revoked_at is not null
     and (new.id, new.user_id, new.course_id, new.title, new.verification_code, new.issued_at,
          new.holder_name, new.workload_minutes, new.syllabus, new.issued_on, new.issue_reason,
          new.required_quizzes, new.required_practice_exam, new.required_watching, new.required_exercises,
          new.quiz_average_percent, new.practice_exam_best_score)
         is not distinct from
         (old.id, old.user_id, old.course_id, old.title, old.verification_code, old.issued_at,
          old.holder_name, old.workload_minutes, old.syllabus, old.issued_on, old.issue_reason,
          old.required_quizzes, old.required_practice_exam, old.required_watching, old.required_exercises,
          old.quiz_average_percent, old.practice_exam_best_score)
  then
    return new;
  end if;
  raise exception 'certificate_immutable' using errcode = '42501';
end;
$function$;
revoke execute on function private.refuse_certificate_changes() from public;

-- public.admin_list_certificates(p_search text, p_page integer, p_page_size integer)
CREATE OR REPLACE FUNCTION public.admin_list_certificates(p_search text DEFAULT NULL::text, p_page integer DEFAULT 1, p_page_size integer DEFAULT 25)
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
$function$;
revoke execute on function public.admin_list_certificates(text,integer,integer) from anon, public;

-- public.get_profile_stats()
CREATE OR REPLACE FUNCTION public.get_profile_stats()
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid := private.require_active_user();
begin
  return json_build_object(
    'courses', (select count(*) from public.enrollments e where e.user_id = v_user),
    'study_seconds', private.study_seconds(v_user),
    'certificates', (select count(*) from public.certificates ce where ce.user_id = v_user and ce.revoked_at is null)
  );
end;
$function$;
revoke execute on function public.get_profile_stats() from anon, public;

-- public.issue_certificate(p_user_id uuid, p_course_id uuid, p_reason text)
CREATE OR REPLACE FUNCTION public.issue_certificate(p_user_id uuid, p_course_id uuid, p_reason text DEFAULT NULL::text)
 RETURNS public.certificates
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.issue_certificate(uuid,uuid,text) from anon, public;
comment on function public.issue_certificate(uuid,uuid,text) is 'Administrators issue a certificate by hand: the course must have lessons; a reason is required unless the student completed it.';

-- public.revoke_certificate(p_certificate_id uuid, p_reason text)
CREATE OR REPLACE FUNCTION public.revoke_certificate(p_certificate_id uuid, p_reason text)
 RETURNS public.certificates
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.revoke_certificate(uuid,text) from anon, public;
comment on function public.revoke_certificate(uuid,text) is 'Administrators revoke a certificate with a reason; its public page then says it was revoked, and when.';

-- public.set_course_requirements(p_course_id uuid, p_quizzes boolean, p_practice_exam boolean, p_watching boolean, p_exercises boolean)
CREATE OR REPLACE FUNCTION public.set_course_requirements(p_course_id uuid, p_quizzes boolean, p_practice_exam boolean, p_watching boolean, p_exercises boolean DEFAULT false)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid := private.require_assessment_author(p_course_id);
begin
  perform 1 from public.courses c where c.id = p_course_id for update;
  if coalesce(p_practice_exam, false)
     and not exists (select 1 from public.practice_exams pe where pe.course_id = p_course_id and pe.published) then
    perform private.raise_api_error('practice_exam_not_published');
  end if;
  update public.courses c
     set requires_quizzes = coalesce(p_quizzes, false),
         requires_practice_exam = coalesce(p_practice_exam, false),
         requires_watching = coalesce(p_watching, false),
         requires_exercises = coalesce(p_exercises, false)
   where c.id = p_course_id;

  -- Fewer requirements: the students who completed the course and now meet them get
  -- their certificate now.
  insert into public.certificates (user_id, course_id)
  select e.user_id, e.course_id
  from public.enrollments e
  where e.course_id = p_course_id and e.completed
    and not exists (select 1 from public.certificates ce where ce.user_id = e.user_id and ce.course_id = e.course_id)
    and cardinality(private.certificate_requirements_missing(e.user_id, e.course_id)) = 0
  on conflict (user_id, course_id) do nothing;

  return jsonb_build_object(
    'quizzes', coalesce(p_quizzes, false),
    'practice_exam', coalesce(p_practice_exam, false),
    'watching', coalesce(p_watching, false),
    'exercises', coalesce(p_exercises, false)
  );
end;
$function$;
revoke execute on function public.set_course_requirements(uuid,boolean,boolean,boolean,boolean) from anon, public;
grant execute on function public.set_course_requirements(uuid,boolean,boolean,boolean,boolean) to authenticated, service_role;

-- public.verify_certificate(p_code text)
CREATE OR REPLACE FUNCTION public.verify_certificate(p_code text)
 RETURNS json
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select json_build_object(
    'verification_code', ce.verification_code,
    'holder_name', ce.holder_name,
    'course_title', ce.title,
    'workload_minutes', ce.workload_minutes,
    'syllabus', ce.syllabus,
    'issued_on', ce.issued_on,
    'revoked_on', ce.revoked_on,
    'requirements', json_build_object(
      'quizzes', ce.required_quizzes,
      'practice_exam', ce.required_practice_exam,
      'watching', ce.required_watching,
      'exercises', ce.required_exercises
    ),
    'quiz_average_percent', ce.quiz_average_percent,
    'practice_exam_best_score', ce.practice_exam_best_score
  )
  from public.certificates ce
  where ce.verification_code = private.normalize_certificate_code(p_code);
$function$;
revoke execute on function public.verify_certificate(text) from public;
comment on function public.verify_certificate(text) is 'The public fields of the certificate with exactly this (normalised) code, or null.';

-- ================================================================================================
-- Triggers
-- ================================================================================================

CREATE TRIGGER courses_prevent_deleting_certified BEFORE DELETE ON public.courses FOR EACH ROW EXECUTE FUNCTION private.prevent_deleting_certified_course();

CREATE TRIGGER certificates_refuse_changes BEFORE UPDATE ON public.certificates FOR EACH ROW EXECUTE FUNCTION private.refuse_certificate_changes();

CREATE TRIGGER certificates_require_grounds BEFORE INSERT ON public.certificates FOR EACH ROW EXECUTE FUNCTION private.require_certificate_grounds();

-- ================================================================================================
-- Policies
-- ================================================================================================

create policy "Active owners and administrators can read certificates" on public.certificates
  for select to authenticated
  using ((((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_active_user() AS is_active_user)) OR ( SELECT private.is_admin() AS is_admin)));

-- ================================================================================================
-- Grants
-- ================================================================================================

-- public.certificates
revoke all on table public.certificates from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.certificates from authenticated;
