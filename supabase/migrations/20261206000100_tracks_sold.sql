-- =============================================================================
-- Trilha Cloud — a track is sold through the selling model
-- =============================================================================
-- docs/tracks.md "Selling a track", why: docs/rules/tracks.md.
--
--   * start_order('track', …): a published track whose access_model is paid or
--     paid_or_plans, at tracks.price. Paid, the order gives one entitlement per course
--     of the track (so an order may now hold several entitlements), enrols the buyer in
--     them and makes the buyer follow the track; a refund or chargeback revokes them all
--     (private.revoke_order already revokes every entitlement of the order).
--   * plan_tracks: an open subscription to a plan including a track (plans or
--     paid_or_plans) opens every course of the track, computed like plan_courses.
-- =============================================================================

alter table public.orders drop constraint orders_product_kind_check;
alter table public.orders
  add constraint orders_product_kind_check check (product_kind in ('course', 'book', 'plan', 'track'));

-- One entitlement per product of an order (a track order holds one per course).
alter table public.entitlements drop constraint entitlements_order_id_key;
create unique index entitlements_order_product_key
  on public.entitlements (order_id, course_id, book_id) nulls not distinct where order_id is not null;

comment on column public.entitlements.order_id is 'The order that sold it: one row for a course or book order, one per course for a track order.';

