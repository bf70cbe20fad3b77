// One order's receipt: who sold (the company of src/config/legal.ts) and who bought (the name and
// CPF the order recorded at checkout), what was bought, the amount, how it was paid and each
// status it went through, with 'Imprimir recibo' (the browser's print dialog, also for saving it
// as a PDF). docs/payments-ui.md, "The receipt".
import { InvoiceLine } from '@/components/payments/invoice-line';
import { PrinterIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { LoadingText } from '@/components/ui/loading-text';
import { OperatorValue } from '@/components/ui/operator-value';
import { BRAND } from '@/config/brand';
import { LEGAL } from '@/config/legal';
import { paths } from '@/config/paths';
import { reasonCode } from '@/lib/errors/user-message';
import { formatCpf } from '@/rules/cpf';
import { orderStatusLabel, productKindLabel } from '@/rules/orders';
import { formatDateTime } from '@/utils/format-date';
import { useOrder } from '../api/get-order';
import { useOrderReceipt, type OrderReceipt } from '../api/get-order-receipt';
import { amountText, orderNumber, paymentText } from '../utils/order-text';
import { OrderStatusBadge } from './order-status-badge';

/** The buyer as the order recorded them; an erased account's order says so instead. */
function buyerLines(receipt: OrderReceipt): string[] {
  if (receipt.anonymized) return ['Conta excluída'];
  return [
    receipt.buyer_name?.trim() || 'Sem nome',
    ...(receipt.buyer_cpf ? [`CPF ${formatCpf(receipt.buyer_cpf)}`] : []),
  ];
}

function Parties({ receipt }: { receipt: OrderReceipt }) {
  return (
    <dl className="mt-6 grid gap-4 sm:grid-cols-2">
      <div>
        <dt className="text-sm font-semibold uppercase tracking-wide text-ink-muted">Vendedor</dt>
        <dd className="mt-1 text-ink">
          <OperatorValue value={LEGAL.controller.name} />
        </dd>
        <dd className="text-ink">
          CNPJ <OperatorValue value={LEGAL.controller.cnpj} />
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold uppercase tracking-wide text-ink-muted">Comprador</dt>
        {buyerLines(receipt).map((line, index) => (
          <dd key={line} className={index === 0 ? 'mt-1 text-ink' : 'text-ink'}>
            {line}
          </dd>
        ))}
      </div>
    </dl>
  );
}

export function Receipt({ userId, orderId }: { userId: string; orderId: string }) {
  const order = useOrder(userId, orderId);
  const receipt = useOrderReceipt(userId, orderId);
  const failure = order.error ?? receipt.error;
  if (failure) {
    return (
      <div role="alert" className="text-center">
        <h1 className="text-2xl font-bold text-ink">
          {reasonCode(failure) === 'order_not_found'
            ? 'Pedido não encontrado'
            : 'Não foi possível carregar o recibo'}
        </h1>
        <Link to={paths.myPurchases} className={buttonVariants({ className: 'mt-6' })}>
          Minhas compras
        </Link>
      </div>
    );
  }
  const data = order.data;
  if (!data || !receipt.data) return <LoadingText />;
  const rows: [string, string][] = [
    ['Pedido', orderNumber(data.id)],
    ['Produto', `${productKindLabel(data.product_kind)}: ${data.product_title}`],
    ...(data.coupon_code && data.list_amount !== null && data.discount_amount !== null
      ? ([
          ['Preço', amountText(data.list_amount)],
          [`Desconto (cupom ${data.coupon_code})`, `- ${amountText(data.discount_amount)}`],
        ] as [string, string][])
      : []),
    ['Valor', amountText(data.amount)],
    ['Forma de pagamento', paymentText(data)],
    ['Feito em', formatDateTime(data.created_at) ?? ''],
    ...(data.paid_at ? ([['Pago em', formatDateTime(data.paid_at) ?? '']] as [string, string][]) : []),
    ...(data.refunded_at
      ? ([['Reembolsado em', formatDateTime(data.refunded_at) ?? '']] as [string, string][])
      : []),
  ];
  return (
    <article
      aria-labelledby="recibo"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold text-brand-700">{BRAND.name}</p>
          <h1 id="recibo" className="mt-1 text-2xl font-bold text-ink">
            Recibo
          </h1>
        </div>
        <OrderStatusBadge status={data.status} />
      </div>
      <Parties receipt={receipt.data} />
      <dl className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 py-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
            <dt className="text-sm font-medium text-ink-muted">{label}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <InvoiceLine invoice={data.invoice} className="mt-4" />
      <h2 className="mt-8 text-sm font-semibold uppercase tracking-wide text-ink-muted">Histórico</h2>
      <ol className="mt-3 space-y-2">
        {data.history.map((step) => (
          <li key={`${step.status}-${step.occurred_at}`} className="flex flex-wrap gap-x-3 text-sm text-ink">
            <span className="font-semibold">{orderStatusLabel(step.status)}</span>
            <span className="text-ink-muted">{formatDateTime(step.occurred_at)}</span>
          </li>
        ))}
      </ol>
      <p className="mt-8 text-xs leading-5 text-ink-muted">
        Código completo do pedido: <span className="font-mono">{data.id}</span>
      </p>
      <div className="mt-6 flex flex-col gap-3 print:hidden sm:flex-row">
        <Button onClick={() => window.print()}>
          <PrinterIcon size={18} aria-hidden="true" />
          Imprimir recibo
        </Button>
        <Link to={paths.myPurchases} className={buttonVariants({ variant: 'outline' })}>
          Voltar para Minhas compras
        </Link>
      </div>
    </article>
  );
}
