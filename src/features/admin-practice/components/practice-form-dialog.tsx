// Create or edit one exercise: title, kind, the lesson it follows, the statement (Markdown), the
// starter file, the spec as JSON (checked as JSON, its error's line and column shown), up to five
// hints and the two solutions 'Testar com a solução' grades.
import { zodResolver } from '@hookform/resolvers/zod';
import { PlusIcon, XIcon } from 'lucide-react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { RecordFormDialog } from '@/components/forms/record-form-dialog';
import { Button } from '@/components/ui/button';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { userMessage } from '@/lib/errors/user-message';
import { toast } from '@/lib/toast';
import { EXERCISE_KINDS, KIND_LABELS, MAX_HINTS, type AuthoredExercise } from '../api/exercise-schemas';
import type { PracticeLesson } from '../api/get-course-lessons';
import {
  practiceFormDefaults,
  practiceFormSchema,
  useSavePracticeExercise,
  type PracticeFormValues,
  type PracticeValues,
} from '../api/save-practice-exercise';
import { specTemplate } from '../utils/spec-templates';
import { LessonIds } from './lesson-ids';

const CODE = 'font-mono text-[13px] leading-5 sm:text-[13px]';

/** What the learner writes, by kind: the starter's and solutions' hint. */
const BODY_HINTS = {
  iam_policy: 'Uma política IAM em JSON.',
  infra_file:
    'Um manifesto Kubernetes, um arquivo Docker Compose ou um template CloudFormation (YAML ou JSON).',
  cli_command: 'Um ou mais comandos aws, az, kubectl, docker ou terraform, um por linha.',
} as const;

/** What a spec of each kind lists (docs/practice.md). */
const SPEC_HINTS = {
  iam_policy: '"scenarios" (pedidos e o resultado esperado, allow ou deny) e "rules"',
  infra_file: '"format" (kubernetes, compose ou cloudformation) e "rules" (caminho, operação e valor)',
  cli_command: '"commands" (programa, subcomando, argumentos e flags) e "ordered"',
} as const;

/**
 * What the save changed, in the toast: a change to what grades the exercise (kind, spec,
 * solutions) makes a new version, unverified and, if it was published, back to a draft.
 */
export function savedMessage(before: AuthoredExercise | null, saved: AuthoredExercise): string {
  if (!before) return 'Prática criada! Próximo passo: Testar com a solução.';
  if (before.published && !saved.published)
    return 'Prática atualizada e de volta a rascunho: teste com a solução e publique de novo.';
  if (!saved.verified) return 'Prática atualizada! Próximo passo: Testar com a solução.';
  return 'Prática atualizada!';
}

interface PracticeFormProps {
  courseId: string;
  lessons: readonly PracticeLesson[];
  exercise: AuthoredExercise | null;
  /** The lesson a new exercise starts on. */
  lessonId: string | null;
  onDone: () => void;
}

