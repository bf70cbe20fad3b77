-- =============================================================================
-- Trilha Cloud — the receipt names its buyer
-- =============================================================================
-- A receipt names who bought and who sold (docs/payments-ui.md, "The receipt"). The seller is
-- the company in src/config/legal.ts; the buyer is the name and CPF the order recorded at
-- checkout (orders.buyer_name, orders.buyer_cpf: the fiscal record, not the profile's current
-- name), which get_order does not answer. This reads them for the order's own buyer or an
-- administrador, exactly as get_order decides who may read the order.
-- =============================================================================

create function public.get_order_receipt(p_order_id uuid)
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
  return jsonb_build_object(
    'order_id', v_order.id,
    'buyer_name', v_order.buyer_name,
    'buyer_cpf', v_order.buyer_cpf,
    'anonymized', v_order.anonymized_at is not null
  );
end;
$$;

comment on function public.get_order_receipt(uuid) is
  'The buyer an order recorded at checkout (name, CPF) for its receipt: the order''s buyer or an administrador; order_not_found otherwise.';

revoke all on function public.get_order_receipt(uuid) from public, anon, authenticated;
grant execute on function public.get_order_receipt(uuid) to authenticated, service_role;
