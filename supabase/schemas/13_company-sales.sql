-- Empresas, selling seats: the organisation a company buys as, the seat offer and its tiers, the
-- quote, the company's order, and granting or taking back the seats when it is paid or refunded.
-- docs/companies.md → "Vendendo assentos".
-- The database as it is now: edit here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database-changes.md).

-- Function bodies are checked when they run, not here: files apply in order, and a body may read
-- a table a later file declares.
set check_function_bodies = off;

-- ================================================================================================
-- Tables
-- ================================================================================================

-- public.seat_order_grants -----------------------------------------------------------------------
-- What a company's order does to seats, written when the order opens: a new block, or seats
-- added to a named block. granted_at / revoked_at make a replayed grant or refund change nothing.
create table public.seat_order_grants (
  order_id uuid not null,
  adds_to_block boolean not null,
  seat_block_id uuid,
  seats integer not null,
  granted_at timestamp with time zone,
  revoked_at timestamp with time zone,
  constraint seat_order_grants_pkey PRIMARY KEY (order_id),
  constraint seat_order_grants_seats_check CHECK (seats >= 1 AND seats <= 10000),
  constraint seat_order_grants_revoked_after_granted CHECK (revoked_at IS NULL OR granted_at IS NOT NULL),
  constraint seat_order_grants_order_id_fkey FOREIGN KEY (order_id) REFERENCES public.orders(id) ON DELETE CASCADE,
  constraint seat_order_grants_seat_block_id_fkey FOREIGN KEY (seat_block_id) REFERENCES public.organisation_seats(id) ON DELETE SET NULL
);
alter table public.seat_order_grants enable row level security;
CREATE INDEX seat_order_grants_seat_block_id_idx ON public.seat_order_grants USING btree (seat_block_id);
comment on table public.seat_order_grants is 'What a company''s order does to seats (a new block, or seats added to one) and whether it was granted or taken back. Written by the seat order and payment functions only.';

-- ================================================================================================
-- Functions
-- ================================================================================================

