-- Orders a buyer abandoned, cancelled or asked back under the 7-day guarantee; the refund told to
-- the buyer; the plan's courses through its tracks. docs/payments.md → "Abandoned orders",
-- "The 7-day guarantee", "Refund notice".

-- 1. A buyer may cancel a pending order: status 'canceled' (rank 1, as failed and expired: a
--    payment that still arrives for it pays it, nothing is lost).
alter table public.orders drop constraint orders_status_check;
alter table public.orders add constraint orders_status_check
  check (status in ('pending', 'paid', 'refunded', 'charged_back', 'expired', 'failed', 'canceled'));
alter table public.order_events drop constraint order_events_status_check;
alter table public.order_events add constraint order_events_status_check
  check (status in ('pending', 'paid', 'refunded', 'charged_back', 'expired', 'failed', 'canceled'));

create or replace function private.order_status_rank(p_status text)
returns integer
language sql
immutable parallel safe
set search_path = ''
as $$
  select case p_status
    when 'pending' then 0
    when 'failed' then 1
    when 'expired' then 1
    when 'canceled' then 1
    when 'paid' then 2
    when 'refunded' then 3
    when 'charged_back' then 3
  end;
$$;

-- 2. How long a pending order may wait for its payment: the provider's own limit for its method
--    (a Pix code lives 30 minutes, a boleto is due in 3 days, a card is decided at once: a day).
create or replace function private.order_pay_until(p_method text, p_created_at timestamptz)
returns timestamptz
language sql
immutable parallel safe
set search_path = ''
as $$
  select p_created_at + case p_method
    when 'pix' then interval '30 minutes'
    when 'boleto' then interval '3 days'
    else interval '1 day'
  end;
$$;
comment on function private.order_pay_until(text, timestamptz) is
  'Until when a pending order may be paid: Pix 30 minutes, boleto 3 days, card 1 day after it was opened. docs/payments.md.';

-- A subscription's Pix renewal order: its own deadline (the grace's end) and its own flow.
create or replace function private.is_renewal_order(p_order_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from public.subscription_renewals r where r.order_id = p_order_id);
$$;

-- 3. The 7-day guarantee: a paid order is refundable by its buyer for 7 days after it was paid
--    when it is the buyer's first purchase of that product (no earlier paid order of the same
--    course, track, book or plan: a plan's renewals and a purchase after a refund are not).
create or replace function private.order_guarantee_until(p_order public.orders)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select case
    when p_order.status = 'paid' and p_order.user_id is not null and p_order.paid_at is not null
         and p_order.provider_payment_id is not null
         and not exists (
           select 1 from public.orders e
           where e.user_id = p_order.user_id
             and e.product_kind = p_order.product_kind
             and e.product_id = p_order.product_id
             and e.id <> p_order.id
             and e.paid_at is not null
             and (e.paid_at < p_order.paid_at or (e.paid_at = p_order.paid_at and e.id < p_order.id))
         )
      then p_order.paid_at + interval '7 days'
  end;
$$;
comment on function private.order_guarantee_until(public.orders) is
  'Until when the buyer may ask the 7-day guarantee''s refund of this order (null: not a first purchase, or not paid). docs/payments.md.';

create or replace function private.order_json(p_order public.orders)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', p_order.id,
    'product_kind', p_order.product_kind,
    'product_id', p_order.product_id,
    'product_title', p_order.product_title,
    'course_slug', (select c.slug from public.courses c where p_order.product_kind = 'course' and c.id = p_order.product_id),
    'amount', p_order.amount,
    'installments', p_order.installments,
    'installment_amount', private.installment_amount(p_order.amount, p_order.installments),
    'method', p_order.method,
    'status', p_order.status,
    'provider', p_order.provider,
    'provider_reference', p_order.provider_reference,
    'provider_payment_id', p_order.provider_payment_id,
    'subscription_id', p_order.subscription_id,
    'created_at', p_order.created_at,
    'updated_at', p_order.updated_at,
    'paid_at', p_order.paid_at,
    'refunded_at', p_order.refunded_at,
    'recurring', p_order.product_kind = 'plan',
    'billing_interval', (select s.billing_interval from public.subscriptions s where s.id = p_order.subscription_id),
    'pay_until', case when p_order.status = 'pending' and not private.is_renewal_order(p_order.id)
                      then private.order_pay_until(p_order.method, p_order.created_at) end,
    'can_cancel', p_order.status = 'pending' and not private.is_renewal_order(p_order.id),
    'refund_guarantee_until', case when private.order_guarantee_until(p_order) > now()
                                   then private.order_guarantee_until(p_order) end,
    'can_request_refund', coalesce(private.order_guarantee_until(p_order) > now(), false)
  );
