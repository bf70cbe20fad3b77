-- =============================================================================
-- Trilha Cloud — a purchase must add something; a cancelled plan that still runs is reactivated
-- =============================================================================
-- docs/payments.md "What the viewer already has" and "Reactivating a plan", why:
-- docs/rules/payments.md.
--
--   * private.purchase_standing(user, kind, id): one answer to "what would this person get by
--     buying this now?" — what the checkout shows on arrival (get_purchase_offer) and what
--     start_order refuses (the same reason code), so the screen and the database never disagree.
--   * A plan whose cancelled subscription still runs → subscription_reactivable (reactivate it);
--     a plan whose every course is already open to the person → plan_adds_nothing.
--   * A track partly owned is sold at the track price less the prices of the courses of the
--     track the person owns for good (a live entitlement of a course sold on its own), never
--     below R$ 1,00: private.track_price_for, used by start_order and shown by the screens.
--   * reactivate_subscription(id): the subscriber's own cancelled plan, still running, renews again.
-- =============================================================================

-- The courses of a track owned for good (a live entitlement) that are sold on their own: what
-- they are worth is taken off the track's price. Access through a plan is not counted: it ends
-- with the plan, while the track's order gives every course for good.
create or replace function private.track_owned_courses(p_user uuid, p_track_id uuid)
returns table (course_id uuid, title text, price numeric)
language sql
stable
security definer
set search_path = ''
as $$
  select c.id, c.title, c.price
  from public.courses c
  where c.is_active
    and c.access_model in ('paid', 'paid_or_plans')
    and c.price is not null
    and c.id in (select s.course_id from public.track_steps s where s.track_id = p_track_id)
    and exists (select 1 from public.entitlements en
                where en.user_id = p_user and en.course_id = c.id and en.revoked_at is null)
  order by c.title, c.id;
$$;
comment on function private.track_owned_courses(uuid, uuid) is 'Courses of the track the person owns for good (live entitlement) that are sold on their own: their prices come off the track price.';

-- What the person pays for the track now: its price less what the owned courses are worth,
-- never below R$ 1,00 (the least anything is sold for). Null when the track has no price.
create or replace function private.track_price_for(p_user uuid, p_track_id uuid)
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select case when t.price is null then null
              else greatest(1.00, t.price - coalesce((select sum(o.price) from private.track_owned_courses(p_user, t.id) o), 0))::numeric(10,2)
         end
  from public.tracks t
  where t.id = p_track_id;
$$;
comment on function private.track_price_for(uuid, uuid) is 'The track price for this person: the price less the owned courses'' prices, at least R$ 1,00.';

-- The courses a plan opens: its courses (plans/paid_or_plans) and those of its tracks.
create or replace function private.plan_course_ids(p_plan_id uuid)
returns table (course_id uuid)
language sql
stable
security definer
set search_path = ''
as $$
  select pc.course_id
  from public.plan_courses pc
  join public.courses c on c.id = pc.course_id and c.is_active and c.access_model in ('plans', 'paid_or_plans')
  where pc.plan_id = p_plan_id
  union
  select ts.course_id
  from public.plan_tracks pt
  join public.tracks t on t.id = pt.track_id and t.access_model in ('plans', 'paid_or_plans')
  join public.track_steps ts on ts.track_id = t.id
  join public.courses c on c.id = ts.course_id and c.is_active
  where pt.plan_id = p_plan_id;
$$;
comment on function private.plan_course_ids(uuid) is 'Every active course the plan opens, directly or through its tracks.';

