-- Selling: orders and their events, payment events, entitlements, subscriptions and renewals, plans.
-- The database as it is now: edit here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database-changes.md).

-- Function bodies are checked when they run, not here: files apply in order, and a body may read
-- a table a later file declares.
set check_function_bodies = off;

-- ================================================================================================
-- Functions the tables below use (checks, defaults, indexes)
-- ================================================================================================

-- private.order_search_document(p_buyer_name text, p_buyer_email text, p_product_title text)
CREATE OR REPLACE FUNCTION private.order_search_document(p_buyer_name text, p_buyer_email text, p_product_title text)
 RETURNS tsvector
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select private.search_document(coalesce(p_buyer_name, '') || ' ' || coalesce(p_buyer_email, '') || ' ' || p_product_title);
$function$;

-- ================================================================================================
-- Tables
-- ================================================================================================

-- public.subscriptions ---------------------------------------------------------------------------
-- A plan paid for periodically. Written by the payment functions only; see private.subscription_open for when it gives access.
create table public.subscriptions (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  plan_id uuid not null,
  plan_name text not null,
  amount numeric(10,2) not null,
  billing_interval text not null,
  status text default 'pending'::text not null,
  provider text,
  provider_subscription_id text,
  started_at timestamp with time zone,
  current_period_end timestamp with time zone,
  cancel_at_period_end boolean default false not null,
  grace_until timestamp with time zone,
  canceled_at timestamp with time zone,
  last_event_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  provider_amount numeric(10,2),
  provider_amount_claimed_until timestamp with time zone,
  constraint subscriptions_amount_check CHECK (amount >= 1::numeric),
  constraint subscriptions_billing_interval_check CHECK (billing_interval = ANY (ARRAY['month'::text, 'year'::text])),
  constraint subscriptions_canceled_has_date CHECK (status <> 'canceled'::text OR canceled_at IS NOT NULL AND cancel_at_period_end),
  constraint subscriptions_paid_has_period CHECK (status = 'pending'::text OR current_period_end IS NOT NULL),
  constraint subscriptions_past_due_has_grace CHECK (status <> 'past_due'::text OR grace_until IS NOT NULL),
  constraint subscriptions_pkey PRIMARY KEY (id),
  constraint subscriptions_plan_id_fkey FOREIGN KEY (plan_id) REFERENCES public.pricing_plans(id) ON DELETE RESTRICT,
  constraint subscriptions_provider_amount_check CHECK (provider_amount IS NULL OR (provider_subscription_id IS NOT NULL AND provider_amount > 0::numeric)),
  constraint subscriptions_provider_check CHECK (provider ~ '^[a-z0-9_-]{1,40}$'::text),
  constraint subscriptions_provider_subscription_id_check CHECK (char_length(provider_subscription_id) >= 1 AND char_length(provider_subscription_id) <= 200),
  constraint subscriptions_provider_subscription_key UNIQUE (provider, provider_subscription_id),
  constraint subscriptions_status_check CHECK (status = ANY (ARRAY['pending'::text, 'active'::text, 'past_due'::text, 'canceled'::text, 'expired'::text])),
  constraint subscriptions_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE
);
alter table public.subscriptions enable row level security;
CREATE INDEX subscriptions_canceled_at_idx ON public.subscriptions USING btree (canceled_at) WHERE (canceled_at IS NOT NULL);
CREATE UNIQUE INDEX subscriptions_one_open_per_plan ON public.subscriptions USING btree (user_id, plan_id) WHERE (status = ANY (ARRAY['pending'::text, 'active'::text, 'past_due'::text]));
CREATE INDEX subscriptions_plan_id_idx ON public.subscriptions USING btree (plan_id);
CREATE INDEX subscriptions_started_at_idx ON public.subscriptions USING btree (started_at);
CREATE INDEX subscriptions_status_idx ON public.subscriptions USING btree (status, current_period_end);
CREATE INDEX subscriptions_user_id_idx ON public.subscriptions USING btree (user_id, created_at DESC);
comment on table public.subscriptions is 'A plan paid for periodically. Written by the payment functions only; see private.subscription_open for when it gives access.';
comment on column public.subscriptions.grace_until is 'past_due: access lasts until here (the failed period''s end + 3 days).';
comment on column public.subscriptions.provider_amount is 'Renewed by the provider charging a card (provider_subscription_id): what the provider charges each period, as it last reported or confirmed. The payment functions bring it to private.subscription_next_amount (docs/plan-changes.md).';
comment on column public.subscriptions.provider_amount_claimed_until is 'A function is updating the provider''s amount until then (claim_provider_amount_changes); another run leaves the subscription alone meanwhile.';

-- public.orders ----------------------------------------------------------------------------------
-- One order per checkout; the fiscal record of a sale. Amount and title are read from the product by start_order. Written by the order and payment functions only.
create table public.orders (
  id uuid default gen_random_uuid() not null,
  user_id uuid,
  product_kind text not null,
  product_id uuid not null,
  product_title text not null,
  amount numeric(10,2) not null,
  installments integer default 1 not null,
  method text not null,
  status text default 'pending'::text not null,
  provider text,
  provider_reference text,
  provider_payment_id text,
  subscription_id uuid,
  buyer_name text,
  buyer_email text,
  buyer_cpf text,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  paid_at timestamp with time zone,
  refunded_at timestamp with time zone,
  anonymized_at timestamp with time zone,
  search_document tsvector generated always as (private.order_search_document(buyer_name, buyer_email, product_title)) stored,
  paid_on date,
  organisation_id uuid,
  seat_count integer,
  seat_block_id uuid,
  buyer_cnpj text,
  coupon_id uuid,
  coupon_code text,
  list_amount numeric(10,2),
  discount_amount numeric(10,2),
  affiliate_id uuid,
  commission_percent numeric(5,2),
  commission_amount numeric(10,2),
  constraint orders_affiliate_commission_check CHECK (((affiliate_id IS NULL) OR (commission_percent IS NOT NULL)) AND (((commission_percent IS NULL) AND (commission_amount IS NULL)) OR ((commission_percent >= (1)::numeric) AND (commission_percent <= (90)::numeric) AND (commission_amount >= (0)::numeric) AND (commission_amount <= amount)))),
  constraint orders_amount_check CHECK (amount >= 1::numeric),
  constraint orders_buyer_cpf_check CHECK (buyer_cpf ~ '^[0-9]{11}$'::text),
  constraint orders_buyer_cnpj_check CHECK (buyer_cnpj ~ '^[0-9]{14}$'::text),
  constraint orders_coupon_discount_check CHECK ((coupon_id IS NULL AND coupon_code IS NULL AND list_amount IS NULL AND discount_amount IS NULL) OR (coupon_id IS NOT NULL AND coupon_code IS NOT NULL AND discount_amount > 0::numeric AND list_amount = (amount + discount_amount))),
  constraint orders_company_order_check CHECK ((seat_count IS NULL) OR (buyer_cnpj IS NOT NULL AND product_kind = ANY (ARRAY['plan'::text, 'track'::text, 'course'::text]))),
  constraint orders_seat_count_check CHECK (seat_count >= 1 AND seat_count <= 10000),
  constraint orders_buyer_email_check CHECK (char_length(buyer_email) <= 320),
  constraint orders_buyer_name_check CHECK (char_length(buyer_name) <= 200),
  constraint orders_installment_minimum CHECK (installments = 1 OR (amount / installments::numeric) >= 5::numeric),
  constraint orders_installments_card_only CHECK (installments = 1 OR method = 'card'::text),
  constraint orders_installments_check CHECK (installments >= 1 AND installments <= 12),
  constraint orders_method_check CHECK (method = ANY (ARRAY['pix'::text, 'boleto'::text, 'card'::text])),
  constraint orders_paid_at_matches CHECK (status <> 'paid'::text OR paid_at IS NOT NULL),
  constraint orders_person_or_anonymized CHECK ((user_id IS NULL) = (anonymized_at IS NOT NULL)),
  constraint orders_pkey PRIMARY KEY (id),
  constraint orders_product_kind_check CHECK (product_kind = ANY (ARRAY['course'::text, 'book'::text, 'plan'::text, 'track'::text])),
  constraint orders_product_title_check CHECK (char_length(product_title) >= 1 AND char_length(product_title) <= 200),
  constraint orders_provider_check CHECK (provider ~ '^[a-z0-9_-]{1,40}$'::text),
  constraint orders_provider_payment_id_check CHECK (char_length(provider_payment_id) >= 1 AND char_length(provider_payment_id) <= 200),
  constraint orders_provider_payment_key UNIQUE (provider, provider_payment_id),
  constraint orders_provider_reference_check CHECK (char_length(provider_reference) >= 1 AND char_length(provider_reference) <= 500),
  constraint orders_refunded_at_matches CHECK ((status = ANY (ARRAY['refunded'::text, 'charged_back'::text])) = (refunded_at IS NOT NULL)),
  constraint orders_status_check CHECK (status = ANY (ARRAY['pending'::text, 'paid'::text, 'refunded'::text, 'charged_back'::text, 'expired'::text, 'failed'::text, 'canceled'::text])),
  constraint orders_subscription_id_fkey FOREIGN KEY (subscription_id) REFERENCES public.subscriptions(id) ON DELETE SET NULL,
  constraint orders_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE SET NULL
);
alter table public.orders enable row level security;
CREATE INDEX orders_affiliate_id_idx ON public.orders USING btree (affiliate_id) WHERE (affiliate_id IS NOT NULL);
CREATE INDEX orders_coupon_id_idx ON public.orders USING btree (coupon_id, user_id) WHERE (coupon_id IS NOT NULL);
CREATE INDEX orders_organisation_id_idx ON public.orders USING btree (organisation_id, created_at DESC);
CREATE INDEX orders_paid_on_idx ON public.orders USING btree (paid_on) INCLUDE (amount, status, method, product_kind, product_id, coupon_code, discount_amount, affiliate_id, commission_amount) WHERE (paid_on IS NOT NULL);
CREATE INDEX orders_product_recent_idx ON public.orders USING btree (product_kind, product_id, created_at DESC);
CREATE INDEX orders_provider_payment_id_idx ON public.orders USING btree (provider_payment_id);
CREATE INDEX orders_recent_idx ON public.orders USING btree (created_at DESC, id DESC);
CREATE INDEX orders_search_idx ON public.orders USING gin (search_document);
CREATE INDEX orders_seat_block_id_idx ON public.orders USING btree (seat_block_id);
CREATE INDEX orders_status_recent_idx ON public.orders USING btree (status, created_at DESC, id DESC);
CREATE INDEX orders_subscription_id_idx ON public.orders USING btree (subscription_id);
CREATE INDEX orders_user_id_idx ON public.orders USING btree (user_id, created_at DESC);
comment on table public.orders is 'One order per checkout; the fiscal record of a sale. Amount and title are read from the product by start_order. Written by the order and payment functions only.';
comment on column public.orders.buyer_cpf is 'CPF (11 digits) for the fiscal record; erased at account deletion unless the order was paid.';
comment on column public.orders.anonymized_at is 'The buyer deleted the account: user, name and e-mail erased, the sale kept.';
comment on column public.orders.search_document is 'Buyer name, e-mail and product title as search words (list_sales).';
comment on column public.orders.seat_count is 'A company''s order: the seats it buys for organisation_id, billed to buyer_cnpj; null for a person''s own order.';
comment on column public.orders.seat_block_id is 'A company''s order that adds seats to a block it already has, for the rest of that block''s period.';
comment on column public.orders.coupon_id is 'The coupon start_order applied (coupon_code: its code then); list_amount is the price before it, discount_amount what it took off, amount what the buyer pays.';
comment on column public.orders.affiliate_id is 'The affiliate start_order credited the sale to, the commission percent then and its amount on what the buyer pays (docs/affiliates.md).';
comment on column public.orders.paid_on is 'The São Paulo day of paid_at (trigger): the day the revenue report counts the sale on.';

