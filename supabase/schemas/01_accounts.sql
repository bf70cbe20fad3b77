-- Accounts: profiles, sensitive data, roles, consents, sign-up and account origin; the triggers on Auth's users.
-- The database as it is now: edit here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database-changes.md).

-- Function bodies are checked when they run, not here: files apply in order, and a body may read
-- a table a later file declares.
set check_function_bodies = off;

-- ================================================================================================
-- Functions the tables below use (checks, defaults, indexes)
-- ================================================================================================

-- private.profile_search_document(p_full_name text, p_email text)
CREATE OR REPLACE FUNCTION private.profile_search_document(p_full_name text, p_email text)
 RETURNS tsvector
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE COST 1000
 SET search_path TO ''
AS $function$
  select private.search_document(coalesce(p_full_name, '') || ' ' || coalesce(p_email, ''));
$function$;
comment on function private.profile_search_document(text,text) is 'A person''s name and e-mail as one search document (indexed on public.profiles).';

-- ================================================================================================
-- Tables
-- ================================================================================================

-- public.profiles --------------------------------------------------------------------------------
-- Public-facing account data of each user (contact and address). Personal data: owner and administrators only.
create table public.profiles (
  id uuid not null,
  full_name text,
  email text,
  phone text,
  address_street text,
  address_number text,
  address_city text,
  address_state text,
  address_zipcode text,
  is_active boolean default true not null,
  created_at timestamp with time zone default now() not null,
  unread_notifications integer default 0 not null,
  account_origin text default 'cadastro'::text not null,
  constraint profiles_account_origin_check CHECK (account_origin = ANY (ARRAY['cadastro'::text, 'administrador'::text, 'demonstracao'::text])),
  constraint profiles_address_city_check CHECK (char_length(address_city) >= 2 AND char_length(address_city) <= 120),
  constraint profiles_address_number_check CHECK (char_length(address_number) <= 20),
  constraint profiles_address_state_check CHECK (address_state ~ '^[A-Za-z]{2}$'::text),
  constraint profiles_address_street_check CHECK (char_length(address_street) >= 3 AND char_length(address_street) <= 200),
  constraint profiles_address_zipcode_check CHECK (address_zipcode ~ '^[0-9]{5}-?[0-9]{3}$'::text),
  constraint profiles_email_check CHECK (char_length(email) <= 320),
  constraint profiles_full_name_check CHECK (char_length(full_name) <= 200),
  constraint profiles_id_fkey FOREIGN KEY (id) REFERENCES auth.users(id) ON DELETE CASCADE,
  constraint profiles_phone_check CHECK (char_length(phone) <= 30),
  constraint profiles_pkey PRIMARY KEY (id),
  constraint profiles_unread_notifications_check CHECK (unread_notifications >= 0)
);
alter table public.profiles enable row level security;
CREATE INDEX profiles_created_at_id_idx ON public.profiles USING btree (created_at DESC, id DESC);
CREATE INDEX profiles_search_idx ON public.profiles USING gin (private.profile_search_document(full_name, email));
comment on table public.profiles is 'Public-facing account data of each user (contact and address). Personal data: owner and administrators only.';
comment on column public.profiles.unread_notifications is 'Unread in-app notifications of this person; kept by triggers on public.notifications (the account menu''s badge).';
comment on column public.profiles.account_origin is 'How the account was created: cadastro (self sign-up, with consent), administrador (create-teacher) or demonstracao (local seed).';

-- public.sensitive_user_data ---------------------------------------------------------------------
-- LGPD-sensitive data (family income). Owner and administrators only.
create table public.sensitive_user_data (
  user_id uuid not null,
  family_income numeric(12,2) not null,
  created_at timestamp with time zone default now() not null,
  constraint sensitive_user_data_family_income_check CHECK (family_income >= 0::numeric),
  constraint sensitive_user_data_pkey PRIMARY KEY (user_id),
  constraint sensitive_user_data_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE
);
alter table public.sensitive_user_data enable row level security;
comment on table public.sensitive_user_data is 'LGPD-sensitive data (family income). Owner and administrators only.';

