// An order's nota fiscal as the buyer ('Minhas compras', the receipt) and the administradores
// ('Vendas' and its CSV) read it: the database's invoice (docs/invoices.md), in pt-BR.
import { z } from 'zod';

export const INVOICE_STATUSES = [
  'queued',
  'processing',
  'issued',
  'failed',
  'cancel_requested',
  'cancelled',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const invoiceSchema = z.object({
  id: z.string(),
  status: z.enum(INVOICE_STATUSES),
  number: z.string().nullable(),
  verification_code: z.string().nullable(),
  pdf_url: z.string().nullable(),
  xml_url: z.string().nullable(),
  failure_reason: z.string().nullable(),
  issued_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});

export type Invoice = z.output<typeof invoiceSchema>;

/** 'Nota fiscal nº 123 emitida', 'Nota fiscal em emissão', 'Nota fiscal não emitida: <motivo>'… */
export function invoiceText(invoice: Invoice): string {
  switch (invoice.status) {
    case 'queued':
    case 'processing':
      return 'Nota fiscal em emissão';
    case 'issued':
      return invoice.number ? `Nota fiscal nº ${invoice.number} emitida` : 'Nota fiscal emitida';
    case 'failed':
      return invoice.failure_reason
        ? `Nota fiscal não emitida: ${invoice.failure_reason}`
        : 'Nota fiscal não emitida';
    case 'cancel_requested':
      return 'Nota fiscal em cancelamento';
    case 'cancelled':
      return invoice.number ? `Nota fiscal nº ${invoice.number} cancelada` : 'Nota fiscal cancelada';
  }
}

/** The status alone, for a column or a CSV cell. */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  queued: 'Em emissão',
  processing: 'Em emissão',
  issued: 'Emitida',
  failed: 'Não emitida',
  cancel_requested: 'Em cancelamento',
  cancelled: 'Cancelada',
};
