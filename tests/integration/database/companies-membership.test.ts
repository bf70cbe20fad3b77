// Empresas: membership, seats held, invitations and access through a seat (docs/companies.md).
// Every call and table is tried by whom it refuses and by whom it serves.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { anonClient, createUser, sql, type TestUser } from '../../support/stack';
import { enrol, expectError } from './fixtures';
import {
  addMember,
  createOrganisation,
  createSeatBlock,
  giveSeatDirectly,
  holders,
  invitationCount,
} from './companies-fixtures';
import { createPaidCourse, createPlan, hasAccess } from './payments-fixtures';
import { createTrack } from './tracks-fixtures';

interface Page<Row> {
  total: number;
  page: number;
  page_size: number;
  rows: Row[];
}
interface PersonRow {
  user_id: string;
  email: string;
  role: string;
  seats: { seat_block_id: string }[];
}
interface InvitationRow {
  id: string;
  email: string | null;
  status: string;
}
interface Invited {
  invitations: { id: string; email: string; token: string }[];
}

async function memberUser(domain: string, name = 'pessoa') {
  return createUser({ email: `${name}-${randomUUID().slice(0, 8)}@${domain}` });
}

async function invite(gestor: TestUser, organisationId: string, emails: string[], seatBlockId?: string) {
  const result = await gestor.client.rpc('invite_members', {
    p_organisation_id: organisationId,
    p_emails: emails,
    ...(seatBlockId ? { p_seat_block_id: seatBlockId } : {}),
  });
  expect(result.error).toBeNull();
  return (result.data as unknown as Invited).invitations;
}

