// The one entry point of the graders (docs/practice.md): the edge function and the tests call
// these two and nothing else.
import { cliSpecProblems, gradeCliCommands } from './cli/grade.ts';
import { gradeInfraFile, infraSpecProblems } from './infra/grade.ts';
import { gradeIamPolicy, iamSpecProblems } from './iam/grade.ts';
import { MAX_BODY_LENGTH, unreadable, type ExerciseKind, type GradeResult } from './types.ts';

export function gradeSubmission(kind: ExerciseKind, spec: unknown, body: string): GradeResult {
  if (body.length > MAX_BODY_LENGTH) {
    return unreadable(`A resposta passa de ${MAX_BODY_LENGTH.toLocaleString('pt-BR')} caracteres.`);
  }
  switch (kind) {
    case 'iam_policy':
      return gradeIamPolicy(spec, body);
    case 'infra_file':
      return gradeInfraFile(spec, body);
    case 'cli_command':
      return gradeCliCommands(spec, body);
  }
}

/** The spec's own problems in pt-BR, [] when it can be graded with. */
export function specProblems(kind: ExerciseKind, spec: unknown): string[] {
  switch (kind) {
    case 'iam_policy':
      return iamSpecProblems(spec);
    case 'infra_file':
      return infraSpecProblems(spec);
    case 'cli_command':
      return cliSpecProblems(spec);
  }
}
