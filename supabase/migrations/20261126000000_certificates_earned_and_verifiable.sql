-- =============================================================================
-- Trilha Cloud — certificates worth sharing: earned on completion, fixed at
-- issue time, verifiable by anyone holding the code
-- =============================================================================
-- What changes:
--
-- 1. A certificate holds a snapshot, taken when it is issued, so later edits of
--    the course or the profile never change what it says:
--      title             the course title (as before)
--      holder_name       the student's full name
--      workload_minutes  the course's total_hours (× 60), or the sum of its lesson
--                        minutes when total_hours is empty or 0 (shown as pt-BR
--                        hours by the app: '10h', '1h30')
--      syllabus          the titles of the course's modules that have lessons, in
--                        course order
--      issued_on         the issue date in São Paulo (issued_at stays the moment)
--    private.fill_certificate_snapshot() (BEFORE INSERT) computes every field from
--    the database, whatever the inserting code passed; a certificate never changes
--    afterwards (BEFORE UPDATE refuses). Certificates issued before this migration
--    get their snapshot from today's data (their title stays the one they had).
--
-- 2. Earned on completion: when an enrolment becomes complete (every lesson done;
--    complete_lesson(), or refresh_course_progress() after lessons were removed),
--    the same transaction issues the certificate (AFTER trigger on enrollments,
--    ON CONFLICT DO NOTHING on (user_id, course_id)): once per student and
--    course, whatever the number of parallel completions, never revoked (a course
--    that later gains lessons leaves the certificate alone). Enrolments already
--    complete get theirs now. issue_certificate() (admin, special cases) is
--    unchanged and goes through the same snapshot and the same unique key: a
--    duplicate is 23505 ('Este aluno já possui certificado para este curso').
--
-- 3. Reading a certificate publicly: one narrow RPC, by exact code.
--      verify_certificate(p_code text) -> json | null          (anon, authenticated)
--        {verification_code, holder_name, course_title, workload_minutes,
--         syllabus, issued_on}   — the fields the certificate shows, nothing else
--        (no ids, no e-mail, no phone). null when the code is unknown or is not a
--        code at all: the answer says nothing about similar codes.
--    The code is normalised by private.normalize_certificate_code() (the app's
--    src/lib/certificate-code.ts does the same): case, spaces, dashes and other
--    separators ignored, an optional 'TC' prefix, Crockford's reading of the
--    look-alikes (I and L as 1, O as 0); more than 64 characters is no code.
--    Then an exact match on the unique index: no pattern, no prefix search, no
--    listing. The certificates table itself stays readable by its owner and
--    administrators only (RLS, 20261122010400).
--    Security definer and executable by anon on purpose: visitors (an employer
--    following a link) have no session. It is the one function anon may execute;
--    the lint tests list it as a reviewed exception.
--
-- 4. export_my_data(): the certificates group gains the snapshot fields.
-- =============================================================================


-- -----------------------------------------------------------------------------
-- 1. Snapshot columns, filled for the certificates that exist
-- -----------------------------------------------------------------------------
alter table public.certificates
  add column holder_name      text,
  add column workload_minutes integer,
  add column syllabus         text[],
  add column issued_on        date;

comment on column public.certificates.title is 'The course title when the certificate was issued.';
comment on column public.certificates.holder_name is 'The student''s full name when the certificate was issued.';
comment on column public.certificates.workload_minutes is 'Workload when issued: the course''s total_hours in minutes, or the sum of its lesson minutes.';
comment on column public.certificates.syllabus is 'Titles of the course''s modules (with lessons) when issued, in course order.';
comment on column public.certificates.issued_on is 'Issue date in America/Sao_Paulo (issued_at is the moment).';

-- What a certificate for this user and course says, from today's data.
create function private.certificate_holder_name(p_user_id uuid)
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select nullif(btrim(p.full_name), '') from public.profiles p where p.id = p_user_id),
    'Nome não informado'
  );
$$;

create function private.certificate_workload_minutes(p_course_id uuid)
returns integer
language sql
stable
set search_path = ''
as $$
  select coalesce(round(nullif(c.total_hours, 0) * 60)::integer, c.total_minutes)
  from public.courses c
  where c.id = p_course_id;
$$;

create function private.certificate_syllabus(p_course_id uuid)
returns text[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(m.title order by m.order_index, m.created_at, m.id), '{}')
  from public.course_modules m
  where m.course_id = p_course_id and m.lesson_count > 0;
$$;

create function private.sao_paulo_date(p_moment timestamptz)
returns date
language sql
stable
set search_path = ''
as $$
  select (p_moment at time zone 'America/Sao_Paulo')::date;
$$;

update public.certificates ce
   set holder_name      = private.certificate_holder_name(ce.user_id),
       workload_minutes = coalesce(private.certificate_workload_minutes(ce.course_id), 0),
       syllabus         = private.certificate_syllabus(ce.course_id),
       issued_on        = private.sao_paulo_date(ce.issued_at);