describe('reading the organisation: tables and lists', () => {
  it('denied: the gestor of A reads nothing of B; a membro reads only their own row; a visitor nothing', async () => {
    const a = await createOrganisation();
    const b = await createOrganisation();
    const member = await memberUser(a.domain);
    await addMember(a.organisationId, member.userId);
    const block = await createSeatBlock(a.organisationId, {
      kind: 'course',
      id: (await createPaidCourse()).courseId,
    });
    await giveSeatDirectly(block, a.organisationId, member.userId);

    const people = await a.gestor.client.rpc('list_organisation_people', {
      p_organisation_id: b.organisationId,
    });
    expectError(people, '42501', 'not_organisation_manager');
    const invitations = await a.gestor.client.rpc('list_organisation_invitations', {
      p_organisation_id: b.organisationId,
    });
    expectError(invitations, '42501', 'not_organisation_manager');
    const seats = await a.gestor.client.rpc('list_organisation_seats', {
      p_organisation_id: b.organisationId,
    });
    expectError(seats, '42501', 'not_organisation_manager');
    const bRows = await a.gestor.client
      .from('organisation_members')
      .select('user_id')
      .eq('organisation_id', b.organisationId);
    expect(bRows.data).toEqual([]);
    const bOrg = await a.gestor.client.from('organisations').select('id').eq('id', b.organisationId);
    expect(bOrg.data).toEqual([]);

    expectError(
      await member.client.rpc('list_organisation_people', { p_organisation_id: a.organisationId }),
      '42501',
      'not_organisation_manager',
    );
    const team = await member.client
      .from('organisation_members')
      .select('user_id')
      .eq('organisation_id', a.organisationId);
    expect(team.data).toEqual([{ user_id: member.userId }]);
    const blocks = await member.client.from('organisation_seats').select('id');
    expect(blocks.data).toEqual([]);
    const seatRows = await member.client.from('seat_holders').select('user_id').eq('seat_block_id', block);
    expect(seatRows.data).toEqual([{ user_id: member.userId }]);
    const invitationRows = await a.gestor.client.from('organisation_invitations').select('id');
    expect(invitationRows.error?.code === '42501' || (invitationRows.data ?? []).length === 0).toBe(true);

    const visitor = anonClient();
    expect((await visitor.from('organisations').select('id')).data ?? []).toEqual([]);
    expect((await visitor.rpc('list_my_organisations')).error).not.toBeNull();
  });

  it('allowed: the gestor reads the members (paged, searched, counted), seats and blocks; members their own organisations', async () => {
    const org = await createOrganisation();
    const ana = await createUser({
      fullName: 'Ana Júlia Souza',
      email: `ana-${randomUUID().slice(0, 6)}@${org.domain}`,
    });
    const bruno = await createUser({
      fullName: 'Bruno Lima',
      email: `bruno-${randomUUID().slice(0, 6)}@${org.domain}`,
    });
    await addMember(org.organisationId, ana.userId);
    await addMember(org.organisationId, bruno.userId);
    const block = await createSeatBlock(
      org.organisationId,
      { kind: 'course', id: (await createPaidCourse()).courseId },
      { seats: 5 },
    );
    await giveSeatDirectly(block, org.organisationId, ana.userId);

    const all = await org.gestor.client.rpc('list_organisation_people', {
      p_organisation_id: org.organisationId,
      p_page_size: 2,
    });
    expect(all.error).toBeNull();
    const page = all.data as unknown as Page<PersonRow>;
    expect(page).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(page.rows).toHaveLength(2);
    expect(page.rows[0]).toMatchObject({ user_id: org.gestor.userId, role: 'gestor' });

    const searched = await org.gestor.client.rpc('list_organisation_people', {
      p_organisation_id: org.organisationId,
      p_search: 'julia',
    });
    const found = searched.data as unknown as Page<PersonRow>;
    expect(found.total).toBe(1);
    expect(found.rows[0]).toMatchObject({
      user_id: ana.userId,
      role: 'membro',
      seats: [{ seat_block_id: block }],
    });

    const seats = await org.gestor.client.rpc('list_organisation_seats', {
      p_organisation_id: org.organisationId,
    });
    expect(seats.data).toMatchObject([{ seat_block_id: block, seat_count: 5, used: 1, open: true }]);
    const tableRows = await org.gestor.client
      .from('organisation_members')
      .select('user_id')
      .eq('organisation_id', org.organisationId);
    expect(tableRows.data).toHaveLength(3);
    expect((await org.gestor.client.from('organisation_seats').select('id')).data).toEqual([{ id: block }]);

    const mine = await ana.client.rpc('list_my_organisations');
    expect(mine.data).toMatchObject([
      {
        organisation_id: org.organisationId,
        role: 'membro',
        seats: [{ seat_block_id: block, product_title: 'Produto de teste' }],
      },
    ]);
    expect((await ana.client.from('organisations').select('id')).data).toEqual([{ id: org.organisationId }]);
  });

  it('update_organisation: denied to a membro and to another organisation’s gestor; allowed to its gestor', async () => {
    const org = await createOrganisation();
    const other = await createOrganisation();
    const member = await memberUser(org.domain);
    await addMember(org.organisationId, member.userId);
    const args = {
      p_organisation_id: org.organisationId,
      p_legal_name: 'Nova Razão Social Ltda',
      p_billing_email: 'Contas@Exemplo.com.br',
      p_address_line: 'Avenida Brasil, 10',
      p_city: 'Rio de Janeiro',
      p_state: 'rj',
      p_postal_code: '20040-002',
      p_email_domain: 'exemplo.com.br',
    };
    expectError(await member.client.rpc('update_organisation', args), '42501', 'not_organisation_manager');
    expectError(
      await other.gestor.client.rpc('update_organisation', args),
      '42501',
      'not_organisation_manager',
    );
    const updated = await org.gestor.client.rpc('update_organisation', args);
    expect(updated.error).toBeNull();
    expect(updated.data).toMatchObject({
      legal_name: 'Nova Razão Social Ltda',
      billing_email: 'contas@exemplo.com.br',
      state: 'RJ',
      postal_code: '20040002',
      email_domain: 'exemplo.com.br',
    });
  });
});

