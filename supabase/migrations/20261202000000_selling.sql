-- =============================================================================
-- Trilha Cloud — selling: courses, books and plans paid with Pix, boleto or card,
-- and paid access enforced by the database
-- =============================================================================
-- The whole contract (tables, statuses, arguments, answers, reason codes, who may
-- call what) is docs/payments.md; the rules and their why are docs/rules/payments.md.
-- In short:
--
--   courses.access_model      free | paid | plans | paid_or_plans
--   plan_courses              which plans include a course
--   pricing_plans.amount / billing_interval   what a plan costs and how often
--   books.file_path           the e-book in the private bucket book-files
--   orders, order_events      one order per checkout and its status history
--   payment_events            every provider event once (idempotency)
--   entitlements              a course or book owned through an order or an admin grant
--   subscriptions             a plan paid for: access while paid, until the period
--                             end after a cancellation, 3 days of grace after a failure
--
-- Access to a non-free course: an entitlement that is not revoked, or a subscription
-- that is open now to a plan including the course (private.course_open_to). It
-- decides the enrolment call, the lessons (video links), progress writes, the
-- questions and assessments (private.is_enrolled) and the certificate.
-- Prices are read here, never taken from the browser; the payment functions (service
-- role only) move orders forward by rank, so replays and late events change nothing.
-- =============================================================================


-- -----------------------------------------------------------------------------
-- 1. What is sold: access model, plan amounts, plan contents, book files
-- -----------------------------------------------------------------------------
alter table public.courses
  add column access_model text not null default 'free'
    constraint courses_access_model_check check (access_model in ('free', 'paid', 'plans', 'paid_or_plans'));

-- A course sold separately needs a price a buyer can pay (R$ 1,00 at least).
alter table public.courses
  add constraint courses_price_required_when_sold
    check (access_model not in ('paid', 'paid_or_plans') or price >= 1);

comment on column public.courses.access_model is 'free: anyone enrols. paid: sold separately at price. plans: only through a plan (plan_courses). paid_or_plans: both.';
comment on column public.courses.price is 'Price when sold separately (access_model paid or paid_or_plans); otherwise shown only.';

grant insert (access_model) on public.courses to authenticated;
grant update (access_model) on public.courses to authenticated;

alter table public.pricing_plans
  add column amount numeric(10,2)
    constraint pricing_plans_amount_check check (amount >= 1),
  add column billing_interval text
    constraint pricing_plans_billing_interval_check check (billing_interval in ('month', 'year'));

alter table public.pricing_plans
  add constraint pricing_plans_amount_needs_interval
    check ((amount is null) = (billing_interval is null));

comment on column public.pricing_plans.amount is 'What one billing period costs; null = the plan cannot be bought here (the price text is only shown).';
comment on column public.pricing_plans.billing_interval is 'month or year; set exactly when amount is.';

grant insert (amount, billing_interval) on public.pricing_plans to authenticated;
grant update (amount, billing_interval) on public.pricing_plans to authenticated;

alter table public.books
  add column file_path text
    constraint books_file_path_check check (
      file_path ~ '^[A-Za-z0-9][A-Za-z0-9._/-]*\.(pdf|epub)$' and char_length(file_path) <= 300
    );

comment on column public.books.file_path is 'The e-book (PDF or EPUB) in the private bucket book-files; null = no digital file (the external purchase link stays).';

grant insert (file_path) on public.books to authenticated;
grant update (file_path) on public.books to authenticated;

create table public.plan_courses (
  plan_id   uuid not null references public.pricing_plans (id) on delete cascade,
  course_id uuid not null references public.courses (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (plan_id, course_id)
);
create index plan_courses_course_id_idx on public.plan_courses (course_id);

comment on table public.plan_courses is 'Which plans include a course. Only courses whose access_model is plans or paid_or_plans (trigger).';

alter table public.plan_courses enable row level security;
revoke all on public.plan_courses from public, anon, authenticated;
grant select on public.plan_courses to anon, authenticated;
grant insert, delete on public.plan_courses to authenticated;

create policy "Visitors can read what active plans include"
  on public.plan_courses for select to anon
  using (exists (select 1 from public.pricing_plans p where p.id = plan_courses.plan_id and p.is_active));
create policy "Users can read what active plans include, administrators all"
  on public.plan_courses for select to authenticated
  using (
    exists (select 1 from public.pricing_plans p where p.id = plan_courses.plan_id and p.is_active)
    or (select private.is_admin())
  );
create policy "Administrators can add courses to plans"
  on public.plan_courses for insert to authenticated
  with check ((select private.is_admin()));
create policy "Administrators can remove courses from plans"
  on public.plan_courses for delete to authenticated
  using ((select private.is_admin()));

create or replace function private.guard_plan_course()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.courses c
    where c.id = new.course_id and c.access_model in ('plans', 'paid_or_plans')
  ) then
    perform private.raise_api_error('course_not_in_plans');
  end if;
  return new;
end;
$$;

create trigger plan_courses_guard
  before insert on public.plan_courses
  for each row execute function private.guard_plan_course();


-- -----------------------------------------------------------------------------
-- 2. Subscriptions, orders and their history, provider events, entitlements
-- -----------------------------------------------------------------------------
create table public.subscriptions (
  id                       uuid primary key default gen_random_uuid(),
  user_id                  uuid not null references public.profiles (id) on delete cascade,
  plan_id                  uuid not null references public.pricing_plans (id) on delete restrict,
  plan_name                text not null,
  amount                   numeric(10,2) not null check (amount >= 1),
  billing_interval         text not null check (billing_interval in ('month', 'year')),
  status                   text not null default 'pending'
                             check (status in ('pending', 'active', 'past_due', 'canceled', 'expired')),
  provider                 text check (provider ~ '^[a-z0-9_-]{1,40}$'),
  provider_subscription_id text check (char_length(provider_subscription_id) between 1 and 200),
  started_at               timestamptz,
  current_period_end       timestamptz,
  cancel_at_period_end     boolean not null default false,
  grace_until              timestamptz,
  canceled_at              timestamptz,
  last_event_at            timestamptz,
  created_at               timestamptz not null default now(),
  updated_at               timestamptz not null default now(),
  constraint subscriptions_provider_subscription_key unique (provider, provider_subscription_id),
  constraint subscriptions_paid_has_period check (status in ('pending') or current_period_end is not null),
  constraint subscriptions_past_due_has_grace check (status <> 'past_due' or grace_until is not null),
  constraint subscriptions_canceled_has_date check (status <> 'canceled' or (canceled_at is not null and cancel_at_period_end))
);
-- One subscription in progress per person and plan: a second checkout reuses it.
create unique index subscriptions_one_open_per_plan
  on public.subscriptions (user_id, plan_id) where status in ('pending', 'active', 'past_due');
