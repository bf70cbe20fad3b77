-- Coupons: a code that takes a percentage or an amount off chosen products (or all), within dates
-- and limits; applied by start_order, never by the browser. docs/coupons.md.
-- The database as it is now: edit here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database-changes.md).

set check_function_bodies = off;

-- ================================================================================================
-- Tables
-- ================================================================================================

-- public.coupons ---------------------------------------------------------------------------------
create table public.coupons (
  id uuid default gen_random_uuid() not null,
  code text not null,
  description text default ''::text not null,
  discount_kind text not null,
  discount_value numeric(10,2) not null,
  applies_to_all boolean default true not null,
  valid_from timestamp with time zone default now() not null,
  valid_until timestamp with time zone,
  max_uses integer,
  max_uses_per_person integer default 1,
  first_purchase_only boolean default false not null,
  is_active boolean default true not null,
  created_by uuid,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint coupons_code_check CHECK (code ~ '^[A-Z0-9][A-Z0-9_-]{2,39}$'::text),
  constraint coupons_code_key UNIQUE (code),
  constraint coupons_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.profiles(id) ON DELETE SET NULL,
  constraint coupons_description_check CHECK (char_length(description) <= 200),
  constraint coupons_discount_kind_check CHECK (discount_kind = ANY (ARRAY['percent'::text, 'fixed'::text])),
  constraint coupons_discount_value_check CHECK ((discount_kind = 'percent'::text AND discount_value >= 1::numeric AND discount_value <= 99::numeric AND discount_value = trunc(discount_value)) OR (discount_kind = 'fixed'::text AND discount_value >= 1::numeric AND discount_value <= 100000::numeric)),
  constraint coupons_max_uses_check CHECK (max_uses >= 1 AND max_uses <= 1000000),
  constraint coupons_max_uses_per_person_check CHECK (max_uses_per_person >= 1 AND max_uses_per_person <= 1000),
  constraint coupons_pkey PRIMARY KEY (id),
  constraint coupons_valid_period CHECK (valid_until IS NULL OR valid_until > valid_from)
);
alter table public.coupons enable row level security;
CREATE INDEX coupons_created_by_idx ON public.coupons USING btree (created_by);
CREATE INDEX coupons_recent_idx ON public.coupons USING btree (created_at DESC, id DESC);
comment on table public.coupons is 'A discount code (stored in capitals: typed in any case). Administrators write it through save_coupon; start_order applies it. docs/coupons.md.';
comment on column public.coupons.max_uses is 'Uses in all (null: no limit). A use is an order that holds the coupon: paid, refunded, charged back, or pending and still payable.';
comment on column public.coupons.max_uses_per_person is 'Uses by one person (null: no limit).';
comment on column public.coupons.first_purchase_only is 'Only for a person who never paid an order.';

-- public.coupon_products -------------------------------------------------------------------------
create table public.coupon_products (
  coupon_id uuid not null,
  product_kind text not null,
  product_id uuid not null,
  constraint coupon_products_coupon_id_fkey FOREIGN KEY (coupon_id) REFERENCES public.coupons(id) ON DELETE CASCADE,
  constraint coupon_products_pkey PRIMARY KEY (coupon_id, product_kind, product_id),
  constraint coupon_products_product_kind_check CHECK (product_kind = ANY (ARRAY['course'::text, 'book'::text, 'plan'::text, 'track'::text]))
);
alter table public.coupon_products enable row level security;
comment on table public.coupon_products is 'The products a coupon is for when it is not for all (coupons.applies_to_all is false).';

-- ================================================================================================
-- Functions
-- ================================================================================================

-- private.coupon_discount(p_coupon public.coupons, p_amount numeric)
CREATE OR REPLACE FUNCTION private.coupon_discount(p_coupon public.coupons, p_amount numeric)
 RETURNS numeric
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  -- Never below R$ 1,00: the least an order may cost (orders_amount_check).
  select greatest(0, least(
    case p_coupon.discount_kind
      when 'percent' then round(p_amount * p_coupon.discount_value / 100, 2)
      else p_coupon.discount_value
    end,
    p_amount - 1
  ))::numeric(10,2);
$function$;
revoke execute on function private.coupon_discount(public.coupons,numeric) from public;
comment on function private.coupon_discount(public.coupons,numeric) is 'What the coupon takes off an amount: its percentage (rounded to the cent) or its amount, leaving at least R$ 1,00.';

