-- =============================================================================
-- Trilha Cloud — every account has an origin; self sign-ups need the terms in
-- force; a newer version of the terms is accepted again by a narrow RPC
-- =============================================================================
-- Why and how: docs/rules/accounts-and-consent.md.
--
-- profiles.account_origin
--     'cadastro'      the person signed up on the site (a consent row exists);
--     'administrador' an administrador created it (create-teacher);
--     'demonstracao'  the local demo data (supabase/seed.sql).
--     Only the sign-up trigger sets it: the browser has no grant on it and the
--     column guard refuses a change by anon/authenticated.
--
-- private.account_origin_reservations
--     Trusted code that is about to create an Auth user (create-teacher with
--     the service role, the seed as superuser) reserves the e-mail with an
--     origin first. The trigger spends the reservation; without one, the new
--     account is a self sign-up. A reservation expires after 5 minutes.
--
-- Self sign-up rules (the trigger; nothing is created when it refuses):
--     no terms_version          PT422 terms_version_missing
--     not the version in force  PT422 terms_version_outdated
--     Auth answers an error raised here with a 500; the browser gets a 422
--     from what asks the same rule first: hosted Auth's before-user-created
--     hook (20261128040200_sign_up_refusal_hook.sql) and, on the local
--     stacks, scripts/lib/sign-up-refusal.mjs.
--
-- reserve_account_origin(p_email text, p_origin text) -> void   (service_role)
-- sign_up_refusal(p_email text, p_terms_version text) -> text   (service_role)
--     The refusal the trigger would raise for this sign-up, or null.
-- accept_current_terms(p_terms_version text) -> void            (authenticated)
--     Records the caller's acceptance of the version in force. Only ever for
--     auth.uid(); works for a deactivated account too (it only adds a consent).
--     42501 not_authenticated                   no signed-in user
--     P0001 terms_version_outdated (400)        not the version in force
-- =============================================================================


-- -----------------------------------------------------------------------------
-- profiles.account_origin
-- -----------------------------------------------------------------------------
alter table public.profiles
  add column account_origin text not null default 'cadastro'
    check (account_origin in ('cadastro', 'administrador', 'demonstracao'));
comment on column public.profiles.account_origin is
  'How the account was created: cadastro (self sign-up, with consent), administrador (create-teacher) or demonstracao (local seed).';

-- Accounts from before: a teacher without any consent was created by an administrador.
update public.profiles p
   set account_origin = 'administrador'
 where exists (select 1 from public.teacher_docs d where d.user_id = p.id)
   and not exists (select 1 from public.consents c where c.user_id = p.id);

create or replace function private.guard_profile_columns()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and (
       new.id                   is distinct from old.id
    or new.email                is distinct from old.email
    or new.is_active            is distinct from old.is_active
    or new.created_at           is distinct from old.created_at
    or new.unread_notifications is distinct from old.unread_notifications
    or new.account_origin       is distinct from old.account_origin
  ) then
    raise exception 'id, email, is_active, created_at, unread_notifications and account_origin of a profile are managed by the server'
      using errcode = '42501';
  end if;
  return new;
end;
$$;


-- -----------------------------------------------------------------------------
-- Reservations of an origin for an e-mail about to get an account.
-- -----------------------------------------------------------------------------
create table private.account_origin_reservations (
  email      text primary key check (email = lower(btrim(email)) and char_length(email) <= 320),
  origin     text not null check (origin in ('administrador', 'demonstracao')),
  expires_at timestamptz not null
);
comment on table private.account_origin_reservations is
  'E-mails trusted code is about to create an Auth user for, with the origin the account gets.';
revoke all on private.account_origin_reservations from public, anon, authenticated;