-- public.user_roles ------------------------------------------------------------------------------
-- The single role of each user. Source of truth for every authorisation decision.
create table public.user_roles (
  user_id uuid not null,
  role public.app_role default 'aluno'::public.app_role not null,
  constraint user_roles_pkey PRIMARY KEY (user_id),
  constraint user_roles_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE
);
alter table public.user_roles enable row level security;
CREATE INDEX user_roles_role_idx ON public.user_roles USING btree (role);
comment on table public.user_roles is 'The single role of each user. Source of truth for every authorisation decision.';

-- public.consents --------------------------------------------------------------------------------
-- Acceptances of the Terms of Use and Privacy Policy: version and time, written by the sign-up trigger only.
create table public.consents (
  user_id uuid not null,
  terms_version text not null,
  accepted_at timestamp with time zone default now() not null,
  constraint consents_pkey PRIMARY KEY (user_id, terms_version),
  constraint consents_terms_version_check CHECK (terms_version ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'::text),
  constraint consents_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE
);
alter table public.consents enable row level security;
comment on table public.consents is 'Acceptances of the Terms of Use and Privacy Policy: version and time, written by the sign-up trigger only.';

-- private.account_origin_reservations ------------------------------------------------------------
-- E-mails trusted code is about to create an Auth user for, with the origin the account gets.
create table private.account_origin_reservations (
  email text not null,
  origin text not null,
  expires_at timestamp with time zone not null,
  constraint account_origin_reservations_email_check CHECK (email = lower(btrim(email)) AND char_length(email) <= 320),
  constraint account_origin_reservations_origin_check CHECK (origin = ANY (ARRAY['administrador'::text, 'demonstracao'::text])),
  constraint account_origin_reservations_pkey PRIMARY KEY (email)
);
comment on table private.account_origin_reservations is 'E-mails trusted code is about to create an Auth user for, with the origin the account gets.';

-- private.sign_up_tickets ------------------------------------------------------------------------
-- One-time tickets that let a new account store its sign-up details before it has a session.
create table private.sign_up_tickets (
  user_id uuid not null,
  ticket_hash text not null,
  expires_at timestamp with time zone not null,
  constraint sign_up_tickets_pkey PRIMARY KEY (user_id),
  constraint sign_up_tickets_ticket_hash_check CHECK (ticket_hash ~ '^[0-9a-f]{64}$'::text),
  constraint sign_up_tickets_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);
comment on table private.sign_up_tickets is 'One-time tickets that let a new account store its sign-up details before it has a session.';

-- ================================================================================================
-- Functions
-- ================================================================================================

-- private.certificate_holder_name(p_user_id uuid)
CREATE OR REPLACE FUNCTION private.certificate_holder_name(p_user_id uuid)
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(
    (select nullif(btrim(p.full_name), '') from public.profiles p where p.id = p_user_id),
    'Nome não informado'
  );
$function$;
revoke execute on function private.certificate_holder_name(uuid) from public;

-- private.cpf_is_valid(p_cpf text)
CREATE OR REPLACE FUNCTION private.cpf_is_valid(p_cpf text)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
declare
  v_digits int[];
  v_sum    int;
  v_check  int;
begin
  if p_cpf is null or p_cpf !~ '^[0-9]{11}$' or p_cpf ~ '^(.)\1{10}$' then
    return false;
  end if;
  v_digits := array(select substr(p_cpf, i, 1)::int from generate_series(1, 11) i);
  v_sum := 0;
  for i in 1..9 loop v_sum := v_sum + v_digits[i] * (11 - i); end loop;
  v_check := (v_sum * 10) % 11 % 10;
  if v_check <> v_digits[10] then return false; end if;
  v_sum := 0;
  for i in 1..10 loop v_sum := v_sum + v_digits[i] * (12 - i); end loop;
  v_check := (v_sum * 10) % 11 % 10;
  return v_check = v_digits[11];
end;
$function$;
revoke execute on function private.cpf_is_valid(text) from public;
comment on function private.cpf_is_valid(text) is 'An 11-digit CPF whose two check digits are right (and not one digit repeated).';

-- private.current_terms_version()
CREATE OR REPLACE FUNCTION private.current_terms_version()
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select '2026-12-03';
$function$;
revoke execute on function private.current_terms_version() from public;
comment on function private.current_terms_version() is 'Version (publication date) of the Terms of Use and Privacy Policy in force; src/config/legal.ts has the same.';

-- private.email_matches(p_email text, p_search_email text)
CREATE OR REPLACE FUNCTION private.email_matches(p_email text, p_search_email text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select p_search_email is null
      or pg_catalog.strpos(private.normalize_search_text(p_email), p_search_email) > 0;
$function$;
revoke execute on function private.email_matches(text,text) from public;
comment on function private.email_matches(text,text) is 'The e-mail contains the e-mail part of a search (see private.search_email).';

-- private.guard_profile_columns()
CREATE OR REPLACE FUNCTION private.guard_profile_columns()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if current_user in ('anon', 'authenticated') and (
       new.id                   is distinct from old.id
    or new.email                is distinct from old.email
    or new.is_active            is distinct from old.is_active
    or new.created_at           is distinct from old.created_at
    or new.unread_notifications is distinct from old.unread_notifications
    or new.account_origin       is distinct from old.account_origin
  ) then
    raise exception 'server_managed_columns' using errcode = '42501';
  end if;
  return new;
end;
$function$;
revoke execute on function private.guard_profile_columns() from public;

-- private.handle_new_user()
CREATE OR REPLACE FUNCTION private.handle_new_user()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function private.handle_new_user() from public;
comment on function private.handle_new_user() is 'Trigger on auth.users: profile (with its origin), role aluno, and for self sign-ups the consent to the terms in force (refused otherwise).';

-- private.has_role(p_role public.app_role)
CREATE OR REPLACE FUNCTION private.has_role(p_role public.app_role)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1
    from public.user_roles r
    join public.profiles p on p.id = r.user_id
    where r.user_id = (select auth.uid())
      and r.role = p_role
      and p.is_active
  );
$function$;
revoke execute on function private.has_role(public.app_role) from public;
grant execute on function private.has_role(public.app_role) to authenticated;
comment on function private.has_role(public.app_role) is 'Caller is active and has the given role (from user_roles only).';

-- private.is_active_user()
CREATE OR REPLACE FUNCTION private.is_active_user()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from public.profiles p
    where p.id = (select auth.uid()) and p.is_active
  );