create index subscriptions_user_id_idx on public.subscriptions (user_id, created_at desc);
create index subscriptions_plan_id_idx on public.subscriptions (plan_id);
create index subscriptions_status_idx on public.subscriptions (status, current_period_end);
create index subscriptions_started_at_idx on public.subscriptions (started_at);
create index subscriptions_canceled_at_idx on public.subscriptions (canceled_at) where canceled_at is not null;

comment on table public.subscriptions is 'A plan paid for periodically. Written by the payment functions only; see private.subscription_open for when it gives access.';
comment on column public.subscriptions.grace_until is 'past_due: access lasts until here (the failed period''s end + 3 days).';

create or replace function private.order_search_document(p_buyer_name text, p_buyer_email text, p_product_title text)
returns tsvector
language sql
immutable
parallel safe
set search_path = ''
as $$
  select private.search_document(coalesce(p_buyer_name, '') || ' ' || coalesce(p_buyer_email, '') || ' ' || p_product_title);
$$;

create table public.orders (
  id                  uuid primary key default gen_random_uuid(),
  user_id             uuid references public.profiles (id) on delete set null,
  product_kind        text not null check (product_kind in ('course', 'book', 'plan')),
  product_id          uuid not null,
  product_title       text not null check (char_length(product_title) between 1 and 200),
  amount              numeric(10,2) not null check (amount >= 1),
  installments        integer not null default 1 check (installments between 1 and 12),
  method              text not null check (method in ('pix', 'boleto', 'card')),
  status              text not null default 'pending'
                        check (status in ('pending', 'paid', 'refunded', 'charged_back', 'expired', 'failed')),
  provider            text check (provider ~ '^[a-z0-9_-]{1,40}$'),
  provider_reference  text check (char_length(provider_reference) between 1 and 500),
  provider_payment_id text check (char_length(provider_payment_id) between 1 and 200),
  subscription_id     uuid references public.subscriptions (id) on delete set null,
  buyer_name          text check (char_length(buyer_name) <= 200),
  buyer_email         text check (char_length(buyer_email) <= 320),
  buyer_cpf           text check (buyer_cpf ~ '^[0-9]{11}$'),
  created_at          timestamptz not null default now(),
  updated_at          timestamptz not null default now(),
  paid_at             timestamptz,
  refunded_at         timestamptz,
  anonymized_at       timestamptz,
  constraint orders_provider_payment_key unique (provider, provider_payment_id),
  -- Only card payments are split; each instalment is at least R$ 5,00.
  constraint orders_installments_card_only check (installments = 1 or method = 'card'),
  constraint orders_installment_minimum check (installments = 1 or amount / installments >= 5),
  constraint orders_paid_at_matches check (status <> 'paid' or paid_at is not null),
  constraint orders_refunded_at_matches check ((status in ('refunded', 'charged_back')) = (refunded_at is not null)),
  -- A person is either there or anonymised (account deleted); never both, never neither.
  constraint orders_person_or_anonymized check ((user_id is null) = (anonymized_at is not null))
);
create index orders_user_id_idx on public.orders (user_id, created_at desc);
create index orders_subscription_id_idx on public.orders (subscription_id);
create index orders_product_idx on public.orders (product_kind, product_id);
create index orders_recent_idx on public.orders (created_at desc, id desc);
create index orders_status_recent_idx on public.orders (status, created_at desc, id desc);
create index orders_paid_at_idx on public.orders (paid_at) where paid_at is not null;
create index orders_search_idx on public.orders
  using gin (private.order_search_document(buyer_name, buyer_email, product_title));
create index orders_provider_payment_id_idx on public.orders (provider_payment_id);

comment on table public.orders is 'One order per checkout; the fiscal record of a sale. Amount and title are read from the product by start_order. Written by the order and payment functions only.';
comment on column public.orders.buyer_cpf is 'CPF (11 digits) for the fiscal record; erased at account deletion unless the order was paid.';
comment on column public.orders.anonymized_at is 'The buyer deleted the account: user, name and e-mail erased, the sale kept.';

create table public.order_events (
  id               bigint generated always as identity primary key,
  order_id         uuid not null references public.orders (id) on delete cascade,
  status           text not null
                     check (status in ('pending', 'paid', 'refunded', 'charged_back', 'expired', 'failed')),
  payment_event_id bigint,
  occurred_at      timestamptz not null default now(),
  created_at       timestamptz not null default now()
);
create index order_events_order_id_idx on public.order_events (order_id, id);
create index order_events_payment_event_id_idx on public.order_events (payment_event_id);

comment on table public.order_events is 'Status history of an order: one row per status it reached.';

create table public.payment_events (
  id                  bigint generated always as identity primary key,
  provider            text not null check (provider ~ '^[a-z0-9_-]{1,40}$'),
  event_id            text not null check (char_length(event_id) between 1 and 200),
  kind                text not null check (kind in ('payment', 'subscription')),
  order_id            uuid references public.orders (id) on delete set null,
  subscription_id     uuid references public.subscriptions (id) on delete set null,
  provider_payment_id text check (char_length(provider_payment_id) <= 200),
  status              text not null check (char_length(status) between 1 and 40),
  amount              numeric(10,2),
  occurred_at         timestamptz not null,
  payload             jsonb not null default '{}'::jsonb,
  outcome             text not null check (outcome in (
                        'applied', 'stale', 'amount_mismatch', 'provider_mismatch',
                        'unknown_order', 'unknown_subscription')),
  received_at         timestamptz not null default now(),
  constraint payment_events_provider_event_key unique (provider, event_id)
);
create index payment_events_order_id_idx on public.payment_events (order_id);
create index payment_events_subscription_id_idx on public.payment_events (subscription_id);

