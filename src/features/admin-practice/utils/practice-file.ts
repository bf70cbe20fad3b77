// The import/export file of a course's exercises (docs/practice.md, "Import/export format"): read
// and checked in the browser before anything is sent, each problem said in pt-BR with the
// exercise it is in. Checks name their lesson by title in a file, so a file moves between courses.
import { z } from 'zod';
import { EXERCISE_KINDS, EXERCISE_LANGUAGES, KIND_LABELS, MAX_HINTS } from '../api/exercise-schemas';
import { isJsonObject, readJson } from './read-json';

export const PRACTICE_FILE_FORMAT = 'trilha-cloud/practice-exercise@1';

/** The most exercises import_practice_exercises takes in one file. */
export const MAX_FILE_EXERCISES = 200;

/** A text with something besides spaces, kept as written. */
const filled = z.string().refine((value) => value.trim() !== '');

export const fileExerciseSchema = z.object({
  title: filled,
  kind: z.enum(EXERCISE_KINDS),
  /** Written by the export; without it, an infrastructure file is YAML. */
  language: z.enum(EXERCISE_LANGUAGES).optional(),
  lesson_title: filled,
  statement: filled,
  starter: z.string(),
  spec: z.record(z.string(), z.unknown()),
  hints: z.array(filled).max(MAX_HINTS),
  solution: filled,
  wrong_solution: filled,
});

export const practiceFileSchema = z.object({
  format: z.literal(PRACTICE_FILE_FORMAT),
  exercises: z.array(fileExerciseSchema).max(MAX_FILE_EXERCISES),
});

export type PracticeFile = z.output<typeof practiceFileSchema>;
export type FileExercise = z.output<typeof fileExerciseSchema>;

export type FileReading = { ok: true; file: PracticeFile } | { ok: false; errors: string[] };

const FIELD_NAMES: Record<string, string> = {
  title: 'título',
  kind: 'tipo',
  lesson_title: 'aula',
  statement: 'enunciado',
  starter: 'arquivo inicial',
  language: 'linguagem',
  spec: 'especificação',
  hints: 'dicas',
  solution: 'solução modelo',
  wrong_solution: 'solução errada',
};

const TYPE_NAMES: Record<string, string> = {
  string: 'um texto',
  array: 'uma lista',
  object: 'um objeto',
  record: 'um objeto',
  number: 'um número',
  boolean: 'true ou false',
};

/** Where in the file an issue is: 'Exercício 2 ("Política S3"), tipo'. */
function placeOf(path: readonly PropertyKey[], data: unknown): string {
  const [top, index, field, hint] = path;
  if (top !== 'exercises') return top === 'format' ? 'Campo "format"' : 'Arquivo';
  if (typeof index !== 'number') return 'Campo "exercises"';
  const entries = isJsonObject(data) && Array.isArray(data.exercises) ? data.exercises : [];
  const entry: unknown = entries[index];
  const title = isJsonObject(entry) && typeof entry.title === 'string' && entry.title.trim();
  const exercise = `Exercício ${index + 1}${title ? ` ("${title}")` : ''}`;
  if (typeof field !== 'string') return exercise;
  const name = FIELD_NAMES[field] ?? `"${field}"`;
  return typeof hint === 'number' ? `${exercise}, dica ${hint + 1}` : `${exercise}, ${name}`;
}

function problemOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? 'está faltando'
        : `deve ser ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'invalid_value':
      if (issue.path.at(-1) === 'format') return `deve ser "${PRACTICE_FILE_FORMAT}"`;
      if (issue.path.at(-1) === 'language') return 'deve ser "json", "yaml" ou "shell"';
      return `deve ser ${EXERCISE_KINDS.map((kind) => `"${kind}" (${KIND_LABELS[kind]})`).join(', ')}`;
    case 'too_small':
      return issue.origin === 'array' ? 'não pode ser uma lista vazia' : 'não pode ficar em branco';
    case 'too_big':
      return issue.path.length === 1
        ? `no máximo ${MAX_FILE_EXERCISES} práticas por arquivo`
        : `no máximo ${MAX_HINTS} dicas`;
    case 'custom':
      return 'não pode ficar em branco';
    default:
      return 'tem um valor inválido';
  }
}

/**
 * The file's text read and checked: its exercises, or every problem found (the JSON's position
 * when it is not JSON; each field that is off; lessons the course does not have, by title).
 */
export function readPracticeFile(text: string, lessonTitles: readonly string[]): FileReading {
  const reading = readJson(text);
  if (!reading.ok) return { ok: false, errors: [reading.message] };
  const parsed = practiceFileSchema.safeParse(reading.value);
  if (!parsed.success)
    return {
      ok: false,
      errors: parsed.error.issues.map(
        (issue) => `${placeOf(issue.path, reading.value)}: ${problemOf(issue)}.`,
      ),
    };
  const file = parsed.data;
  if (file.exercises.length === 0) return { ok: false, errors: ['O arquivo não tem nenhum exercício.'] };
  const known = new Set(lessonTitles.map(normalTitle));
  const errors = file.exercises.flatMap((exercise, index) => {
    const missing = [exercise.lesson_title, ...checkLessonTitles(exercise.spec)].filter(
      (title, position, all) => !known.has(normalTitle(title)) && all.indexOf(title) === position,
    );
    return missing.map(
      (title) => `Exercício ${index + 1} ("${exercise.title}"): a aula "${title}" não existe neste curso.`,
    );
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, file };
}

const normalTitle = (title: string) => title.trim().toLocaleLowerCase('pt-BR');

/** The lesson titles the checks of a file's spec name (`lesson_title` of any list of checks). */
export function checkLessonTitles(spec: Readonly<Record<string, unknown>>): string[] {
  return Object.values(spec).flatMap((entries) =>
    Array.isArray(entries)
      ? entries.flatMap((check: unknown) =>
          isJsonObject(check) && typeof check.lesson_title === 'string' && check.lesson_title.trim()
            ? [check.lesson_title]
            : [],
        )
      : [],
  );
}

/** 'Arquitetura AWS: SAA' → 'praticas-arquitetura-aws-saa.json'. */
export function practiceFileName(courseTitle: string): string {
  const slug = courseTitle
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `praticas${slug ? `-${slug}` : ''}.json`;
}
