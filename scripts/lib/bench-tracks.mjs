// The tracks part of `npm run bench` (scripts/bench-db.mjs; with `-- --tracks` only these cases and
// the dashboard): the benchmark's busiest student follows three tracks of four of their courses
// each, ending with a simulado, then the dashboard (its `tracks` key computes every followed
// track's progress), a track's public page and the list of tracks are measured. Prints figures.

/** Three published tracks over the student's enrolled courses, followed by the student. */
export async function seedTracks(sql, studentId) {
  const courses = await sql`
    select e.course_id from public.enrollments e
    where e.user_id = ${studentId} order by e.enrolled_at, e.course_id limit 12`;
  const slugs = [];
  for (let index = 0; index < 3; index++) {
    const slug = `trilha-bench-${index + 1}`;
    const [track] = await sql`
      insert into public.tracks (slug, title, target_role, exam_code, exam_name, published)
      values (${slug}, ${`Trilha de medição ${index + 1}`}, 'Arquiteto(a) de Soluções', 'SAA-C03',
              'AWS Certified Solutions Architect – Associate', true)
      returning id`;
    const steps = courses.slice(index * 4, index * 4 + 4);
    for (const [position, step] of steps.entries()) {
      await sql`insert into public.track_steps (track_id, position, kind, course_id)
                values (${track.id}, ${position + 1}, 'course', ${step.course_id})`;
    }
    const examCourse = steps.at(-1).course_id;
    await sql`insert into public.practice_exams (course_id, question_count) values (${examCourse}, 10)
              on conflict (course_id) do nothing`;
    await sql`insert into public.track_steps (track_id, position, kind, course_id)
              values (${track.id}, ${steps.length + 1}, 'exam', ${examCourse})`;
    await sql`insert into public.track_followers (track_id, user_id) values (${track.id}, ${studentId})`;
    slugs.push(slug);
  }
  return slugs;
}

export function trackCases({ studentId, slug }) {
  return [
    {
      name: 'student dashboard RPC (aluno, 10 enrolments, 3 tracks followed)',
      budget: 10,
      role: 'authenticated',
      userId: studentId,
      query: 'select public.get_student_dashboard()',
    },
    {
      name: 'track page (get_track, anon)',
      budget: 5,
      role: 'anon',
      query: `select public.get_track('${slug}')`,
    },
    {
      name: 'track page (get_track, the follower)',
      budget: 5,
      role: 'authenticated',
      userId: studentId,
      query: `select public.get_track('${slug}')`,
    },
    {
      name: 'tracks list (list_tracks, anon)',
      budget: 5,
      role: 'anon',
      query: 'select public.list_tracks()',
    },
  ];
}
