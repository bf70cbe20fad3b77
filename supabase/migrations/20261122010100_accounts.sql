-- =============================================================================
-- Trilha Cloud — accounts: profiles, roles, sensitive data, teacher records
-- =============================================================================
-- Every user-owned row points at public.profiles(id) (which itself points at
-- auth.users(id) with ON DELETE CASCADE). Two reasons:
--   * deleting the auth user (LGPD erasure) removes all of their data in one go;
--   * the Data API can embed the profile (id, full_name, email) from
--     enrollments, certificates, user_roles, teacher_docs and teacher_courses.
-- =============================================================================


-- -----------------------------------------------------------------------------
-- profiles — one row per auth user, created by the sign-up trigger below.
-- Owners read their row and update contact/address columns; administrators read
-- all rows. is_active is changed only through public.set_user_active().
-- -----------------------------------------------------------------------------
create table public.profiles (
  id              uuid primary key references auth.users (id) on delete cascade,
  full_name       text check (char_length(full_name) <= 200),
  email           text check (char_length(email) <= 320),
  phone           text check (char_length(phone) <= 30),
  address_street  text check (char_length(address_street) between 3 and 200),
  address_number  text check (char_length(address_number) <= 20),
  address_city    text check (char_length(address_city) between 2 and 120),
  address_state   text check (address_state ~ '^[A-Za-z]{2}$'),
  -- CEP: 8 digits, optionally written 00000-000
  address_zipcode text check (address_zipcode ~ '^[0-9]{5}-?[0-9]{3}$'),
  is_active       boolean not null default true,
  created_at      timestamptz not null default now()
);
comment on table public.profiles is 'Public-facing account data of each user (contact and address). Personal data: owner and administrators only.';

-- The admin users screen lists newest first.
create index profiles_created_at_idx on public.profiles (created_at desc);

alter table public.profiles enable row level security;


-- -----------------------------------------------------------------------------
-- user_roles — exactly one role per user (user_id is the primary key).
-- Written only by the sign-up trigger and public.set_user_role(); the browser
-- can read its own row (the UI decides which dashboard to show).
-- -----------------------------------------------------------------------------
create table public.user_roles (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  role    public.app_role not null default 'aluno'
);
comment on table public.user_roles is 'The single role of each user. Source of truth for every authorisation decision.';

-- Counting/listing users by role (reports, teacher and certificate screens).
create index user_roles_role_idx on public.user_roles (role);

alter table public.user_roles enable row level security;


-- -----------------------------------------------------------------------------
-- sensitive_user_data — family income, kept apart from profiles (LGPD: collected
-- for a stated purpose, readable by the owner and administrators only).
-- A row exists only when the user gave an income at sign-up.
-- -----------------------------------------------------------------------------
create table public.sensitive_user_data (
  user_id       uuid primary key references public.profiles (id) on delete cascade,
  family_income numeric(12, 2) not null check (family_income >= 0),
  created_at    timestamptz not null default now()
);
comment on table public.sensitive_user_data is 'LGPD-sensitive data (family income). Owner and administrators only.';

alter table public.sensitive_user_data enable row level security;


-- -----------------------------------------------------------------------------
-- teacher_docs — teacher record (bio, specialization, status). Managed by
-- administrators (and the create-teacher function with the service role);
-- a teacher can read their own record.
-- -----------------------------------------------------------------------------
create table public.teacher_docs (
  id             uuid primary key default gen_random_uuid(),
  user_id        uuid not null unique references public.profiles (id) on delete cascade,
  bio            text check (char_length(bio) <= 5000),
  specialization text check (char_length(specialization) <= 200),
  status         public.teacher_status not null default 'ativo',
  created_at     timestamptz not null default now()
);
comment on table public.teacher_docs is 'Teacher record. A teacher whose status is not ativo loses access to course content.';

alter table public.teacher_docs enable row level security;


-- =============================================================================
-- Role helpers (security definer so they can read user_roles/profiles without
-- recursing into their RLS; empty search_path; callable by authenticated only
-- because policies run as the caller). They only ever answer about the caller
-- (auth.uid()), so calling them cannot reveal anyone else's role.
-- =============================================================================

-- True when the caller has a profile and it is active.
create function private.is_active_user()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
    where p.id = (select auth.uid()) and p.is_active
  );
$$;
comment on function private.is_active_user() is 'Caller has an active profile.';

-- True when the caller is active and holds p_role.
create function private.has_role(p_role public.app_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.user_roles r
    join public.profiles p on p.id = r.user_id
    where r.user_id = (select auth.uid())
      and r.role = p_role
      and p.is_active
  );
$$;
comment on function private.has_role(public.app_role) is 'Caller is active and has the given role (from user_roles only).';

-- Shorthand used by most policies. A deactivated administrator is not an administrator.
create function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.has_role('administrador');
$$;
comment on function private.is_admin() is 'Caller is an active administrador.';

-- For RPCs: the caller's id, or an error when signed out / deactivated.
create function private.require_active_user()
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
begin
  if v_user is null then
    raise exception 'not_authenticated' using errcode = '42501';
  end if;
  if not private.is_active_user() then
    raise exception 'account_inactive' using errcode = '42501';
  end if;
  return v_user;
end;
$$;
comment on function private.require_active_user() is 'RPC guard: returns auth.uid() or raises 42501 not_authenticated / account_inactive.';

-- For RPCs: the caller's id when they are an active administrador, else an error.
create function private.require_admin()
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_active_user();
begin
  if not private.is_admin() then
    raise exception 'admin_only' using errcode = '42501';
  end if;
  return v_user;
end;
$$;
comment on function private.require_admin() is 'RPC guard: returns auth.uid() of an active administrador or raises 42501 admin_only.';

