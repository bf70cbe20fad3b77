// Empresas: assignments with due dates, their reminders, and the manager's view
// (docs/companies.md, "Assignments and the manager's view"). Organisations, members and seat
// blocks are rows inserted as the service role: the membership and sales functions have their own
// tests.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, createUser, serviceClient, sql, type TestUser } from '../../support/stack';
import { createCourse, expectDenied, expectError, type CourseFixture } from './fixtures';
import { createTrack, finishCourse, setProgress, type TrackFixture } from './tracks-fixtures';

/** A valid CNPJ (check digits computed) from 12 random digits. */
function cnpj() {
  const digits = Array.from({ length: 12 }, () => Math.floor(Math.random() * 10));
  digits[0] = 1 + Math.floor(Math.random() * 9);
  const weights = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  for (const length of [12, 13]) {
    const w = weights.slice(13 - length);
    const sum = digits.reduce((total, d, i) => total + d * w[i]!, 0);
    digits.push(sum % 11 < 2 ? 0 : 11 - (sum % 11));
  }
  return digits.join('');
}

async function createOrganisation(name: string) {
  const [row] = await sql<{ id: string }[]>`
    insert into public.organisations (cnpj, legal_name, billing_email, address_line, city, state, postal_code)
    values (${cnpj()}, ${name}, 'financeiro@empresa.com.br', 'Rua das Flores, 100', 'São Paulo', 'SP', '01001000')
    returning id`;
  return row!.id;
}

async function addMember(organisationId: string, userId: string, role: 'gestor' | 'membro' = 'membro') {
  await sql`insert into public.organisation_members (organisation_id, user_id, role) values (${organisationId}, ${userId}, ${role})`;
}

function today(offsetDays = 0) {
  return sql<{ day: string }[]>`
    select to_char(private.sao_paulo_date(now()) + ${offsetDays}::integer, 'YYYY-MM-DD') as day`.then(
    (rows) => rows[0]!.day,
  );
}

interface Page<T> {
  total: number;
  page: number;
  page_size: number;
  rows: T[];
}
interface TeamRow {
  user_id: string;
  full_name: string;
  email: string;
  last_activity_on: string | null;
  assignments: { assignment_id: string; title: string; progress: number; status: string; due_on: string }[];
}

let gestor: TestUser;
let membro: TestUser;
let other: TestUser;
let gestorB: TestUser;
let orgA: string;
let orgB: string;
let track: TrackFixture;
let course: CourseFixture;
const organisations: string[] = [];

beforeAll(async () => {
  [gestor, membro, other, gestorB] = await Promise.all([
    createUser({ fullName: 'Gestora Ana' }),
    createUser({ fullName: 'Membro Bruno' }),
    createUser({ fullName: 'Membro Carla' }),
    createUser({ fullName: 'Gestor Beto' }),
  ]);
  orgA = await createOrganisation('Empresa A Tecnologia Ltda');
  orgB = await createOrganisation('Empresa B Serviços Ltda');
  organisations.push(orgA, orgB);
  await addMember(orgA, gestor.userId, 'gestor');
  await addMember(orgA, membro.userId);
  await addMember(orgA, other.userId);
  await addMember(orgB, gestorB.userId, 'gestor');
  track = await createTrack({ courses: 2 });
  course = await createCourse({ title: 'Curso Atribuído' });
  await sql`
    insert into public.organisation_seats (organisation_id, product_kind, product_id, product_title, seat_count, period_start, period_end)
    values (${orgA}, 'track', ${track.trackId}, ${track.title}, 5, now() - interval '1 day', now() + interval '364 days')`;
  await sql`
    insert into public.seat_holders (seat_block_id, organisation_id, user_id)
    select id, ${orgA}, ${membro.userId} from public.organisation_seats where organisation_id = ${orgA}`;
}, 60_000);

afterAll(async () => {
  await sql`delete from public.organisations where id = any(${organisations})`;
});