describe('invitations by e-mail', () => {
  it('denied: a membro and another organisation’s gestor cannot invite, list or revoke', async () => {
    const org = await createOrganisation();
    const other = await createOrganisation();
    const member = await memberUser(org.domain);
    await addMember(org.organisationId, member.userId);
    const args = { p_organisation_id: org.organisationId, p_emails: ['nova@example.com'] };
    expectError(await member.client.rpc('invite_members', args), '42501', 'not_organisation_manager');
    expectError(await other.gestor.client.rpc('invite_members', args), '42501', 'not_organisation_manager');
    expect(await invitationCount(org.organisationId)).toBe(0);

    const [created] = await invite(org.gestor, org.organisationId, ['nova@example.com']);
    expectError(
      await other.gestor.client.rpc('revoke_invitation', { p_invitation_id: created!.id }),
      'P0001',
      'invitation_not_found',
    );
    expectError(
      await member.client.rpc('revoke_invitation', { p_invitation_id: created!.id }),
      'P0001',
      'invitation_not_found',
    );
    const [row] = await sql<{ revoked_at: Date | null }[]>`
      select revoked_at from public.organisation_invitations where id = ${created!.id}`;
    expect(row!.revoked_at).toBeNull();
  });

  it('CSV all or nothing: every bad row is named and nothing is created; the fixed list creates all, tokens hashed', async () => {
    const org = await createOrganisation();
    const member = await createUser();
    await addMember(org.organisationId, member.userId);
    await invite(org.gestor, org.organisationId, ['ja.convidada@example.com']);
    const before = await invitationCount(org.organisationId);

    const bad = await org.gestor.client.rpc('invite_members', {
      p_organisation_id: org.organisationId,
      p_emails: [
        'boa@example.com',
        'sem-arroba',
        'Boa@Example.com',
        member.email,
        'ja.convidada@example.com',
      ],
    });
    expectError(bad, 'P0001', 'invitation_rows_invalid');
    expect(JSON.parse(bad.error!.details)).toEqual({
      rows: [
        { row: 2, email: 'sem-arroba', code: 'invalid_email' },
        { row: 3, email: 'boa@example.com', code: 'duplicate_email' },
        { row: 4, email: member.email.toLowerCase(), code: 'already_member' },
        { row: 5, email: 'ja.convidada@example.com', code: 'already_invited' },
      ],
    });
    expect(await invitationCount(org.organisationId)).toBe(before);

    const created = await invite(org.gestor, org.organisationId, [
      'um@example.com',
      ' Dois@Example.com ',
      'tres@example.com',
    ]);
    expect(created.map((invitation) => invitation.email)).toEqual([
      'um@example.com',
      'dois@example.com',
      'tres@example.com',
    ]);
    for (const invitation of created) expect(invitation.token).toMatch(/^[0-9a-f]{64}$/);
    const stored = await sql<{ token_hash: Buffer }[]>`
      select token_hash from public.organisation_invitations where id = ${created[0]!.id}`;
    const { createHash } = await import('node:crypto');
    expect(stored[0]!.token_hash.equals(createHash('sha256').update(created[0]!.token).digest())).toBe(true);

    const listed = await org.gestor.client.rpc('list_organisation_invitations', {
      p_organisation_id: org.organisationId,
      p_status: 'pending',
    });
    expect((listed.data as unknown as Page<InvitationRow>).total).toBe(4);
    expect(JSON.stringify(listed.data)).not.toContain(created[0]!.token);
  });

  it('refuses an empty list and more than 500 e-mails', async () => {
    const org = await createOrganisation();
    expectError(
      await org.gestor.client.rpc('invite_members', { p_organisation_id: org.organisationId, p_emails: [] }),
      'P0001',
      'invitation_emails_required',
    );
    const many = Array.from({ length: 501 }, (_, index) => `p${index}@example.com`);
    expectError(
      await org.gestor.client.rpc('invite_members', {
        p_organisation_id: org.organisationId,
        p_emails: many,
      }),
      'P0001',
      'too_many_invitations',
    );
  });

  it('invitations and holders never exceed the block’s free seats (no_seats_left rows)', async () => {
    const org = await createOrganisation();
    const member = await createUser();
    await addMember(org.organisationId, member.userId);
    const block = await createSeatBlock(
      org.organisationId,
      { kind: 'course', id: (await createPaidCourse()).courseId },
      { seats: 3 },
    );
    await giveSeatDirectly(block, org.organisationId, member.userId);
    await invite(org.gestor, org.organisationId, ['a@example.com'], block);

    const over = await org.gestor.client.rpc('invite_members', {
      p_organisation_id: org.organisationId,
      p_emails: ['b@example.com', 'c@example.com'],
      p_seat_block_id: block,
    });
    expectError(over, 'P0001', 'invitation_rows_invalid');
    expect(JSON.parse(over.error!.details)).toEqual({
      rows: [{ row: 2, email: 'c@example.com', code: 'no_seats_left' }],
    });
    expect(await invite(org.gestor, org.organisationId, ['b@example.com'], block)).toHaveLength(1);
  });

  it('get_invitation tells a visitor the company, the product and the masked e-mail only', async () => {
    const org = await createOrganisation();
    const block = await createSeatBlock(org.organisationId, {
      kind: 'course',
      id: (await createPaidCourse()).courseId,
    });
    const [created] = await invite(org.gestor, org.organisationId, ['ana.silva@empresa.com.br'], block);
    const shown = await anonClient().rpc('get_invitation', { p_token: created!.token });
    expect(shown.error).toBeNull();
    expect(Object.keys(shown.data as object).sort()).toEqual([
      'email_domain',
      'email_masked',
      'expires_at',
      'kind',
      'legal_name',
      'product_title',
      'status',
    ]);
    expect(shown.data).toMatchObject({
      kind: 'email',
      status: 'pending',
      email_masked: 'a***@empresa.com.br',
      email_domain: null,
      product_title: 'Produto de teste',
    });
    expectError(
      await anonClient().rpc('get_invitation', { p_token: 'f'.repeat(64) }),
      'P0001',
      'invitation_not_found',
    );
  });

  it('accepting: another e-mail, expired, revoked and accepted are refused; the invited person joins with the seat', async () => {
    const org = await createOrganisation();
    const block = await createSeatBlock(org.organisationId, {
      kind: 'course',
      id: (await createPaidCourse()).courseId,
    });
    const invited = await memberUser(org.domain, 'convidada');
    const stranger = await memberUser(org.domain, 'outra');
    const [forInvited, expiring, revoked] = await invite(
      org.gestor,
      org.organisationId,
      [invited.email, `expira-${randomUUID().slice(0, 6)}@example.com`, stranger.email],
      block,
    );

    expectError(
      await stranger.client.rpc('accept_invitation', { p_token: forInvited!.token }),
      'P0001',
      'invitation_email_mismatch',
    );
    expectError(await anonClient().rpc('accept_invitation', { p_token: forInvited!.token }), '42501');

    await sql`update public.organisation_invitations set expires_at = created_at - interval '1 day', created_at = created_at - interval '15 days'
              where id = ${expiring!.id}`;
    expectError(
      await invited.client.rpc('accept_invitation', { p_token: expiring!.token }),
      'P0001',
      'invitation_expired',
    );
    expect((await anonClient().rpc('get_invitation', { p_token: expiring!.token })).data).toMatchObject({
      status: 'expired',
    });

    expect(
      (await org.gestor.client.rpc('revoke_invitation', { p_invitation_id: revoked!.id })).error,
    ).toBeNull();
    expectError(
      await stranger.client.rpc('accept_invitation', { p_token: revoked!.token }),
      'P0001',
      'invitation_revoked',
    );
    expect((await anonClient().rpc('get_invitation', { p_token: revoked!.token })).data).toMatchObject({
      status: 'revoked',
    });
    expect(await holders(block)).toBe(0);

    const accepted = await invited.client.rpc('accept_invitation', { p_token: forInvited!.token });
    expect(accepted.error).toBeNull();
    expect(accepted.data).toMatchObject({ organisation_id: org.organisationId, already_accepted: false });
    const again = await invited.client.rpc('accept_invitation', { p_token: forInvited!.token });
    expect(again.data).toMatchObject({ already_accepted: true });
    expectError(
      await stranger.client.rpc('accept_invitation', { p_token: forInvited!.token }),
      'P0001',
      'invitation_accepted',
    );
    expect(await holders(block)).toBe(1);
    const [membership] = await sql<{ role: string }[]>`
      select role from public.organisation_members where organisation_id = ${org.organisationId} and user_id = ${invited.userId}`;
    expect(membership!.role).toBe('membro');
    const statuses = await org.gestor.client.rpc('list_organisation_invitations', {
      p_organisation_id: org.organisationId,
    });
    expect((statuses.data as unknown as Page<InvitationRow>).rows.map((row) => row.status).sort()).toEqual([
      'accepted',
      'expired',
      'revoked',
    ]);
  });
});

