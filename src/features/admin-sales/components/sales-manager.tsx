// /admin/sales ('Vendas'): every order, newest first, a page at a time, searched and filtered by
// status by the database with the total of what it finds; a paid order can be refunded (after a
// confirmation), and the filtered list exported as CSV.
import { FiscalSettingsButton } from './fiscal-settings-dialog';
import { InvoiceLine } from '@/components/payments/invoice-line';
import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { AdminPage } from '@/components/ui/admin-page';
import { AdminPagedTable, ListTotal } from '@/components/ui/admin-paged-table';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { SearchField } from '@/components/ui/search-field';
import { Select } from '@/components/ui/select';
import { TableCell, TableHeaderCell, TableRow } from '@/components/ui/table';
import { downloadText } from '@/lib/download-text';
import { userMessage } from '@/lib/errors/user-message';
import { useListParams, usePageFromAnswer } from '@/lib/list-params';
import { useStatusFilter } from '@/lib/status-filter';
import { toast } from '@/lib/toast';
import { formatCurrency } from '@/utils/format';
import { formatDate, formatDateTime, isoDateInSaoPaulo } from '@/utils/format-date';
import { exportSales } from '../api/export-sales';
import { useSales } from '../api/get-sales';
import { useRefundOrder } from '../api/refund-order';
import {
  isOrderStatus,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_METHOD_LABELS,
  PRODUCT_KIND_LABELS,
  type OrderStatus,
  saleStatusLabel,
  type Sale,
} from '../api/sale-schema';
import { buyerName, salesCsv, salesCsvFileName } from '../utils/sales-csv';

const statusBadge: Record<OrderStatus, NonNullable<BadgeProps['variant']>> = {
  pending: 'neutral',
  paid: 'success',
  refunded: 'warning',
  charged_back: 'warning',
  expired: 'neutral',
  failed: 'neutral',
  canceled: 'neutral',
};

/** Only a paid order with a payment at the provider can be refunded (refund-order says the same). */
const refundable = (sale: Sale) => sale.status === 'paid' && sale.provider_payment_id !== null;

function SaleRow({ sale, onRefund }: { sale: Sale; onRefund: (sale: Sale) => void }) {
  const name = buyerName(sale);
  return (
    <TableRow>
      <TableCell label="Pedido" phoneWidth="half">
        <p className="whitespace-nowrap tabular-nums">{formatDateTime(sale.created_at)}</p>
        <p className="font-mono text-xs text-ink-muted" title={sale.id}>
          #{sale.id.slice(0, 8)}
        </p>
      </TableCell>
      <TableCell label="Status" phoneWidth="half">
        <Badge variant={statusBadge[sale.status]}>{saleStatusLabel(sale)}</Badge>
        {sale.status === 'paid' && sale.paid_at && (
          <p className="mt-1 text-xs text-ink-muted">em {formatDate(sale.paid_at)}</p>
        )}
        {(sale.status === 'refunded' || sale.status === 'charged_back') && sale.refunded_at && (
          <p className="mt-1 text-xs text-ink-muted">em {formatDate(sale.refunded_at)}</p>
        )}
      </TableCell>
      <TableCell label="Comprador">
        <p className="font-semibold">{name}</p>
        {sale.buyer_email && <p className="text-ink-muted">{sale.buyer_email}</p>}
      </TableCell>
      <TableCell label="Produto">
        <p>{sale.product_title}</p>
        <p className="text-ink-muted">{PRODUCT_KIND_LABELS[sale.product_kind]}</p>
      </TableCell>
      <TableCell label="Valor" phoneWidth="half">
        <p className="whitespace-nowrap font-semibold tabular-nums">{formatCurrency(sale.amount)}</p>
        <p className="text-ink-muted">
          {PAYMENT_METHOD_LABELS[sale.method]}
          {sale.installments > 1 && ` em ${sale.installments}x`}
        </p>
        <InvoiceLine invoice={sale.invoice} />
        {sale.coupon_code && (
          <p className="text-emerald-800">
            Cupom {sale.coupon_code}
            {sale.discount_amount !== null && `: - ${formatCurrency(sale.discount_amount)}`}
          </p>
        )}
      </TableCell>
      <TableCell label="Ações" phoneWidth="half">
        {refundable(sale) ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onRefund(sale)}
            aria-label={`Reembolsar pedido de ${name}: ${sale.product_title}`}
          >
            Reembolsar
          </Button>
        ) : (
          <span className="text-ink-muted" aria-label="Nenhuma ação">
            —
          </span>
        )}
      </TableCell>
    </TableRow>
  );
}