describe('assign_to_members', () => {
  it('is for a gestor of the organisation only', async () => {
    const due = await today(10);
    const args = { p_organisation_id: orgA, p_kind: 'track', p_item_id: track.trackId, p_due_on: due };
    expectDenied(await membro.client.rpc('assign_to_members', args));
    expectDenied(await gestorB.client.rpc('assign_to_members', args));
    expect((await anonClient().rpc('assign_to_members', args)).error).not.toBeNull();
    const rows = await sql<
      { count: number }[]
    >`select count(*)::int as count from public.assignments where organisation_id = ${orgA}`;
    expect(rows[0]!.count).toBe(0);
  });

  it('refuses a past due date, an unpublished item and someone outside the organisation', async () => {
    expectError(
      await gestor.client.rpc('assign_to_members', {
        p_organisation_id: orgA,
        p_kind: 'track',
        p_item_id: track.trackId,
        p_due_on: await today(-1),
      }),
      'P0001',
      'assignment_due_in_past',
    );
    const hidden = await createTrack({ courses: 1, published: false });
    expectError(
      await gestor.client.rpc('assign_to_members', {
        p_organisation_id: orgA,
        p_kind: 'track',
        p_item_id: hidden.trackId,
        p_due_on: await today(3),
      }),
      'P0001',
      'assignment_item_unavailable',
    );
    expectError(
      await gestor.client.rpc('assign_to_members', {
        p_organisation_id: orgA,
        p_kind: 'course',
        p_item_id: course.courseId,
        p_due_on: await today(3),
        p_user_ids: [gestorB.userId],
      }),
      'P0001',
      'assignment_members_invalid',
    );
  });

  it('assigns a track to chosen members: rows, notification, the track among theirs', async () => {
    const due = await today(7);
    const { data, error } = await gestor.client.rpc('assign_to_members', {
      p_organisation_id: orgA,
      p_kind: 'track',
      p_item_id: track.trackId,
      p_due_on: due,
      p_user_ids: [membro.userId],
    });
    expect(error).toBeNull();
    const id = (data as unknown as { id: string; members: number }).id;
    expect((data as unknown as { members: number }).members).toBe(1);

    const notes = await membro.client.rpc('list_my_notifications', {});
    const mine = (
      notes.data as unknown as {
        rows: {
          kind: string;
          assignment: { id: string; title: string; due_on: string; organisation_name: string } | null;
        }[];
      }
    ).rows.find((row) => row.kind === 'assignment');
    expect(mine?.assignment).toMatchObject({
      id,
      title: track.title,
      due_on: due,
      organisation_name: 'Empresa A Tecnologia Ltda',
    });
    const follows =
      await sql`select 1 from public.track_followers where track_id = ${track.trackId} and user_id = ${membro.userId}`;
    expect(follows).toHaveLength(1);

    const my = await membro.client.rpc('list_my_assignments');
    expect(my.data).toEqual([
      expect.objectContaining({
        assignment_id: id,
        kind: 'track',
        title: track.title,
        slug: track.slug,
        due_on: due,
        progress: 0,
        status: 'on_track',
        organisation_name: 'Empresa A Tecnologia Ltda',
      }),
    ]);
    expect((await other.client.rpc('list_my_assignments')).data).toEqual([]);
  });

  it('status: on track, late, done — one rule for every read', async () => {
    const late = await createCourse({ title: 'Curso Atrasado' });
    const { data } = await gestor.client.rpc('assign_to_members', {
      p_organisation_id: orgA,
      p_kind: 'course',
      p_item_id: late.courseId,
      p_due_on: await today(0),
      p_user_ids: [other.userId],
    });
    const lateId = (data as unknown as { id: string }).id;
    // Due yesterday: late while not done.
    await sql`update public.assignments set due_on = due_on - 1 where id = ${lateId}`;
    await setProgress(other.userId, late, 40);
    const mine = (await other.client.rpc('list_my_assignments')).data as unknown as {
      status: string;
      progress: number;
    }[];
    expect(mine[0]).toMatchObject({ status: 'late', progress: 40 });

    // Track: done once both courses are completed.
    await finishCourse(membro.userId, track.courses[0]!);
    let my = (await membro.client.rpc('list_my_assignments')).data as unknown as {
      status: string;
      progress: number;
    }[];
    expect(my[0]).toMatchObject({ status: 'on_track', progress: 50 });
    await finishCourse(membro.userId, track.courses[1]!);
    my = (await membro.client.rpc('list_my_assignments')).data as unknown as {
      status: string;
      progress: number;
    }[];
    expect(my[0]).toMatchObject({ status: 'done', progress: 100 });

    const team = (await gestor.client.rpc('list_team_progress', { p_organisation_id: orgA }))
      .data as unknown as Page<TeamRow>;
    const byName = Object.fromEntries(team.rows.map((row) => [row.full_name, row]));
    expect(byName['Membro Bruno']!.assignments[0]).toMatchObject({ status: 'done', progress: 100 });
    expect(byName['Membro Carla']!.assignments[0]).toMatchObject({ status: 'late', progress: 40 });
    expect(byName['Gestora Ana']!.assignments).toEqual([]);

    const list = (await gestor.client.rpc('list_organisation_assignments', { p_organisation_id: orgA }))
      .data as unknown as Page<{ id: string; done: number; late: number; on_track: number; members: number }>;
    expect(list.total).toBe(2);
    expect(list.rows.find((row) => row.id === lateId)).toMatchObject({
      members: 1,
      late: 1,
      done: 0,
      on_track: 0,
    });

    const overview = (await gestor.client.rpc('get_organisation_overview', { p_organisation_id: orgA }))
      .data as unknown as {
      members: number;
      assignments: { done: number; late: number; on_track: number };
      seat_blocks: { used: number; available: number; seat_count: number; product_title: string }[];
    };
    expect(overview.members).toBe(3);
    expect(overview.assignments).toMatchObject({ done: 1, late: 1, on_track: 0 });
    expect(overview.seat_blocks).toEqual([
      expect.objectContaining({ product_title: track.title, seat_count: 5, used: 1, available: 4 }),
    ]);

    const filtered = (
      await gestor.client.rpc('list_team_progress', { p_organisation_id: orgA, p_status: 'late' })
    ).data as unknown as Page<TeamRow>;
    expect(filtered.rows.map((row) => row.full_name)).toEqual(['Membro Carla']);
    const searched = (
      await gestor.client.rpc('list_team_progress', { p_organisation_id: orgA, p_search: 'bruno' })
    ).data as unknown as Page<TeamRow>;
    expect(searched.total).toBe(1);
  });

  it('an everyone assignment covers a member who joins later', async () => {
    const { data, error } = await gestor.client.rpc('assign_to_members', {
      p_organisation_id: orgA,
      p_kind: 'course',
      p_item_id: course.courseId,
      p_due_on: await today(30),
    });
    expect(error).toBeNull();
    expect((data as unknown as { members: number }).members).toBe(3);
    const later = await createUser({ fullName: 'Membro Daniel' });
    await addMember(orgA, later.userId);
    const mine = (await later.client.rpc('list_my_assignments')).data as unknown as {
      assignment_id: string;
    }[];
    expect(mine.map((row) => row.assignment_id)).toEqual([(data as unknown as { id: string }).id]);
    const notes =
      await sql`select 1 from public.notifications where user_id = ${later.userId} and kind = 'assignment'`;
    expect(notes).toHaveLength(1);
    await sql`delete from public.organisation_members where organisation_id = ${orgA} and user_id = ${later.userId}`;
  });

  it('unassign is for the gestor of its organisation', async () => {
    const { data } = await gestor.client.rpc('assign_to_members', {
      p_organisation_id: orgA,
      p_kind: 'course',
      p_item_id: course.courseId,
      p_due_on: await today(5),
      p_user_ids: [other.userId],
    });
    const id = (data as unknown as { id: string }).id;
    expectDenied(await gestorB.client.rpc('unassign', { p_assignment_id: id }));
    expectDenied(await other.client.rpc('unassign', { p_assignment_id: id }));
    expect((await gestor.client.rpc('unassign', { p_assignment_id: id })).error).toBeNull();
    expect(await sql`select 1 from public.assignments where id = ${id}`).toHaveLength(0);
    expect(await sql`select 1 from public.notifications where assignment_id = ${id}`).toHaveLength(0);
  });
});

