-- =============================================================================
-- Trilha Cloud — churn and MRR in the revenue report, defined
-- =============================================================================
-- 'Relatórios' read 'Churn no período 0% · 1 de 0 assinaturas' and MRR R$ 0,00 beside one
-- active subscription: the churn counted cancellations in the period (of subscriptions that
-- began in it, and that still ran) over a base that did not hold them, and the MRR left out
-- a cancelled subscription that still runs while 'Assinaturas ativas' counted it. Each figure
-- now has one definition (docs/payments.md, "Subscriptions in the report"):
--   * a subscription runs from its first payment to the end of the last period it paid for
--     (a refund or chargeback: to that moment); cancelling does not end it;
--   * active and MRR: the ones running at the period's end (now, for a period ending today),
--     each at its monthly share (a yearly plan: amount ÷ 12), rounded once on the sum; the
--     cancelled ones among them apart (canceling, mrr_canceling);
--   * churn: of the ones running at the period's start, those that ended in it — numerator
--     and denominator from the same set, so never more than 100 % nor "1 de 0"; with none at
--     the start the rate is null, not 0 %.
-- =============================================================================

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
  v_as_of timestamptz;
  v_subscriptions jsonb;
begin
  if v_from > v_to or v_to - v_from > 366 then
    perform private.raise_api_error('invalid_report_period');
  end if;
  v_start := (v_from::timestamp at time zone 'America/Sao_Paulo');
  v_end := ((v_to + 1)::timestamp at time zone 'America/Sao_Paulo');

  -- The subscriptions' figures (docs/payments.md, "Subscriptions in the report"). A
  -- subscription runs from started_at (its first payment) until ended_at: null while it gives
  -- access now (private.subscription_open, written out), else the end of the last period it
  -- paid for (a refund or a chargeback moved that to the moment it happened). A cancellation
  -- does not end it: it runs, and counts, until the period already paid ends. The figures are
  -- read at the start of the period and at v_as_of, its end (now for a period ending today).
  v_as_of := greatest(v_start, least(v_end, v_now));
  select jsonb_build_object(
           'as_of', v_as_of,
           'active_at_start', count(*) filter (where s.started_at < v_start
                                               and (s.ended_at is null or s.ended_at > v_start)),
           'churned', count(*) filter (where s.started_at < v_start
                                       and s.ended_at > v_start and s.ended_at <= v_as_of),
           'started', count(*) filter (where s.started_at >= v_start and s.started_at < v_as_of),
           'started_ended', count(*) filter (where s.started_at >= v_start and s.started_at < v_as_of
                                             and s.ended_at <= v_as_of),
           'active', count(*) filter (where s.running),
           'canceling', count(*) filter (where s.running and s.canceled_at <= v_as_of),
           'mrr', round(coalesce(sum(s.monthly) filter (where s.running), 0), 2),
           'mrr_canceling', round(coalesce(sum(s.monthly) filter (where s.running and s.canceled_at <= v_as_of), 0), 2),
           'churn_rate', case
             when count(*) filter (where s.started_at < v_start
                                   and (s.ended_at is null or s.ended_at > v_start)) > 0
             then round((count(*) filter (where s.started_at < v_start
                                          and s.ended_at > v_start and s.ended_at <= v_as_of))::numeric
                        / count(*) filter (where s.started_at < v_start
                                           and (s.ended_at is null or s.ended_at > v_start)), 4)
           end
         )
  into v_subscriptions
  from (
    select e.*,
           e.started_at < v_as_of and (e.ended_at is null or e.ended_at > v_as_of) as running
    from (
      select x.started_at, x.canceled_at,
             case when x.billing_interval = 'year' then x.amount / 12 else x.amount end as monthly,
             case when (x.status in ('active', 'canceled') and x.current_period_end > v_now)
                       or (x.status = 'past_due' and x.grace_until > v_now)
                  then null
                  else x.current_period_end
             end as ended_at
      from public.subscriptions x
      where x.started_at is not null and x.started_at < v_as_of
    ) e
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

revoke all on function public.get_revenue_report(date, date) from public, anon, authenticated;
grant execute on function public.get_revenue_report(date, date) to authenticated, service_role;