alter table public.order_events
  add constraint order_events_payment_event_id_fkey
    foreign key (payment_event_id) references public.payment_events (id) on delete set null;

comment on table public.payment_events is 'Every provider event, once (UNIQUE provider + event id): a replay finds its row and changes nothing. outcome says what it did.';

create table public.entitlements (
  id            uuid primary key default gen_random_uuid(),
  user_id       uuid not null references public.profiles (id) on delete cascade,
  course_id     uuid references public.courses (id) on delete cascade,
  book_id       uuid references public.books (id) on delete cascade,
  source        text not null check (source in ('order', 'grant')),
  order_id      uuid references public.orders (id) on delete cascade,
  granted_by    uuid references public.profiles (id) on delete set null,
  created_at    timestamptz not null default now(),
  revoked_at    timestamptz,
  revoke_reason text check (revoke_reason in ('refunded', 'charged_back', 'admin')),
  constraint entitlements_one_product check (num_nonnulls(course_id, book_id) = 1),
  constraint entitlements_order_matches_source check ((source = 'order') = (order_id is not null)),
  constraint entitlements_revoked_has_reason check ((revoked_at is null) = (revoke_reason is null)),
  constraint entitlements_order_id_key unique (order_id)
);
-- One live admin grant per person and course.
create unique index entitlements_one_live_grant
  on public.entitlements (user_id, course_id) where source = 'grant' and revoked_at is null;
create index entitlements_user_course_idx on public.entitlements (user_id, course_id) where revoked_at is null;
create index entitlements_user_book_idx on public.entitlements (user_id, book_id) where revoked_at is null;
create index entitlements_course_id_idx on public.entitlements (course_id);
create index entitlements_book_id_idx on public.entitlements (book_id);
create index entitlements_granted_by_idx on public.entitlements (granted_by);

comment on table public.entitlements is 'A course or book owned by a person: through a paid order or an administrator''s grant. Revoked (never deleted) by a refund, a chargeback or the administrator.';

alter table public.subscriptions enable row level security;
alter table public.orders enable row level security;
alter table public.order_events enable row level security;
alter table public.payment_events enable row level security;
alter table public.entitlements enable row level security;

-- Read-only for the browser; every write is a function below.
revoke all on public.subscriptions, public.orders, public.order_events, public.payment_events,
              public.entitlements
  from public, anon, authenticated;
grant select on public.subscriptions, public.orders, public.order_events, public.entitlements to authenticated;

create policy "Owners and administrators can read subscriptions"
  on public.subscriptions for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));
create policy "Owners and administrators can read orders"
  on public.orders for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));
create policy "Owners and administrators can read order history"
  on public.order_events for select to authenticated
  using (
    exists (select 1 from public.orders o where o.id = order_events.order_id and o.user_id = (select auth.uid()))
    or (select private.is_admin())
  );
create policy "Payment events are read by the service role only"
  on public.payment_events for select to authenticated
  using (false);
create policy "Owners and administrators can read entitlements"
  on public.entitlements for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));


-- -----------------------------------------------------------------------------
-- 3. Access: who may study a course
-- -----------------------------------------------------------------------------
create or replace function private.subscription_open(
  p_status text, p_current_period_end timestamptz, p_grace_until timestamptz
)
returns boolean
language sql
stable
set search_path = ''
as $$
  select case p_status
    when 'active'   then p_current_period_end > now()
    when 'canceled' then p_current_period_end > now()
    when 'past_due' then p_grace_until > now()
    else false
  end;
$$;

comment on function private.subscription_open(text, timestamptz, timestamptz) is 'The subscription gives access now: active or canceled until the period end, past_due until the grace ends.';

create or replace function private.subscription_effective_status(p_subscription public.subscriptions)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when p_subscription.status in ('active', 'canceled', 'past_due')
         and not private.subscription_open(p_subscription.status, p_subscription.current_period_end, p_subscription.grace_until)
      then 'expired'
    else p_subscription.status
  end;
$$;

create or replace function private.course_open_to(p_user uuid, p_course_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
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
         );
$$;

comment on function private.course_open_to(uuid, uuid) is 'The person may study the course: it is free, or an entitlement is live, or an open subscription''s plan includes it.';

-- Enrolled AND allowed to study: what lessons, questions and assessments ask.
create or replace function private.is_enrolled(p_course_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_active_user()
     and exists (
       select 1 from public.enrollments e
       where e.user_id = (select auth.uid()) and e.course_id = p_course_id
     )
     and private.course_open_to((select auth.uid()), p_course_id);
$$;

comment on function private.is_enrolled(uuid) is 'Caller is active, enrolled in the course and may study it (private.course_open_to).';

create or replace function private.my_open_course_ids()
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(distinct x.course_id), '{}')
  from (
    select e.course_id
    from public.enrollments e
    where e.user_id = (select auth.uid())
      and private.course_open_to((select auth.uid()), e.course_id)
    union all
    select unnest(private.my_taught_course_ids())
  ) x
  where private.is_active_user();
$$;

comment on function private.my_open_course_ids() is 'Courses whose lessons the caller may read: enrolled with access, or taught (active users only).';

-- The lessons (and their video links) follow access, not only the enrolment.
drop policy "Enrolled students, teachers, admins and preview viewers can rea" on public.lessons;
create policy "Entitled students, staff and preview viewers can read lessons"
  on public.lessons for select to authenticated
  using (
    course_id = any ((select private.my_open_course_ids())::uuid[])
    or (select private.is_admin())
    or (is_preview and exists (
      select 1 from public.courses c
      where c.id = lessons.course_id and c.is_active and c.lesson_count > 0
    ))
  );