create function public.reserve_account_origin(p_email text, p_origin text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_email is null or p_origin is null or p_origin not in ('administrador', 'demonstracao') then
    perform private.raise_api_error('invalid_account_origin');
  end if;
  delete from private.account_origin_reservations r where r.expires_at <= now();
  insert into private.account_origin_reservations (email, origin, expires_at)
  values (lower(btrim(p_email)), p_origin, now() + interval '5 minutes')
  on conflict (email) do update set origin = excluded.origin, expires_at = excluded.expires_at;
end;
$$;
revoke all on function public.reserve_account_origin(text, text) from public, anon, authenticated;
grant execute on function public.reserve_account_origin(text, text) to service_role;


-- -----------------------------------------------------------------------------
-- Why a self sign-up with this version is refused (null: it is accepted).
-- -----------------------------------------------------------------------------
create function private.self_sign_up_refusal(p_terms_version text)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when nullif(btrim(p_terms_version), '') is null then 'terms_version_missing'
    when btrim(p_terms_version) <> private.current_terms_version() then 'terms_version_outdated'
  end;
$$;
revoke all on function private.self_sign_up_refusal(text) from public, anon, authenticated;

-- Asked before the account is created, so the refusal can be a 422 (Auth answers a trigger's
-- error with a 500): by the local stacks' gateway in front of @supabase/lite
-- (scripts/lib/sign-up-refusal.mjs) and by hosted Auth's before-user-created hook. Service role only: it tells whether an e-mail is reserved.
create function public.sign_up_refusal(p_email text, p_terms_version text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when exists (
      select 1 from private.account_origin_reservations r
      where r.email = lower(btrim(p_email)) and r.expires_at > now()
    ) then null
    else private.self_sign_up_refusal(p_terms_version)
  end;
$$;
revoke all on function public.sign_up_refusal(text, text) from public, anon, authenticated;
grant execute on function public.sign_up_refusal(text, text) to service_role;


-- -----------------------------------------------------------------------------
-- Sign-up trigger: profile, role aluno, origin, and (self sign-up) the consent.
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
  v_origin        text;
  v_refusal       text;
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

  delete from private.account_origin_reservations r
   where r.email = lower(btrim(new.email)) and r.expires_at > now()
  returning r.origin into v_origin;

  v_terms_version := nullif(btrim(meta ->> 'terms_version'), '');
  if v_origin is null then
    v_refusal := private.self_sign_up_refusal(v_terms_version);
    if v_refusal is not null then
      raise exception '%', v_refusal
        using errcode = 'PT422',
              detail = format('Accepted %s, in force %s.', coalesce(left(v_terms_version, 40), 'none'),
                              private.current_terms_version());
    end if;
  end if;

  insert into public.profiles (id, email, full_name, phone, account_origin)
  values (
    new.id,
    new.email,
    left(nullif(btrim(meta ->> 'full_name'), ''), 200),
    left(nullif(btrim(meta ->> 'phone'), ''), 30),
    coalesce(v_origin, 'cadastro')
  )
  on conflict (id) do nothing;

  -- Never trust a role in the metadata: everybody starts as aluno.
  insert into public.user_roles (user_id, role)
  values (new.id, 'aluno')
  on conflict (user_id) do nothing;

  -- Accounts made by trusted code record no consent: the person never saw the form.
  if v_origin is null then
    insert into public.consents (user_id, terms_version)
    values (new.id, v_terms_version)
    on conflict (user_id, terms_version) do nothing;
  end if;

  return new;
end;
$$;
comment on function private.handle_new_user() is
  'Trigger on auth.users: profile (with its origin), role aluno, and for self sign-ups the consent to the terms in force (refused otherwise).';


-- -----------------------------------------------------------------------------
-- accept_current_terms: the caller accepts the version in force.
-- -----------------------------------------------------------------------------
create function public.accept_current_terms(p_terms_version text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
begin
  if v_user is null or not exists (select 1 from public.profiles p where p.id = v_user) then
    raise exception 'not_authenticated' using errcode = '42501';
  end if;
  if p_terms_version is distinct from private.current_terms_version() then
    perform private.raise_api_error('terms_version_outdated');
  end if;
  insert into public.consents (user_id, terms_version)
  values (v_user, p_terms_version)
  on conflict (user_id, terms_version) do nothing;
end;
$$;
revoke all on function public.accept_current_terms(text) from public, anon;
grant execute on function public.accept_current_terms(text) to authenticated;