create or replace function private.course_open_to(p_user uuid, p_course_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (select 1 from public.courses c where c.id = p_course_id and c.access_model = 'free')
      or exists (
           select 1 from public.entitlements en
           where en.user_id = p_user and en.course_id = p_course_id and en.revoked_at is null
         )
      or exists (
           select 1
           from public.subscriptions s
           join public.plan_courses pc on pc.plan_id = s.plan_id and pc.course_id = p_course_id
           join public.courses c on c.id = p_course_id and c.access_model in ('plans', 'paid_or_plans')
           where s.user_id = p_user
             and s.status in ('active', 'canceled', 'past_due')
             and private.subscription_open(s.status, s.current_period_end, s.grace_until)
         )
      or exists (
           select 1
           from public.subscriptions s
           join public.plan_tracks pt on pt.plan_id = s.plan_id
           join public.tracks t on t.id = pt.track_id and t.access_model in ('plans', 'paid_or_plans')
           join public.track_steps ts on ts.track_id = t.id and ts.course_id = p_course_id
           where s.user_id = p_user
             and s.status in ('active', 'canceled', 'past_due')
             and private.subscription_open(s.status, s.current_period_end, s.grace_until)
         );
$function$;
comment on function private.course_open_to(uuid, uuid) is 'The person may study the course: it is free, or an entitlement is live, or an open subscription''s plan includes it or a track containing it.';

create or replace function public.start_order(p_product_kind text, p_product_id uuid, p_method text, p_installments integer DEFAULT 1, p_cpf text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user         uuid := private.require_active_user();
  v_title        text;
  v_amount       numeric(10,2);
  v_installments integer := coalesce(p_installments, 1);
  v_cpf          text := pg_catalog.regexp_replace(coalesce(p_cpf, ''), '[^0-9]', '', 'g');
  v_plan         public.pricing_plans;
  v_subscription uuid;
  v_profile      public.profiles;
  v_order        public.orders;
begin
  if p_product_kind is null or p_product_kind not in ('course', 'book', 'plan', 'track') then
    perform private.raise_api_error('invalid_product');
  end if;
  if p_method is null or p_method not in ('pix', 'boleto', 'card') then
    perform private.raise_api_error('invalid_payment_method');
  end if;
  if v_installments < 1 or v_installments > 12 or (v_installments > 1 and p_method <> 'card') then
    perform private.raise_api_error('invalid_installments');
  end if;
  if not private.cpf_is_valid(v_cpf) then
    perform private.raise_api_error('invalid_cpf');
  end if;

  -- One checkout at a time per person, and at most 20 an hour.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('orders:' || v_user::text, 0));
  if (select count(*) from public.orders o
      where o.user_id = v_user and o.created_at > pg_catalog.clock_timestamp() - interval '1 hour') >= 20 then
    perform private.raise_api_error('order_hourly_limit', 'rate_limited', 429);
  end if;

  if p_product_kind = 'course' then
    select c.title, c.price into v_title, v_amount
    from public.courses c
    where c.id = p_product_id and c.is_active and c.lesson_count > 0
      and c.access_model in ('paid', 'paid_or_plans') and c.price >= 1;
    if not found then
      perform private.raise_api_error('product_not_for_sale');
    end if;
    if private.course_open_to(v_user, p_product_id) then
      perform private.raise_api_error('already_has_access');
    end if;
  elsif p_product_kind = 'track' then
    select t.title, t.price into v_title, v_amount
    from public.tracks t
    where t.id = p_product_id and t.published
      and t.access_model in ('paid', 'paid_or_plans') and t.price >= 1
      and exists (select 1 from public.track_steps s join public.courses c on c.id = s.course_id and c.is_active
                  where s.track_id = t.id and s.kind = 'course');
    if not found then
      perform private.raise_api_error('product_not_for_sale');
    end if;
    if private.track_open_to(v_user, p_product_id) then
      perform private.raise_api_error('already_has_access');
    end if;
  elsif p_product_kind = 'book' then
    select b.title, b.price into v_title, v_amount
    from public.books b
    where b.id = p_product_id and b.is_active and b.file_path is not null and b.price >= 1;
    if not found then
      perform private.raise_api_error('product_not_for_sale');
    end if;
    if exists (select 1 from public.entitlements en
               where en.user_id = v_user and en.book_id = p_product_id and en.revoked_at is null) then
      perform private.raise_api_error('already_has_access');
    end if;
  else
    select * into v_plan
    from public.pricing_plans p
    where p.id = p_product_id and p.is_active and p.amount is not null;
    if not found then
      perform private.raise_api_error('product_not_for_sale');
    end if;
    v_title := v_plan.name;
    v_amount := v_plan.amount;
    select s.id into v_subscription
    from public.subscriptions s
    where s.user_id = v_user and s.plan_id = p_product_id and s.status in ('pending', 'active', 'past_due')
    for update;
    if found and exists (select 1 from public.subscriptions s where s.id = v_subscription and s.status <> 'pending') then
      perform private.raise_api_error('already_subscribed');
    end if;
    if v_subscription is null then
      insert into public.subscriptions (user_id, plan_id, plan_name, amount, billing_interval)
      values (v_user, v_plan.id, v_plan.name, v_plan.amount, v_plan.billing_interval)
      returning id into v_subscription;
    else
      update public.subscriptions s
         set plan_name = v_plan.name, amount = v_plan.amount, billing_interval = v_plan.billing_interval,
             updated_at = now()
       where s.id = v_subscription;
    end if;
  end if;

  if v_installments > private.max_installments(v_amount) then
    perform private.raise_api_error('invalid_installments');
  end if;

  select * into v_profile from public.profiles p where p.id = v_user;

  insert into public.orders (
    user_id, product_kind, product_id, product_title, amount, installments, method,
    subscription_id, buyer_name, buyer_email, buyer_cpf
  )
  values (
    v_user, p_product_kind, p_product_id, left(v_title, 200), v_amount, v_installments, p_method,
    v_subscription, left(v_profile.full_name, 200), left(v_profile.email, 320), v_cpf
  )
  returning * into v_order;

  insert into public.order_events (order_id, status) values (v_order.id, 'pending');

  return private.order_json(v_order);
end;
$function$;

create or replace function private.grant_order(p_order public.orders, p_paid_at timestamp with time zone)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_subscription public.subscriptions;
begin
  if p_order.user_id is null then
    return;
  end if;
  if p_order.product_kind = 'course' then
    insert into public.entitlements (user_id, course_id, source, order_id)
    values (p_order.user_id, p_order.product_id, 'order', p_order.id)
    on conflict do nothing;
    if exists (select 1 from public.courses c where c.id = p_order.product_id and c.lesson_count > 0) then
      insert into public.enrollments (user_id, course_id)
      values (p_order.user_id, p_order.product_id)
      on conflict (user_id, course_id) do nothing;
    end if;
  elsif p_order.product_kind = 'track' then
    -- One entitlement per course of the track as sold now: later changes to the track
    -- neither add nor take away what was bought. The buyer follows the track.
    insert into public.entitlements (user_id, course_id, source, order_id)
    select distinct p_order.user_id, s.course_id, 'order', p_order.id
    from public.track_steps s
    where s.track_id = p_order.product_id
    on conflict do nothing;
    insert into public.enrollments (user_id, course_id)
    select distinct p_order.user_id, s.course_id
    from public.track_steps s
    join public.courses c on c.id = s.course_id and c.is_active and c.lesson_count > 0
    where s.track_id = p_order.product_id
    on conflict (user_id, course_id) do nothing;
    if exists (select 1 from public.tracks t where t.id = p_order.product_id) then
      insert into public.track_followers (track_id, user_id)
      values (p_order.product_id, p_order.user_id)
      on conflict (track_id, user_id) do nothing;
      perform private.issue_track_certificate_if_earned(p_order.user_id, p_order.product_id);
    end if;
  elsif p_order.product_kind = 'book' then
    insert into public.entitlements (user_id, book_id, source, order_id)
    values (p_order.user_id, p_order.product_id, 'order', p_order.id)
    on conflict do nothing;
  elsif p_order.subscription_id is not null then
    select * into v_subscription from public.subscriptions s where s.id = p_order.subscription_id for update;
    if found and v_subscription.status <> 'expired' then
      update public.subscriptions s
         set status = case when s.status = 'canceled' then 'canceled' else 'active' end,
             started_at = coalesce(s.started_at, p_paid_at),
             current_period_end = private.period_after(greatest(coalesce(s.current_period_end, p_paid_at), p_paid_at), s.billing_interval),
             grace_until = null,
             updated_at = now()
       where s.id = v_subscription.id;
    end if;
  end if;
end;
$function$;

create or replace function public.get_order(p_order_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user  uuid := private.require_active_user();
  v_order public.orders;
begin
  select * into v_order from public.orders o where o.id = p_order_id;
  if not found or (v_order.user_id is distinct from v_user and not private.is_admin()) then
    perform private.raise_api_error('order_not_found');
  end if;
  return private.order_json(v_order) || jsonb_build_object(
    'history', private.order_history_json(v_order.id),
    'has_access', case v_order.product_kind
      when 'course' then private.course_open_to(v_order.user_id, v_order.product_id)
      when 'track' then private.track_open_to(v_order.user_id, v_order.product_id)
      when 'book' then exists (select 1 from public.entitlements en
                               where en.user_id = v_order.user_id and en.book_id = v_order.product_id and en.revoked_at is null)
      else exists (select 1 from public.subscriptions s
                   where s.id = v_order.subscription_id
                     and private.subscription_open(s.status, s.current_period_end, s.grace_until))
    end
  );
end;
$function$;
