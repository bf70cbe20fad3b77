// A starting spec for each kind (docs/practice.md): one check of each sort, with the fields the
// grader reads, for the author to fill in. Check ids are [a-z0-9-]{1,40}, unique in the exercise.
import type { ExerciseKind } from '../api/exercise-schemas';

const SPEC_TEMPLATES: Record<ExerciseKind, object> = {
  iam_policy: {
    scenarios: [
      {
        id: 'ler-objeto',
        label: 'Ler um objeto do bucket',
        explanation: 'A política precisa permitir s3:GetObject nos objetos do bucket.',
        lesson_id: null,
        lesson_second: null,
        action: 's3:GetObject',
        resource: 'arn:aws:s3:::meu-bucket/relatorio.csv',
        principal: 'arn:aws:iam::123456789012:user/ana',
        context: {},
        expect: 'allow',
      },
      {
        id: 'nao-apagar',
        label: 'Não apagar objetos',
        explanation: 'Apagar não faz parte da tarefa: não conceda s3:DeleteObject.',
        lesson_id: null,
        lesson_second: null,
        action: 's3:DeleteObject',
        resource: 'arn:aws:s3:::meu-bucket/relatorio.csv',
        principal: 'arn:aws:iam::123456789012:user/ana',
        context: {},
        expect: 'deny',
      },
    ],
    rules: [
      {
        id: 'sem-acao-curinga',
        rule: 'no_wildcard_action',
        label: 'Sem ações curinga',
        explanation: 'Liste as ações necessárias em vez de usar "*" ou "s3:*".',
      },
    ],
  },
  infra_file: {
    format: 'kubernetes',
    rules: [
      {
        id: 'nao-root',
        label: 'O contêiner não roda como root',
        explanation: 'Defina securityContext.runAsNonRoot: true em cada contêiner.',
        lesson_id: null,
        lesson_second: null,
        path: 'spec.template.spec.containers[*].securityContext.runAsNonRoot',
        op: 'equals',
        value: true,
        quantifier: 'all',
      },
    ],
  },
  cli_command: {
    commands: [
      {
        id: 'copiar',
        label: 'Copiar a pasta para o bucket',
        explanation: 'Use aws s3 cp com --recursive para copiar a pasta inteira.',
        lesson_id: null,
        lesson_second: null,
        program: 'aws',
        subcommand: ['s3', 'cp'],
        args: ['./site', 's3://meu-bucket/'],
        flags: { '--recursive': true },
        forbidden_flags: ['--acl'],
      },
    ],
    ordered: false,
  },
};

/** The starting spec of `kind`, as the form's JSON text. */
export function specTemplate(kind: ExerciseKind): string {
  return `${JSON.stringify(SPEC_TEMPLATES[kind], null, 2)}\n`;
}