export function PracticeForm({ courseId, lessons, exercise, lessonId, onDone }: PracticeFormProps) {
  const form = useForm<PracticeFormValues, unknown, PracticeValues>({
    resolver: zodResolver(practiceFormSchema),
    defaultValues: practiceFormDefaults(exercise, lessonId),
  });
  const { errors } = form.formState;
  const hints = useFieldArray({ control: form.control, name: 'hints' });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const spec = useWatch({ control: form.control, name: 'spec' });
  const save = useSavePracticeExercise();

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { courseId, exerciseId: exercise?.id ?? null, values },
      {
        onSuccess: (saved) => {
          toast.success(savedMessage(exercise, saved));
          onDone();
        },
        onError: (error) => toast.error(userMessage(error, 'Erro ao salvar prática')),
      },
    ),
  );

  const fillTemplate = () =>
    form.setValue('spec', specTemplate(kind), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormField label="Título" error={errors.title?.message} required>
        <Input {...form.register('title')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Tipo" required>
          <Select {...form.register('kind')}>
            {EXERCISE_KINDS.map((value) => (
              <option key={value} value={value}>
                {KIND_LABELS[value]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label="Aula"
          error={errors.lesson_id?.message}
          required
          hint="A prática aparece depois desta aula."
        >
          <Select {...form.register('lesson_id')}>
            <option value="">Selecione a aula</option>
            {lessons.map((lesson) => (
              <option key={lesson.id} value={lesson.id}>
                Módulo {lesson.moduleNumber} — {lesson.title}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField
        label="Enunciado"
        error={errors.statement?.message}
        required
        hint="Em Markdown: o que o aluno deve fazer e com quais recursos."
      >
        <Textarea rows={6} {...form.register('statement')} />
      </FormField>
      <FormField
        label="Arquivo inicial"
        error={errors.starter?.message}
        hint={`O que o editor do aluno já traz (pode ficar vazio). ${BODY_HINTS[kind]}`}
      >
        <Textarea rows={5} spellCheck={false} wrap="off" className={CODE} {...form.register('starter')} />
      </FormField>

      <div className="space-y-2">
        <FormField
          label="Especificação (JSON)"
          error={errors.spec?.message}
          required
          hint={`As verificações do corretor: ${SPEC_HINTS[kind]}. Cada verificação tem "id", "label" e "explanation" em português; "lesson_id" (o ID de uma aula, na lista abaixo) e "lesson_second" (o segundo dessa aula) levam o aluno a rever o assunto.`}
        >
          <Textarea rows={14} spellCheck={false} wrap="off" className={CODE} {...form.register('spec')} />
        </FormField>
        <div className="flex flex-wrap items-start gap-2">
          {spec.trim() === '' && (
            <Button variant="outline" size="sm" onClick={fillTemplate}>
              Usar modelo de {KIND_LABELS[kind]}
            </Button>
          )}
        </div>
        <LessonIds lessons={lessons} />
      </div>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-ink">
          Dicas <span className="text-ink-muted">(até {MAX_HINTS}, reveladas uma de cada vez)</span>
        </legend>
        {hints.fields.length === 0 && <p className="text-sm text-ink-muted">Nenhuma dica.</p>}
        {hints.fields.map((field, index) => (
          <div key={field.id} className="flex items-start gap-2">
            <FormField
              label={`Dica ${index + 1}`}
              error={errors.hints?.[index]?.text?.message}
              className="min-w-0 flex-1"
            >
              <Textarea rows={2} {...form.register(`hints.${index}.text`)} />
            </FormField>
            <Button
              variant="ghost"
              size="icon"
              className="mt-6 shrink-0"
              onClick={() => hints.remove(index)}
              aria-label={`Remover dica ${index + 1}`}
            >
              <XIcon width={18} height={18} />
            </Button>
          </div>
        ))}
        {hints.fields.length < MAX_HINTS && (
          <Button variant="outline" size="sm" onClick={() => hints.append({ text: '' })}>
            <PlusIcon width={16} height={16} />
            Adicionar dica
          </Button>
        )}
      </fieldset>

      <FormField
        label="Solução modelo"
        error={errors.solution?.message}
        required
        hint="Deve passar em todas as verificações. O aluno a vê depois de passar ou desistir."
      >
        <Textarea rows={8} spellCheck={false} wrap="off" className={CODE} {...form.register('solution')} />
      </FormField>
      <FormField
        label="Solução errada"
        error={errors.wrong_solution?.message}
        required
        hint="Um erro típico: deve falhar em pelo menos uma verificação. Prova que a especificação pega o erro."
      >
        <Textarea
          rows={8}
          spellCheck={false}
          wrap="off"
          className={CODE}
          {...form.register('wrong_solution')}
        />
      </FormField>
      <FormDialogFooter
        submitLabel={exercise ? 'Salvar alterações' : 'Criar prática'}
        saving={save.isPending}
      />
    </form>
  );
}

interface PracticeFormDialogProps {
  courseId: string;
  lessons: readonly PracticeLesson[];
  target: AuthoredExercise | 'new' | null;
  onClose: () => void;
}

export function PracticeFormDialog({ courseId, lessons, target, onClose }: PracticeFormDialogProps) {
  return (
    <RecordFormDialog
      target={target}
      onClose={onClose}
      size="lg"
      title={(exercise) => (exercise ? 'Editar Prática' : 'Nova Prática')}
    >
      {(exercise) => (
        <PracticeForm
          courseId={courseId}
          lessons={lessons}
          exercise={exercise}
          lessonId={null}
          onDone={onClose}
        />
      )}
    </RecordFormDialog>
  );
}