-- A course that stops being free keeps its current students: each gets a grant.
create or replace function private.keep_access_when_course_sold()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

create trigger courses_keep_access_when_sold
  after update of access_model on public.courses
  for each row when (old.access_model is distinct from new.access_model)
  execute function private.keep_access_when_course_sold();

create or replace function public.has_course_access(p_course_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select auth.uid()) is not null
     and private.is_active_user()
     and private.course_open_to((select auth.uid()), p_course_id);
$$;

comment on function public.has_course_access(uuid) is 'The caller may study the course now (free, owned, granted or in an open plan).';


-- -----------------------------------------------------------------------------
-- 4. Enforcement: enrolment, progress, watch positions, certificates
-- -----------------------------------------------------------------------------
create or replace function public.enroll_in_course(p_course_id uuid)
returns public.enrollments
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user       uuid := private.require_active_user();
  v_course     public.courses;
  v_enrollment public.enrollments;
begin
  select * into v_course from public.courses c where c.id = p_course_id;
  if not found or not v_course.is_active then
    perform private.raise_api_error('course_not_available');
  end if;
  if v_course.lesson_count = 0 then
    perform private.raise_api_error('course_without_lessons');
  end if;
  if not private.course_open_to(v_user, p_course_id) then
    raise exception 'course_access_required' using errcode = '42501';
  end if;

  -- ON CONFLICT makes parallel calls safe: exactly one insert wins, the others
  -- wait for it and then report the duplicate.
  insert into public.enrollments (user_id, course_id)
  values (v_user, p_course_id)
  on conflict (user_id, course_id) do nothing
  returning * into v_enrollment;

  if not found then
    raise exception 'already_enrolled' using errcode = '23505';
  end if;
  return v_enrollment;
end;
$$;

create or replace function public.complete_lesson(p_lesson_id uuid)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user         uuid := private.require_active_user();
  v_course_id    uuid;
  v_enrollment   uuid;
  v_completed_at timestamptz;
  v_total        integer;
  v_done         integer;
  v_progress     integer;
begin
  -- Lock order lesson -> enrolment, the same as an administrator removing a
  -- lesson (lesson row, then the course's enrolments): no deadlock.
  select l.course_id into v_course_id
  from public.lessons l
  where l.id = p_lesson_id
  for key share;
  if not found then
    perform private.raise_api_error('lesson_not_found');
  end if;

  -- Serialise completions of one enrolment so the count below always sees the
  -- earlier ones (50 parallel calls end with the right progress).
  select e.id into v_enrollment
  from public.enrollments e
  where e.user_id = v_user and e.course_id = v_course_id
  for update;
  if not found then
    raise exception 'not_enrolled' using errcode = '42501';
  end if;
  if not private.course_open_to(v_user, v_course_id) then
    raise exception 'course_access_required' using errcode = '42501';
  end if;

  insert into public.lesson_progress (user_id, lesson_id, completed, completed_at)
  values (v_user, p_lesson_id, true, now())
  on conflict (user_id, lesson_id) do nothing;

  select lp.completed_at into v_completed_at
  from public.lesson_progress lp
  where lp.user_id = v_user and lp.lesson_id = p_lesson_id;

  select count(*) into v_total from public.lessons l where l.course_id = v_course_id;
  select count(*) into v_done
  from public.lesson_progress lp
  join public.lessons l on l.id = lp.lesson_id
  where lp.user_id = v_user and lp.completed and l.course_id = v_course_id;

  v_progress := private.course_progress(v_done, v_total);

  update public.enrollments e
     set progress = v_progress, completed = (v_progress = 100)
   where e.id = v_enrollment
     and (e.progress, e.completed) is distinct from (v_progress, v_progress = 100);

  return json_build_object(
    'course_id', v_course_id,
    'progress', v_progress,
    'completed', v_progress = 100,
    'completed_at', v_completed_at
  );
end;
$$;

create or replace function public.save_watch_position(p_lesson_id uuid, p_position_seconds integer)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user     uuid := private.require_active_user();
  v_lesson   public.lessons;
  v_position integer;
begin
  if p_position_seconds is null then
    perform private.raise_api_error('invalid_position');
  end if;

  select * into v_lesson from public.lessons l where l.id = p_lesson_id;
  if not found then
    perform private.raise_api_error('lesson_not_found');
  end if;

  if not (
       v_lesson.is_preview
       and exists (
         select 1 from public.courses c
         where c.id = v_lesson.course_id and c.is_active and c.lesson_count > 0
       )
     ) then
    if not exists (
         select 1 from public.enrollments e
         where e.user_id = v_user and e.course_id = v_lesson.course_id
       ) then
      raise exception 'not_enrolled' using errcode = '42501';
    end if;
    if not private.course_open_to(v_user, v_lesson.course_id) then
      raise exception 'course_access_required' using errcode = '42501';
    end if;
  end if;

  v_position := least(greatest(p_position_seconds, 0), v_lesson.duration_minutes * 60);

  -- One row per user and lesson, whatever the number of parallel calls.
  insert into public.watch_positions as w (user_id, lesson_id, position_seconds, updated_at)
  values (v_user, p_lesson_id, v_position, now())
  on conflict (user_id, lesson_id) do update
    set position_seconds = excluded.position_seconds,
        updated_at       = excluded.updated_at;

  return json_build_object('lesson_id', p_lesson_id, 'position_seconds', v_position);
end;
$$;

create or replace function private.issue_certificate_if_earned(p_user uuid, p_course_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
       select 1 from public.enrollments e
       where e.user_id = p_user and e.course_id = p_course_id and e.completed
     )
     and private.course_open_to(p_user, p_course_id)
     and not exists (select 1 from public.certificates ce where ce.user_id = p_user and ce.course_id = p_course_id)
     and cardinality(private.certificate_requirements_missing(p_user, p_course_id)) = 0
  then
    insert into public.certificates (user_id, course_id)
    values (p_user, p_course_id)
    on conflict (user_id, course_id) do nothing;
  end if;
end;
$$;

create or replace function private.require_certificate_grounds()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    raise exception 'certificate_issue_rpc_only' using errcode = '42501';
  end if;
  if not exists (select 1 from public.lessons l where l.course_id = new.course_id) then
    perform private.raise_api_error('course_without_lessons');
  end if;
  if new.issue_reason is null and not exists (
    select 1 from public.enrollments e
    where e.user_id = new.user_id and e.course_id = new.course_id and e.completed
  ) then
    perform private.raise_api_error('issue_reason_required');
  end if;
  if not private.course_open_to(new.user_id, new.course_id) then
    perform private.raise_api_error('course_access_required');
  end if;
  if cardinality(private.certificate_requirements_missing(new.user_id, new.course_id)) > 0 then
    perform private.raise_api_error('certificate_requirements_unmet');
  end if;
  return new;
end;
$$;


-- -----------------------------------------------------------------------------
-- 5. Helpers of the order functions
-- -----------------------------------------------------------------------------
create or replace function private.cpf_is_valid(p_cpf text)
returns boolean
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  v_digits int[];
  v_sum    int;
  v_check  int;
begin
  if p_cpf is null or p_cpf !~ '^[0-9]{11}$' or p_cpf ~ '^(.)\1{10}$' then
    return false;
  end if;
  v_digits := array(select substr(p_cpf, i, 1)::int from generate_series(1, 11) i);
  v_sum := 0;
  for i in 1..9 loop v_sum := v_sum + v_digits[i] * (11 - i); end loop;
  v_check := (v_sum * 10) % 11 % 10;
  if v_check <> v_digits[10] then return false; end if;
  v_sum := 0;
  for i in 1..10 loop v_sum := v_sum + v_digits[i] * (12 - i); end loop;
  v_check := (v_sum * 10) % 11 % 10;
  return v_check = v_digits[11];
end;
$$;

comment on function private.cpf_is_valid(text) is 'An 11-digit CPF whose two check digits are right (and not one digit repeated).';

-- Ranks make payment events order-independent: an event applies only when it moves
-- the order to a higher rank, so the final status is the highest one ever reported.
create or replace function private.order_status_rank(p_status text)
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case p_status
    when 'pending' then 0
    when 'failed' then 1
    when 'expired' then 1
    when 'paid' then 2
    when 'refunded' then 3
    when 'charged_back' then 3
  end;
$$;

create or replace function private.installment_amount(p_amount numeric, p_installments integer)
returns numeric
language sql
immutable
parallel safe
set search_path = ''
as $$
  select round(p_amount / p_installments, 2);
$$;

create or replace function private.max_installments(p_amount numeric)
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select greatest(1, least(12, floor(p_amount / 5)::integer));
$$;

comment on function private.max_installments(numeric) is 'Card instalments an amount allows: up to 12, each at least R$ 5,00.';

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
    'refunded_at', p_order.refunded_at
  );
