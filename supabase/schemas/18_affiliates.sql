-- Affiliates: people who sell the school's products for a commission. A person applies or an
-- administrator invites them; their link is counted by the affiliate-link function; start_order
-- credits the order to the affiliate the checkout remembered; a paid order earns the commission, a
-- refund or chargeback reverses it; administrators record the payouts. docs/affiliates.md.
-- The database as it is now: edit here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database-changes.md).

set check_function_bodies = off;

-- ================================================================================================
-- Tables
-- ================================================================================================

-- public.affiliates ------------------------------------------------------------------------------
create table public.affiliates (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  code text not null,
  status text default 'pending'::text not null,
  commission_percent numeric(5,2),
  pix_key_hint text,
  applied_at timestamp with time zone default now() not null,
  approved_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint affiliates_code_check CHECK (code ~ '^[a-z0-9][a-z0-9-]{2,39}$'::text),
  constraint affiliates_code_key UNIQUE (code),
  constraint affiliates_commission_percent_check CHECK (commission_percent >= 1::numeric AND commission_percent <= 90::numeric),
  constraint affiliates_pix_key_hint_check CHECK (char_length(pix_key_hint) <= 8),
  constraint affiliates_pkey PRIMARY KEY (id),
  constraint affiliates_status_check CHECK (status = ANY (ARRAY['pending'::text, 'active'::text, 'suspended'::text, 'rejected'::text])),
  constraint affiliates_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE,
  constraint affiliates_user_id_key UNIQUE (user_id)
);
alter table public.affiliates enable row level security;
CREATE INDEX affiliates_recent_idx ON public.affiliates USING btree (status, applied_at DESC, id DESC);
comment on table public.affiliates is 'A person who sells for a commission: pending (applied), active, suspended or rejected. Written by the affiliate functions only. docs/affiliates.md.';
comment on column public.affiliates.code is 'What the link carries (?ref=): lower case letters, digits and dashes.';
comment on column public.affiliates.commission_percent is 'The commission on every product sold through the link; affiliate_products sets another for a product. Null: only those products.';
comment on column public.affiliates.pix_key_hint is 'The last 4 characters of the PIX key, the only part ever shown; the key itself is in private.affiliate_pix_keys.';

-- public.affiliate_products ----------------------------------------------------------------------
create table public.affiliate_products (
  affiliate_id uuid not null,
  product_kind text not null,
  product_id uuid not null,
  commission_percent numeric(5,2) not null,
  constraint affiliate_products_affiliate_id_fkey FOREIGN KEY (affiliate_id) REFERENCES public.affiliates(id) ON DELETE CASCADE,
  constraint affiliate_products_commission_percent_check CHECK (commission_percent >= 1::numeric AND commission_percent <= 90::numeric),
  constraint affiliate_products_pkey PRIMARY KEY (affiliate_id, product_kind, product_id),
  constraint affiliate_products_product_kind_check CHECK (product_kind = ANY (ARRAY['course'::text, 'book'::text, 'plan'::text, 'track'::text]))
);
alter table public.affiliate_products enable row level security;
comment on table public.affiliate_products is 'An affiliate''s commission on one product, instead of their general one.';

-- private.affiliate_pix_keys ---------------------------------------------------------------------
create table private.affiliate_pix_keys (
  affiliate_id uuid not null,
  pix_key text not null,
  updated_at timestamp with time zone default now() not null,
  constraint affiliate_pix_keys_affiliate_id_fkey FOREIGN KEY (affiliate_id) REFERENCES public.affiliates(id) ON DELETE CASCADE,
  constraint affiliate_pix_keys_pix_key_check CHECK (char_length(pix_key) >= 4 AND char_length(pix_key) <= 140),
  constraint affiliate_pix_keys_pkey PRIMARY KEY (affiliate_id)
);
comment on table private.affiliate_pix_keys is 'The affiliates'' PIX keys, outside the API: only admin_reveal_affiliate_pix_key reads one, and each reading is logged.';

