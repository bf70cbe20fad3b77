// The company checkout (/empresas/comprar): the organisation (one the person manages, or a new
// one), the product and the seats (priced again by the database as they change), the method; then
// create-checkout opens the order and the buyer leaves for the provider's page, as a person's
// checkout does (docs/companies.md → Vendendo assentos). With a block (?bloco=), the organisation
// and the product are the block's and the seats are charged for the days the block has left.
import { zodResolver } from '@hookform/resolvers/zod';
import { Building2Icon, LockIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PaymentMethodField } from '@/components/payments/payment-method-field';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { formatCnpj } from '@/rules/cnpj';
import { installmentChoices } from '@/rules/installments';
import { PAYMENT_METHODS, type PaymentMethod } from '@/rules/orders';
import { formatCurrency } from '@/utils/format';
import { formatDate } from '@/utils/format-date';
import { useCreateSeatCheckout } from '../api/create-seat-checkout';
import { parseProductValue, productValue, useSeatOffer, type SeatProduct } from '../api/get-seat-offer';
import { useMySeatOrganisations, type SeatOrganisation } from '../api/my-seat-organisations';
import { useSeatQuote } from '../api/quote-seats';
import { OrganisationForm } from './organisation-form';
import { kindLabel, seatTotalLabel } from './seat-format';
import { SeatProductOptions } from './seat-product-options';

const CHECKOUT_FAILED = 'Não foi possível iniciar o pagamento. Tente novamente.';
const QUOTE_DELAY_MS = 350;

