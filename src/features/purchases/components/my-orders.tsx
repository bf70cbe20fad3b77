// 'Minhas compras': every order of the person, newest first, paged by the database (?page=2):
// what was bought, when, how much and how, its status; the receipt of a paid order, the e-book's
// download, the way back to a payment still pending or its cancellation, and the 7-day
// guarantee's refund while the database says it is open (docs/payments.md).
import { Link } from 'react-router-dom';
import { InvoiceLine } from '@/components/payments/invoice-line';
import { buttonVariants } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { pageCount, useListParams, usePageFromAnswer } from '@/lib/list-params';
import { productKindLabel } from '@/rules/orders';
import { formatDate, formatDateTime } from '@/utils/format-date';
import { useMyOrders } from '../api/list-my-orders';
import type { MyOrder } from '../api/order-schema';
import { amountText, couponText, paymentText } from '../utils/order-text';
import { BookDownloadButton } from './book-download-button';
import { CancelOrderButton, GuaranteeRefundButton } from './order-actions';
import { OrderStatusBadge } from './order-status-badge';

function OrderCard({ userId, order }: { userId: string; order: MyOrder }) {
  const headingId = `pedido-${order.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-semibold uppercase tracking-wide text-ink-muted">
            {productKindLabel(order.product_kind)}
          </span>
          <OrderStatusBadge status={order.status} abandoned={order.abandoned} />
        </div>
        <h2 id={headingId} className="mt-1 text-lg font-bold text-ink">
          {order.product_title}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          {formatDate(order.created_at)} ·{' '}
          <span className="font-semibold text-ink">{amountText(order.amount)}</span> · {paymentText(order)}
        </p>
        {couponText(order) && <p className="mt-0.5 text-sm text-emerald-800">{couponText(order)}</p>}
        <InvoiceLine invoice={order.invoice} className="mt-1" />
        <OrderNote order={order} />
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:items-end">
        {order.can_download && (
          <BookDownloadButton
            bookId={order.product_id}
            title={order.product_title}
            label="Baixar"
            size="sm"
          />
        )}
        {order.status === 'pending' && (
          <Link to={paths.payment(order.id)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Acompanhar pagamento<span className="sr-only"> de {order.product_title}</span>
          </Link>
        )}
        {order.can_cancel && <CancelOrderButton userId={userId} order={order} />}
        {order.status === 'paid' && (
          <Link to={paths.receipt(order.id)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Ver recibo<span className="sr-only"> de {order.product_title}</span>
          </Link>
        )}
        {order.can_request_refund && <GuaranteeRefundButton userId={userId} order={order} />}
      </div>
    </article>
  );
}

/** The line under an order that says what happens next, when something still can. */
function OrderNote({ order }: { order: MyOrder }) {
  if (order.status === 'pending' && order.abandoned) {
    return (
      <p className="mt-1 text-sm text-ink-muted">
        Você saiu da página de pagamento sem pagar. Se não for pago, o pedido expira em{' '}
        {formatDateTime(order.pay_until)}.
      </p>
    );
  }
  if (order.status === 'pending' && order.pay_until) {
    return <p className="mt-1 text-sm text-ink-muted">Pague até {formatDateTime(order.pay_until)}.</p>;
  }
  if (order.can_request_refund) {
    return (
      <p className="mt-1 text-sm text-ink-muted">
        Garantia de 7 dias: reembolso até {formatDateTime(order.refund_guarantee_until)}.
      </p>
    );
  }
  return null;
}

export function MyOrders({ userId }: { userId: string }) {
  const list = useListParams();
  const orders = useMyOrders(userId, list.page);
  usePageFromAnswer(list, orders.isPlaceholderData ? undefined : orders.data?.page);

  if (orders.isPending) {
    return (
      <div role="status" aria-label="Carregando compras" className="space-y-4">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-28 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (orders.isError) {
    return (
      <p role="alert" className="text-ink-muted">
        Não foi possível carregar suas compras agora.
      </p>
    );
  }
  const { rows, total, page, page_size } = orders.data;
  if (total === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
        <p className="text-lg font-semibold text-ink">Você ainda não fez nenhuma compra.</p>
        <p className="mt-2 text-ink-muted">Cursos, e-books e planos comprados aparecem aqui, com recibo.</p>
        <Link to={paths.courses} className={buttonVariants({ className: 'mt-6' })}>
          Explorar Cursos
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className="mb-4 text-sm text-ink-muted" aria-live="polite">
        {total === 1 ? '1 compra' : `${total} compras`}
      </p>
      <ul className="space-y-4" aria-busy={orders.isPlaceholderData || undefined}>
        {rows.map((order) => (
          <li key={order.id}>
            <OrderCard userId={userId} order={order} />
          </li>
        ))}
      </ul>
      <Pagination
        label="Páginas de compras"
        page={page}
        pageCount={pageCount(total, page_size)}
        hrefFor={list.hrefFor}
      />
    </>
  );
}