-- What buying the product now would give the person, and why not when it would give nothing.
--   state: available · owned · subscribed · reactivable · adds_nothing · not_for_sale
--   reason: the code start_order refuses with (null when available)
create or replace function private.purchase_standing(p_user uuid, p_product_kind text, p_product_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_list     numeric(10,2);
  v_amount   numeric(10,2);
  v_state    text := 'available';
  v_reason   text;
  v_owned    jsonb := '[]'::jsonb;
  v_sub      public.subscriptions;
  v_sub_json jsonb;
begin
  if p_product_kind = 'course' then
    select c.price into v_list
    from public.courses c
    where c.id = p_product_id and c.is_active and c.lesson_count > 0
      and c.access_model in ('paid', 'paid_or_plans') and c.price >= 1;
    if not found then
      v_state := 'not_for_sale'; v_reason := 'product_not_for_sale';
    elsif private.course_open_to(p_user, p_product_id) then
      v_state := 'owned'; v_reason := 'already_has_access';
    end if;
    v_amount := v_list;
  elsif p_product_kind = 'track' then
    select t.price into v_list
    from public.tracks t
    where t.id = p_product_id and t.published
      and t.access_model in ('paid', 'paid_or_plans') and t.price >= 1
      and exists (select 1 from public.track_steps s join public.courses c on c.id = s.course_id and c.is_active
                  where s.track_id = t.id and s.kind = 'course');
    if not found then
      v_state := 'not_for_sale'; v_reason := 'product_not_for_sale';
    elsif private.track_open_to(p_user, p_product_id) then
      v_state := 'owned'; v_reason := 'already_has_access';
    end if;
    v_amount := private.track_price_for(p_user, p_product_id);
    select coalesce(jsonb_agg(jsonb_build_object('id', o.course_id, 'title', o.title, 'price', o.price)), '[]'::jsonb)
      into v_owned
    from private.track_owned_courses(p_user, p_product_id) o;
  elsif p_product_kind = 'book' then
    select b.price into v_list
    from public.books b
    where b.id = p_product_id and b.is_active and b.file_path is not null and b.price >= 1;
    if not found then
      v_state := 'not_for_sale'; v_reason := 'product_not_for_sale';
    elsif exists (select 1 from public.entitlements en
                  where en.user_id = p_user and en.book_id = p_product_id and en.revoked_at is null) then
      v_state := 'owned'; v_reason := 'already_has_access';
    end if;
    v_amount := v_list;
  elsif p_product_kind = 'plan' then
    select p.amount into v_list
    from public.pricing_plans p
    where p.id = p_product_id and p.is_active and p.amount is not null;
    if not found then
      v_state := 'not_for_sale'; v_reason := 'product_not_for_sale';
    else
      v_amount := v_list;
      -- The person's subscription to this plan that still counts, the open one first.
      select * into v_sub
      from public.subscriptions s
      where s.user_id = p_user and s.plan_id = p_product_id
        and (s.status in ('active', 'past_due')
             or (s.status = 'canceled' and private.subscription_open(s.status, s.current_period_end, s.grace_until)))
      order by (s.status = 'canceled'), s.created_at desc
      limit 1;
      if found then
        v_sub_json := jsonb_build_object(
          'id', v_sub.id,
          'status', v_sub.status,
          'current_period_end', v_sub.current_period_end,
          'renewed_by_card', v_sub.provider_subscription_id is not null
        );
        if v_sub.status = 'canceled' then
          v_state := 'reactivable'; v_reason := 'subscription_reactivable';
        else
          v_state := 'subscribed'; v_reason := 'already_subscribed';
        end if;
      else
        select coalesce(jsonb_agg(jsonb_build_object('id', c.id, 'title', c.title, 'price', c.price) order by c.title, c.id), '[]'::jsonb)
          into v_owned
        from public.courses c
        where c.id in (select x.course_id from private.plan_course_ids(p_product_id) x)
          and private.course_open_to(p_user, c.id);
        if jsonb_array_length(v_owned) > 0
           and jsonb_array_length(v_owned) = (select count(*) from private.plan_course_ids(p_product_id)) then
          v_state := 'adds_nothing'; v_reason := 'plan_adds_nothing';
        end if;
      end if;
    end if;
  else
    v_state := 'not_for_sale'; v_reason := 'invalid_product';
  end if;

  return jsonb_build_object(
    'product_kind', p_product_kind,
    'product_id', p_product_id,
    'state', v_state,
    'reason', v_reason,
    'list_amount', v_list,
    'amount', v_amount,
    'owned_courses', v_owned,
    'subscription', v_sub_json
  );
end;
$$;
comment on function private.purchase_standing(uuid, text, uuid) is 'What buying the product now would give the person: state, the refusal code start_order uses, the price for them.';

-- The checkout's arrival and the buy areas: what the signed-in person would get and pay.
create or replace function public.get_purchase_offer(p_product_kind text, p_product_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_active_user();
begin
  return private.purchase_standing(v_user, p_product_kind, p_product_id);
end;
$$;
comment on function public.get_purchase_offer(text, uuid) is 'What the signed-in person would get and pay by buying the product now, and the reason code when nothing.';

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
  v_standing     jsonb;
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

  -- The same answer the checkout showed on arrival: a purchase that adds nothing is refused.
  v_standing := private.purchase_standing(v_user, p_product_kind, p_product_id);
  if v_standing ->> 'reason' is not null then
    perform private.raise_api_error(v_standing ->> 'reason');
  end if;
  v_amount := (v_standing ->> 'amount')::numeric(10,2);

  if p_product_kind = 'course' then
    select c.title into v_title from public.courses c where c.id = p_product_id;
  elsif p_product_kind = 'track' then
    select t.title into v_title from public.tracks t where t.id = p_product_id;
  elsif p_product_kind = 'book' then
    select b.title into v_title from public.books b where b.id = p_product_id;
  else
    select * into v_plan from public.pricing_plans p where p.id = p_product_id;
    v_title := v_plan.name;
    select s.id into v_subscription
    from public.subscriptions s
    where s.user_id = v_user and s.plan_id = p_product_id and s.status = 'pending'
    for update;
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

-- The subscriber's own cancelled plan, still running, renews again. Mercado Pago cannot undo a
-- cancelled preapproval (its cancellation is final), so a plan that renewed by card is handed to
-- the renewal job: the preapproval id is let go and the Pix reminder comes before the period end
-- (docs/payments-provider.md → Renovações).
create or replace function public.reactivate_subscription(p_subscription_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_active_user();
  v_sub  public.subscriptions;
begin
  select * into v_sub from public.subscriptions s where s.id = p_subscription_id for update;
  if not found or v_sub.user_id is distinct from v_user then
    perform private.raise_api_error('subscription_not_found');
  end if;
  if v_sub.status <> 'canceled'
     or not private.subscription_open(v_sub.status, v_sub.current_period_end, v_sub.grace_until) then
    perform private.raise_api_error('subscription_not_reactivable');
  end if;
  update public.subscriptions s
     set status = 'active',
         cancel_at_period_end = false,
         canceled_at = null,
         provider_subscription_id = null,
         updated_at = now()
   where s.id = v_sub.id
  returning * into v_sub;
  return private.subscription_json(v_sub);
end;
$$;
comment on function public.reactivate_subscription(uuid) is 'The subscriber''s cancelled plan that still runs renews again (by the renewal job''s Pix when its card preapproval was cancelled).';

revoke all on function
  private.track_owned_courses(uuid, uuid),
  private.track_price_for(uuid, uuid),
  private.plan_course_ids(uuid),
  private.purchase_standing(uuid, text, uuid)
from public, anon, authenticated;

revoke all on function
  public.get_purchase_offer(text, uuid),
  public.reactivate_subscription(uuid)
from public, anon, authenticated;
grant execute on function
  public.get_purchase_offer(text, uuid),
  public.reactivate_subscription(uuid)
to authenticated, service_role;
