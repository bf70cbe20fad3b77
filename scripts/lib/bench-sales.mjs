// The selling part of `npm run bench` (scripts/bench-db.mjs; alone with `-- --sales`): 10 000 buyers,
// 20 000 orders over a year (every status, Pix/boleto/card), 5 000 subscriptions (every status), then
// EXPLAIN ANALYZE of the back office's 'Vendas' page (list_sales: a page, a status filter, searches)
// and the revenue report (get_revenue_report), each ≤ 10 ms, plus the buyer's hot paths for
// information. Prints figures; not a test.

const ADMIN = '0a000000-0000-4000-8000-0000000000af';
const BUYERS = 10_000;
const ORDERS = 20_000;
const SUBSCRIPTIONS = 5_000;
const PAGE_SIZE = 25;

const FIRST_NAMES = [
  'Ana',
  'João',
  'Maria',
  'José',
  'Antônio',
  'Francisca',
  'Carlos',
  'Paulo',
  'Luíza',
  'Márcia',
];
const SURNAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
];

async function seedSales(sql, step) {
  const done = step(
    `sales: ${BUYERS.toLocaleString('en')} buyers, ${ORDERS.toLocaleString('en')} orders, ${SUBSCRIPTIONS.toLocaleString('en')} subscriptions`,
  );
  await sql`
    insert into auth.users (id, email, raw_user_meta_data)
    select gen_random_uuid(),
           private.normalize_search_text(first || '.' || last) || '.compra' || n || '@exemplo.com.br',
           jsonb_build_object('full_name', first || ' ' || last, 'terms_version', private.current_terms_version())
    from generate_series(1, ${BUYERS}::integer) as n,
         lateral (select (${FIRST_NAMES}::text[])[1 + n % ${FIRST_NAMES.length}] as first,
                         (${SURNAMES}::text[])[1 + (n / ${FIRST_NAMES.length}) % ${SURNAMES.length}] as last) as names`;
  await sql`
    insert into auth.users (id, email, raw_user_meta_data)
    values (${ADMIN}, 'admin.vendas@bench.dev', jsonb_build_object('terms_version', private.current_terms_version()))`;
  await sql`update public.user_roles set role = 'administrador' where user_id = ${ADMIN}`;

  // Twenty paid courses (half also in the plans), three plans, one e-book.
  await sql`
    insert into public.courses (slug, title, price, learning_points, is_active)
    select 'curso-venda-' || n,
           (array['AWS Solutions Architect', 'Azure Fundamentals', 'Kubernetes na prática', 'Terraform do zero',
                  'IA generativa na AWS', 'Docker para equipes', 'Pipelines de CI/CD', 'Redes na nuvem',
                  'Segurança e IAM', 'Azure DevOps', 'Google Cloud Associate', 'Linux para a nuvem',
                  'Observabilidade', 'Serverless com Lambda', 'Bancos de dados gerenciados', 'FinOps',
                  'Python para automação', 'Ansible', 'Machine Learning Ops', 'Arquitetura de microsserviços'])[n],
           97 + n * 10, array['Um', 'Dois', 'Três', 'Quatro', 'Cinco'], true
    from generate_series(1, 20) as n`;
  await sql`
    insert into public.course_modules (course_id, title, order_index)
    select id, 'Módulo', 1 from public.courses where slug like 'curso-venda-%'`;
  await sql`
    insert into public.lessons (module_id, title, video_url, duration_minutes, order_index)
    select m.id, 'Aula ' || l, 'https://www.youtube.com/watch?v=aircAruvnKk', 10, l
    from public.course_modules m join public.courses c on c.id = m.course_id
    cross join generate_series(1, 3) as l
    where c.slug like 'curso-venda-%'`;
  await sql`
    update public.courses
       set access_model = case when substring(slug from '[0-9]+$')::int % 2 = 0 then 'paid_or_plans' else 'paid' end
     where slug like 'curso-venda-%'`;
  await sql`
    insert into public.pricing_plans (name, price, cta, cta_link, amount, billing_interval)
    values ('Essencial', 'R$ 29,90/mês', 'Assinar', 'https://example.com', 29.90, 'month'),
           ('Profissional', 'R$ 49,90/mês', 'Assinar', 'https://example.com', 49.90, 'month'),
           ('Anual', 'R$ 479,00/ano', 'Assinar', 'https://example.com', 479.00, 'year')`;
  await sql`
    insert into public.plan_courses (plan_id, course_id)
    select p.id, c.id from public.pricing_plans p cross join public.courses c
    where p.amount is not null and c.access_model = 'paid_or_plans'`;
  await sql`
    insert into public.books (title, author, topics, benefits, price, file_path)
    values ('Guia da nuvem', 'Autora', array['Nuvem'], array['Aprender'], 59.90, 'livros/guia-da-nuvem.pdf')`;

  await sql.begin(async (tx) => {
    await tx`
      create temporary table bench_buyers on commit drop as
      select p.id, p.full_name, p.email, row_number() over (order by p.id) as n
      from public.profiles p where p.email like '%.compra%'`;
    await tx`
      create temporary table bench_products on commit drop as
      select 'course' as kind, id, title, price as amount, row_number() over (order by id) - 1 as n
      from public.courses where slug like 'curso-venda-%'
      union all
      select 'book', id, title, price, 20 from public.books where file_path is not null`;
    // Subscriptions: 60 % active, 10 % past due, 15 % canceled, 15 % expired.
    await tx`
      insert into public.subscriptions (user_id, plan_id, plan_name, amount, billing_interval, status, provider,
                                        provider_subscription_id, started_at, current_period_end,
                                        cancel_at_period_end, grace_until, canceled_at, created_at)
      select b.id, p.id, p.name, p.amount, p.billing_interval, s.status, 'mercado-pago', 'sub-' || b.n,
             s.started, s.started + ceil(extract(epoch from now() - s.started) / 2592000 + 0.01) * interval '30 days',
             s.status in ('canceled', 'expired'),
             case when s.status = 'past_due' then now() + interval '2 days' end,
             case when s.status in ('canceled', 'expired') then now() - (b.n % 60) * interval '1 day' end,
             s.started
      from bench_buyers b
      join (select id, name, amount, billing_interval, row_number() over (order by name) - 1 as n
            from public.pricing_plans where amount is not null) p on p.n = b.n % 3
      cross join lateral (select now() - (b.n % 365) * interval '1 day' as started,
                                 case when b.n % 20 < 12 then 'active' when b.n % 20 < 14 then 'past_due'
                                      when b.n % 20 < 17 then 'canceled' else 'expired' end as status) s
      where b.n <= ${SUBSCRIPTIONS}`;
    await tx`update public.subscriptions set current_period_end = now() - interval '1 day' where status = 'expired'`;
    // Orders: products and plan charges over a year; 80 % paid, the rest every other status.
    await tx`
      insert into public.orders (user_id, product_kind, product_id, product_title, amount, installments, method,
                                 status, provider, provider_payment_id, subscription_id, buyer_name, buyer_email,
                                 buyer_cpf, created_at, paid_at, refunded_at)
      select b.id,
             case when o.n % 4 = 0 then 'plan' else pr.kind end,
             case when o.n % 4 = 0 then s.plan_id else pr.id end,
             case when o.n % 4 = 0 then s.plan_name else pr.title end,
             a.amount,
             case when o.n % 3 = 2 then private.max_installments(a.amount) - o.n % private.max_installments(a.amount) else 1 end,
             (array['pix', 'boleto', 'card'])[1 + o.n % 3],
             st.status, 'mercado-pago', 'pay-' || o.n,
             case when o.n % 4 = 0 then s.id end,
             b.full_name, b.email, '52998224725',
             t.at, case when st.status in ('paid', 'refunded', 'charged_back') then t.at + interval '5 minutes' end,
             case when st.status in ('refunded', 'charged_back') then t.at + interval '3 days' end
      from generate_series(1, ${ORDERS}::integer) as o(n)
      cross join lateral (select now() - (o.n % 365) * interval '1 day' - (o.n % 24) * interval '1 hour' as at) as t
      -- Plan charges go to subscribers (the first SUBSCRIPTIONS buyers).
      join bench_buyers b on b.n = 1 + (o.n * 7) % (case when o.n % 4 = 0 then ${SUBSCRIPTIONS}::integer else ${BUYERS}::integer end)
      join bench_products pr on pr.n = o.n % 21
      left join lateral (select * from public.subscriptions x where x.user_id = b.id limit 1) s on true
      cross join lateral (select case when o.n % 4 = 0 then s.amount else pr.amount end as amount) as a
      cross join lateral (select case when o.n % 20 < 16 then 'paid' when o.n % 20 = 16 then 'pending'
                                      when o.n % 20 = 17 then 'refunded' when o.n % 20 = 18 then 'expired'
                                      when o.n % 41 = 0 then 'charged_back' else 'failed' end as status) st
      `;
    await tx`
      insert into public.order_events (order_id, status, occurred_at)
      select id, 'pending', created_at from public.orders`;
    await tx`
      insert into public.entitlements (user_id, course_id, book_id, source, order_id, created_at, revoked_at, revoke_reason)
      select o.user_id, case when o.product_kind = 'course' then o.product_id end,
             case when o.product_kind = 'book' then o.product_id end, 'order', o.id, o.paid_at,
             o.refunded_at, case when o.refunded_at is not null then o.status end
      from public.orders o where o.product_kind in ('course', 'book') and o.paid_at is not null`;
  });
  await sql`vacuum analyze public.orders, public.order_events, public.subscriptions, public.entitlements, public.profiles`;
  const [counts] = await sql`select
    (select count(*) from public.orders) as orders,
    (select count(*) from public.subscriptions) as subscriptions,
    (select count(*) from public.entitlements) as entitlements`;
  done();
  console.log(
    'sales rows:',
    Object.entries(counts)
      .map(([table, n]) => `${table} ${Number(n).toLocaleString('en')}`)
      .join(', '),
  );
  const [buyer] = await sql`
    select o.user_id, o.product_id from public.orders o
    where o.product_kind = 'course' and o.status = 'paid' order by o.created_at desc limit 1`;
  const [stranger] = await sql`
    select p.id from public.profiles p
    where p.email like '%.compra%' and not exists (select 1 from public.orders o where o.user_id = p.id) limit 1`;
  const [pending] =
    await sql`select id, amount from public.orders where status = 'pending' order by created_at desc limit 1`;
  const [forSale] = await sql`select id from public.courses where slug = 'curso-venda-3'`;
  return { buyer, stranger, pending, forSale };
}