-- public.payment_events --------------------------------------------------------------------------
-- Every provider event, once (UNIQUE provider + event id): a replay finds its row and changes nothing. outcome says what it did.
create table public.payment_events (
  id bigint generated always as identity not null,
  provider text not null,
  event_id text not null,
  kind text not null,
  order_id uuid,
  subscription_id uuid,
  provider_payment_id text,
  status text not null,
  amount numeric(10,2),
  occurred_at timestamp with time zone not null,
  payload jsonb default '{}'::jsonb not null,
  outcome text not null,
  received_at timestamp with time zone default now() not null,
  constraint payment_events_event_id_check CHECK (char_length(event_id) >= 1 AND char_length(event_id) <= 200),
  constraint payment_events_kind_check CHECK (kind = ANY (ARRAY['payment'::text, 'subscription'::text])),
  constraint payment_events_order_id_fkey FOREIGN KEY (order_id) REFERENCES public.orders(id) ON DELETE SET NULL,
  constraint payment_events_outcome_check CHECK (outcome = ANY (ARRAY['applied'::text, 'stale'::text, 'amount_mismatch'::text, 'provider_mismatch'::text, 'unknown_order'::text, 'unknown_subscription'::text])),
  constraint payment_events_pkey PRIMARY KEY (id),
  constraint payment_events_provider_check CHECK (provider ~ '^[a-z0-9_-]{1,40}$'::text),
  constraint payment_events_provider_event_key UNIQUE (provider, event_id),
  constraint payment_events_provider_payment_id_check CHECK (char_length(provider_payment_id) <= 200),
  constraint payment_events_status_check CHECK (char_length(status) >= 1 AND char_length(status) <= 40),
  constraint payment_events_subscription_id_fkey FOREIGN KEY (subscription_id) REFERENCES public.subscriptions(id) ON DELETE SET NULL
);
alter table public.payment_events enable row level security;
CREATE INDEX payment_events_order_id_idx ON public.payment_events USING btree (order_id);
CREATE INDEX payment_events_subscription_id_idx ON public.payment_events USING btree (subscription_id);
comment on table public.payment_events is 'Every provider event, once (UNIQUE provider + event id): a replay finds its row and changes nothing. outcome says what it did.';

-- public.order_events ----------------------------------------------------------------------------
-- Status history of an order: one row per status it reached.
create table public.order_events (
  id bigint generated always as identity not null,
  order_id uuid not null,
  status text not null,
  payment_event_id bigint,
  occurred_at timestamp with time zone default now() not null,
  created_at timestamp with time zone default now() not null,
  constraint order_events_order_id_fkey FOREIGN KEY (order_id) REFERENCES public.orders(id) ON DELETE CASCADE,
  constraint order_events_payment_event_id_fkey FOREIGN KEY (payment_event_id) REFERENCES public.payment_events(id) ON DELETE SET NULL,
  constraint order_events_pkey PRIMARY KEY (id),
  constraint order_events_status_check CHECK (status = ANY (ARRAY['pending'::text, 'paid'::text, 'refunded'::text, 'charged_back'::text, 'expired'::text, 'failed'::text, 'canceled'::text]))
);
alter table public.order_events enable row level security;
CREATE INDEX order_events_order_id_idx ON public.order_events USING btree (order_id, id);
CREATE INDEX order_events_payment_event_id_idx ON public.order_events USING btree (payment_event_id);
comment on table public.order_events is 'Status history of an order: one row per status it reached.';

-- public.entitlements ----------------------------------------------------------------------------
-- A course or book owned by a person: through a paid order or an administrator's grant. Revoked (never deleted) by a refund, a chargeback or the administrator.
create table public.entitlements (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  course_id uuid,
  book_id uuid,
  source text not null,
  order_id uuid,
  granted_by uuid,
  created_at timestamp with time zone default now() not null,
  revoked_at timestamp with time zone,
  revoke_reason text,
  constraint entitlements_book_id_fkey FOREIGN KEY (book_id) REFERENCES public.books(id) ON DELETE CASCADE,
  constraint entitlements_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.courses(id) ON DELETE CASCADE,
  constraint entitlements_granted_by_fkey FOREIGN KEY (granted_by) REFERENCES public.profiles(id) ON DELETE SET NULL,
  constraint entitlements_one_product CHECK (num_nonnulls(course_id, book_id) = 1),
  constraint entitlements_order_id_fkey FOREIGN KEY (order_id) REFERENCES public.orders(id) ON DELETE CASCADE,
  constraint entitlements_order_matches_source CHECK ((source = 'order'::text) = (order_id IS NOT NULL)),
  constraint entitlements_pkey PRIMARY KEY (id),
  constraint entitlements_revoke_reason_check CHECK (revoke_reason = ANY (ARRAY['refunded'::text, 'charged_back'::text, 'admin'::text])),
  constraint entitlements_revoked_has_reason CHECK ((revoked_at IS NULL) = (revoke_reason IS NULL)),
  constraint entitlements_source_check CHECK (source = ANY (ARRAY['order'::text, 'grant'::text])),
  constraint entitlements_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE
);
alter table public.entitlements enable row level security;
CREATE INDEX entitlements_book_id_idx ON public.entitlements USING btree (book_id);
CREATE INDEX entitlements_course_id_idx ON public.entitlements USING btree (course_id);
CREATE INDEX entitlements_granted_by_idx ON public.entitlements USING btree (granted_by);
CREATE UNIQUE INDEX entitlements_one_live_grant ON public.entitlements USING btree (user_id, course_id) WHERE ((source = 'grant'::text) AND (revoked_at IS NULL));
CREATE UNIQUE INDEX entitlements_order_product_key ON public.entitlements USING btree (order_id, course_id, book_id) NULLS NOT DISTINCT WHERE (order_id IS NOT NULL);
CREATE INDEX entitlements_user_book_idx ON public.entitlements USING btree (user_id, book_id) WHERE (revoked_at IS NULL);
CREATE INDEX entitlements_user_course_idx ON public.entitlements USING btree (user_id, course_id) WHERE (revoked_at IS NULL);
comment on table public.entitlements is 'A course or book owned by a person: through a paid order or an administrator''s grant. Revoked (never deleted) by a refund, a chargeback or the administrator.';
comment on column public.entitlements.order_id is 'The order that sold it: one row for a course or book order, one per course for a track order.';

