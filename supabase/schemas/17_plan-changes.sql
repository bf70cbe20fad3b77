-- Plan changes: a subscriber moves to another plan of the same billing interval. An upgrade starts
-- now and its difference for the rest of the period is charged by an order; a downgrade starts at
-- the end of the period already paid. docs/plan-changes.md.
-- The database as it is now: edit here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database-changes.md).

set check_function_bodies = off;

-- ================================================================================================
-- Tables
-- ================================================================================================

-- public.plan_changes ----------------------------------------------------------------------------
create table public.plan_changes (
  id uuid default gen_random_uuid() not null,
  subscription_id uuid not null,
  user_id uuid,
  from_plan_id uuid not null,
  to_plan_id uuid not null,
  kind text not null,
  amount numeric(10,2),
  order_id uuid,
  effective_at timestamp with time zone,
  status text default 'pending'::text not null,
  created_at timestamp with time zone default now() not null,
  applied_at timestamp with time zone,
  canceled_at timestamp with time zone,
  constraint plan_changes_amount_check CHECK ((kind = 'upgrade'::text AND amount >= 1::numeric AND order_id IS NOT NULL) OR (kind = 'downgrade'::text AND amount IS NULL AND order_id IS NULL AND effective_at IS NOT NULL)),
  constraint plan_changes_from_plan_id_fkey FOREIGN KEY (from_plan_id) REFERENCES public.pricing_plans(id) ON DELETE RESTRICT,
  constraint plan_changes_kind_check CHECK (kind = ANY (ARRAY['upgrade'::text, 'downgrade'::text])),
  constraint plan_changes_order_id_fkey FOREIGN KEY (order_id) REFERENCES public.orders(id) ON DELETE CASCADE,
  constraint plan_changes_order_id_key UNIQUE (order_id),
  constraint plan_changes_other_plan CHECK (from_plan_id <> to_plan_id),
  constraint plan_changes_pkey PRIMARY KEY (id),
  constraint plan_changes_status_check CHECK (status = ANY (ARRAY['pending'::text, 'applied'::text, 'canceled'::text])),
  constraint plan_changes_status_moments CHECK ((status = 'applied'::text) = (applied_at IS NOT NULL) AND (status = 'canceled'::text) = (canceled_at IS NOT NULL)),
  constraint plan_changes_subscription_id_fkey FOREIGN KEY (subscription_id) REFERENCES public.subscriptions(id) ON DELETE CASCADE,
  constraint plan_changes_to_plan_id_fkey FOREIGN KEY (to_plan_id) REFERENCES public.pricing_plans(id) ON DELETE RESTRICT,
  constraint plan_changes_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE
);
alter table public.plan_changes enable row level security;
CREATE INDEX plan_changes_from_plan_id_idx ON public.plan_changes USING btree (from_plan_id);
CREATE UNIQUE INDEX plan_changes_one_pending_downgrade ON public.plan_changes USING btree (subscription_id) WHERE (status = 'pending'::text AND kind = 'downgrade'::text);
CREATE INDEX plan_changes_subscription_id_idx ON public.plan_changes USING btree (subscription_id, created_at DESC);
CREATE INDEX plan_changes_to_plan_id_idx ON public.plan_changes USING btree (to_plan_id);
CREATE INDEX plan_changes_user_id_idx ON public.plan_changes USING btree (user_id);
comment on table public.plan_changes is 'A subscription moving to another plan: an upgrade (paid by its order, applied when the order is paid) or a downgrade (applied when the next period starts). Written by the plan-change functions only. docs/plan-changes.md.';
comment on column public.plan_changes.amount is 'Upgrade: what its order charges, the difference of the two plans for the rest of the period (at least R$ 1,00).';
comment on column public.plan_changes.effective_at is 'Downgrade: the end of the period already paid, when the new plan starts. Upgrade: when its order was paid.';

-- ================================================================================================
-- Functions
-- ================================================================================================

