// The demo school's hands-on exercises (supabase/functions/_shared/practice/demo/*.json, the
// import/export format of docs/practice.md) written into a database the stack has just created.
// seed.sql cannot hold them: they are the files the graders' unit tests grade, kept in one place.
// They arrive published and verified, which is true because a unit test (practice/demo.test.ts)
// grades each model solution (passes) and wrong solution (fails).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The demo exercise files, in name order (iam-1.json, …). */
export function demoExerciseFiles(directory) {
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(directory, name));
}

async function rest(restUrl, secretKey, pathAndQuery, init = {}) {
  const response = await fetch(`${restUrl}/${pathAndQuery}`, {
    ...init,
    headers: {
      apikey: secretKey,
      authorization: `Bearer ${secretKey}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
      ...init.headers,
    },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`seed-practice: ${pathAndQuery} answered ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** A check's lesson named by title (the file) → by id (the database). */
function withLessonIds(spec, lessonId) {
  const mapped = { ...spec };
  for (const key of ['scenarios', 'rules', 'commands']) {
    if (!Array.isArray(spec[key])) continue;
    mapped[key] = spec[key].map((check) => {
      if (!check || typeof check !== 'object' || !('lesson_title' in check)) return check;
      const { lesson_title: title, ...rest } = check;
      return { ...rest, lesson_id: title ? lessonId(title) : null };
    });
  }
  return mapped;
}

/**
 * @param {{ restUrl: string, secretKey: string, directory: string }} options
 * @returns {Promise<number>} the exercises written
 */
export async function seedPracticeExercises({ restUrl, secretKey, directory }) {
  const files = demoExerciseFiles(directory).map((file) => JSON.parse(readFileSync(file, 'utf8')));
  if (files.length === 0) return 0;
  const slugs = [...new Set(files.map((file) => file.course))];
  const courses = await rest(restUrl, secretKey, `courses?select=id,slug&slug=in.(${slugs.join(',')})`);
  const courseIds = courses.map((course) => course.id);
  const lessons = await rest(
    restUrl,
    secretKey,
    `lessons?select=id,title,course_id&course_id=in.(${courseIds.join(',')})`,
  );

  let written = 0;
  for (const file of files) {
    const course = courses.find((candidate) => candidate.slug === file.course);
    if (!course) throw new Error(`seed-practice: no course '${file.course}'`);
    const lessonId = (title) => {
      const lesson = lessons.find(
        (candidate) => candidate.course_id === course.id && candidate.title === title,
      );
      if (!lesson) throw new Error(`seed-practice: no lesson '${title}' in '${file.course}'`);
      return lesson.id;
    };
    for (const exercise of file.exercises) {
      const [saved] = await rest(restUrl, secretKey, 'practice_exercises', {
        method: 'POST',
        body: JSON.stringify({
          course_id: course.id,
          lesson_id: lessonId(exercise.lesson_title),
          kind: exercise.kind,
          language:
            exercise.language ?? { iam_policy: 'json', cli_command: 'shell' }[exercise.kind] ?? 'yaml',
          title: exercise.title,
          statement: exercise.statement,
          starter: exercise.starter ?? '',
          published: true,
          version: 1,
          verified_version: 1,
        }),
      });
      await rest(restUrl, secretKey, 'practice_exercise_keys', {
        method: 'POST',
        body: JSON.stringify({
          exercise_id: saved.id,
          spec: withLessonIds(exercise.spec, lessonId),
          hints: exercise.hints ?? [],
          solution: exercise.solution,
          wrong_solution: exercise.wrong_solution,
        }),
      });
      written += 1;
    }
  }
  return written;
}