-- public.subscription_renewals -------------------------------------------------------------------
-- The renewal order the job opened for a subscription without recurring charges at the provider, one per period. Service role only.
create table public.subscription_renewals (
  id uuid default gen_random_uuid() not null,
  subscription_id uuid not null,
  period_end timestamp with time zone not null,
  order_id uuid not null,
  checkout_url text,
  notified_at timestamp with time zone,
  claimed_until timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  constraint subscription_renewals_checkout_url_check CHECK (checkout_url ~ '^https?://'::text AND char_length(checkout_url) <= 2000),
  constraint subscription_renewals_one_per_period UNIQUE (subscription_id, period_end),
  constraint subscription_renewals_order_id_fkey FOREIGN KEY (order_id) REFERENCES public.orders(id) ON DELETE CASCADE,
  constraint subscription_renewals_order_id_key UNIQUE (order_id),
  constraint subscription_renewals_pkey PRIMARY KEY (id),
  constraint subscription_renewals_subscription_id_fkey FOREIGN KEY (subscription_id) REFERENCES public.subscriptions(id) ON DELETE CASCADE
);
alter table public.subscription_renewals enable row level security;
comment on table public.subscription_renewals is 'The renewal order the job opened for a subscription without recurring charges at the provider, one per period. Service role only.';

-- public.plan_courses ----------------------------------------------------------------------------
-- Which plans include a course. Only courses whose access_model is plans or paid_or_plans (trigger).
create table public.plan_courses (
  plan_id uuid not null,
  course_id uuid not null,
  created_at timestamp with time zone default now() not null,
  constraint plan_courses_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.courses(id) ON DELETE CASCADE,
  constraint plan_courses_pkey PRIMARY KEY (plan_id, course_id),
  constraint plan_courses_plan_id_fkey FOREIGN KEY (plan_id) REFERENCES public.pricing_plans(id) ON DELETE CASCADE
);
alter table public.plan_courses enable row level security;
CREATE INDEX plan_courses_course_id_idx ON public.plan_courses USING btree (course_id);
comment on table public.plan_courses is 'Which plans include a course. Only courses whose access_model is plans or paid_or_plans (trigger).';

-- ================================================================================================
-- Functions
-- ================================================================================================

-- private.anonymize_orders_of_deleted_profile()
CREATE OR REPLACE FUNCTION private.anonymize_orders_of_deleted_profile()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if exists (
    select 1 from public.subscriptions s
    where s.user_id = old.id and s.status in ('active', 'past_due') and not s.cancel_at_period_end
  ) then
    perform private.raise_api_error('subscription_still_active');
  end if;
  update public.orders o
     set user_id = null,
         buyer_name = null,
         buyer_email = null,
         buyer_cpf = case when o.paid_at is not null then o.buyer_cpf end,
         anonymized_at = now(),
         updated_at = now()
   where o.user_id = old.id;
  return old;
end;
$function$;
revoke execute on function private.anonymize_orders_of_deleted_profile() from public;

-- private.course_open_to(p_user uuid, p_course_id uuid)
CREATE OR REPLACE FUNCTION private.course_open_to(p_user uuid, p_course_id uuid)
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
         )
      or private.course_open_through_seat(p_user, p_course_id);
$function$;
revoke execute on function private.course_open_to(uuid,uuid) from public;
comment on function private.course_open_to(uuid,uuid) is 'The person may study the course: it is free, or an entitlement is live, or an open subscription''s plan includes it or a track containing it, or the person holds a seat that opens it (private.course_open_through_seat).';

-- private.grant_order(p_order public.orders, p_paid_at timestamp with time zone)
CREATE OR REPLACE FUNCTION private.grant_order(p_order public.orders, p_paid_at timestamp with time zone)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_subscription public.subscriptions;
  v_found        boolean;
  v_change       public.plan_changes;
begin
  -- A company's order grants seats to the organisation, never the buyer's own access
  -- (docs/companies.md).
  if p_order.seat_count is not null then
    perform private.grant_seats(p_order, p_paid_at);
    return;
  end if;
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
    v_found := found;
    -- An upgrade's order: the subscription moves to the new plan now; its period stays
    -- (docs/plan-changes.md).
    select * into v_change from public.plan_changes c where c.order_id = p_order.id and c.status = 'pending';
    if found then
      if v_subscription.status in ('active', 'canceled', 'past_due') then
        perform private.apply_plan_change(v_change, p_paid_at);
      end if;
      return;
    end if;
    if v_found and v_subscription.status <> 'expired' then
      update public.subscriptions s
         set status = case when s.status = 'canceled' then 'canceled' else 'active' end,
             started_at = coalesce(s.started_at, p_paid_at),
             current_period_end = private.period_after(greatest(coalesce(s.current_period_end, p_paid_at), p_paid_at), s.billing_interval),
             grace_until = null,
             updated_at = now()
       where s.id = v_subscription.id;
      -- The next period paid after the one a downgrade waited for ended: the new plan starts now.
      -- Paid earlier (a renewal order opens 3 days before), the renewal job applies it at the end
      -- (settle_lapsed_subscriptions; docs/plan-changes.md).
      for v_change in
        select * from public.plan_changes c
        where c.subscription_id = v_subscription.id and c.kind = 'downgrade' and c.status = 'pending'
          and c.effective_at <= p_paid_at
      loop
        perform private.apply_plan_change(v_change, p_paid_at);
      end loop;
    end if;
  end if;
end;
$function$;
revoke execute on function private.grant_order(public.orders,timestamp with time zone) from public;

-- private.installment_amount(p_amount numeric, p_installments integer)
CREATE OR REPLACE FUNCTION private.installment_amount(p_amount numeric, p_installments integer)
 RETURNS numeric
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select round(p_amount / p_installments, 2);
$function$;
revoke execute on function private.installment_amount(numeric,integer) from public;

-- private.is_renewal_order(p_order_id uuid)
CREATE OR REPLACE FUNCTION private.is_renewal_order(p_order_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select exists (select 1 from public.subscription_renewals r where r.order_id = p_order_id);
$function$;
revoke execute on function private.is_renewal_order(uuid) from public;

-- private.keep_access_when_course_sold()
CREATE OR REPLACE FUNCTION private.keep_access_when_course_sold()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if old.access_model = 'free' and new.access_model <> 'free' then
    insert into public.entitlements (user_id, course_id, source)
    select e.user_id, e.course_id, 'grant'
    from public.enrollments e
    where e.course_id = new.id
    on conflict (user_id, course_id) where source = 'grant' and revoked_at is null do nothing;
  end if;
  if new.access_model not in ('plans', 'paid_or_plans') then
    delete from public.plan_courses pc where pc.course_id = new.id;
  end if;
  return null;
end;
$function$;
revoke execute on function private.keep_access_when_course_sold() from public;

-- private.max_installments(p_amount numeric)
CREATE OR REPLACE FUNCTION private.max_installments(p_amount numeric)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select greatest(1, least(12, floor(p_amount / 5)::integer));
$function$;
revoke execute on function private.max_installments(numeric) from public;
comment on function private.max_installments(numeric) is 'Card instalments an amount allows: up to 12, each at least R$ 5,00.';

-- private.order_abandoned(p_order public.orders)
CREATE OR REPLACE FUNCTION private.order_abandoned(p_order public.orders)
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select p_order.status = 'pending' and p_order.provider_payment_id is null
         and not private.is_renewal_order(p_order.id);
$function$;
revoke execute on function private.order_abandoned(public.orders) from public;

-- private.order_guarantee_until(p_order public.orders)
CREATE OR REPLACE FUNCTION private.order_guarantee_until(p_order public.orders)
 RETURNS timestamp with time zone
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function private.order_guarantee_until(public.orders) from public;
comment on function private.order_guarantee_until(public.orders) is 'Until when the buyer may ask the 7-day guarantee''s refund of this order (null: not a first purchase, or not paid). docs/payments.md.';

-- private.order_history_json(p_order_id uuid)
CREATE OR REPLACE FUNCTION private.order_history_json(p_order_id uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_agg(jsonb_build_object('status', oe.status, 'occurred_at', oe.occurred_at) order by oe.id), '[]'::jsonb)
  from public.order_events oe
  where oe.order_id = p_order_id;
$function$;
revoke execute on function private.order_history_json(uuid) from public;

-- private.order_json(p_order public.orders)
CREATE OR REPLACE FUNCTION private.order_json(p_order public.orders)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
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
    'abandoned', private.order_abandoned(p_order),
    'refund_guarantee_until', case when p_order.seat_count is null and private.order_guarantee_until(p_order) > now()
                                   then private.order_guarantee_until(p_order) end,
    'can_request_refund', p_order.seat_count is null and coalesce(private.order_guarantee_until(p_order) > now(), false),
    'organisation_id', p_order.organisation_id,
    'seat_count', p_order.seat_count,
    'seat_block_id', p_order.seat_block_id,
    'coupon_code', p_order.coupon_code,
    'list_amount', p_order.list_amount,
    'discount_amount', p_order.discount_amount,
    'invoice', (select private.invoice_json(i) from public.invoices i where i.order_id = p_order.id)
  );