export function SalesManager() {
  const list = useListParams();
  const [status, setStatus] = useStatusFilter(isOrderStatus);
  const sales = useSales({ search: list.search, status, page: list.page });
  usePageFromAnswer(list, sales.isPlaceholderData ? undefined : sales.data?.page);
  const [toRefund, setToRefund] = useState<Sale | null>(null);
  const [exporting, setExporting] = useState(false);
  const refund = useRefundOrder();
  const answer = sales.data;

  const confirmRefund = () => {
    if (!toRefund) return;
    refund.mutate(toRefund.id, {
      onSuccess: () => toast.success('Pedido reembolsado com sucesso!'),
      onError: (error) => toast.error(userMessage(error, 'Erro ao reembolsar pedido')),
      onSettled: () => setToRefund(null),
    });
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await exportSales({ search: list.search, status });
      downloadText(salesCsvFileName(status, isoDateInSaoPaulo(new Date())), salesCsv(rows));
    } catch (error) {
      toast.error(userMessage(error, 'Erro ao exportar vendas'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <AdminPage
      title="Vendas"
      description="Pedidos de cursos, livros e planos: busque, filtre por status, reembolse e exporte."
      actions={<FiscalSettingsButton />}
    >
      <div className="mb-5 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <SearchField
            label="Buscar venda"
            placeholder="Nome, e-mail, produto ou pedido"
            value={list.search}
            onSearch={list.setSearch}
          />
          <div className="shrink-0 sm:w-56">
            <Label htmlFor="sales-status" className="mb-1.5 block">
              Status
            </Label>
            <Select
              id="sales-status"
              value={status}
              onChange={(event) => setStatus(event.target.value as OrderStatus | '')}
            >
              <option value="">Todos os status</option>
              {ORDER_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {ORDER_STATUS_LABELS[option]}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-4">
          {answer && <ListTotal id="sales-total" total={answer.total} one="pedido" many="pedidos" />}
          <Button
            variant="outline"
            onClick={() => void exportCsv()}
            disabled={exporting || !answer || answer.total === 0}
          >
            <DownloadIcon aria-hidden="true" size={16} />
            {exporting ? 'Exportando...' : 'Exportar CSV'}
          </Button>
        </div>
      </div>
      <AdminPagedTable
        query={sales}
        searching={Boolean(list.search) || status !== ''}
        notFound="Nenhuma venda encontrada"
        empty="Nenhuma venda registrada."
        tableLabel="Pedidos"
        tableClassName="md:min-w-[60rem]"
        columns={
          <>
            <TableHeaderCell className="w-40">Pedido</TableHeaderCell>
            <TableHeaderCell className="w-44">Status</TableHeaderCell>
            <TableHeaderCell>Comprador</TableHeaderCell>
            <TableHeaderCell>Produto</TableHeaderCell>
            <TableHeaderCell className="w-36">Valor</TableHeaderCell>
            <TableHeaderCell className="w-36">Ações</TableHeaderCell>
          </>
        }
        row={(sale) => <SaleRow key={sale.id} sale={sale} onRefund={setToRefund} />}
        pagesLabel="Páginas de vendas"
        hrefFor={list.hrefFor}
        scrollTargetId="sales-total"
      />
      <ConfirmDialog
        open={toRefund !== null}
        onOpenChange={(open) => !open && setToRefund(null)}
        title="Reembolsar este pedido?"
        description={
          toRefund && (
            <>
              {formatCurrency(toRefund.amount)} de <strong>{toRefund.product_title}</strong> serão estornados
              a {buyerName(toRefund)} pelo mesmo meio de pagamento, e o acesso ao produto será retirado. Esta
              ação não pode ser desfeita.
            </>
          )
        }
        confirmLabel="Reembolsar"
        pendingLabel="Reembolsando..."
        pending={refund.isPending}
        onConfirm={confirmRefund}
      />
    </AdminPage>
  );
}