describe('the domain link', () => {
  it('denied: without a domain, to a membro; a person of another domain cannot accept', async () => {
    const noDomain = await createOrganisation({ domain: null });
    expectError(
      await noDomain.gestor.client.rpc('create_invitation_link', {
        p_organisation_id: noDomain.organisationId,
      }),
      'P0001',
      'organisation_domain_required',
    );
    const org = await createOrganisation();
    const member = await memberUser(org.domain);
    await addMember(org.organisationId, member.userId);
    expectError(
      await member.client.rpc('create_invitation_link', { p_organisation_id: org.organisationId }),
      '42501',
      'not_organisation_manager',
    );
    const link = await org.gestor.client.rpc('create_invitation_link', {
      p_organisation_id: org.organisationId,
    });
    const token = (link.data as unknown as { token: string }).token;
    const outsider = await createUser();
    expectError(
      await outsider.client.rpc('accept_invitation', { p_token: token }),
      'P0001',
      'invitation_domain_mismatch',
    );
    const lookalike = await createUser({ email: `x-${randomUUID().slice(0, 6)}@sub.${org.domain}` });
    expectError(
      await lookalike.client.rpc('accept_invitation', { p_token: token }),
      'P0001',
      'invitation_domain_mismatch',
    );
  });

  it('allowed: a new link revokes the previous one; people of the domain join', async () => {
    const org = await createOrganisation();
    const first = await org.gestor.client.rpc('create_invitation_link', {
      p_organisation_id: org.organisationId,
    });
    const second = await org.gestor.client.rpc('create_invitation_link', {
      p_organisation_id: org.organisationId,
    });
    const firstToken = (first.data as unknown as { token: string }).token;
    const secondToken = (second.data as unknown as { token: string }).token;
    expect(second.data).toMatchObject({ email_domain: org.domain });
    expect((await anonClient().rpc('get_invitation', { p_token: firstToken })).data).toMatchObject({
      status: 'revoked',
    });
    expect((await anonClient().rpc('get_invitation', { p_token: secondToken })).data).toMatchObject({
      kind: 'domain_link',
      status: 'pending',
      email_domain: org.domain,
      email_masked: null,
    });
    const person = await memberUser(org.domain);
    expectError(
      await person.client.rpc('accept_invitation', { p_token: firstToken }),
      'P0001',
      'invitation_revoked',
    );
    expect((await person.client.rpc('accept_invitation', { p_token: secondToken })).error).toBeNull();
    expect((await person.client.rpc('list_my_organisations')).data).toMatchObject([
      { organisation_id: org.organisationId },
    ]);
  });

  // Fifty accounts signed up one after another before the race: under the full run's load that
  // took longer than the integration project's 30 s once.
  it('50 people accept a link of a 10-seat block at once: exactly 10 get in, the others are told no_seats_left', async () => {
    const org = await createOrganisation();
    const block = await createSeatBlock(
      org.organisationId,
      { kind: 'course', id: (await createPaidCourse()).courseId },
      { seats: 10 },
    );
    const link = await org.gestor.client.rpc('create_invitation_link', {
      p_organisation_id: org.organisationId,
      p_seat_block_id: block,
    });
    const token = (link.data as unknown as { token: string }).token;
    const people: TestUser[] = [];
    for (let index = 0; index < 50; index++) people.push(await memberUser(org.domain, `p${index}`));

    const results = await Promise.all(
      people.map((person) => person.client.rpc('accept_invitation', { p_token: token })),
    );
    const accepted = results.filter((result) => result.error === null);
    const refused = results.filter((result) => result.error !== null);
    expect(accepted).toHaveLength(10);
    expect(new Set(refused.map((result) => result.error?.message))).toEqual(new Set(['no_seats_left']));
    expect(await holders(block)).toBe(10);
    const [members] = await sql<{ count: number }[]>`
      select count(*)::integer as count from public.organisation_members where organisation_id = ${org.organisationId}`;
    expect(members!.count).toBe(11);
  }, 120_000);
});

