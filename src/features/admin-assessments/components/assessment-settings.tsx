// 'Configurações' of a course's assessments: the exam domains and their weights, each module's
// quiz, the simulado, and what the certificate requires. Each card saves on its own.
import { zodResolver } from '@hookform/resolvers/zod';
import { PlusIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { saveThenSay } from '@/components/forms/save-then-close';
import { SwitchField } from '@/components/forms/switch-field';
import { Button } from '@/components/ui/button';
import { CardShell } from '@/components/ui/card-shell';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { catalogueMessage } from '@/lib/errors/catalogue';
import type { AssessmentSetup, SetupModule } from '../hooks/use-assessment-setup';
import {
  domainsFormSchema,
  useSaveExamDomains,
  type DomainsFormValues,
  type DomainsValues,
} from '../api/save-exam-domains';
import {
  DEFAULT_PASS_PERCENT,
  DEFAULT_QUIZ_QUESTIONS,
  moduleQuizSchema,
  useSaveModuleQuiz,
  type ModuleQuizFormValues,
  type ModuleQuizValues,
} from '../api/save-module-quiz';
import {
  PRACTICE_EXAM_DEFAULTS,
  practiceExamSchema,
  useSavePracticeExam,
  type PracticeExamFormValues,
  type PracticeExamValues,
} from '../api/save-practice-exam';
import { useSetCourseRequirements, type CourseRequirements } from '../api/set-course-requirements';

/**
 * A form's key from what was last saved: once the database answers with the saved rows (new ids),
 * the form starts again from them instead of what was typed.
 */
const savedStateKey = (...saved: unknown[]) => JSON.stringify(saved);

function DomainsCard({ courseId, setup }: { courseId: string; setup: AssessmentSetup }) {
  const form = useForm<DomainsFormValues, unknown, DomainsValues>({
    resolver: zodResolver(domainsFormSchema),
    defaultValues: {
      domains: setup.domains.map(({ id, name, weight_percent }) => ({
        id,
        name,
        weight_percent: String(weight_percent),
      })),
    },
  });
  const rows = useFieldArray({ control: form.control, name: 'domains' });
  const typed = useWatch({ control: form.control, name: 'domains' });
  const total = typed.reduce((sum, domain) => sum + (Number(domain.weight_percent) || 0), 0);
  const save = useSaveExamDomains();
  const { errors } = form.formState;
  const totalError = errors.domains?.root?.message ?? errors.domains?.message;

  const submit = form.handleSubmit((values) =>
    saveThenSay(
      save.mutateAsync,
      { courseId, values },
      { saved: 'Domínios salvos!', failed: 'Erro ao salvar domínios' },
    ),
  );

  return (
    <CardShell
      title="Domínios do exame"
      description="Cada questão pertence a um domínio; o simulado sorteia as questões pelo peso de cada um. Os pesos somam 100%."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {rows.fields.map((field, index) => (
          // On a phone the name takes the whole line, its weight below it.
          <div key={field.id} className="flex flex-wrap items-start gap-2 sm:flex-nowrap">
            <FormField
              label="Nome"
              error={errors.domains?.[index]?.name?.message}
              className="w-full min-w-0 sm:w-auto sm:flex-1"
            >
              <Input {...form.register(`domains.${index}.name`)} />
            </FormField>
            <FormField
              label="Peso (%)"
              error={errors.domains?.[index]?.weight_percent?.message}
              className="w-24 shrink-0"
            >
              <Input inputMode="numeric" {...form.register(`domains.${index}.weight_percent`)} />
            </FormField>
            <Button
              variant="ghost"
              size="icon"
              className="mt-6 shrink-0"
              onClick={() => rows.remove(index)}
              aria-label={`Remover domínio ${typed[index]?.name || index + 1}`}
            >
              <XIcon width={18} height={18} />
            </Button>
          </div>
        ))}
        <p
          className={total === 100 ? 'text-sm text-ink-muted' : 'text-sm font-medium text-amber-800'}
          aria-live="polite"
        >
          Soma dos pesos: <strong>{total}%</strong>
        </p>
        {totalError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {totalError}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => rows.append({ id: null, name: '', weight_percent: '' })}>
            <PlusIcon width={16} height={16} />
            Adicionar domínio
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Salvando...' : 'Salvar domínios'}
          </Button>
        </div>
      </form>
    </CardShell>
  );
}

function ModuleQuizRow({ courseId, module }: { courseId: string; module: SetupModule }) {
  const { quiz } = module;
  const form = useForm<ModuleQuizFormValues, unknown, ModuleQuizValues>({
    resolver: zodResolver(moduleQuizSchema),
    defaultValues: {
      question_count: String(quiz?.question_count ?? DEFAULT_QUIZ_QUESTIONS),
      pass_percent: String(quiz?.pass_percent ?? DEFAULT_PASS_PERCENT),
    },
  });
  const save = useSaveModuleQuiz();
  const { errors } = form.formState;
  const short = quiz !== null && !module.hasQuiz;

  const submit = form.handleSubmit((values) =>
    saveThenSay(
      save.mutateAsync,
      { courseId, moduleId: module.id, values },
      { saved: 'Quiz salvo!', failed: 'Erro ao salvar quiz' },
    ),
  );
  const remove = () =>
    saveThenSay(
      save.mutateAsync,
      { courseId, moduleId: module.id, remove: true as const },
      { saved: 'Quiz removido', failed: 'Erro ao remover quiz' },
    );

  return (
    <li className="border-t border-slate-100 pt-4 first:border-t-0 first:pt-0">
      <form noValidate onSubmit={submit} aria-label={`Quiz de ${module.title}`}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="font-semibold text-ink">
            Módulo {module.number}: {module.title}
          </h3>
          <p className="text-sm text-ink-muted">
            {module.questionCount === 1 ? '1 questão no banco' : `${module.questionCount} questões no banco`}
            {' · '}
            {module.hasQuiz ? 'Quiz disponível' : quiz ? 'Quiz aguardando questões' : 'Sem quiz'}
          </p>
        </div>
        {short && (
          <p className="mt-1 text-sm font-medium text-amber-800">
            O quiz só aparece para os alunos quando o módulo tiver {quiz.question_count} questões.
          </p>
        )}
        <div className="mt-3 flex flex-wrap items-start gap-3">
          <FormField label="Questões por tentativa" error={errors.question_count?.message} className="w-44">
            <Input inputMode="numeric" {...form.register('question_count')} />
          </FormField>
          <FormField label="Nota mínima (%)" error={errors.pass_percent?.message} className="w-36">
            <Input inputMode="numeric" {...form.register('pass_percent')} />
          </FormField>
          <div className="flex gap-2 sm:mt-6">
            <Button type="submit" size="md" disabled={save.isPending}>
              {quiz ? 'Salvar quiz' : 'Criar quiz'}
            </Button>
            {quiz && (
              <Button variant="outline" disabled={save.isPending} onClick={remove}>
                Remover quiz
              </Button>
            )}
          </div>
        </div>
      </form>
    </li>
  );
}

function ModuleQuizzesCard({ courseId, setup }: { courseId: string; setup: AssessmentSetup }) {
  return (
    <CardShell
      title="Quizzes dos módulos"
      description="Ao fim de cada módulo o aluno responde questões sorteadas entre as desse módulo. Tentativas ilimitadas; vale a melhor nota."
    >
      {setup.modules.length === 0 ? (
        <p className="text-ink-muted">Este curso ainda não tem módulos.</p>
      ) : (
        <ul className="space-y-4">
          {setup.modules.map((module) => (
            <ModuleQuizRow key={savedStateKey(module.id, module.quiz)} courseId={courseId} module={module} />
          ))}
        </ul>
      )}
    </CardShell>
  );
}

function PracticeExamCard({ courseId, setup }: { courseId: string; setup: AssessmentSetup }) {
  const exam = setup.practiceExam;
  const form = useForm<PracticeExamFormValues, unknown, PracticeExamValues>({
    resolver: zodResolver(practiceExamSchema),
    defaultValues: {
      question_count: String(exam?.question_count ?? PRACTICE_EXAM_DEFAULTS.question_count),
      time_limit_minutes: String(exam?.time_limit_minutes ?? PRACTICE_EXAM_DEFAULTS.time_limit_minutes),
      pass_score: String(exam?.pass_score ?? PRACTICE_EXAM_DEFAULTS.pass_score),
      published: exam?.published ?? false,
    },
  });
  const save = useSavePracticeExam();
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    saveThenSay(
      save.mutateAsync,
      { courseId, values },
      { saved: 'Simulado salvo!', failed: 'Erro ao salvar simulado' },
    ),
  );
  return (
    <CardShell
      title="Simulado"
      description="Prova cronometrada com questões sorteadas de todo o banco pelo peso dos domínios; nota de 100 a 1000."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label="Questões" error={errors.question_count?.message} required>
            <Input inputMode="numeric" {...form.register('question_count')} />
          </FormField>
          <FormField label="Tempo (minutos)" error={errors.time_limit_minutes?.message} required>
            <Input inputMode="numeric" {...form.register('time_limit_minutes')} />
          </FormField>
          <FormField
            label="Nota de aprovação"
            hint="De 100 a 1000"
            error={errors.pass_score?.message}
            required
          >
            <Input inputMode="numeric" {...form.register('pass_score')} />
          </FormField>
        </div>
        {exam?.problem && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
            Ainda não pode ser publicado:{' '}
            {catalogueMessage(exam.problem) ?? 'confira os domínios e as questões.'}
          </p>
        )}
        <SwitchField
          control={form.control}
          name="published"
          id="practice-exam-published"
          label="Publicado para os alunos"
        />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Salvando...' : 'Salvar simulado'}
        </Button>
      </form>
    </CardShell>
  );
}

