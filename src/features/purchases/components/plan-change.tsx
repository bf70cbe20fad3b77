// 'Mudar de plano' on 'Minha assinatura' (docs/plan-changes.md): the subscriber picks another plan
// of the same interval and reads, before confirming, what the database says it does and costs — an
// upgrade now, charged the difference for the rest of the period on the provider's page; a
// downgrade from the next renewal, nothing charged or credited now. A card the provider charges
// every period is charged the new plan's amount from the next renewal on.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PaymentMethodField } from '@/components/payments/payment-method-field';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { userMessage } from '@/lib/errors/user-message';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { cpfField, formatCpf } from '@/rules/cpf';
import { installmentChoices } from '@/rules/installments';
import { PAYMENT_METHODS } from '@/rules/orders';
import { billingPeriodSuffix } from '@/rules/subscriptions';
import { formatCurrency } from '@/utils/format';
import { formatDate } from '@/utils/format-date';
import type { MySubscription } from '../api/get-my-subscription';
import {
  planChangeOptionsQueryOptions,
  usePlanChangeQuote,
  useScheduleDowngrade,
  useStartUpgradeCheckout,
  type PlanChangeQuote,
} from '../api/plan-change';

const upgradeFormSchema = z.object({
  cpf: cpfField,
  method: z.enum(PAYMENT_METHODS, { message: 'Escolha a forma de pagamento' }),
  installments: z.string(),
});

/** The provider's page is another site: a full navigation. */
export type LeaveForPayment = (url: string) => void;

export function PlanChange({
  userId,
  subscription,
  leaveForPayment,
}: {
  userId: string;
  subscription: MySubscription;
  leaveForPayment: LeaveForPayment;
}) {
  const options = useQuery(
    planChangeOptionsQueryOptions(userId, subscription.plan_id, subscription.billing_interval),
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const quote = usePlanChangeQuote(userId, subscription.id, chosen);

  if (options.isPending) return <Skeleton className="h-40 rounded-2xl" />;
  if (options.isError || options.data.length === 0) return null;

  return (
    <Frame>
      <p className="mt-2 text-ink-muted">
        Para um plano mais caro, a mudança é imediata e você paga só a diferença pelos dias que faltam do
        período. Para um mais barato, a mudança vale a partir da próxima renovação.
        {subscription.provider_subscription_id &&
          ' Sua assinatura é renovada automaticamente no cartão: com a mudança, as cobranças no cartão passam a ser do valor do novo plano a partir da próxima renovação.'}
      </p>
      <fieldset className="mt-5">
        <legend className="text-sm font-semibold text-ink">Novo plano</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {options.data.map((plan) => {
            const up = plan.amount > subscription.amount;
            const Icon = up ? ArrowUpIcon : ArrowDownIcon;
            return (
              <label
                key={plan.id}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors',
                  chosen === plan.id
                    ? 'border-brand-700 ring-1 ring-brand-700'
                    : 'border-slate-200 hover:border-slate-300',
                )}
              >
                <input
                  type="radio"
                  name="novo-plano"
                  value={plan.id}
                  checked={chosen === plan.id}
                  onChange={() => setChosen(plan.id)}
                  className="mt-1 h-4 w-4 accent-brand-700"
                />
                <span className="min-w-0">
                  <span className="block font-semibold text-ink">Plano {plan.name}</span>
                  <span className="block text-sm text-ink-muted">
                    {formatCurrency(plan.amount)}
                    {billingPeriodSuffix(plan.billing_interval)}
                  </span>
                  <span className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-ink-muted">
                    <Icon size={14} aria-hidden="true" />
                    {up ? 'Mudança imediata' : 'A partir da próxima renovação'}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {chosen && (
        <div className="mt-6 border-t border-slate-200 pt-6" aria-live="polite">
          {quote.isPending ? (
            <Skeleton role="status" aria-label="Calculando a mudança" className="h-24 rounded-xl" />
          ) : quote.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {userMessage(quote.error, 'Não foi possível calcular a mudança de plano. Tente novamente.')}
            </p>
          ) : quote.data.kind === 'upgrade' ? (
            <UpgradeForm
              quote={quote.data}
              subscriptionId={subscription.id}
              leaveForPayment={leaveForPayment}
            />
          ) : (
            <DowngradeConfirm userId={userId} quote={quote.data} subscriptionId={subscription.id} />
          )}
        </div>
      )}
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="mudar-de-plano"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="mudar-de-plano" className="text-xl font-bold text-ink">
        Mudar de plano
      </h2>
      {children}
    </section>
  );
}

function UpgradeForm({
  quote,
  subscriptionId,
  leaveForPayment,
}: {
  quote: PlanChangeQuote;
  subscriptionId: string;
  leaveForPayment: LeaveForPayment;
}) {
  const form = useForm<z.input<typeof upgradeFormSchema>, unknown, z.output<typeof upgradeFormSchema>>({
    resolver: zodResolver(upgradeFormSchema),
    defaultValues: { cpf: '', method: 'pix', installments: '1' },
  });
  const checkout = useStartUpgradeCheckout();
  const [leaving, setLeaving] = useState(false);
  const method = useWatch({ control: form.control, name: 'method' });
  const cpf = form.register('cpf');
  const amount = quote.amount ?? 0;
  const choices = installmentChoices(amount);
  const period = billingPeriodSuffix(quote.billing_interval);
  const difference = quote.to_plan.amount - quote.from_plan.amount;

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit((values) =>
        checkout.mutate(
          {
            subscriptionId,
            planId: quote.to_plan.id,
            method: values.method,
            installments: Number(values.installments) || 1,
            cpf: values.cpf,
          },
          {
            onSuccess: (created) => {
              setLeaving(true);
              leaveForPayment(created.checkout_url);
            },
            onError: (error) =>
              toast.error(userMessage(error, 'Não foi possível iniciar o pagamento. Tente novamente.')),
          },
        ),
      )}
    >
      <div className="rounded-xl bg-slate-50 p-4">
        <p className="text-sm text-ink-muted">Você paga agora</p>
        <p className="text-2xl font-extrabold text-ink">{formatCurrency(amount)}</p>
        <p className="mt-1 text-sm text-ink">
          A diferença de {formatCurrency(difference)}
          {period} pelos {quote.remaining_days} dos {quote.period_days} dias que faltam do período, até{' '}
          {formatDate(quote.period_end)}. O plano {quote.to_plan.name} vale assim que o pagamento for
          confirmado
          {quote.renewed_by_card ? (
            <>
              . A diferença é cobrada uma vez, agora; as próximas cobranças no cartão serão de{' '}
              {formatCurrency(quote.to_plan.amount)}
              {period}, a partir da renovação de {formatDate(quote.period_end)}.
            </>
          ) : (
            <>
              ; a partir da próxima cobrança, {formatCurrency(quote.to_plan.amount)}
              {period}.
            </>
          )}
        </p>
      </div>
      <FormField
        label="CPF"
        required
        error={form.formState.errors.cpf?.message}
        hint="Usado na nota fiscal da compra."
      >
        <Input
          inputMode="numeric"
          autoComplete="off"
          placeholder="000.000.000-00"
          maxLength={14}
          {...cpf}
          onChange={(event) => {
            event.target.value = formatCpf(event.target.value);
            void cpf.onChange(event);
          }}
        />
      </FormField>
      <PaymentMethodField registration={form.register('method')} chosen={method} allowed={PAYMENT_METHODS} />
      {method === 'card' && choices.length > 1 && (
        <FormField label="Parcelas">
          <Select {...form.register('installments')}>
            {choices.map((choice) => (
              <option key={choice.count} value={String(choice.count)}>
                {choice.count === 1 ? `À vista: ${choice.label}` : `${choice.label} sem juros`}
              </option>
            ))}
          </Select>
        </FormField>
      )}
      <Button
        type="submit"
        disabled={checkout.isPending || leaving}
        aria-busy={checkout.isPending || undefined}
      >
        {checkout.isPending || leaving
          ? 'Abrindo o pagamento...'
          : `Pagar ${formatCurrency(amount)} e mudar de plano`}
      </Button>
    </form>
  );
}