$$;

create or replace function private.order_history_json(p_order_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('status', oe.status, 'occurred_at', oe.occurred_at) order by oe.id), '[]'::jsonb)
  from public.order_events oe
  where oe.order_id = p_order_id;
$$;

create or replace function private.subscription_json(p_subscription public.subscriptions)
returns jsonb
language sql
stable
set search_path = ''
as $$
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
    'created_at', p_subscription.created_at
  );
$$;

create or replace function private.period_after(p_start timestamptz, p_interval text)
returns timestamptz
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p_start + case p_interval when 'year' then interval '1 year' else interval '1 month' end;
$$;

-- A paid order gives what it sold: the course (and the enrolment), the book, or the
-- plan's period.
create or replace function private.grant_order(p_order public.orders, p_paid_at timestamptz)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_subscription public.subscriptions;
begin
  if p_order.user_id is null then
    return;
  end if;
  if p_order.product_kind = 'course' then
    insert into public.entitlements (user_id, course_id, source, order_id)
    values (p_order.user_id, p_order.product_id, 'order', p_order.id)
    on conflict (order_id) do nothing;
    if exists (select 1 from public.courses c where c.id = p_order.product_id and c.lesson_count > 0) then
      insert into public.enrollments (user_id, course_id)
      values (p_order.user_id, p_order.product_id)
      on conflict (user_id, course_id) do nothing;
    end if;
  elsif p_order.product_kind = 'book' then
    insert into public.entitlements (user_id, book_id, source, order_id)
    values (p_order.user_id, p_order.product_id, 'order', p_order.id)
    on conflict (order_id) do nothing;
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
$$;

-- A refund or a chargeback takes back what the order gave.
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
end;
$$;


