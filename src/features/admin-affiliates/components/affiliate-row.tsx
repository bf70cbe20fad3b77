// One affiliate in the 'Afiliados' list (docs/affiliates-admin.md): who they are, their link code,
// status and PIX key's last characters, their commissions, clicks and sales, and what their
// commissions add up to (pending, available, paid), all as the database sums them, and the actions
// their status allows.
import { EyeIcon } from 'lucide-react';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TableCell, TableRow } from '@/components/ui/table';
import { productKindLabel } from '@/rules/orders';
import { formatCount, formatCurrency } from '@/utils/format';
import { formatDate } from '@/utils/format-date';
import type { Affiliate } from '../api/get-affiliates';
import {
  AFFILIATE_STATUS_LABELS,
  affiliateName,
  formatClicks,
  formatGeneralCommission,
  formatPercent,
  formatPixKeyHint,
  formatSales,
  type AffiliateStatus,
} from '../utils/affiliate-format';

export type AffiliateAction = 'approve' | 'reject' | 'edit' | 'suspend' | 'reactivate' | 'payout' | 'pix';

const STATUS_BADGES: Record<AffiliateStatus, BadgeProps['variant']> = {
  pending: 'warning',
  active: 'success',
  suspended: 'neutral',
  rejected: 'neutral',
};

/** What each status allows, in the order the buttons show (a payout: whenever something is available). */
const STATUS_ACTIONS: Record<AffiliateStatus, { action: AffiliateAction; label: string; verb: string }[]> = {
  pending: [
    { action: 'approve', label: 'Aprovar', verb: 'Aprovar' },
    { action: 'reject', label: 'Recusar', verb: 'Recusar' },
  ],
  active: [
    { action: 'edit', label: 'Editar comissões', verb: 'Editar comissões de' },
    { action: 'suspend', label: 'Suspender', verb: 'Suspender' },
  ],
  suspended: [
    { action: 'reactivate', label: 'Reativar', verb: 'Reativar' },
    { action: 'edit', label: 'Editar comissões', verb: 'Editar comissões de' },
  ],
  rejected: [{ action: 'approve', label: 'Aprovar', verb: 'Aprovar' }],
};

function Figure({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-2">
      <dt className="text-ink-muted">{label}</dt>
      <dd className={strong ? 'whitespace-nowrap font-semibold text-ink' : 'whitespace-nowrap text-ink'}>
        {formatCurrency(value)}
      </dd>
    </div>
  );
}

function CommissionsCell({ affiliate }: { affiliate: Affiliate }) {
  return (
    <>
      <p className="font-medium">
        {formatGeneralCommission(affiliate.commission_percent, affiliate.products.length)}
      </p>
      {affiliate.products.length > 0 && (
        <ul className="mt-1 space-y-1" aria-label={`Comissões por produto de ${affiliateName(affiliate)}`}>
          {affiliate.products.map((product) => (
            <li key={`${product.kind}:${product.id}`} className="break-words leading-snug">
              <span className="text-ink-muted">{productKindLabel(product.kind)} · </span>
              {product.title ?? 'Produto excluído'}:{' '}
              <span className="whitespace-nowrap font-medium">
                {formatPercent(product.commission_percent)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function AffiliateRow({
  affiliate,
  busy,
  onAction,
}: {
  affiliate: Affiliate;
  /** A change of this affiliate is being saved. */
  busy: boolean;
  onAction: (action: AffiliateAction) => void;
}) {
  const name = affiliateName(affiliate);
  const actions = [
    ...STATUS_ACTIONS[affiliate.status],
    ...(affiliate.available > 0
      ? [{ action: 'payout' as const, label: 'Registrar pagamento', verb: 'Registrar pagamento a' }]
      : []),
  ];
  const since =
    affiliate.status === 'pending' || !affiliate.approved_at
      ? `Pediu em ${formatDate(affiliate.applied_at)}`
      : `Aprovado em ${formatDate(affiliate.approved_at)}`;
  return (
    <TableRow>
      <TableCell>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="break-words font-semibold text-ink">{name}</span>
          <Badge variant={STATUS_BADGES[affiliate.status]}>{AFFILIATE_STATUS_LABELS[affiliate.status]}</Badge>
        </div>
        {affiliate.email && <p className="break-all text-ink-muted">{affiliate.email}</p>}
        <p className="mt-1">
          <code className="break-all rounded bg-slate-100 px-1 py-0.5 font-mono text-xs text-ink">
            {affiliate.code}
          </code>
        </p>
        <p className="mt-1 text-xs text-ink-muted">{since}</p>
        {affiliate.pix_key_hint ? (
          <div className="mt-1 flex flex-wrap items-center gap-x-3">
            <span className="text-ink-muted">Chave PIX</span>
            <span className="font-mono text-ink">{formatPixKeyHint(affiliate.pix_key_hint)}</span>
            <Button
              variant={null}
              size="sm"
              className="-ml-2 h-8 px-2 text-brand-700 hover:bg-brand-50"
              onClick={() => onAction('pix')}
              aria-label={`Ver chave PIX de ${name}`}
            >
              <EyeIcon size={14} />
              Ver chave PIX
            </Button>
          </div>
        ) : (
          <p className="mt-1 text-ink-muted">{formatPixKeyHint(null)}</p>
        )}
      </TableCell>
      <TableCell label="Comissões">
        <CommissionsCell affiliate={affiliate} />
      </TableCell>
      <TableCell label="Cliques e vendas" phoneWidth="half" className="tabular-nums">
        <p className="font-medium">{formatClicks(affiliate.clicks)}</p>
        <p className="text-ink-muted">{formatCount(affiliate.clicks_30_days)} em 30 dias</p>
        <p className="mt-1 font-medium">{formatSales(affiliate.sales)}</p>
        <p className="text-ink-muted">
          <span className="whitespace-nowrap">{formatCurrency(affiliate.revenue)}</span> vendidos
        </p>
      </TableCell>
      <TableCell label="Valores" phoneWidth="half" className="tabular-nums">
        <dl className="space-y-0.5">
          <Figure label="Pendente" value={affiliate.pending} />
          <Figure label="Disponível" value={affiliate.available} strong />
          <Figure label="Paga" value={affiliate.paid} />
          {affiliate.reversed > 0 && <Figure label="Estornada" value={affiliate.reversed} />}
        </dl>
      </TableCell>
      <TableCell className="pt-3 md:text-right">
        <div className="flex flex-wrap gap-2 md:flex-col md:items-end">
          {actions.map(({ action, label, verb }) => (
            <Button
              key={action}
              variant={action === 'approve' || action === 'payout' ? 'primary' : 'outline'}
              size="sm"
              disabled={busy}
              onClick={() => onAction(action)}
              aria-label={`${verb} ${name}`}
            >
              {label}
            </Button>
          ))}
        </div>
      </TableCell>
    </TableRow>
  );
}
