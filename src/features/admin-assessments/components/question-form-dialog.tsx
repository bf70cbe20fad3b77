// Create or edit one question: kind, prompt, 2 to 6 options with the correct one(s) marked, the
// explanation, the exam domain, the module (none: the simulado's bank only) and, optionally, the
// lesson and the second that teach it.
import { zodResolver } from '@hookform/resolvers/zod';
import { PlusIcon, XIcon } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { RecordFormDialog } from '@/components/forms/record-form-dialog';
import { saveThenClose } from '@/components/forms/save-then-close';
import { Button } from '@/components/ui/button';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { formatClock } from '@/utils/format';
import { lessonsOf, type AssessmentSetup } from '../hooks/use-assessment-setup';
import type { AuthoredQuestion } from '../api/list-course-questions';
import {
  questionFormSchema,
  useSaveQuestion,
  type QuestionFormValues,
  type QuestionValues,
} from '../api/save-question';
import { MAX_OPTIONS, MIN_OPTIONS, OPTION_LETTERS } from '../utils/questions-csv';

function defaultsOf(question: AuthoredQuestion | null, moduleId: string | null): QuestionFormValues {
  return {
    kind: question?.kind ?? 'single',
    prompt: question?.prompt ?? '',
    options: question
      ? question.options.map(({ id, text, is_correct }) => ({ id, text, is_correct }))
      : Array.from({ length: 4 }, () => ({ id: null, text: '', is_correct: false })),
    explanation: question?.explanation ?? '',
    domain_id: question?.domain_id ?? '',
    module_id: question ? (question.module_id ?? '') : (moduleId ?? ''),
    lesson_id: question?.lesson_id ?? '',
    lesson_second: question?.lesson_second == null ? '' : formatClock(question.lesson_second),
  };
}

