// The back office at real size: 2 500 accounts created through SQL, more than the
// 1 000 rows the Data API returns per request, and one course with 1 500 enrolments. The admin
// list RPCs must count them all, find anyone by name or e-mail (case and accents ignored), page
// them newest first, and survive bad input; an enrolment and a student past the first thousand
// can be removed and certified. Everything here carries its own tag (in names and e-mails) and
// its own course, and is deleted afterwards, so tests running beside it see none of it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAdminUsers } from '@/features/admin-users/api/get-admin-users';
import { anonClient, createUser, sql, type TestUser } from '../../support/stack';
import { createCourse, type CourseFixture } from './fixtures';

const PEOPLE = 2_500;
const ENROLLED = 1_500;
const PAGE_SIZE = 25;
const TAG = `escala${randomUUID().slice(0, 8)}`;
const FIRST_NAMES = ['João', 'Maria', 'José', 'Ângela', 'Luíza', 'Sebastião', 'Otávio', 'Cecília'];

/** The fixture's n-th account (1 = created first, PEOPLE = created last). */
const emailOf = (n: number) => `${TAG}.${String(n).padStart(4, '0')}@teste.trilhacloud.dev`;
const nameOf = (n: number) => `${FIRST_NAMES[n % FIRST_NAMES.length]} Conceição ${TAG}`;

let admin: TestUser;
let aluno: TestUser;
let professor: TestUser;
let course: CourseFixture;
const ids = new Map<number, string>();

beforeAll(async () => {
  [admin, aluno, professor] = await Promise.all([
    createUser({ role: 'administrador' }),
    createUser(),
    createUser({ role: 'professor' }),
  ]);
  course = await createCourse({ title: `Curso da escala ${TAG}` });

  // Accounts as a bulk import would make them: straight into auth.users, the sign-up trigger
  // creating each profile and role. One second apart, the last one newest.
  const rows = await sql<{ id: string; n: number }[]>`
    with people as (
      insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
      select gen_random_uuid(), 'authenticated', 'authenticated', ${TAG} || '.' || lpad(n::text, 4, '0') || '@teste.trilhacloud.dev',
             jsonb_build_object('full_name', (${FIRST_NAMES}::text[])[1 + n % ${FIRST_NAMES.length}] || ' Conceição ' || ${TAG},
                                'terms_version', private.current_terms_version()),
             now(), now()
      from generate_series(1, ${PEOPLE}) as n
      returning id, email
    )
    select id, split_part(split_part(email, '@', 1), '.', 2)::int as n from people`;
  for (const row of rows) ids.set(row.n, row.id);
  await sql`
    update public.profiles p set created_at = now() - interval '1 day' + (split_part(split_part(p.email, '@', 1), '.', 2)::int) * interval '1 second'
    where p.email like ${`${TAG}.%`}`;
  // Number 2 teaches: the certificate screen lists alunos only, the teachers screen lists them.
  await sql`update public.user_roles set role = 'professor' where user_id = ${ids.get(2)!}`;
  // The first 1 500 enrolled in the fixture's course, oldest first.
  await sql`
    insert into public.enrollments (user_id, course_id, enrolled_at)
    select p.id, ${course.courseId}, now() - interval '1 day' + (split_part(split_part(p.email, '@', 1), '.', 2)::int) * interval '1 second'
    from public.profiles p
    where p.email like ${`${TAG}.%`} and split_part(split_part(p.email, '@', 1), '.', 2)::int <= ${ENROLLED}`;
}, 120_000);

afterAll(async () => {
  await sql`delete from public.certificates where course_id = ${course.courseId}`;
  await sql`delete from public.courses where id = ${course.courseId}`;
  await sql`delete from auth.users where email like ${`${TAG}.%`}`;
});

/**
 * Runs `query` as the administrador inside one transaction, so a count taken there and the RPC's
 * answer see the same rows even while other test files add accounts.
 */
async function asAdmin<T>(query: (tx: typeof sql) => Promise<T[]>): Promise<[T]> {
  const rows = await sql.begin(async (tx) => {
    await tx`select set_config('request.jwt.claim.sub', ${admin.userId}, true)`;
    await tx`set local role authenticated`;
    return query(tx as unknown as typeof sql);
  });
  expect(rows).toHaveLength(1);
  return rows as unknown as [T];
}

interface Page<Row> {
  total: number;
  page: number;
  page_size: number;
  rows: Row[];
}
interface Row {
  id: string;
  email?: string | null;
  student?: { id: string; email: string | null };
}

