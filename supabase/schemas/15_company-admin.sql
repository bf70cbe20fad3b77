-- Empresas, the administrators' back office: the organisations list and page, the seat price
-- tiers, deleting an organisation while its orders stay as the fiscal record. docs/companies.md.
-- The database as it is now: edit here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database-changes.md).

set check_function_bodies = off;

-- ================================================================================================
-- Functions the indexes below use
-- ================================================================================================

-- private.organisation_search_document(p_legal_name text, p_cnpj text, p_billing_email text)
CREATE OR REPLACE FUNCTION private.organisation_search_document(p_legal_name text, p_cnpj text, p_billing_email text)
 RETURNS tsvector
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select private.search_document(coalesce(p_legal_name, '') || ' ' || coalesce(p_billing_email, '') || ' ' || coalesce(p_cnpj, ''));
$function$;
comment on function private.organisation_search_document(text,text,text) is 'An organisation''s legal name, billing e-mail and CNPJ (its 14 digits as one word) as one search document (indexed on public.organisations).';

-- private.organisation_search_query(p_search text)
CREATE OR REPLACE FUNCTION private.organisation_search_query(p_search text)
 RETURNS tsquery
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  -- A CNPJ typed with its dots, slash and dash ('12.345.678/0001-95') is one number: its digits
  -- are a prefix of the document's 14-digit word. Anything else is searched word by word.
  select case
    when pg_catalog.btrim(pg_catalog.left(p_search, 200)) ~ '^[0-9][0-9./[:space:]-]*$'
      then pg_catalog.quote_literal(pg_catalog.regexp_replace(pg_catalog.left(p_search, 200), '[^0-9]', '', 'g')) || ':*'
    else private.search_query(p_search)::text
  end::pg_catalog.tsquery;
$function$;
comment on function private.organisation_search_query(text) is 'What was typed in the organisations search as a tsquery over private.organisation_search_document(): a CNPJ, formatted or not, as its digits; words otherwise.';

-- ================================================================================================
-- Indexes on the tables of 12_organisations.sql
-- ================================================================================================

CREATE INDEX organisations_search_idx ON public.organisations USING gin (private.organisation_search_document(legal_name, cnpj, billing_email));
CREATE INDEX organisations_recent_idx ON public.organisations USING btree (created_at DESC, id DESC);
CREATE INDEX organisation_seats_organisation_period_idx ON public.organisation_seats USING btree (organisation_id, period_end DESC);

-- ================================================================================================
-- Functions
-- ================================================================================================

-- private.organisation_admin_row(p_organisation public.organisations)
CREATE OR REPLACE FUNCTION private.organisation_admin_row(p_organisation public.organisations)
 RETURNS json
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select pg_catalog.json_build_object(
    'id', p_organisation.id,
    'legal_name', p_organisation.legal_name,
    'cnpj', p_organisation.cnpj,
    'billing_email', p_organisation.billing_email,
    'created_at', p_organisation.created_at,
    'member_count', (select count(*) from public.organisation_members m where m.organisation_id = p_organisation.id),
    'gestor_count', (select count(*) from public.organisation_members m where m.organisation_id = p_organisation.id and m.role = 'gestor'),
    'seats_total', (select coalesce(sum(s.seat_count), 0) from public.organisation_seats s
                    where s.organisation_id = p_organisation.id and s.period_start <= now() and s.period_end > now()),
    'seats_used', (select count(*) from public.seat_holders h
                   join public.organisation_seats s on s.id = h.seat_block_id
                   where h.organisation_id = p_organisation.id and s.period_start <= now() and s.period_end > now()),
    'paid_total', (select coalesce(sum(o.amount), 0) from public.orders o
                   where o.organisation_id = p_organisation.id and o.status = 'paid')
  );
$function$;
revoke execute on function private.organisation_admin_row(public.organisations) from public;
comment on function private.organisation_admin_row(public.organisations) is 'A row of the administrators'' organisations list: counts of members and gestores, seats used/total of the open blocks, paid company orders total.';

-- public.admin_list_organisations(p_search text, p_page integer, p_page_size integer)
CREATE OR REPLACE FUNCTION public.admin_list_organisations(p_search text DEFAULT NULL::text, p_page integer DEFAULT 1, p_page_size integer DEFAULT 25)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
 SET plan_cache_mode TO 'force_custom_plan'
AS $function$
declare
  v_admin uuid := private.require_admin();
  v_size  integer := private.list_page_size(p_page_size);
  v_query tsquery := private.organisation_search_query(p_search);
  v_email text := private.search_email(p_search);
  v_total bigint;
  v_page  integer;
  v_ids   uuid[];
