// The demo school's iam_policy exercises (demo/iam-*.json): each spec is valid, its starter reads,
// its model solution passes every check and its wrong solution fails at least one scenario.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gradeIamPolicy, iamSpecProblems } from './grade.ts';
import { readPolicy } from './policy.ts';

const folder = new URL('../demo/', import.meta.url);
const files = readdirSync(folder)
  .filter((name) => /^iam-\d+\.json$/.test(name))
  .sort();

/** Lessons of the seeded AWS course, with their length in minutes. */
const LESSONS: Readonly<Record<string, number>> = {
  'O que é computação em nuvem': 18,
  'Infraestrutura global da AWS': 22,
  'Amazon EC2: servidores virtuais': 25,
  'Amazon S3: armazenamento de objetos': 20,
  'Redes com Amazon VPC': 24,
  'IAM e responsabilidade compartilhada': 21,
  'Preços, faturamento e suporte': 15,
};

interface FileCheck {
  id: string;
  lesson_title?: string | null;
  lesson_second?: number | null;
  [key: string]: unknown;
}

interface DemoFile {
  format: string;
  course: string;
  exercises: {
    title: string;
    kind: string;
    lesson_title: string;
    statement: string;
    starter: string;
    spec: { scenarios: FileCheck[]; rules?: FileCheck[] };
    hints: string[];
    solution: string;
    wrong_solution: string;
  }[];
}

/** The spec as the database holds it: lesson titles become lesson ids (null, or a stand-in). */
function withLessonIds(
  spec: DemoFile['exercises'][number]['spec'],
  lessonId: (title: string) => string | null,
) {
  const map = (checks: FileCheck[] = []) =>
    checks.map(({ lesson_title: title, ...check }) => ({
      ...check,
      lesson_id: title ? lessonId(title) : null,
    }));
  return { ...spec, scenarios: map(spec.scenarios), rules: map(spec.rules) };
}

describe('demo iam_policy exercises', () => {
  it('there are four of them', () => {
    expect(files).toEqual(['iam-1.json', 'iam-2.json', 'iam-3.json', 'iam-4.json']);
  });

  for (const name of files) {
    const demo = JSON.parse(readFileSync(new URL(name, folder), 'utf8')) as DemoFile;
    const exercise = demo.exercises[0]!;
    describe(name, () => {
      it('is one iam_policy exercise of the AWS course in the import/export format', () => {
        expect(demo.format).toBe('trilha-cloud/practice-exercise@1');
        expect(demo.course).toBe('aws');
        expect(demo.exercises).toHaveLength(1);
        expect(exercise.kind).toBe('iam_policy');
        expect(Object.keys(LESSONS)).toContain(exercise.lesson_title);
        expect(exercise.statement.length).toBeGreaterThan(200);
        expect(exercise.hints.length).toBeGreaterThanOrEqual(2);
        expect(exercise.hints.length).toBeLessThanOrEqual(3);
        expect(exercise.spec.scenarios.length).toBeGreaterThanOrEqual(4);
        expect(exercise.spec.scenarios.length).toBeLessThanOrEqual(8);
        expect(exercise.spec.rules?.length ?? 0).toBeGreaterThanOrEqual(1);
      });

      it('names real lessons of the course, at a second within each lesson', () => {
        for (const check of [...exercise.spec.scenarios, ...(exercise.spec.rules ?? [])]) {
          const minutes = LESSONS[check.lesson_title ?? ''];
          expect(minutes, `${check.id}: ${check.lesson_title}`).toBeDefined();
          expect(check.lesson_second).toBeGreaterThanOrEqual(0);
          expect(check.lesson_second).toBeLessThan((minutes ?? 0) * 60);
        }
      });

      it('has a valid spec once its lessons are resolved', () => {
        expect(iamSpecProblems(withLessonIds(exercise.spec, (title) => `aula:${title}`))).toEqual([]);
      });

      it('has a starter that reads as a policy and passes no scenario that expects an allow', () => {
        expect(readPolicy(exercise.starter).ok).toBe(true);
        const result = gradeIamPolicy(
          withLessonIds(exercise.spec, () => null),
          exercise.starter,
        );
        expect(result.passed).toBe(false);
      });

      it('passes with the model solution', () => {
        const result = gradeIamPolicy(
          withLessonIds(exercise.spec, () => null),
          exercise.solution,
        );
        expect(result.parse_error).toBeNull();
        expect(result.checks.filter((check) => !check.passed)).toEqual([]);
        expect(result.passed).toBe(true);
      });

      it('fails at least one scenario with the wrong solution', () => {
        const result = gradeIamPolicy(
          withLessonIds(exercise.spec, () => null),
          exercise.wrong_solution,
        );
        expect(result.parse_error).toBeNull();
        expect(result.passed).toBe(false);
        const scenarioIds = new Set(exercise.spec.scenarios.map((scenario) => scenario.id));
        expect(result.checks.some((check) => scenarioIds.has(check.id) && !check.passed)).toBe(true);
      });
    });
  }
});
