-- =============================================================================
-- Trilha Cloud — 'Vendas' and the revenue report within 10 ms at 20 000 orders and
-- 5 000 subscriptions (`npm run bench -- --sales`)
-- =============================================================================
-- What made them slow at size (docs/rules/payments.md, "Reading sales at size"):
--   * a search collected every matching id into an array and sorted it, even when a
--     word ('curso') matches most orders, and the search document was computed again
--     for every row read in date order: it is now a stored column (orders.search_document)
--     whose statistics let the planner choose between the GIN index and the date order;
--   * the report converted every paid instant to a São Paulo day and called helpers
--     with their own search_path (never inlined, about 2 µs a row): the day is now
--     stored (orders.paid_on, by trigger) and covered by an index, and the conditions
--     are written out.
-- =============================================================================

drop function private.sale_ids(text, text);

alter table public.orders
  add column search_document tsvector
    generated always as (private.order_search_document(buyer_name, buyer_email, product_title)) stored,
  add column paid_on date;

comment on column public.orders.search_document is 'Buyer name, e-mail and product title as search words (list_sales).';
comment on column public.orders.paid_on is 'The São Paulo day of paid_at (trigger): the day the revenue report counts the sale on.';

drop index public.orders_search_idx;
create index orders_search_idx on public.orders using gin (search_document);
create index orders_paid_on_idx on public.orders (paid_on)
  include (amount, status, method, product_kind, product_id)
  where paid_on is not null;
drop index public.orders_paid_at_idx;
drop index public.orders_product_idx;
create index orders_product_recent_idx on public.orders (product_kind, product_id, created_at desc);

create or replace function private.set_order_paid_on()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.paid_on := (new.paid_at at time zone 'America/Sao_Paulo')::date;
  return new;
end;
$$;

revoke all on function private.set_order_paid_on() from public, anon, authenticated;

create trigger orders_set_paid_on
  before insert or update of paid_at on public.orders
  for each row execute function private.set_order_paid_on();

update public.orders o
   set paid_on = (o.paid_at at time zone 'America/Sao_Paulo')::date
 where o.paid_at is not null;

-- The rows a search and a status select, as one predicate both the count and the page use.
create or replace function public.list_sales(
  p_search text default null,
  p_status text default null,
  p_page integer default 1,
  p_page_size integer default 25
)
returns json
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = 'force_custom_plan'
as $$
declare
  v_admin  uuid := private.require_admin();
  v_size   integer := private.list_page_size(p_page_size);
  v_status text := nullif(btrim(p_status), '');
  v_search boolean := private.is_search(p_search);
  v_text   text := btrim(left(p_search, 200));
  v_query  tsquery := private.search_query(p_search);
  v_email  text := private.search_email(p_search);
  v_id     uuid;
  v_total  bigint;
  v_page   integer;
  v_ids    uuid[];
begin
  if v_status is not null and v_status not in ('pending', 'paid', 'refunded', 'charged_back', 'expired', 'failed') then
    perform private.raise_api_error('invalid_order_status');
  end if;
  if v_text ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    v_id := v_text::uuid;
  end if;

  if not v_search then
    select count(*) into v_total from public.orders o where v_status is null or o.status = v_status;
    v_page := private.list_page(p_page, v_total, v_size);
    v_ids := array(
      select o.id from public.orders o
      where v_status is null or o.status = v_status
      order by o.created_at desc, o.id desc
      limit v_size offset (v_page - 1) * v_size
    );
  elsif v_id is not null or exists (select 1 from public.orders o where o.provider_payment_id = v_text) then
    -- An order id or the provider's payment id names one order.
    v_ids := array(
      select o.id from public.orders o
      where (o.id = v_id or o.provider_payment_id = v_text) and (v_status is null or o.status = v_status)
      order by o.created_at desc, o.id desc
      limit v_size
    );
    v_total := cardinality(v_ids);
    v_page := 1;
  else
    -- Words: one predicate without OR, so a broad word reads the date index and stops
    -- after a page, a narrow one reads the GIN index.
    select count(*) into v_total
    from public.orders o
    where (v_status is null or o.status = v_status)
      and o.search_document @@ v_query
      and (v_email is null or pg_catalog.strpos(private.normalize_search_text(o.buyer_email), v_email) > 0);
    v_page := private.list_page(p_page, v_total, v_size);
    v_ids := array(
      select o.id
      from public.orders o
      where (v_status is null or o.status = v_status)
        and o.search_document @@ v_query
        and (v_email is null or pg_catalog.strpos(private.normalize_search_text(o.buyer_email), v_email) > 0)
      order by o.created_at desc, o.id desc
      limit v_size offset (v_page - 1) * v_size
    );
  end if;

  return private.list_result(v_total, v_page, v_size, (
    select json_agg(private.sale_row_json(o) order by x.position)
    from unnest(v_ids) with ordinality as x(id, position)
    join public.orders o on o.id = x.id
  ));
end;
$$;

create or replace function public.export_sales(p_search text default null, p_status text default null)
returns json
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = 'force_custom_plan'
as $$
declare
  v_admin  uuid := private.require_admin();
  v_status text := nullif(btrim(p_status), '');
  v_search boolean := private.is_search(p_search);
  v_text   text := btrim(left(p_search, 200));
  v_query  tsquery := private.search_query(p_search);
  v_email  text := private.search_email(p_search);
  v_id     uuid;
