-- =============================================================================
-- Trilha Cloud — 'Baixar meus dados' lists what the person bought and what it opened
-- =============================================================================
-- export_my_data's group compras (docs/payments.md, "Personal data"): the orders with the
-- fiscal snapshot, the subscriptions, and every course or book access an order or an
-- administrator gave, revoked ones included.
-- =============================================================================

create or replace function private.my_data_purchases(p_user uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'pedidos', coalesce((
      select jsonb_agg(jsonb_build_object(
               'pedido_id', o.id,
               'produto', o.product_title,
               'tipo', o.product_kind,
               'valor', o.amount,
               'parcelas', o.installments,
               'forma_de_pagamento', o.method,
               'status', o.status,
               'nome', o.buyer_name,
               'email', o.buyer_email,
               'cpf', o.buyer_cpf,
               'criado_em', o.created_at,
               'pago_em', o.paid_at,
               'estornado_em', o.refunded_at
             ) order by o.created_at, o.id)
      from public.orders o where o.user_id = p_user
    ), '[]'::jsonb),
    'assinaturas', coalesce((
      select jsonb_agg(jsonb_build_object(
               'plano', s.plan_name,
               'valor', s.amount,
               'periodicidade', s.billing_interval,
               'status', s.status,
               'iniciada_em', s.started_at,
               'fim_do_periodo', s.current_period_end,
               'cancelada_em', s.canceled_at
             ) order by s.created_at, s.id)
      from public.subscriptions s where s.user_id = p_user
    ), '[]'::jsonb),
    'acessos', coalesce((
      select jsonb_agg(jsonb_build_object(
               'curso_id', en.course_id,
               'livro_id', en.book_id,
               'origem', en.source,
               'pedido_id', en.order_id,
               'liberado_em', en.created_at,
               'revogado_em', en.revoked_at
             ) order by en.created_at, en.id)
      from public.entitlements en where en.user_id = p_user
    ), '[]'::jsonb)
  );
$$;

revoke all on function private.my_data_purchases(uuid) from public, anon, authenticated;