-- private.coupon_uses(p_coupon_id uuid, p_user uuid)
CREATE OR REPLACE FUNCTION private.coupon_uses(p_coupon_id uuid, p_user uuid DEFAULT NULL::uuid)
 RETURNS bigint
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select count(*)
  from public.orders o
  where o.coupon_id = p_coupon_id
    and (p_user is null or o.user_id = p_user)
    and (o.status in ('paid', 'refunded', 'charged_back')
         or (o.status = 'pending' and private.order_pay_until(o.method, o.created_at) > now()));
$function$;
revoke execute on function private.coupon_uses(uuid,uuid) from public;
comment on function private.coupon_uses(uuid,uuid) is 'The orders that hold the coupon (of one person when given): paid, refunded or charged back, or pending and still payable. An expired, failed or cancelled order gives its use back.';

-- private.applied_coupon(p_user uuid, p_code text, p_product_kind text, p_product_id uuid, p_amount numeric, p_lock boolean)
CREATE OR REPLACE FUNCTION private.applied_coupon(p_user uuid, p_code text, p_product_kind text, p_product_id uuid, p_amount numeric, p_lock boolean DEFAULT false)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_code     text := upper(btrim(coalesce(p_code, '')));
  v_coupon   public.coupons;
  v_discount numeric(10,2);
begin
  if v_code !~ '^[A-Z0-9][A-Z0-9_-]{2,39}$' then
    perform private.raise_api_error('coupon_not_found');
  end if;
  if p_lock then
    -- Orders with this coupon are opened one at a time: the count below sees every earlier one.
    select * into v_coupon from public.coupons c where c.code = v_code for update;
  else
    select * into v_coupon from public.coupons c where c.code = v_code;
  end if;
  if not found then
    perform private.raise_api_error('coupon_not_found');
  end if;
  if not v_coupon.is_active then
    perform private.raise_api_error('coupon_inactive');
  end if;
  if now() < v_coupon.valid_from then
    perform private.raise_api_error('coupon_not_started');
  end if;
  if v_coupon.valid_until is not null and now() >= v_coupon.valid_until then
    perform private.raise_api_error('coupon_expired');
  end if;
  if not v_coupon.applies_to_all and not exists (
    select 1 from public.coupon_products cp
    where cp.coupon_id = v_coupon.id and cp.product_kind = p_product_kind and cp.product_id = p_product_id
  ) then
    perform private.raise_api_error('coupon_not_for_product');
  end if;
  if v_coupon.first_purchase_only and exists (
    select 1 from public.orders o
    where o.user_id = p_user and o.status in ('paid', 'refunded', 'charged_back')
  ) then
    perform private.raise_api_error('coupon_first_purchase_only');
  end if;
  if v_coupon.max_uses is not null and private.coupon_uses(v_coupon.id) >= v_coupon.max_uses then
    perform private.raise_api_error('coupon_exhausted');
  end if;
  if v_coupon.max_uses_per_person is not null
     and private.coupon_uses(v_coupon.id, p_user) >= v_coupon.max_uses_per_person then
    perform private.raise_api_error('coupon_already_used');
  end if;
  v_discount := private.coupon_discount(v_coupon, p_amount);
  if v_discount <= 0 then
    -- The product already costs the least an order may cost.
    perform private.raise_api_error('coupon_not_for_product');
  end if;

  return jsonb_build_object(
    'coupon_id', v_coupon.id,
    'code', v_coupon.code,
    'discount_kind', v_coupon.discount_kind,
    'discount_value', v_coupon.discount_value,
    'list_amount', p_amount,
    'discount', v_discount,
    'amount', p_amount - v_discount,
    'max_installments', private.max_installments(p_amount - v_discount)
  );
end;
$function$;
revoke execute on function private.applied_coupon(uuid,text,text,uuid,numeric,boolean) from public;
comment on function private.applied_coupon(uuid,text,text,uuid,numeric,boolean) is 'The coupon on this person''s purchase of the product at this amount, or the reason code it is refused with. p_lock (start_order): holds the coupon row so parallel orders count each other.';

