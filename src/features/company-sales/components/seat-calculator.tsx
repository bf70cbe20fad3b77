// The seat calculator of /empresas: a product and a number of seats; the unit price, the discount
// and the total are the database's (quote_seats reads private.seat_price, the order's own price),
// asked again a moment after the number stops changing.
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { formatCurrency } from '@/utils/format';
import { defaultSeatChoice, type SeatProduct, type SeatTier } from '../api/get-seat-offer';
import { useSeatQuote } from '../api/quote-seats';
import { COMPANY_CHECKOUT_PATH, seatCheckoutPath, seatTotalLabel } from './seat-format';
import { SeatProductOptions } from './seat-product-options';

const QUOTE_DELAY_MS = 350;

/** The value after it has stayed the same for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

const QUOTE_REFUSALS: Record<string, string> = {
  seats_below_minimum: 'Abaixo do mínimo de assentos da tabela.',
  seat_product_not_available: 'Este produto não está mais à venda em assentos.',
  invalid_seat_count: 'Informe um número de assentos entre 1 e 10.000.',
};

export function SeatCalculator({ products, tiers }: { products: SeatProduct[]; tiers: SeatTier[] }) {
  const minimum = tiers[0]?.min_seats ?? 1;
  // The loader read this first quote (companies-reads.ts): the prerendered page shows its price.
  const [initial] = useState(() => defaultSeatChoice({ products, tiers }));
  const [product, setProduct] = useState(initial.product);
  const [typed, setTyped] = useState(String(initial.seats));
  const seats = Number.parseInt(typed, 10);
  const valid = Number.isInteger(seats) && seats >= 1 && seats <= 10000;
  const settled = useSettled({ product, seats: valid ? seats : null }, QUOTE_DELAY_MS);
  const [kind, id] = settled.product.split(':');
  const quote = useSeatQuote(kind ?? null, id ?? null, settled.seats);
  const resultId = useId();
  const upToDate = settled.product === product && settled.seats === (valid ? seats : null);
  const refusal = quote.error
    ? (QUOTE_REFUSALS[quote.error.message] ?? 'Não foi possível calcular agora.')
    : null;

  if (products.length === 0) {
    return <p className="text-ink-muted">Nenhum produto está à venda em assentos no momento.</p>;
  }

  return (
    <div className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:grid-cols-2">
      <div className="space-y-4">
        <FormField label="Produto">
          <Select value={product} onChange={(event) => setProduct(event.target.value)}>
            <SeatProductOptions products={products} />
          </Select>
        </FormField>
        <FormField
          label="Assentos"
          hint={`A partir de ${minimum} assentos; cada assento vale por 12 meses.`}
          error={typed !== '' && !valid ? 'Informe um número de assentos entre 1 e 10.000.' : undefined}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={10000}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-controls={resultId}
          />
        </FormField>
      </div>
      <div
        id={resultId}
        aria-live="polite"
        aria-busy={!upToDate || quote.isFetching}
        className="flex flex-col justify-between rounded-xl bg-slate-50 p-5"
      >
        {refusal && upToDate ? (
          <p role="alert" className="font-medium text-ink">
            {refusal}
          </p>
        ) : quote.data ? (
          <dl className="space-y-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-ink-muted">Preço por assento (12 meses)</dt>
              <dd className="font-semibold whitespace-nowrap text-ink" data-testid="seat-unit-price">
                {formatCurrency(quote.data.unit_price)}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-ink-muted">Desconto</dt>
              <dd className="font-semibold whitespace-nowrap text-ink" data-testid="seat-discount">
                {Number(quote.data.discount_percent).toLocaleString('pt-BR')}%
              </dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base">
              <dt className="font-semibold text-ink">{seatTotalLabel(quote.data.seats)}</dt>
              <dd className="text-xl font-extrabold whitespace-nowrap text-ink" data-testid="seat-total">
                {formatCurrency(quote.data.total)}
              </dd>
            </div>
          </dl>
        ) : (
          <p className="text-ink-muted">Calculando…</p>
        )}
        <Link
          to={valid && product ? seatCheckoutPath(product, seats) : COMPANY_CHECKOUT_PATH}
          className={buttonVariants({ size: 'lg', className: 'mt-5 w-full' })}
        >
          Comprar assentos
        </Link>
      </div>
    </div>
  );
}