begin
  if private.is_search(p_search) and v_query is not null then
    select count(*) into v_total
    from public.organisations g
    where private.organisation_search_document(g.legal_name, g.cnpj, g.billing_email) @@ v_query
      and private.email_matches(g.billing_email, v_email);
    v_page := private.list_page(p_page, v_total, v_size);
    v_ids := array(
      select g.id
      from public.organisations g
      where private.organisation_search_document(g.legal_name, g.cnpj, g.billing_email) @@ v_query
        and private.email_matches(g.billing_email, v_email)
      order by g.created_at desc, g.id desc
      limit v_size offset (v_page - 1) * v_size
    );
  elsif private.is_search(p_search) then
    -- Only punctuation was typed: nothing can match.
    v_total := 0;
    v_page := 1;
    v_ids := '{}';
  else
    select count(*) into v_total from public.organisations;
    v_page := private.list_page(p_page, v_total, v_size);
    v_ids := array(
      select g.id
      from public.organisations g
      order by g.created_at desc, g.id desc
      limit v_size offset (v_page - 1) * v_size
    );
  end if;

  return private.list_result(v_total, v_page, v_size, (
    select json_agg(private.organisation_admin_row(g) order by x.position)
    from unnest(v_ids) with ordinality as x(id, position)
    join public.organisations g on g.id = x.id
  ));
end;
$function$;
revoke execute on function public.admin_list_organisations(text,integer,integer) from anon, public;
grant execute on function public.admin_list_organisations(text,integer,integer) to authenticated, service_role;
comment on function public.admin_list_organisations(text,integer,integer) is 'Administrators: the organisations, newest first, paged and searched (legal name, CNPJ with or without its punctuation, billing e-mail), with members, gestores, seats and paid total.';

-- public.admin_get_organisation(p_organisation_id uuid)
CREATE OR REPLACE FUNCTION public.admin_get_organisation(p_organisation_id uuid)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_admin uuid := private.require_admin();
  v_org   public.organisations;
begin
  select * into v_org from public.organisations g where g.id = p_organisation_id;
  if not found then
    perform private.raise_api_error('organisation_not_found', 'P0001', 404);
  end if;

  -- Members are counts only here: the people are the managers' business (docs/companies.md).
  -- An organisation's blocks, gestores and orders are few; each list is capped all the same and
  -- its count given, so a screen can say when it shows only the newest.
  return pg_catalog.json_build_object(
    'organisation', pg_catalog.json_build_object(
      'id', v_org.id,
      'legal_name', v_org.legal_name,
      'cnpj', v_org.cnpj,
      'billing_email', v_org.billing_email,
      'address_line', v_org.address_line,
      'city', v_org.city,
      'state', v_org.state,
      'postal_code', v_org.postal_code,
      'email_domain', v_org.email_domain,
      'created_at', v_org.created_at
    ),
    'summary', private.organisation_admin_row(v_org),
    'seat_blocks', coalesce((
      select json_agg(json_build_object(
               'id', s.id,
               'product_kind', s.product_kind,
               'product_title', s.product_title,
               'seat_count', s.seat_count,
               'holder_count', (select count(*) from public.seat_holders h where h.seat_block_id = s.id),
               'period_start', s.period_start,
               'period_end', s.period_end,
               'is_open', s.period_start <= now() and s.period_end > now()
             ) order by s.period_end desc, s.id)
      from (select * from public.organisation_seats s where s.organisation_id = v_org.id
            order by s.period_end desc, s.id limit 100) s
    ), '[]'::json),
    'seat_block_count', (select count(*) from public.organisation_seats s where s.organisation_id = v_org.id),
    'gestores', coalesce((
      select json_agg(json_build_object('user_id', p.id, 'full_name', p.full_name, 'email', p.email)
                      order by private.normalize_search_text(p.full_name), p.id)
      from (select m.user_id from public.organisation_members m
            where m.organisation_id = v_org.id and m.role = 'gestor'
            order by m.joined_at, m.user_id limit 100) m
      join public.profiles p on p.id = m.user_id
    ), '[]'::json),
    'orders', coalesce((
      select json_agg(json_build_object(
               'id', o.id,
               'status', o.status,
               'amount', o.amount,
               'method', o.method,
               'installments', o.installments,
               'product_title', o.product_title,
               'seat_count', o.seat_count,
               'buyer_name', o.buyer_name,
               'created_at', o.created_at,
               'paid_at', o.paid_at
             ) order by o.created_at desc, o.id desc)
      from (select * from public.orders o where o.organisation_id = v_org.id
            order by o.created_at desc, o.id desc limit 100) o
    ), '[]'::json),
    'order_count', (select count(*) from public.orders o where o.organisation_id = v_org.id)
  );
end;
$function$;
revoke execute on function public.admin_get_organisation(uuid) from anon, public;
grant execute on function public.admin_get_organisation(uuid) to authenticated, service_role;
comment on function public.admin_get_organisation(uuid) is 'Administrators: one organisation with its address, seat blocks, gestores and orders (the 100 newest of each, with counts); members as counts only.';

-- public.admin_list_seat_tiers()
CREATE OR REPLACE FUNCTION public.admin_list_seat_tiers()
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_admin uuid := private.require_admin();
begin
  return coalesce((
    select json_agg(json_build_object('min_seats', t.min_seats, 'discount_percent', t.discount_percent, 'updated_at', t.updated_at)
                    order by t.min_seats)
    from public.seat_price_tiers t
  ), '[]'::json);