-- private.seat_product(p_product_kind text, p_product_id uuid)
CREATE OR REPLACE FUNCTION private.seat_product(p_product_kind text, p_product_id uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select case p_product_kind
    when 'plan' then (
      select jsonb_build_object(
        'kind', 'plan', 'id', p.id, 'title', p.name, 'billing_interval', p.billing_interval,
        'base_unit_price', case when p.billing_interval = 'month' then p.amount * 12 else p.amount end)
      from public.pricing_plans p
      where p.id = p_product_id and p.is_active and p.amount is not null)
    when 'track' then (
      select jsonb_build_object('kind', 'track', 'id', t.id, 'title', t.title, 'billing_interval', null,
                                'base_unit_price', t.price)
      from public.tracks t
      where t.id = p_product_id and t.published and t.price >= 1)
    when 'course' then (
      select jsonb_build_object('kind', 'course', 'id', c.id, 'title', c.title, 'billing_interval', null,
                                'base_unit_price', c.price)
      from public.courses c
      where c.id = p_product_id and c.is_active and c.access_model in ('paid', 'paid_or_plans')
        and c.price >= 1)
  end;
$function$;
revoke execute on function private.seat_product(text,uuid) from public;
comment on function private.seat_product(text,uuid) is 'A product sold as seats and its price per seat for 12 months (a monthly plan × 12); null when it is free, inactive, unpublished or unknown. docs/companies.md.';

-- private.seat_discount(p_seats integer)
CREATE OR REPLACE FUNCTION private.seat_discount(p_seats integer)
 RETURNS numeric
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select t.discount_percent
  from public.seat_price_tiers t
  where t.min_seats <= p_seats
  order by t.min_seats desc
  limit 1;
$function$;
revoke execute on function private.seat_discount(integer) from public;
comment on function private.seat_discount(integer) is 'The discount (percent) of the tier a number of seats falls in; null below the lowest tier''s minimum.';

-- private.seat_price(p_product_kind text, p_product_id uuid, p_seats integer, p_seat_block_id uuid, p_at timestamp with time zone)
CREATE OR REPLACE FUNCTION private.seat_price(p_product_kind text, p_product_id uuid, p_seats integer, p_seat_block_id uuid DEFAULT NULL::uuid, p_at timestamp with time zone DEFAULT now())
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  v_product   jsonb;
  v_block     public.organisation_seats;
  v_discount  numeric;
  v_base      numeric;
  v_unit      numeric(10,2);
  v_total     numeric(10,2);
  v_remaining integer;
  v_days      integer;
  v_amount    numeric(10,2);
begin
  if p_product_kind is null or p_product_kind not in ('plan', 'track', 'course') then
    perform private.raise_api_error('invalid_product');
  end if;
  if p_seats is null or p_seats < 1 or p_seats > 10000 then
    perform private.raise_api_error('invalid_seat_count');
  end if;
  v_product := private.seat_product(p_product_kind, p_product_id);
  if v_product is null then
    perform private.raise_api_error('seat_product_not_available');
  end if;
  v_base := (v_product ->> 'base_unit_price')::numeric;

  if p_seat_block_id is null then
    v_discount := private.seat_discount(p_seats);
    if v_discount is null then
      perform private.raise_api_error('seats_below_minimum');
    end if;
    v_unit := round(v_base * (100 - v_discount) / 100, 2);
    v_total := v_unit * p_seats;
    return jsonb_build_object(
      'product_kind', p_product_kind, 'product_id', p_product_id, 'product_title', v_product ->> 'title',
      'billing_interval', v_product -> 'billing_interval',
      'seats', p_seats, 'base_unit_price', v_base, 'discount_percent', v_discount,
      'unit_price', v_unit, 'total', v_total, 'period_months', 12,
      'period_start', p_at, 'period_end', p_at + interval '12 months',
      'seat_block_id', null, 'remaining_fraction', null, 'amount', v_total);
  end if;

  -- Seats added to a block: the tier of the block's seats once enlarged, for the days left.
  select * into v_block from public.organisation_seats s where s.id = p_seat_block_id;
  if not found then
    perform private.raise_api_error('seat_block_not_found', 'P0002', 404);
  end if;
  if v_block.product_kind <> p_product_kind or v_block.product_id <> p_product_id then
    perform private.raise_api_error('seat_block_product_mismatch');
  end if;
  if v_block.period_end <= p_at then
    perform private.raise_api_error('seat_block_expired');
  end if;
  v_discount := coalesce(private.seat_discount(v_block.seat_count + p_seats), 0);
  v_unit := round(v_base * (100 - v_discount) / 100, 2);
  v_total := v_unit * p_seats;
  v_days := greatest(1, round(extract(epoch from v_block.period_end - v_block.period_start) / 86400)::integer);
  v_remaining := least(v_days, ceil(extract(epoch from v_block.period_end - greatest(p_at, v_block.period_start)) / 86400)::integer);
  v_amount := greatest(1, round(v_total * v_remaining / v_days, 2));
  return jsonb_build_object(
    'product_kind', p_product_kind, 'product_id', p_product_id, 'product_title', v_product ->> 'title',
    'billing_interval', v_product -> 'billing_interval',
    'seats', p_seats, 'base_unit_price', v_base, 'discount_percent', v_discount,
    'unit_price', v_unit, 'total', v_total, 'period_months', 12,
    'period_start', v_block.period_start, 'period_end', v_block.period_end,
    'seat_block_id', v_block.id, 'remaining_days', v_remaining, 'period_days', v_days,
    'remaining_fraction', round(v_remaining::numeric / v_days, 4), 'amount', v_amount);
end;
$function$;
revoke execute on function private.seat_price(text,uuid,integer,uuid,timestamp with time zone) from public;
comment on function private.seat_price(text,uuid,integer,uuid,timestamp with time zone) is 'The one price of seats, for the quote and the order alike: unit (12 months, less the tier''s discount), total, and for seats added to a block the amount for the days left. docs/companies.md.';

-- private.grant_seats(p_order public.orders, p_paid_at timestamp with time zone)
CREATE OR REPLACE FUNCTION private.grant_seats(p_order public.orders, p_paid_at timestamp with time zone)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_grant public.seat_order_grants;
  v_block uuid;
  v_title text;
begin
  select * into v_grant from public.seat_order_grants g where g.order_id = p_order.id for update;
  if not found then
    insert into public.seat_order_grants (order_id, adds_to_block, seat_block_id, seats)
    values (p_order.id, p_order.seat_block_id is not null, p_order.seat_block_id, p_order.seat_count)
    returning * into v_grant;
  end if;
  -- A second grant of the same order (a replayed or repeated event) changes nothing.
  if v_grant.granted_at is not null or p_order.organisation_id is null then
    return;
  end if;

  if not v_grant.adds_to_block then
    v_title := coalesce(private.seat_product(p_order.product_kind, p_order.product_id) ->> 'title',
                        p_order.product_title);
    insert into public.organisation_seats (
      organisation_id, product_kind, product_id, product_title, seat_count, period_start, period_end
    )
    values (
      p_order.organisation_id, p_order.product_kind, p_order.product_id, left(v_title, 200),
      v_grant.seats, p_paid_at, p_paid_at + interval '12 months'
    )
    returning id into v_block;
    update public.orders o set seat_block_id = v_block, updated_at = now() where o.id = p_order.id;
  else
    -- The block was removed before the payment arrived: there is nothing to add to.
    update public.organisation_seats s
       set seat_count = least(10000, s.seat_count + v_grant.seats), updated_at = now()
     where s.id = v_grant.seat_block_id
    returning s.id into v_block;
  end if;

  update public.seat_order_grants g
     set granted_at = p_paid_at, seat_block_id = coalesce(v_block, g.seat_block_id)
   where g.order_id = p_order.id;
end;
$function$;
revoke execute on function private.grant_seats(public.orders,timestamp with time zone) from public;
comment on function private.grant_seats(public.orders,timestamp with time zone) is 'A paid company order: a new block of seats for 12 months, or seats added to its block. Once per order. docs/companies.md.';

-- private.revoke_seats(p_order public.orders, p_reason text)
CREATE OR REPLACE FUNCTION private.revoke_seats(p_order public.orders, p_reason text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_grant public.seat_order_grants;
  v_block public.organisation_seats;
  v_left  integer;
begin
  select * into v_grant from public.seat_order_grants g where g.order_id = p_order.id for update;
  if not found or v_grant.granted_at is null or v_grant.revoked_at is not null then
    return;
  end if;
  update public.seat_order_grants g set revoked_at = now() where g.order_id = p_order.id;
  if v_grant.seat_block_id is null then
    return;
  end if;
  select * into v_block from public.organisation_seats s where s.id = v_grant.seat_block_id for update;
  if not found then
    return;
  end if;

  v_left := v_block.seat_count - v_grant.seats;
  if not v_grant.adds_to_block or v_left < 1 then
    -- The order that bought the block: the block goes, and its holders lose the seat.
    delete from public.organisation_seats s where s.id = v_block.id;
    return;
  end if;

  update public.organisation_seats s set seat_count = v_left, updated_at = now() where s.id = v_block.id;
  -- The seats taken last are the ones beyond the block's new size.
  delete from public.seat_holders h
   where h.seat_block_id = v_block.id
     and h.user_id in (
       select x.user_id from public.seat_holders x
       where x.seat_block_id = v_block.id
       order by x.taken_at desc, x.user_id desc
       limit greatest(0, (select count(*) from public.seat_holders y where y.seat_block_id = v_block.id) - v_left));
end;
$function$;
revoke execute on function private.revoke_seats(public.orders,text) from public;
comment on function private.revoke_seats(public.orders,text) is 'A refunded or charged-back company order: its new block is removed, or its added seats are taken off (the seats taken last are freed). Once per order. docs/companies.md.';

-- public.create_organisation(...)
CREATE OR REPLACE FUNCTION public.create_organisation(p_cnpj text, p_legal_name text, p_billing_email text, p_address_line text, p_city text, p_state text, p_postal_code text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user   uuid := private.require_active_user();
  v_cnpj   text := pg_catalog.regexp_replace(coalesce(p_cnpj, ''), '[^0-9]', '', 'g');
  v_name   text := btrim(coalesce(p_legal_name, ''));
  v_email  text := lower(btrim(coalesce(p_billing_email, '')));
  v_line   text := btrim(coalesce(p_address_line, ''));
  v_city   text := btrim(coalesce(p_city, ''));
  v_state  text := upper(btrim(coalesce(p_state, '')));
  v_postal text := pg_catalog.regexp_replace(coalesce(p_postal_code, ''), '[^0-9]', '', 'g');
  v_org    public.organisations;
begin
  if not private.cnpj_is_valid(v_cnpj) then
    perform private.raise_api_error('invalid_cnpj');
  end if;
  if char_length(v_name) < 2 or char_length(v_name) > 200 then
    perform private.raise_api_error('invalid_legal_name');
  end if;
  if char_length(v_email) > 320 or v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    perform private.raise_api_error('invalid_billing_email');
  end if;
  if char_length(v_line) < 3 or char_length(v_line) > 300 or char_length(v_city) < 2 or char_length(v_city) > 120 then
    perform private.raise_api_error('invalid_address');
  end if;
  if v_state not in ('AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
                     'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO') then
    perform private.raise_api_error('invalid_state');
  end if;
  if v_postal !~ '^[0-9]{8}$' then
    perform private.raise_api_error('invalid_postal_code');
  end if;

  -- One at a time per person, and at most 5 an hour.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('organisations:' || v_user::text, 0));
  if (select count(*) from public.organisations o
      where o.created_by = v_user and o.created_at > pg_catalog.clock_timestamp() - interval '1 hour') >= 5 then
    perform private.raise_api_error('organisation_hourly_limit', 'rate_limited', 429);
  end if;
  if exists (select 1 from public.organisations o where o.cnpj = v_cnpj) then
    perform private.raise_api_error('organisation_exists', '23505', 409);
  end if;

  begin
    insert into public.organisations (cnpj, legal_name, billing_email, address_line, city, state, postal_code, created_by)
    values (v_cnpj, v_name, v_email, v_line, v_city, v_state, v_postal, v_user)
    returning * into v_org;
  exception when unique_violation then
    perform private.raise_api_error('organisation_exists', '23505', 409);
  end;
  insert into public.organisation_members (organisation_id, user_id, role) values (v_org.id, v_user, 'gestor');

  return jsonb_build_object(
    'id', v_org.id, 'cnpj', v_org.cnpj, 'legal_name', v_org.legal_name, 'billing_email', v_org.billing_email,
    'address_line', v_org.address_line, 'city', v_org.city, 'state', v_org.state, 'postal_code', v_org.postal_code);
end;
$function$;
revoke execute on function public.create_organisation(text,text,text,text,text,text,text) from anon, public;
grant execute on function public.create_organisation(text,text,text,text,text,text,text) to authenticated;
comment on function public.create_organisation(text,text,text,text,text,text,text) is 'A person opens an organisation (valid, unused CNPJ) and becomes its first gestor. docs/companies.md.';

-- public.list_seat_offer()
CREATE OR REPLACE FUNCTION public.list_seat_offer()
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'tiers', coalesce((
      select jsonb_agg(jsonb_build_object(
               'min_seats', t.min_seats,
               'max_seats', (select min(n.min_seats) - 1 from public.seat_price_tiers n where n.min_seats > t.min_seats),
               'discount_percent', t.discount_percent) order by t.min_seats)
      from public.seat_price_tiers t), '[]'::jsonb),
    'products', coalesce((
      select jsonb_agg(p.product order by p.rank, p.product ->> 'title')
      from (
        select 1 as rank, private.seat_product('plan', pl.id) as product
        from public.pricing_plans pl where pl.is_active and pl.amount is not null
        union all
        select 2, private.seat_product('track', t.id)
        from public.tracks t where t.published and t.price >= 1
        union all
        select 3, private.seat_product('course', c.id)
        from public.courses c
        where c.is_active and c.access_model in ('paid', 'paid_or_plans') and c.price >= 1
      ) p), '[]'::jsonb));
$function$;
revoke execute on function public.list_seat_offer() from public;
grant execute on function public.list_seat_offer() to anon, authenticated;
comment on function public.list_seat_offer() is 'The public seat offer: the tiers and the products sold as seats with their price per seat for 12 months. docs/companies.md.';

-- public.quote_seats(p_product_kind text, p_product_id uuid, p_seats integer, p_seat_block_id uuid)
CREATE OR REPLACE FUNCTION public.quote_seats(p_product_kind text, p_product_id uuid, p_seats integer, p_seat_block_id uuid DEFAULT NULL::uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_organisation uuid;
begin
  if p_seat_block_id is not null then
    -- What a block holds and until when is the organisation's business: its gestores only.
    select s.organisation_id into v_organisation from public.organisation_seats s where s.id = p_seat_block_id;
    if v_organisation is null or not private.is_organisation_manager(v_organisation) then
      perform private.raise_api_error('permission_denied', '42501', 403);
    end if;
  end if;
  return private.seat_price(p_product_kind, p_product_id, p_seats, p_seat_block_id, now());
end;
$function$;
revoke execute on function public.quote_seats(text,uuid,integer,uuid) from public;
grant execute on function public.quote_seats(text,uuid,integer,uuid) to anon, authenticated;
comment on function public.quote_seats(text,uuid,integer,uuid) is 'The price of seats as the order will charge it (private.seat_price); for seats added to a block, its gestores only. docs/companies.md.';

-- public.list_my_seat_organisations()
CREATE OR REPLACE FUNCTION public.list_my_seat_organisations()
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', o.id, 'cnpj', o.cnpj, 'legal_name', o.legal_name, 'billing_email', o.billing_email,
           'blocks', coalesce((
             select jsonb_agg(jsonb_build_object(
                      'id', s.id, 'product_kind', s.product_kind, 'product_id', s.product_id,
                      'product_title', s.product_title, 'seat_count', s.seat_count,
                      'period_start', s.period_start, 'period_end', s.period_end) order by s.period_end, s.id)
             from public.organisation_seats s
             where s.organisation_id = o.id and s.period_end > now()), '[]'::jsonb)
         ) order by o.legal_name, o.id), '[]'::jsonb)
  from public.organisations o
  join public.organisation_members m on m.organisation_id = o.id
  where m.user_id = (select auth.uid()) and m.role = 'gestor' and private.is_active_user();
