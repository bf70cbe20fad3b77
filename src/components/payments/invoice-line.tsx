// Shared by 'Minhas compras', the receipt and 'Vendas': the order's nota fiscal in one line, with
// its PDF and XML once issued (links of the NFS-e provider, docs/invoices.md).
import { FileTextIcon } from 'lucide-react';
import { invoiceText, type Invoice } from '@/rules/invoices';
import { cn } from '@/lib/utils';

export function InvoiceLine({ invoice, className }: { invoice: Invoice | null; className?: string }) {
  if (!invoice) return null;
  const failed = invoice.status === 'failed';
  return (
    <p
      className={cn(
        'flex flex-wrap items-center gap-x-2 gap-y-1 text-sm',
        failed ? 'text-red-700' : 'text-ink-muted',
        className,
      )}
    >
      <FileTextIcon size={15} aria-hidden="true" className="shrink-0" />
      <span>{invoiceText(invoice)}</span>
      {invoice.status === 'issued' && invoice.pdf_url && (
        <a
          href={invoice.pdf_url}
          target="_blank"
          rel="noreferrer"
          className="font-semibold text-brand-700 hover:underline"
        >
          PDF<span className="sr-only"> da nota fiscal</span>
        </a>
      )}
      {invoice.status === 'issued' && invoice.xml_url && (
        <a
          href={invoice.xml_url}
          target="_blank"
          rel="noreferrer"
          className="font-semibold text-brand-700 hover:underline"
        >
          XML<span className="sr-only"> da nota fiscal</span>
        </a>
      )}
    </p>
  );
}
