// The fields every check of a spec shares (docs/practice.md → CheckBase), checked the same way
// by the infra and CLI graders.

const ID = /^[a-z0-9-]{1,40}$/;

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** Problems of the fields every check shares (id, label, explanation, lesson). */
export function checkBaseProblems(check: Record<string, unknown>, where: string): string[] {
  const problems: string[] = [];
  if (typeof check.id !== 'string' || !ID.test(check.id)) {
    problems.push(`${where}: o id deve ter de 1 a 40 letras minúsculas, dígitos ou hífens.`);
  }
  if (!nonEmpty(check.label)) problems.push(`${where}: falta o rótulo (label).`);
  if (!nonEmpty(check.explanation)) problems.push(`${where}: falta a explicação (explanation).`);
  if (check.lesson_id !== undefined && check.lesson_id !== null && !nonEmpty(check.lesson_id)) {
    problems.push(`${where}: lesson_id deve ser o id de uma aula ou null.`);
  }
  if (check.lesson_second !== undefined && check.lesson_second !== null) {
    if (
      typeof check.lesson_second !== 'number' ||
      !Number.isInteger(check.lesson_second) ||
      check.lesson_second < 0
    ) {
      problems.push(`${where}: lesson_second deve ser um número inteiro de segundos, a partir de 0.`);
    } else if (!nonEmpty(check.lesson_id) && !nonEmpty(check.lesson_title)) {
      // A file names the lesson by title (import/export format); the database by id.
      problems.push(`${where}: lesson_second precisa de lesson_id (ou lesson_title, num arquivo).`);
    }
  }
  return problems;
}