describe('the manager view is for the gestor of that organisation', () => {
  const calls = () =>
    [
      ['get_organisation_overview', { p_organisation_id: orgA }],
      ['list_team_progress', { p_organisation_id: orgA }],
      ['list_organisation_assignments', { p_organisation_id: orgA }],
      ['get_team_domain_scores', { p_organisation_id: orgA }],
      ['list_team_certificates', { p_organisation_id: orgA }],
      ['export_team_progress', { p_organisation_id: orgA }],
    ] as const;

  it('denies a gestor of another organisation, a membro and anon; allows the gestor', async () => {
    for (const [name, args] of calls()) {
      expectDenied(await gestorB.client.rpc(name, args));
      expectDenied(await membro.client.rpc(name, args));
      expect((await anonClient().rpc(name, args)).error, name).not.toBeNull();
      expect((await gestor.client.rpc(name, args)).error, name).toBeNull();
    }
  });

  it('domain scores are aggregates of the members best per domain, nothing else', async () => {
    const domains = (best: number) =>
      sql.json([{ name: 'Segurança', correct: best, total: 10, percent: best * 10 }]);
    for (const [userId, best] of [
      [membro.userId, 8],
      [membro.userId, 6],
      [other.userId, 4],
    ] as const) {
      await sql`insert into public.assessment_attempts (user_id, kind, course_id, question_ids, deadline_at, submitted_at, correct_count, question_count, score_percent, scaled_score, passed, domain_results)
                values (${userId}, 'exam', ${course.courseId}, ${[randomUUID()]}, now() + interval '1 hour', now(), 1, 1, 50, 500, false, ${domains(best)})`;
    }
    // Someone of another organisation does not count.
    await sql`insert into public.assessment_attempts (user_id, kind, course_id, question_ids, deadline_at, submitted_at, correct_count, question_count, score_percent, scaled_score, passed, domain_results)
              values (${gestorB.userId}, 'exam', ${course.courseId}, ${[randomUUID()]}, now() + interval '1 hour', now(), 1, 1, 100, 1000, true, ${domains(10)})`;
    const { data } = await gestor.client.rpc('get_team_domain_scores', { p_organisation_id: orgA });
    expect(data).toEqual([
      {
        course_id: course.courseId,
        course_title: 'Curso Atribuído',
        domain: 'Segurança',
        best_percent: 80,
        average_percent: 60,
        members: 2,
      },
    ]);
  });

  it('certificates carry their verification path; last activity is a day', async () => {
    const { data } = await gestor.client.rpc('list_team_certificates', { p_organisation_id: orgA });
    const page = data as unknown as Page<{
      full_name: string;
      code: string;
      verification_path: string;
      kind: string;
    }>;
    // Bruno finished both courses of the track (earlier test): course certificates and the track's.
    expect(page.total).toBeGreaterThanOrEqual(1);
    for (const row of page.rows) {
      expect(row.full_name).toBe('Membro Bruno');
      expect(row.verification_path).toBe(`/certificado/${row.code}`);
    }
    await sql`insert into public.study_days (user_id, day, watched_seconds) values (${other.userId}, private.sao_paulo_date(now()) - 2, 60)
              on conflict do nothing`;
    const team = (
      await gestor.client.rpc('list_team_progress', { p_organisation_id: orgA, p_search: 'carla' })
    ).data as unknown as Page<TeamRow>;
    expect(team.rows[0]!.last_activity_on).toBe(await today(-2));
    expect(Object.keys(team.rows[0]!).sort()).toEqual([
      'assignments',
      'email',
      'full_name',
      'last_activity_on',
      'role',
      'user_id',
    ]);
  });

  it('the export has a row per member and assignment', async () => {
    const { data } = await gestor.client.rpc('export_team_progress', { p_organisation_id: orgA });
    const { rows, truncated } = data as {
      rows: { full_name: string; title: string | null; status: string | null }[];
      truncated: boolean;
    };
    expect(truncated).toBe(false);
    expect(
      rows
        .filter((row) => row.full_name === 'Membro Carla')
        .map((row) => row.status)
        .sort(),
    ).toEqual(['late', 'on_track']);
    expect(rows.filter((row) => row.full_name === 'Gestora Ana')).toEqual([
      expect.objectContaining({ title: 'Curso Atribuído', status: 'on_track' }),
    ]);
  });
});