$function$;
revoke execute on function private.order_json(public.orders) from public;

-- private.order_pay_until(p_method text, p_created_at timestamp with time zone)
CREATE OR REPLACE FUNCTION private.order_pay_until(p_method text, p_created_at timestamp with time zone)
 RETURNS timestamp with time zone
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select p_created_at + case p_method
    when 'pix' then interval '30 minutes'
    when 'boleto' then interval '3 days'
    else interval '1 day'
  end;
$function$;
revoke execute on function private.order_pay_until(text,timestamp with time zone) from public;
comment on function private.order_pay_until(text,timestamp with time zone) is 'Until when a pending order may be paid: Pix 30 minutes, boleto 3 days, card 1 day after it was opened. docs/payments.md.';

-- private.order_status_rank(p_status text)
CREATE OR REPLACE FUNCTION private.order_status_rank(p_status text)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select case p_status
    when 'pending' then 0
    when 'failed' then 1
    when 'expired' then 1
    when 'canceled' then 1
    when 'paid' then 2
    when 'refunded' then 3
    when 'charged_back' then 3
  end;
$function$;
revoke execute on function private.order_status_rank(text) from public;

-- private.period_after(p_start timestamp with time zone, p_interval text)
CREATE OR REPLACE FUNCTION private.period_after(p_start timestamp with time zone, p_interval text)
 RETURNS timestamp with time zone
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select p_start + case p_interval when 'year' then interval '1 year' else interval '1 month' end;
$function$;
revoke execute on function private.period_after(timestamp with time zone,text) from public;

-- private.revoke_order(p_order public.orders, p_reason text)
CREATE OR REPLACE FUNCTION private.revoke_order(p_order public.orders, p_reason text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if p_order.seat_count is not null then
    perform private.revoke_seats(p_order, p_reason);
  end if;
  update public.entitlements en
     set revoked_at = now(), revoke_reason = p_reason
   where en.order_id = p_order.id and en.revoked_at is null;
  if exists (select 1 from public.plan_changes c where c.order_id = p_order.id) then
    -- An upgrade's order refunded: back to the plan it left (its price for the next periods too);
    -- the subscription itself was paid by another order and runs on (docs/plan-changes.md).
    update public.subscriptions s
       set plan_id = c.from_plan_id, plan_name = p.name, amount = p.amount, updated_at = now()
      from public.plan_changes c
      join public.pricing_plans p on p.id = c.from_plan_id
     where c.order_id = p_order.id and c.status = 'applied' and s.id = c.subscription_id and s.plan_id = c.to_plan_id;
    update public.plan_changes c set status = 'canceled', canceled_at = now(), applied_at = null
     where c.order_id = p_order.id and c.status <> 'canceled';
  elsif p_order.product_kind = 'plan' and p_order.subscription_id is not null then
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
$function$;
revoke execute on function private.revoke_order(public.orders,text) from public;

-- private.sale_row_json(p_order public.orders)
CREATE OR REPLACE FUNCTION private.sale_row_json(p_order public.orders)
 RETURNS json
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select json_build_object(
    'id', p_order.id,
    'created_at', p_order.created_at,
    'paid_at', p_order.paid_at,
    'refunded_at', p_order.refunded_at,
    'status', p_order.status,
    'abandoned', private.order_abandoned(p_order),
    'product_kind', p_order.product_kind,
    'product_id', p_order.product_id,
    'product_title', p_order.product_title,
    'amount', p_order.amount,
    'coupon_code', p_order.coupon_code,
    'discount_amount', p_order.discount_amount,
    'installments', p_order.installments,
    'method', p_order.method,
    'provider', p_order.provider,
    'provider_payment_id', p_order.provider_payment_id,
    'user_id', p_order.user_id,
    'buyer_name', p_order.buyer_name,
    'buyer_email', p_order.buyer_email,
    'buyer_cpf', p_order.buyer_cpf,
    'anonymized', p_order.anonymized_at is not null,
    'invoice', (select private.invoice_json(i) from public.invoices i where i.order_id = p_order.id)
  );
$function$;
revoke execute on function private.sale_row_json(public.orders) from public;

-- private.set_order_paid_on()
CREATE OR REPLACE FUNCTION private.set_order_paid_on()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.paid_on := (new.paid_at at time zone 'America/Sao_Paulo')::date;
  return new;
end;
$function$;
revoke execute on function private.set_order_paid_on() from public;

-- private.subscription_effective_status(p_subscription public.subscriptions)
CREATE OR REPLACE FUNCTION private.subscription_effective_status(p_subscription public.subscriptions)
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select case
    when p_subscription.status in ('active', 'canceled', 'past_due')
         and not private.subscription_open(p_subscription.status, p_subscription.current_period_end, p_subscription.grace_until)
      then 'expired'
    else p_subscription.status
  end;
$function$;
revoke execute on function private.subscription_effective_status(public.subscriptions) from public;

-- private.subscription_json(p_subscription public.subscriptions)
CREATE OR REPLACE FUNCTION private.subscription_json(p_subscription public.subscriptions)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'id', p_subscription.id,
    'plan_id', p_subscription.plan_id,
    'plan_name', p_subscription.plan_name,
    'amount', p_subscription.amount,
    'billing_interval', p_subscription.billing_interval,
    'status', p_subscription.status,
    'effective_status', private.subscription_effective_status(p_subscription),
    'has_access', private.subscription_open(p_subscription.status, p_subscription.current_period_end, p_subscription.grace_until),
    'started_at', p_subscription.started_at,
    'current_period_end', p_subscription.current_period_end,
    'next_charge_at', case when p_subscription.status in ('active', 'past_due') and not p_subscription.cancel_at_period_end
                           then p_subscription.current_period_end end,
    'cancel_at_period_end', p_subscription.cancel_at_period_end,
    'grace_until', p_subscription.grace_until,
    'canceled_at', p_subscription.canceled_at,
    'provider', p_subscription.provider,
    'provider_subscription_id', p_subscription.provider_subscription_id,
    'created_at', p_subscription.created_at,
    'scheduled_change', (
      select private.plan_change_json(c) from public.plan_changes c
      where c.subscription_id = p_subscription.id and c.kind = 'downgrade' and c.status = 'pending'
    )
  );
$function$;
revoke execute on function private.subscription_json(public.subscriptions) from public;

-- private.subscription_open(p_status text, p_current_period_end timestamp with time zone, p_grace_until timestamp with time zone)
CREATE OR REPLACE FUNCTION private.subscription_open(p_status text, p_current_period_end timestamp with time zone, p_grace_until timestamp with time zone)
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select case p_status
    when 'active'   then p_current_period_end > now()
    when 'canceled' then p_current_period_end > now()
    when 'past_due' then p_grace_until > now()
    else false
  end;
$function$;
revoke execute on function private.subscription_open(text,timestamp with time zone,timestamp with time zone) from public;
comment on function private.subscription_open(text,timestamp with time zone,timestamp with time zone) is 'The subscription gives access now: active or canceled until the period end, past_due until the grace ends.';