async function listUsers(search: string | null, page = 1) {
  const { data, error } = await admin.client.rpc('admin_list_users', {
    p_search: search ?? undefined,
    p_page: page,
    p_page_size: PAGE_SIZE,
  });
  expect(error).toBeNull();
  return data as unknown as Page<Row & { full_name: string | null; role: string | null }>;
}

describe('the admin lists refuse everyone but administradores', () => {
  const calls = [
    ['admin_list_users', {}],
    ['admin_list_students', {}],
    ['admin_list_certificates', {}],
    ['admin_list_teachers', {}],
    ['admin_list_course_enrollments', { p_course_id: randomUUID() }],
  ] as const;
  type Rpc = (name: string, args: object) => PromiseLike<{ data: unknown; error: { code: string } | null }>;

  it('denied: anon, aluno, professor and a deactivated administrador', async () => {
    const deactivated = await createUser({ role: 'administrador' });
    await sql`update public.profiles set is_active = false where id = ${deactivated.userId}`;
    for (const [name, client] of [
      ['anon', anonClient()],
      ['aluno', aluno.client],
      ['professor', professor.client],
      ['deactivated', deactivated.client],
    ] as const) {
      for (const [rpc, args] of calls) {
        const result = await (client.rpc as unknown as Rpc)(rpc, args);
        expect(result.data, `${name} ${rpc}`).toBeNull();
        expect(result.error?.code, `${name} ${rpc}`).toBe('42501');
      }
    }
  });

  it('allowed: an administrador gets a page of each', async () => {
    for (const [rpc, args] of calls) {
      const result = await (admin.client.rpc as unknown as Rpc)(rpc, args);
      expect(result.error, rpc).toBeNull();
      expect(Object.keys(result.data as object).sort(), rpc).toEqual(['page', 'page_size', 'rows', 'total']);
    }
  });
});