-- private.affiliate_pix_key_reads ----------------------------------------------------------------
create table private.affiliate_pix_key_reads (
  id bigint generated always as identity not null,
  affiliate_id uuid not null,
  read_by uuid,
  read_at timestamp with time zone default now() not null,
  constraint affiliate_pix_key_reads_affiliate_id_fkey FOREIGN KEY (affiliate_id) REFERENCES public.affiliates(id) ON DELETE CASCADE,
  constraint affiliate_pix_key_reads_pkey PRIMARY KEY (id),
  constraint affiliate_pix_key_reads_read_by_fkey FOREIGN KEY (read_by) REFERENCES public.profiles(id) ON DELETE SET NULL
);
CREATE INDEX affiliate_pix_key_reads_affiliate_id_idx ON private.affiliate_pix_key_reads USING btree (affiliate_id, read_at DESC);
CREATE INDEX affiliate_pix_key_reads_read_by_idx ON private.affiliate_pix_key_reads USING btree (read_by);
comment on table private.affiliate_pix_key_reads is 'Who read an affiliate''s PIX key, and when.';

-- public.affiliate_clicks ------------------------------------------------------------------------
create table public.affiliate_clicks (
  id bigint generated always as identity not null,
  affiliate_id uuid not null,
  clicked_at timestamp with time zone default now() not null,
  constraint affiliate_clicks_affiliate_id_fkey FOREIGN KEY (affiliate_id) REFERENCES public.affiliates(id) ON DELETE CASCADE,
  constraint affiliate_clicks_pkey PRIMARY KEY (id)
);
alter table public.affiliate_clicks enable row level security;
CREATE INDEX affiliate_clicks_affiliate_id_idx ON public.affiliate_clicks USING btree (affiliate_id, clicked_at DESC);
comment on table public.affiliate_clicks is 'One row per opening of an affiliate''s link, written by the affiliate-link function (service role). No visitor data.';

-- public.affiliate_payouts -----------------------------------------------------------------------
create table public.affiliate_payouts (
  id uuid default gen_random_uuid() not null,
  affiliate_id uuid not null,
  amount numeric(10,2) not null,
  commissions integer not null,
  note text default ''::text not null,
  paid_at timestamp with time zone default now() not null,
  paid_by uuid,
  constraint affiliate_payouts_affiliate_id_fkey FOREIGN KEY (affiliate_id) REFERENCES public.affiliates(id) ON DELETE CASCADE,
  constraint affiliate_payouts_amount_check CHECK (amount > 0::numeric),
  constraint affiliate_payouts_commissions_check CHECK (commissions >= 1),
  constraint affiliate_payouts_note_check CHECK (char_length(note) <= 200),
  constraint affiliate_payouts_paid_by_fkey FOREIGN KEY (paid_by) REFERENCES public.profiles(id) ON DELETE SET NULL,
  constraint affiliate_payouts_pkey PRIMARY KEY (id)
);
alter table public.affiliate_payouts enable row level security;
CREATE INDEX affiliate_payouts_affiliate_id_idx ON public.affiliate_payouts USING btree (affiliate_id, paid_at DESC);
CREATE INDEX affiliate_payouts_paid_by_idx ON public.affiliate_payouts USING btree (paid_by);
comment on table public.affiliate_payouts is 'An administrator recorded that the affiliate''s available commissions were paid (the transfer itself happens outside the platform).';

-- public.affiliate_commissions -------------------------------------------------------------------
create table public.affiliate_commissions (
  id uuid default gen_random_uuid() not null,
  affiliate_id uuid not null,
  order_id uuid not null,
  percent numeric(5,2) not null,
  amount numeric(10,2) not null,
  status text default 'earned'::text not null,
  available_at timestamp with time zone not null,
  payout_id uuid,
  created_at timestamp with time zone default now() not null,
  reversed_at timestamp with time zone,
  constraint affiliate_commissions_affiliate_id_fkey FOREIGN KEY (affiliate_id) REFERENCES public.affiliates(id) ON DELETE CASCADE,
  constraint affiliate_commissions_amount_check CHECK (amount >= 0::numeric),
  constraint affiliate_commissions_order_id_fkey FOREIGN KEY (order_id) REFERENCES public.orders(id) ON DELETE CASCADE,
  constraint affiliate_commissions_order_id_key UNIQUE (order_id),
  constraint affiliate_commissions_paid_has_payout CHECK ((status = 'paid'::text) = (payout_id IS NOT NULL)),
  constraint affiliate_commissions_payout_id_fkey FOREIGN KEY (payout_id) REFERENCES public.affiliate_payouts(id),
  constraint affiliate_commissions_pkey PRIMARY KEY (id),
  constraint affiliate_commissions_reversed_at_matches CHECK ((status = 'reversed'::text) = (reversed_at IS NOT NULL)),
  constraint affiliate_commissions_status_check CHECK (status = ANY (ARRAY['earned'::text, 'reversed'::text, 'paid'::text]))
);
alter table public.affiliate_commissions enable row level security;
CREATE INDEX affiliate_commissions_affiliate_id_idx ON public.affiliate_commissions USING btree (affiliate_id, created_at DESC);
CREATE INDEX affiliate_commissions_payout_id_idx ON public.affiliate_commissions USING btree (payout_id);
comment on table public.affiliate_commissions is 'What an affiliate earned on one paid order: pending until the 7-day guarantee ends (available_at), then available, then paid; reversed by a refund or chargeback before it is paid. Written by triggers on orders only.';

