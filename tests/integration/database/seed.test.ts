// The demo data of supabase/seed.sql: a catalogue to click through and one account per role.
import { describe, expect, it } from 'vitest';
import { getVideoEmbed } from '@/utils/video';
import { anonClient, createUser, signIn, sql } from '../../support/stack';

// The local-only demo logins (also listed in the README and scripts/lib/demo-accounts.mjs).
const demoAccounts = [
  { role: 'administrador', email: 'admin@trilhacloud.dev', password: 'Admin@12345' },
  { role: 'professor', email: 'professor@trilhacloud.dev', password: 'Professor@123' },
  { role: 'aluno', email: 'aluno@trilhacloud.dev', password: 'Aluno@12345' },
];
const PUBLIC_SLUGS = ['aws', 'azure', 'devops', 'ia'];
const VIDEO_HOSTS = /^https:\/\/(www\.youtube\.com|youtu\.be|vimeo\.com|player\.vimeo\.com)\//;

describe('demo data', () => {
  it('each demo account signs in and has its role', async () => {
    for (const account of demoAccounts) {
      const client = await signIn(account.email, account.password);
      const { data: user } = await client.auth.getUser();
      const { data } = await client.from('user_roles').select('role').eq('user_id', user.user!.id).single();
      expect(data?.role).toBe(account.role);
    }
  });

  it('the Empresas demo accounts sign in: the gestor manages Nuvem Consultoria Ltda, Ana is a member; each holds a seat', async () => {
    for (const [email, password, role] of [
      ['gestor@trilhacloud.dev', 'Gestor@12345', 'gestor'],
      ['ana@nuvemconsultoria.com.br', 'Membro@12345', 'membro'],
    ] as const) {
      const client = await signIn(email, password);
      const { data: user } = await client.auth.getUser();
      const [membership] = await sql<{ legal_name: string; role: string; seats: number }[]>`
        select o.legal_name, m.role,
               (select count(*)::int from public.seat_holders h where h.user_id = m.user_id) as seats
          from public.organisation_members m join public.organisations o on o.id = m.organisation_id
         where m.user_id = ${user.user!.id}`;
      expect(membership).toEqual({
        legal_name: 'Nuvem Consultoria Ltda',
        role,
        seats: 1,
      });
    }
  });

  it('the public catalogue shows the four topics; the inactive and the empty course stay hidden', async () => {
    const { data } = await anonClient()
      .from('courses')
      .select('slug, learning_points, course_modules(lesson_count)')
      .in('slug', [...PUBLIC_SLUGS, 'google-cloud', 'terraform'])
      .order('slug');
    expect(data?.map((course) => course.slug)).toEqual(PUBLIC_SLUGS);
    for (const course of data ?? []) {
      expect(course.learning_points).toHaveLength(5);
      expect(course.course_modules.length).toBeGreaterThanOrEqual(2);
      for (const module of course.course_modules) expect(module.lesson_count).toBeGreaterThanOrEqual(2);
    }
    const hidden = await sql`select slug, is_active, lesson_count from public.courses
                             where slug in ('google-cloud', 'terraform') order by slug`;
    expect(hidden).toEqual([
      { slug: 'google-cloud', is_active: false, lesson_count: 1 },
      { slug: 'terraform', is_active: true, lesson_count: 0 },
    ]);
  });

  it('lessons point at YouTube or Vimeo', async () => {
    const lessons = await sql<{ video_url: string }[]>`
      select l.video_url from public.lessons l join public.courses c on c.id = l.course_id
      where c.slug = any(${[...PUBLIC_SLUGS, 'google-cloud']})`;
    expect(lessons.length).toBeGreaterThanOrEqual(16);
    for (const lesson of lessons) expect(lesson.video_url).toMatch(VIDEO_HOSTS);
  });

  it('no free preview lesson plays the video of a paid lesson of its course', async () => {
    const lessons = await sql<{ course: string; title: string; video_url: string; is_preview: boolean }[]>`
      select c.slug as course, l.title, l.video_url, l.is_preview
      from public.lessons l join public.courses c on c.id = l.course_id
      where c.slug = any(${[...PUBLIC_SLUGS, 'google-cloud']})`;
    const videoOf = (lesson: { course: string; video_url: string }) => {
      const embed = getVideoEmbed(lesson.video_url);
      return `${lesson.course} ${embed?.provider}:${embed?.videoId}`;
    };
    const previewVideos = new Set(lessons.filter((lesson) => lesson.is_preview).map(videoOf));
    expect(previewVideos.size).toBe(PUBLIC_SLUGS.length);
    const paidWithPreviewVideo = lessons
      .filter((lesson) => !lesson.is_preview && previewVideos.has(videoOf(lesson)))
      .map((lesson) => `${lesson.course}: ${lesson.title}`);
    expect(paidWithPreviewVideo).toEqual([]);
  });

  it('books and plans: active ones public, one inactive of each, one popular plan', async () => {
    const [counts] = await sql`select
      (select count(*)::int from public.books where author in ('Carla Menezes', 'Rafael Souza', 'Juliana Prado', 'Marcos Oliveira', 'Pedro Lima') and is_active) as active_books,
      (select count(*)::int from public.books where author = 'Pedro Lima' and not is_active) as inactive_books,
      (select count(*)::int from public.pricing_plans where name in ('Essencial', 'Profissional', 'Empresas') and is_active) as active_plans,
      (select count(*)::int from public.pricing_plans where name = 'Anual Promocional 2024' and not is_active) as inactive_plans,
      (select array_agg(name) from public.pricing_plans where is_popular and name in ('Essencial', 'Profissional', 'Empresas')) as popular`;
    expect(counts).toEqual({
      active_books: 4,
      inactive_books: 1,
      active_plans: 3,
      inactive_plans: 1,
      popular: ['Profissional'],
    });
  });

  it('two published tracks over the demo courses; the demo aluno follows the AWS one', async () => {
    const tracks = await anonClient().rpc('list_tracks');
    expect(
      (tracks.data as { slug: string; steps_count: number; access_model: string; price: number | null }[])
        .filter((track) => ['arquiteto-de-solucoes-aws', 'devops-no-azure'].includes(track.slug))
        .map((track) => [track.slug, track.steps_count, track.access_model, track.price]),
    ).toEqual([
      ['arquiteto-de-solucoes-aws', 3, 'paid_or_plans', 347],
      ['devops-no-azure', 2, 'free', null],
    ]);
    const aluno = await signIn('aluno@trilhacloud.dev', 'Aluno@12345');
    const { data } = await aluno.rpc('get_student_dashboard');
    const followed = (data as { tracks: { slug: string; steps_done: number; steps_total: number }[] }).tracks;
    expect(followed.map((track) => [track.slug, track.steps_done, track.steps_total])).toEqual([
      ['arquiteto-de-solucoes-aws', 0, 3],
    ]);
  });

  it('the demo aluno has progress in aws and an enrolment in ia; the professor teaches aws and devops', async () => {
    const aluno = await signIn('aluno@trilhacloud.dev', 'Aluno@12345');
    const { data } = await aluno.rpc('get_student_dashboard');
    const cards = (
      data as { enrollments: { course: { slug: string }; lessons_completed: number; progress: number }[] }
    ).enrollments;
    expect(cards.map((card) => [card.course.slug, card.lessons_completed, card.progress])).toEqual([
      ['ia', 1, 17],
      ['aws', 2, 29],
    ]);
    const professor = await signIn('professor@trilhacloud.dev', 'Professor@123');
    const teacher = await professor.rpc('get_teacher_dashboard');
    const slugs = (teacher.data as { courses: { slug: string }[] }).courses
      .map((course) => course.slug)
      .sort();
    expect(slugs).toEqual(['aws', 'devops']);
  });

  it('selling: aws at R$ 297,00 in the plans, the others free, the demo aluno keeps aws, an e-book for sale', async () => {
    const courses = await sql`
      select slug, access_model, price::float as price from public.courses
      where slug = any(${PUBLIC_SLUGS}) order by slug`;
    expect(courses).toEqual([
      { slug: 'aws', access_model: 'paid_or_plans', price: 297 },
      { slug: 'azure', access_model: 'free', price: expect.any(Number) },
      { slug: 'devops', access_model: 'free', price: expect.any(Number) },
      { slug: 'ia', access_model: 'free', price: expect.any(Number) },
    ]);
    const plans = await sql`
      select p.name, p.amount::float as amount, p.billing_interval,
             array(select c.slug from public.plan_courses pc join public.courses c on c.id = pc.course_id
                   where pc.plan_id = p.id) as courses
      from public.pricing_plans p
      where p.name in ('Essencial', 'Profissional', 'Empresas') order by p.order_index`;
    expect(plans).toEqual([
      { name: 'Essencial', amount: 49.9, billing_interval: 'month', courses: ['aws'] },
      { name: 'Profissional', amount: 89.9, billing_interval: 'month', courses: ['aws'] },
      { name: 'Empresas', amount: null, billing_interval: null, courses: [] },
    ]);
    const aluno = await signIn('aluno@trilhacloud.dev', 'Aluno@12345');
    const [aws] = await sql<{ id: string }[]>`select id from public.courses where slug = 'aws'`;
    expect((await aluno.rpc('has_course_access', { p_course_id: aws!.id })).data).toBe(true);
    const newcomer = await createUser();
    expect((await newcomer.client.rpc('has_course_access', { p_course_id: aws!.id })).data).toBe(false);
    // Other suites add books with files to the same stack: look at the seeded ones only.
    const books = await sql`
      select title, price::float as price, file_path from public.books
      where file_path is not null and file_path like 'demo/%'`;
    expect(books).toEqual([
      { title: 'Guia Prático da Nuvem AWS', price: 89.9, file_path: 'demo/guia-pratico-da-nuvem-aws.pdf' },
    ]);
  });

  it('the demo coupons: BEMVINDO10 on a first purchase of anything, AWS40 on the AWS course only', async () => {
    const buyer = await createUser();
    const [aws] = await sql<{ id: string }[]>`select id from public.courses where slug = 'aws'`;
    const [book] = await sql<
      { id: string }[]
    >`select id from public.books where title = 'Guia Prático da Nuvem AWS'`;
    const quote = (code: string, kind: string, id: string) =>
      buyer.client.rpc('quote_coupon', { p_code: code, p_product_kind: kind, p_product_id: id });
    expect((await quote('aws40', 'course', aws!.id)).data).toMatchObject({ amount: 178.2, discount: 118.8 });
    expect((await quote('AWS40', 'book', book!.id)).error?.message).toBe('coupon_not_for_product');
    expect((await quote('bemvindo10', 'book', book!.id)).data).toMatchObject({
      amount: 80.91,
      discount: 8.99,
    });
  });
});
