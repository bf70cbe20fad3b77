-- The nota fiscal (NFS-e) of every paid order: the school's fiscal settings, one invoice per order
-- (its idempotency key), queued when the order is paid and cancelled when it is refunded; the
-- issue-invoices function, the payment webhook and refund-order take the work, call the provider
-- and record what it answered, retrying with backoff while it is down. docs/invoices.md,
-- docs/fiscal-provider.md.
-- The database as it is now: edit here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database-changes.md).

set check_function_bodies = off;

-- ================================================================================================
-- Tables
-- ================================================================================================

-- public.fiscal_settings -------------------------------------------------------------------------
create table public.fiscal_settings (
  id boolean default true not null,
  enabled boolean default false not null,
  cnpj text not null,
  legal_name text not null,
  municipal_registration text not null,
  municipality_code text not null,
  tax_regime text not null,
  service_code text not null,
  city_tax_code text,
  iss_rate numeric(5,2) not null,
  service_description text not null,
  requires_taker_address boolean default false not null,
  updated_at timestamp with time zone default now() not null,
  updated_by uuid,
  constraint fiscal_settings_cnpj_check CHECK (private.cnpj_is_valid(cnpj)),
  constraint fiscal_settings_city_tax_code_check CHECK (city_tax_code ~ '^[0-9A-Za-z.\-]{1,20}$'::text),
  constraint fiscal_settings_iss_rate_check CHECK (iss_rate >= 2::numeric AND iss_rate <= 5::numeric),
  constraint fiscal_settings_legal_name_check CHECK (char_length(legal_name) >= 3 AND char_length(legal_name) <= 200),
  constraint fiscal_settings_municipal_registration_check CHECK (municipal_registration ~ '^[0-9A-Za-z.\-/]{1,20}$'::text),
  constraint fiscal_settings_municipality_code_check CHECK (municipality_code ~ '^[0-9]{7}$'::text),
  constraint fiscal_settings_one_row CHECK (id),
  constraint fiscal_settings_pkey PRIMARY KEY (id),
  constraint fiscal_settings_service_code_check CHECK (service_code ~ '^[0-9]{2}\.[0-9]{2}$'::text),
  constraint fiscal_settings_service_description_check CHECK (char_length(service_description) >= 10 AND char_length(service_description) <= 2000),
  constraint fiscal_settings_tax_regime_check CHECK (tax_regime = ANY (ARRAY['simples_nacional'::text, 'mei'::text, 'lucro_presumido'::text, 'lucro_real'::text])),
  constraint fiscal_settings_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.profiles(id) ON DELETE SET NULL
);
alter table public.fiscal_settings enable row level security;
CREATE INDEX fiscal_settings_updated_by_idx ON public.fiscal_settings USING btree (updated_by);
comment on table public.fiscal_settings is 'The school as the provider of the service on its notas fiscais (one row). Administrators write it through save_fiscal_settings. docs/invoices.md.';
comment on column public.fiscal_settings.service_code is 'Item of the national list of services (LC 116/2003), e.g. 08.02 (instrução, treinamento, orientação pedagógica).';
comment on column public.fiscal_settings.iss_rate is 'ISS rate of the municipality, 2% to 5% (LC 116/2003, art. 8-A and 8).';
comment on column public.fiscal_settings.requires_taker_address is 'The municipality requires the buyer''s address on the nota: an order is refused (taker_address_required) until the buyer''s profile has it.';

-- public.invoices --------------------------------------------------------------------------------
create table public.invoices (
  id uuid default gen_random_uuid() not null,
  order_id uuid not null,
  status text default 'queued'::text not null,
  provider text,
  number text,
  verification_code text,
  pdf_url text,
  xml_url text,
  failure_reason text,
  attempts integer default 0 not null,
  next_attempt_at timestamp with time zone default now() not null,
  claimed_until timestamp with time zone,
  issued_at timestamp with time zone,
  cancelled_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint invoices_attempts_check CHECK (attempts >= 0),
  constraint invoices_failure_reason_check CHECK (char_length(failure_reason) <= 1000),
  constraint invoices_issued_has_number CHECK (status <> 'issued'::text OR number IS NOT NULL),
  constraint invoices_links_check CHECK ((pdf_url IS NULL OR pdf_url ~ '^https?://'::text) AND (xml_url IS NULL OR xml_url ~ '^https?://'::text)),
  constraint invoices_order_id_fkey FOREIGN KEY (order_id) REFERENCES public.orders(id) ON DELETE CASCADE,
  constraint invoices_order_id_key UNIQUE (order_id),
  constraint invoices_pkey PRIMARY KEY (id),
  constraint invoices_status_check CHECK (status = ANY (ARRAY['queued'::text, 'processing'::text, 'issued'::text, 'failed'::text, 'cancel_requested'::text, 'cancelled'::text]))
);
alter table public.invoices enable row level security;
CREATE INDEX invoices_work_idx ON public.invoices USING btree (next_attempt_at) WHERE (status = ANY (ARRAY['queued'::text, 'processing'::text, 'cancel_requested'::text]));
comment on table public.invoices is 'The nota fiscal of one paid order (UNIQUE order: never two). queued → processing → issued | failed; cancel_requested → cancelled after a refund. Written by the invoice functions and triggers only. docs/invoices.md.';
comment on column public.invoices.next_attempt_at is 'When the work may be taken again: now for new work, later after the provider was down (backoff).';

