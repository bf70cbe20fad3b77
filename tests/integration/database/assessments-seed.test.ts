// The demo bank of the AWS course in supabase/seed.sql: 64 questions over the exam's four domains,
// each with an explanation and a lesson second inside the lesson, some 'escolha 2', a quiz for each
// module and a simulado the bank supports; the course's certificate requirements stay off.
import { describe, expect, it } from 'vitest';
import { signIn, sql } from '../../support/stack';

const AWS = 'c0000000-0000-4000-8000-000000000001';

describe('seeded assessments of the AWS course', () => {
  it('64 questions over 4 domains weighing 100 %, 13 of them escolha 2, answers not always the same letter', async () => {
    const domains = await sql<{ name: string; weight_percent: number; questions: number }[]>`
      select d.name, d.weight_percent, count(q.id)::int as questions
      from public.exam_domains d left join public.assessment_questions q on q.domain_id = d.id
      where d.course_id = ${AWS} group by d.id order by d.weight_percent desc`;
    expect(domains).toEqual([
      { name: 'Tecnologia e serviços de nuvem', weight_percent: 34, questions: 20 },
      { name: 'Segurança e conformidade', weight_percent: 30, questions: 18 },
      { name: 'Conceitos de nuvem', weight_percent: 24, questions: 16 },
      { name: 'Cobrança, preços e suporte', weight_percent: 12, questions: 10 },
    ]);
    const [kinds] = await sql<{ single: number; multiple: number; positions: number }[]>`
      select count(*) filter (where q.kind = 'single')::int as single,
             count(*) filter (where q.kind = 'multiple')::int as multiple,
             (select count(distinct o.position)::int from public.assessment_options o
              join public.assessment_questions q2 on q2.id = o.question_id
              where q2.course_id = ${AWS} and o.is_correct and q2.kind = 'single') as positions
      from public.assessment_questions q where q.course_id = ${AWS}`;
    expect(kinds).toEqual({ single: 51, multiple: 13, positions: 4 });
  });

  it('every question has an explanation and a lesson of the course with a second inside the lesson', async () => {
    const bad = await sql`
      select q.prompt from public.assessment_questions q
      left join public.lessons l on l.id = q.lesson_id and l.course_id = q.course_id
      where q.course_id = ${AWS}
        and (l.id is null or q.lesson_second is null or q.lesson_second > l.duration_minutes * 60
             or q.module_id is distinct from (
               select m.id from public.course_modules m
               where m.id = q.module_id and m.course_id = ${AWS}))`;
    expect(bad).toEqual([]);
  });

  it('each module has a quiz of 5 and the published simulado (30 questions, 42 min, 700) draws 7/9/10/4', async () => {
    const quizzes = await sql<{ available: boolean }[]>`
      select private.module_quiz_available(m.id) as available
      from public.course_modules m where m.course_id = ${AWS} order by m.order_index`;
    expect(quizzes).toEqual([{ available: true }, { available: true }, { available: true }]);
    const seats = await sql<{ name: string; seats: number; available: number }[]>`
      select s.name, s.seats, s.available from private.practice_exam_seats(${AWS}, 30) s order by s.name`;
    expect(seats).toEqual([
      { name: 'Cobrança, preços e suporte', seats: 4, available: 10 },
      { name: 'Conceitos de nuvem', seats: 7, available: 16 },
      { name: 'Segurança e conformidade', seats: 9, available: 18 },
      { name: 'Tecnologia e serviços de nuvem', seats: 10, available: 20 },
    ]);
    const [exam] = await sql`
      select question_count, time_limit_minutes, pass_score, published,
             private.practice_exam_problem(course_id, question_count) as problem
      from public.practice_exams where course_id = ${AWS}`;
    expect(exam).toEqual({
      question_count: 30,
      time_limit_minutes: 42,
      pass_score: 700,
      published: true,
      problem: null,
    });
  });

  it('the demo student sees the quizzes and the simulado, and nothing is required for the certificate', async () => {
    const aluno = await signIn('aluno@trilhacloud.dev', 'Aluno@12345');
    const { data, error } = await aluno.rpc('get_course_assessments', { p_course_id: AWS });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      requirements: { quizzes: false, practice_exam: false, watching: false },
      practice_exam: { available: true, question_count: 30, time_limit_minutes: 42, pass_score: 700 },
      missing: [],
    });
    expect((data as unknown as { modules: { has_quiz: boolean }[] }).modules.map((m) => m.has_quiz)).toEqual([
      true,
      true,
      true,
    ]);
  });
});
