// Asking a question, or editing one's own: title and text, plain text.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { formatCount } from '@/utils/format';
import { QUESTION_BODY_MAX } from '../api/question-messages';
import {
  questionFormSchema,
  type QuestionFormValues,
  type QuestionValues,
} from '../api/question-form-schema';

interface QuestionFormProps {
  initial?: QuestionFormValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: QuestionValues) => void;
  onCancel: () => void;
}

export function QuestionForm({ initial, submitLabel, pending, onSubmit, onCancel }: QuestionFormProps) {
  const form = useForm<QuestionFormValues, unknown, QuestionValues>({
    resolver: zodResolver(questionFormSchema),
    defaultValues: initial ?? { title: '', body: '' },
  });
  const { errors } = form.formState;
  const length = (useWatch({ control: form.control, name: 'body' }) ?? '').trim().length;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <FormField label="Título da pergunta" error={errors.title?.message} required>
        <Input autoComplete="off" placeholder="Resuma sua dúvida em uma frase" {...form.register('title')} />
      </FormField>
      <FormField
        label="Sua dúvida"
        error={errors.body?.message}
        hint={`${formatCount(length)} de ${formatCount(QUESTION_BODY_MAX)} caracteres. Texto simples: links viram links, nada de HTML.`}
        required
      >
        <Textarea rows={5} placeholder="Conte o que você tentou e onde travou" {...form.register('body')} />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? 'Enviando...' : submitLabel}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