describe('reminders', () => {
  it('a week before and on the day, once each, in-app, only for who is not done', async () => {
    const reminded = await createCourse({ title: 'Curso com Lembrete' });
    const { data } = await gestor.client.rpc('assign_to_members', {
      p_organisation_id: orgA,
      p_kind: 'course',
      p_item_id: reminded.courseId,
      p_due_on: await today(7),
      p_user_ids: [membro.userId, other.userId],
    });
    const id = (data as unknown as { id: string }).id;
    await finishCourse(other.userId, reminded);

    expect((await membro.client.rpc('send_assignment_reminders', {})).error).not.toBeNull();
    const reminders = async () =>
      (
        await sql<
          { user_id: string }[]
        >`select user_id from public.notifications where assignment_id = ${id} and kind = 'assignment_reminder'`
      ).map((row) => row.user_id);

    const first = await serviceClient().rpc('send_assignment_reminders', {});
    expect(first.error).toBeNull();
    expect(await reminders()).toEqual([membro.userId]);
    await serviceClient().rpc('send_assignment_reminders', {});
    expect(await reminders()).toEqual([membro.userId]);

    const onDay = new Date(Date.now() + 7 * 86_400_000).toISOString();
    await serviceClient().rpc('send_assignment_reminders', { p_now: onDay });
    await serviceClient().rpc('send_assignment_reminders', { p_now: onDay });
    expect(await reminders()).toEqual([membro.userId, membro.userId]);
    const [row] = await sql<{ w: Date | null; d: Date | null }[]>`
      select reminded_week_before_at as w, reminded_due_at as d from public.assignment_members where assignment_id = ${id} and user_id = ${membro.userId}`;
    expect(row!.w).not.toBeNull();
    expect(row!.d).not.toBeNull();
  });
});