end;
$function$;
revoke execute on function public.admin_list_seat_tiers() from anon, public;
grant execute on function public.admin_list_seat_tiers() to authenticated, service_role;
comment on function public.admin_list_seat_tiers() is 'Administrators: the seat price tiers, fewest seats first.';

-- public.admin_save_seat_tiers(p_tiers jsonb)
CREATE OR REPLACE FUNCTION public.admin_save_seat_tiers(p_tiers jsonb)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_admin    uuid := private.require_admin();
  v_tiers    jsonb := private.json_argument(p_tiers);
  v_tier     jsonb;
  v_min      integer;
  v_min_value numeric;
  v_discount numeric;
  v_prev_min integer;
  v_prev_discount numeric;
  v_rows     integer[] := '{}';
  v_discounts numeric[] := '{}';
begin
  if v_tiers is null or jsonb_typeof(v_tiers) <> 'array' then
    perform private.raise_api_error('seat_tiers_invalid');
  end if;
  if jsonb_array_length(v_tiers) < 1 or jsonb_array_length(v_tiers) > 10 then
    perform private.raise_api_error('seat_tiers_count');
  end if;

  -- The same rules as the editor's form (src/features/admin-companies), row by row, in the
  -- order given: the minimum grows strictly, the discount never shrinks as seats grow.
  for v_tier in select value from jsonb_array_elements(v_tiers) loop
    if jsonb_typeof(v_tier) is distinct from 'object' or jsonb_typeof(v_tier -> 'min_seats') is distinct from 'number' then
      perform private.raise_api_error('seat_tier_min_seats_invalid');
    end if;
    v_min_value := (v_tier ->> 'min_seats')::numeric;
    if v_min_value <> trunc(v_min_value) or v_min_value < 1 or v_min_value > 10000 then
      perform private.raise_api_error('seat_tier_min_seats_invalid');
    end if;
    if jsonb_typeof(v_tier -> 'discount_percent') is distinct from 'number' then
      perform private.raise_api_error('seat_tier_discount_invalid');
    end if;
    v_discount := (v_tier ->> 'discount_percent')::numeric;
    if v_discount < 0 or v_discount > 90 or v_discount <> round(v_discount, 2) then
      perform private.raise_api_error('seat_tier_discount_invalid');
    end if;
    v_min := v_min_value::integer;
    if v_prev_min is not null and v_min <= v_prev_min then
      perform private.raise_api_error('seat_tiers_not_increasing');
    end if;
    if v_prev_discount is not null and v_discount < v_prev_discount then
      perform private.raise_api_error('seat_tiers_discount_decreasing');
    end if;
    v_rows := v_rows || v_min;
    v_discounts := v_discounts || v_discount;
    v_prev_min := v_min;
    v_prev_discount := v_discount;
  end loop;

  -- Two administrators saving at once: the second waits and replaces the first's tiers whole.
  lock table public.seat_price_tiers in share row exclusive mode;
  delete from public.seat_price_tiers where true;
  insert into public.seat_price_tiers (min_seats, discount_percent)
  select r.min_seats, r.discount_percent
  from unnest(v_rows, v_discounts) as r(min_seats, discount_percent);

  return public.admin_list_seat_tiers();
end;
$function$;
revoke execute on function public.admin_save_seat_tiers(jsonb) from anon, public;
grant execute on function public.admin_save_seat_tiers(jsonb) to authenticated, service_role;
comment on function public.admin_save_seat_tiers(jsonb) is 'Administrators: replaces all seat price tiers at once ([{min_seats, discount_percent}], 1 to 10, minimums strictly increasing, discounts 0-90 never decreasing).';

-- public.admin_delete_organisation(p_organisation_id uuid)
CREATE OR REPLACE FUNCTION public.admin_delete_organisation(p_organisation_id uuid)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_admin uuid := private.require_admin();
  v_kept  bigint;
begin
  perform 1 from public.organisations g where g.id = p_organisation_id for update;
  if not found then
    perform private.raise_api_error('organisation_not_found', 'P0001', 404);
  end if;
  select count(*) into v_kept from public.orders o where o.organisation_id = p_organisation_id;
  -- Members, seat blocks and holders, invitations and assignments go with it (cascades); the
  -- orders stay, with buyer_cnpj, buyer_name and amounts, as the fiscal record: their
  -- organisation_id becomes null (orders_organisation_id_fkey ... on delete set null).
  delete from public.organisations g where g.id = p_organisation_id;
  return pg_catalog.json_build_object('deleted', true, 'kept_orders', v_kept);
end;
$function$;
revoke execute on function public.admin_delete_organisation(uuid) from anon, public;
grant execute on function public.admin_delete_organisation(uuid) to authenticated, service_role;
comment on function public.admin_delete_organisation(uuid) is 'Administrators: deletes an organisation with its members, seats, invitations and assignments; its orders stay as the fiscal record (organisation_id set null).';

-- ================================================================================================
-- Policies: administrators read the seat price tiers (the other organisations tables' policies, in
-- 12_organisations.sql, already let them read)
-- ================================================================================================

create policy "Administrators can read seat price tiers" on public.seat_price_tiers
  for select to authenticated
  using (( SELECT private.is_admin() AS is_admin));