function QuestionForm({
  courseId,
  setup,
  question,
  moduleId,
  onDone,
}: {
  courseId: string;
  setup: AssessmentSetup;
  question: AuthoredQuestion | null;
  moduleId: string | null;
  onDone: () => void;
}) {
  const form = useForm<QuestionFormValues, unknown, QuestionValues>({
    resolver: zodResolver(questionFormSchema),
    defaultValues: defaultsOf(question, moduleId),
  });
  const { errors } = form.formState;
  const options = useFieldArray({ control: form.control, name: 'options' });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const marks = useWatch({ control: form.control, name: 'options' });
  const save = useSaveQuestion();
  const groupId = useId();
  const lessons = lessonsOf(setup);

  const mark = (index: number, checked: boolean) => {
    marks.forEach((_, other) => {
      if (other === index) form.setValue(`options.${other}.is_correct`, checked);
      else if (kind === 'single' && checked) form.setValue(`options.${other}.is_correct`, false);
    });
    if (form.formState.isSubmitted) void form.trigger('options');
  };

  const submit = form.handleSubmit((values) =>
    saveThenClose(
      save.mutate,
      { courseId, questionId: question?.id ?? null, values },
      {
        saved: question ? 'Questão atualizada!' : 'Questão criada!',
        failed: 'Erro ao salvar questão',
        onDone,
      },
    ),
  );

  const correctError = errors.options?.root?.message ?? errors.options?.message;

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormField label="Tipo" required>
        <Select
          {...form.register('kind', {
            // Radio buttons hold one mark: marks that a single-choice question cannot keep are cleared.
            onChange: (event: { target: { value: string } }) => {
              const correct = marks.filter((option) => option.is_correct).length;
              if (event.target.value === 'single' && correct > 1)
                marks.forEach((_, index) => form.setValue(`options.${index}.is_correct`, false));
            },
          })}
        >
          <option value="single">Escolha única</option>
          <option value="multiple">Múltipla escolha (escolha N)</option>
        </Select>
      </FormField>
      <FormField label="Enunciado" error={errors.prompt?.message} required>
        <Textarea rows={3} {...form.register('prompt')} />
      </FormField>

      <fieldset className="space-y-3" aria-describedby={correctError ? `${groupId}-error` : undefined}>
        <legend className="text-sm font-medium text-ink">
          Opções{' '}
          <span className="text-ink-muted">
            ({kind === 'single' ? 'marque a correta' : 'marque as corretas'})
          </span>
        </legend>
        {options.fields.map((field, index) => {
          const letter = OPTION_LETTERS[index]!;
          return (
            <div key={field.id} className="flex items-start gap-2">
              <input
                type={kind === 'single' ? 'radio' : 'checkbox'}
                name={`${groupId}-correct`}
                checked={marks[index]?.is_correct ?? false}
                onChange={(event) => mark(index, event.target.checked)}
                aria-label={`Opção ${letter} correta`}
                className="mt-3.5 h-4 w-4 shrink-0 accent-brand-700"
              />
              <FormField
                label={`Opção ${letter}`}
                error={errors.options?.[index]?.text?.message}
                className="min-w-0 flex-1"
              >
                <Input {...form.register(`options.${index}.text`)} />
              </FormField>
              <Button
                variant="ghost"
                size="icon"
                className="mt-6 shrink-0"
                disabled={options.fields.length <= MIN_OPTIONS}
                onClick={() => options.remove(index)}
                aria-label={`Remover opção ${letter}`}
              >
                <XIcon width={18} height={18} />
              </Button>
            </div>
          );
        })}
        {correctError && (
          <p id={`${groupId}-error`} role="alert" className="text-sm font-medium text-red-700">
            {correctError}
          </p>
        )}
        {options.fields.length < MAX_OPTIONS && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => options.append({ id: null, text: '', is_correct: false })}
          >
            <PlusIcon width={16} height={16} />
            Adicionar opção
          </Button>
        )}
      </fieldset>

      <FormField
        label="Explicação"
        error={errors.explanation?.message}
        required
        hint="Mostrada ao aluno depois de responder."
      >
        <Textarea rows={3} {...form.register('explanation')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Domínio do exame" hint="Sem domínio, a questão só entra nos quizzes dos módulos.">
          <Select {...form.register('domain_id')}>
            <option value="">Nenhum</option>
            {setup.domains.map((domain) => (
              <option key={domain.id} value={domain.id}>
                {domain.name} ({domain.weight_percent}%)
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Módulo">
          <Select {...form.register('module_id')}>
            <option value="">Nenhum (só simulado)</option>
            {setup.modules.map((module) => (
              <option key={module.id} value={module.id}>
                {module.title}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Aula que explica">
          <Select {...form.register('lesson_id')}>
            <option value="">Nenhuma</option>
            {lessons.map((lesson) => (
              <option key={lesson.id} value={lesson.id}>
                {lesson.module.title} — {lesson.title}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Momento da aula (mm:ss)" error={errors.lesson_second?.message} hint="Ex.: 12:34">
          <Input inputMode="numeric" placeholder="12:34" {...form.register('lesson_second')} />
        </FormField>
      </div>
      <FormDialogFooter
        submitLabel={question ? 'Salvar alterações' : 'Criar questão'}
        saving={save.isPending}
      />
    </form>
  );
}

interface QuestionFormDialogProps {
  courseId: string;
  setup: AssessmentSetup;
  target: AuthoredQuestion | 'new' | null;
  /** The module filtered on the list: a new question starts in it. */
  moduleId: string | null;
  onClose: () => void;
}

export function QuestionFormDialog({ courseId, setup, target, moduleId, onClose }: QuestionFormDialogProps) {
  return (
    <RecordFormDialog
      target={target}
      onClose={onClose}
      size="lg"
      title={(question) => (question ? 'Editar Questão' : 'Nova Questão')}
    >
      {(question) => (
        <QuestionForm
          courseId={courseId}
          setup={setup}
          question={question}
          moduleId={moduleId}
          onDone={onClose}
        />
      )}
    </RecordFormDialog>
  );
}