-- private.coupon_json(p_coupon public.coupons)
CREATE OR REPLACE FUNCTION private.coupon_json(p_coupon public.coupons)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'id', p_coupon.id,
    'code', p_coupon.code,
    'description', p_coupon.description,
    'discount_kind', p_coupon.discount_kind,
    'discount_value', p_coupon.discount_value,
    'applies_to_all', p_coupon.applies_to_all,
    'products', (
      select coalesce(jsonb_agg(jsonb_build_object(
               'kind', cp.product_kind,
               'id', cp.product_id,
               'title', coalesce(
                 (select c.title from public.courses c where cp.product_kind = 'course' and c.id = cp.product_id),
                 (select b.title from public.books b where cp.product_kind = 'book' and b.id = cp.product_id),
                 (select p.name from public.pricing_plans p where cp.product_kind = 'plan' and p.id = cp.product_id),
                 (select t.title from public.tracks t where cp.product_kind = 'track' and t.id = cp.product_id)
               )
             ) order by cp.product_kind, cp.product_id), '[]'::jsonb)
      from public.coupon_products cp
      where cp.coupon_id = p_coupon.id
    ),
    'valid_from', p_coupon.valid_from,
    'valid_until', p_coupon.valid_until,
    'max_uses', p_coupon.max_uses,
    'max_uses_per_person', p_coupon.max_uses_per_person,
    'first_purchase_only', p_coupon.first_purchase_only,
    'is_active', p_coupon.is_active,
    'created_at', p_coupon.created_at,
    'uses', private.coupon_uses(p_coupon.id),
    -- Any order with it, even expired: its code and discount are then fixed (save_coupon).
    'has_orders', exists (select 1 from public.orders o where o.coupon_id = p_coupon.id),
    'paid_orders', (select count(*) from public.orders o where o.coupon_id = p_coupon.id and o.status = 'paid'),
    'revenue', (select coalesce(sum(o.amount), 0) from public.orders o where o.coupon_id = p_coupon.id and o.status = 'paid'),
    'discount_given', (select coalesce(sum(o.discount_amount), 0) from public.orders o where o.coupon_id = p_coupon.id and o.status = 'paid')
  );
$function$;
revoke execute on function private.coupon_json(public.coupons) from public;
comment on function private.coupon_json(public.coupons) is 'A coupon for the back office: its rules, products, uses, and the paid orders'' revenue and discount.';

-- public.admin_list_coupons(p_search text, p_page integer, p_page_size integer)
CREATE OR REPLACE FUNCTION public.admin_list_coupons(p_search text DEFAULT NULL::text, p_page integer DEFAULT 1, p_page_size integer DEFAULT 25)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_admin  uuid := private.require_admin();
  v_size   integer := private.list_page_size(p_page_size);
  v_prefix text := upper(btrim(coalesce(left(p_search, 40), '')));
  v_total  bigint;
  v_page   integer;
  v_ids    uuid[];
begin
  -- A code is searched by its beginning ('BLACK' finds BLACKFRIDAY), in any case.
  select count(*) into v_total from public.coupons c
  where v_prefix = '' or c.code like replace(replace(v_prefix, '_', '\_'), '%', '\%') || '%';
  v_page := private.list_page(p_page, v_total, v_size);
  v_ids := array(
    select c.id from public.coupons c
    where v_prefix = '' or c.code like replace(replace(v_prefix, '_', '\_'), '%', '\%') || '%'
    order by c.created_at desc, c.id desc
    limit v_size offset (v_page - 1) * v_size
  );
  return private.list_result(v_total, v_page, v_size, (
    select json_agg(private.coupon_json(c) order by x.position)
    from unnest(v_ids) with ordinality as x(id, position)
    join public.coupons c on c.id = x.id
  ));
end;
$function$;
revoke execute on function public.admin_list_coupons(text,integer,integer) from anon, public;
grant execute on function public.admin_list_coupons(text,integer,integer) to authenticated, service_role;
comment on function public.admin_list_coupons(text,integer,integer) is 'The back office''s coupons, newest first, by the beginning of their code, with uses and revenue. Administrators only.';