function DowngradeConfirm({
  userId,
  quote,
  subscriptionId,
}: {
  userId: string;
  quote: PlanChangeQuote;
  subscriptionId: string;
}) {
  const schedule = useScheduleDowngrade(userId);
  const period = billingPeriodSuffix(quote.billing_interval);
  return (
    <div className="space-y-4">
      <p className="text-ink">
        A mudança para o plano {quote.to_plan.name} vale a partir de {formatDate(quote.period_end)}: até lá
        você continua no plano {quote.from_plan.name}, com os cursos dele.{' '}
        {quote.renewed_by_card ? (
          <>
            As próximas cobranças no cartão serão de {formatCurrency(quote.to_plan.amount)}
            {period}, a partir da renovação de {formatDate(quote.period_end)}.
          </>
        ) : (
          <>
            A próxima cobrança será de {formatCurrency(quote.to_plan.amount)}
            {period}.
          </>
        )}{' '}
        Nada é cobrado nem creditado agora.
      </p>
      <Button
        disabled={schedule.isPending}
        aria-busy={schedule.isPending || undefined}
        onClick={() =>
          schedule.mutate(
            { subscriptionId, planId: quote.to_plan.id },
            {
              onSuccess: () => toast.success('Mudança de plano agendada.'),
              onError: (error) => toast.error(userMessage(error, 'Não foi possível agendar a mudança.')),
            },
          )
        }
      >
        {schedule.isPending
          ? 'Agendando...'
          : `Mudar para o plano ${quote.to_plan.name} em ${formatDate(quote.period_end)}`}
      </Button>
    </div>
  );
}
