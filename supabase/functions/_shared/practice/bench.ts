// Grading time per kind (`npm run bench` runs it under Deno, the runtime of grade-exercise): every
// demo exercise's model and wrong solution graded many times, p50 and p95 per kind, beside an
// anchor measured in the same run (JSON.parse of the same bodies) so figures compare across
// machines as ratios. Prints a table; not a test. Budget: p95 ≤ 50 ms per kind on 2 cores
// (docs/practice.md → Speed).
import { gradeSubmission } from './grade.ts';
import type { ExerciseKind } from './types.ts';

interface DemoFile {
  exercises: {
    kind: ExerciseKind;
    spec: Record<string, unknown>;
    solution: string;
    wrong_solution: string;
  }[];
}

const RUNS = 300;
const directory = new URL('./demo/', import.meta.url);

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

const byKind = new Map<ExerciseKind, { spec: Record<string, unknown>; body: string }[]>();
for await (const entry of Deno.readDir(directory)) {
  if (!entry.name.endsWith('.json')) continue;
  const file = JSON.parse(await Deno.readTextFile(new URL(entry.name, directory))) as DemoFile;
  for (const exercise of file.exercises) {
    const cases = byKind.get(exercise.kind) ?? [];
    // As in the file: the checks name their lessons by title, which the graders only pass on.
    const spec = exercise.spec;
    // A figure is only worth printing for a grader that grades: the model passes, the wrong fails.
    if (!gradeSubmission(exercise.kind, spec, exercise.solution).passed)
      throw new Error(`${entry.name}: the model solution does not pass`);
    if (gradeSubmission(exercise.kind, spec, exercise.wrong_solution).passed)
      throw new Error(`${entry.name}: the wrong solution passes`);
    cases.push({ spec, body: exercise.solution }, { spec, body: exercise.wrong_solution });
    byKind.set(exercise.kind, cases);
  }
}

console.log(
  `Grading time per submission, ${RUNS} rounds of every demo solution (model and wrong), Deno ${Deno.version.deno}`,
);
console.log('kind          cases   p50 ms   p95 ms   max ms   p95 ÷ anchor p95   budget');
let over = false;
for (const [kind, cases] of [...byKind].sort(([a], [b]) => a.localeCompare(b))) {
  // Warm-up: the first grading compiles the schemas and the JIT's code, once per process.
  for (const item of cases) gradeSubmission(kind, item.spec, item.body);
  const times: number[] = [];
  const anchor: number[] = [];
  for (let round = 0; round < RUNS; round++) {
    for (const item of cases) {
      let start = performance.now();
      gradeSubmission(kind, item.spec, item.body);
      times.push(performance.now() - start);
      start = performance.now();
      JSON.parse(JSON.stringify({ body: item.body, spec: item.spec }));
      anchor.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  anchor.sort((a, b) => a - b);
  const p95 = percentile(times, 0.95);
  const ratio = p95 / Math.max(percentile(anchor, 0.95), 0.001);
  over ||= p95 > 50;
  console.log(
    `${kind.padEnd(13)} ${String(cases.length).padStart(5)} ${percentile(times, 0.5).toFixed(3).padStart(8)} ${p95
      .toFixed(3)
      .padStart(
        8,
      )} ${times.at(-1)!.toFixed(3).padStart(8)} ${ratio.toFixed(1).padStart(18)}   ${p95 <= 50 ? 'ok' : 'OVER 50 ms'}`,
  );
}
if (over) Deno.exitCode = 1;