-- public.apply_payment_event(p_provider text, p_event_id text, p_order_id uuid, p_provider_payment_id text, p_status text, p_amount numeric, p_occurred_at timestamp with time zone, p_payload jsonb)
CREATE OR REPLACE FUNCTION public.apply_payment_event(p_provider text, p_event_id text, p_order_id uuid, p_provider_payment_id text, p_status text, p_amount numeric, p_occurred_at timestamp with time zone, p_payload jsonb DEFAULT '{}'::jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_order   public.orders;
  v_event   public.payment_events;
  v_outcome text;
  v_at      timestamptz := coalesce(p_occurred_at, now());
begin
  if p_status is null or p_status not in ('paid', 'refunded', 'charged_back', 'expired', 'failed') then
    perform private.raise_api_error('invalid_payment_status');
  end if;
  if p_provider is null or p_event_id is null then
    perform private.raise_api_error('invalid_payment_event');
  end if;

  -- Every event of one order waits for the one before it.
  select * into v_order from public.orders o where o.id = p_order_id for update;

  if not found then
    v_outcome := 'unknown_order';
  elsif v_order.provider is not null and v_order.provider <> p_provider then
    v_outcome := 'provider_mismatch';
  elsif p_status = 'paid' and p_amount is distinct from v_order.amount then
    v_outcome := 'amount_mismatch';
  elsif private.order_status_rank(p_status) <= private.order_status_rank(v_order.status) then
    v_outcome := 'stale';
  else
    v_outcome := 'applied';
  end if;

  insert into public.payment_events (
    provider, event_id, kind, order_id, provider_payment_id, status, amount, occurred_at, payload, outcome
  )
  values (
    p_provider, p_event_id, 'payment', case when v_outcome <> 'unknown_order' then p_order_id end,
    p_provider_payment_id, p_status, p_amount, v_at, coalesce(p_payload, '{}'::jsonb), v_outcome
  )
  on conflict (provider, event_id) do nothing
  returning * into v_event;

  if not found then
    -- A replay: the first delivery already did everything.
    select * into v_event from public.payment_events e where e.provider = p_provider and e.event_id = p_event_id;
    return jsonb_build_object(
      'duplicate', true,
      'outcome', v_event.outcome,
      'order', case when v_order.id is not null then private.order_json(v_order) end
    );
  end if;

  if v_outcome = 'applied' then
    update public.orders o
       set status = p_status,
           provider = coalesce(o.provider, p_provider),
           provider_payment_id = coalesce(p_provider_payment_id, o.provider_payment_id),
           paid_at = case when p_status = 'paid' then v_at else o.paid_at end,
           refunded_at = case when p_status in ('refunded', 'charged_back') then v_at else o.refunded_at end,
           updated_at = now()
     where o.id = v_order.id
    returning * into v_order;

    insert into public.order_events (order_id, status, payment_event_id, occurred_at)
    values (v_order.id, p_status, v_event.id, v_at);

    if p_status = 'paid' then
      perform private.grant_order(v_order, v_at);
    elsif p_status in ('refunded', 'charged_back') then
      perform private.revoke_order(v_order, p_status);
    end if;
  end if;

  return jsonb_build_object(
    'duplicate', false,
    'outcome', v_outcome,
    'order', case when v_order.id is not null then private.order_json(v_order) end
  );
end;
$function$;
revoke execute on function public.apply_payment_event(text,text,uuid,text,text,numeric,timestamp with time zone,jsonb) from anon, authenticated, public;
comment on function public.apply_payment_event(text,text,uuid,text,text,numeric,timestamp with time zone,jsonb) is 'Records one provider payment event once and moves the order forward by rank. Service role only. See docs/payments.md.';

-- public.apply_subscription_event(p_provider text, p_event_id text, p_subscription_id uuid, p_provider_subscription_id text, p_status text, p_provider_payment_id text, p_amount numeric, p_method text, p_period_end timestamp with time zone, p_occurred_at timestamp with time zone, p_payload jsonb)
CREATE OR REPLACE FUNCTION public.apply_subscription_event(p_provider text, p_event_id text, p_subscription_id uuid, p_provider_subscription_id text, p_status text, p_provider_payment_id text DEFAULT NULL::text, p_amount numeric DEFAULT NULL::numeric, p_method text DEFAULT NULL::text, p_period_end timestamp with time zone DEFAULT NULL::timestamp with time zone, p_occurred_at timestamp with time zone DEFAULT NULL::timestamp with time zone, p_payload jsonb DEFAULT '{}'::jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_sub     public.subscriptions;
  v_event   public.payment_events;
  v_outcome text;
  v_at      timestamptz := coalesce(p_occurred_at, now());
  v_stale   boolean;
  v_order   public.orders;
  v_end     timestamptz;
  v_found   boolean;
  v_change  public.plan_changes;
  v_next    public.pricing_plans;
begin
  if p_status is null or p_status not in ('authorized', 'renewed', 'payment_failed', 'canceled', 'expired') then
    perform private.raise_api_error('invalid_subscription_status');
  end if;
  if p_provider is null or p_event_id is null then
    perform private.raise_api_error('invalid_payment_event');
  end if;
  if p_status = 'renewed' and (p_method is null or p_method not in ('pix', 'boleto', 'card')) then
    perform private.raise_api_error('invalid_payment_method');
  end if;

  select * into v_sub from public.subscriptions s
  where s.id = p_subscription_id
     or (p_subscription_id is null and s.provider = p_provider and s.provider_subscription_id = p_provider_subscription_id)
  for update;
  v_found := found;

  -- A charge pays the period after the current one: the plan a scheduled downgrade moves to then,
  -- at its price (docs/plan-changes.md).
  if v_found and p_status = 'renewed' then
    select * into v_change from public.plan_changes c
    where c.subscription_id = v_sub.id and c.kind = 'downgrade' and c.status = 'pending'
      and c.effective_at <= coalesce(v_sub.current_period_end, v_at);
    if v_change.id is not null then
      select * into v_next from public.pricing_plans p where p.id = v_change.to_plan_id;
    end if;
  end if;

  if not v_found then
    v_outcome := 'unknown_subscription';
  elsif v_sub.provider is not null and v_sub.provider <> p_provider then
    v_outcome := 'provider_mismatch';
  elsif p_status = 'renewed' and p_amount is distinct from coalesce(v_next.amount, v_sub.amount) then
    v_outcome := 'amount_mismatch';
  elsif v_sub.status = 'expired' and p_status <> 'expired' then
    v_outcome := 'stale';
  else
    v_stale := v_sub.last_event_at is not null and v_at < v_sub.last_event_at;
    -- A charge, a cancellation and an expiry are facts whenever they arrive; a
    -- failure or an authorisation older than the last event says nothing new.
    v_outcome := case
      when p_status in ('payment_failed', 'authorized') and v_stale then 'stale'
      when p_status = 'expired' and v_sub.status = 'expired' then 'stale'
      when p_status = 'canceled' and v_sub.status = 'canceled' then 'stale'
      else 'applied'
    end;
  end if;

  insert into public.payment_events (
    provider, event_id, kind, subscription_id, provider_payment_id, status, amount, occurred_at, payload, outcome
  )
  values (
    p_provider, p_event_id, 'subscription', v_sub.id, p_provider_payment_id, p_status, p_amount, v_at,
    coalesce(p_payload, '{}'::jsonb), v_outcome
  )
  on conflict (provider, event_id) do nothing
  returning * into v_event;

  if not found then
    select * into v_event from public.payment_events e where e.provider = p_provider and e.event_id = p_event_id;
    return jsonb_build_object(
      'duplicate', true,
      'outcome', v_event.outcome,
      'subscription', case when v_sub.id is not null then private.subscription_json(v_sub) end
    );
  end if;

  if v_outcome = 'applied' then
    update public.subscriptions s
       set provider = coalesce(s.provider, p_provider),
           provider_subscription_id = coalesce(p_provider_subscription_id, s.provider_subscription_id),
           -- An authorised card: what the provider says it charges each period, else what the
           -- recurring checkout was made for (the subscription's amount then).
           provider_amount = case when p_status = 'authorized'
                                       and coalesce(p_provider_subscription_id, s.provider_subscription_id) is not null
                                  then coalesce(p_amount, s.provider_amount, s.amount)
                                  else s.provider_amount end,
           last_event_at = greatest(s.last_event_at, v_at),
           updated_at = now()
     where s.id = v_sub.id
    returning * into v_sub;

    if p_status = 'renewed' then
      v_end := coalesce(p_period_end, private.period_after(greatest(coalesce(v_sub.current_period_end, v_at), v_at), v_sub.billing_interval));
      insert into public.orders (
        user_id, product_kind, product_id, product_title, amount, installments, method, status,
        provider, provider_payment_id, subscription_id, buyer_name, buyer_email, buyer_cpf,
        paid_at, anonymized_at
      )
      select v_sub.user_id, 'plan', coalesce(v_next.id, v_sub.plan_id), coalesce(v_next.name, v_sub.plan_name),
             coalesce(v_next.amount, v_sub.amount), 1, p_method, 'paid',
             p_provider, p_provider_payment_id, v_sub.id, p.full_name, p.email,
             (select o.buyer_cpf from public.orders o where o.subscription_id = v_sub.id and o.buyer_cpf is not null
              order by o.created_at desc limit 1),
             v_at, null
      from public.profiles p where p.id = v_sub.user_id
      on conflict (provider, provider_payment_id) do nothing
      returning * into v_order;
      if v_order.id is not null then
        insert into public.order_events (order_id, status, payment_event_id, occurred_at)
        values (v_order.id, 'paid', v_event.id, v_at);
      end if;
      update public.subscriptions s
         set status = case when s.status = 'canceled' then 'canceled' else 'active' end,
             started_at = coalesce(s.started_at, v_at),
             current_period_end = greatest(coalesce(s.current_period_end, v_end), v_end),
             grace_until = null
       where s.id = v_sub.id
      returning * into v_sub;
      -- Charged once the period it waited for ended: the new plan starts now. Charged earlier, the
      -- renewal job applies it at that end (settle_lapsed_subscriptions), never cutting it short.
      if v_change.id is not null and v_change.effective_at <= v_at then
        perform private.apply_plan_change(v_change, v_at);
        select * into v_sub from public.subscriptions s where s.id = v_sub.id;
      end if;
    elsif p_status = 'payment_failed' and v_sub.status in ('active', 'past_due') then
      update public.subscriptions s
         set status = 'past_due',
             grace_until = greatest(coalesce(s.current_period_end, v_at), v_at) + interval '3 days'
       where s.id = v_sub.id
      returning * into v_sub;
    elsif p_status = 'canceled' and v_sub.status <> 'expired' then
      update public.subscriptions s
         set status = case when s.status = 'pending' then 'expired' else 'canceled' end,
             cancel_at_period_end = true,
             canceled_at = coalesce(s.canceled_at, v_at),
             current_period_end = coalesce(s.current_period_end, v_at),
             -- A cancellation while past due ends the access with the grace.
             grace_until = null
       where s.id = v_sub.id
      returning * into v_sub;
    elsif p_status = 'expired' then
      update public.subscriptions s
         set status = 'expired',
             cancel_at_period_end = true,
             canceled_at = coalesce(s.canceled_at, v_at),
             current_period_end = least(coalesce(s.current_period_end, v_at), v_at),
             grace_until = null
       where s.id = v_sub.id
      returning * into v_sub;
    end if;
  end if;

  return jsonb_build_object(
    'duplicate', false,
    'outcome', v_outcome,
    'subscription', case when v_sub.id is not null then private.subscription_json(v_sub) end
  );
end;
$function$;
revoke execute on function public.apply_subscription_event(text,text,uuid,text,text,text,numeric,text,timestamp with time zone,timestamp with time zone,jsonb) from anon, authenticated, public;
comment on function public.apply_subscription_event(text,text,uuid,text,text,text,numeric,text,timestamp with time zone,timestamp with time zone,jsonb) is 'Records one provider subscription event once: an authorisation (the amount the card is charged), a renewal (a paid plan order, of the plan a scheduled downgrade moves to), a failed charge (3 days of grace), a cancellation (until the period end) or the end. Service role only.';

-- public.cancel_my_order(p_order_id uuid)
CREATE OR REPLACE FUNCTION public.cancel_my_order(p_order_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.cancel_my_order(uuid) from anon, public;
comment on function public.cancel_my_order(uuid) is 'The buyer cancels their own pending order (not a renewal''s). docs/payments.md.';

-- public.check_guarantee_refund(p_user_id uuid, p_order_id uuid)
CREATE OR REPLACE FUNCTION public.check_guarantee_refund(p_user_id uuid, p_order_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.check_guarantee_refund(uuid,uuid) from anon, authenticated, public;
comment on function public.check_guarantee_refund(uuid,uuid) is 'Whether the person may have this order refunded under the 7-day guarantee now (raises otherwise). Service role only (refund-order). docs/payments.md.';

-- public.claim_refund_mail(p_order_id uuid)
CREATE OR REPLACE FUNCTION public.claim_refund_mail(p_order_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.claim_refund_mail(uuid) from anon, authenticated, public;
comment on function public.claim_refund_mail(uuid) is 'Claims the refund e-mail of an order once (null when already claimed). Service role only (payment functions). docs/payments.md.';

-- public.expire_abandoned_orders()
CREATE OR REPLACE FUNCTION public.expire_abandoned_orders()
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.expire_abandoned_orders() from anon, authenticated, public;
comment on function public.expire_abandoned_orders() is 'The expiry job: pending orders past their method''s limit become expired (idempotent). Service role only. docs/payments.md.';

-- public.export_sales(p_search text, p_status text)
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
revoke execute on function public.export_sales(text,text) from anon, public;

-- public.get_my_course_refund(p_course_id uuid)
CREATE OR REPLACE FUNCTION public.get_my_course_refund(p_course_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.get_my_course_refund(uuid) from anon, public;
comment on function public.get_my_course_refund(uuid) is 'The caller''s refunded or charged-back purchase of a course they can no longer study, or null. docs/payments.md.';

-- public.get_my_subscription()
CREATE OR REPLACE FUNCTION public.get_my_subscription()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
  -- The subscription's first payment (an upgrade's order is not: docs/plan-changes.md).
  select * into v_first from public.orders o
  where o.subscription_id = v_subscription.id and o.paid_at is not null
    and not exists (select 1 from public.plan_changes c where c.order_id = o.id)
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
$function$;
revoke execute on function public.get_my_subscription() from anon, public;

-- public.get_order(p_order_id uuid)
CREATE OR REPLACE FUNCTION public.get_order(p_order_id uuid)
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
revoke execute on function public.get_order(uuid) from anon, public;

-- public.get_order_receipt(p_order_id uuid)
CREATE OR REPLACE FUNCTION public.get_order_receipt(p_order_id uuid)
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
  return jsonb_build_object(
    'order_id', v_order.id,
    'buyer_name', v_order.buyer_name,
    'buyer_cpf', v_order.buyer_cpf,
    'anonymized', v_order.anonymized_at is not null
  );
end;
$function$;
revoke execute on function public.get_order_receipt(uuid) from anon, public;
comment on function public.get_order_receipt(uuid) is 'The buyer an order recorded at checkout (name, CPF) for its receipt: the order''s buyer or an administrador; order_not_found otherwise.';

-- public.get_purchase_offer(p_product_kind text, p_product_id uuid)
CREATE OR REPLACE FUNCTION public.get_purchase_offer(p_product_kind text, p_product_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid := private.require_active_user();
begin
  return private.purchase_standing(v_user, p_product_kind, p_product_id);
end;
$function$;
revoke execute on function public.get_purchase_offer(text,uuid) from anon, public;
comment on function public.get_purchase_offer(text,uuid) is 'What the signed-in person would get and pay by buying the product now, and the reason code when nothing.';

-- public.get_revenue_report(p_from date, p_to date)
CREATE OR REPLACE FUNCTION public.get_revenue_report(p_from date DEFAULT NULL::date, p_to date DEFAULT NULL::date)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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

  -- One pass over the period (an index-only scan of orders_paid_on_idx), grouped six ways.
  return (
    with sold as materialized (
      select grouping(o.paid_on, o.product_kind, o.product_id, o.method, o.coupon_code, o.affiliate_id) as level,
             o.paid_on as day, o.product_kind, o.product_id, o.method, o.coupon_code, o.affiliate_id,
             count(*) as orders,
             sum(o.amount) as gross,
             coalesce(sum(o.amount) filter (where o.status = 'paid'), 0) as net,
             -- What coupons took off the orders still paid (docs/coupons.md).
             coalesce(sum(o.discount_amount) filter (where o.status = 'paid'), 0) as discounts,
             -- What affiliates earn on the orders still paid (docs/affiliates.md).
             coalesce(sum(o.commission_amount) filter (where o.status = 'paid'), 0) as commissions,
             coalesce(sum(o.amount) filter (where o.status = 'refunded'), 0) as refunded,
             coalesce(sum(o.amount) filter (where o.status = 'charged_back'), 0) as charged_back
      from public.orders o
      where o.paid_on between v_from and v_to
      group by grouping sets ((o.paid_on), (o.product_kind, o.product_id), (o.method), (o.coupon_code), (o.affiliate_id), ())
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
          'discounts', s.discounts,
          'commissions', s.commissions,
          'net_of_commissions', s.net - s.commissions,
          'average_ticket', round(s.gross / s.orders, 2)
        ) from sold s where s.level = 63 and s.orders > 0
      ), jsonb_build_object('orders', 0, 'gross', 0, 'refunded', 0, 'charged_back', 0, 'net', 0, 'discounts', 0,
                            'commissions', 0, 'net_of_commissions', 0, 'average_ticket', 0)),
      'by_day', (
        select jsonb_agg(jsonb_build_object(
                 'day', d.day,
                 'orders', coalesce(s.orders, 0),
                 'gross', coalesce(s.gross, 0),
                 'net', coalesce(s.net, 0)
               ) order by d.day)
        from (select d::date as day from generate_series(v_from, v_to, interval '1 day') d) d
        left join sold s on s.level = 31 and s.day = d.day
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
        from sold s where s.level = 39
      ), '[]'::jsonb),
      'by_method', coalesce((
        select jsonb_agg(jsonb_build_object('method', s.method, 'orders', s.orders, 'net', s.net) order by s.method)
        from sold s where s.level = 59
      ), '[]'::jsonb),
      'by_coupon', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'coupon_code', s.coupon_code,
                 'orders', s.orders,
                 'gross', s.gross,
                 'discounts', s.discounts,
                 'net', s.net
               ) order by s.net desc, s.coupon_code)
        from sold s where s.level = 61 and s.coupon_code is not null
      ), '[]'::jsonb),
      'by_affiliate', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'affiliate_id', s.affiliate_id,
                 'affiliate_name', (select p.full_name from public.affiliates a join public.profiles p on p.id = a.user_id
                                    where a.id = s.affiliate_id),
                 'affiliate_code', (select a.code from public.affiliates a where a.id = s.affiliate_id),
                 'orders', s.orders,
                 'gross', s.gross,
                 'net', s.net,
                 'commissions', s.commissions
               ) order by s.net desc, s.affiliate_id)
        from sold s where s.level = 62 and s.affiliate_id is not null
      ), '[]'::jsonb),
      'subscriptions', v_subscriptions
    )
  );