$function$;
revoke execute on function private.is_active_user() from public;
grant execute on function private.is_active_user() to authenticated;
comment on function private.is_active_user() is 'Caller has an active profile.';

-- private.is_admin()
CREATE OR REPLACE FUNCTION private.is_admin()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select private.has_role('administrador');
$function$;
revoke execute on function private.is_admin() from public;
grant execute on function private.is_admin() to authenticated;
comment on function private.is_admin() is 'Caller is an active administrador.';

-- private.lock_administrators_for_change()
CREATE OR REPLACE FUNCTION private.lock_administrators_for_change()
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform 1 from public.user_roles r
  where r.role = 'administrador'
  order by r.user_id
  for update;
  -- A new statement, a new snapshot: what the administrator before us committed is seen here.
  if not private.is_admin() then
    raise exception 'admin_only' using errcode = '42501';
  end if;
end;
$function$;
revoke execute on function private.lock_administrators_for_change() from public;
comment on function private.lock_administrators_for_change() is 'Serialises role and activation changes; raises 42501 admin_only when the caller lost the role meanwhile.';

-- private.lock_roles_for_change(p_target uuid)
CREATE OR REPLACE FUNCTION private.lock_roles_for_change(p_target uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform 1 from public.user_roles r
  where r.role = 'administrador' or r.user_id = p_target
  order by r.user_id
  for update;
  -- A new statement, a new snapshot: what the administrator before us committed is seen here.
  if not private.is_admin() then
    raise exception 'admin_only' using errcode = '42501';
  end if;
end;
$function$;
revoke execute on function private.lock_roles_for_change(uuid) from public;
comment on function private.lock_roles_for_change(uuid) is 'Serialises role changes: locks the administrators'' rows and the target''s, in one order; raises 42501 admin_only when the caller lost the role meanwhile.';

-- private.lock_teacher(p_user_id uuid)
CREATE OR REPLACE FUNCTION private.lock_teacher(p_user_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform 1 from public.user_roles r
  where r.user_id = p_user_id and r.role = 'professor'
  for update;
  if not found then
    perform private.raise_api_error('teacher_not_found');
  end if;
end;
$function$;
revoke execute on function private.lock_teacher(uuid) from public;

-- private.on_notifications_changed()
CREATE OR REPLACE FUNCTION private.on_notifications_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'INSERT' then
    update public.profiles p
       set unread_notifications = p.unread_notifications + n.unread
      from (select user_id, count(*)::integer as unread from new_rows where read_at is null group by user_id) n
     where p.id = n.user_id;
  elsif tg_op = 'DELETE' then
    update public.profiles p
       set unread_notifications = greatest(p.unread_notifications - n.unread, 0)
      from (select user_id, count(*)::integer as unread from old_rows where read_at is null group by user_id) n
     where p.id = n.user_id;
  else
    update public.profiles p
       set unread_notifications = greatest(p.unread_notifications + n.delta, 0)
      from (select coalesce(o.user_id, r.user_id) as user_id,
                   sum(case when r.read_at is null then 1 else 0 end
                       - case when o.read_at is null then 1 else 0 end)::integer as delta
            from old_rows o
            full join new_rows r on r.id = o.id
            group by 1) n
     where p.id = n.user_id and n.delta <> 0;
  end if;
  return null;
end;
$function$;
revoke execute on function private.on_notifications_changed() from public;

-- private.record_sign_up_ticket()
CREATE OR REPLACE FUNCTION private.record_sign_up_ticket()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  meta   jsonb := new.raw_user_meta_data;
  v_hash text;
begin
  -- @supabase/lite on a Postgres backend stores the metadata as a JSON string.
  if jsonb_typeof(meta) = 'string' then
    begin
      meta := (meta #>> '{}')::jsonb;
    exception when invalid_text_representation then
      meta := '{}';
    end;
  end if;
  if meta is null or jsonb_typeof(meta) <> 'object' then
    return new;
  end if;
  v_hash := lower(btrim(meta ->> 'sign_up_ticket_hash'));
  if v_hash is not null and v_hash ~ '^[0-9a-f]{64}$' then
    insert into private.sign_up_tickets (user_id, ticket_hash, expires_at)
    values (new.id, v_hash, now() + interval '1 hour')
    on conflict (user_id) do nothing;
  end if;
  return new;
end;
$function$;
revoke execute on function private.record_sign_up_ticket() from public;

-- private.require_active_user()
CREATE OR REPLACE FUNCTION private.require_active_user()
 RETURNS uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function private.require_active_user() from public;
comment on function private.require_active_user() is 'RPC guard: returns auth.uid() or raises 42501 not_authenticated / account_inactive.';

-- private.require_admin()
CREATE OR REPLACE FUNCTION private.require_admin()
 RETURNS uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid := private.require_active_user();
begin
  if not private.is_admin() then
    raise exception 'admin_only' using errcode = '42501';
  end if;
  return v_user;
end;
$function$;
revoke execute on function private.require_admin() from public;
comment on function private.require_admin() is 'RPC guard: returns auth.uid() of an active administrador or raises 42501 admin_only.';

-- private.self_sign_up_refusal(p_terms_version text)
CREATE OR REPLACE FUNCTION private.self_sign_up_refusal(p_terms_version text)
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select case
    when nullif(btrim(p_terms_version), '') is null then 'terms_version_missing'
    when btrim(p_terms_version) <> private.current_terms_version() then 'terms_version_outdated'
  end;
$function$;
revoke execute on function private.self_sign_up_refusal(text) from public;

-- private.sync_profile_email()
CREATE OR REPLACE FUNCTION private.sync_profile_email()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end;
$function$;
revoke execute on function private.sync_profile_email() from public;
comment on function private.sync_profile_email() is 'Trigger on auth.users: mirrors e-mail changes into profiles.';

-- public.accept_current_terms(p_terms_version text)
CREATE OR REPLACE FUNCTION public.accept_current_terms(p_terms_version text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.accept_current_terms(text) from anon, public;

-- public.admin_list_students(p_search text, p_page integer, p_page_size integer)
CREATE OR REPLACE FUNCTION public.admin_list_students(p_search text DEFAULT NULL::text, p_page integer DEFAULT 1, p_page_size integer DEFAULT 25)
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
$function$;
revoke execute on function public.admin_list_students(text,integer,integer) from anon, public;

-- public.admin_list_teachers(p_search text, p_page integer, p_page_size integer)
CREATE OR REPLACE FUNCTION public.admin_list_teachers(p_search text DEFAULT NULL::text, p_page integer DEFAULT 1, p_page_size integer DEFAULT 25)
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
$function$;
revoke execute on function public.admin_list_teachers(text,integer,integer) from anon, public;

-- public.admin_list_users(p_search text, p_page integer, p_page_size integer)
CREATE OR REPLACE FUNCTION public.admin_list_users(p_search text DEFAULT NULL::text, p_page integer DEFAULT 1, p_page_size integer DEFAULT 25)
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
$function$;
revoke execute on function public.admin_list_users(text,integer,integer) from anon, public;

-- public.before_user_created_hook(event jsonb)
CREATE OR REPLACE FUNCTION public.before_user_created_hook(event jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user     jsonb := coalesce(event -> 'user', '{}'::jsonb);
  v_meta     jsonb := coalesce(v_user -> 'user_metadata', v_user -> 'raw_user_meta_data', '{}'::jsonb);
  v_refusal  text;
begin
  if jsonb_typeof(v_meta) <> 'object' then
    v_meta := '{}'::jsonb;
  end if;
  v_refusal := public.sign_up_refusal(v_user ->> 'email', v_meta ->> 'terms_version');
  if v_refusal is null then
    return '{}'::jsonb;
  end if;
  return jsonb_build_object('error', jsonb_build_object('http_code', 422, 'message', v_refusal));
end;
$function$;
revoke execute on function public.before_user_created_hook(jsonb) from anon, authenticated, public, service_role;
comment on function public.before_user_created_hook(jsonb) is 'Auth hook (before user created): refuses a self sign-up without the terms in force with HTTP 422, by the sign-up trigger''s own rule.';

-- public.reserve_account_origin(p_email text, p_origin text)
CREATE OR REPLACE FUNCTION public.reserve_account_origin(p_email text, p_origin text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if p_email is null or p_origin is null or p_origin not in ('administrador', 'demonstracao') then
    perform private.raise_api_error('invalid_account_origin');
  end if;
  delete from private.account_origin_reservations r where r.expires_at <= now();
  insert into private.account_origin_reservations (email, origin, expires_at)
  values (lower(btrim(p_email)), p_origin, now() + interval '5 minutes')
  on conflict (email) do update set origin = excluded.origin, expires_at = excluded.expires_at;
end;
$function$;
revoke execute on function public.reserve_account_origin(text,text) from anon, authenticated, public;

-- public.set_user_active(p_user_id uuid, p_active boolean)
CREATE OR REPLACE FUNCTION public.set_user_active(p_user_id uuid, p_active boolean)
 RETURNS public.profiles
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_admin uuid := private.require_admin();
  v_row   public.profiles;
begin
  if p_user_id = v_admin then
    perform private.raise_api_error('cannot_deactivate_self');
  end if;
  perform private.lock_administrators_for_change();

  update public.profiles p
     set is_active = coalesce(p_active, p.is_active)
   where p.id = p_user_id
  returning * into v_row;
  if not found then
    perform private.raise_api_error('user_not_found');
  end if;
  return v_row;
end;
$function$;
revoke execute on function public.set_user_active(uuid,boolean) from anon, public;

-- public.set_user_role(p_user_id uuid, p_role public.app_role)
CREATE OR REPLACE FUNCTION public.set_user_role(p_user_id uuid, p_role public.app_role)
 RETURNS public.user_roles
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
  perform private.lock_roles_for_change(p_user_id);

  insert into public.user_roles (user_id, role)
  values (p_user_id, p_role)
  on conflict (user_id) do update set role = excluded.role
  returning * into v_row;
  return v_row;
end;
$function$;
revoke execute on function public.set_user_role(uuid,public.app_role) from anon, public;

-- public.sign_up_refusal(p_email text, p_terms_version text)
CREATE OR REPLACE FUNCTION public.sign_up_refusal(p_email text, p_terms_version text)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select case
    when exists (
      select 1 from private.account_origin_reservations r
      where r.email = lower(btrim(p_email)) and r.expires_at > now()
    ) then null
    else private.self_sign_up_refusal(p_terms_version)
  end;
$function$;
revoke execute on function public.sign_up_refusal(text,text) from anon, authenticated, public;

-- public.submit_sign_up_details(p_user_id uuid, p_ticket text, p_address_street text, p_address_number text, p_address_city text, p_address_state text, p_address_zipcode text, p_family_income numeric)
CREATE OR REPLACE FUNCTION public.submit_sign_up_details(p_user_id uuid, p_ticket text, p_address_street text, p_address_number text, p_address_city text, p_address_state text, p_address_zipcode text, p_family_income numeric DEFAULT NULL::numeric)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  delete from private.sign_up_tickets t
   where t.user_id = p_user_id
     and t.expires_at > now()
     and p_ticket is not null
     and t.ticket_hash = encode(sha256(convert_to(p_ticket, 'UTF8')), 'hex');
  if not found then
    perform private.raise_api_error('sign_up_ticket_invalid');
  end if;

  update public.profiles p
     set address_street  = nullif(btrim(p_address_street), ''),
         address_number  = nullif(btrim(p_address_number), ''),
         address_city    = nullif(btrim(p_address_city), ''),
         address_state   = nullif(btrim(p_address_state), ''),
         address_zipcode = nullif(btrim(p_address_zipcode), '')
   where p.id = p_user_id;

  if p_family_income is not null then
    insert into public.sensitive_user_data (user_id, family_income)
    values (p_user_id, p_family_income)
    on conflict (user_id) do update set family_income = excluded.family_income;
  end if;
end;
$function$;
revoke execute on function public.submit_sign_up_details(uuid,text,text,text,text,text,text,numeric) from public;

-- ================================================================================================
-- Triggers
-- ================================================================================================

CREATE TRIGGER profiles_guard_columns BEFORE UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION private.guard_profile_columns();

CREATE TRIGGER on_auth_user_created AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION private.handle_new_user();

CREATE TRIGGER on_auth_user_created_sign_up_ticket AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION private.record_sign_up_ticket();

CREATE TRIGGER on_auth_user_email_changed AFTER UPDATE OF email ON auth.users FOR EACH ROW WHEN (old.email IS DISTINCT FROM new.email) EXECUTE FUNCTION private.sync_profile_email();

-- ================================================================================================
-- Policies
-- ================================================================================================

create policy "Active users can update their own profile" on public.profiles
  for update to authenticated
  using (((id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_active_user() AS is_active_user)))
  with check ((id = ( SELECT auth.uid() AS uid)));

create policy "Owners and administrators can read profiles" on public.profiles
  for select to authenticated
  using (((id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

create policy "Active owners and administrators can read sensitive data" on public.sensitive_user_data
  for select to authenticated
  using ((((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_active_user() AS is_active_user)) OR ( SELECT private.is_admin() AS is_admin)));

create policy "Active users can add their own sensitive data" on public.sensitive_user_data
  for insert to authenticated
  with check (((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_active_user() AS is_active_user)));

create policy "Active users can delete their own sensitive data" on public.sensitive_user_data
  for delete to authenticated
  using (((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_active_user() AS is_active_user)));

create policy "Active users can update their own sensitive data" on public.sensitive_user_data
  for update to authenticated
  using (((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_active_user() AS is_active_user)))
  with check ((user_id = ( SELECT auth.uid() AS uid)));

create policy "Owners and administrators can read roles" on public.user_roles
  for select to authenticated
  using (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

create policy "Owners can read their own consents" on public.consents
  for select to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));

-- ================================================================================================
-- Grants
-- ================================================================================================

-- public.profiles
revoke all on table public.profiles from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.profiles from authenticated;
grant update (full_name, phone, address_street, address_number, address_city, address_state, address_zipcode) on table public.profiles to authenticated;

-- public.sensitive_user_data
revoke all on table public.sensitive_user_data from anon;
revoke insert, update, truncate, references, trigger, maintain on table public.sensitive_user_data from authenticated;
grant insert (user_id, family_income) on table public.sensitive_user_data to authenticated;
grant update (family_income) on table public.sensitive_user_data to authenticated;

-- public.user_roles
revoke all on table public.user_roles from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.user_roles from authenticated;

-- public.consents
revoke all on table public.consents from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.consents from authenticated;