describe(`users at size: ${PEOPLE} accounts beyond the 1 000-row cap`, () => {
  it('the total is every account, counted over the whole table', async () => {
    const [{ answer, profiles }] = await asAdmin(
      (tx) => tx<
        { answer: Page<Row>; profiles: number }[]
      >`select public.admin_list_users(null, 1, ${PAGE_SIZE}) as answer,
                        (select count(*)::int from public.profiles) as profiles`,
    );
    expect(profiles).toBeGreaterThan(PEOPLE);
    expect(answer.total).toBe(profiles);
    expect(answer.rows).toHaveLength(PAGE_SIZE);
    // The fixture alone, by the word every name carries: all 2 500, newest first.
    const tagged = await listUsers(TAG);
    expect(tagged.total).toBe(PEOPLE);
    expect(tagged.rows.map((row) => row.email)).toEqual(
      Array.from({ length: PAGE_SIZE }, (_, index) => emailOf(PEOPLE - index)),
    );
  });

  it('the account created last is found by e-mail and by name, on the page its rank gives', async () => {
    const last = ids.get(PEOPLE)!;
    const byEmail = await listUsers(emailOf(PEOPLE).toUpperCase());
    expect(byEmail.total).toBe(1);
    expect(byEmail.rows[0]).toMatchObject({ id: last, full_name: nameOf(PEOPLE), role: 'aluno' });

    // Newest first across everybody: its rank among all accounts says its page.
    const [{ rank, answer }] = await asAdmin(
      (tx) => tx<{ rank: number; answer: Page<Row> }[]>`
        with ranked as (
          select p.id, row_number() over (order by p.created_at desc, p.id desc) as rank from public.profiles p
        )
        select rank::int, public.admin_list_users(null, ((rank - 1) / ${PAGE_SIZE} + 1)::int, ${PAGE_SIZE}) as answer
        from ranked where id = ${last}`,
    );
    expect(answer.page).toBe(Math.floor((rank - 1) / PAGE_SIZE) + 1);
    expect(answer.rows[(rank - 1) % PAGE_SIZE]?.id).toBe(last);

    // The first one is on the last page of the fixture's own list.
    const lastPage = await listUsers(TAG, PEOPLE / PAGE_SIZE);
    expect(lastPage.page).toBe(PEOPLE / PAGE_SIZE);
    expect(lastPage.rows.at(-1)?.email).toBe(emailOf(1));
  });

  it('case and accents are ignored: joao finds João, CONCEICAO finds Conceição', async () => {
    const joao = await listUsers(`joao ${TAG}`);
    expect(joao.total).toBe(Math.floor(PEOPLE / FIRST_NAMES.length));
    expect(new Set(joao.rows.map((row) => row.full_name))).toEqual(new Set([`João Conceição ${TAG}`]));
    expect((await listUsers(`JOÃO ${TAG.toUpperCase()}`)).total).toBe(joao.total);
    expect((await listUsers(`CONCEICAO ${TAG}`)).total).toBe(PEOPLE);
    expect((await listUsers(`angela ${TAG}`)).rows[0]?.full_name).toBe(`Ângela Conceição ${TAG}`);
    // Words are found by their beginning, in any order.
    expect((await listUsers(`${TAG.slice(0, 10)} conc`)).total).toBe(PEOPLE);
    expect((await listUsers(`${TAG} inexistente`)).total).toBe(0);
  });

  it('a pasted e-mail finds that account alone, not every address sharing its words', async () => {
    // Many test accounts are administrador-…@teste.trilhacloud.dev: the same words, another address.
    const admins = await listUsers('admin trilhacloud dev');
    expect(admins.total).toBeGreaterThan(1);
    const exact = await listUsers('Admin@TrilhaCloud.dev');
    expect(exact.rows.map((row) => row.email)).toEqual(['admin@trilhacloud.dev']);
    // Part of an address works too, wherever it sits in the e-mail.
    const part = await listUsers(`.${String(PEOPLE).padStart(4, '0')}@teste`);
    expect(part.rows.map((row) => row.email)).toEqual([emailOf(PEOPLE)]);
    expect((await listUsers(`${TAG}%@teste`)).total).toBe(0);
  });

  it('bad input neither errors nor matches everything', async () => {
    for (const search of ['%', '_', '%%', "'", '"', ',', "' or 1=1 --", '\\', '&|!:*()', 'z'.repeat(80)]) {
      const answer = await listUsers(search);
      expect(answer.total, search).toBe(0);
      expect(answer.rows, search).toEqual([]);
    }
    // Wildcards stay text inside a real search too.
    expect((await listUsers(`${TAG}%`)).total).toBe(PEOPLE);
    expect((await listUsers(`${TAG},${TAG}`)).total).toBe(PEOPLE);
    // Only blanks is an empty search box: the whole list, not an error.
    const blank = await listUsers('   ');
    expect(blank.total).toBeGreaterThan(PEOPLE);
    // A search of any length is cut, never refused.
    expect((await listUsers(`${TAG} ${'x'.repeat(5_000)}`)).total).toBe(0);
  });

  it('pages out of range land on a valid page; the page size is bounded', async () => {
    const pages = PEOPLE / PAGE_SIZE;
    for (const [asked, answered] of [
      [0, 1],
      [-3, 1],
      [pages, pages],
      [pages + 1, pages],
      [2_000_000_000, pages],
    ] as const) {
      const answer = await listUsers(TAG, asked);
      expect(answer.page, String(asked)).toBe(answered);
      expect(answer.rows, String(asked)).toHaveLength(PAGE_SIZE);
    }
    const nothing = await listUsers(`${TAG} inexistente`, 7);
    expect(nothing).toMatchObject({ total: 0, page: 1, rows: [] });
    const big = await admin.client.rpc('admin_list_users', { p_search: TAG, p_page_size: 5_000 });
    expect((big.data as unknown as Page<Row>).rows).toHaveLength(100);
    const tiny = await admin.client.rpc('admin_list_users', { p_search: TAG, p_page_size: 0 });
    expect((tiny.data as unknown as Page<Row>).rows).toHaveLength(1);
  });

  it('a page is small and parses with the schema the screen uses', async () => {
    const { data } = await admin.client.rpc('admin_list_users', { p_page_size: PAGE_SIZE });
    expect(JSON.stringify(data).length).toBeLessThan(50 * 1024);
    expect(parseAdminUsers(data).rows).toHaveLength(PAGE_SIZE);
  });
});

