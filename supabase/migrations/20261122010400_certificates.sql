-- =============================================================================
-- Trilha Cloud — certificates
-- =============================================================================
-- Issued by an administrador through public.issue_certificate() only, once per
-- student and course (unique → 23505, UI: 'Este aluno já possui certificado
-- para este curso'). Never revoked. Each carries a random verification code
-- (pricing FAQ promise) and the course title at the time of issue.
--
-- ON DELETE:
--   courses  -> certificates RESTRICT: a course with certificates cannot be
--               deleted (a trigger explains it in Portuguese); deactivate it.
--   profiles -> certificates CASCADE: erasing an account (LGPD) wins over
--               keeping its certificates.
-- =============================================================================


-- 'TC-' + 12 characters of Crockford base32 (no I, L, O, U): 60 random bits
-- taken from the 12 fully random bytes of a v4 UUID (core gen_random_uuid(),
-- which uses a cryptographically strong source; no pgcrypto needed).
-- EXECUTE stays with PUBLIC: it is the column default, evaluated with the
-- privileges of whoever inserts (only trusted code does).
create function private.new_certificate_code()
returns text
language sql
volatile
set search_path = ''
as $$
  select 'TC-' || string_agg(
           substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (get_byte(r.bytes, i.pos) % 32) + 1, 1),
           '' order by i.ord)
  from (select uuid_send(gen_random_uuid()) as bytes) r
  cross join unnest(array[0, 1, 2, 3, 4, 5, 7, 9, 10, 11, 12, 13]) with ordinality as i(pos, ord);
$$;
comment on function private.new_certificate_code() is 'Random certificate verification code, e.g. TC-7K2M9QX4HZ8B.';


create table public.certificates (
  id                uuid primary key default gen_random_uuid(),
  user_id           uuid not null references public.profiles (id) on delete cascade,
  course_id         uuid not null references public.courses (id) on delete restrict,
  title             text not null check (title ~ '[^[:space:]]'),
  verification_code text not null unique default private.new_certificate_code()
                    check (verification_code ~ '^TC-[0-9A-Z]{12}$'),
  issued_at         timestamptz not null default now(),
  constraint certificates_user_id_course_id_key unique (user_id, course_id)
);
comment on table public.certificates is 'Course certificates. Issued by administrators via issue_certificate(); never revoked.';

create index certificates_course_id_idx on public.certificates (course_id);

alter table public.certificates enable row level security;


-- A friendlier error than the raw foreign key violation when an administrator
-- deletes a course that has certificates (shown as the backend message).
create function private.prevent_deleting_certified_course()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.certificates c where c.course_id = old.id) then
    raise exception 'Não é possível excluir um curso com certificados emitidos. Desative o curso.'
      using errcode = '23503';
  end if;
  return old;
end;
$$;
revoke all on function private.prevent_deleting_certified_course() from public, anon, authenticated;

create trigger courses_prevent_deleting_certified
  before delete on public.courses
  for each row execute function private.prevent_deleting_certified_course();


revoke all on public.certificates from public, anon, authenticated;
grant select on public.certificates to authenticated;

create policy "Active owners and administrators can read certificates"
  on public.certificates for select to authenticated
  using (
    (user_id = (select auth.uid()) and (select private.is_active_user()))
    or (select private.is_admin())
  );
