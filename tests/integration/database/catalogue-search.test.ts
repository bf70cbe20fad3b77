// The catalogue search (/courses) in the database: free text that ignores case and accents and
// stems Portuguese ('containers' finds 'contêineres'), topic and level filters, paging with the
// total, and only published courses, whoever asks. Other files add courses to the same database,
// so every search here carries a word only this file's courses contain.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, createUser, sql, type TestUser, type TypedClient } from '../../support/stack';
import { createCourse, type CourseFixture } from './fixtures';

// A made-up word (letters only, so it stays one search word) shared by this file's courses.
const marker = `zq${randomUUID()
  .replace(/[^a-f]/g, '')
  .slice(0, 10)}`;

let containers: CourseFixture;
let certification: CourseFixture;
let cloud: CourseFixture;
let inactive: CourseFixture;
let withoutLessons: CourseFixture;
let aluno: TestUser;
let admin: TestUser;

async function describeCourse(
  fixture: CourseFixture,
  fields: { title: string; description: string; topic: string | null; level: string | null },
) {
  await sql`update public.courses
            set title = ${fields.title}, description = ${fields.description},
                topic = ${fields.topic}, level = ${fields.level}
            where id = ${fixture.courseId}`;
}

beforeAll(async () => {
  [containers, certification, cloud, inactive, withoutLessons] = await Promise.all([
    createCourse(),
    createCourse(),
    createCourse(),
    createCourse({ active: false }),
    createCourse({ lessonsPerModule: [0] }),
  ]);
  await describeCourse(containers, {
    title: `Orquestração de contêineres ${marker}`,
    description: 'Contêineres com Docker e Kubernetes, passo a passo, até o cluster.',
    topic: 'devops',
    level: 'Intermediário',
  });
  await describeCourse(certification, {
    title: `Preparatório para certificação ${marker}`,
    description: 'Simulados e revisão para a prova.',
    topic: 'aws',
    level: 'Iniciante',
  });
  await describeCourse(cloud, {
    title: `Fundamentos da nuvem ${marker}`,
    description: 'Máquinas virtuais, redes e armazenamento na Microsoft Azure.',
    topic: 'azure',
    level: 'Iniciante',
  });
  // Not published: they match the words but must never be found.
  await describeCourse(inactive, {
    title: `Contêineres avançados ${marker}`,
    description: 'Curso inativo.',
    topic: 'devops',
    level: 'Avançado',
  });
  await describeCourse(withoutLessons, {
    title: `Contêineres sem aulas ${marker}`,
    description: 'Curso sem aulas.',
    topic: 'devops',
    level: 'Avançado',
  });
  [aluno, admin] = await Promise.all([createUser(), createUser({ role: 'administrador' })]);
});

type SearchArgs = {
  p_query?: string;
  p_topic?: string;
  p_level?: string;
  p_page?: number;
  p_page_size?: number;
};