describe(`enrolments at size: ${ENROLLED} in one course`, () => {
  async function listEnrollments(search: string | null, page = 1) {
    const { data, error } = await admin.client.rpc('admin_list_course_enrollments', {
      p_course_id: course.courseId,
      p_search: search ?? undefined,
      p_page: page,
      p_page_size: PAGE_SIZE,
    });
    expect(error).toBeNull();
    return data as unknown as Page<Row & { student: { id: string; email: string | null } }>;
  }

  it('counts them all, newest enrolment first, and finds one past the first thousand', async () => {
    const all = await listEnrollments(null);
    expect(all.total).toBe(ENROLLED);
    expect(all.rows[0]?.student.email).toBe(emailOf(ENROLLED));
    // The first student enrolled is the 1 500th row: on the last page, and by search.
    const lastPage = await listEnrollments(null, ENROLLED / PAGE_SIZE);
    expect(lastPage.rows.at(-1)?.student.email).toBe(emailOf(1));
    const found = await listEnrollments(emailOf(1));
    expect(found.total).toBe(1);
    expect(found.rows[0]?.student).toMatchObject({ id: ids.get(1), email: emailOf(1) });
    // The course's other people (enrolled in nothing here) are not its students.
    expect((await listEnrollments(emailOf(ENROLLED + 1))).total).toBe(0);
    expect((await listEnrollments(`joao ${TAG}`)).total).toBe(Math.floor(ENROLLED / FIRST_NAMES.length));
  });

  it('an enrolment past the first thousand can be removed', async () => {
    const [enrollment] = (await listEnrollments(emailOf(1))).rows;
    const removed = await admin.client.from('enrollments').delete().eq('id', enrollment!.id).select('id');
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual([{ id: enrollment!.id }]);
    expect((await listEnrollments(emailOf(1))).total).toBe(0);
    expect((await listEnrollments(null)).total).toBe(ENROLLED - 1);
    const [counter] = await sql`select total_students from public.courses where id = ${course.courseId}`;
    expect(counter?.total_students).toBe(ENROLLED - 1);
  });

  it('an unknown course has no enrolments', async () => {
    const { data, error } = await admin.client.rpc('admin_list_course_enrollments', {
      p_course_id: randomUUID(),
    });
    expect(error).toBeNull();
    expect(data).toEqual({ total: 0, page: 1, page_size: 25, rows: [] });
  });
});

describe('certificates at size', () => {
  it('a student past the first thousand is found among alunos only and certified', async () => {
    const students = await admin.client.rpc('admin_list_students', { p_search: TAG, p_page_size: PAGE_SIZE });
    expect(students.error).toBeNull();
    // Number 2 is a professor: not a student.
    expect((students.data as unknown as Page<Row>).total).toBe(PEOPLE - 1);
    const teacherSearch = await admin.client.rpc('admin_list_students', { p_search: emailOf(2) });
    expect((teacherSearch.data as unknown as Page<Row>).total).toBe(0);

    const found = await admin.client.rpc('admin_list_students', { p_search: emailOf(3) });
    const [student] = (found.data as unknown as Page<Row & { certificates: number }>).rows;
    expect(student).toMatchObject({ id: ids.get(3), email: emailOf(3), certificates: 0 });

    const issued = await admin.client.rpc('issue_certificate', {
      p_user_id: student!.id,
      p_course_id: course.courseId,
      p_reason: 'Emitido pelo teste',
    });
    expect(issued.error).toBeNull();
    const again = await admin.client.rpc('admin_list_students', { p_search: emailOf(3) });
    expect((again.data as unknown as Page<Row & { certificates: number }>).rows[0]?.certificates).toBe(1);

    // The issued list finds it by the student and by the course title.
    for (const search of [emailOf(3), `curso da escala ${TAG}`, `ESCALA ${TAG}`]) {
      const list = await admin.client.rpc('admin_list_certificates', { p_search: search });
      expect(list.error, search).toBeNull();
      const answer = list.data as unknown as Page<Row & { title: string; verification_code: string }>;
      expect(answer.total, search).toBe(1);
      expect(answer.rows[0], search).toMatchObject({
        title: `Curso da escala ${TAG}`,
        student: { id: ids.get(3), email: emailOf(3) },
      });
      expect(answer.rows[0]?.verification_code).toMatch(/^TC-[0-9A-Z]{12}$/);
    }
    const none = await admin.client.rpc('admin_list_certificates', { p_search: '%' });
    expect((none.data as unknown as Page<Row>).total).toBe(0);
  });

  it('the teacher among them is on the teachers list, with defaults when they have no record', async () => {
    const { data, error } = await admin.client.rpc('admin_list_teachers', { p_search: `${TAG} conceicao` });
    expect(error).toBeNull();
    expect((data as unknown as Page<Row>).rows).toEqual([
      {
        id: ids.get(2),
        full_name: nameOf(2),
        email: emailOf(2),
        bio: null,
        specialization: null,
        status: null,
        courses: [],
      },
    ]);
  });
});

describe('reports at size', () => {
  it('the eight counters count the whole tables', async () => {
    const [{ report, expected }] = await asAdmin(
      (tx) => tx<
        { report: Record<string, number>; expected: Record<string, number> }[]
      >`select public.get_admin_report() as report,
        json_build_object(
          'total_users', (select count(*) from public.profiles),
          'students', (select count(*) from public.user_roles where role = 'aluno'),
          'enrollments', (select count(*) from public.enrollments)) as expected`,
    );
    expect(report.total_users).toBeGreaterThan(PEOPLE);
    expect(report).toMatchObject(expected);
  });
});
