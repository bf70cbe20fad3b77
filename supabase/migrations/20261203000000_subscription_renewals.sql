-- =============================================================================
-- Trilha Cloud — subscription renewals (the renewal job's side of the database)
-- =============================================================================
-- A plan paid by card renews at Mercado Pago (a preapproval): its charges arrive as
-- webhooks and go through apply_subscription_event. A plan paid by Pix (or boleto, or a
-- card in instalments) has nothing that charges it again, so the renewal job
-- (edge function renew-subscriptions, run by pg_cron on hosted Supabase and by
-- `npm run payments:renew` locally) does, through these service-role calls:
--
--   prepare_subscription_renewals(p_lead) — a pending plan order (method pix) for each such
--     subscription whose period ends within p_lead, ONE per subscription and period
--     (subscription_renewals' unique key), and the renewals still to be sent to the person.
--   record_subscription_renewal(p_renewal_id, p_checkout_url) — after the function made the
--     Pix checkout of that order: stores the link and writes the in-app notification
--     (kind subscription_renewal, at most one per renewal order).
--   settle_lapsed_subscriptions(p_provider) — a renewing subscription whose period ended
--     unpaid becomes past_due with 3 days of grace; one whose grace ended expires (access
--     ends: private.subscription_open). Both through apply_subscription_event, so they are
--     recorded like any provider event, once.
--
-- Notifications gain the kind 'subscription_renewal' (no question; the order and the link
-- to pay instead); list_my_notifications lists them (the data export already lists every
-- notification of the person).
-- See docs/payments-provider.md → Renovações.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- 1. Notifications about a renewal
-- -----------------------------------------------------------------------------
alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications
  add constraint notifications_kind_check
  check (kind in ('new_question', 'question_answered', 'subscription_renewal'));
alter table public.notifications alter column question_id drop not null;
alter table public.notifications
  add column order_id uuid references public.orders (id) on delete cascade,
  add column link text check (link ~ '^https?://' and char_length(link) <= 2000);
alter table public.notifications
  add constraint notifications_subject_matches_kind check (
    case kind
      when 'subscription_renewal' then question_id is null and order_id is not null and link is not null
      else question_id is not null and order_id is null and link is null
    end
  );
comment on column public.notifications.order_id is 'subscription_renewal: the renewal order to pay.';
comment on column public.notifications.link is 'subscription_renewal: the provider''s page where that order is paid.';
-- One reminder per renewal order, however often the job runs.
create unique index notifications_one_per_renewal_order
  on public.notifications (order_id) where kind = 'subscription_renewal';


-- -----------------------------------------------------------------------------
-- 2. One renewal per subscription and period
-- -----------------------------------------------------------------------------
create table public.subscription_renewals (
  id              uuid primary key default gen_random_uuid(),
  subscription_id uuid not null references public.subscriptions (id) on delete cascade,
  -- The end of the period this renewal continues (the subscription's current_period_end then).
  period_end      timestamptz not null,
  order_id        uuid not null unique references public.orders (id) on delete cascade,
  checkout_url    text check (checkout_url ~ '^https?://' and char_length(checkout_url) <= 2000),
  notified_at     timestamptz,
  -- A run working on this renewal; another run leaves it alone until then.
  claimed_until   timestamptz,
  created_at      timestamptz not null default now(),
  constraint subscription_renewals_one_per_period unique (subscription_id, period_end)
);
comment on table public.subscription_renewals is
  'The renewal order the job opened for a subscription without recurring charges at the provider, one per period. Service role only.';
alter table public.subscription_renewals enable row level security;
revoke all on table public.subscription_renewals from anon, authenticated;


-- -----------------------------------------------------------------------------
-- 3. The job's calls
-- -----------------------------------------------------------------------------
create function public.prepare_subscription_renewals(
  p_lead interval default interval '3 days',
  p_limit integer default 100
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_now     timestamptz := now();
  v_limit   integer := least(greatest(coalesce(p_limit, 100), 1), 500);
  v_sub     public.subscriptions;
  v_order   public.orders;
  v_due     jsonb;
begin
  if p_lead is null or p_lead < interval '0' or p_lead > interval '15 days' then
    perform private.raise_api_error('invalid_renewal_lead');
  end if;
  -- Two runs at once (the schedule and a manual run) take turns: the second sees the
  -- renewals the first opened.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.prepare_subscription_renewals'));

  for v_sub in
    select s.*
    from public.subscriptions s
    where s.status in ('active', 'past_due')
      and not s.cancel_at_period_end
      and s.provider_subscription_id is null
      and s.current_period_end <= v_now + p_lead
      and private.subscription_open(s.status, s.current_period_end, s.grace_until)
      and not exists (
        select 1 from public.subscription_renewals r
        where r.subscription_id = s.id and r.period_end = s.current_period_end
      )
    order by s.current_period_end
    limit v_limit
  loop
    v_order := null;
    insert into public.orders (
      user_id, product_kind, product_id, product_title, amount, installments, method,
      subscription_id, buyer_name, buyer_email, buyer_cpf
    )
    select v_sub.user_id, 'plan', v_sub.plan_id, v_sub.plan_name, v_sub.amount, 1, 'pix',
           v_sub.id, left(p.full_name, 200), left(p.email, 320),
           (select o.buyer_cpf from public.orders o
             where o.subscription_id = v_sub.id and o.buyer_cpf is not null
             order by o.created_at desc limit 1)
    from public.profiles p
    where p.id = v_sub.user_id
    returning * into v_order;
    continue when v_order.id is null;
    insert into public.order_events (order_id, status) values (v_order.id, 'pending');
    insert into public.subscription_renewals (subscription_id, period_end, order_id)
    values (v_sub.id, v_sub.current_period_end, v_order.id);
  end loop;

  -- Every renewal not yet sent whose order can still be paid and whose subscription still
  -- renews; claimed for a few minutes so a parallel run does not make a second checkout.
  with due as (
    select r.id
    from public.subscription_renewals r
    join public.orders o on o.id = r.order_id
    join public.subscriptions s on s.id = r.subscription_id
    where r.notified_at is null
      and (r.claimed_until is null or r.claimed_until < v_now)
      and o.status = 'pending'
      and s.status in ('active', 'past_due')
      and not s.cancel_at_period_end
    order by r.created_at
    limit v_limit
    for update of r skip locked
  ),
  claimed as (
    update public.subscription_renewals r
       set claimed_until = v_now + interval '5 minutes'
      from due
     where r.id = due.id
    returning r.*
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'renewal_id', c.id,
           'subscription_id', c.subscription_id,
           'period_end', c.period_end,
           'order_id', o.id,
           'provider', o.provider,
           'provider_reference', o.provider_reference,
           'checkout_url', c.checkout_url,
           'title', o.product_title,
           'amount', o.amount,
           'buyer_email', o.buyer_email,
           'buyer_cpf', o.buyer_cpf,
           -- The link is good until the grace ends: after that the subscription is over.
           'pay_until', c.period_end + interval '3 days'
         ) order by c.created_at), '[]'::jsonb)
    into v_due
  from claimed c
  join public.orders o on o.id = c.order_id;

  return v_due;
end;
$$;

comment on function public.prepare_subscription_renewals(interval, integer) is
  'Renewal job: opens one Pix renewal order per subscription and period (no recurring charge at the provider) and returns those still to be sent. Service role only.';

create function public.record_subscription_renewal(p_renewal_id uuid, p_checkout_url text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_renewal public.subscription_renewals;
  v_user    uuid;
  v_id      uuid;
begin
  if p_checkout_url is null or p_checkout_url !~ '^https?://' or char_length(p_checkout_url) > 2000 then
    perform private.raise_api_error('invalid_renewal_link');
  end if;
  select * into v_renewal from public.subscription_renewals r where r.id = p_renewal_id for update;
  if not found then
    perform private.raise_api_error('renewal_not_found');
  end if;
  select s.user_id into v_user from public.subscriptions s where s.id = v_renewal.subscription_id;

  insert into public.notifications (user_id, kind, order_id, link)
  values (v_user, 'subscription_renewal', v_renewal.order_id, p_checkout_url)
  on conflict (order_id) where kind = 'subscription_renewal' do nothing
  returning id into v_id;

  update public.subscription_renewals r
     set checkout_url = coalesce(r.checkout_url, p_checkout_url),
         notified_at = coalesce(r.notified_at, now()),
         claimed_until = null
   where r.id = v_renewal.id;

  return jsonb_build_object('renewal_id', v_renewal.id, 'order_id', v_renewal.order_id, 'notified', v_id is not null);
end;
$$;

comment on function public.record_subscription_renewal(uuid, text) is
  'Renewal job: stores the renewal order''s payment link and writes its in-app reminder once. Service role only.';

create function public.settle_lapsed_subscriptions(p_provider text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_now      timestamptz := now();
  v_sub      public.subscriptions;
  v_result   jsonb;
  v_past_due jsonb := '[]'::jsonb;
  v_expired  jsonb := '[]'::jsonb;
begin
  if p_provider is null or p_provider !~ '^[a-z0-9_-]{1,40}$' then
    perform private.raise_api_error('invalid_payment_event');
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.settle_lapsed_subscriptions'));

  -- A renewing subscription whose period ended without a charge: the renewal failed.
  for v_sub in
    select s.* from public.subscriptions s
    where s.status = 'active' and not s.cancel_at_period_end and s.current_period_end <= v_now
    order by s.current_period_end
  loop
    v_result := public.apply_subscription_event(
      coalesce(v_sub.provider, p_provider),
      'renewal-job:' || v_sub.id || ':' || extract(epoch from v_sub.current_period_end)::bigint || ':payment_failed',
      v_sub.id, null, 'payment_failed', null, null, null, null, v_now,
      jsonb_build_object('reason', 'period_ended_unpaid', 'period_end', v_sub.current_period_end)
    );
    v_past_due := v_past_due || jsonb_build_array(v_sub.id);
  end loop;

  -- Grace over: the subscription ends, and with it the access to the plan's courses.
  for v_sub in
    select s.* from public.subscriptions s
    where s.status = 'past_due' and s.grace_until <= v_now
    order by s.grace_until
  loop
    v_result := public.apply_subscription_event(
      coalesce(v_sub.provider, p_provider),
      'renewal-job:' || v_sub.id || ':' || extract(epoch from v_sub.grace_until)::bigint || ':expired',
      v_sub.id, null, 'expired', null, null, null, null, v_now,
      jsonb_build_object('reason', 'grace_ended', 'grace_until', v_sub.grace_until)
    );
    v_expired := v_expired || jsonb_build_array(jsonb_build_object(
      'subscription_id', v_sub.id,
      'provider', coalesce(v_sub.provider, p_provider),
      'provider_subscription_id', v_sub.provider_subscription_id
    ));
  end loop;

  return jsonb_build_object('past_due', v_past_due, 'expired', v_expired);
end;
$$;

comment on function public.settle_lapsed_subscriptions(text) is
  'Renewal job: a renewing subscription whose period ended unpaid becomes past_due (3 days of grace); one whose grace ended expires. Service role only.';


-- -----------------------------------------------------------------------------
-- 4. The bell and the export list renewal reminders
-- -----------------------------------------------------------------------------
create or replace function public.list_my_notifications(p_page integer default 1, p_page_size integer default 20)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user  uuid := private.require_active_user();
  v_size  integer := private.list_page_size(p_page_size);
  v_total bigint;
  v_page  integer;
begin
  select count(*) into v_total from public.notifications n where n.user_id = v_user;
  v_page := private.list_page(p_page, v_total, v_size);
  return json_build_object(
    'total', v_total,
    'unread', (select count(*) from public.notifications n where n.user_id = v_user and n.read_at is null),
    'page', v_page,
    'page_size', v_size,
    'rows', coalesce((
      select json_agg(json_build_object(
               'id', x.id,
               'kind', x.kind,
               'created_at', x.created_at,
               'read_at', x.read_at,
               'by_teacher', a.is_teacher,
               'question', case when q.id is not null then json_build_object('id', q.id, 'title', q.title) end,
               'lesson', case when l.id is not null then json_build_object('id', l.id, 'title', l.title) end,
               'course', case when c.id is not null then json_build_object('id', c.id, 'title', c.title) end,
               'renewal', case when o.id is not null then json_build_object(
                 'order_id', o.id,
                 'plan_name', o.product_title,
                 'amount', o.amount,
                 'due_at', r.period_end,
                 'payment_url', x.link,
                 'paid', o.status = 'paid'
               ) end
             ) order by x.created_at desc, x.id desc)
      from (
        select n.*
        from public.notifications n
        where n.user_id = v_user
        order by n.created_at desc, n.id desc
        limit v_size offset (v_page - 1) * v_size
      ) x
      left join public.lesson_questions q on q.id = x.question_id
      left join public.lessons l on l.id = q.lesson_id
      left join public.courses c on c.id = q.course_id
      left join public.question_answers a on a.id = x.answer_id
      left join public.orders o on o.id = x.order_id
      left join public.subscription_renewals r on r.order_id = x.order_id
    ), '[]'::json)
  );
end;
$$;


-- -----------------------------------------------------------------------------
-- EXECUTE: the renewal job (service role) only
-- -----------------------------------------------------------------------------
revoke all on function
  public.prepare_subscription_renewals(interval, integer),
  public.record_subscription_renewal(uuid, text),
  public.settle_lapsed_subscriptions(text)
from public, anon, authenticated;
grant execute on function
  public.prepare_subscription_renewals(interval, integer),
  public.record_subscription_renewal(uuid, text),
  public.settle_lapsed_subscriptions(text)
to service_role;