-- ================================================================================================
-- Functions
-- ================================================================================================

-- private.affiliate_rate(p_affiliate_id uuid, p_product_kind text, p_product_id uuid)
CREATE OR REPLACE FUNCTION private.affiliate_rate(p_affiliate_id uuid, p_product_kind text, p_product_id uuid)
 RETURNS numeric
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(
    (select ap.commission_percent from public.affiliate_products ap
      where ap.affiliate_id = p_affiliate_id and ap.product_kind = p_product_kind and ap.product_id = p_product_id),
    (select a.commission_percent from public.affiliates a where a.id = p_affiliate_id)
  );
$function$;
revoke execute on function private.affiliate_rate(uuid,text,uuid) from public;
comment on function private.affiliate_rate(uuid,text,uuid) is 'The affiliate''s commission (percent) on the product: its own rate, else the affiliate''s general one, else null (none).';

-- private.order_affiliate(p_buyer uuid, p_code text, p_product_kind text, p_product_id uuid)
CREATE OR REPLACE FUNCTION private.order_affiliate(p_buyer uuid, p_code text, p_product_kind text, p_product_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_affiliate public.affiliates;
  v_rate      numeric;
begin
  -- A link that names no active affiliate, or one who earns nothing on this product, or the buyer
  -- themselves (self-referral earns nothing), credits no one: the purchase goes on without it.
  select * into v_affiliate from public.affiliates a
  where a.code = lower(btrim(coalesce(p_code, ''))) and a.status = 'active';
  if not found or v_affiliate.user_id = p_buyer then
    return null;
  end if;
  v_rate := private.affiliate_rate(v_affiliate.id, p_product_kind, p_product_id);
  if v_rate is null then
    return null;
  end if;
  return jsonb_build_object('affiliate_id', v_affiliate.id, 'percent', v_rate);
end;
$function$;
revoke execute on function private.order_affiliate(uuid,text,text,uuid) from public;
comment on function private.order_affiliate(uuid,text,text,uuid) is 'The affiliate an order is credited to, with the commission percent, or null (no active affiliate with that code earns on this product, or the buyer is the affiliate).';

-- private.on_order_status_for_commission()
CREATE OR REPLACE FUNCTION private.on_order_status_for_commission()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.affiliate_id is null or new.status is not distinct from old.status then
    return new;
  end if;
  if new.status = 'paid' then
    -- Available once the 7-day guarantee of the sale is over (docs/affiliates.md).
    insert into public.affiliate_commissions (affiliate_id, order_id, percent, amount, available_at)
    values (new.affiliate_id, new.id, new.commission_percent, new.commission_amount,
            coalesce(new.paid_at, now()) + interval '7 days')
    on conflict (order_id) do nothing;
  elsif new.status in ('refunded', 'charged_back') then
    update public.affiliate_commissions c
       set status = 'reversed', reversed_at = now()
     where c.order_id = new.id and c.status = 'earned';
  end if;
  return new;
end;
$function$;
revoke execute on function private.on_order_status_for_commission() from public;

-- private.affiliate_code_for(p_full_name text)
CREATE OR REPLACE FUNCTION private.affiliate_code_for(p_full_name text)
 RETURNS text
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  v_base text := left(btrim(pg_catalog.regexp_replace(lower(private.normalize_search_text(coalesce(p_full_name, ''))), '[^a-z0-9]+', '-', 'g'), '-'), 24);
  v_code text;
begin
  if char_length(v_base) < 3 then
    v_base := 'afiliado';
  end if;
  loop
    v_code := v_base || '-' || left(replace(gen_random_uuid()::text, '-', ''), 5);
    exit when not exists (select 1 from public.affiliates a where a.code = v_code);
  end loop;
  return v_code;
end;
$function$;
revoke execute on function private.affiliate_code_for(text) from public;
comment on function private.affiliate_code_for(text) is 'A new link code from the person''s name (''ana-souza-3f9a2''): readable, unique.';

-- private.set_affiliate_pix_key(p_affiliate_id uuid, p_pix_key text)
CREATE OR REPLACE FUNCTION private.set_affiliate_pix_key(p_affiliate_id uuid, p_pix_key text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_key text := btrim(coalesce(p_pix_key, ''));
begin
  if char_length(v_key) < 4 or char_length(v_key) > 140 then
    perform private.raise_api_error('invalid_pix_key');
  end if;
  insert into private.affiliate_pix_keys (affiliate_id, pix_key) values (p_affiliate_id, v_key)
  on conflict (affiliate_id) do update set pix_key = excluded.pix_key, updated_at = now();
  update public.affiliates a set pix_key_hint = right(v_key, 4), updated_at = now() where a.id = p_affiliate_id;
end;
$function$;
revoke execute on function private.set_affiliate_pix_key(uuid,text) from public;

-- private.affiliate_summary(p_affiliate public.affiliates)
CREATE OR REPLACE FUNCTION private.affiliate_summary(p_affiliate public.affiliates)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'id', p_affiliate.id,
    'user_id', p_affiliate.user_id,
    'full_name', (select p.full_name from public.profiles p where p.id = p_affiliate.user_id),
    'email', (select p.email from public.profiles p where p.id = p_affiliate.user_id),
    'code', p_affiliate.code,
    'status', p_affiliate.status,
    'commission_percent', p_affiliate.commission_percent,
    'pix_key_hint', p_affiliate.pix_key_hint,
    'applied_at', p_affiliate.applied_at,
    'approved_at', p_affiliate.approved_at,
    'products', (
      select coalesce(jsonb_agg(jsonb_build_object(
               'kind', ap.product_kind,
               'id', ap.product_id,
               'commission_percent', ap.commission_percent,
               'title', coalesce(
                 (select c.title from public.courses c where ap.product_kind = 'course' and c.id = ap.product_id),
                 (select b.title from public.books b where ap.product_kind = 'book' and b.id = ap.product_id),
                 (select pl.name from public.pricing_plans pl where ap.product_kind = 'plan' and pl.id = ap.product_id),
                 (select t.title from public.tracks t where ap.product_kind = 'track' and t.id = ap.product_id)
               )
             ) order by ap.product_kind, ap.product_id), '[]'::jsonb)
      from public.affiliate_products ap where ap.affiliate_id = p_affiliate.id
    ),
    'clicks', (select count(*) from public.affiliate_clicks k where k.affiliate_id = p_affiliate.id),
    'clicks_30_days', (select count(*) from public.affiliate_clicks k
                       where k.affiliate_id = p_affiliate.id and k.clicked_at > now() - interval '30 days'),
    'sales', (select count(*) from public.affiliate_commissions c where c.affiliate_id = p_affiliate.id and c.status <> 'reversed'),
    'revenue', (select coalesce(sum(o.amount), 0) from public.affiliate_commissions c join public.orders o on o.id = c.order_id
                where c.affiliate_id = p_affiliate.id and c.status <> 'reversed'),
    'pending', (select coalesce(sum(c.amount), 0) from public.affiliate_commissions c
                where c.affiliate_id = p_affiliate.id and c.status = 'earned' and c.available_at > now()),
    'available', (select coalesce(sum(c.amount), 0) from public.affiliate_commissions c
                  where c.affiliate_id = p_affiliate.id and c.status = 'earned' and c.available_at <= now()),
    'paid', (select coalesce(sum(c.amount), 0) from public.affiliate_commissions c
             where c.affiliate_id = p_affiliate.id and c.status = 'paid'),
    'reversed', (select coalesce(sum(c.amount), 0) from public.affiliate_commissions c
                 where c.affiliate_id = p_affiliate.id and c.status = 'reversed')
  );
$function$;
revoke execute on function private.affiliate_summary(public.affiliates) from public;
comment on function private.affiliate_summary(public.affiliates) is 'An affiliate with their rates, clicks, sales and commissions (pending, available, paid, reversed).';

-- public.apply_as_affiliate(p_pix_key text)
CREATE OR REPLACE FUNCTION public.apply_as_affiliate(p_pix_key text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user      uuid := private.require_active_user();
  v_affiliate public.affiliates;
begin
  if exists (select 1 from public.affiliates a where a.user_id = v_user) then
    perform private.raise_api_error('already_affiliate');
  end if;
  insert into public.affiliates (user_id, code)
  values (v_user, private.affiliate_code_for((select p.full_name from public.profiles p where p.id = v_user)))
  returning * into v_affiliate;
  perform private.set_affiliate_pix_key(v_affiliate.id, p_pix_key);
  select * into v_affiliate from public.affiliates a where a.id = v_affiliate.id;
  return private.affiliate_summary(v_affiliate);
end;
$function$;
revoke execute on function public.apply_as_affiliate(text) from anon, public;
grant execute on function public.apply_as_affiliate(text) to authenticated, service_role;
comment on function public.apply_as_affiliate(text) is 'The caller applies to the affiliate program with the PIX key for the payouts; an administrator approves. docs/affiliates.md.';

-- public.update_my_pix_key(p_pix_key text)
CREATE OR REPLACE FUNCTION public.update_my_pix_key(p_pix_key text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user      uuid := private.require_active_user();
  v_affiliate public.affiliates;
begin
  select * into v_affiliate from public.affiliates a where a.user_id = v_user;
  if not found then
    perform private.raise_api_error('affiliate_not_found');
  end if;
  perform private.set_affiliate_pix_key(v_affiliate.id, p_pix_key);
  select * into v_affiliate from public.affiliates a where a.id = v_affiliate.id;
  return private.affiliate_summary(v_affiliate);
end;
$function$;
revoke execute on function public.update_my_pix_key(text) from anon, public;
grant execute on function public.update_my_pix_key(text) to authenticated, service_role;

-- public.get_my_affiliate_panel(p_page integer)
CREATE OR REPLACE FUNCTION public.get_my_affiliate_panel(p_page integer DEFAULT 1)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user      uuid := private.require_active_user();
  v_affiliate public.affiliates;
  v_size      integer := 20;
  v_total     bigint;
  v_page      integer;
begin
  select * into v_affiliate from public.affiliates a where a.user_id = v_user;
  if not found then
    return null;
  end if;
  select count(*) into v_total from public.affiliate_commissions c where c.affiliate_id = v_affiliate.id;
  v_page := private.list_page(p_page, v_total, v_size);
  return private.affiliate_summary(v_affiliate) || jsonb_build_object(
    -- The products on sale the affiliate earns on, with the commission on the price (a coupon
    -- lowers what is paid, and the commission with it), for the links of the panel.
    'links', (
      select coalesce(jsonb_agg(jsonb_build_object(
               'kind', x.kind, 'id', x.id, 'title', x.title, 'price', x.price,
               'commission_percent', x.rate, 'commission', round(x.price * x.rate / 100, 2)
             ) order by x.kind, x.title, x.id), '[]'::jsonb)
      from (
        select y.*, private.affiliate_rate(v_affiliate.id, y.kind, y.id) as rate
        from (
          select 'course'::text as kind, c.id, c.title, c.price from public.courses c
          where c.is_active and c.lesson_count > 0 and c.access_model in ('paid', 'paid_or_plans') and c.price >= 1
          union all
          select 'book', b.id, b.title, b.price from public.books b
          where b.is_active and b.file_path is not null and b.price >= 1
          union all
          select 'plan', p.id, p.name, p.amount from public.pricing_plans p
          where p.is_active and p.amount is not null
          union all
          select 'track', t.id, t.title, t.price from public.tracks t
          where t.published and t.access_model in ('paid', 'paid_or_plans') and t.price >= 1
        ) y
        limit 500
      ) x
      where x.rate is not null
    ),
    -- What was sold through the link: never who bought it.
    'sales_page', jsonb_build_object(
      'total', v_total,
      'page', v_page,
      'page_size', v_size,
      'rows', (
        select coalesce(jsonb_agg(jsonb_build_object(
                 'id', c.id,
                 'sold_at', o.paid_at,
                 'product_kind', o.product_kind,
                 'product_title', o.product_title,
                 'amount', o.amount,
                 'percent', c.percent,
                 'commission', c.amount,
                 'status', case when c.status = 'earned' and c.available_at > now() then 'pending'
                                when c.status = 'earned' then 'available' else c.status end,
                 'available_at', c.available_at
               ) order by c.created_at desc, c.id desc), '[]'::jsonb)
        from (
          select * from public.affiliate_commissions c
          where c.affiliate_id = v_affiliate.id
          order by c.created_at desc, c.id desc
          limit v_size offset (v_page - 1) * v_size
        ) c
        join public.orders o on o.id = c.order_id
      )
    )
  );
end;
$function$;
revoke execute on function public.get_my_affiliate_panel(integer) from anon, public;
grant execute on function public.get_my_affiliate_panel(integer) to authenticated, service_role;
comment on function public.get_my_affiliate_panel(integer) is '''Painel do afiliado'': the caller''s link code, rates, clicks, sales and commissions, with a page of their sales (no buyer data); null when not an affiliate.';

-- public.admin_list_affiliates(p_status text, p_page integer, p_page_size integer, p_search text)
CREATE OR REPLACE FUNCTION public.admin_list_affiliates(p_status text DEFAULT NULL::text, p_page integer DEFAULT 1, p_page_size integer DEFAULT 25, p_search text DEFAULT NULL::text)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_admin  uuid := private.require_admin();
  v_size   integer := private.list_page_size(p_page_size);
  v_status text := nullif(btrim(p_status), '');
  v_search boolean := private.is_search(p_search);
  v_query  tsquery := private.search_query(p_search);
  v_email  text := private.search_email(p_search);
  -- A code is one word: its beginning, as typed (codes are lower-case).
  v_code   text := lower(btrim(left(coalesce(p_search, ''), 40)));
  v_total  bigint;
  v_page   integer;
  v_ids    uuid[];
begin
  if v_status is not null and v_status not in ('pending', 'active', 'suspended', 'rejected') then
    perform private.raise_api_error('invalid_affiliate_status');
  end if;
  -- Searched like every list of people (name and e-mail by the beginning of their words), or by
  -- the beginning of the affiliate's code.
  v_ids := array(
    select a.id from public.affiliates a
    where (v_status is null or a.status = v_status)
      and (not v_search
           or starts_with(a.code, v_code)
           or exists (select 1 from public.profiles p
                      where p.id = a.user_id
                        and private.profile_search_document(p.full_name, p.email) @@ v_query
                        and (v_email is null or private.email_matches(p.email, v_email))))
    order by (a.status = 'pending') desc, a.applied_at desc, a.id desc
  );
  v_total := cardinality(v_ids);
  v_page := private.list_page(p_page, v_total, v_size);
  v_ids := v_ids[(v_page - 1) * v_size + 1 : v_page * v_size];
  return private.list_result(v_total, v_page, v_size, (
    select json_agg(private.affiliate_summary(a) order by x.position)
    from unnest(v_ids) with ordinality as x(id, position)
    join public.affiliates a on a.id = x.id
  ));
end;
$function$;
revoke execute on function public.admin_list_affiliates(text,integer,integer,text) from anon, public;
grant execute on function public.admin_list_affiliates(text,integer,integer,text) to authenticated, service_role;
comment on function public.admin_list_affiliates(text,integer,integer,text) is 'The affiliates (applications first), with their commissions, filtered by status and searched by name, e-mail or code. Administrators only.';

-- public.admin_save_affiliate(p_affiliate jsonb)
CREATE OR REPLACE FUNCTION public.admin_save_affiliate(p_affiliate jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_admin     uuid := private.require_admin();
  v_affiliate public.affiliates;
  v_id        uuid;
  v_user      uuid;
  v_products  jsonb;
begin
  p_affiliate := private.json_argument(p_affiliate);
  if p_affiliate is null or jsonb_typeof(p_affiliate) <> 'object' then
    perform private.raise_api_error('invalid_affiliate');
  end if;
  v_products := coalesce(p_affiliate -> 'products', '[]'::jsonb);
  if jsonb_typeof(v_products) <> 'array' or exists (
    select 1 from jsonb_array_elements(v_products) p
    where jsonb_typeof(p) <> 'object'
       or coalesce(p ->> 'kind', '') not in ('course', 'book', 'plan', 'track')
       or coalesce(p ->> 'id', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
       or jsonb_typeof(p -> 'commission_percent') <> 'number'
  ) then
    perform private.raise_api_error('invalid_affiliate');
  end if;

  v_id := nullif(p_affiliate ->> 'id', '')::uuid;
  if v_id is null then
    -- An invitation: the person already has an account; they are active at once.
    select p.id into v_user from public.profiles p where p.email = lower(btrim(p_affiliate ->> 'email'));
    if v_user is null then
      perform private.raise_api_error('user_not_found');
    end if;
    if exists (select 1 from public.affiliates a where a.user_id = v_user) then
      perform private.raise_api_error('already_affiliate');
    end if;
    insert into public.affiliates (user_id, code, status, approved_at)
    values (v_user, private.affiliate_code_for((select p.full_name from public.profiles p where p.id = v_user)),
            'active', now())
    returning id into v_id;
  elsif not exists (select 1 from public.affiliates a where a.id = v_id) then
    perform private.raise_api_error('affiliate_not_found');
  end if;

  update public.affiliates a set
    status             = coalesce(nullif(p_affiliate ->> 'status', ''), a.status),
    commission_percent = case when p_affiliate ? 'commission_percent'
                              then (p_affiliate ->> 'commission_percent')::numeric else a.commission_percent end,
    approved_at        = case when coalesce(p_affiliate ->> 'status', a.status) = 'active'
                              then coalesce(a.approved_at, now()) else a.approved_at end,
    updated_at         = now()
  where a.id = v_id
  returning * into v_affiliate;

  if p_affiliate ? 'products' then
    delete from public.affiliate_products ap where ap.affiliate_id = v_id;
    insert into public.affiliate_products (affiliate_id, product_kind, product_id, commission_percent)
    select distinct on (p ->> 'kind', p ->> 'id') v_id, p ->> 'kind', (p ->> 'id')::uuid, (p ->> 'commission_percent')::numeric
    from jsonb_array_elements(v_products) p;
  end if;
  if v_affiliate.status = 'active' and v_affiliate.commission_percent is null
     and not exists (select 1 from public.affiliate_products ap where ap.affiliate_id = v_id) then
    perform private.raise_api_error('affiliate_commission_required');
  end if;
  return private.affiliate_summary(v_affiliate);
end;
$function$;
revoke execute on function public.admin_save_affiliate(jsonb) from anon, public;
grant execute on function public.admin_save_affiliate(jsonb) to authenticated, service_role;
comment on function public.admin_save_affiliate(jsonb) is 'Invites (by e-mail) or changes an affiliate: status, general commission, per-product commissions. Administrators only.';

-- public.admin_record_affiliate_payout(p_affiliate_id uuid, p_expected_amount numeric, p_note text)
CREATE OR REPLACE FUNCTION public.admin_record_affiliate_payout(p_affiliate_id uuid, p_expected_amount numeric, p_note text DEFAULT ''::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_admin  uuid := private.require_admin();
  v_payout public.affiliate_payouts;
  v_ids    uuid[];
  v_amount numeric(10,2);
begin
  perform 1 from public.affiliates a where a.id = p_affiliate_id for update;
  if not found then
    perform private.raise_api_error('affiliate_not_found');
  end if;
  select array_agg(c.id), sum(c.amount) into v_ids, v_amount
  from public.affiliate_commissions c
  where c.affiliate_id = p_affiliate_id and c.status = 'earned' and c.available_at <= now() and c.amount > 0;
  if v_ids is null or v_amount <= 0 then
    perform private.raise_api_error('nothing_to_pay');
  end if;
  -- Only what the administrador saw and transferred: a commission that became available (or was
  -- reversed) since is never recorded as paid unseen.
  if p_expected_amount is distinct from v_amount then
    perform private.raise_api_error('payout_amount_changed');
  end if;
  insert into public.affiliate_payouts (affiliate_id, amount, commissions, note, paid_by)
  values (p_affiliate_id, v_amount, cardinality(v_ids), left(btrim(coalesce(p_note, '')), 200), v_admin)
  returning * into v_payout;
  update public.affiliate_commissions c set status = 'paid', payout_id = v_payout.id where c.id = any(v_ids);
  return jsonb_build_object('id', v_payout.id, 'amount', v_payout.amount, 'commissions', v_payout.commissions,
                            'paid_at', v_payout.paid_at);
end;
$function$;
revoke execute on function public.admin_record_affiliate_payout(uuid,numeric,text) from anon, public;
grant execute on function public.admin_record_affiliate_payout(uuid,numeric,text) to authenticated, service_role;
comment on function public.admin_record_affiliate_payout(uuid,numeric,text) is 'Records that every available commission of the affiliate was paid (outside the platform), at once, when it sums to the amount the administrador confirmed. Administrators only.';

-- public.admin_reveal_affiliate_pix_key(p_affiliate_id uuid)
CREATE OR REPLACE FUNCTION public.admin_reveal_affiliate_pix_key(p_affiliate_id uuid)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_admin uuid := private.require_admin();
  v_key   text;
begin
  select k.pix_key into v_key from private.affiliate_pix_keys k where k.affiliate_id = p_affiliate_id;
  if v_key is null then
    perform private.raise_api_error('affiliate_not_found');
  end if;
  insert into private.affiliate_pix_key_reads (affiliate_id, read_by) values (p_affiliate_id, v_admin);
  return v_key;
end;
$function$;
revoke execute on function public.admin_reveal_affiliate_pix_key(uuid) from anon, public;
grant execute on function public.admin_reveal_affiliate_pix_key(uuid) to authenticated, service_role;
comment on function public.admin_reveal_affiliate_pix_key(uuid) is 'The affiliate''s whole PIX key, for a payout; each reading is logged (private.affiliate_pix_key_reads). Administrators only.';

-- public.record_affiliate_click(p_code text)
CREATE OR REPLACE FUNCTION public.record_affiliate_click(p_code text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_affiliate uuid;
begin
  select a.id into v_affiliate from public.affiliates a
  where a.code = lower(btrim(coalesce(p_code, ''))) and a.status = 'active';
  if v_affiliate is null then
    return false;
  end if;
  insert into public.affiliate_clicks (affiliate_id) values (v_affiliate);
  return true;
end;
$function$;
revoke execute on function public.record_affiliate_click(text) from anon, authenticated, public;
comment on function public.record_affiliate_click(text) is 'Counts one opening of an active affiliate''s link (false: no such affiliate). Service role only (the affiliate-link function).';

-- ================================================================================================
-- On a table of an earlier file: what names a table above
-- ================================================================================================

alter table public.orders add constraint orders_affiliate_id_fkey FOREIGN KEY (affiliate_id) REFERENCES public.affiliates(id) ON DELETE SET NULL;

-- ================================================================================================
-- Triggers
-- ================================================================================================

CREATE TRIGGER orders_affiliate_commission AFTER UPDATE OF status ON public.orders FOR EACH ROW EXECUTE FUNCTION private.on_order_status_for_commission();

-- ================================================================================================
-- Policies
-- ================================================================================================

create policy "Affiliates and administrators can read affiliates" on public.affiliates
  for select to authenticated
  using (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

create policy "Affiliates and administrators can read the affiliates' products" on public.affiliate_products
  for select to authenticated
  using (((EXISTS ( SELECT 1
   FROM public.affiliates a
  WHERE ((a.id = affiliate_products.affiliate_id) AND (a.user_id = ( SELECT auth.uid() AS uid))))) OR ( SELECT private.is_admin() AS is_admin)));

create policy "Administrators can read affiliate clicks" on public.affiliate_clicks
  for select to authenticated
  using (( SELECT private.is_admin() AS is_admin));

create policy "Affiliates and administrators can read commissions" on public.affiliate_commissions
  for select to authenticated
  using (((EXISTS ( SELECT 1
   FROM public.affiliates a
  WHERE ((a.id = affiliate_commissions.affiliate_id) AND (a.user_id = ( SELECT auth.uid() AS uid))))) OR ( SELECT private.is_admin() AS is_admin)));

create policy "Affiliates and administrators can read payouts" on public.affiliate_payouts
  for select to authenticated
  using (((EXISTS ( SELECT 1
   FROM public.affiliates a
  WHERE ((a.id = affiliate_payouts.affiliate_id) AND (a.user_id = ( SELECT auth.uid() AS uid))))) OR ( SELECT private.is_admin() AS is_admin)));

-- ================================================================================================
-- Grants
-- ================================================================================================

-- public.affiliates
revoke all on table public.affiliates from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.affiliates from authenticated;

-- public.affiliate_products
revoke all on table public.affiliate_products from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.affiliate_products from authenticated;

-- public.affiliate_clicks
revoke all on table public.affiliate_clicks from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.affiliate_clicks from authenticated;

-- public.affiliate_payouts
revoke all on table public.affiliate_payouts from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.affiliate_payouts from authenticated;

-- public.affiliate_commissions
revoke all on table public.affiliate_commissions from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.affiliate_commissions from authenticated;