$function$;
revoke execute on function public.list_my_seat_organisations() from anon, public;
grant execute on function public.list_my_seat_organisations() to authenticated;
comment on function public.list_my_seat_organisations() is 'The organisations the caller manages, with their open seat blocks: whom the company checkout may buy for. docs/companies.md.';

-- public.start_seat_order(...)
CREATE OR REPLACE FUNCTION public.start_seat_order(p_organisation_id uuid, p_product_kind text, p_product_id uuid, p_seats integer, p_method text, p_installments integer DEFAULT 1, p_seat_block_id uuid DEFAULT NULL::uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user         uuid := private.require_active_user();
  v_installments integer := coalesce(p_installments, 1);
  v_org          public.organisations;
  v_price        jsonb;
  v_amount       numeric(10,2);
  v_order        public.orders;
begin
  if not private.is_organisation_manager(p_organisation_id) then
    perform private.raise_api_error('permission_denied', '42501', 403);
  end if;
  if p_method is null or p_method not in ('pix', 'boleto', 'card') then
    perform private.raise_api_error('invalid_payment_method');
  end if;
  if v_installments < 1 or v_installments > 12 or (v_installments > 1 and p_method <> 'card') then
    perform private.raise_api_error('invalid_installments');
  end if;
  if p_seat_block_id is not null and not exists (
       select 1 from public.organisation_seats s
       where s.id = p_seat_block_id and s.organisation_id = p_organisation_id) then
    perform private.raise_api_error('seat_block_not_found', 'P0002', 404);
  end if;

  -- One checkout at a time per person (the same lock as start_order), at most 20 an hour.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('orders:' || v_user::text, 0));
  if (select count(*) from public.orders o
      where o.user_id = v_user and o.created_at > pg_catalog.clock_timestamp() - interval '1 hour') >= 20 then
    perform private.raise_api_error('order_hourly_limit', 'rate_limited', 429);
  end if;

  v_price := private.seat_price(p_product_kind, p_product_id, p_seats, p_seat_block_id, now());
  v_amount := (v_price ->> 'amount')::numeric(10,2);
  if v_installments > private.max_installments(v_amount) then
    perform private.raise_api_error('invalid_installments');
  end if;

  select * into v_org from public.organisations o where o.id = p_organisation_id;

  insert into public.orders (
    user_id, product_kind, product_id, product_title, amount, installments, method,
    buyer_name, buyer_email, buyer_cnpj, organisation_id, seat_count, seat_block_id
  )
  values (
    v_user, p_product_kind, p_product_id,
    left(p_seats || case when p_seats = 1 then ' assento · ' else ' assentos · ' end || (v_price ->> 'product_title'), 200),
    v_amount, v_installments, p_method,
    left(v_org.legal_name, 200), left(v_org.billing_email, 320), v_org.cnpj, v_org.id, p_seats, p_seat_block_id
  )
  returning * into v_order;

  insert into public.seat_order_grants (order_id, adds_to_block, seat_block_id, seats)
  values (v_order.id, p_seat_block_id is not null, p_seat_block_id, p_seats);
  insert into public.order_events (order_id, status) values (v_order.id, 'pending');

  return private.order_json(v_order);
end;
$function$;
revoke execute on function public.start_seat_order(uuid,text,uuid,integer,text,integer,uuid) from anon, public;
grant execute on function public.start_seat_order(uuid,text,uuid,integer,text,integer,uuid) to authenticated;
comment on function public.start_seat_order(uuid,text,uuid,integer,text,integer,uuid) is 'A gestor opens a pending order of seats for the organisation at the price private.seat_price reads. docs/companies.md.';

-- ================================================================================================
-- Policies
-- ================================================================================================

create policy "Seat order grants are read through the seat functions only" on public.seat_order_grants
  for select to authenticated
  using (false);

-- ================================================================================================
-- Grants
-- ================================================================================================

-- public.seat_order_grants
revoke all on table public.seat_order_grants from anon, authenticated;
