import { useId, type ComponentProps } from 'react';
import { paths } from '@/config/paths';

interface TermsConsentFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  error?: string | undefined;
}

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/**
 * 'Li e aceito os Termos de Uso e a Política de Privacidade' (LGPD consent), required at sign-up.
 * The documents open in a new tab so the form keeps what was typed. The "new tab" hint describes
 * the links instead of being part of their text, so the checkbox's name stays the sentence itself.
 */
export function TermsConsentField({ error, ref, ...checkbox }: TermsConsentFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const newTabHintId = `${id}-new-tab`;
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-700"
          {...checkbox}
        />
        <label htmlFor={id} className="text-sm leading-6 text-ink">
          Li e aceito os{' '}
          <a
            href={paths.terms}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={newTabHintId}
            className={linkClass}
          >
            Termos de Uso
          </a>{' '}
          e a{' '}
          <a
            href={paths.privacy}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={newTabHintId}
            className={linkClass}
          >
            Política de Privacidade
          </a>
        </label>
      </div>
      <span id={newTabHintId} hidden>
        Abre em uma nova aba
      </span>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