describe('managing members', () => {
  it('remove_member: denied to a membro and for the last gestor; a removed member keeps progress and certificates but loses seat access', async () => {
    const org = await createOrganisation();
    const course = await createPaidCourse();
    const block = await createSeatBlock(org.organisationId, { kind: 'course', id: course.courseId });
    const member = await memberUser(org.domain);
    await addMember(org.organisationId, member.userId);
    await giveSeatDirectly(block, org.organisationId, member.userId);
    await enrol(member.userId, course.courseId);
    await sql`insert into public.lesson_progress (user_id, lesson_id, completed) values (${member.userId}, ${course.lessonIds[0]!}, true)`;
    await sql`insert into public.certificates (user_id, course_id, title, issue_reason) values (${member.userId}, ${course.courseId}, 'Certificado', 'Emitido pelo teste')`;
    expect(await hasAccess(member, course.courseId)).toBe(true);

    expectError(
      await member.client.rpc('remove_member', {
        p_organisation_id: org.organisationId,
        p_user_id: org.gestor.userId,
      }),
      '42501',
      'not_organisation_manager',
    );
    expectError(
      await org.gestor.client.rpc('remove_member', {
        p_organisation_id: org.organisationId,
        p_user_id: org.gestor.userId,
      }),
      'P0001',
      'last_organisation_manager',
    );

    expect(
      (
        await org.gestor.client.rpc('remove_member', {
          p_organisation_id: org.organisationId,
          p_user_id: member.userId,
        })
      ).error,
    ).toBeNull();
    expect(await holders(block)).toBe(0);
    expect(await hasAccess(member, course.courseId)).toBe(false);
    const [kept] = await sql<{ enrolments: number; progress: number; certificates: number }[]>`
      select (select count(*) from public.enrollments where user_id = ${member.userId})::integer as enrolments,
             (select count(*) from public.lesson_progress where user_id = ${member.userId})::integer as progress,
             (select count(*) from public.certificates where user_id = ${member.userId})::integer as certificates`;
    expect(kept).toEqual({ enrolments: 1, progress: 1, certificates: 1 });
    expect((await member.client.rpc('list_my_organisations')).data).toEqual([]);
  });

  it('set_member_role: never zero gestores; a promoted membro manages', async () => {
    const org = await createOrganisation();
    const member = await memberUser(org.domain);
    await addMember(org.organisationId, member.userId);
    const demote = { p_organisation_id: org.organisationId, p_user_id: org.gestor.userId, p_role: 'membro' };
    expectError(
      await member.client.rpc('set_member_role', { ...demote, p_user_id: member.userId, p_role: 'gestor' }),
      '42501',
      'not_organisation_manager',
    );
    expectError(await org.gestor.client.rpc('set_member_role', demote), 'P0001', 'last_organisation_manager');
    expectError(
      await org.gestor.client.rpc('set_member_role', { ...demote, p_role: 'dono' }),
      'P0001',
      'invalid_member_role',
    );
    expect(
      (
        await org.gestor.client.rpc('set_member_role', {
          ...demote,
          p_user_id: member.userId,
          p_role: 'gestor',
        })
      ).error,
    ).toBeNull();
    expect((await org.gestor.client.rpc('set_member_role', demote)).error).toBeNull();
    expect(
      (await member.client.rpc('list_organisation_people', { p_organisation_id: org.organisationId })).error,
    ).toBeNull();
    expectError(
      await org.gestor.client.rpc('list_organisation_people', { p_organisation_id: org.organisationId }),
      '42501',
      'not_organisation_manager',
    );
  });

  it('leave_organisation: the last gestor stays while others remain; a membro leaves; a stranger is told not_organisation_member', async () => {
    const org = await createOrganisation();
    const member = await memberUser(org.domain);
    await addMember(org.organisationId, member.userId);
    const stranger = await createUser();
    expectError(
      await stranger.client.rpc('leave_organisation', { p_organisation_id: org.organisationId }),
      'P0001',
      'not_organisation_member',
    );
    expectError(
      await org.gestor.client.rpc('leave_organisation', { p_organisation_id: org.organisationId }),
      'P0001',
      'last_organisation_manager',
    );
    expect(
      (await member.client.rpc('leave_organisation', { p_organisation_id: org.organisationId })).error,
    ).toBeNull();
    expect(
      (await org.gestor.client.rpc('leave_organisation', { p_organisation_id: org.organisationId })).error,
    ).toBeNull();
  });

  it('give_seat and release_seat: a gestor only, within the block’s seats', async () => {
    const org = await createOrganisation();
    const block = await createSeatBlock(
      org.organisationId,
      { kind: 'course', id: (await createPaidCourse()).courseId },
      { seats: 1 },
    );
    const ana = await memberUser(org.domain);
    const bruno = await memberUser(org.domain);
    await addMember(org.organisationId, ana.userId);
    await addMember(org.organisationId, bruno.userId);
    const seat = (userId: string) => ({
      p_organisation_id: org.organisationId,
      p_user_id: userId,
      p_seat_block_id: block,
    });
    expectError(await ana.client.rpc('give_seat', seat(ana.userId)), '42501', 'not_organisation_manager');
    expect((await org.gestor.client.rpc('give_seat', seat(ana.userId))).error).toBeNull();
    expectError(await org.gestor.client.rpc('give_seat', seat(bruno.userId)), 'P0001', 'no_seats_left');
    expectError(await ana.client.rpc('release_seat', seat(ana.userId)), '42501', 'not_organisation_manager');
    expect((await org.gestor.client.rpc('release_seat', seat(ana.userId))).error).toBeNull();
    expectError(await org.gestor.client.rpc('release_seat', seat(ana.userId)), 'P0001', 'seat_not_held');
    expect((await org.gestor.client.rpc('give_seat', seat(bruno.userId))).error).toBeNull();
    const stranger = await createUser();
    expectError(await org.gestor.client.rpc('give_seat', seat(stranger.userId)), 'P0001', 'member_not_found');
  });
});