alter table public.certificates
  alter column holder_name set not null,
  alter column workload_minutes set not null,
  alter column syllabus set not null,
  alter column issued_on set not null,
  add constraint certificates_holder_name_check check (holder_name ~ '[^[:space:]]'),
  add constraint certificates_workload_minutes_check check (workload_minutes >= 0),
  add constraint certificates_syllabus_check check (coalesce(array_ndims(syllabus), 1) = 1);


-- -----------------------------------------------------------------------------
-- Every insert takes the snapshot; nothing changes a certificate afterwards.
-- -----------------------------------------------------------------------------
create function private.fill_certificate_snapshot()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_title text;
begin
  select c.title into v_title from public.courses c where c.id = new.course_id;
  if not found then
    return new;  -- the foreign key refuses the row
  end if;
  new.title            := v_title;
  new.holder_name      := private.certificate_holder_name(new.user_id);
  new.workload_minutes := private.certificate_workload_minutes(new.course_id);
  new.syllabus         := private.certificate_syllabus(new.course_id);
  new.issued_at        := coalesce(new.issued_at, now());
  new.issued_on        := private.sao_paulo_date(new.issued_at);
  return new;
end;
$$;

create function private.refuse_certificate_changes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'a certificate never changes once issued' using errcode = '42501';
end;
$$;

create trigger certificates_fill_snapshot
  before insert on public.certificates
  for each row execute function private.fill_certificate_snapshot();

create trigger certificates_refuse_changes
  before update on public.certificates
  for each row execute function private.refuse_certificate_changes();


-- -----------------------------------------------------------------------------
-- 2. Earned on completion (same transaction as the completion)
-- -----------------------------------------------------------------------------
create function private.issue_certificate_on_completion()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.completed and (tg_op = 'INSERT' or not old.completed) then
    insert into public.certificates (user_id, course_id)
    values (new.user_id, new.course_id)
    on conflict (user_id, course_id) do nothing;
  end if;
  return null;
end;
$$;

create trigger enrollments_issue_certificate
  after insert or update of completed on public.enrollments
  for each row execute function private.issue_certificate_on_completion();

-- Enrolments completed before certificates were earned automatically.
insert into public.certificates (user_id, course_id)
select e.user_id, e.course_id
from public.enrollments e
where e.completed
on conflict (user_id, course_id) do nothing;


-- -----------------------------------------------------------------------------
-- 3. Verification by code
-- -----------------------------------------------------------------------------
-- 'tc-7k2m 9qx4-hz8b', 'TC7K2M9QX4HZ8B', '7K2M-9QX4-HZ8B' -> 'TC-7K2M9QX4HZ8B';
-- anything that does not spell 12 characters of the code alphabet -> null.
create function private.normalize_certificate_code(p_code text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when body ~ '^[0-9A-HJKMNP-TV-Z]{12}$' then 'TC-' || body end
  from (
    select case when length(compact) = 14 and left(compact, 2) = 'TC' then substr(compact, 3)
                else compact end as body
    from (
      select translate(upper(regexp_replace(p_code, '[^0-9A-Za-z]', '', 'g')), 'ILO', '110') as compact
      where length(p_code) <= 64
    ) typed
  ) parts;
$$;
comment on function private.normalize_certificate_code(text) is
  'A typed certificate code in its stored form (TC-XXXXXXXXXXXX), or null when it cannot be one.';

create function public.verify_certificate(p_code text)
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
    'issued_on', ce.issued_on
  )
  from public.certificates ce
  where ce.verification_code = private.normalize_certificate_code(p_code);
$$;
comment on function public.verify_certificate(text) is
  'The public fields of the certificate with exactly this (normalised) code, or null.';

-- 'Meus certificados': the owner's certificates, newest first, a page at a time.
create index certificates_user_id_issued_at_idx on public.certificates (user_id, issued_at desc, id desc);


-- -----------------------------------------------------------------------------
-- 4. The export carries what the certificate says
-- -----------------------------------------------------------------------------
create or replace function private.my_data_certificates(p_user uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'curso_id', ce.course_id,
           'titulo', ce.title,
           'codigo_de_verificacao', ce.verification_code,
           'emitido_em', ce.issued_at,
           'nome_no_certificado', ce.holder_name,
           'carga_horaria_minutos', ce.workload_minutes,
           'conteudo_programatico', to_jsonb(ce.syllabus),
           'data_de_emissao', ce.issued_on
         ) order by ce.issued_at desc, ce.id), '[]'::jsonb)
  from public.certificates ce
  where ce.user_id = p_user;
$$;


-- =============================================================================
-- EXECUTE
-- =============================================================================
-- Triggers and snapshot helpers: nobody calls them directly (security definer
-- functions and triggers run them as their owner).
revoke all on function
  private.certificate_holder_name(uuid),
  private.certificate_workload_minutes(uuid),
  private.certificate_syllabus(uuid),
  private.sao_paulo_date(timestamptz),
  private.fill_certificate_snapshot(),
  private.refuse_certificate_changes(),
  private.issue_certificate_on_completion(),
  private.normalize_certificate_code(text),
  private.my_data_certificates(uuid)
from public, anon, authenticated;

-- The one public reader: visitors and signed-in users alike.
revoke all on function public.verify_certificate(text) from public;
grant execute on function public.verify_certificate(text) to anon, authenticated;