-- -----------------------------------------------------------------------------
-- 6. The buyer's calls
-- -----------------------------------------------------------------------------
create or replace function public.start_order(
  p_product_kind text,
  p_product_id uuid,
  p_method text,
  p_installments integer default 1,
  p_cpf text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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
  if p_product_kind is null or p_product_kind not in ('course', 'book', 'plan') then
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
$$;

comment on function public.start_order(text, uuid, text, integer, text) is 'Opens a pending order for a course, book or plan at the price the database holds. See docs/payments.md.';

create or replace function public.get_order(p_order_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
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
      when 'book' then exists (select 1 from public.entitlements en
                               where en.user_id = v_order.user_id and en.book_id = v_order.product_id and en.revoked_at is null)
      else exists (select 1 from public.subscriptions s
                   where s.id = v_order.subscription_id
                     and private.subscription_open(s.status, s.current_period_end, s.grace_until))
    end
  );
end;
$$;

create or replace function public.list_my_orders(p_page integer default 1)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
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
$$;

create or replace function private.owns_book_file(p_path text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.books b
    join public.entitlements en on en.book_id = b.id
    where b.file_path = p_path
      and en.user_id = (select auth.uid())
      and en.revoked_at is null
  ) and private.is_active_user();
$$;

create or replace function public.get_book_download(p_book_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_active_user();
  v_book public.books;
begin
  select * into v_book from public.books b where b.id = p_book_id;
  if not found then
    perform private.raise_api_error('book_not_found');
  end if;
  if not exists (select 1 from public.entitlements en
                 where en.user_id = v_user and en.book_id = p_book_id and en.revoked_at is null)
     and not private.is_admin() then
    raise exception 'book_not_owned' using errcode = '42501';
  end if;
  if v_book.file_path is null then
    perform private.raise_api_error('book_without_file');
  end if;
  return jsonb_build_object(
    'bucket', 'book-files',
    'path', v_book.file_path,
    'file_name', v_book.title || case when v_book.file_path ~ '\.epub$' then '.epub' else '.pdf' end
  );
end;
$$;

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
  return private.subscription_json(v_subscription) || jsonb_build_object(
    'courses', coalesce((
      select jsonb_agg(jsonb_build_object('id', c.id, 'slug', c.slug, 'title', c.title) order by c.title)
      from public.plan_courses pc
      join public.courses c on c.id = pc.course_id
      where pc.plan_id = v_subscription.plan_id and c.is_active and c.access_model in ('plans', 'paid_or_plans')
    ), '[]'::jsonb)
  );
end;
$$;


-- -----------------------------------------------------------------------------
-- 7. The administrator's calls
-- -----------------------------------------------------------------------------
create or replace function private.sale_row_json(p_order public.orders)
returns json
language sql
stable
set search_path = ''
as $$
  select json_build_object(
    'id', p_order.id,
    'created_at', p_order.created_at,
    'paid_at', p_order.paid_at,
    'refunded_at', p_order.refunded_at,
    'status', p_order.status,
    'product_kind', p_order.product_kind,
    'product_id', p_order.product_id,
    'product_title', p_order.product_title,
    'amount', p_order.amount,
    'installments', p_order.installments,
    'method', p_order.method,
    'provider', p_order.provider,
    'provider_payment_id', p_order.provider_payment_id,
    'user_id', p_order.user_id,
    'buyer_name', p_order.buyer_name,
    'buyer_email', p_order.buyer_email,
    'buyer_cpf', p_order.buyer_cpf,
    'anonymized', p_order.anonymized_at is not null
  );
$$;

create or replace function private.sale_ids(p_search text, p_status text)
returns uuid[]
language plpgsql
stable
set search_path = ''
as $$
declare
  v_text  text := btrim(left(p_search, 200));
  v_query tsquery := private.search_query(p_search);
  v_email text := private.search_email(p_search);
  v_id    uuid;
begin
  -- An order id or the provider's payment id finds that order; words find buyers
  -- (name, e-mail) and products.
  if v_text ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    v_id := v_text::uuid;
  end if;
  return array(
    select o.id
    from public.orders o
    where o.id in (
            select m.id from public.orders m
            where private.order_search_document(m.buyer_name, m.buyer_email, m.product_title) @@ v_query
              and private.email_matches(m.buyer_email, v_email)
            union
            select m.id from public.orders m where m.id = v_id
            union
            select m.id from public.orders m where m.provider_payment_id = v_text
          )
      and (p_status is null or o.status = p_status)
    order by o.created_at desc, o.id desc
  );
end;
$$;

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
  v_admin   uuid := private.require_admin();
  v_size    integer := private.list_page_size(p_page_size);
  v_status  text := nullif(btrim(p_status), '');
  v_total   bigint;
  v_page    integer;
  v_ids     uuid[];
  v_matches uuid[];
begin
  if v_status is not null and v_status not in ('pending', 'paid', 'refunded', 'charged_back', 'expired', 'failed') then
    perform private.raise_api_error('invalid_order_status');
  end if;

  if private.is_search(p_search) then
    v_matches := private.sale_ids(p_search, v_status);
    v_total := cardinality(v_matches);
    v_page := private.list_page(p_page, v_total, v_size);
    v_ids := v_matches[(v_page - 1) * v_size + 1 : v_page * v_size];
  elsif v_status is null then
    select count(*) into v_total from public.orders o;
    v_page := private.list_page(p_page, v_total, v_size);
    v_ids := array(
      select o.id from public.orders o
      order by o.created_at desc, o.id desc
      limit v_size offset (v_page - 1) * v_size
    );
  else
    select count(*) into v_total from public.orders o where o.status = v_status;
    v_page := private.list_page(p_page, v_total, v_size);
    v_ids := array(
      select o.id from public.orders o
      where o.status = v_status
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
begin
  if v_status is not null and v_status not in ('pending', 'paid', 'refunded', 'charged_back', 'expired', 'failed') then
    perform private.raise_api_error('invalid_order_status');
  end if;
  if private.is_search(p_search) then
    return coalesce((
      select json_agg(private.sale_row_json(o) order by x.position)
      from unnest(private.sale_ids(p_search, v_status)) with ordinality as x(id, position)
      join public.orders o on o.id = x.id
    ), '[]'::json);
  end if;
  return coalesce((
    select json_agg(private.sale_row_json(o) order by o.created_at desc, o.id desc)
    from public.orders o
    where v_status is null or o.status = v_status
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
  v_active_at_start bigint;
  v_canceled bigint;
begin
  if v_from > v_to or v_to - v_from > 366 then
    perform private.raise_api_error('invalid_report_period');
  end if;
  v_start := (v_from::timestamp at time zone 'America/Sao_Paulo');
  v_end := ((v_to + 1)::timestamp at time zone 'America/Sao_Paulo');

  select count(*) into v_active_at_start
  from public.subscriptions s
  where s.started_at < v_start and (s.canceled_at is null or s.canceled_at >= v_start);
  select count(*) into v_canceled
  from public.subscriptions s
  where s.canceled_at >= v_start and s.canceled_at < v_end and s.started_at is not null;

  return (
    with sold as (
      select o.product_kind, o.product_id, o.product_title, o.amount, o.method, o.status,
             private.sao_paulo_date(o.paid_at) as day
      from public.orders o
      where o.paid_at >= v_start and o.paid_at < v_end
    ),
    days as (
      select d::date as day from generate_series(v_from, v_to, interval '1 day') d
    )
    select jsonb_build_object(
      'from', v_from,
      'to', v_to,
      'totals', (
        select jsonb_build_object(
          'orders', count(*),
          'gross', coalesce(sum(s.amount), 0),
          'refunded', coalesce(sum(s.amount) filter (where s.status = 'refunded'), 0),
          'charged_back', coalesce(sum(s.amount) filter (where s.status = 'charged_back'), 0),
          'net', coalesce(sum(s.amount) filter (where s.status = 'paid'), 0),
          'average_ticket', coalesce(round(avg(s.amount), 2), 0)
        ) from sold s
      ),
      'by_day', (
        select jsonb_agg(jsonb_build_object(
                 'day', d.day,
                 'orders', coalesce(x.orders, 0),
                 'gross', coalesce(x.gross, 0),
                 'net', coalesce(x.net, 0)
               ) order by d.day)
        from days d
        left join (
          select s.day, count(*) as orders, sum(s.amount) as gross,
                 coalesce(sum(s.amount) filter (where s.status = 'paid'), 0) as net
          from sold s group by s.day
        ) x on x.day = d.day
      ),
      'by_product', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'product_kind', p.product_kind,
                 'product_id', p.product_id,
                 'product_title', p.product_title,
                 'orders', p.orders,
                 'gross', p.gross,
                 'net', p.net
               ) order by p.net desc, p.product_title)
        from (
          select s.product_kind, s.product_id, max(s.product_title) as product_title, count(*) as orders,
                 sum(s.amount) as gross, coalesce(sum(s.amount) filter (where s.status = 'paid'), 0) as net
          from sold s group by s.product_kind, s.product_id
        ) p
      ), '[]'::jsonb),
      'by_method', coalesce((
        select jsonb_agg(jsonb_build_object('method', m.method, 'orders', m.orders, 'net', m.net) order by m.method)
        from (
          select s.method, count(*) as orders, coalesce(sum(s.amount) filter (where s.status = 'paid'), 0) as net
          from sold s group by s.method
        ) m
      ), '[]'::jsonb),
      'subscriptions', (
        select jsonb_build_object(
          'active', count(*),
          'mrr', coalesce(sum(case when s.billing_interval = 'year' then round(s.amount / 12, 2) else s.amount end)
                          filter (where s.status in ('active', 'past_due')), 0),
          'canceled_in_period', v_canceled,
          'active_at_start', v_active_at_start,
          'churn_rate', case when v_active_at_start > 0 then round(v_canceled::numeric / v_active_at_start, 4) else 0 end
        )
        from public.subscriptions s
        where s.status in ('active', 'canceled', 'past_due')
          and private.subscription_open(s.status, s.current_period_end, s.grace_until)
      )
    )
  );
end;
$$;

create or replace function public.grant_course_access(p_user_id uuid, p_course_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

create or replace function public.revoke_course_access(p_user_id uuid, p_course_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
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
$$;


-- -----------------------------------------------------------------------------
-- 8. The payment functions' calls (service role only)
-- -----------------------------------------------------------------------------
create or replace function public.record_checkout(p_order_id uuid, p_provider text, p_provider_reference text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

create or replace function public.apply_payment_event(
  p_provider text,
  p_event_id text,
  p_order_id uuid,
  p_provider_payment_id text,
  p_status text,
  p_amount numeric,
  p_occurred_at timestamptz,
  p_payload jsonb default '{}'::jsonb
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

comment on function public.apply_payment_event(text, text, uuid, text, text, numeric, timestamptz, jsonb) is 'Records one provider payment event once and moves the order forward by rank. Service role only. See docs/payments.md.';

create or replace function public.apply_subscription_event(
  p_provider text,
  p_event_id text,
  p_subscription_id uuid,
  p_provider_subscription_id text,
  p_status text,
  p_provider_payment_id text default null,
  p_amount numeric default null,
  p_method text default null,
  p_period_end timestamptz default null,
  p_occurred_at timestamptz default null,
  p_payload jsonb default '{}'::jsonb
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_sub     public.subscriptions;
  v_event   public.payment_events;
  v_outcome text;
  v_at      timestamptz := coalesce(p_occurred_at, now());
  v_stale   boolean;
  v_order   public.orders;
  v_end     timestamptz;
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

  if not found then
    v_outcome := 'unknown_subscription';
  elsif v_sub.provider is not null and v_sub.provider <> p_provider then
    v_outcome := 'provider_mismatch';
  elsif p_status = 'renewed' and p_amount is distinct from v_sub.amount then
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
      select v_sub.user_id, 'plan', v_sub.plan_id, v_sub.plan_name, v_sub.amount, 1, p_method, 'paid',
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
$$;

comment on function public.apply_subscription_event(text, text, uuid, text, text, text, numeric, text, timestamptz, timestamptz, jsonb) is 'Records one provider subscription event once: a renewal (a paid plan order), a failed charge (3 days of grace), a cancellation (until the period end) or the end. Service role only.';


-- -----------------------------------------------------------------------------
-- 9. Personal data: the export lists purchases; deleting the account keeps the
--    fiscal record without the person
-- -----------------------------------------------------------------------------
create or replace function private.my_data_purchases(p_user uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'pedidos', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', o.id,
               'produto', o.product_title,
               'tipo', o.product_kind,
               'valor', o.amount,
               'parcelas', o.installments,
               'forma_de_pagamento', o.method,
               'status', o.status,
               'cpf', o.buyer_cpf,
               'nome', o.buyer_name,
               'email', o.buyer_email,
               'criado_em', o.created_at,
               'pago_em', o.paid_at,
               'estornado_em', o.refunded_at
             ) order by o.created_at)
      from public.orders o where o.user_id = p_user
    ), '[]'::jsonb),
    'assinaturas', coalesce((
      select jsonb_agg(jsonb_build_object(
               'plano', s.plan_name,
               'valor', s.amount,
               'periodicidade', s.billing_interval,
               'status', s.status,
               'inicio', s.started_at,
               'fim_do_periodo', s.current_period_end,
               'cancelada_em', s.canceled_at
             ) order by s.created_at)
      from public.subscriptions s where s.user_id = p_user
    ), '[]'::jsonb)
  );
$$;

create or replace function public.export_my_data()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
begin
  if v_user is null or not exists (select 1 from public.profiles p where p.id = v_user) then
    raise exception 'not_authenticated' using errcode = '42501';
  end if;

  return jsonb_build_object(
    'formato', 'trilha-cloud/meus-dados',
    'versao_do_formato', 1,
    'gerado_em', now(),
    'conta', private.my_data_account(v_user),
    'contato_e_endereco', private.my_data_contact(v_user),
    'renda_familiar', private.my_data_income(v_user),
    'matriculas_e_progresso', private.my_data_learning(v_user),
    'certificados', private.my_data_certificates(v_user),
    'avaliacoes_e_perguntas', private.my_data_community(v_user),
    'papeis', private.my_data_roles(v_user),
    'consentimentos', private.my_data_consents(v_user),
    'compras', private.my_data_purchases(v_user)
  );
end;
$$;

-- The sale stays (fiscal record, kept 5 years); who bought it goes. The CPF stays
-- only on orders that were paid: those are the ones a fiscal document exists for.
create or replace function private.anonymize_orders_of_deleted_profile()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

create trigger profiles_anonymize_orders
  before delete on public.profiles
  for each row execute function private.anonymize_orders_of_deleted_profile();


-- -----------------------------------------------------------------------------
-- 10. The private bucket of e-books
-- -----------------------------------------------------------------------------
do $storage$
begin
  if to_regclass('storage.buckets') is null or to_regclass('storage.objects') is null then
    raise notice 'storage schema not found: book-files bucket and policies not created';
    return;
  end if;

  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values ('book-files', 'book-files', false, 104857600, array['application/pdf', 'application/epub+zip'])
  on conflict (id) do update
    set public = excluded.public,
        file_size_limit = excluded.file_size_limit,
        allowed_mime_types = excluded.allowed_mime_types;

  -- One policy per action on storage.objects: the product images' policies grow to
  -- cover the e-books, and buyers may read (sign a link for) the files they own.
  drop policy "Administrators can read product images metadata" on storage.objects;
  drop policy "Administrators can upload product images" on storage.objects;
  drop policy "Administrators can replace product images" on storage.objects;
  drop policy "Administrators can delete product images" on storage.objects;

  create policy "Administrators and owners of a book can read stored files"
    on storage.objects for select to authenticated
    using (
      (bucket_id in ('product-images', 'book-files') and (select private.is_admin()))
      or (bucket_id = 'book-files' and private.owns_book_file(name))
    );

  create policy "Administrators can upload images and books"
    on storage.objects for insert to authenticated
    with check (bucket_id in ('product-images', 'book-files') and (select private.is_admin()));

  create policy "Administrators can replace images and books"
    on storage.objects for update to authenticated
    using (bucket_id in ('product-images', 'book-files') and (select private.is_admin()))
    with check (bucket_id in ('product-images', 'book-files') and (select private.is_admin()));

  create policy "Administrators can delete images and books"
    on storage.objects for delete to authenticated
    using (bucket_id in ('product-images', 'book-files') and (select private.is_admin()));
end
$storage$;


-- =============================================================================
-- EXECUTE
-- =============================================================================
revoke all on function
  private.guard_plan_course(),
  private.subscription_open(text, timestamptz, timestamptz),
  private.subscription_effective_status(public.subscriptions),
  private.course_open_to(uuid, uuid),
  private.keep_access_when_course_sold(),
  private.cpf_is_valid(text),
  private.order_status_rank(text),
  private.installment_amount(numeric, integer),
  private.max_installments(numeric),
  private.order_json(public.orders),
  private.order_history_json(uuid),
  private.subscription_json(public.subscriptions),
  private.period_after(timestamptz, text),
  private.grant_order(public.orders, timestamptz),
  private.revoke_order(public.orders, text),
  private.sale_row_json(public.orders),
  private.sale_ids(text, text),
  private.my_data_purchases(uuid),
  private.anonymize_orders_of_deleted_profile()
from public, anon, authenticated;

-- Policies call these as the browser's role.
revoke all on function private.my_open_course_ids(), private.owns_book_file(text) from public, anon;
grant execute on function private.my_open_course_ids(), private.owns_book_file(text) to authenticated;

revoke all on function
  public.has_course_access(uuid),
  public.start_order(text, uuid, text, integer, text),
  public.get_order(uuid),
  public.list_my_orders(integer),
  public.get_book_download(uuid),
  public.get_my_subscription(),
  public.list_sales(text, text, integer, integer),
  public.export_sales(text, text),
  public.get_revenue_report(date, date),
  public.grant_course_access(uuid, uuid),
  public.revoke_course_access(uuid, uuid),
  public.record_checkout(uuid, text, text),
  public.apply_payment_event(text, text, uuid, text, text, numeric, timestamptz, jsonb),
  public.apply_subscription_event(text, text, uuid, text, text, text, numeric, text, timestamptz, timestamptz, jsonb)
from public, anon, authenticated;

grant execute on function
  public.has_course_access(uuid),
  public.start_order(text, uuid, text, integer, text),
  public.get_order(uuid),
  public.list_my_orders(integer),
  public.get_book_download(uuid),
  public.get_my_subscription(),
  public.list_sales(text, text, integer, integer),
  public.export_sales(text, text),
  public.get_revenue_report(date, date),
  public.grant_course_access(uuid, uuid),
  public.revoke_course_access(uuid, uuid)
to authenticated, service_role;

-- The payment functions (edge functions holding the service key) only: a browser
-- that could call these could mark its own order paid.
grant execute on function
  public.record_checkout(uuid, text, text),
  public.apply_payment_event(text, text, uuid, text, text, numeric, timestamptz, jsonb),
  public.apply_subscription_event(text, text, uuid, text, text, text, numeric, text, timestamptz, timestamptz, jsonb)
to service_role;