describe('the member own data', () => {
  it('export_my_data lists memberships and assignments', async () => {
    const { data } = await membro.client.rpc('export_my_data');
    const empresas = (
      data as unknown as {
        empresas: { participacoes: { empresa: string; papel: string }[]; atribuicoes: { titulo: string }[] };
      }
    ).empresas;
    expect(empresas.participacoes).toEqual([
      expect.objectContaining({ empresa: 'Empresa A Tecnologia Ltda', papel: 'membro' }),
    ]);
    expect(empresas.atribuicoes.map((row) => row.titulo)).toContain(track.title);
  });

  it('the weekly digest mentions the open assignments', async () => {
    await sql`insert into public.email_consents (user_id, topic, granted) values (${other.userId}, 'weekly_digest', true)
              on conflict (user_id, topic) do update set granted = true`;
    let mine: { assignments: { title: string; status: string }[] } | undefined;
    for (let round = 0; round < 50 && !mine; round++) {
      const { data } = await serviceClient().rpc('claim_weekly_digests', { p_limit: 500 });
      const claimed = data as {
        digests: { user_id: string; assignments: { title: string; status: string }[] }[];
      };
      mine = claimed.digests.find((digest) => digest.user_id === other.userId);
      if (claimed.digests.length === 0) break;
    }
    expect(mine?.assignments).toEqual(
      expect.arrayContaining([expect.objectContaining({ title: 'Curso Atrasado', status: 'late' })]),
    );
  });
});

describe('a team of 1 200', () => {
  it('is paged, searched and counted by the database', async () => {
    const big = await createOrganisation('Empresa Grande S.A.');
    organisations.push(big);
    const big_gestor = await createUser({ fullName: 'Gestora Grande' });
    await addMember(big, big_gestor.userId, 'gestor');
    const tag = `time${Date.now()}`;
    await sql`
      with people as (
        insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
        select gen_random_uuid(), 'authenticated', 'authenticated', ${tag} || '.' || lpad(n::text, 4, '0') || '@teste.trilhacloud.dev',
               jsonb_build_object('full_name', 'Pessoa ' || lpad(n::text, 4, '0'), 'terms_version', private.current_terms_version()),
               now(), now()
        from generate_series(1, 1200) n
        returning id
      )
      insert into public.organisation_members (organisation_id, user_id) select ${big}, id from people`;
    const { data, error } = await big_gestor.client.rpc('assign_to_members', {
      p_organisation_id: big,
      p_kind: 'course',
      p_item_id: course.courseId,
      p_due_on: await today(20),
    });
    expect(error).toBeNull();
    expect((data as unknown as { members: number }).members).toBe(1201);
    try {
      const page = (
        await big_gestor.client.rpc('list_team_progress', {
          p_organisation_id: big,
          p_page: 3,
          p_page_size: 100,
        })
      ).data as unknown as Page<TeamRow>;
      expect(page.total).toBe(1201);
      expect(page.page).toBe(3);
      expect(page.rows).toHaveLength(100);
      expect(page.rows[0]!.full_name).toBe('Pessoa 0200');
      const last = (
        await big_gestor.client.rpc('list_team_progress', {
          p_organisation_id: big,
          p_page: 99,
          p_page_size: 100,
        })
      ).data as unknown as Page<TeamRow>;
      expect(last.page).toBe(13);
      expect(last.rows).toHaveLength(1);
      const searched = (
        await big_gestor.client.rpc('list_team_progress', { p_organisation_id: big, p_search: 'pessoa 11' })
      ).data as unknown as Page<TeamRow>;
      expect(searched.total).toBe(100);
      const overview = (await big_gestor.client.rpc('get_organisation_overview', { p_organisation_id: big }))
        .data as unknown as { members: number; assignments: { on_track: number } };
      expect(overview).toMatchObject({ members: 1201, assignments: { on_track: 1201 } });
    } finally {
      await sql`delete from auth.users where email like ${`${tag}.%`}`;
    }
  }, 120_000);
});
