-- =============================================================================
-- Trilha Cloud — consent to the Terms of Use and the Privacy Policy (LGPD)
-- =============================================================================
-- The sign-up form requires 'Li e aceito os Termos de Uso e a Política de
-- Privacidade'. The browser only says which version of the two documents it
-- showed (user metadata `terms_version`); the database decides the rest, in the
-- same transaction that creates the account:
--   * the version shown is the current one (private.current_terms_version()):
--     the sign-up trigger records the acceptance, with the server's clock;
--   * any other version (a page left open since before the documents changed,
--     or a made-up value): the sign-up is refused and no account is created;
--   * no version at all (accounts an administrator creates for teachers, the
--     local demo users): the account gets no consent row.
-- The Terms of Use and the Privacy Policy are published together under one
-- version. The app's copy of it is src/config/legal.ts (a test compares them);
-- publishing new documents means a migration replacing
-- private.current_terms_version() and the same change in that file.
--
-- consents: one row per user and version accepted. Owners read their own rows
-- (Meus dados); nothing writes them through the API (no grants, no write
-- policies). ON DELETE: profiles -> consents CASCADE (account deletion).
-- =============================================================================


-- -----------------------------------------------------------------------------
-- private.current_terms_version() — the version of the Terms of Use and the
-- Privacy Policy in force (the date they were published, YYYY-MM-DD).
-- -----------------------------------------------------------------------------
create function private.current_terms_version()
returns text
language sql
immutable
set search_path = ''
as $$
  select '2026-11-23';
$$;
comment on function private.current_terms_version() is
  'Version (publication date) of the Terms of Use and Privacy Policy in force; src/config/legal.ts has the same.';

-- Only the sign-up trigger (running as the owner) needs it.
revoke all on function private.current_terms_version() from public, anon, authenticated;


-- -----------------------------------------------------------------------------
-- consents
-- -----------------------------------------------------------------------------
create table public.consents (
  user_id       uuid not null references public.profiles (id) on delete cascade,
  terms_version text not null check (terms_version ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  accepted_at   timestamptz not null default now(),
  -- The primary key also serves the owner's lookups (user_id first).
  primary key (user_id, terms_version)
);
comment on table public.consents is
  'Acceptances of the Terms of Use and Privacy Policy: version and time, written by the sign-up trigger only.';

alter table public.consents enable row level security;

revoke all on public.consents from public, anon, authenticated;
grant select on public.consents to authenticated;

-- A deactivated user still reads their own rows, like their profile.
create policy "Owners can read their own consents"
  on public.consents for select to authenticated
  using (user_id = (select auth.uid()));


-- -----------------------------------------------------------------------------
-- Sign-up trigger: as before (profile with name and phone, role aluno whatever
-- the metadata says), plus the consent described above. The version is checked
-- before anything is written: a refusal aborts the Auth user's insert too.
-- -----------------------------------------------------------------------------
create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta            jsonb := new.raw_user_meta_data;
  v_terms_version text;
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

  v_terms_version := nullif(btrim(meta ->> 'terms_version'), '');
  if v_terms_version is not null and v_terms_version <> private.current_terms_version() then
    raise exception 'terms_version_outdated'
      using errcode = 'P0001',
            detail = format('Accepted %s, in force %s.', left(v_terms_version, 40), private.current_terms_version());
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

  if v_terms_version is not null then
    insert into public.consents (user_id, terms_version)
    values (new.id, v_terms_version)
    on conflict (user_id, terms_version) do nothing;
  end if;

  return new;
end;
$$;
comment on function private.handle_new_user() is
  'Trigger on auth.users: creates profile + role aluno, and records the consent to the current terms.';