-- public.save_coupon(p_coupon jsonb)
CREATE OR REPLACE FUNCTION public.save_coupon(p_coupon jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_admin    uuid := private.require_admin();
  v_coupon   public.coupons;
  v_id       uuid;
  v_products jsonb;
begin
  p_coupon := private.json_argument(p_coupon);
  if p_coupon is null or jsonb_typeof(p_coupon) <> 'object' then
    perform private.raise_api_error('invalid_coupon');
  end if;
  v_products := coalesce(p_coupon -> 'products', '[]'::jsonb);
  if jsonb_typeof(v_products) <> 'array' or exists (
    select 1 from jsonb_array_elements(v_products) p
    where jsonb_typeof(p) <> 'object'
       or coalesce(p ->> 'kind', '') not in ('course', 'book', 'plan', 'track')
       or coalesce(p ->> 'id', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  ) then
    perform private.raise_api_error('invalid_coupon');
  end if;
  if not coalesce((p_coupon ->> 'applies_to_all')::boolean, true) and jsonb_array_length(v_products) = 0 then
    perform private.raise_api_error('coupon_products_required');
  end if;

  v_id := nullif(p_coupon ->> 'id', '')::uuid;
  if v_id is null then
    insert into public.coupons (code, discount_kind, discount_value, created_by)
    values (upper(btrim(p_coupon ->> 'code')), p_coupon ->> 'discount_kind',
            (p_coupon ->> 'discount_value')::numeric, v_admin)
    returning id into v_id;
  elsif not exists (select 1 from public.coupons c where c.id = v_id) then
    perform private.raise_api_error('coupon_not_found');
  elsif exists (
    -- What the orders that used a coupon paid stays true: its code and discount are fixed then.
    select 1 from public.coupons c
    where c.id = v_id
      and (c.code <> upper(btrim(p_coupon ->> 'code'))
           or c.discount_kind <> (p_coupon ->> 'discount_kind')
           or c.discount_value <> (p_coupon ->> 'discount_value')::numeric)
      and exists (select 1 from public.orders o where o.coupon_id = c.id)
  ) then
    perform private.raise_api_error('coupon_terms_fixed');
  end if;

  update public.coupons c set
    code                = upper(btrim(p_coupon ->> 'code')),
    description         = btrim(coalesce(p_coupon ->> 'description', '')),
    discount_kind       = p_coupon ->> 'discount_kind',
    discount_value      = (p_coupon ->> 'discount_value')::numeric,
    applies_to_all      = coalesce((p_coupon ->> 'applies_to_all')::boolean, true),
    valid_from          = coalesce((p_coupon ->> 'valid_from')::timestamptz, c.valid_from),
    valid_until         = (p_coupon ->> 'valid_until')::timestamptz,
    max_uses            = (p_coupon ->> 'max_uses')::integer,
    max_uses_per_person = (p_coupon ->> 'max_uses_per_person')::integer,
    first_purchase_only = coalesce((p_coupon ->> 'first_purchase_only')::boolean, false),
    is_active           = coalesce((p_coupon ->> 'is_active')::boolean, true),
    updated_at          = now()
  where c.id = v_id
  returning * into v_coupon;

  delete from public.coupon_products cp where cp.coupon_id = v_id;
  if not v_coupon.applies_to_all then
    insert into public.coupon_products (coupon_id, product_kind, product_id)
    select distinct v_id, p ->> 'kind', (p ->> 'id')::uuid from jsonb_array_elements(v_products) p;
  end if;

  return private.coupon_json(v_coupon);
end;
$function$;
revoke execute on function public.save_coupon(jsonb) from anon, public;
grant execute on function public.save_coupon(jsonb) to authenticated, service_role;
comment on function public.save_coupon(jsonb) is 'Creates or changes a coupon (administrators). Once an order used it, its code and discount stay. docs/coupons.md.';

-- public.quote_coupon(p_code text, p_product_kind text, p_product_id uuid)
CREATE OR REPLACE FUNCTION public.quote_coupon(p_code text, p_product_kind text, p_product_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user     uuid := private.require_active_user();
  v_standing jsonb := private.purchase_standing(v_user, p_product_kind, p_product_id);
begin
  if v_standing ->> 'reason' is not null then
    perform private.raise_api_error(v_standing ->> 'reason');
  end if;
  return private.applied_coupon(v_user, p_code, p_product_kind, p_product_id, (v_standing ->> 'amount')::numeric);
end;
$function$;
revoke execute on function public.quote_coupon(text,text,uuid) from anon, public;
grant execute on function public.quote_coupon(text,text,uuid) to authenticated, service_role;
comment on function public.quote_coupon(text,text,uuid) is 'What the coupon would take off the signed-in person''s purchase of the product now (start_order applies the same), or why it is refused.';

-- ================================================================================================
-- On a table of an earlier file: what names a table above
-- ================================================================================================

alter table public.orders add constraint orders_coupon_id_fkey FOREIGN KEY (coupon_id) REFERENCES public.coupons(id) ON DELETE RESTRICT;

-- ================================================================================================
-- Policies
-- ================================================================================================

create policy "Administrators can read coupons" on public.coupons
  for select to authenticated
  using (( SELECT private.is_admin() AS is_admin));

create policy "Administrators can read the products of coupons" on public.coupon_products
  for select to authenticated
  using (( SELECT private.is_admin() AS is_admin));

-- ================================================================================================
-- Grants
-- ================================================================================================

-- public.coupons
revoke all on table public.coupons from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.coupons from authenticated;

-- public.coupon_products
revoke all on table public.coupon_products from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.coupon_products from authenticated;
