// Answering a question, or editing one's own answer: plain text.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { answerFormSchema, type AnswerFormValues, type AnswerValues } from '../api/answer-form-schema';

interface AnswerFormProps {
  label: string;
  initial?: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: AnswerValues, reset: () => void) => void;
  onCancel?: () => void;
}

export function AnswerForm({ label, initial, submitLabel, pending, onSubmit, onCancel }: AnswerFormProps) {
  const form = useForm<AnswerFormValues, unknown, AnswerValues>({
    resolver: zodResolver(answerFormSchema),
    defaultValues: { body: initial ?? '' },
  });
  const id = useId();
  return (
    <form
      noValidate
      aria-label={label}
      id={id}
      onSubmit={form.handleSubmit((values) => onSubmit(values, () => form.reset({ body: '' })))}
      className="space-y-3"
    >
      <FormField label={label} error={form.formState.errors.body?.message}>
        <Textarea rows={3} {...form.register('body')} />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? 'Enviando...' : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="outline" size="sm" onClick={onCancel} disabled={pending}>
            Cancelar
          </Button>
        )}
      </div>
    </form>
  );
}