end;
$function$;
revoke execute on function public.get_revenue_report(date,date) from anon, public;

-- public.grant_course_access(p_user_id uuid, p_course_id uuid)
CREATE OR REPLACE FUNCTION public.grant_course_access(p_user_id uuid, p_course_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_admin uuid := private.require_admin();
  v_entitlement public.entitlements;
begin
  if not exists (select 1 from public.profiles p where p.id = p_user_id) then
    perform private.raise_api_error('user_not_found');
  end if;
  if not exists (select 1 from public.courses c where c.id = p_course_id) then
    perform private.raise_api_error('course_not_found');
  end if;
  insert into public.entitlements (user_id, course_id, source, granted_by)
  values (p_user_id, p_course_id, 'grant', v_admin)
  on conflict (user_id, course_id) where source = 'grant' and revoked_at is null do nothing
  returning * into v_entitlement;
  if not found then
    select * into v_entitlement from public.entitlements en
    where en.user_id = p_user_id and en.course_id = p_course_id and en.source = 'grant' and en.revoked_at is null;
  end if;
  return jsonb_build_object(
    'id', v_entitlement.id, 'user_id', v_entitlement.user_id, 'course_id', v_entitlement.course_id,
    'source', v_entitlement.source, 'created_at', v_entitlement.created_at
  );
end;
$function$;
revoke execute on function public.grant_course_access(uuid,uuid) from anon, public;

-- public.has_course_access(p_course_id uuid)
CREATE OR REPLACE FUNCTION public.has_course_access(p_course_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select (select auth.uid()) is not null
     and private.is_active_user()
     and private.course_open_to((select auth.uid()), p_course_id);
$function$;
revoke execute on function public.has_course_access(uuid) from anon, public;
comment on function public.has_course_access(uuid) is 'The caller may study the course now (free, owned, granted or in an open plan).';

-- public.list_my_orders(p_page integer)
CREATE OR REPLACE FUNCTION public.list_my_orders(p_page integer DEFAULT 1)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user  uuid := private.require_active_user();
  v_size  constant integer := 20;
  v_total bigint;
  v_page  integer;
begin
  select count(*) into v_total from public.orders o where o.user_id = v_user;
  v_page := private.list_page(p_page, v_total, v_size);
  return private.list_result(v_total, v_page, v_size, (
    select json_agg(private.order_json(o) || jsonb_build_object(
             'can_download', o.product_kind = 'book' and exists (
               select 1 from public.entitlements en
               join public.books b on b.id = en.book_id
               where en.order_id = o.id and en.revoked_at is null and b.file_path is not null
             )
           ) order by o.created_at desc, o.id desc)
    from (
      select * from public.orders o
      where o.user_id = v_user
      order by o.created_at desc, o.id desc
      limit v_size offset (v_page - 1) * v_size
    ) o
  ));
end;
$function$;
revoke execute on function public.list_my_orders(integer) from anon, public;

-- public.list_sales(p_search text, p_status text, p_page integer, p_page_size integer)
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
revoke execute on function public.list_sales(text,text,integer,integer) from anon, public;

-- public.prepare_subscription_renewals(p_lead interval, p_limit integer)
CREATE OR REPLACE FUNCTION public.prepare_subscription_renewals(p_lead interval DEFAULT '3 days'::interval, p_limit integer DEFAULT 100)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
    -- The next period is the plan a scheduled downgrade moves to, at its price (docs/plan-changes.md).
    select v_sub.user_id, 'plan', coalesce(next.id, v_sub.plan_id), coalesce(next.name, v_sub.plan_name),
           coalesce(next.amount, v_sub.amount), 1, 'pix',
           v_sub.id, left(p.full_name, 200), left(p.email, 320),
           (select o.buyer_cpf from public.orders o
             where o.subscription_id = v_sub.id and o.buyer_cpf is not null
             order by o.created_at desc limit 1)
    from public.profiles p
    left join lateral (
      select np.id, np.name, np.amount
      from public.plan_changes c join public.pricing_plans np on np.id = c.to_plan_id
      where c.subscription_id = v_sub.id and c.kind = 'downgrade' and c.status = 'pending'
    ) next on true
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
$function$;
revoke execute on function public.prepare_subscription_renewals(interval,integer) from anon, authenticated, public;
comment on function public.prepare_subscription_renewals(interval,integer) is 'Renewal job: opens one Pix renewal order per subscription and period (no recurring charge at the provider) and returns those still to be sent. Service role only.';

-- public.reactivate_subscription(p_subscription_id uuid)
CREATE OR REPLACE FUNCTION public.reactivate_subscription(p_subscription_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
         provider_amount = null,
         provider_amount_claimed_until = null,
         updated_at = now()
   where s.id = v_sub.id
  returning * into v_sub;
  return private.subscription_json(v_sub);
end;
$function$;
revoke execute on function public.reactivate_subscription(uuid) from anon, public;
comment on function public.reactivate_subscription(uuid) is 'The subscriber''s cancelled plan that still runs renews again (by the renewal job''s Pix when its card preapproval was cancelled).';

-- public.record_checkout(p_order_id uuid, p_provider text, p_provider_reference text)
CREATE OR REPLACE FUNCTION public.record_checkout(p_order_id uuid, p_provider text, p_provider_reference text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_order public.orders;
begin
  select * into v_order from public.orders o where o.id = p_order_id for update;
  if not found then
    perform private.raise_api_error('order_not_found');
  end if;
  if v_order.status <> 'pending' then
    perform private.raise_api_error('order_not_pending');
  end if;
  if v_order.provider is not null and v_order.provider <> p_provider then
    perform private.raise_api_error('order_provider_mismatch');
  end if;
  update public.orders o
     set provider = p_provider, provider_reference = p_provider_reference, updated_at = now()
   where o.id = p_order_id
  returning * into v_order;
  return private.order_json(v_order);
end;
$function$;
revoke execute on function public.record_checkout(uuid,text,text) from anon, authenticated, public;

-- public.record_payment_started(p_provider text, p_order_id uuid, p_provider_payment_id text)
CREATE OR REPLACE FUNCTION public.record_payment_started(p_provider text, p_order_id uuid, p_provider_payment_id text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_count integer;
begin
  if p_provider is null or p_provider_payment_id is null then
    perform private.raise_api_error('invalid_payment_event');
  end if;
  update public.orders o
     set provider_payment_id = p_provider_payment_id,
         provider = coalesce(o.provider, p_provider),
         updated_at = now()
   where o.id = p_order_id and o.status = 'pending' and o.provider_payment_id is null
     and (o.provider is null or o.provider = p_provider)
     and not exists (select 1 from public.orders x where x.provider = p_provider and x.provider_payment_id = p_provider_payment_id);
  get diagnostics v_count = row_count;
  return v_count > 0;
end;
$function$;
revoke execute on function public.record_payment_started(text,uuid,text) from anon, authenticated, public;
comment on function public.record_payment_started(text,uuid,text) is 'A pending payment (Pix, boleto) exists at the provider for this order. Service role only. docs/payments.md.';

-- public.record_subscription_renewal(p_renewal_id uuid, p_checkout_url text)
CREATE OR REPLACE FUNCTION public.record_subscription_renewal(p_renewal_id uuid, p_checkout_url text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke execute on function public.record_subscription_renewal(uuid,text) from anon, authenticated, public;
comment on function public.record_subscription_renewal(uuid,text) is 'Renewal job: stores the renewal order''s payment link and writes its in-app reminder once. Service role only.';

-- public.revoke_course_access(p_user_id uuid, p_course_id uuid)
CREATE OR REPLACE FUNCTION public.revoke_course_access(p_user_id uuid, p_course_id uuid)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_admin uuid := private.require_admin();
  v_count integer;
begin
  update public.entitlements en
     set revoked_at = now(), revoke_reason = 'admin'
   where en.user_id = p_user_id and en.course_id = p_course_id and en.source = 'grant' and en.revoked_at is null;
  get diagnostics v_count = row_count;
  return v_count;
end;
$function$;
revoke execute on function public.revoke_course_access(uuid,uuid) from anon, public;

-- public.settle_lapsed_subscriptions(p_provider text)
CREATE OR REPLACE FUNCTION public.settle_lapsed_subscriptions(p_provider text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_now      timestamptz := now();
  v_sub      public.subscriptions;
  v_result   jsonb;
  v_past_due jsonb := '[]'::jsonb;
  v_expired  jsonb := '[]'::jsonb;
  v_change   public.plan_changes;
begin
  if p_provider is null or p_provider !~ '^[a-z0-9_-]{1,40}$' then
    perform private.raise_api_error('invalid_payment_event');
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.settle_lapsed_subscriptions'));

  -- A downgrade whose period ended and whose next period is already paid (its renewal order was
  -- paid before the end): the new plan starts now (docs/plan-changes.md).
  for v_change in
    select c.* from public.plan_changes c
    join public.subscriptions s on s.id = c.subscription_id
    where c.kind = 'downgrade' and c.status = 'pending' and c.effective_at <= v_now
      and s.current_period_end > c.effective_at
    order by c.effective_at
  loop
    perform private.apply_plan_change(v_change, v_now);
  end loop;

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
$function$;
revoke execute on function public.settle_lapsed_subscriptions(text) from anon, authenticated, public;
comment on function public.settle_lapsed_subscriptions(text) is 'Renewal job: a renewing subscription whose period ended unpaid becomes past_due (3 days of grace); one whose grace ended expires. Service role only.';

-- public.start_order(p_product_kind text, p_product_id uuid, p_method text, p_installments integer, p_cpf text, p_coupon_code text, p_affiliate_code text)
CREATE OR REPLACE FUNCTION public.start_order(p_product_kind text, p_product_id uuid, p_method text, p_installments integer DEFAULT 1, p_cpf text DEFAULT NULL::text, p_coupon_code text DEFAULT NULL::text, p_affiliate_code text DEFAULT NULL::text)
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
  v_coupon       jsonb;
  v_affiliate    jsonb;
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

  if private.is_search(p_coupon_code) then
    -- A new checkout with a coupon replaces the person's own pending orders that hold it: trying
    -- again (another method, after leaving the provider's page) does not spend a second use.
    with replaced as (
      update public.orders o set status = 'canceled', updated_at = now()
       where o.user_id = v_user and o.status = 'pending'
         and o.coupon_id = (select c.id from public.coupons c where c.code = upper(btrim(p_coupon_code)))
         and not private.is_renewal_order(o.id)
      returning o.id
    )
    insert into public.order_events (order_id, status, occurred_at)
    select r.id, 'canceled', now() from replaced r;
    v_coupon := private.applied_coupon(v_user, p_coupon_code, p_product_kind, p_product_id, v_amount, true);
    v_amount := (v_coupon ->> 'amount')::numeric(10,2);
  end if;

  if v_installments > private.max_installments(v_amount) then
    perform private.raise_api_error('invalid_installments');
  end if;

  -- The affiliate whose link brought the buyer, when they earn on this product (never the buyer).
  v_affiliate := private.order_affiliate(v_user, p_affiliate_code, p_product_kind, p_product_id);

  select * into v_profile from public.profiles p where p.id = v_user;
  -- The municipality wants the buyer's address on the nota fiscal (docs/invoices.md).
  if v_profile.address_street is null
     and exists (select 1 from public.fiscal_settings f where f.enabled and f.requires_taker_address) then
    perform private.raise_api_error('taker_address_required');
  end if;

  insert into public.orders (
    user_id, product_kind, product_id, product_title, amount, installments, method,
    subscription_id, buyer_name, buyer_email, buyer_cpf,
    coupon_id, coupon_code, list_amount, discount_amount,
    affiliate_id, commission_percent, commission_amount
  )
  values (
    v_user, p_product_kind, p_product_id, left(v_title, 200), v_amount, v_installments, p_method,
    v_subscription, left(v_profile.full_name, 200), left(v_profile.email, 320), v_cpf,
    (v_coupon ->> 'coupon_id')::uuid, v_coupon ->> 'code', (v_coupon ->> 'list_amount')::numeric,
    (v_coupon ->> 'discount')::numeric,
    (v_affiliate ->> 'affiliate_id')::uuid, (v_affiliate ->> 'percent')::numeric,
    round(v_amount * (v_affiliate ->> 'percent')::numeric / 100, 2)
  )
  returning * into v_order;

  insert into public.order_events (order_id, status) values (v_order.id, 'pending');

  return private.order_json(v_order);
end;
$function$;
revoke execute on function public.start_order(text,uuid,text,integer,text,text,text) from anon, public;
grant execute on function public.start_order(text,uuid,text,integer,text,text,text) to authenticated, service_role;
comment on function public.start_order(text,uuid,text,integer,text,text,text) is 'Opens a pending order for a course, book, plan or track at the price the database holds, less the coupon''s discount when one is given, credited to the affiliate whose link brought the buyer. See docs/payments.md, docs/coupons.md, docs/affiliates.md.';

-- ================================================================================================
-- On a table of an earlier file: what names a table above
-- ================================================================================================

alter table public.notifications add constraint notifications_order_id_fkey FOREIGN KEY (order_id) REFERENCES public.orders(id) ON DELETE CASCADE;

-- ================================================================================================
-- Triggers
-- ================================================================================================

CREATE TRIGGER profiles_anonymize_orders BEFORE DELETE ON public.profiles FOR EACH ROW EXECUTE FUNCTION private.anonymize_orders_of_deleted_profile();

CREATE TRIGGER courses_keep_access_when_sold AFTER UPDATE OF access_model ON public.courses FOR EACH ROW WHEN (old.access_model IS DISTINCT FROM new.access_model) EXECUTE FUNCTION private.keep_access_when_course_sold();

CREATE TRIGGER orders_set_paid_on BEFORE INSERT OR UPDATE OF paid_at ON public.orders FOR EACH ROW EXECUTE FUNCTION private.set_order_paid_on();

CREATE TRIGGER plan_courses_guard BEFORE INSERT ON public.plan_courses FOR EACH ROW EXECUTE FUNCTION private.guard_plan_course();

-- ================================================================================================
-- Policies
-- ================================================================================================

create policy "Owners and administrators can read subscriptions" on public.subscriptions
  for select to authenticated
  using (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

create policy "Owners and administrators can read orders" on public.orders
  for select to authenticated
  using (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

create policy "Payment events are read by the service role only" on public.payment_events
  for select to authenticated
  using (false);

create policy "Owners and administrators can read order history" on public.order_events
  for select to authenticated
  using (((EXISTS ( SELECT 1
   FROM public.orders o
  WHERE ((o.id = order_events.order_id) AND (o.user_id = ( SELECT auth.uid() AS uid))))) OR ( SELECT private.is_admin() AS is_admin)));

create policy "Owners and administrators can read entitlements" on public.entitlements
  for select to authenticated
  using (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

create policy "Renewals are read through the renewal job only" on public.subscription_renewals
  for select to authenticated
  using (false);

create policy "Administrators can add courses to plans" on public.plan_courses
  for insert to authenticated
  with check (( SELECT private.is_admin() AS is_admin));

create policy "Administrators can remove courses from plans" on public.plan_courses
  for delete to authenticated
  using (( SELECT private.is_admin() AS is_admin));

create policy "Users can read what active plans include, administrators all" on public.plan_courses
  for select to authenticated
  using (((EXISTS ( SELECT 1
   FROM public.pricing_plans p
  WHERE ((p.id = plan_courses.plan_id) AND p.is_active))) OR ( SELECT private.is_admin() AS is_admin)));

create policy "Visitors can read what active plans include" on public.plan_courses
  for select to anon
  using ((EXISTS ( SELECT 1
   FROM public.pricing_plans p
  WHERE ((p.id = plan_courses.plan_id) AND p.is_active))));

-- ================================================================================================
-- Grants
-- ================================================================================================

-- public.subscriptions
revoke all on table public.subscriptions from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.subscriptions from authenticated;

-- public.orders
revoke all on table public.orders from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.orders from authenticated;

-- public.payment_events
revoke all on table public.payment_events from anon, authenticated;

-- public.order_events
revoke all on table public.order_events from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.order_events from authenticated;

-- public.entitlements
revoke all on table public.entitlements from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.entitlements from authenticated;

-- public.subscription_renewals
revoke all on table public.subscription_renewals from anon, authenticated;

-- public.plan_courses
revoke insert, update, delete, truncate, references, trigger, maintain on table public.plan_courses from anon;
revoke update, truncate, references, trigger, maintain on table public.plan_courses from authenticated;
