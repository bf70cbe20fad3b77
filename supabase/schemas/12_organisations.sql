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
-- The discount per seat from a number of seats up (the next tier's minimum ends a tier). The lowest minimum is the least a company buys. Administrators write them.
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
comment on table public.seat_price_tiers is 'The discount per seat from a number of seats up (the next tier''s minimum ends a tier). The lowest minimum is the least a company buys. Administrators write them.';

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
  constraint organisation_invitations_accepted_matches CHECK ((accepted_at IS NULL) = (accepted_by IS NULL) AND (accepted_at IS NULL OR kind = 'email'::text)),
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
comment on table public.organisation_invitations is 'An invitation to join an organisation: to one e-mail, or a link for anyone whose e-mail is of the company''s domain. Only the token''s SHA-256 is kept.';

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

-- ================================================================================================
-- On a table of an earlier file: what names a table above
-- ================================================================================================

alter table public.orders add constraint orders_organisation_id_fkey FOREIGN KEY (organisation_id) REFERENCES public.organisations(id) ON DELETE SET NULL;
alter table public.orders add constraint orders_seat_block_id_fkey FOREIGN KEY (seat_block_id) REFERENCES public.organisation_seats(id) ON DELETE SET NULL;

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
revoke insert, update, delete, truncate, references, trigger, maintain on table public.seat_price_tiers from anon, authenticated;

-- public.organisation_invitations
revoke all on table public.organisation_invitations from anon, authenticated;
