-- An order the buyer left without paying: pending, and no payment reached us for it (a Pix or a
-- boleto generated at the provider is recorded by record_payment_started, so waiting for its
-- compensation is not "abandoned"). docs/payments.md → Abandoned orders.
create or replace function private.order_abandoned(p_order public.orders)
returns boolean
language sql
stable
set search_path = ''
as $$
  select p_order.status = 'pending' and p_order.provider_payment_id is null
         and not private.is_renewal_order(p_order.id);
$$;

-- The provider's "payment created" of a Pix or boleto still waiting: the order remembers that a
-- payment exists (its id), nothing else changes. Service role only (payment-webhook).
create or replace function public.record_payment_started(p_provider text, p_order_id uuid, p_provider_payment_id text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke execute on function public.record_payment_started(text, uuid, text) from public, anon, authenticated;
grant execute on function public.record_payment_started(text, uuid, text) to service_role;
comment on function public.record_payment_started(text, uuid, text) is
  'A pending payment (Pix, boleto) exists at the provider for this order. Service role only. docs/payments.md.';

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
    'abandoned', private.order_abandoned(p_order),
    'refund_guarantee_until', case when private.order_guarantee_until(p_order) > now()
                                   then private.order_guarantee_until(p_order) end,
    'can_request_refund', coalesce(private.order_guarantee_until(p_order) > now(), false)
  );
$$;

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
    'abandoned', private.order_abandoned(p_order),
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