describe('access through a seat (private.course_open_to)', () => {
  it('a seat of a course, of a track containing it, of a plan including it opens the course; no seat does not', async () => {
    const org = await createOrganisation();
    const course = await createPaidCourse({ accessModel: 'paid_or_plans' });
    const inTrack = await createPaidCourse();
    const track = await createTrack({ courseFixtures: [inTrack], accessModel: 'paid', price: 300 });
    const inPlan = await createPaidCourse({ accessModel: 'plans' });
    const plan = await createPlan({ courseIds: [inPlan.courseId] });
    const person = await memberUser(org.domain);
    await addMember(org.organisationId, person.userId);
    for (const courseId of [course.courseId, inTrack.courseId, inPlan.courseId]) {
      expect(await hasAccess(person, courseId)).toBe(false);
    }
    await giveSeatDirectly(
      await createSeatBlock(org.organisationId, { kind: 'course', id: course.courseId }),
      org.organisationId,
      person.userId,
    );
    await giveSeatDirectly(
      await createSeatBlock(org.organisationId, { kind: 'track', id: track.trackId }),
      org.organisationId,
      person.userId,
    );
    await giveSeatDirectly(
      await createSeatBlock(org.organisationId, { kind: 'plan', id: plan }),
      org.organisationId,
      person.userId,
    );
    for (const courseId of [course.courseId, inTrack.courseId, inPlan.courseId]) {
      expect(await hasAccess(person, courseId)).toBe(true);
    }
    const otherMember = await memberUser(org.domain);
    await addMember(org.organisationId, otherMember.userId);
    expect(await hasAccess(otherMember, course.courseId)).toBe(false);
  });

  it('denied once the period ended, and before it starts', async () => {
    const org = await createOrganisation();
    const course = await createPaidCourse();
    const person = await memberUser(org.domain);
    await addMember(org.organisationId, person.userId);
    const block = await createSeatBlock(org.organisationId, { kind: 'course', id: course.courseId });
    await giveSeatDirectly(block, org.organisationId, person.userId);
    expect(await hasAccess(person, course.courseId)).toBe(true);
    await sql`update public.organisation_seats set period_start = now() - interval '13 months', period_end = now() - interval '1 month' where id = ${block}`;
    expect(await hasAccess(person, course.courseId)).toBe(false);
    await sql`update public.organisation_seats set period_start = now() + interval '1 day', period_end = now() + interval '12 months' where id = ${block}`;
    expect(await hasAccess(person, course.courseId)).toBe(false);
  });
});
