// How the back office writes an affiliate (docs/affiliates-admin.md): the status, the commission
// percents, the clicks, the sales and the PIX key's last characters in pt-BR. Every figure is the
// database's (admin_list_affiliates); these only write them. Pure, so the list and its tests agree.
import { formatCount, formatNumber } from '@/utils/format';

export const AFFILIATE_STATUSES = ['pending', 'active', 'suspended', 'rejected'] as const;
export type AffiliateStatus = (typeof AFFILIATE_STATUSES)[number];

export const AFFILIATE_STATUS_LABELS: Record<AffiliateStatus, string> = {
  pending: 'Pendente',
  active: 'Ativo',
  suspended: 'Suspenso',
  rejected: 'Recusado',
};

/** The filter's options, in the order the screen offers them ('' is every status, the default). */
export const STATUS_FILTERS: readonly { value: AffiliateStatus | ''; label: string }[] = [
  { value: '', label: 'Todos' },
  { value: 'pending', label: 'Pendentes' },
  { value: 'active', label: 'Ativos' },
  { value: 'suspended', label: 'Suspensos' },
  { value: 'rejected', label: 'Recusados' },
];

export function isAffiliateStatus(value: string): value is AffiliateStatus {
  return (AFFILIATE_STATUSES as readonly string[]).includes(value);
}

/** '15 %', '12,5 %' (a non-breaking space, so it never breaks across lines). */
export function formatPercent(percent: number): string {
  return `${formatNumber(percent, { maximumFractionDigits: 2 })}\u00a0%`;
}

/**
 * The general commission: '15 % em todos os produtos'; without one, what the affiliate earns on
 * is the per-product list, or nothing at all yet.
 */
export function formatGeneralCommission(percent: number | null, productCount: number): string {
  if (percent !== null) return `${formatPercent(percent)} em todos os produtos`;
  return productCount > 0 ? 'Só nos produtos abaixo' : 'Nenhuma comissão definida';
}

/** '1 clique', '1.204 cliques'. */
export function formatClicks(clicks: number): string {
  return `${formatCount(clicks)} ${clicks === 1 ? 'clique' : 'cliques'}`;
}

/** '1 venda', '12 vendas'. */
export function formatSales(sales: number): string {
  return `${formatCount(sales)} ${sales === 1 ? 'venda' : 'vendas'}`;
}

/** The PIX key as the list shows it: its last characters only, or that there is none yet. */
export function formatPixKeyHint(hint: string | null): string {
  return hint ? `•••• ${hint}` : 'Sem chave PIX';
}

/** The name a person is called by in the list and its dialogs (the e-mail when the name is blank). */
export function affiliateName(affiliate: { full_name: string | null; email: string | null }): string {
  return affiliate.full_name?.trim() || affiliate.email || 'Afiliado sem nome';
}