$$;

-- 4. The buyer cancels their own pending order.
create or replace function public.cancel_my_order(p_order_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user  uuid := private.require_active_user();
  v_order public.orders;
begin
  select * into v_order from public.orders o where o.id = p_order_id for update;
  if not found or v_order.user_id is distinct from v_user then
    perform private.raise_api_error('order_not_found');
  end if;
  if v_order.status <> 'pending' or private.is_renewal_order(v_order.id) then
    perform private.raise_api_error('order_not_pending');
  end if;
  update public.orders o set status = 'canceled', updated_at = now()
   where o.id = v_order.id
  returning * into v_order;
  insert into public.order_events (order_id, status, occurred_at) values (v_order.id, 'canceled', now());
  return private.order_json(v_order);
end;
$$;
revoke execute on function public.cancel_my_order(uuid) from public, anon;
grant execute on function public.cancel_my_order(uuid) to authenticated, service_role;
comment on function public.cancel_my_order(uuid) is
  'The buyer cancels their own pending order (not a renewal''s). docs/payments.md.';

-- 5. The expiry job: every pending order past its method's limit becomes expired, once.
create or replace function public.expire_abandoned_orders()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ids uuid[];
begin
  with due as (
    select o.id from public.orders o
    where o.status = 'pending'
      and private.order_pay_until(o.method, o.created_at) <= now()
      and not private.is_renewal_order(o.id)
    order by o.created_at
    for update skip locked
  ), expired as (
    update public.orders o set status = 'expired', updated_at = now()
    from due where o.id = due.id and o.status = 'pending'
    returning o.id
  ), history as (
    insert into public.order_events (order_id, status, occurred_at)
    select e.id, 'expired', now() from expired e
    returning order_id
  )
  select coalesce(array_agg(h.order_id), '{}') into v_ids from history h;
  return jsonb_build_object('expired', cardinality(v_ids), 'order_ids', to_jsonb(v_ids));
end;
$$;
revoke execute on function public.expire_abandoned_orders() from public, anon, authenticated;
grant execute on function public.expire_abandoned_orders() to service_role;
comment on function public.expire_abandoned_orders() is
  'The expiry job: pending orders past their method''s limit become expired (idempotent). Service role only. docs/payments.md.';

-- 6. The guarantee refund: refund-order asks the database whether this person may have this
--    order back now, before it calls the provider.
create or replace function public.check_guarantee_refund(p_user_id uuid, p_order_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_until timestamptz;
begin
  select * into v_order from public.orders o where o.id = p_order_id;
  if not found or p_user_id is null or v_order.user_id is distinct from p_user_id then
    perform private.raise_api_error('order_not_found');
  end if;
  if v_order.status <> 'paid' then
    perform private.raise_api_error('order_not_refundable');
  end if;
  v_until := private.order_guarantee_until(v_order);
  if v_until is null then
    perform private.raise_api_error('guarantee_not_applicable');
  end if;
  if v_until <= now() then
    perform private.raise_api_error('refund_window_closed');
  end if;
  return private.order_json(v_order);
end;
$$;
revoke execute on function public.check_guarantee_refund(uuid, uuid) from public, anon, authenticated;
grant execute on function public.check_guarantee_refund(uuid, uuid) to service_role;
comment on function public.check_guarantee_refund(uuid, uuid) is
  'Whether the person may have this order refunded under the 7-day guarantee now (raises otherwise). Service role only (refund-order). docs/payments.md.';

-- 7. The refund told to the buyer: a notification per refunded or charged-back order, and the
--    e-mail the payment functions send once (emailed_at).
alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check
  check (kind in ('new_question', 'question_answered', 'subscription_renewal', 'goal_reminder', 'order_refunded'));
alter table public.notifications drop constraint notifications_subject_matches_kind;
alter table public.notifications add constraint notifications_subject_matches_kind check (
  case kind
    when 'subscription_renewal' then question_id is null and order_id is not null and link is not null and week_start is null
    when 'order_refunded' then question_id is null and order_id is not null and link is null and week_start is null
    when 'goal_reminder' then question_id is null and order_id is null and link is null and week_start is not null
    else question_id is not null and order_id is null and link is null and week_start is null
  end);
alter table public.notifications add column emailed_at timestamptz;
comment on column public.notifications.emailed_at is 'order_refunded: when the refund''s e-mail went out (sent once).';
create unique index notifications_one_per_refunded_order on public.notifications (order_id)
  where kind = 'order_refunded';

create or replace function private.revoke_order(p_order public.orders, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.entitlements en
     set revoked_at = now(), revoke_reason = p_reason
   where en.order_id = p_order.id and en.revoked_at is null;
  if p_order.product_kind = 'plan' and p_order.subscription_id is not null then
    update public.subscriptions s
       set status = 'expired',
           cancel_at_period_end = true,
           canceled_at = coalesce(s.canceled_at, now()),
           current_period_end = least(coalesce(s.current_period_end, now()), now()),
           grace_until = null,
           updated_at = now()
     where s.id = p_order.subscription_id and s.status <> 'expired';
  end if;
  if p_order.user_id is not null and p_reason in ('refunded', 'charged_back')
     and exists (select 1 from public.profiles p where p.id = p_order.user_id) then
    insert into public.notifications (user_id, kind, order_id)
    values (p_order.user_id, 'order_refunded', p_order.id)
    on conflict (order_id) where kind = 'order_refunded' do nothing;
  end if;
end;
$$;

-- The refund's e-mail, claimed once: the claim marks it sent and answers what it says (null when
-- another delivery claimed it first, or without a buyer); a send that failed releases it, so the
-- next delivery of the event tries again. Two deliveries in a race (refund-order and the
-- provider's own notification) send one e-mail.
create or replace function public.claim_refund_mail(p_order_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid;
begin
  update public.notifications n set emailed_at = now()
   where n.order_id = p_order_id and n.kind = 'order_refunded' and n.emailed_at is null
     and exists (select 1 from public.orders o where o.id = n.order_id and o.status in ('refunded', 'charged_back'))
  returning n.user_id into v_user;
  if v_user is null then
    return null;
  end if;
  return (
    select jsonb_build_object(
      'order_id', o.id,
      'email', p.email,
      'name', p.full_name,
      'product_kind', o.product_kind,
      'product_title', o.product_title,
      'amount', o.amount,
      'method', o.method,
      'status', o.status
    )
    from public.orders o, public.profiles p
    where o.id = p_order_id and p.id = v_user
  );
end;
$$;
revoke execute on function public.claim_refund_mail(uuid) from public, anon, authenticated;
grant execute on function public.claim_refund_mail(uuid) to service_role;
comment on function public.claim_refund_mail(uuid) is
  'Claims the refund e-mail of an order once (null when already claimed). Service role only (payment functions). docs/payments.md.';

create or replace function public.release_refund_mail(p_order_id uuid)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with released as (
    update public.notifications n set emailed_at = null
     where n.order_id = p_order_id and n.kind = 'order_refunded' and n.emailed_at is not null
    returning 1
  )
  select exists (select 1 from released);
$$;
revoke execute on function public.release_refund_mail(uuid) from public, anon, authenticated;
grant execute on function public.release_refund_mail(uuid) to service_role;
comment on function public.release_refund_mail(uuid) is
  'Gives back the claim of a refund e-mail whose sending failed. Service role only. docs/payments.md.';

-- 8. A lesson of a course whose purchase was taken back: why, for the player's message.
create or replace function public.get_my_course_refund(p_course_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_active_user();
begin
  if private.course_open_to(v_user, p_course_id) then
    return null;
  end if;
  return (
    select jsonb_build_object(
      'status', o.status,
      'product_title', o.product_title,
      'refunded_at', o.refunded_at,
      'course_slug', (select c.slug from public.courses c where c.id = p_course_id)
    )
    from public.entitlements en
    join public.orders o on o.id = en.order_id
    where en.user_id = v_user and en.course_id = p_course_id
      and en.revoke_reason in ('refunded', 'charged_back')
    order by en.revoked_at desc
    limit 1
  );
end;
$$;
revoke execute on function public.get_my_course_refund(uuid) from public, anon;
grant execute on function public.get_my_course_refund(uuid) to authenticated, service_role;
comment on function public.get_my_course_refund(uuid) is
  'The caller''s refunded or charged-back purchase of a course they can no longer study, or null. docs/payments.md.';

-- 9. 'Minha assinatura': the courses a plan opens directly and through its tracks, and the
--    guarantee of its first payment.
create or replace function public.get_my_subscription()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_active_user();
  v_subscription public.subscriptions;
  v_first public.orders;
begin
  -- The one that matters: open now first, then in progress, then the latest.
  select * into v_subscription
  from public.subscriptions s
  where s.user_id = v_user and s.status <> 'pending'
  order by private.subscription_open(s.status, s.current_period_end, s.grace_until) desc,
           s.created_at desc
  limit 1;
  if not found then
    return null;
  end if;
  select * into v_first from public.orders o
  where o.subscription_id = v_subscription.id and o.paid_at is not null
  order by o.paid_at, o.id
  limit 1;
  return private.subscription_json(v_subscription) || jsonb_build_object(
    'courses', coalesce((
      select jsonb_agg(jsonb_build_object('id', x.id, 'slug', x.slug, 'title', x.title) order by x.title, x.id)
      from (
        select c.id, c.slug, c.title
        from public.plan_courses pc
        join public.courses c on c.id = pc.course_id
        where pc.plan_id = v_subscription.plan_id and c.is_active and c.access_model in ('plans', 'paid_or_plans')
        union
        select c.id, c.slug, c.title
        from public.plan_tracks pt
        join public.tracks t on t.id = pt.track_id and t.access_model in ('plans', 'paid_or_plans')
        join public.track_steps ts on ts.track_id = t.id
        join public.courses c on c.id = ts.course_id and c.is_active
        where pt.plan_id = v_subscription.plan_id
      ) x
    ), '[]'::jsonb),
    'refund_order_id', case when private.order_guarantee_until(v_first) > now() then v_first.id end,
    'refund_guarantee_until', case when private.order_guarantee_until(v_first) > now()
                                   then private.order_guarantee_until(v_first) end
  );
end;
$$;

CREATE OR REPLACE FUNCTION public.list_my_notifications(p_page integer DEFAULT 1, p_page_size integer DEFAULT 20)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
               'renewal', case when x.kind = 'subscription_renewal' and o.id is not null then json_build_object(
                 'order_id', o.id,
                 'plan_name', o.product_title,
                 'amount', o.amount,
                 'due_at', r.period_end,
                 'payment_url', x.link,
                 'paid', o.status = 'paid'
               ) end,
               'refund', case when x.kind = 'order_refunded' and o.id is not null then json_build_object(
                 'order_id', o.id,
                 'product_kind', o.product_kind,
                 'product_title', o.product_title,
                 'amount', o.amount,
                 'method', o.method,
                 'status', o.status
               ) end,
               'goal_week', case when x.kind = 'goal_reminder' then json_build_object(
                 'week_start', x.week_start,
                 'week_end', x.week_start + 6
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
$function$;
CREATE OR REPLACE FUNCTION public.list_sales(p_search text DEFAULT NULL::text, p_status text DEFAULT NULL::text, p_page integer DEFAULT 1, p_page_size integer DEFAULT 25)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
 SET plan_cache_mode TO 'force_custom_plan'
AS $function$
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
  if v_status is not null and v_status not in ('pending', 'paid', 'refunded', 'charged_back', 'expired', 'failed', 'canceled') then
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
$function$;

CREATE OR REPLACE FUNCTION public.export_sales(p_search text DEFAULT NULL::text, p_status text DEFAULT NULL::text)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
 SET plan_cache_mode TO 'force_custom_plan'
AS $function$
declare
  v_admin  uuid := private.require_admin();
  v_status text := nullif(btrim(p_status), '');
  v_search boolean := private.is_search(p_search);
  v_text   text := btrim(left(p_search, 200));
  v_query  tsquery := private.search_query(p_search);
  v_email  text := private.search_email(p_search);
  v_id     uuid;
begin
  if v_status is not null and v_status not in ('pending', 'paid', 'refunded', 'charged_back', 'expired', 'failed', 'canceled') then
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
$function$;
