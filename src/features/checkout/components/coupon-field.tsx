// 'Cupom de desconto' beside the order summary: the buyer types a code (or arrives with ?cupom=),
// the database says what it takes off or why it is refused (docs/coupons.md). Its own small form:
// it sits outside the payment form, so Enter here applies the coupon and never submits the order.
// Loaded only when the buyer asks for it or the address carries a coupon: the checkout's first
// load stays within its budget (docs/payments-ui.md).
import { TicketPercentIcon, XIcon } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatCurrency } from '@/utils/format';
import { normalizeCouponCode, type CouponQuote } from '../api/quote-coupon';

export default function CouponField({
  appliedCode,
  quote,
  checking,
  refusal,
  onApply,
  onRemove,
}: {
  /** The code the buyer applied (null: none). */
  appliedCode: string | null;
  /** The database's figures for the applied code, once it accepted it. */
  quote: CouponQuote | undefined;
  checking: boolean;
  /** The database's refusal of the applied code. */
  refusal: Error | null;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const [typed, setTyped] = useState(appliedCode ?? '');
  const [missing, setMissing] = useState(false);
  const refusalMessage = useRefusalMessage(refusal);

  if (quote && appliedCode) {
    return (
      <div className="flex items-start justify-between gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4">
        <p className="flex items-start gap-2 text-sm text-emerald-900" role="status">
          <TicketPercentIcon size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
          <span>
            Cupom <strong>{quote.code}</strong> aplicado: {discountLabel(quote)} de desconto.
          </span>
        </p>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => {
            setTyped('');
            onRemove();
          }}
        >
          <XIcon size={16} aria-hidden="true" />
          Remover
        </Button>
      </div>
    );
  }

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const code = normalizeCouponCode(typed);
    setMissing(code === '');
    if (code) onApply(code);
  };

  return (
    <form noValidate onSubmit={apply} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <FormField
        label="Cupom de desconto"
        error={missing ? 'Informe o código do cupom' : (refusalMessage ?? undefined)}
      >
        <div className="flex gap-2">
          <Input
            value={typed}
            onChange={(event) => setTyped(event.target.value.toUpperCase())}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            placeholder="EX.: BLACKFRIDAY"
            autoFocus={appliedCode === null}
            className="min-w-0 flex-1 uppercase"
          />
          <Button type="submit" variant="outline" disabled={checking} aria-busy={checking || undefined}>
            {checking ? 'Aplicando...' : 'Aplicar'}
          </Button>
        </div>
      </FormField>
    </form>
  );
}

/** '40 %' or 'R$ 50,00' — what the coupon took off, as the summary's line shows in reais. */
function discountLabel(quote: CouponQuote): string {
  const reais = formatCurrency(quote.discount) ?? '';
  return quote.discount_kind === 'percent' ? `${quote.discount_value} % (${reais})` : reais;
}

/** The pt-BR message of a refusal, with the error catalogue loaded only once one happens. */
function useRefusalMessage(error: Error | null): string | null {
  const [translated, setTranslated] = useState<{ error: Error; message: string } | null>(null);
  useEffect(() => {
    if (!error) return;
    let current = true;
    void import('@/lib/errors/user-message').then(({ userMessage }) => {
      if (current)
        setTranslated({
          error,
          message: userMessage(error, 'Não foi possível aplicar o cupom. Tente novamente.'),
        });
    });
    return () => {
      current = false;
    };
  }, [error]);
  return error && translated?.error === error ? translated.message : null;
}