-- ================================================================================================
-- Functions
-- ================================================================================================

-- private.invoice_json(p_invoice public.invoices)
CREATE OR REPLACE FUNCTION private.invoice_json(p_invoice public.invoices)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select case when p_invoice.id is null then null else jsonb_build_object(
    'id', p_invoice.id,
    'status', p_invoice.status,
    'number', p_invoice.number,
    'verification_code', p_invoice.verification_code,
    'pdf_url', p_invoice.pdf_url,
    'xml_url', p_invoice.xml_url,
    'failure_reason', p_invoice.failure_reason,
    'issued_at', p_invoice.issued_at,
    'cancelled_at', p_invoice.cancelled_at
  ) end;
$function$;
revoke execute on function private.invoice_json(public.invoices) from public;
comment on function private.invoice_json(public.invoices) is 'An order''s nota as the buyer and Vendas show it: status, number, links, the reason of a failure.';

-- private.on_order_status_for_invoice()
CREATE OR REPLACE FUNCTION private.on_order_status_for_invoice()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- An order is paid by an update, or made paid (a card plan's renewal, apply_subscription_event).
  if tg_op = 'UPDATE' and new.status is not distinct from old.status then
    return new;
  end if;
  if new.status = 'paid' and exists (select 1 from public.fiscal_settings s where s.enabled) then
    insert into public.invoices (order_id) values (new.id) on conflict (order_id) do nothing;
  elsif new.status in ('refunded', 'charged_back') then
    -- Never issued: nothing to cancel at the provider.
    update public.invoices i set status = 'cancelled', cancelled_at = now(), updated_at = now()
     where i.order_id = new.id and i.status in ('queued', 'failed');
    update public.invoices i
       set status = 'cancel_requested', next_attempt_at = now(), attempts = 0, updated_at = now()
     where i.order_id = new.id and i.status in ('processing', 'issued');
  end if;
  return new;
end;
$function$;
revoke execute on function private.on_order_status_for_invoice() from public;

-- public.get_fiscal_settings()
CREATE OR REPLACE FUNCTION public.get_fiscal_settings()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_admin    uuid := private.require_admin();
  v_settings public.fiscal_settings;
begin
  select * into v_settings from public.fiscal_settings s where s.id;
  if not found then
    return null;
  end if;
  return to_jsonb(v_settings) - 'id' - 'updated_by';
end;
$function$;
revoke execute on function public.get_fiscal_settings() from anon, public;
grant execute on function public.get_fiscal_settings() to authenticated, service_role;

-- public.save_fiscal_settings(p_settings jsonb)
CREATE OR REPLACE FUNCTION public.save_fiscal_settings(p_settings jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_admin uuid := private.require_admin();
begin
  p_settings := private.json_argument(p_settings);
  if p_settings is null or jsonb_typeof(p_settings) <> 'object' then
    perform private.raise_api_error('invalid_fiscal_settings');
  end if;
  insert into public.fiscal_settings as s (
    id, enabled, cnpj, legal_name, municipal_registration, municipality_code, tax_regime, service_code,
    city_tax_code, iss_rate, service_description, requires_taker_address, updated_at, updated_by
  )
  values (
    true,
    coalesce((p_settings ->> 'enabled')::boolean, false),
    pg_catalog.regexp_replace(coalesce(p_settings ->> 'cnpj', ''), '[^0-9]', '', 'g'),
    btrim(coalesce(p_settings ->> 'legal_name', '')),
    btrim(coalesce(p_settings ->> 'municipal_registration', '')),
    btrim(coalesce(p_settings ->> 'municipality_code', '')),
    p_settings ->> 'tax_regime',
    btrim(coalesce(p_settings ->> 'service_code', '')),
    nullif(btrim(coalesce(p_settings ->> 'city_tax_code', '')), ''),
    (p_settings ->> 'iss_rate')::numeric,
    btrim(coalesce(p_settings ->> 'service_description', '')),
    coalesce((p_settings ->> 'requires_taker_address')::boolean, false),
    now(),
    v_admin
  )
  on conflict (id) do update set
    enabled = excluded.enabled, cnpj = excluded.cnpj, legal_name = excluded.legal_name,
    municipal_registration = excluded.municipal_registration, municipality_code = excluded.municipality_code,
    tax_regime = excluded.tax_regime, service_code = excluded.service_code, city_tax_code = excluded.city_tax_code,
    iss_rate = excluded.iss_rate, service_description = excluded.service_description,
    requires_taker_address = excluded.requires_taker_address, updated_at = excluded.updated_at,
    updated_by = excluded.updated_by;
  return public.get_fiscal_settings();
end;
$function$;
revoke execute on function public.save_fiscal_settings(jsonb) from anon, public;
grant execute on function public.save_fiscal_settings(jsonb) to authenticated, service_role;
comment on function public.save_fiscal_settings(jsonb) is 'The school''s fiscal settings (CNPJ, inscrição municipal, município, regime, service code, ISS rate, description), checked by the table''s constraints. Administrators only.';

-- public.claim_invoice_work(p_limit integer, p_order_id uuid)
CREATE OR REPLACE FUNCTION public.claim_invoice_work(p_limit integer DEFAULT 20, p_order_id uuid DEFAULT NULL::uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_now      timestamptz := now();
  v_settings public.fiscal_settings;
  v_work     jsonb;
begin
  select * into v_settings from public.fiscal_settings s where s.id;
  -- Taken for a few minutes: a parallel run (the webhook and the schedule) skips it.
  with due as (
    select i.id from public.invoices i
    where i.status in ('queued', 'processing', 'cancel_requested')
      and i.next_attempt_at <= v_now
      and (i.claimed_until is null or i.claimed_until < v_now)
      and (p_order_id is null or i.order_id = p_order_id)
    order by i.next_attempt_at
    limit least(greatest(coalesce(p_limit, 20), 1), 100)
    for update skip locked
  ), claimed as (
    update public.invoices i set claimed_until = v_now + interval '5 minutes'
      from due where i.id = due.id
    returning i.*
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'invoice_id', c.id,
           'action', case c.status when 'queued' then 'issue' when 'processing' then 'poll' else 'cancel' end,
           'reference', c.order_id,
           'attempts', c.attempts,
           'issued_at', coalesce(o.paid_at, o.created_at),
           'amount', o.amount,
           'description', v_settings.service_description || ' — ' || o.product_title,
           'taker', jsonb_build_object(
             'name', coalesce(org.legal_name, o.buyer_name, p.full_name, 'Consumidor'),
             'email', coalesce(o.buyer_email, p.email),
             'cpf', case when o.buyer_cnpj is null then o.buyer_cpf end,
             'cnpj', o.buyer_cnpj,
             'address', case when p.address_street is not null and o.buyer_cnpj is null then jsonb_build_object(
               'street', p.address_street, 'number', p.address_number, 'city', p.address_city,
               'state', upper(p.address_state), 'postal_code', pg_catalog.regexp_replace(p.address_zipcode, '[^0-9]', '', 'g')
             ) end
           )
         ) order by c.next_attempt_at), '[]'::jsonb)
    into v_work
  from claimed c
  join public.orders o on o.id = c.order_id
  left join public.profiles p on p.id = o.user_id
  left join public.organisations org on org.id = o.organisation_id;

  return jsonb_build_object(
    'settings', case when v_settings.id is null then null
                     else to_jsonb(v_settings) - 'id' - 'updated_by' - 'updated_at' end,
    'work', v_work
  );
end;
$function$;
revoke execute on function public.claim_invoice_work(integer,uuid) from anon, authenticated, public;
grant execute on function public.claim_invoice_work(integer,uuid) to service_role;
comment on function public.claim_invoice_work(integer,uuid) is 'The invoice work due now (issue, poll, cancel), claimed for 5 minutes, with the settings and each order''s taker. Service role only (issue-invoices, payment-webhook, refund-order).';

-- public.record_invoice_result(p_invoice_id uuid, p_result jsonb)
CREATE OR REPLACE FUNCTION public.record_invoice_result(p_invoice_id uuid, p_result jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_invoice public.invoices;
  v_status  text;
begin
  p_result := private.json_argument(p_result);
  v_status := p_result ->> 'status';
  select * into v_invoice from public.invoices i where i.id = p_invoice_id for update;
  if not found then
    perform private.raise_api_error('invoice_not_found');
  end if;
  if v_status = 'unavailable' then
    -- The provider is down: the same work again later, 1, 2, 4 … minutes, at most 6 hours apart.
    update public.invoices i
       set attempts = i.attempts + 1,
           next_attempt_at = now() + least(interval '6 hours', interval '1 minute' * power(2, least(i.attempts, 12))),
           claimed_until = null, updated_at = now()
     where i.id = p_invoice_id
    returning * into v_invoice;
  elsif v_status = 'failed' and v_invoice.status = 'cancel_requested' then
    -- The provider refused to cancel an issued nota (past the municipality's deadline, its system
    -- refusing): it is still to be cancelled, with the reason kept for 'Vendas', tried again with
    -- the same backoff (docs/fiscal-provider.md → Cancelling).
    update public.invoices i
       set failure_reason = left(p_result ->> 'failure_reason', 1000),
           provider = coalesce(p_result ->> 'provider', i.provider),
           attempts = i.attempts + 1,
           next_attempt_at = now() + least(interval '6 hours', interval '1 minute' * power(2, least(i.attempts, 12))),
           claimed_until = null, updated_at = now()
     where i.id = p_invoice_id
    returning * into v_invoice;
  elsif v_status in ('processing', 'issued', 'failed', 'cancelled') then
    -- A nota the provider issued while a refund asked to cancel it stays to be cancelled.
    if v_invoice.status = 'cancel_requested' and v_status in ('processing', 'issued') then
      v_status := 'cancel_requested';
    end if;
    update public.invoices i
       set status = v_status,
           provider = coalesce(p_result ->> 'provider', i.provider),
           number = coalesce(p_result ->> 'number', i.number),
           verification_code = coalesce(p_result ->> 'verification_code', i.verification_code),
           pdf_url = coalesce(p_result ->> 'pdf_url', i.pdf_url),
           xml_url = coalesce(p_result ->> 'xml_url', i.xml_url),
           failure_reason = case when v_status = 'failed' then left(p_result ->> 'failure_reason', 1000) end,
           issued_at = case when v_status = 'issued' then coalesce(i.issued_at, now()) else i.issued_at end,
           cancelled_at = case when v_status = 'cancelled' then coalesce(i.cancelled_at, now()) else i.cancelled_at end,
           attempts = case when v_status = 'processing' then i.attempts + 1 else 0 end,
           -- Still processing: read it again in a minute.
           next_attempt_at = case when v_status in ('processing', 'cancel_requested') then now() + interval '1 minute' else i.next_attempt_at end,
           claimed_until = null,
           updated_at = now()
     where i.id = p_invoice_id
    returning * into v_invoice;
  else
    perform private.raise_api_error('invalid_invoice_result');
  end if;
  return private.invoice_json(v_invoice);
end;
$function$;
revoke execute on function public.record_invoice_result(uuid,jsonb) from anon, authenticated, public;
grant execute on function public.record_invoice_result(uuid,jsonb) to service_role;
comment on function public.record_invoice_result(uuid,jsonb) is 'What the NFS-e provider answered for one invoice (status, number, links, reason), or that it was down (backoff); a refused cancellation stays to be cancelled, with its reason, under the same backoff. Service role only.';

-- public.retry_invoice(p_order_id uuid)
CREATE OR REPLACE FUNCTION public.retry_invoice(p_order_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_admin   uuid := private.require_admin();
  v_invoice public.invoices;
begin
  update public.invoices i
     set status = 'queued', failure_reason = null, attempts = 0, next_attempt_at = now(), updated_at = now()
   where i.order_id = p_order_id and i.status = 'failed'
  returning * into v_invoice;
  if not found then
    perform private.raise_api_error('invoice_not_failed');
  end if;
  return private.invoice_json(v_invoice);
end;
$function$;
revoke execute on function public.retry_invoice(uuid) from anon, public;
grant execute on function public.retry_invoice(uuid) to authenticated, service_role;
comment on function public.retry_invoice(uuid) is 'A nota the provider refused is issued again (after the fiscal settings were corrected). Administrators only.';

-- ================================================================================================
-- Triggers
-- ================================================================================================

CREATE TRIGGER orders_invoice AFTER UPDATE OF status ON public.orders FOR EACH ROW EXECUTE FUNCTION private.on_order_status_for_invoice();

CREATE TRIGGER orders_invoice_paid_insert AFTER INSERT ON public.orders FOR EACH ROW WHEN ((new.status = 'paid'::text)) EXECUTE FUNCTION private.on_order_status_for_invoice();

-- ================================================================================================
-- Policies
-- ================================================================================================

create policy "Administrators can read the fiscal settings" on public.fiscal_settings
  for select to authenticated
  using (( SELECT private.is_admin() AS is_admin));

create policy "Buyers and administrators can read invoices" on public.invoices
  for select to authenticated
  using (((EXISTS ( SELECT 1
   FROM public.orders o
  WHERE ((o.id = invoices.order_id) AND (o.user_id = ( SELECT auth.uid() AS uid))))) OR ( SELECT private.is_admin() AS is_admin)));

-- ================================================================================================
-- Grants
-- ================================================================================================

-- public.fiscal_settings
revoke all on table public.fiscal_settings from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.fiscal_settings from authenticated;

-- public.invoices
revoke all on table public.invoices from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.invoices from authenticated;
