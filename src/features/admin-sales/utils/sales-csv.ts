// The orders of 'Vendas' as a spreadsheet (the filtered list, every page): one line per order,
// statuses and methods in pt-BR, amounts as numbers, moments in São Paulo's time.
import { saleStatusLabel, PAYMENT_METHOD_LABELS, PRODUCT_KIND_LABELS, type Sale } from '../api/sale-schema';
import { INVOICE_STATUS_LABELS } from '@/rules/invoices';
import { parseTimestamp } from '@/utils/format';
import { toCsv, type CsvCell } from '@/utils/csv';

export const SALES_CSV_HEADER = [
  'Pedido',
  'Data do pedido',
  'Status',
  'Produto',
  'Tipo',
  'Forma de pagamento',
  'Parcelas',
  'Valor (R$)',
  'Cupom',
  'Desconto (R$)',
  'Comprador',
  'E-mail',
  'CPF',
  'Pago em',
  'Reembolsado em',
  'Pagamento no provedor',
  'Nota fiscal',
  'Número da nota',
] as const;

const momentInSaoPaulo = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

/** '26/11/2026 10:40' (São Paulo), or empty. */
export function csvMoment(value: string | null): string | null {
  const date = parseTimestamp(value);
  return date ? momentInSaoPaulo.format(date).replace(', ', ' ') : null;
}

/** '52998224725' → '529.982.247-25'; anything else as stored. */
function formatCpf(cpf: string | null): string | null {
  return cpf && /^\d{11}$/.test(cpf) ? cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4') : cpf;
}

/** The buyer's name: theirs, or what an erased account's order says instead. */
export function buyerName(sale: Pick<Sale, 'buyer_name' | 'anonymized'>): string {
  if (sale.anonymized) return 'Conta excluída';
  return sale.buyer_name?.trim() || 'Sem nome';
}

function saleLine(sale: Sale): CsvCell[] {
  return [
    sale.id,
    csvMoment(sale.created_at),
    saleStatusLabel(sale),
    sale.product_title,
    PRODUCT_KIND_LABELS[sale.product_kind],
    PAYMENT_METHOD_LABELS[sale.method],
    sale.installments,
    sale.amount,
    sale.coupon_code,
    sale.discount_amount,
    buyerName(sale),
    sale.buyer_email,
    formatCpf(sale.buyer_cpf),
    csvMoment(sale.paid_at),
    csvMoment(sale.refunded_at),
    sale.provider_payment_id,
    sale.invoice ? INVOICE_STATUS_LABELS[sale.invoice.status] : null,
    sale.invoice?.number ?? null,
  ];
}

export function salesCsv(sales: readonly Sale[]): string {
  return toCsv(SALES_CSV_HEADER, sales.map(saleLine));
}

/** 'vendas-2026-11-26.csv', 'vendas-pago-2026-11-26.csv' (the status filter in the name). */
export function salesCsvFileName(status: Sale['status'] | '', today: string): string {
  const filter = status ? `-${FILE_NAME_WORDS[status]}` : '';
  return `vendas${filter}-${today}.csv`;
}

const FILE_NAME_WORDS: Record<Sale['status'], string> = {
  pending: 'aguardando',
  paid: 'pago',
  refunded: 'reembolsado',
  charged_back: 'contestado',
  expired: 'expirado',
  failed: 'recusado',
  canceled: 'cancelado',
};
