// One question as a fieldset: the prompt as its legend, radio buttons for a single-choice question,
// checkboxes and 'Escolha N' for a multiple-choice one.
import { cn } from '@/lib/utils';
import type { OpenQuestion } from '../api/question-schema';
import { chooseLabel, toggleOption } from '../utils/answers';

/** A, B, C… as the options are lettered on screen and in the CSV. */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);

interface QuestionChoicesProps {
  question: OpenQuestion;
  /** 'Questão 3 de 5'. */
  heading: string;
  chosen: readonly string[];
  onChange: (optionIds: string[]) => void;
  disabled?: boolean;
  /** Shown under the legend (e.g. 'Responda esta questão'). */
  error?: string | null;
}

export function QuestionChoices({
  question,
  heading,
  chosen,
  onChange,
  disabled,
  error,
}: QuestionChoicesProps) {
  const name = `questao-${question.id}`;
  const hintId = `${name}-dica`;
  const errorId = `${name}-erro`;
  const full = question.kind === 'multiple' && chosen.length >= question.choose;
  return (
    <fieldset
      className="min-w-0"
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      aria-invalid={error ? true : undefined}
      id={name}
    >
      <legend className="w-full">
        <span className="block text-sm font-semibold text-ink-muted">{heading}</span>
        <span className="mt-1 block text-lg leading-7 font-semibold whitespace-pre-line text-ink">
          {question.prompt}
        </span>
      </legend>
      <p id={hintId} className="mt-2 text-sm font-medium text-brand-800">
        {chooseLabel(question)}
      </p>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="mt-3 space-y-2">
        {question.options.map((option, index) => {
          const checked = chosen.includes(option.id);
          const id = `${name}-${option.id}`;
          return (
            <label
              key={option.id}
              htmlFor={id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 text-base leading-6 transition-colors',
                checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white hover:bg-slate-50',
                disabled && 'cursor-default opacity-80',
              )}
            >
              <input
                id={id}
                type={question.kind === 'single' ? 'radio' : 'checkbox'}
                name={name}
                value={option.id}
                checked={checked}
                disabled={disabled || (full && !checked)}
                onChange={() => onChange(toggleOption(question, chosen, option.id))}
                className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
              />
              <span className="min-w-0">
                <span className="font-semibold text-ink-muted">{optionLetter(index)}) </span>
                <span className="text-ink">{option.text}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