begin
  if v_status is not null and v_status not in ('pending', 'paid', 'refunded', 'charged_back', 'expired', 'failed') then
    perform private.raise_api_error('invalid_order_status');
  end if;
  if v_text ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    v_id := v_text::uuid;
  end if;
  if v_search and (v_id is not null or exists (select 1 from public.orders o where o.provider_payment_id = v_text)) then
    return coalesce((
      select json_agg(private.sale_row_json(o) order by o.created_at desc, o.id desc)
      from public.orders o
      where (o.id = v_id or o.provider_payment_id = v_text) and (v_status is null or o.status = v_status)
    ), '[]'::json);
  end if;
  return coalesce((
    select json_agg(private.sale_row_json(o) order by o.created_at desc, o.id desc)
    from public.orders o
    where (v_status is null or o.status = v_status)
      and (not v_search
           or (o.search_document @@ v_query
               and (v_email is null or pg_catalog.strpos(private.normalize_search_text(o.buyer_email), v_email) > 0)))
  ), '[]'::json);
end;
$$;

create or replace function public.get_revenue_report(p_from date default null, p_to date default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_admin uuid := private.require_admin();
  v_to    date := coalesce(p_to, private.sao_paulo_date(now()));
  v_from  date := coalesce(p_from, v_to - 29);
  v_start timestamptz;
  v_end   timestamptz;
  v_now   timestamptz := now();
  v_subscriptions jsonb;
begin
  if v_from > v_to or v_to - v_from > 366 then
    perform private.raise_api_error('invalid_report_period');
  end if;
  v_start := (v_from::timestamp at time zone 'America/Sao_Paulo');
  v_end := ((v_to + 1)::timestamp at time zone 'America/Sao_Paulo');

  -- Open now = private.subscription_open, written out (see the header).
  select jsonb_build_object(
           'active', count(*) filter (where s.open),
           'mrr', coalesce(sum(case when s.billing_interval = 'year' then round(s.amount / 12, 2) else s.amount end)
                           filter (where s.open and s.status in ('active', 'past_due')), 0),
           'canceled_in_period', count(*) filter (where s.canceled_at >= v_start and s.canceled_at < v_end
                                                  and s.started_at is not null),
           'active_at_start', count(*) filter (where s.started_at < v_start
                                               and (s.canceled_at is null or s.canceled_at >= v_start)),
           'churn_rate', case when count(*) filter (where s.started_at < v_start
                                                    and (s.canceled_at is null or s.canceled_at >= v_start)) > 0
                              then round((count(*) filter (where s.canceled_at >= v_start and s.canceled_at < v_end
                                                           and s.started_at is not null))::numeric
                                         / count(*) filter (where s.started_at < v_start
                                                            and (s.canceled_at is null or s.canceled_at >= v_start)), 4)
                              else 0 end
         )
  into v_subscriptions
  from (
    select x.*,
           (x.status in ('active', 'canceled') and x.current_period_end > v_now)
           or (x.status = 'past_due' and x.grace_until > v_now) as open
    from public.subscriptions x
    where x.started_at is not null
  ) s;

  -- One pass over the period (an index-only scan of orders_paid_on_idx), grouped four ways.
  return (
    with sold as materialized (
      select grouping(o.paid_on, o.product_kind, o.product_id, o.method) as level,
             o.paid_on as day, o.product_kind, o.product_id, o.method,
             count(*) as orders,
             sum(o.amount) as gross,
             coalesce(sum(o.amount) filter (where o.status = 'paid'), 0) as net,
             coalesce(sum(o.amount) filter (where o.status = 'refunded'), 0) as refunded,
             coalesce(sum(o.amount) filter (where o.status = 'charged_back'), 0) as charged_back
      from public.orders o
      where o.paid_on between v_from and v_to
      group by grouping sets ((o.paid_on), (o.product_kind, o.product_id), (o.method), ())
    )
    select jsonb_build_object(
      'from', v_from,
      'to', v_to,
      'totals', coalesce((
        select jsonb_build_object(
          'orders', s.orders,
          'gross', s.gross,
          'refunded', s.refunded,
          'charged_back', s.charged_back,
          'net', s.net,
          'average_ticket', round(s.gross / s.orders, 2)
        ) from sold s where s.level = 15 and s.orders > 0
      ), jsonb_build_object('orders', 0, 'gross', 0, 'refunded', 0, 'charged_back', 0, 'net', 0, 'average_ticket', 0)),
      'by_day', (
        select jsonb_agg(jsonb_build_object(
                 'day', d.day,
                 'orders', coalesce(s.orders, 0),
                 'gross', coalesce(s.gross, 0),
                 'net', coalesce(s.net, 0)
               ) order by d.day)
        from (select d::date as day from generate_series(v_from, v_to, interval '1 day') d) d
        left join sold s on s.level = 7 and s.day = d.day
      ),
      'by_product', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'product_kind', s.product_kind,
                 'product_id', s.product_id,
                 -- The latest title the product was sold under.
                 'product_title', (select o.product_title from public.orders o
                                   where o.product_kind = s.product_kind and o.product_id = s.product_id
                                   order by o.created_at desc limit 1),
                 'orders', s.orders,
                 'gross', s.gross,
                 'net', s.net
               ) order by s.net desc, s.product_kind, s.product_id)
        from sold s where s.level = 9
      ), '[]'::jsonb),
      'by_method', coalesce((
        select jsonb_agg(jsonb_build_object('method', s.method, 'orders', s.orders, 'net', s.net) order by s.method)
        from sold s where s.level = 14
      ), '[]'::jsonb),
      'subscriptions', v_subscriptions
    )
  );
end;
$$;

revoke all on function
  public.list_sales(text, text, integer, integer),
  public.export_sales(text, text),
  public.get_revenue_report(date, date)
from public, anon, authenticated;

grant execute on function
  public.list_sales(text, text, integer, integer),
  public.export_sales(text, text),
  public.get_revenue_report(date, date)
to authenticated, service_role;
