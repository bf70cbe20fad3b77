// Fixtures for the Empresas suites (docs/companies.md): an organisation with its gestor, members
// and seat blocks, written as superuser (creating an organisation and selling seats have their own
// functions and tests).
import { randomUUID } from 'node:crypto';
import { withCnpjCheckDigits } from '@/rules/cnpj';
import { createUser, sql, type TestUser } from '../../support/stack';

/** A valid CNPJ (check digits right) made from 12 random digits. */
export function randomCnpj(): string {
  return withCnpjCheckDigits(Array.from({ length: 12 }, () => Math.floor(Math.random() * 10)).join(''));
}

/** A fresh e-mail domain, so that a domain link's tests never see another test's people. */
export function uniqueDomain(): string {
  return `empresa-${randomUUID().slice(0, 8)}.com.br`;
}

export interface OrganisationFixture {
  organisationId: string;
  domain: string;
  gestor: TestUser;
}

export async function createOrganisation(
  options: { domain?: string | null } = {},
): Promise<OrganisationFixture> {
  const domain = options.domain === undefined ? uniqueDomain() : options.domain;
  const gestor = await createUser({ fullName: 'Gestora de Teste' });
  const [row] = await sql<{ id: string }[]>`
    insert into public.organisations (cnpj, legal_name, billing_email, address_line, city, state, postal_code, email_domain, created_by)
    values (${randomCnpj()}, ${`Empresa ${randomUUID().slice(0, 6)} Ltda`}, 'financeiro@example.com',
            'Rua das Nuvens, 100', 'São Paulo', 'SP', '01310100', ${domain}, ${gestor.userId})
    returning id`;
  await addMember(row!.id, gestor.userId, 'gestor');
  return { organisationId: row!.id, domain: domain ?? '', gestor };
}

export async function addMember(
  organisationId: string,
  userId: string,
  role: 'gestor' | 'membro' = 'membro',
) {
  await sql`insert into public.organisation_members (organisation_id, user_id, role) values (${organisationId}, ${userId}, ${role})`;
}

/** A seat block of a product, open now unless a period is given. */
export async function createSeatBlock(
  organisationId: string,
  product: { kind: 'plan' | 'track' | 'course'; id: string },
  options: { seats?: number; start?: string; end?: string } = {},
): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into public.organisation_seats (organisation_id, product_kind, product_id, product_title, seat_count, period_start, period_end)
    values (${organisationId}, ${product.kind}, ${product.id}, 'Produto de teste', ${options.seats ?? 10},
            ${options.start ?? sql`now() - interval '1 day'`}, ${options.end ?? sql`now() + interval '12 months'`})
    returning id`;
  return row!.id;
}

export async function giveSeatDirectly(seatBlockId: string, organisationId: string, userId: string) {
  await sql`insert into public.seat_holders (seat_block_id, organisation_id, user_id) values (${seatBlockId}, ${organisationId}, ${userId})`;
}

export async function holders(seatBlockId: string): Promise<number> {
  const [row] = await sql<{ count: number }[]>`
    select count(*)::integer as count from public.seat_holders where seat_block_id = ${seatBlockId}`;
  return row!.count;
}

export async function invitationCount(organisationId: string): Promise<number> {
  const [row] = await sql<{ count: number }[]>`
    select count(*)::integer as count from public.organisation_invitations where organisation_id = ${organisationId}`;
  return row!.count;
}