revoke all on function private.is_active_user() from public, anon;
revoke all on function private.has_role(public.app_role) from public, anon;
revoke all on function private.is_admin() from public, anon;
revoke all on function private.require_active_user() from public, anon, authenticated;
revoke all on function private.require_admin() from public, anon, authenticated;
grant execute on function private.is_active_user() to authenticated;
grant execute on function private.has_role(public.app_role) to authenticated;
grant execute on function private.is_admin() to authenticated;


-- =============================================================================
-- Sign-up: every new auth user gets a profile and the role `aluno`, whatever
-- the client put in its metadata (threat 4). Only full_name and phone are read
-- from the metadata; the address and income are written by the user afterwards.
-- =============================================================================
create function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := new.raw_user_meta_data;
begin
  -- @supabase/lite on a Postgres backend stores the metadata as a JSON *string*
  -- holding the object; unwrap it. Anything unreadable counts as empty.
  if jsonb_typeof(meta) = 'string' then
    begin
      meta := (meta #>> '{}')::jsonb;
    exception when invalid_text_representation then
      meta := '{}';
    end;
  end if;
  if meta is null or jsonb_typeof(meta) <> 'object' then
    meta := '{}';
  end if;

  insert into public.profiles (id, email, full_name, phone)
  values (
    new.id,
    new.email,
    left(nullif(btrim(meta ->> 'full_name'), ''), 200),
    left(nullif(btrim(meta ->> 'phone'), ''), 30)
  )
  on conflict (id) do nothing;

  -- Never trust a role in the metadata: everybody starts as aluno.
  insert into public.user_roles (user_id, role)
  values (new.id, 'aluno')
  on conflict (user_id) do nothing;

  return new;
end;
$$;
comment on function private.handle_new_user() is 'Trigger on auth.users: creates profile + role aluno.';

-- Keep profiles.email in step when a user changes their e-mail through Auth.
create function private.sync_profile_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end;
$$;
comment on function private.sync_profile_email() is 'Trigger on auth.users: mirrors e-mail changes into profiles.';

revoke all on function private.handle_new_user() from public, anon, authenticated;
revoke all on function private.sync_profile_email() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row
  when (old.email is distinct from new.email)
  execute function private.sync_profile_email();


-- =============================================================================
-- Server-owned profile columns. The browser may change contact/address columns
-- of its own row (column grants below); id, email, is_active and created_at
-- only change through trusted code. The trigger repeats the column grants
-- because the local stack re-grants ALL at runtime (see foundation migration).
-- =============================================================================
create function private.guard_profile_columns()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and (
       new.id         is distinct from old.id
    or new.email      is distinct from old.email
    or new.is_active  is distinct from old.is_active
    or new.created_at is distinct from old.created_at
  ) then
    raise exception 'id, email, is_active and created_at of a profile are managed by the server'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke all on function private.guard_profile_columns() from public, anon, authenticated;

create trigger profiles_guard_columns
  before update on public.profiles
  for each row execute function private.guard_profile_columns();

create trigger sensitive_user_data_guard_created_at
  before insert or update on public.sensitive_user_data
  for each row execute function private.guard_created_at();

create trigger teacher_docs_guard_created_at
  before insert or update on public.teacher_docs
  for each row execute function private.guard_created_at();


-- =============================================================================
-- Grants (new public tables get ALL for anon/authenticated on Supabase:
-- revoke, then grant back exactly what the policies below allow).
-- =============================================================================
revoke all on public.profiles, public.user_roles, public.sensitive_user_data, public.teacher_docs
  from public, anon, authenticated;

grant select on public.profiles to authenticated;
grant update (full_name, phone, address_street, address_number, address_city, address_state, address_zipcode)
  on public.profiles to authenticated;

grant select on public.user_roles to authenticated;

grant select on public.sensitive_user_data to authenticated;
grant insert (user_id, family_income) on public.sensitive_user_data to authenticated;
grant update (family_income) on public.sensitive_user_data to authenticated;

grant select, delete on public.teacher_docs to authenticated;
grant insert (user_id, bio, specialization, status) on public.teacher_docs to authenticated;
grant update (bio, specialization, status) on public.teacher_docs to authenticated;


-- =============================================================================
-- Policies (anon has none on these tables: nothing here is public).
-- =============================================================================

-- profiles (a deactivated user still reads their own profile and role, so the
-- app can tell them why everything else is closed)
create policy "Owners and administrators can read profiles"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()));

create policy "Active users can update their own profile"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()) and (select private.is_active_user()))
  with check (id = (select auth.uid()));

-- user_roles (no write policies: roles change through set_user_role only)
create policy "Owners and administrators can read roles"
  on public.user_roles for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- sensitive_user_data
create policy "Active owners and administrators can read sensitive data"
  on public.sensitive_user_data for select to authenticated
  using (
    (user_id = (select auth.uid()) and (select private.is_active_user()))
    or (select private.is_admin())
  );

create policy "Active users can add their own sensitive data"
  on public.sensitive_user_data for insert to authenticated
  with check (user_id = (select auth.uid()) and (select private.is_active_user()));

create policy "Active users can update their own sensitive data"
  on public.sensitive_user_data for update to authenticated
  using (user_id = (select auth.uid()) and (select private.is_active_user()))
  with check (user_id = (select auth.uid()));

-- teacher_docs
create policy "Teachers and administrators can read teacher records"
  on public.teacher_docs for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

create policy "Administrators can add teacher records"
  on public.teacher_docs for insert to authenticated
  with check ((select private.is_admin()));

create policy "Administrators can update teacher records"
  on public.teacher_docs for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Administrators can delete teacher records"
  on public.teacher_docs for delete to authenticated
  using ((select private.is_admin()));
