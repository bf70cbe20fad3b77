// The companies part of `npm run bench` (scripts/bench-db.mjs; alone with `-- --companies`, on the
// main data set): one organisation of 2 000 members taken from the students (about 200 000
// lesson_progress rows between them), three 'everyone' assignments, simulado attempts with domain
// results for a quarter of them; then EXPLAIN ANALYZE of the manager's view as its gestor: a page
// of list_team_progress, a search, the overview and the domain scores, each ≤ 20 ms
// (docs/companies.md). The status filter reads every member's assignments: printed for information.

const MEMBERS = 2_000;
const BUDGET_MS = 20;
const CNPJ = '11222333000181';

export async function companyBench(sql, { measure, step, explain, describePlan }) {
  const done = step(
    `companies: ${MEMBERS.toLocaleString('en')} members, 3 assignments each, simulado domains`,
  );
  const [organisation] = await sql`
    insert into public.organisations (cnpj, legal_name, billing_email, address_line, city, state, postal_code)
    values (${CNPJ}, 'Empresa de Bancada Ltda', 'financeiro@bancada.com.br', 'Rua da Bancada, 1', 'São Paulo', 'SP', '01001000')
    returning id`;
  const members = await sql`
    select e.user_id from public.enrollments e group by e.user_id order by e.user_id limit ${MEMBERS}`;
  const ids = members.map((row) => row.user_id);
  const gestor = ids[0];
  await sql`
    insert into public.organisation_members (organisation_id, user_id, role)
    select ${organisation.id}, u, case when u = ${gestor}::uuid then 'gestor' else 'membro' end
    from unnest(${ids}::uuid[]) u`;
  const courses = await sql`
    select e.course_id, count(*) from public.enrollments e where e.user_id = any(${ids}::uuid[])
    group by e.course_id order by count(*) desc limit 3`;
  for (const [index, course] of courses.entries()) {
    const [assignment] = await sql`
      insert into public.assignments (organisation_id, course_id, due_on, everyone, created_by)
      values (${organisation.id}, ${course.course_id}, private.sao_paulo_date(now()) + ${index * 10 - 5}::integer, true, ${gestor})
      returning id`;
    await sql`
      insert into public.assignment_members (assignment_id, organisation_id, user_id)
      select ${assignment.id}, ${organisation.id}, u from unnest(${ids}::uuid[]) u`;
  }
  await sql`
    insert into public.assessment_attempts (user_id, kind, course_id, question_ids, deadline_at, submitted_at,
                                            correct_count, question_count, score_percent, scaled_score, passed, domain_results)
    select u, 'exam', ${courses[0].course_id}, array[gen_random_uuid()], now() + interval '1 hour', now(), 5, 10, 50, 550, false,
           jsonb_build_array(
             jsonb_build_object('name', 'Segurança', 'correct', n % 10, 'total', 10, 'percent', (n % 10) * 10),
             jsonb_build_object('name', 'Redes', 'correct', n % 7, 'total', 10, 'percent', (n % 7) * 10),
             jsonb_build_object('name', 'Custos', 'correct', n % 5, 'total', 10, 'percent', (n % 5) * 10))
    from unnest(${ids.slice(0, MEMBERS / 4)}::uuid[]) with ordinality as x(u, n)`;
  const [{ progress }] = await sql`
    select count(*)::int as progress from public.lesson_progress lp where lp.user_id = any(${ids}::uuid[])`;
  await sql`analyze public.assignments, public.assignment_members, public.organisation_members, public.assessment_attempts`;
  done();
  console.log(`  ${progress.toLocaleString('en')} lesson_progress rows among the members`);

  const org = organisation.id;
  const cases = [
    {
      name: 'list_team_progress: page 1 (25 members)',
      budget: BUDGET_MS,
      query: `select public.list_team_progress('${org}')`,
    },
    {
      name: 'list_team_progress: page 40',
      budget: BUDGET_MS,
      query: `select public.list_team_progress('${org}', null, null, 40)`,
    },
    {
      name: "list_team_progress: search 'silva'",
      budget: BUDGET_MS,
      query: `select public.list_team_progress('${org}', 'silva')`,
    },
    {
      name: "list_team_progress: status 'late'",
      budget: null,
      query: `select public.list_team_progress('${org}', null, 'late')`,
    },
    {
      name: 'get_organisation_overview',
      budget: BUDGET_MS,
      query: `select public.get_organisation_overview('${org}')`,
    },
    {
      name: 'get_team_domain_scores',
      budget: BUDGET_MS,
      query: `select public.get_team_domain_scores('${org}')`,
    },
    {
      name: 'list_organisation_assignments',
      budget: null,
      query: `select public.list_organisation_assignments('${org}')`,
    },
  ];
  const results = [];
  for (const benchCase of cases) {
    const { median, plan } = await measure(sql, {
      role: 'authenticated',
      userId: gestor,
      query: benchCase.query,
    });
    if (explain) console.log(`\n${benchCase.name}\n${describePlan(plan.Plan)}`);
    results.push({
      query: benchCase.name,
      'ms (median)': median.toFixed(2),
      budget: benchCase.budget === null ? '—' : `≤ ${benchCase.budget} ms`,
      verdict: benchCase.budget === null ? 'info' : median > benchCase.budget ? 'OVER' : 'OK',
    });
  }
  console.table(results);
  return results.some((result) => result.verdict === 'OVER');
}
