import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { saveThenClose } from '@/components/forms/save-then-close';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSetStudyGoal } from '../api/set-study-goal';
import {
  GOAL_LIMITS,
  studyGoalFormSchema,
  type StudyGoal,
  type StudyGoalFormValues,
  type StudyWeek,
} from '../utils/study-week';

const KIND_OPTIONS = [
  { value: 'minutes', label: 'Minutos assistidos' },
  { value: 'lessons', label: 'Aulas assistidas até o fim' },
] as const;

/** Sets or changes the weekly goal: the unit and the target, checked before the database checks them again. */
export function StudyGoalForm({
  userId,
  goal,
  onDone,
}: {
  userId: string;
  goal: StudyWeek['goal'];
  onDone: () => void;
}) {
  const form = useForm<StudyGoalFormValues, unknown, StudyGoal>({
    resolver: zodResolver(studyGoalFormSchema),
    defaultValues: { kind: goal?.kind ?? 'minutes', target: goal ? String(goal.target) : '' },
  });
  const save = useSetStudyGoal(userId);
  const kind = useWatch({ control: form.control, name: 'kind' });
  const limits = GOAL_LIMITS[kind];
  const submit = (values: StudyGoal) =>
    saveThenClose(save.mutate, values, {
      saved: 'Meta da semana salva.',
      failed: 'Erro ao salvar a meta',
      onDone,
    });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      className="mt-5 space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
      aria-label="Meta semanal"
    >
      <fieldset>
        <legend className="text-sm font-medium text-ink">Medir a meta em</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {KIND_OPTIONS.map((option) => (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                value={option.value}
                className="h-4 w-4 accent-brand-700"
                {...form.register('kind')}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField
        label={kind === 'minutes' ? 'Minutos por semana' : 'Aulas por semana'}
        hint={`De ${new Intl.NumberFormat('pt-BR').format(limits.min)} a ${new Intl.NumberFormat('pt-BR').format(limits.max)}. Vale a partir desta semana.`}
        error={form.formState.errors.target?.message}
        required
      >
        <Input inputMode="numeric" autoComplete="off" className="sm:max-w-40" {...form.register('target')} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Salvando...' : 'Salvar meta'}
        </Button>
        <Button variant="outline" size="sm" onClick={onDone} disabled={save.isPending}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
