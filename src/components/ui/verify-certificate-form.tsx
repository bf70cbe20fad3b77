// 'Verificar certificado': a code typed in any form (with or without dashes, lower case, spaces)
// opens its page; the page reads it and moves to the grouped address /certificado/TC-XXXX-XXXX-XXXX.
// What cannot be a code opens the page too, which then says 'Certificado não encontrado' (the same
// answer as an unknown code, so nothing hints whether a similar code exists). In the footer of
// every page, so it stays small: the code's rules (src/rules/certificate-code.ts) load with the page.
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cx } from '@/lib/class-names';
import { buttonVariants } from './button';

interface VerifyCertificateFormProps {
  /** 'footer': on the dark footer, label as its heading. */
  tone?: 'page' | 'footer';
  defaultCode?: string;
  className?: string;
}

export const EMPTY_CODE_MESSAGE = 'Digite o código do certificado';

/** Longer input is no code (MAX_TYPED_CODE_LENGTH of src/rules/certificate-code.ts, checked there). */
export const VERIFY_FIELD_MAX_LENGTH = 64;

export function VerifyCertificateForm({
  tone = 'page',
  defaultCode = '',
  className,
}: VerifyCertificateFormProps) {
  const navigate = useNavigate();
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState(defaultCode.slice(0, VERIFY_FIELD_MAX_LENGTH));
  const [error, setError] = useState<string | null>(null);
  const onFooter = tone === 'footer';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) {
      setError(EMPTY_CODE_MESSAGE);
      return;
    }
    setError(null);
    navigate(paths.certificate(typed));
  };

  return (
    <form role="search" aria-label="Verificar certificado" onSubmit={submit} noValidate className={className}>
      <label
        htmlFor={inputId}
        className={cx(
          'block text-sm font-semibold',
          onFooter ? 'uppercase tracking-wide text-white' : 'text-ink',
        )}
      >
        {onFooter ? 'Verificar certificado' : 'Código do certificado'}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={inputId}
          name="codigo"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          maxLength={VERIFY_FIELD_MAX_LENGTH}
          placeholder={onFooter ? 'Código' : 'TC-XXXX-XXXX-XXXX'}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cx(
            'h-10 min-w-0 flex-1 rounded-lg border px-3 font-mono text-sm uppercase placeholder:normal-case',
            onFooter
              ? 'border-slate-600 bg-slate-800 text-white placeholder:text-slate-400'
              : 'border-slate-300 bg-white text-ink placeholder:text-slate-500',
          )}
        />
        <button
          type="submit"
          className={buttonVariants({
            variant: onFooter ? 'inverse' : 'primary',
            size: 'sm',
            className: 'h-10',
          })}
        >
          Verificar
        </button>
      </div>
      {error && (
        <p
          id={errorId}
          role="alert"
          className={cx('mt-1 text-sm', onFooter ? 'text-red-300' : 'text-red-700')}
        >
          {error}
        </p>
      )}
    </form>
  );
}
