// Shared by the person's checkout and the company checkout (docs/companies.md).
// Pix, boleto or card, as three large radio cards: a native radio group (arrow keys move between
// them, a screen reader hears 'Forma de pagamento, 1 de 3') styled as cards.
import { BarcodeIcon, CreditCardIcon, QrCodeIcon, type LucideIcon } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/utils';
import type { PaymentMethod } from '@/rules/orders';

const methods: { value: PaymentMethod; label: string; text: string; icon: LucideIcon }[] = [
  {
    value: 'pix',
    label: 'Pix',
    text: 'Aprovação em segundos, com QR Code ou copia e cola.',
    icon: QrCodeIcon,
  },
  {
    value: 'boleto',
    label: 'Boleto',
    text: 'Compensação em até 3 dias úteis após o pagamento.',
    icon: BarcodeIcon,
  },
  { value: 'card', label: 'Cartão de crédito', text: 'À vista ou parcelado.', icon: CreditCardIcon },
];

/** The card tile of a product without instalments (a plan: one charge each period). */
const cardWithoutInstallments = 'Cobrança recorrente no cartão, sem parcelamento.';

export function PaymentMethodField({
  registration,
  chosen,
  allowed,
  cardInstallments = true,
}: {
  registration: UseFormRegisterReturn;
  chosen: PaymentMethod | undefined;
  /** The methods this product may be paid with (a subscription renews by card or Pix). */
  allowed: readonly PaymentMethod[];
  /** false for a product the card cannot pay in instalments (a plan). */
  cardInstallments?: boolean;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">Forma de pagamento</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-3">
        {methods
          .filter((method) => allowed.includes(method.value))
          .map(({ value, label, text, icon: Icon }) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer gap-3 rounded-xl border bg-white p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 sm:flex-col sm:gap-2',
                chosen === value
                  ? 'border-brand-700 ring-1 ring-brand-700'
                  : 'border-slate-300 hover:bg-slate-50',
              )}
            >
              <input type="radio" value={value} className="sr-only" {...registration} />
              <Icon
                aria-hidden="true"
                width={24}
                height={24}
                className={cn('shrink-0', chosen === value ? 'text-brand-700' : 'text-ink-muted')}
              />
              <span>
                <span className="block font-semibold text-ink">{label}</span>
                <span className="mt-0.5 block text-sm leading-5 text-ink-muted">
                  {value === 'card' && !cardInstallments ? cardWithoutInstallments : text}
                </span>
              </span>
            </label>
          ))}
      </div>
    </fieldset>
  );
}
