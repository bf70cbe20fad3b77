-- Empresas (organisations): companies, their members and managers, the seats they bought, the
-- invitations they send, the price tiers per seat. docs/companies.md.
-- The database as it is now: edit here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database-changes.md).

-- Function bodies are checked when they run, not here: files apply in order, and a body may read
-- a table a later file declares.
set check_function_bodies = off;

-- ================================================================================================
-- Functions the tables below use (checks, defaults, indexes)
-- ================================================================================================

-- private.cnpj_is_valid(p_cnpj text)
CREATE OR REPLACE FUNCTION private.cnpj_is_valid(p_cnpj text)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
declare
  v_digits  int[];
  v_weights int[] := array[6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  v_sum     int;
  v_check   int;
begin
  if p_cnpj is null or p_cnpj !~ '^[0-9]{14}$' or p_cnpj ~ '^(.)\1{13}$' then
    return false;
  end if;
  v_digits := array(select substr(p_cnpj, i, 1)::int from generate_series(1, 14) i);
  v_sum := 0;
  for i in 1..12 loop v_sum := v_sum + v_digits[i] * v_weights[i + 1]; end loop;
  v_check := case when v_sum % 11 < 2 then 0 else 11 - v_sum % 11 end;
  if v_check <> v_digits[13] then return false; end if;
  v_sum := 0;
  for i in 1..13 loop v_sum := v_sum + v_digits[i] * v_weights[i]; end loop;
  v_check := case when v_sum % 11 < 2 then 0 else 11 - v_sum % 11 end;
  return v_check = v_digits[14];
end;
$function$;
revoke execute on function private.cnpj_is_valid(text) from public;
comment on function private.cnpj_is_valid(text) is 'A 14-digit CNPJ whose two check digits are right (and not one digit repeated).';

-- ================================================================================================
-- Tables
-- ================================================================================================

-- public.organisations ---------------------------------------------------------------------------
-- A company that buys seats for its people. Written by the organisation functions only.
create table public.organisations (
  id uuid default gen_random_uuid() not null,
  cnpj text not null,
  legal_name text not null,
  billing_email text not null,
  address_line text not null,
  city text not null,
  state text not null,
  postal_code text not null,
  email_domain text,
  created_by uuid,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint organisations_pkey PRIMARY KEY (id),
  constraint organisations_cnpj_key UNIQUE (cnpj),
  constraint organisations_cnpj_check CHECK (private.cnpj_is_valid(cnpj)),
  constraint organisations_legal_name_check CHECK (char_length(legal_name) >= 2 AND char_length(legal_name) <= 200 AND legal_name ~ '[^[:space:]]'),
  constraint organisations_billing_email_check CHECK (char_length(billing_email) <= 320 AND billing_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint organisations_address_line_check CHECK (char_length(address_line) >= 3 AND char_length(address_line) <= 300),
  constraint organisations_city_check CHECK (char_length(city) >= 2 AND char_length(city) <= 120),
  constraint organisations_state_check CHECK (state ~ '^[A-Z]{2}$'),
  constraint organisations_postal_code_check CHECK (postal_code ~ '^[0-9]{8}$'),
  constraint organisations_email_domain_check CHECK (email_domain ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$' AND char_length(email_domain) <= 253),
  constraint organisations_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.profiles(id) ON DELETE SET NULL
);
alter table public.organisations enable row level security;
CREATE INDEX organisations_created_by_idx ON public.organisations USING btree (created_by);
comment on table public.organisations is 'A company that buys seats for its people. Written by the organisation functions only.';
comment on column public.organisations.email_domain is 'The e-mail domain a sign-up link is restricted to (lower case), when the company uses one.';

-- public.organisation_members --------------------------------------------------------------------
-- A person in an organisation: gestor (manages it) or membro. A person may belong to several.
create table public.organisation_members (
  organisation_id uuid not null,
  user_id uuid not null,
  role text default 'membro'::text not null,
  joined_at timestamp with time zone default now() not null,
  constraint organisation_members_pkey PRIMARY KEY (organisation_id, user_id),
  constraint organisation_members_role_check CHECK (role = ANY (ARRAY['gestor'::text, 'membro'::text])),
  constraint organisation_members_organisation_id_fkey FOREIGN KEY (organisation_id) REFERENCES public.organisations(id) ON DELETE CASCADE,
  constraint organisation_members_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE
);
alter table public.organisation_members enable row level security;
CREATE INDEX organisation_members_user_id_idx ON public.organisation_members USING btree (user_id);
CREATE INDEX organisation_members_role_idx ON public.organisation_members USING btree (organisation_id, role);
comment on table public.organisation_members is 'A person in an organisation: gestor (manages it) or membro. A person may belong to several.';

-- public.organisation_seats ----------------------------------------------------------------------
-- A block of seats an organisation bought for one product (a plan, a track or a course) for one period. Written by the payment functions only.
create table public.organisation_seats (
  id uuid default gen_random_uuid() not null,
  organisation_id uuid not null,
  product_kind text not null,
  product_id uuid not null,
  product_title text not null,
  seat_count integer not null,
  period_start timestamp with time zone not null,
  period_end timestamp with time zone not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint organisation_seats_pkey PRIMARY KEY (id),
  constraint organisation_seats_product_kind_check CHECK (product_kind = ANY (ARRAY['plan'::text, 'track'::text, 'course'::text])),
  constraint organisation_seats_product_title_check CHECK (char_length(product_title) >= 1 AND char_length(product_title) <= 200),
  constraint organisation_seats_seat_count_check CHECK (seat_count >= 1 AND seat_count <= 10000),
  constraint organisation_seats_period_check CHECK (period_end > period_start),
  constraint organisation_seats_one_per_period UNIQUE (organisation_id, product_kind, product_id, period_end),
  constraint organisation_seats_organisation_id_fkey FOREIGN KEY (organisation_id) REFERENCES public.organisations(id) ON DELETE CASCADE
);
alter table public.organisation_seats enable row level security;
CREATE INDEX organisation_seats_product_idx ON public.organisation_seats USING btree (product_kind, product_id);
comment on table public.organisation_seats is 'A block of seats an organisation bought for one product (a plan, a track or a course) for one period. Written by the payment functions only.';

-- public.seat_holders ----------------------------------------------------------------------------
-- Who took a seat of a block. Removing the member frees the seat (cascade); their own progress and certificates stay theirs.
create table public.seat_holders (
  seat_block_id uuid not null,
  organisation_id uuid not null,
  user_id uuid not null,
  taken_at timestamp with time zone default now() not null,
  constraint seat_holders_pkey PRIMARY KEY (seat_block_id, user_id),
  constraint seat_holders_seat_block_id_fkey FOREIGN KEY (seat_block_id) REFERENCES public.organisation_seats(id) ON DELETE CASCADE,
  constraint seat_holders_member_fkey FOREIGN KEY (organisation_id, user_id) REFERENCES public.organisation_members(organisation_id, user_id) ON DELETE CASCADE
);
alter table public.seat_holders enable row level security;
CREATE INDEX seat_holders_member_idx ON public.seat_holders USING btree (organisation_id, user_id);
CREATE INDEX seat_holders_user_id_idx ON public.seat_holders USING btree (user_id);
comment on table public.seat_holders is 'Who took a seat of a block. Removing the member frees the seat (cascade); their own progress and certificates stay theirs.';

-- public.seat_price_tiers ------------------------------------------------------------------------
-- The discount per seat from a number of seats up (the next tier's minimum ends a tier). The lowest minimum is the least a company buys. Administrators write them; everyone else reads them through the seat offer.
create table public.seat_price_tiers (
  id uuid default gen_random_uuid() not null,
  min_seats integer not null,
  discount_percent numeric(5,2) not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint seat_price_tiers_pkey PRIMARY KEY (id),
  constraint seat_price_tiers_min_seats_key UNIQUE (min_seats),
  constraint seat_price_tiers_min_seats_check CHECK (min_seats >= 1 AND min_seats <= 10000),
  constraint seat_price_tiers_discount_percent_check CHECK (discount_percent >= 0 AND discount_percent <= 90)
);
alter table public.seat_price_tiers enable row level security;
comment on table public.seat_price_tiers is 'The discount per seat from a number of seats up (the next tier''s minimum ends a tier). The lowest minimum is the least a company buys. Administrators write them; everyone else reads them through the seat offer.';

-- public.organisation_invitations ----------------------------------------------------------------
-- An invitation to join an organisation: to one e-mail, or a link for anyone whose e-mail is of the company's domain. Only the token's SHA-256 is kept.
create table public.organisation_invitations (
  id uuid default gen_random_uuid() not null,
  organisation_id uuid not null,
  kind text not null,
  email text,
  token_hash bytea not null,
  seat_block_id uuid,
  invited_by uuid,
  created_at timestamp with time zone default now() not null,
  expires_at timestamp with time zone default (now() + interval '14 days') not null,
  accepted_at timestamp with time zone,
  accepted_by uuid,
  revoked_at timestamp with time zone,
  constraint organisation_invitations_pkey PRIMARY KEY (id),
  constraint organisation_invitations_token_hash_key UNIQUE (token_hash),
  constraint organisation_invitations_kind_check CHECK (kind = ANY (ARRAY['email'::text, 'domain_link'::text])),
  constraint organisation_invitations_email_matches_kind CHECK ((kind = 'email'::text) = (email IS NOT NULL)),
  constraint organisation_invitations_email_check CHECK (email = lower(email) AND char_length(email) <= 320 AND email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint organisation_invitations_token_hash_check CHECK (octet_length(token_hash) = 32),
  constraint organisation_invitations_expiry_check CHECK (expires_at > created_at),
  constraint organisation_invitations_accepted_matches CHECK ((accepted_by IS NULL OR accepted_at IS NOT NULL) AND (accepted_at IS NULL OR kind = 'email'::text)),
  constraint organisation_invitations_organisation_id_fkey FOREIGN KEY (organisation_id) REFERENCES public.organisations(id) ON DELETE CASCADE,
  constraint organisation_invitations_seat_block_id_fkey FOREIGN KEY (seat_block_id) REFERENCES public.organisation_seats(id) ON DELETE SET NULL,
  constraint organisation_invitations_invited_by_fkey FOREIGN KEY (invited_by) REFERENCES public.profiles(id) ON DELETE SET NULL,
  constraint organisation_invitations_accepted_by_fkey FOREIGN KEY (accepted_by) REFERENCES public.profiles(id) ON DELETE SET NULL
);
alter table public.organisation_invitations enable row level security;
CREATE UNIQUE INDEX organisation_invitations_one_open_per_email ON public.organisation_invitations USING btree (organisation_id, email) WHERE (kind = 'email'::text AND accepted_at IS NULL AND revoked_at IS NULL);
CREATE UNIQUE INDEX organisation_invitations_one_open_link ON public.organisation_invitations USING btree (organisation_id) WHERE (kind = 'domain_link'::text AND revoked_at IS NULL);
CREATE INDEX organisation_invitations_recent_idx ON public.organisation_invitations USING btree (organisation_id, created_at DESC);
CREATE INDEX organisation_invitations_seat_block_id_idx ON public.organisation_invitations USING btree (seat_block_id);
CREATE INDEX organisation_invitations_invited_by_idx ON public.organisation_invitations USING btree (invited_by);
CREATE INDEX organisation_invitations_accepted_by_idx ON public.organisation_invitations USING btree (accepted_by);
comment on table public.organisation_invitations is 'An invitation to join an organisation: to one e-mail, or a link for anyone whose e-mail is of the company''s domain. Only the token''s SHA-256 is kept. accepted_by is erased when that account is deleted; accepted_at stays.';

-- ================================================================================================
-- Functions
-- ================================================================================================

-- private.is_organisation_manager(p_organisation_id uuid)
CREATE OR REPLACE FUNCTION private.is_organisation_manager(p_organisation_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from public.organisation_members m
    where m.organisation_id = p_organisation_id
      and m.user_id = (select auth.uid())
      and m.role = 'gestor'
  ) and private.is_active_user();
$function$;
revoke execute on function private.is_organisation_manager(uuid) from public;
grant execute on function private.is_organisation_manager(uuid) to authenticated;
comment on function private.is_organisation_manager(uuid) is 'The caller is active and a gestor of the organisation.';

-- private.my_organisation_ids()
CREATE OR REPLACE FUNCTION private.my_organisation_ids()
 RETURNS uuid[]
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(array_agg(m.organisation_id), '{}')
  from public.organisation_members m
  where m.user_id = (select auth.uid());
$function$;
revoke execute on function private.my_organisation_ids() from public;
grant execute on function private.my_organisation_ids() to authenticated;
comment on function private.my_organisation_ids() is 'The organisations the caller belongs to, in any role (for policies).';

-- private.require_organisation_manager(p_organisation_id uuid)
CREATE OR REPLACE FUNCTION private.require_organisation_manager(p_organisation_id uuid)
 RETURNS uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid := private.require_active_user();
begin
  if not exists (
    select 1 from public.organisation_members m
    where m.organisation_id = p_organisation_id and m.user_id = v_user and m.role = 'gestor'
  ) then
    raise exception 'not_organisation_manager' using errcode = '42501';
  end if;
  return v_user;
end;
$function$;
revoke execute on function private.require_organisation_manager(uuid) from public;
comment on function private.require_organisation_manager(uuid) is 'RPC guard: returns auth.uid() of an active gestor of the organisation or raises 42501 not_organisation_manager.';

-- private.course_open_through_seat(p_user uuid, p_course_id uuid)
CREATE OR REPLACE FUNCTION private.course_open_through_seat(p_user uuid, p_course_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1
    from public.seat_holders h
    join public.organisation_seats b on b.id = h.seat_block_id
    where h.user_id = p_user
      and b.period_start <= now() and now() < b.period_end
      and (
        (b.product_kind = 'course' and b.product_id = p_course_id)
        or (b.product_kind = 'track' and exists (
              select 1 from public.track_steps ts where ts.track_id = b.product_id and ts.course_id = p_course_id))
        or (b.product_kind = 'plan' and exists (
              select 1 from private.plan_course_ids(b.product_id) x where x.course_id = p_course_id))
      )
  );
$function$;
revoke execute on function private.course_open_through_seat(uuid,uuid) from public;
comment on function private.course_open_through_seat(uuid,uuid) is 'The person holds a seat of a block open now whose product (the course, a track containing it, a plan including it) opens the course. Read by private.course_open_to only (docs/companies.md).';

-- private.invitation_token_hash(p_token text)
CREATE OR REPLACE FUNCTION private.invitation_token_hash(p_token text)
 RETURNS bytea
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select pg_catalog.sha256(pg_catalog.convert_to(coalesce(p_token, ''), 'UTF8'));
$function$;
revoke execute on function private.invitation_token_hash(text) from public;
comment on function private.invitation_token_hash(text) is 'The SHA-256 of an invitation token as stored in organisation_invitations.token_hash.';

-- private.new_invitation_token()
CREATE OR REPLACE FUNCTION private.new_invitation_token()
 RETURNS text
 LANGUAGE sql
 VOLATILE
 SET search_path TO ''
AS $function$
  -- 32 bytes from two v4 UUIDs of the core's strong random source (244 random bits): the
  -- migrations use no extension, so pgcrypto's gen_random_bytes is not available.
  select pg_catalog.encode(pg_catalog.uuid_send(gen_random_uuid()) || pg_catalog.uuid_send(gen_random_uuid()), 'hex');
$function$;
revoke execute on function private.new_invitation_token() from public;
comment on function private.new_invitation_token() is 'A new raw invitation token (64 hex characters); only its SHA-256 is stored.';

-- private.invitation_status(p_invitation public.organisation_invitations)
CREATE OR REPLACE FUNCTION private.invitation_status(p_invitation public.organisation_invitations)
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select case
    when p_invitation.accepted_at is not null then 'accepted'
    when p_invitation.revoked_at is not null then 'revoked'
    when p_invitation.expires_at <= now() then 'expired'
    else 'pending'
  end;
$function$;
revoke execute on function private.invitation_status(public.organisation_invitations) from public;
comment on function private.invitation_status(public.organisation_invitations) is 'pending, accepted, revoked or expired, computed from the invitation''s dates.';

-- private.mask_email(p_email text)
CREATE OR REPLACE FUNCTION private.mask_email(p_email text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select pg_catalog.left(p_email, 1) || '***@' || pg_catalog.split_part(p_email, '@', 2);
$function$;
revoke execute on function private.mask_email(text) from public;
comment on function private.mask_email(text) is 'An e-mail shown to whoever holds an invitation link: its first letter and its domain (a***@empresa.com.br).';

-- private.seat_block_of(p_organisation_id uuid, p_seat_block_id uuid, p_lock boolean)
CREATE OR REPLACE FUNCTION private.seat_block_of(p_organisation_id uuid, p_seat_block_id uuid, p_lock boolean DEFAULT false)
 RETURNS public.organisation_seats
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_block public.organisation_seats;
begin
  if p_lock then
    select * into v_block from public.organisation_seats b
    where b.id = p_seat_block_id and b.organisation_id = p_organisation_id
    for update;
  else
    select * into v_block from public.organisation_seats b
    where b.id = p_seat_block_id and b.organisation_id = p_organisation_id;
  end if;
  if v_block.id is null then
    perform private.raise_api_error('seat_block_not_found', 'P0001', 404);
  end if;
  if v_block.period_end <= now() then
    perform private.raise_api_error('seat_block_ended');
  end if;
  return v_block;
end;
$function$;
revoke execute on function private.seat_block_of(uuid,uuid,boolean) from public;
comment on function private.seat_block_of(uuid,uuid,boolean) is 'The organisation''s seat block whose period has not ended (locked FOR UPDATE when asked), or seat_block_not_found / seat_block_ended.';

-- private.take_seat(p_block public.organisation_seats, p_user uuid)
CREATE OR REPLACE FUNCTION private.take_seat(p_block public.organisation_seats, p_user uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- The caller locked the block row (private.seat_block_of(..., true)): counting and inserting
  -- happen one transaction at a time, so a block never has more holders than seats.
  if exists (select 1 from public.seat_holders h where h.seat_block_id = p_block.id and h.user_id = p_user) then
    return;
  end if;
  if (select count(*) from public.seat_holders h where h.seat_block_id = p_block.id) >= p_block.seat_count then
    perform private.raise_api_error('no_seats_left', 'P0001', 409);
  end if;
  insert into public.seat_holders (seat_block_id, organisation_id, user_id)
  values (p_block.id, p_block.organisation_id, p_user);
end;
$function$;
revoke execute on function private.take_seat(public.organisation_seats,uuid) from public;
comment on function private.take_seat(public.organisation_seats,uuid) is 'Gives the member a seat of the (locked) block, or no_seats_left; nothing when they hold it already.';

-- private.member_seats_json(p_organisation_id uuid, p_user uuid)
CREATE OR REPLACE FUNCTION private.member_seats_json(p_organisation_id uuid, p_user uuid)
 RETURNS json
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(json_agg(json_build_object(
           'seat_block_id', b.id,
           'product_kind', b.product_kind,
           'product_title', b.product_title,
           'period_end', b.period_end
         ) order by b.period_end desc, b.product_title), '[]'::json)
  from public.seat_holders h
  join public.organisation_seats b on b.id = h.seat_block_id
  where h.organisation_id = p_organisation_id and h.user_id = p_user;
$function$;
revoke execute on function private.member_seats_json(uuid,uuid) from public;
comment on function private.member_seats_json(uuid,uuid) is 'The seats a member holds in the organisation (block, product, end of period).';

-- public.update_organisation(...)
CREATE OR REPLACE FUNCTION public.update_organisation(p_organisation_id uuid, p_legal_name text, p_billing_email text, p_address_line text, p_city text, p_state text, p_postal_code text, p_email_domain text DEFAULT NULL::text)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid := private.require_organisation_manager(p_organisation_id);
  v_row  public.organisations;
begin
  update public.organisations o
     set legal_name = btrim(coalesce(p_legal_name, '')),
         billing_email = lower(btrim(coalesce(p_billing_email, ''))),
         address_line = btrim(coalesce(p_address_line, '')),
         city = btrim(coalesce(p_city, '')),
         state = upper(btrim(coalesce(p_state, ''))),
         postal_code = pg_catalog.regexp_replace(coalesce(p_postal_code, ''), '[^0-9]', '', 'g'),
         email_domain = nullif(lower(btrim(coalesce(p_email_domain, ''))), ''),
         updated_at = now()
   where o.id = p_organisation_id
  returning * into v_row;
  return json_build_object(
    'id', v_row.id, 'cnpj', v_row.cnpj, 'legal_name', v_row.legal_name,
    'billing_email', v_row.billing_email, 'address_line', v_row.address_line, 'city', v_row.city,
    'state', v_row.state, 'postal_code', v_row.postal_code, 'email_domain', v_row.email_domain);
end;
$function$;
revoke execute on function public.update_organisation(uuid,text,text,text,text,text,text,text) from anon, public;
grant execute on function public.update_organisation(uuid,text,text,text,text,text,text,text) to authenticated, service_role;
comment on function public.update_organisation(uuid,text,text,text,text,text,text,text) is 'A gestor edits the organisation''s legal name, billing e-mail, address and sign-up domain (the CNPJ stays). The table''s checks refuse bad values.';

-- public.list_my_organisations()
CREATE OR REPLACE FUNCTION public.list_my_organisations()
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid := private.require_active_user();
begin
  return coalesce((
    select json_agg(json_build_object(
             'organisation_id', o.id,
             'legal_name', o.legal_name,
             'role', m.role,
             'joined_at', m.joined_at,
             'seats', private.member_seats_json(o.id, v_user)
           ) order by o.legal_name, o.id)
    from public.organisation_members m
    join public.organisations o on o.id = m.organisation_id
    where m.user_id = v_user
  ), '[]'::json);
end;
$function$;
revoke execute on function public.list_my_organisations() from anon, public;
grant execute on function public.list_my_organisations() to authenticated, service_role;
comment on function public.list_my_organisations() is 'The caller''s organisations: legal name, role, the seats they hold there.';

-- public.list_organisation_people(p_organisation_id uuid, p_search text, p_page integer, p_page_size integer)
CREATE OR REPLACE FUNCTION public.list_organisation_people(p_organisation_id uuid, p_search text DEFAULT NULL::text, p_page integer DEFAULT 1, p_page_size integer DEFAULT 25)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user  uuid := private.require_organisation_manager(p_organisation_id);
  v_size  integer := private.list_page_size(p_page_size);
  v_words text := case when private.is_search(p_search)
                    then '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
                           private.normalize_search_text(btrim(pg_catalog.left(p_search, 200))),
                           '\', '\\'), '%', '\%'), '_', '\_') || '%' end;
  v_ids   uuid[];
  v_total bigint;
  v_page  integer;
begin
  v_ids := array(
    select m.user_id
    from public.organisation_members m
    join public.profiles p on p.id = m.user_id
    where m.organisation_id = p_organisation_id
      and (v_words is null
           or private.normalize_search_text(coalesce(p.full_name, '') || ' ' || coalesce(p.email, '')) like v_words)
    order by m.role, p.full_name, p.id
  );
  v_total := cardinality(v_ids);
  v_page := private.list_page(p_page, v_total, v_size);
  v_ids := v_ids[(v_page - 1) * v_size + 1 : v_page * v_size];
  return private.list_result(v_total, v_page, v_size, (
    select json_agg(json_build_object(
             'user_id', p.id,
             'full_name', p.full_name,
             'email', p.email,
             'role', m.role,
             'joined_at', m.joined_at,
             'seats', private.member_seats_json(p_organisation_id, p.id)
           ) order by o.position)
    from unnest(v_ids) with ordinality as o(id, position)
    join public.profiles p on p.id = o.id
    join public.organisation_members m on m.organisation_id = p_organisation_id and m.user_id = o.id
  ));
end;
$function$;
revoke execute on function public.list_organisation_people(uuid,text,integer,integer) from anon, public;
grant execute on function public.list_organisation_people(uuid,text,integer,integer) to authenticated, service_role;
comment on function public.list_organisation_people(uuid,text,integer,integer) is 'A gestor''s page of the organisation''s members (name or e-mail searched): role, since when, seats held.';

-- public.list_organisation_seats(p_organisation_id uuid)
CREATE OR REPLACE FUNCTION public.list_organisation_seats(p_organisation_id uuid)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid := private.require_organisation_manager(p_organisation_id);
begin
  return coalesce((
    select json_agg(json_build_object(
             'seat_block_id', b.id,
             'product_kind', b.product_kind,
             'product_title', b.product_title,
             'seat_count', b.seat_count,
             'used', (select count(*) from public.seat_holders h where h.seat_block_id = b.id),
             'pending_invitations', (
               select count(*) from public.organisation_invitations i
               where i.seat_block_id = b.id and i.kind = 'email'
                 and i.accepted_at is null and i.revoked_at is null and i.expires_at > now()),
             'period_start', b.period_start,
             'period_end', b.period_end,
             'open', b.period_start <= now() and now() < b.period_end
           ) order by b.period_end desc, b.product_title)
    from public.organisation_seats b
    where b.organisation_id = p_organisation_id
  ), '[]'::json);
end;
$function$;
revoke execute on function public.list_organisation_seats(uuid) from anon, public;
grant execute on function public.list_organisation_seats(uuid) to authenticated, service_role;
comment on function public.list_organisation_seats(uuid) is 'A gestor''s seat blocks: product, seats, used, pending invitations, period.';

-- public.list_organisation_invitations(p_organisation_id uuid, p_status text, p_page integer, p_page_size integer)
CREATE OR REPLACE FUNCTION public.list_organisation_invitations(p_organisation_id uuid, p_status text DEFAULT NULL::text, p_page integer DEFAULT 1, p_page_size integer DEFAULT 25)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user  uuid := private.require_organisation_manager(p_organisation_id);
  v_size  integer := private.list_page_size(p_page_size);
  v_ids   uuid[];
  v_total bigint;
  v_page  integer;
begin
  if p_status is not null and p_status not in ('pending', 'accepted', 'expired', 'revoked') then
    perform private.raise_api_error('invalid_invitation_status');
  end if;
  v_ids := array(
    select i.id
    from public.organisation_invitations i
    where i.organisation_id = p_organisation_id
      and (p_status is null or private.invitation_status(i) = p_status)
    order by i.created_at desc, i.id desc
  );
  v_total := cardinality(v_ids);
  v_page := private.list_page(p_page, v_total, v_size);
  v_ids := v_ids[(v_page - 1) * v_size + 1 : v_page * v_size];
  return private.list_result(v_total, v_page, v_size, (
    select json_agg(json_build_object(
             'id', i.id,
             'kind', i.kind,
             'email', i.email,
             'email_domain', case when i.kind = 'domain_link' then org.email_domain end,
             'status', private.invitation_status(i),
             'seat_block_id', i.seat_block_id,
             'product_title', b.product_title,
             'created_at', i.created_at,
             'expires_at', i.expires_at,
             'accepted_at', i.accepted_at
           ) order by o.position)
    from unnest(v_ids) with ordinality as o(id, position)
    join public.organisation_invitations i on i.id = o.id
    join public.organisations org on org.id = i.organisation_id
    left join public.organisation_seats b on b.id = i.seat_block_id
  ));
end;
$function$;
revoke execute on function public.list_organisation_invitations(uuid,text,integer,integer) from anon, public;
grant execute on function public.list_organisation_invitations(uuid,text,integer,integer) to authenticated, service_role;
comment on function public.list_organisation_invitations(uuid,text,integer,integer) is 'A gestor''s page of invitations, newest first, filtered by computed status (pending, accepted, expired, revoked). Never the tokens.';

-- public.invite_members(p_organisation_id uuid, p_emails text[], p_seat_block_id uuid)
CREATE OR REPLACE FUNCTION public.invite_members(p_organisation_id uuid, p_emails text[], p_seat_block_id uuid DEFAULT NULL::uuid)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user   uuid := private.require_organisation_manager(p_organisation_id);
  v_block  public.organisation_seats;
  v_free   integer;
  v_rows   jsonb := '[]'::jsonb;
  v_seen   text[] := '{}';
  v_email  text;
  v_code   text;
  v_count  integer := coalesce(cardinality(p_emails), 0);
  v_out    jsonb := '[]'::jsonb;
  v_token  text;
  v_id     uuid;
  v_expiry timestamptz;
begin
  if v_count = 0 then
    perform private.raise_api_error('invitation_emails_required');
  end if;
  if v_count > 500 then
    perform private.raise_api_error('too_many_invitations');
  end if;
  if p_seat_block_id is not null then
    -- Locked: two lists sent at once cannot promise the same free seats.
    v_block := private.seat_block_of(p_organisation_id, p_seat_block_id, true);
    v_free := v_block.seat_count
      - (select count(*) from public.seat_holders h where h.seat_block_id = v_block.id)::integer
      - (select count(*) from public.organisation_invitations i
         where i.seat_block_id = v_block.id and i.kind = 'email'
           and i.accepted_at is null and i.revoked_at is null and i.expires_at > now())::integer;
  end if;

  for n in 1..v_count loop
    v_email := lower(btrim(coalesce(p_emails[n], '')));
    v_code := case
      when v_email !~ '^[^@[:space:],;]+@[^@[:space:],;]+\.[^@[:space:],;]+$' or char_length(v_email) > 320
        then 'invalid_email'
      when v_email = any (v_seen) then 'duplicate_email'
      when exists (
        select 1 from public.organisation_members m join public.profiles p on p.id = m.user_id
        where m.organisation_id = p_organisation_id and lower(p.email) = v_email) then 'already_member'
      when exists (
        select 1 from public.organisation_invitations i
        where i.organisation_id = p_organisation_id and i.kind = 'email' and i.email = v_email
          and i.accepted_at is null and i.revoked_at is null and i.expires_at > now()) then 'already_invited'
      when p_seat_block_id is not null and n > v_free then 'no_seats_left'
    end;
    if v_code is not null then
      v_rows := v_rows || jsonb_build_object('row', n, 'email', left(v_email, 320), 'code', v_code);
    end if;
    v_seen := v_seen || v_email;
  end loop;

  if jsonb_array_length(v_rows) > 0 then
    -- All or nothing: one error listing every bad row (docs/companies.md, "Invitations").
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'P0001', 'message', 'invitation_rows_invalid',
                                  'details', json_build_object('rows', v_rows)::text)::text,
      detail = json_build_object('status', 400, 'headers', json_build_object())::text;
  end if;

  for n in 1..v_count loop
    v_email := lower(btrim(p_emails[n]));
    -- An expired invitation to the same e-mail stops counting as open: revoke it so the unique
    -- index of open invitations lets the new one in.
    update public.organisation_invitations i
       set revoked_at = now()
     where i.organisation_id = p_organisation_id and i.kind = 'email' and i.email = v_email
       and i.accepted_at is null and i.revoked_at is null;
    v_token := private.new_invitation_token();
    insert into public.organisation_invitations (organisation_id, kind, email, token_hash, seat_block_id, invited_by)
    values (p_organisation_id, 'email', v_email, private.invitation_token_hash(v_token), p_seat_block_id, v_user)
    returning id, expires_at into v_id, v_expiry;
    v_out := v_out || jsonb_build_object('id', v_id, 'email', v_email, 'token', v_token, 'expires_at', v_expiry);
  end loop;

  return json_build_object(
    'organisation_id', p_organisation_id,
    'legal_name', (select o.legal_name from public.organisations o where o.id = p_organisation_id),
    'product_title', v_block.product_title,
    'invitations', v_out);
end;
$function$;
revoke execute on function public.invite_members(uuid,text[],uuid) from anon, public;
grant execute on function public.invite_members(uuid,text[],uuid) to authenticated, service_role;
comment on function public.invite_members(uuid,text[],uuid) is 'A gestor invites 1 to 500 e-mails, all or nothing: any bad row (invalid_email, duplicate_email, already_member, already_invited, no_seats_left) refuses the list with invitation_rows_invalid and the rows in details. Returns the raw tokens once, for the sender.';

-- public.create_invitation_link(p_organisation_id uuid, p_seat_block_id uuid)
CREATE OR REPLACE FUNCTION public.create_invitation_link(p_organisation_id uuid, p_seat_block_id uuid DEFAULT NULL::uuid)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user   uuid := private.require_organisation_manager(p_organisation_id);
  v_domain text := (select o.email_domain from public.organisations o where o.id = p_organisation_id);
  v_block  public.organisation_seats;
  v_token  text := private.new_invitation_token();
  v_id     uuid;
  v_expiry timestamptz;
begin
  if v_domain is null then
    perform private.raise_api_error('organisation_domain_required');
  end if;
  if p_seat_block_id is not null then
    v_block := private.seat_block_of(p_organisation_id, p_seat_block_id);
  end if;
  update public.organisation_invitations i
     set revoked_at = now()
   where i.organisation_id = p_organisation_id and i.kind = 'domain_link' and i.revoked_at is null;
  insert into public.organisation_invitations (organisation_id, kind, token_hash, seat_block_id, invited_by)
  values (p_organisation_id, 'domain_link', private.invitation_token_hash(v_token), p_seat_block_id, v_user)
  returning id, expires_at into v_id, v_expiry;
  return json_build_object('id', v_id, 'token', v_token, 'email_domain', v_domain,
                           'product_title', v_block.product_title, 'expires_at', v_expiry);
end;
$function$;
revoke execute on function public.create_invitation_link(uuid,uuid) from anon, public;
grant execute on function public.create_invitation_link(uuid,uuid) to authenticated, service_role;
comment on function public.create_invitation_link(uuid,uuid) is 'A gestor''s sign-up link for the company''s e-mail domain (organisation_domain_required without one); revokes the previous link; the raw token is returned once.';

-- public.revoke_invitation(p_invitation_id uuid)
CREATE OR REPLACE FUNCTION public.revoke_invitation(p_invitation_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid := private.require_active_user();
  v_invitation public.organisation_invitations;
begin
  select * into v_invitation from public.organisation_invitations i where i.id = p_invitation_id;
  if v_invitation.id is null or not private.is_organisation_manager(v_invitation.organisation_id) then
    -- The same answer for another organisation's invitation as for none: its existence is not told.
    perform private.raise_api_error('invitation_not_found', 'P0001', 404);
  end if;
  if v_invitation.accepted_at is not null then
    perform private.raise_api_error('invitation_accepted');
  end if;
  update public.organisation_invitations i
     set revoked_at = coalesce(i.revoked_at, now())
   where i.id = p_invitation_id;
end;
$function$;
revoke execute on function public.revoke_invitation(uuid) from anon, public;
grant execute on function public.revoke_invitation(uuid) to authenticated, service_role;
comment on function public.revoke_invitation(uuid) is 'A gestor of the invitation''s organisation revokes it (an accepted one stays accepted).';

-- public.get_invitation(p_token text)
CREATE OR REPLACE FUNCTION public.get_invitation(p_token text)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_invitation public.organisation_invitations;
begin
  select * into v_invitation from public.organisation_invitations i
  where i.token_hash = private.invitation_token_hash(p_token);
  if v_invitation.id is null then
    perform private.raise_api_error('invitation_not_found', 'P0001', 404);
  end if;
  return (
    select json_build_object(
      'legal_name', o.legal_name,
      'kind', v_invitation.kind,
      'product_title', b.product_title,
      'status', private.invitation_status(v_invitation),
      'email_masked', case when v_invitation.kind = 'email' then private.mask_email(v_invitation.email) end,
      'email_domain', case when v_invitation.kind = 'domain_link' then o.email_domain end,
      'expires_at', v_invitation.expires_at)
    from public.organisations o
    left join public.organisation_seats b on b.id = v_invitation.seat_block_id
    where o.id = v_invitation.organisation_id
  );
end;
$function$;
revoke execute on function public.get_invitation(text) from public;
grant execute on function public.get_invitation(text) to anon, authenticated, service_role;
comment on function public.get_invitation(text) is 'What the holder of an invitation token may know: the company, the kind, the seat''s product, the status, the invited e-mail masked (or the domain of a link). Visitors too.';

-- public.accept_invitation(p_token text)
CREATE OR REPLACE FUNCTION public.accept_invitation(p_token text)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user  uuid := private.require_active_user();
  v_email text := (select lower(u.email) from auth.users u where u.id = v_user);
  v_invitation public.organisation_invitations;
  v_block public.organisation_seats;
  v_domain text;
begin
  select * into v_invitation from public.organisation_invitations i
  where i.token_hash = private.invitation_token_hash(p_token)
  for update;
  if v_invitation.id is null then
    perform private.raise_api_error('invitation_not_found', 'P0001', 404);
  end if;
  if v_invitation.accepted_at is not null then
    if v_invitation.accepted_by = v_user then
      return json_build_object('organisation_id', v_invitation.organisation_id, 'already_accepted', true);
    end if;
    perform private.raise_api_error('invitation_accepted', 'P0001', 409);
  end if;
  if v_invitation.revoked_at is not null then
    perform private.raise_api_error('invitation_revoked', 'P0001', 410);
  end if;
  if v_invitation.expires_at <= now() then
    perform private.raise_api_error('invitation_expired', 'P0001', 410);
  end if;
  if v_invitation.kind = 'email' then
    if v_email is distinct from v_invitation.email then
      perform private.raise_api_error('invitation_email_mismatch', 'P0001', 403);
    end if;
  else
    v_domain := (select o.email_domain from public.organisations o where o.id = v_invitation.organisation_id);
    if v_domain is null or pg_catalog.split_part(coalesce(v_email, ''), '@', 2) <> v_domain then
      perform private.raise_api_error('invitation_domain_mismatch', 'P0001', 403);
    end if;
  end if;

  insert into public.organisation_members (organisation_id, user_id, role)
  values (v_invitation.organisation_id, v_user, 'membro')
  on conflict (organisation_id, user_id) do nothing;
  if v_invitation.seat_block_id is not null then
    -- The block row is locked: the 10th and the 11th acceptance of a 10-seat block do not both pass.
    -- With no seat left, the error rolls the membership above back too.
    v_block := private.seat_block_of(v_invitation.organisation_id, v_invitation.seat_block_id, true);
    perform private.take_seat(v_block, v_user);
  end if;
  if v_invitation.kind = 'email' then
    update public.organisation_invitations i
       set accepted_at = now(), accepted_by = v_user
     where i.id = v_invitation.id;
  end if;
  return json_build_object('organisation_id', v_invitation.organisation_id, 'already_accepted', false);
end;
$function$;
revoke execute on function public.accept_invitation(text) from anon, public;
grant execute on function public.accept_invitation(text) to authenticated, service_role;
comment on function public.accept_invitation(text) is 'A signed-in person accepts an invitation: their e-mail is the invited one (or of the company''s domain, for a link); joins as membro and takes a seat of the invitation''s block when it names one (no_seats_left otherwise, nothing changes).';

-- private.require_other_gestor(p_organisation_id uuid, p_user uuid)
CREATE OR REPLACE FUNCTION private.require_other_gestor(p_organisation_id uuid, p_user uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- The gestor rows are locked so that two gestores leaving at once cannot both pass.
  perform 1 from public.organisation_members m
   where m.organisation_id = p_organisation_id and m.role = 'gestor'
   for update;
  if not exists (
    select 1 from public.organisation_members m
    where m.organisation_id = p_organisation_id and m.role = 'gestor' and m.user_id <> p_user
  ) then
    perform private.raise_api_error('last_organisation_manager', 'P0001', 409);
  end if;
end;
$function$;
revoke execute on function private.require_other_gestor(uuid,uuid) from public;
comment on function private.require_other_gestor(uuid,uuid) is 'Refuses (last_organisation_manager) when the person is the organisation''s only gestor.';

-- public.remove_member(p_organisation_id uuid, p_user_id uuid)
CREATE OR REPLACE FUNCTION public.remove_member(p_organisation_id uuid, p_user_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid := private.require_organisation_manager(p_organisation_id);
  v_role text;
begin
  select m.role into v_role from public.organisation_members m
  where m.organisation_id = p_organisation_id and m.user_id = p_user_id;
  if v_role is null then
    perform private.raise_api_error('member_not_found', 'P0001', 404);
  end if;
  if v_role = 'gestor' then
    perform private.require_other_gestor(p_organisation_id, p_user_id);
  end if;
  -- The seats go with the membership (cascade); the person's progress, certificates and
  -- purchases are theirs and stay.
  delete from public.organisation_members m
  where m.organisation_id = p_organisation_id and m.user_id = p_user_id;
end;
$function$;
revoke execute on function public.remove_member(uuid,uuid) from anon, public;
grant execute on function public.remove_member(uuid,uuid) to authenticated, service_role;
comment on function public.remove_member(uuid,uuid) is 'A gestor removes a member and their seats (never the last gestor); the person keeps their own progress and certificates.';

-- public.set_member_role(p_organisation_id uuid, p_user_id uuid, p_role text)
CREATE OR REPLACE FUNCTION public.set_member_role(p_organisation_id uuid, p_user_id uuid, p_role text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid := private.require_organisation_manager(p_organisation_id);
  v_role text;
begin
  if p_role is null or p_role not in ('gestor', 'membro') then
    perform private.raise_api_error('invalid_member_role');
  end if;
  select m.role into v_role from public.organisation_members m
  where m.organisation_id = p_organisation_id and m.user_id = p_user_id;
  if v_role is null then
    perform private.raise_api_error('member_not_found', 'P0001', 404);
  end if;
  if v_role = 'gestor' and p_role = 'membro' then
    perform private.require_other_gestor(p_organisation_id, p_user_id);
  end if;
  update public.organisation_members m
     set role = p_role
   where m.organisation_id = p_organisation_id and m.user_id = p_user_id;
end;
$function$;
revoke execute on function public.set_member_role(uuid,uuid,text) from anon, public;
grant execute on function public.set_member_role(uuid,uuid,text) to authenticated, service_role;
comment on function public.set_member_role(uuid,uuid,text) is 'A gestor makes a member gestor or membro; an organisation never ends with no gestor.';

-- public.leave_organisation(p_organisation_id uuid)
CREATE OR REPLACE FUNCTION public.leave_organisation(p_organisation_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid := private.require_active_user();
  v_role text;
begin
  select m.role into v_role from public.organisation_members m
  where m.organisation_id = p_organisation_id and m.user_id = v_user;
  if v_role is null then
    perform private.raise_api_error('not_organisation_member', 'P0001', 404);
  end if;
  if v_role = 'gestor' and exists (
    select 1 from public.organisation_members m
    where m.organisation_id = p_organisation_id and m.user_id <> v_user
  ) then
    perform private.require_other_gestor(p_organisation_id, v_user);
  end if;
  delete from public.organisation_members m
  where m.organisation_id = p_organisation_id and m.user_id = v_user;
end;
$function$;
revoke execute on function public.leave_organisation(uuid) from anon, public;
grant execute on function public.leave_organisation(uuid) to authenticated, service_role;
comment on function public.leave_organisation(uuid) is 'A member leaves the organisation (and its seats), keeping their own data; the last gestor cannot leave while others remain.';

-- public.give_seat(p_organisation_id uuid, p_user_id uuid, p_seat_block_id uuid)
CREATE OR REPLACE FUNCTION public.give_seat(p_organisation_id uuid, p_user_id uuid, p_seat_block_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user  uuid := private.require_organisation_manager(p_organisation_id);
  v_block public.organisation_seats;
begin
  if not exists (select 1 from public.organisation_members m
                 where m.organisation_id = p_organisation_id and m.user_id = p_user_id) then
    perform private.raise_api_error('member_not_found', 'P0001', 404);
  end if;
  v_block := private.seat_block_of(p_organisation_id, p_seat_block_id, true);
  perform private.take_seat(v_block, p_user_id);
end;
$function$;
revoke execute on function public.give_seat(uuid,uuid,uuid) from anon, public;
grant execute on function public.give_seat(uuid,uuid,uuid) to authenticated, service_role;
comment on function public.give_seat(uuid,uuid,uuid) is 'A gestor gives a member a seat of a block (no_seats_left when it is full).';

-- public.release_seat(p_organisation_id uuid, p_user_id uuid, p_seat_block_id uuid)
CREATE OR REPLACE FUNCTION public.release_seat(p_organisation_id uuid, p_user_id uuid, p_seat_block_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid := private.require_organisation_manager(p_organisation_id);
begin
  delete from public.seat_holders h
  where h.organisation_id = p_organisation_id and h.user_id = p_user_id and h.seat_block_id = p_seat_block_id;
  if not found then
    perform private.raise_api_error('seat_not_held', 'P0001', 404);
  end if;
end;
$function$;
revoke execute on function public.release_seat(uuid,uuid,uuid) from anon, public;
grant execute on function public.release_seat(uuid,uuid,uuid) to authenticated, service_role;
comment on function public.release_seat(uuid,uuid,uuid) is 'A gestor frees a member''s seat of a block (the membership stays).';

-- ================================================================================================
-- On a table of an earlier file: what names a table above
-- ================================================================================================

alter table public.orders add constraint orders_organisation_id_fkey FOREIGN KEY (organisation_id) REFERENCES public.organisations(id) ON DELETE SET NULL;
alter table public.orders add constraint orders_seat_block_id_fkey FOREIGN KEY (seat_block_id) REFERENCES public.organisation_seats(id) ON DELETE SET NULL;

-- ================================================================================================
-- Policies
-- ================================================================================================

create policy "Invitations are read through the invitation functions only" on public.organisation_invitations
  for select to authenticated
  using (false);

create policy "Members read their organisations, administrators all" on public.organisations
  for select to authenticated
  using (((id = ANY (( SELECT private.my_organisation_ids() AS my_organisation_ids)::uuid[])) OR ( SELECT private.is_admin() AS is_admin)));

create policy "Members read their own membership, gestores their organisation" on public.organisation_members
  for select to authenticated
  using ((((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_active_user() AS is_active_user)) OR private.is_organisation_manager(organisation_id) OR ( SELECT private.is_admin() AS is_admin)));

create policy "Gestores and administrators read seat blocks" on public.organisation_seats
  for select to authenticated
  using ((private.is_organisation_manager(organisation_id) OR ( SELECT private.is_admin() AS is_admin)));

create policy "Holders read their own seats, gestores their organisation's" on public.seat_holders
  for select to authenticated
  using ((((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_active_user() AS is_active_user)) OR private.is_organisation_manager(organisation_id) OR ( SELECT private.is_admin() AS is_admin)));

-- ================================================================================================
-- Grants
-- ================================================================================================

-- public.organisations
revoke all on table public.organisations from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.organisations from authenticated;

-- public.organisation_members
revoke all on table public.organisation_members from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.organisation_members from authenticated;

-- public.organisation_seats
revoke all on table public.organisation_seats from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.organisation_seats from authenticated;

-- public.seat_holders
revoke all on table public.seat_holders from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.seat_holders from authenticated;

-- public.seat_price_tiers
revoke all on table public.seat_price_tiers from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.seat_price_tiers from authenticated;

-- public.organisation_invitations
revoke all on table public.organisation_invitations from anon, authenticated;