export async function salesBench(sql, { measure, step, explain, describePlan }) {
  const { buyer, stranger, pending, forSale } = await seedSales(sql, step);
  const admin = (name, budget, call) => ({
    name,
    budget,
    role: 'authenticated',
    userId: ADMIN,
    query: `select public.${call}`,
  });
  const cases = [
    admin("'Vendas': first page, total included (list_sales)", 10, `list_sales(null, null, 1, ${PAGE_SIZE})`),
    admin("'Vendas': status refunded, first page", 10, `list_sales(null, 'refunded', 1, ${PAGE_SIZE})`),
    admin("'Vendas': search 'maria souza'", 10, `list_sales('maria souza', null, 1, ${PAGE_SIZE})`),
    admin("'Vendas': search an e-mail", 10, `list_sales('ana.silva.compra10@', null, 1, ${PAGE_SIZE})`),
    admin(
      "'Vendas': search a product + status paid",
      10,
      `list_sales('kubernetes', 'paid', 1, ${PAGE_SIZE})`,
    ),
    admin(
      "'Vendas': a word in most orders' names ('silva')",
      null,
      `list_sales('silva', null, 1, ${PAGE_SIZE})`,
    ),
    admin("'Vendas': last page", null, `list_sales(null, null, 100000, ${PAGE_SIZE})`),
    admin("'Relatórios': revenue report, last 30 days (get_revenue_report)", 10, 'get_revenue_report()'),
    admin(
      "'Relatórios': revenue report, last 90 days",
      10,
      `get_revenue_report((now() - interval '89 days')::date, now()::date)`,
    ),
    admin(
      "'Relatórios': revenue report, a whole year",
      null,
      `get_revenue_report((now() - interval '365 days')::date, now()::date)`,
    ),
    admin("'Vendas': CSV export of the paid orders (export_sales)", null, "export_sales(null, 'paid')"),
    {
      name: 'buyer: lessons of a bought course through the table (RLS)',
      budget: 5,
      role: 'authenticated',
      userId: buyer.user_id,
      query: `select id, video_url from public.lessons where course_id = '${buyer.product_id}'`,
    },
    {
      name: 'buyer: Minhas compras, first page (list_my_orders)',
      budget: 10,
      role: 'authenticated',
      userId: buyer.user_id,
      query: 'select public.list_my_orders(1)',
    },
    {
      name: 'start_order for a course (write, rolled back)',
      budget: null,
      role: 'authenticated',
      userId: stranger.id,
      query: `select public.start_order('course', '${forSale.id}', 'card', 12, '52998224725')`,
    },
    {
      name: 'apply_payment_event paid (service role, write, rolled back)',
      budget: null,
      role: 'service_role',
      query: `select public.apply_payment_event('mercado-pago', 'bench-evt', '${pending.id}', 'bench-pay', 'paid',
                ${pending.amount}, now(), '{}')`,
    },
  ];
  const rows = [];
  for (const benchCase of cases) {
    const { median, plan } = await measure(sql, benchCase);
    if (explain) console.log(`\n${benchCase.name}\n${describePlan(plan.Plan)}`);
    rows.push({
      query: benchCase.name,
      'ms (median)': median.toFixed(2),
      budget: benchCase.budget === null ? '—' : `≤ ${benchCase.budget} ms`,
      verdict: benchCase.budget === null ? 'info' : median > benchCase.budget ? 'OVER' : 'OK',
    });
  }
  console.log(
    `\nSales (${ORDERS.toLocaleString('en')} orders, ${SUBSCRIPTIONS.toLocaleString('en')} subscriptions)`,
  );
  console.table(rows);
  return rows.some((row) => row.verdict === 'OVER');
}