async function search(args: SearchArgs, client: TypedClient = anonClient()) {
  const { data, error } = await client.rpc('search_courses', args);
  expect(error).toBeNull();
  return data ?? [];
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();
const sorted = (...fixtures: CourseFixture[]) => fixtures.map((fixture) => fixture.courseId).sort();

describe('search_courses: free text', () => {
  it("'containers' (English spelling) finds 'contêineres', and so do its other spellings", async () => {
    for (const typed of ['containers', 'container', 'contêineres', 'CONTEINERES', 'conteiner']) {
      const rows = await search({ p_query: `${typed} ${marker}` });
      expect(ids(rows), typed).toEqual(sorted(containers));
    }
  });

  it('ignores case and accents, and joins plurals to singulars without their accents', async () => {
    for (const typed of ['certificação', 'CERTIFICACAO', 'certificações', 'certificacoes']) {
      expect(ids(await search({ p_query: `${marker} ${typed}` })), typed).toEqual(sorted(certification));
    }
    for (const typed of ['nuvem', 'nuvens', 'Máquina', 'maquinas', 'rede']) {
      expect(ids(await search({ p_query: `${marker} ${typed}` })), typed).toEqual(sorted(cloud));
    }
  });

  it('matches the beginning of a word while it is being typed, and drops stop words', async () => {
    expect(ids(await search({ p_query: `${marker} kuber` }))).toEqual(sorted(containers));
    expect(ids(await search({ p_query: `${marker} fundamentos de nuvem` }))).toEqual(sorted(cloud));
    // The last word may be the start of a longer one, even a stop word ('do' → 'Docker').
    expect(ids(await search({ p_query: `${marker} do` }))).toEqual(sorted(containers));
  });

  it('requires every word', async () => {
    expect(await search({ p_query: `${marker} kubernetes azure` })).toEqual([]);
  });

  it('finds nothing for input with nothing searchable, and everything for a blank search', async () => {
    expect(await search({ p_query: '%%% !!!' })).toEqual([]);
    const all = await search({ p_query: '   ', p_page_size: 48 });
    expect(all.length).toBeGreaterThan(0);
  });

  it('puts the best match first: a word of the title before a word of the description', async () => {
    await sql`update public.courses set description = ${'Inclui um capítulo sobre certificação.'}
              where id = ${containers.courseId}`;
    try {
      const rows = await search({ p_query: `${marker} certificação` });
      expect(rows.map((row) => row.id)).toEqual([certification.courseId, containers.courseId]);
    } finally {
      await sql`update public.courses set description = ${'Contêineres com Docker e Kubernetes, passo a passo, até o cluster.'}
                where id = ${containers.courseId}`;
    }
  });

  it('returns only the public fields of the catalogue', async () => {
    const [row] = await search({ p_query: `${marker} kubernetes` });
    expect(Object.keys(row!).sort()).toEqual(
      [
        'access_model',
        'description',
        'duration',
        'id',
        'image_url',
        'lesson_count',
        'level',
        'page',
        'price',
        'public_rating',
        'review_count',
        'slug',
        'title',
        'topic',
        'total_count',
        'total_hours',
        'total_minutes',
        'total_students',
      ].sort(),
    );
  });
});

describe('search_courses: filters, count and pages', () => {
  it('filters by topic and by level (case and accents ignored), alone or with a search', async () => {
    expect(ids(await search({ p_query: marker, p_topic: 'devops' }))).toEqual(sorted(containers));
    expect(ids(await search({ p_query: marker, p_level: 'iniciante' }))).toEqual(
      sorted(certification, cloud),
    );
    expect(ids(await search({ p_query: marker, p_level: 'INTERMEDIARIO' }))).toEqual(sorted(containers));
    expect(ids(await search({ p_query: marker, p_topic: 'aws', p_level: 'Iniciante' }))).toEqual(
      sorted(certification),
    );
    expect(await search({ p_query: marker, p_topic: 'aws', p_level: 'intermediario' })).toEqual([]);
    // An unknown topic matches no course (the app only sends the four it knows).
    expect(await search({ p_query: marker, p_topic: 'gcp' })).toEqual([]);
  });

  it('without a search, a topic lists its published courses newest first', async () => {
    const rows = await search({ p_topic: 'azure', p_page_size: 48 });
    expect(rows.map((row) => row.id)).toContain(cloud.courseId);
    expect(rows.every((row) => row.topic === 'azure')).toBe(true);
    const [newest] = await sql<{ id: string }[]>`
      select id from public.courses where is_active and lesson_count > 0 and topic = 'azure'
      order by created_at desc, id limit 1`;
    expect(rows[0]!.id).toBe(newest!.id);
  });

  it('pages the matches, every row carrying the total and the page answered', async () => {
    const first = await search({ p_query: marker, p_page_size: 2 });
    const second = await search({ p_query: marker, p_page_size: 2, p_page: 2 });
    expect(first).toHaveLength(2);
    expect(second).toHaveLength(1);
    expect(first.every((row) => row.total_count === 3 && row.page === 1)).toBe(true);
    expect(second.every((row) => row.total_count === 3 && row.page === 2)).toBe(true);
    expect(ids([...first, ...second])).toEqual(sorted(containers, certification, cloud));
  });

  it('answers the last page for a page past the end, and page 1 for a page below 1', async () => {
    const past = await search({ p_query: marker, p_page_size: 2, p_page: 99 });
    expect(past.map((row) => row.page)).toEqual([2]);
    const below = await search({ p_query: marker, p_page_size: 2, p_page: -3 });
    expect(below.map((row) => row.page)).toEqual([1, 1]);
  });
});

describe('search_courses: only published courses, whoever asks', () => {
  it('never returns an inactive course or one without lessons, to a visitor, a student or an administrador', async () => {
    for (const client of [anonClient(), aluno.client, admin.client]) {
      const rows = await search({ p_query: `contêineres ${marker}` }, client);
      expect(ids(rows)).toEqual(sorted(containers));
    }
  });

  it('the same published course is found by every one of them (allowed twin)', async () => {
    for (const client of [anonClient(), aluno.client, admin.client]) {
      expect(ids(await search({ p_query: `${marker} kubernetes` }, client))).toEqual(sorted(containers));
    }
  });

  it('uses the GIN index for a search', async () => {
    const plan = await sql.begin(async (transaction) => {
      await transaction`set local enable_seqscan = off`;
      return transaction<{ 'QUERY PLAN': string }[]>`
        explain select id from public.courses
        where is_active and lesson_count > 0
          and private.course_search_document(title, description, learning_points)
              @@ private.course_search_query(${`kubernetes ${marker}`})`;
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('courses_public_search_idx');
  });
});

describe('catalogue_levels', () => {
  it('lists the levels of published courses once each, in the usual order, with the key the filter sends', async () => {
    const { data, error } = await anonClient().rpc('catalogue_levels');
    expect(error).toBeNull();
    const keys = (data ?? []).map((row) => row.level_key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.indexOf('iniciante')).toBeLessThan(keys.indexOf('intermediario'));
    expect(data).toContainEqual({ level: 'Intermediário', level_key: 'intermediario' });
    // 'Avançado' belongs only to this file's unpublished courses here: absent unless another
    // published course has it.
    const [published] = await sql<{ count: number }[]>`
      select count(*)::int as count from public.courses
      where is_active and lesson_count > 0 and private.normalize_search_text(level) = 'avancado'`;
    expect(keys.includes('avancado')).toBe(published!.count > 0);
  });
});

describe('courses.topic', () => {
  it('accepts only the four topics of the site, or none', async () => {
    await expect(sql`update public.courses set topic = 'gcp' where id = ${cloud.courseId}`).rejects.toThrow(
      /check constraint/,
    );
    await sql`update public.courses set topic = null where id = ${cloud.courseId}`;
    await sql`update public.courses set topic = 'azure' where id = ${cloud.courseId}`;
  });

  it('an administrador sets it through the API; a student cannot', async () => {
    const refused = await aluno.client
      .from('courses')
      .update({ topic: 'ia' })
      .eq('id', cloud.courseId)
      .select('id');
    expect(refused.data ?? []).toEqual([]);
    const [unchanged] = await sql<
      { topic: string }[]
    >`select topic from public.courses where id = ${cloud.courseId}`;
    expect(unchanged!.topic).toBe('azure');
    const allowed = await admin.client
      .from('courses')
      .update({ topic: 'ia' })
      .eq('id', cloud.courseId)
      .select('topic');
    expect(allowed.error).toBeNull();
    expect(allowed.data).toEqual([{ topic: 'ia' }]);
    await sql`update public.courses set topic = 'azure' where id = ${cloud.courseId}`;
  });
});