const purchaseSchema = z.object({
  product: z.string().refine((value) => parseProductValue(value) !== null, 'Escolha o produto'),
  seats: z.string().refine((value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 10000, {
    message: 'Informe um número de assentos entre 1 e 10.000.',
  }),
  method: z.enum(PAYMENT_METHODS, { message: 'Escolha a forma de pagamento' }),
  installments: z.string(),
});

type PurchaseValues = z.infer<typeof purchaseSchema>;

export type LeaveForPayment = (url: string) => void;

function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

const BLOCK_NOT_FOUND =
  'Este bloco de assentos não está entre os blocos em vigor das empresas que você gerencia.';

/** The open block `blockId` of an organisation the person manages, with that organisation. */
function findBlock(organisations: SeatOrganisation[], blockId: string) {
  for (const organisation of organisations) {
    const block = organisation.blocks.find((candidate) => candidate.id === blockId);
    if (block) return { organisation, block };
  }
  return null;
}

type SeatBlock = SeatOrganisation['blocks'][number];

export function CompanyCheckoutScreen({
  userId,
  blockId,
  initialProduct,
  initialSeats,
  leaveForPayment,
}: {
  userId: string;
  /** Seats added to this block rather than a new one (null: a new block). */
  blockId: string | null;
  initialProduct: string | null;
  initialSeats: number | null;
  leaveForPayment: LeaveForPayment;
}) {
  const organisations = useMySeatOrganisations(userId);
  const offer = useSeatOffer();
  if (organisations.isPending || offer.isPending) return <Skeleton className="h-96" />;
  if (organisations.isError || offer.isError) {
    return (
      <p role="alert" className="text-ink-muted">
        Não foi possível carregar a compra agora. Recarregue a página.
      </p>
    );
  }
  const target = blockId ? findBlock(organisations.data, blockId) : null;
  if (blockId && !target) {
    return (
      <p role="alert" className="text-ink">
        {BLOCK_NOT_FOUND}
      </p>
    );
  }
  return (
    <CompanyCheckoutForm
      userId={userId}
      organisations={target ? [target.organisation] : organisations.data}
      block={target?.block ?? null}
      products={offer.data.products}
      minimum={offer.data.tiers[0]?.min_seats ?? 1}
      initialProduct={initialProduct}
      initialSeats={initialSeats}
      leaveForPayment={leaveForPayment}
    />
  );
}

function CompanyCheckoutForm({
  userId,
  organisations,
  block,
  products,
  minimum,
  initialProduct,
  initialSeats,
  leaveForPayment,
}: {
  userId: string;
  organisations: SeatOrganisation[];
  block: SeatBlock | null;
  products: SeatProduct[];
  minimum: number;
  initialProduct: string | null;
  initialSeats: number | null;
  leaveForPayment: LeaveForPayment;
}) {
  const [organisationId, setOrganisationId] = useState<string | null>(organisations[0]?.id ?? null);
  const [creating, setCreating] = useState(organisations.length === 0);
  const [leaving, setLeaving] = useState(false);
  const known = products.some((product) => productValue(product) === initialProduct);
  const blockProduct = block ? productValue({ kind: block.product_kind, id: block.product_id }) : null;
  const form = useForm<PurchaseValues>({
    resolver: zodResolver(purchaseSchema),
    defaultValues: {
      product:
        blockProduct ??
        (known && initialProduct ? initialProduct : products[0] ? productValue(products[0]) : ''),
      seats: String(initialSeats ?? (block ? 1 : Math.max(10, minimum))),
      method: 'pix',
      installments: '1',
    },
  });
  const { errors } = form.formState;
  const [product, seatsText, method, installmentsText] = useWatch({
    control: form.control,
    name: ['product', 'seats', 'method', 'installments'],
  });
  const seats = /^\d+$/.test(seatsText) ? Number(seatsText) : null;
  const settled = useSettled({ product, seats }, QUOTE_DELAY_MS);
  const parsed = parseProductValue(settled.product);
  const quote = useSeatQuote(parsed?.kind ?? null, parsed?.id ?? null, settled.seats, block?.id ?? null);
  const checkout = useCreateSeatCheckout();
  const amount = quote.data?.amount ?? 0;
  const choices = installmentChoices(amount);
  const installments = method === 'card' ? Number(installmentsText) || 1 : 1;
  const chosenOrganisation = organisations.find((organisation) => organisation.id === organisationId);

  const start = (values: PurchaseValues) => {
    const chosen = parseProductValue(values.product);
    if (!chosen || !organisationId) return;
    checkout.mutate(
      {
        organisationId,
        productKind: chosen.kind,
        productId: chosen.id,
        seats: Number(values.seats),
        seatBlockId: block?.id ?? null,
        method: values.method,
        installments: Number(values.installments) || 1,
      },
      {
        onSuccess: (created) => {
          setLeaving(true);
          leaveForPayment(created.checkout_url);
        },
        onError: async (error) => {
          const { reasonCode, userMessage } = await import('@/lib/errors/user-message');
          const code = reasonCode(error);
          if (code === 'seats_below_minimum' || code === 'invalid_seat_count') {
            form.setError('seats', { message: userMessage(error, CHECKOUT_FAILED) }, { shouldFocus: true });
          } else {
            toast.error(userMessage(error, CHECKOUT_FAILED));
          }
        },
      },
    );
  };

  const submitting = checkout.isPending || leaving;
  const refusal = quote.error ? quoteRefusal(quote.error, minimum) : null;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <aside
        aria-labelledby="resumo"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-24 lg:order-2"
      >
        <h2 id="resumo" className="text-lg font-bold text-ink">
          Resumo
        </h2>
        {refusal ? (
          <p role="alert" className="mt-4 text-sm text-ink">
            {refusal}
          </p>
        ) : quote.data ? (
          <dl className="mt-4 space-y-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-ink-muted">Produto</dt>
              <dd className="text-right font-medium text-ink">{quote.data.product_title}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-ink-muted">Preço por assento (12 meses)</dt>
              <dd className="font-semibold whitespace-nowrap text-ink" data-testid="checkout-unit-price">
                {formatCurrency(quote.data.unit_price)}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-ink-muted">Desconto</dt>
              <dd className="font-semibold text-ink">
                {Number(quote.data.discount_percent).toLocaleString('pt-BR')}%
              </dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base">
              <dt className="font-semibold text-ink">{seatTotalLabel(quote.data.seats)}</dt>
              <dd className="text-xl font-extrabold whitespace-nowrap text-ink" data-testid="checkout-total">
                {formatCurrency(quote.data.amount)}
              </dd>
            </div>
            {quote.data.remaining_days !== undefined && quote.data.period_days !== undefined && (
              <p className="text-ink-muted" data-testid="checkout-proration">
                Cobrança proporcional: {quote.data.remaining_days} dos {quote.data.period_days} dias do bloco,
                até {formatDate(quote.data.period_end)}.
              </p>
            )}
            {installments > 1 && (
              <p className="text-right text-ink-muted">
                {choices.find((choice) => choice.count === installments)?.label} sem juros
              </p>
            )}
          </dl>
        ) : (
          <p className="mt-4 text-sm text-ink-muted">Calculando…</p>
        )}
      </aside>

      <div className="space-y-6 lg:order-1">
        <section
          aria-labelledby="empresa"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="empresa" className="flex items-center gap-2 text-lg font-bold text-ink">
            <Building2Icon size={20} aria-hidden="true" className="text-brand-700" />
            Empresa
          </h2>
          <div className="mt-5">
            {block ? (
              <div className="space-y-1 text-sm">
                <p className="font-semibold text-ink">{organisations[0]?.legal_name}</p>
                <p className="text-ink-muted">
                  {kindLabel(block.product_kind)} · {block.product_title}: {block.seat_count} assentos até{' '}
                  {formatDate(block.period_end)}.
                </p>
              </div>
            ) : creating ? (
              <OrganisationForm
                userId={userId}
                onCreated={(id) => {
                  setOrganisationId(id);
                  setCreating(false);
                }}
                onCancel={organisations.length > 0 ? () => setCreating(false) : undefined}
              />
            ) : (
              <div className="space-y-3">
                <FormField label="Comprar para">
                  <Select
                    value={organisationId ?? ''}
                    onChange={(event) => setOrganisationId(event.target.value)}
                  >
                    {organisations.map((organisation) => (
                      <option key={organisation.id} value={organisation.id}>
                        {organisation.legal_name} · CNPJ {formatCnpj(organisation.cnpj)}
                      </option>
                    ))}
                  </Select>
                </FormField>
                {chosenOrganisation && (
                  <p className="text-sm text-ink-muted">Cobrança em {chosenOrganisation.billing_email}.</p>
                )}
                <Button type="button" variant="outline" onClick={() => setCreating(true)}>
                  Cadastrar outra empresa
                </Button>
              </div>
            )}
          </div>
        </section>

        <section
          aria-labelledby="assentos"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="assentos" className="text-lg font-bold text-ink">
            Assentos e pagamento
          </h2>
          <form noValidate onSubmit={form.handleSubmit(start)} className="mt-5 space-y-6">
            <div className={block ? 'sm:max-w-[14rem]' : 'grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]'}>
              {/* Seats added to a block are of its product: no choice to offer. */}
              {!block && (
                <FormField label="Produto" error={errors.product?.message}>
                  <Select {...form.register('product')}>
                    <SeatProductOptions products={products} />
                  </Select>
                </FormField>
              )}
              <FormField label={block ? 'Assentos a adicionar' : 'Assentos'} error={errors.seats?.message}>
                <Input type="number" inputMode="numeric" min={1} max={10000} {...form.register('seats')} />
              </FormField>
            </div>
            <PaymentMethodField
              registration={form.register('method')}
              chosen={method as PaymentMethod}
              allowed={PAYMENT_METHODS}
            />
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
            <div>
              <Button
                type="submit"
                size="lg"
                className="w-full"
                disabled={submitting || creating || !organisationId || !quote.data || Boolean(refusal)}
                aria-busy={submitting || undefined}
              >
                <LockIcon size={18} aria-hidden="true" />
                {submitting ? 'Abrindo o pagamento...' : 'Ir para o pagamento'}
              </Button>
              <p className="mt-3 text-center text-xs leading-5 text-ink-muted">
                {creating
                  ? 'Cadastre a empresa para continuar.'
                  : 'Você conclui o pagamento na página segura de pagamento e volta para cá em seguida.'}
              </p>
            </div>
          </form>
        </section>
      </div>
    </div>
  );
}

/** What the summary says when the database refuses to price the seats. */
function quoteRefusal(error: Error, minimum: number): string {
  if (error.message === 'seats_below_minimum') return `A compra começa em ${minimum} assentos.`;
  if (error.message === 'seat_block_expired')
    return 'O período deste bloco de assentos terminou: compre um bloco novo.';
  return 'Não foi possível calcular o preço agora.';
}