-- private.plan_change_quote(p_user uuid, p_subscription_id uuid, p_plan_id uuid)
CREATE OR REPLACE FUNCTION private.plan_change_quote(p_user uuid, p_subscription_id uuid, p_plan_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_sub      public.subscriptions;
  v_from     public.pricing_plans;
  v_to       public.pricing_plans;
  v_start    timestamptz;
  v_period   numeric;
  v_left     numeric;
  v_amount   numeric(10,2);
begin
  select * into v_sub from public.subscriptions s where s.id = p_subscription_id;
  if not found or v_sub.user_id is distinct from p_user then
    perform private.raise_api_error('subscription_not_found');
  end if;
  -- Only a subscription that renews and is paid up changes plan; a cancelled one is reactivated first.
  if v_sub.status <> 'active' or v_sub.cancel_at_period_end or v_sub.current_period_end is null
     or v_sub.current_period_end <= now() then
    perform private.raise_api_error('plan_change_not_allowed');
  end if;
  select * into v_to from public.pricing_plans p where p.id = p_plan_id and p.is_active and p.amount is not null;
  if not found then
    perform private.raise_api_error('product_not_for_sale');
  end if;
  if v_to.id = v_sub.plan_id then
    perform private.raise_api_error('plan_change_same_plan');
  end if;
  if v_to.billing_interval is distinct from v_sub.billing_interval then
    perform private.raise_api_error('plan_change_interval_differs');
  end if;
  if exists (select 1 from public.plan_changes c where c.subscription_id = v_sub.id and c.status = 'pending' and c.kind = 'downgrade') then
    perform private.raise_api_error('plan_change_pending');
  end if;
  select * into v_from from public.pricing_plans p where p.id = v_sub.plan_id;

  v_start := v_sub.current_period_end - case v_sub.billing_interval when 'year' then interval '1 year' else interval '1 month' end;
  v_period := extract(epoch from v_sub.current_period_end - v_start);
  v_left := greatest(0, extract(epoch from v_sub.current_period_end - now()));
  if v_to.amount > v_sub.amount then
    -- The difference for the part of the period still to run, never below what an order may cost.
    v_amount := greatest(1, round((v_to.amount - v_sub.amount) * v_left / v_period, 2));
  end if;

  return jsonb_build_object(
    'subscription_id', v_sub.id,
    'kind', case when v_to.amount > v_sub.amount then 'upgrade' else 'downgrade' end,
    'from_plan', jsonb_build_object('id', v_sub.plan_id, 'name', coalesce(v_from.name, v_sub.plan_name), 'amount', v_sub.amount),
    'to_plan', jsonb_build_object('id', v_to.id, 'name', v_to.name, 'amount', v_to.amount),
    'billing_interval', v_sub.billing_interval,
    'period_end', v_sub.current_period_end,
    'remaining_days', ceil(v_left / 86400)::integer,
    'period_days', round(v_period / 86400)::integer,
    'amount', v_amount,
    'max_installments', case when v_amount is null then null else private.max_installments(v_amount) end,
    -- The provider charges a card every period: its next charges follow the new plan's amount.
    'renewed_by_card', v_sub.provider_subscription_id is not null
  );
end;
$function$;
revoke execute on function private.plan_change_quote(uuid,uuid,uuid) from public;
comment on function private.plan_change_quote(uuid,uuid,uuid) is 'What moving the person''s subscription to the plan would do and cost now (upgrade: the difference for the rest of the period), or the reason it is refused.';

-- private.plan_change_json(p_change public.plan_changes)
CREATE OR REPLACE FUNCTION private.plan_change_json(p_change public.plan_changes)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'id', p_change.id,
    'subscription_id', p_change.subscription_id,
    'kind', p_change.kind,
    'from_plan_id', p_change.from_plan_id,
    'to_plan_id', p_change.to_plan_id,
    'to_plan_name', (select p.name from public.pricing_plans p where p.id = p_change.to_plan_id),
    'to_plan_amount', (select p.amount from public.pricing_plans p where p.id = p_change.to_plan_id),
    'amount', p_change.amount,
    'order_id', p_change.order_id,
    'effective_at', p_change.effective_at,
    'status', p_change.status,
    'created_at', p_change.created_at
  );
$function$;
revoke execute on function private.plan_change_json(public.plan_changes) from public;

-- private.apply_plan_change(p_change public.plan_changes, p_at timestamp with time zone)
CREATE OR REPLACE FUNCTION private.apply_plan_change(p_change public.plan_changes, p_at timestamp with time zone)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.subscriptions s
     set plan_id = p.id, plan_name = p.name, amount = p.amount, updated_at = now()
    from public.pricing_plans p
   where s.id = p_change.subscription_id and p.id = p_change.to_plan_id;
  update public.plan_changes c
     set status = 'applied', applied_at = p_at,
         effective_at = coalesce(c.effective_at, p_at)
   where c.id = p_change.id;