const REQUIREMENTS: { key: keyof CourseRequirements; label: string }[] = [
  { key: 'quizzes', label: 'Passar em todos os quizzes dos módulos' },
  { key: 'practiceExam', label: 'Passar no simulado' },
  { key: 'watching', label: 'Assistir a pelo menos 90% de cada aula' },
  { key: 'exercises', label: 'Exigir aprovação nas práticas' },
];

function RequirementsCard({ courseId, setup }: { courseId: string; setup: AssessmentSetup }) {
  const [requirements, setRequirements] = useState<CourseRequirements>({
    quizzes: setup.requirements.quizzes,
    practiceExam: setup.requirements.practice_exam,
    watching: setup.requirements.watching,
    exercises: setup.requirements.exercises,
  });
  const save = useSetCourseRequirements();
  const submit = () =>
    saveThenSay(
      save.mutateAsync,
      { courseId, requirements },
      { saved: 'Requisitos do certificado salvos!', failed: 'Erro ao salvar requisitos' },
    );
  return (
    <CardShell
      title="Requisitos do certificado"
      description="Além de concluir as aulas, o certificado só é emitido quando o aluno cumpre o que estiver marcado."
    >
      <div className="space-y-3">
        {REQUIREMENTS.map(({ key, label }) => (
          <div key={key} className="flex items-center gap-3">
            <Switch
              id={`requirement-${key}`}
              checked={requirements[key]}
              onCheckedChange={(checked) => setRequirements((current) => ({ ...current, [key]: checked }))}
            />
            <label htmlFor={`requirement-${key}`} className="text-sm font-medium text-ink">
              {label}
            </label>
          </div>
        ))}
      </div>
      <Button className="mt-5" onClick={submit} disabled={save.isPending}>
        {save.isPending ? 'Salvando...' : 'Salvar requisitos'}
      </Button>
    </CardShell>
  );
}

export function AssessmentSettings({ courseId, setup }: { courseId: string; setup: AssessmentSetup }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <DomainsCard key={savedStateKey(setup.domains)} courseId={courseId} setup={setup} />
      <RequirementsCard key={savedStateKey(setup.requirements)} courseId={courseId} setup={setup} />
      <PracticeExamCard key={savedStateKey(setup.practiceExam)} courseId={courseId} setup={setup} />
      <ModuleQuizzesCard courseId={courseId} setup={setup} />
    </div>
  );
}
