// Empresas, the back office (supabase/schemas/15_company-admin.sql, docs/companies.md): only
// administrators list, open and delete organisations and replace the seat price tiers; the list is
// paged, searched and counted by the database past the Data API's 1 000 rows; deleting an
// organisation keeps its orders as the fiscal record.
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, createUser, sql, type TestUser, type TypedClient } from '../../support/stack';
import { expectError } from './fixtures';
import { CPF_DIGITS } from './payments-fixtures';

const TAG = `empresa${randomUUID().slice(0, 8)}`;
const BULK = 1_100;

/** A valid CNPJ from its first 12 digits (the two check digits computed). */
function cnpjOf(base12: string): string {
  const check = (digits: string, weights: number[]) => {
    const sum = weights.reduce((acc, weight, i) => acc + Number(digits[i]) * weight, 0);
    return sum % 11 < 2 ? 0 : 11 - (sum % 11);
  };
  const first = check(base12, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = check(base12 + first, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base12}${first}${second}`;
}
// One root of 8 digits for this run; the branch (4 digits) numbers the organisations.
const ROOT = String(randomInt(10_000_000, 99_999_999));
const cnpjNumber = (n: number) => cnpjOf(`${ROOT}${String(n).padStart(4, '0')}`);
const formatted = (cnpj: string) =>
  `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;

let admin: TestUser;
let aluno: TestUser;
let professor: TestUser;
let gestor: TestUser;
let member: TestUser;
let organisationId: string;
let savedTiers: { min_seats: number; discount_percent: string }[];

async function insertOrganisation(n: number, name: string): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into public.organisations (cnpj, legal_name, billing_email, address_line, city, state, postal_code)
    values (${cnpjNumber(n)}, ${name}, ${`financeiro.${TAG}.${n}@empresa.com.br`}, 'Av. Paulista, 1000', 'São Paulo', 'SP', '01310100')
    returning id`;
  return row!.id;
}

beforeAll(async () => {
  [admin, aluno, professor, gestor, member] = await Promise.all([
    createUser({ role: 'administrador' }),
    createUser(),
    createUser({ role: 'professor' }),
    createUser({ fullName: 'Gestora Empresa' }),
    createUser(),
  ]);
  savedTiers = await sql`select min_seats, discount_percent from public.seat_price_tiers order by min_seats`;

  organisationId = await insertOrganisation(9_999, `Nuvem Ltda ${TAG}`);
  await sql`
    insert into public.organisation_members (organisation_id, user_id, role)
    values (${organisationId}, ${gestor.userId}, 'gestor'), (${organisationId}, ${member.userId}, 'membro')`;
  const [block] = await sql<{ id: string }[]>`
    insert into public.organisation_seats (organisation_id, product_kind, product_id, product_title, seat_count, period_start, period_end)
    values (${organisationId}, 'course', gen_random_uuid(), 'AWS Cloud Practitioner', 10, now() - interval '1 day', now() + interval '364 days')
    returning id`;
  // A closed block: its seats do not count as open ones.
  await sql`
    insert into public.organisation_seats (organisation_id, product_kind, product_id, product_title, seat_count, period_start, period_end)
    values (${organisationId}, 'course', gen_random_uuid(), 'Azure Fundamentals', 30, now() - interval '2 years', now() - interval '1 year')`;
  await sql`
    insert into public.seat_holders (seat_block_id, organisation_id, user_id)
    values (${block!.id}, ${organisationId}, ${gestor.userId}), (${block!.id}, ${organisationId}, ${member.userId})`;
  await sql`
    insert into public.orders (user_id, product_kind, product_id, product_title, amount, method, status, paid_at,
                               buyer_name, buyer_email, buyer_cpf, buyer_cnpj, organisation_id, seat_count)
    values (${gestor.userId}, 'course', gen_random_uuid(), 'AWS Cloud Practitioner', 1500.50, 'pix', 'paid', now(),
            ${`Nuvem Ltda ${TAG}`}, ${gestor.email}, ${CPF_DIGITS}, ${cnpjNumber(9_999)}, ${organisationId}, 10),
           (${gestor.userId}, 'course', gen_random_uuid(), 'AWS Cloud Practitioner', 800, 'boleto', 'paid', now(),
            ${`Nuvem Ltda ${TAG}`}, ${gestor.email}, ${CPF_DIGITS}, ${cnpjNumber(9_999)}, ${organisationId}, 5),
           (${gestor.userId}, 'course', gen_random_uuid(), 'AWS Cloud Practitioner', 300, 'pix', 'expired', null,
            ${`Nuvem Ltda ${TAG}`}, ${gestor.email}, ${CPF_DIGITS}, ${cnpjNumber(9_999)}, ${organisationId}, 2)`;

  // 1 100 organisations in one statement, one second apart (number 1 oldest).
  await sql`
    insert into public.organisations (cnpj, legal_name, billing_email, address_line, city, state, postal_code, created_at)
    select c.cnpj, 'Lote ' || ${TAG} || ' ' || c.n, 'contas.' || c.n || '@' || ${TAG} || '.com.br',
           'Rua Um, 1', 'Recife', 'PE', '50000000', now() - interval '1 day' + c.n * interval '1 second'
    from unnest(${Array.from({ length: BULK }, (_, i) => cnpjNumber(i + 1))}::text[]) with ordinality as c(cnpj, n)`;
}, 120_000);

afterAll(async () => {
  await sql`delete from public.orders where buyer_name = ${`Nuvem Ltda ${TAG}`}`;
  await sql`delete from public.organisations where cnpj like ${`${ROOT}%`}`;
  await sql.begin(async (tx) => {
    await tx`delete from public.seat_price_tiers`;
    for (const tier of savedTiers) {
      await tx`insert into public.seat_price_tiers (min_seats, discount_percent) values (${tier.min_seats}, ${tier.discount_percent})`;
    }
  });
});

interface OrganisationsPage {
  total: number;
  page: number;
  page_size: number;
  rows: {
    id: string;
    legal_name: string;
    cnpj: string;
    member_count: number;
    gestor_count: number;
    seats_used: number;
    seats_total: number;
    paid_total: number;
  }[];
}

async function listOrganisations(args: { p_search?: string; p_page?: number; p_page_size?: number }) {
  const { data, error } = await admin.client.rpc('admin_list_organisations', args);
  expect(error).toBeNull();
  return data as unknown as OrganisationsPage;
}

type Rpc = (
  name: string,
  args: object,
) => PromiseLike<{ data: unknown; error: { code: string; message: string } | null }>;

describe('the Empresas back office refuses everyone but administrators', () => {
  const calls = (): [string, object][] => [
    ['admin_list_organisations', {}],
    ['admin_get_organisation', { p_organisation_id: organisationId }],
    ['admin_list_seat_tiers', {}],
    ['admin_save_seat_tiers', { p_tiers: [{ min_seats: 1, discount_percent: 0 }] }],
    ['admin_delete_organisation', { p_organisation_id: organisationId }],
  ];

  it('denied: anon, an aluno, a professor and a gestor of the organisation', async () => {
    const before =
      await sql`select min_seats, discount_percent from public.seat_price_tiers order by min_seats`;
    for (const [who, client] of [
      ['anon', anonClient()],
      ['aluno', aluno.client],
      ['professor', professor.client],
      ['gestor', gestor.client],
    ] as [string, TypedClient][]) {
      for (const [rpc, args] of calls()) {
        const result = await (client.rpc as unknown as Rpc)(rpc, args);
        expect(result.data, `${who} ${rpc}`).toBeNull();
        expect(result.error?.code, `${who} ${rpc}`).toBe('42501');
      }
    }
    // Nothing changed: the organisation is there, the tiers are as they were.
    expect(await sql`select 1 from public.organisations where id = ${organisationId}`).toHaveLength(1);
    expect(
      await sql`select min_seats, discount_percent from public.seat_price_tiers order by min_seats`,
    ).toEqual(before);
  });

  it('denied: the organisations tables are not readable by a student; allowed: an administrator reads them', async () => {
    const { data: asStudent } = await aluno.client
      .from('organisations')
      .select('id')
      .eq('id', organisationId);
    expect(asStudent ?? []).toEqual([]);
    const { data: asAdmin, error } = await admin.client
      .from('organisations')
      .select('id')
      .eq('id', organisationId);
    expect(error).toBeNull();
    expect(asAdmin).toEqual([{ id: organisationId }]);
    const { data: holders } = await admin.client
      .from('seat_holders')
      .select('user_id')
      .eq('organisation_id', organisationId);
    expect(holders).toHaveLength(2);
  });

  it('allowed: an administrator lists, opens and reads the tiers', async () => {
    for (const [rpc, args] of calls().slice(0, 3)) {
      const result = await (admin.client.rpc as unknown as Rpc)(rpc, args);
      expect(result.error, rpc).toBeNull();
    }
  });
});

describe('admin_list_organisations', () => {
  it('counts and pages more than 1 000 organisations, newest first', async () => {
    const first = await listOrganisations({ p_search: `Lote ${TAG}`, p_page: 1, p_page_size: 48 });
    expect(first).toMatchObject({ total: BULK, page: 1, page_size: 48 });
    expect(first.rows).toHaveLength(48);
    expect(first.rows[0]?.legal_name).toBe(`Lote ${TAG} ${BULK}`);

    const page23 = await listOrganisations({ p_search: `Lote ${TAG}`, p_page: 23, p_page_size: 48 });
    expect(page23).toMatchObject({ total: BULK, page: 23 });
    expect(page23.rows).toHaveLength(BULK - 22 * 48);
    expect(page23.rows.at(-1)?.legal_name).toBe(`Lote ${TAG} 1`);

    // Past the last page: the last page.
    const beyond = await listOrganisations({ p_search: `Lote ${TAG}`, p_page: 999, p_page_size: 48 });
    expect(beyond.page).toBe(23);

    // Without a search: every organisation, counted in the same transaction as the RPC answers.
    const [row] = await sql.begin(async (tx) => {
      await tx`select set_config('request.jwt.claim.sub', ${admin.userId}, true)`;
      await tx`set local role authenticated`;
      return tx<{ total: number; answer: OrganisationsPage }[]>`
        select (select count(*)::int from public.organisations) as total,
               public.admin_list_organisations(null, 23, 48) as answer`;
    });
    expect(row!.answer.total).toBe(row!.total);
    expect(row!.total).toBeGreaterThanOrEqual(BULK + 1);
    expect(row!.answer.page).toBe(23);
  });

  it('finds one organisation by its CNPJ, digits or formatted, and by its billing e-mail', async () => {
    const cnpj = cnpjNumber(777);
    for (const search of [cnpj, formatted(cnpj), ` ${formatted(cnpj)} `]) {
      const found = await listOrganisations({ p_search: search });
      expect(found.total, search).toBe(1);
      expect(found.rows[0]).toMatchObject({ cnpj, legal_name: `Lote ${TAG} 777` });
    }
    // The root of the CNPJ (its first 8 digits) finds every branch of the run.
    expect(
      (await listOrganisations({ p_search: `${ROOT.slice(0, 2)}.${ROOT.slice(2, 5)}.${ROOT.slice(5)}` }))
        .total,
    ).toBe(BULK + 1);
    const byEmail = await listOrganisations({ p_search: `contas.777@${TAG}.com.br` });
    expect(byEmail.total).toBe(1);
    expect(byEmail.rows[0]?.cnpj).toBe(cnpj);
    expect((await listOrganisations({ p_search: './-' })).total).toBe(0);
  });

  it('gives members, gestores, open seats and the paid total, computed by the database', async () => {
    const found = await listOrganisations({ p_search: `Nuvem ${TAG}` });
    expect(found.total).toBe(1);
    expect(found.rows[0]).toMatchObject({
      id: organisationId,
      member_count: 2,
      gestor_count: 1,
      seats_used: 2,
      seats_total: 10,
      paid_total: 2300.5,
    });
  });
});

describe('admin_get_organisation', () => {
  it('gives the address, seat blocks, gestores and orders; members only as counts', async () => {
    const { data, error } = await admin.client.rpc('admin_get_organisation', {
      p_organisation_id: organisationId,
    });
    expect(error).toBeNull();
    const detail = data as unknown as {
      organisation: { city: string; postal_code: string };
      summary: { member_count: number };
      seat_blocks: { product_title: string; seat_count: number; holder_count: number; is_open: boolean }[];
      gestores: { full_name: string; email: string }[];
      orders: {
        status: string;
        amount: number;
        method: string;
        seat_count: number;
        paid_at: string | null;
      }[];
      order_count: number;
    };
    expect(detail.organisation).toMatchObject({ city: 'São Paulo', postal_code: '01310100' });
    expect(detail.summary.member_count).toBe(2);
    expect(detail.seat_blocks).toEqual([
      expect.objectContaining({
        product_title: 'AWS Cloud Practitioner',
        seat_count: 10,
        holder_count: 2,
        is_open: true,
      }),
      expect.objectContaining({
        product_title: 'Azure Fundamentals',
        seat_count: 30,
        holder_count: 0,
        is_open: false,
      }),
    ]);
    expect(detail.gestores).toEqual([
      { user_id: gestor.userId, full_name: 'Gestora Empresa', email: gestor.email },
    ]);
    expect(detail.order_count).toBe(3);
    expect(detail.orders.map((order) => order.status).sort()).toEqual(['expired', 'paid', 'paid']);
    expect(JSON.stringify(detail)).not.toContain(member.email);
  });

  it('refuses an unknown organisation', async () => {
    expectError(
      await admin.client.rpc('admin_get_organisation', { p_organisation_id: randomUUID() }),
      'P0001',
      'organisation_not_found',
    );
  });
});

describe('admin_save_seat_tiers', () => {
  const save = (tiers: unknown) => admin.client.rpc('admin_save_seat_tiers', { p_tiers: tiers as never });

  it('refuses invalid tiers with a code for each rule, and changes nothing', async () => {
    const before =
      await sql`select min_seats, discount_percent from public.seat_price_tiers order by min_seats`;
    const cases: [unknown, string][] = [
      [{ min_seats: 5 }, 'seat_tiers_invalid'],
      [[], 'seat_tiers_count'],
      [Array.from({ length: 11 }, (_, i) => ({ min_seats: i + 1, discount_percent: i })), 'seat_tiers_count'],
      [[{ min_seats: 0, discount_percent: 0 }], 'seat_tier_min_seats_invalid'],
      [[{ min_seats: 2.5, discount_percent: 0 }], 'seat_tier_min_seats_invalid'],
      [[{ min_seats: '5', discount_percent: 0 }], 'seat_tier_min_seats_invalid'],
      [[{ discount_percent: 0 }], 'seat_tier_min_seats_invalid'],
      [[{ min_seats: 10_001, discount_percent: 0 }], 'seat_tier_min_seats_invalid'],
      [[{ min_seats: 5, discount_percent: 91 }], 'seat_tier_discount_invalid'],
      [[{ min_seats: 5, discount_percent: -1 }], 'seat_tier_discount_invalid'],
      [[{ min_seats: 5, discount_percent: 10.123 }], 'seat_tier_discount_invalid'],
      [[{ min_seats: 5 }], 'seat_tier_discount_invalid'],
      [
        [
          { min_seats: 20, discount_percent: 5 },
          { min_seats: 5, discount_percent: 10 },
        ],
        'seat_tiers_not_increasing',
      ],
      [
        [
          { min_seats: 5, discount_percent: 5 },
          { min_seats: 5, discount_percent: 10 },
        ],
        'seat_tiers_not_increasing',
      ],
      [
        [
          { min_seats: 5, discount_percent: 15 },
          { min_seats: 20, discount_percent: 10 },
        ],
        'seat_tiers_discount_decreasing',
      ],
    ];
    for (const [tiers, code] of cases) {
      expectError(await save(tiers), 'P0001', code);
    }
    expect(
      await sql`select min_seats, discount_percent from public.seat_price_tiers order by min_seats`,
    ).toEqual(before);
  });

  it('replaces all tiers at once and lists them', async () => {
    const tiers = [
      { min_seats: 5, discount_percent: 10 },
      { min_seats: 20, discount_percent: 15.5 },
      { min_seats: 50, discount_percent: 15.5 },
      { min_seats: 200, discount_percent: 30 },
    ];
    const { data, error } = await save(tiers);
    expect(error).toBeNull();
    expect(
      (data as { min_seats: number; discount_percent: number }[]).map(({ min_seats, discount_percent }) => ({
        min_seats,
        discount_percent,
      })),
    ).toEqual(tiers);
    expect(
      await sql`select min_seats, discount_percent::float8 as discount_percent from public.seat_price_tiers order by min_seats`,
    ).toEqual(tiers);

    expect((await save([{ min_seats: 3, discount_percent: 0 }])).error).toBeNull();
    const { data: listed } = await admin.client.rpc('admin_list_seat_tiers');
    expect(listed).toEqual([expect.objectContaining({ min_seats: 3, discount_percent: 0 })]);
  });
});

describe('admin_delete_organisation', () => {
  it('deletes the organisation, its members, seats and holders, and keeps its orders as the fiscal record', async () => {
    const { data, error } = await admin.client.rpc('admin_delete_organisation', {
      p_organisation_id: organisationId,
    });
    expect(error).toBeNull();
    expect(data).toEqual({ deleted: true, kept_orders: 3 });

    expect(await sql`select 1 from public.organisations where id = ${organisationId}`).toHaveLength(0);
    expect(
      await sql`select 1 from public.organisation_members where organisation_id = ${organisationId}`,
    ).toHaveLength(0);
    expect(
      await sql`select 1 from public.organisation_seats where organisation_id = ${organisationId}`,
    ).toHaveLength(0);
    expect(
      await sql`select 1 from public.seat_holders where organisation_id = ${organisationId}`,
    ).toHaveLength(0);

    const orders = await sql<
      {
        organisation_id: string | null;
        buyer_cnpj: string;
        buyer_name: string;
        amount: string;
        status: string;
      }[]
    >`
      select organisation_id, buyer_cnpj, buyer_name, amount, status from public.orders
      where buyer_name = ${`Nuvem Ltda ${TAG}`} order by amount desc`;
    expect(orders).toEqual([
      {
        organisation_id: null,
        buyer_cnpj: cnpjNumber(9_999),
        buyer_name: `Nuvem Ltda ${TAG}`,
        amount: '1500.50',
        status: 'paid',
      },
      {
        organisation_id: null,
        buyer_cnpj: cnpjNumber(9_999),
        buyer_name: `Nuvem Ltda ${TAG}`,
        amount: '800.00',
        status: 'paid',
      },
      {
        organisation_id: null,
        buyer_cnpj: cnpjNumber(9_999),
        buyer_name: `Nuvem Ltda ${TAG}`,
        amount: '300.00',
        status: 'expired',
      },
    ]);
    // The people stay, with their accounts.
    expect(
      await sql`select 1 from public.profiles where id in ${sql([gestor.userId, member.userId])}`,
    ).toHaveLength(2);

    expectError(
      await admin.client.rpc('admin_delete_organisation', { p_organisation_id: organisationId }),
      'P0001',
      'organisation_not_found',
    );
  });
});