end;
$function$;
revoke execute on function private.apply_plan_change(public.plan_changes,timestamp with time zone) from public;
comment on function private.apply_plan_change(public.plan_changes,timestamp with time zone) is 'The subscription moves to the change''s plan (name and amount of the plan now); the change is applied.';

-- public.quote_plan_change(p_subscription_id uuid, p_plan_id uuid)
CREATE OR REPLACE FUNCTION public.quote_plan_change(p_subscription_id uuid, p_plan_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return private.plan_change_quote(private.require_active_user(), p_subscription_id, p_plan_id);
end;
$function$;
revoke execute on function public.quote_plan_change(uuid,uuid) from anon, public;
grant execute on function public.quote_plan_change(uuid,uuid) to authenticated, service_role;
comment on function public.quote_plan_change(uuid,uuid) is 'What moving the caller''s subscription to the plan would do and cost now, before confirming. docs/plan-changes.md.';

-- public.schedule_plan_downgrade(p_subscription_id uuid, p_plan_id uuid)
CREATE OR REPLACE FUNCTION public.schedule_plan_downgrade(p_subscription_id uuid, p_plan_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user   uuid := private.require_active_user();
  v_quote  jsonb;
  v_change public.plan_changes;
begin
  perform 1 from public.subscriptions s where s.id = p_subscription_id and s.user_id = v_user for update;
  v_quote := private.plan_change_quote(v_user, p_subscription_id, p_plan_id);
  if v_quote ->> 'kind' <> 'downgrade' then
    perform private.raise_api_error('plan_change_is_upgrade');
  end if;
  insert into public.plan_changes (subscription_id, user_id, from_plan_id, to_plan_id, kind, effective_at)
  values (p_subscription_id, v_user, (v_quote -> 'from_plan' ->> 'id')::uuid, p_plan_id, 'downgrade',
          (v_quote ->> 'period_end')::timestamptz)
  returning * into v_change;
  return private.plan_change_json(v_change);
end;
$function$;
revoke execute on function public.schedule_plan_downgrade(uuid,uuid) from anon, public;
grant execute on function public.schedule_plan_downgrade(uuid,uuid) to authenticated, service_role;
comment on function public.schedule_plan_downgrade(uuid,uuid) is 'The caller''s subscription moves to a cheaper plan when the period already paid ends; nothing is charged or credited now.';

-- public.cancel_plan_change(p_change_id uuid)
CREATE OR REPLACE FUNCTION public.cancel_plan_change(p_change_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user   uuid := private.require_active_user();
  v_change public.plan_changes;
begin
  select c.* into v_change from public.plan_changes c
   where c.id = p_change_id and c.user_id = v_user and c.status = 'pending' and c.kind = 'downgrade'
  for update;
  if not found then
    perform private.raise_api_error('plan_change_not_found');
  end if;
  -- The period after the change was already paid at the new plan's price (a renewal paid before
  -- the end): keeping the old plan now would give it for less.
  if exists (select 1 from public.subscriptions s
             where s.id = v_change.subscription_id and s.current_period_end > v_change.effective_at) then
    perform private.raise_api_error('plan_change_already_renewed');
  end if;
  update public.plan_changes c
     set status = 'canceled', canceled_at = now()
   where c.id = v_change.id
  returning * into v_change;
  return private.plan_change_json(v_change);
end;
$function$;
revoke execute on function public.cancel_plan_change(uuid) from anon, public;
grant execute on function public.cancel_plan_change(uuid) to authenticated, service_role;
comment on function public.cancel_plan_change(uuid) is 'The caller keeps their plan: a scheduled downgrade is called off.';

-- public.start_plan_upgrade_order(p_subscription_id uuid, p_plan_id uuid, p_method text, p_installments integer, p_cpf text)
CREATE OR REPLACE FUNCTION public.start_plan_upgrade_order(p_subscription_id uuid, p_plan_id uuid, p_method text, p_installments integer DEFAULT 1, p_cpf text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user         uuid := private.require_active_user();
  v_installments integer := coalesce(p_installments, 1);
  v_cpf          text := pg_catalog.regexp_replace(coalesce(p_cpf, ''), '[^0-9]', '', 'g');
  v_quote        jsonb;
  v_amount       numeric(10,2);
  v_profile      public.profiles;
  v_order        public.orders;
begin
  if p_method is null or p_method not in ('pix', 'boleto', 'card') then
    perform private.raise_api_error('invalid_payment_method');
  end if;
  if v_installments < 1 or v_installments > 12 or (v_installments > 1 and p_method <> 'card') then
    perform private.raise_api_error('invalid_installments');
  end if;
  if not private.cpf_is_valid(v_cpf) then
    perform private.raise_api_error('invalid_cpf');
  end if;
  -- One checkout at a time per person (start_order's lock), and at most 20 orders an hour.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('orders:' || v_user::text, 0));
  if (select count(*) from public.orders o
      where o.user_id = v_user and o.created_at > pg_catalog.clock_timestamp() - interval '1 hour') >= 20 then
    perform private.raise_api_error('order_hourly_limit', 'rate_limited', 429);
  end if;
  perform 1 from public.subscriptions s where s.id = p_subscription_id and s.user_id = v_user for update;
  v_quote := private.plan_change_quote(v_user, p_subscription_id, p_plan_id);
  if v_quote ->> 'kind' <> 'upgrade' then
    perform private.raise_api_error('plan_change_is_downgrade');
  end if;
  v_amount := (v_quote ->> 'amount')::numeric(10,2);
  if v_installments > private.max_installments(v_amount) then
    perform private.raise_api_error('invalid_installments');
  end if;

  -- A retry replaces the upgrade orders of this subscription still waiting to be paid.
  with replaced as (
    update public.orders o set status = 'canceled', updated_at = now()
      from public.plan_changes c
     where c.order_id = o.id and c.subscription_id = p_subscription_id and c.status = 'pending'
       and o.status = 'pending'
    returning o.id
  ), events as (
    insert into public.order_events (order_id, status, occurred_at)
    select r.id, 'canceled', now() from replaced r
  )
  update public.plan_changes c set status = 'canceled', canceled_at = now()
   where c.order_id in (select r.id from replaced r);

  select * into v_profile from public.profiles p where p.id = v_user;
  insert into public.orders (
    user_id, product_kind, product_id, product_title, amount, installments, method,
    subscription_id, buyer_name, buyer_email, buyer_cpf
  )
  values (
    v_user, 'plan', p_plan_id, left('Mudança para o plano ' || (v_quote -> 'to_plan' ->> 'name'), 200), v_amount,
    v_installments, p_method, p_subscription_id, left(v_profile.full_name, 200), left(v_profile.email, 320), v_cpf
  )
  returning * into v_order;
  insert into public.order_events (order_id, status) values (v_order.id, 'pending');
  insert into public.plan_changes (subscription_id, user_id, from_plan_id, to_plan_id, kind, amount, order_id)
  values (p_subscription_id, v_user, (v_quote -> 'from_plan' ->> 'id')::uuid, p_plan_id, 'upgrade', v_amount, v_order.id);

  return private.order_json(v_order);
end;
$function$;
revoke execute on function public.start_plan_upgrade_order(uuid,uuid,text,integer,text) from anon, public;
grant execute on function public.start_plan_upgrade_order(uuid,uuid,text,integer,text) to authenticated, service_role;
comment on function public.start_plan_upgrade_order(uuid,uuid,text,integer,text) is 'Opens the order that pays an upgrade: the difference of the two plans for the rest of the period, at the database''s prices. The plan changes when it is paid. docs/plan-changes.md.';

-- private.subscription_next_amount(p_subscription public.subscriptions)
CREATE OR REPLACE FUNCTION private.subscription_next_amount(p_subscription public.subscriptions)
 RETURNS numeric
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce((
    select p.amount from public.plan_changes c join public.pricing_plans p on p.id = c.to_plan_id
    where c.subscription_id = p_subscription.id and c.kind = 'downgrade' and c.status = 'pending'
  ), p_subscription.amount);
$function$;
revoke execute on function private.subscription_next_amount(public.subscriptions) from public;
comment on function private.subscription_next_amount(public.subscriptions) is 'What the next renewal charges: the plan a scheduled downgrade moves to, at its price, else the subscription''s amount. docs/plan-changes.md.';

-- private.provider_amount_stale(p_subscription public.subscriptions)
CREATE OR REPLACE FUNCTION private.provider_amount_stale(p_subscription public.subscriptions)
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select p_subscription.provider_subscription_id is not null
     and p_subscription.status in ('active', 'past_due') and not p_subscription.cancel_at_period_end
     and private.subscription_next_amount(p_subscription) is not null
     and p_subscription.provider_amount is distinct from private.subscription_next_amount(p_subscription);
$function$;
revoke execute on function private.provider_amount_stale(public.subscriptions) from public;
comment on function private.provider_amount_stale(public.subscriptions) is 'A card the provider charges every period, still renewing, whose amount there is not what the next renewal must charge.';

-- public.claim_provider_amount_changes(p_provider text, p_subscription_id uuid, p_limit integer)
CREATE OR REPLACE FUNCTION public.claim_provider_amount_changes(p_provider text, p_subscription_id uuid DEFAULT NULL::uuid, p_limit integer DEFAULT 100)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_now   timestamptz := now();
  v_limit integer := least(greatest(coalesce(p_limit, 100), 1), 500);
  v_due   jsonb;
begin
  if p_provider is null or p_provider !~ '^[a-z0-9_-]{1,40}$' then
    perform private.raise_api_error('invalid_payment_event');
  end if;
  -- Claimed for two minutes, so two runs never send the provider two amounts at once; the one
  -- that records (or gives up) lets go (record_provider_amount).
  with due as (
    select s.id, private.subscription_next_amount(s) as amount
    from public.subscriptions s
    where s.provider = p_provider
      and (p_subscription_id is null or s.id = p_subscription_id)
      and private.provider_amount_stale(s)
      and (s.provider_amount_claimed_until is null or s.provider_amount_claimed_until < v_now)
    order by s.updated_at
    limit v_limit
    for update of s skip locked
  ),
  claimed as (
    update public.subscriptions s
       set provider_amount_claimed_until = v_now + interval '2 minutes'
      from due
     where s.id = due.id
    returning s.id, s.provider_subscription_id, s.provider_amount, due.amount
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'subscription_id', c.id,
           'provider_subscription_id', c.provider_subscription_id,
           'provider_amount', c.provider_amount,
           'amount', c.amount
         ) order by c.id), '[]'::jsonb)
    into v_due
  from claimed c;
  return v_due;
end;
$function$;
revoke execute on function public.claim_provider_amount_changes(text,uuid,integer) from anon, authenticated, public;
grant execute on function public.claim_provider_amount_changes(text,uuid,integer) to service_role;
comment on function public.claim_provider_amount_changes(text,uuid,integer) is 'The cards this provider charges every period whose amount there must change before the next charge (amount: what it must be), claimed for 2 minutes. Service role only. docs/plan-changes.md.';

-- public.record_provider_amount(p_subscription_id uuid, p_provider_subscription_id text, p_amount numeric)
CREATE OR REPLACE FUNCTION public.record_provider_amount(p_subscription_id uuid, p_provider_subscription_id text, p_amount numeric)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_sub public.subscriptions;
begin
  if p_amount is not null and (p_amount <= 0 or p_amount <> round(p_amount, 2) or p_amount >= 100000000) then
    perform private.raise_api_error('invalid_provider_amount');
  end if;
  -- null: the provider could not be updated this time; only the claim is let go, so the next run
  -- tries again.
  update public.subscriptions s
     set provider_amount = coalesce(p_amount, s.provider_amount),
         provider_amount_claimed_until = null
   where s.id = p_subscription_id and s.provider_subscription_id = p_provider_subscription_id
  returning * into v_sub;
  if not found then
    perform private.raise_api_error('subscription_not_found');
  end if;
  return jsonb_build_object(
    'subscription_id', v_sub.id,
    'provider_amount', v_sub.provider_amount,
    'amount', private.subscription_next_amount(v_sub),
    'stale', private.provider_amount_stale(v_sub)
  );
end;
$function$;
revoke execute on function public.record_provider_amount(uuid,text,numeric) from anon, authenticated, public;
grant execute on function public.record_provider_amount(uuid,text,numeric) to service_role;
comment on function public.record_provider_amount(uuid,text,numeric) is 'The provider now charges this amount each period on the subscription''s card (null: it could not be updated; the claim is let go). stale: it still differs from what the next renewal must charge. Service role only. docs/plan-changes.md.';

-- ================================================================================================
-- Policies
-- ================================================================================================

create policy "Owners and administrators can read plan changes" on public.plan_changes
  for select to authenticated
  using (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

-- ================================================================================================
-- Grants
-- ================================================================================================

-- public.plan_changes
revoke all on table public.plan_changes from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.plan_changes from authenticated;
