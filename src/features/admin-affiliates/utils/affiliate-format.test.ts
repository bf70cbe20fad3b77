import { describe, expect, it } from 'vitest';
import {
  AFFILIATE_STATUS_LABELS,
  affiliateName,
  formatClicks,
  formatGeneralCommission,
  formatPercent,
  formatPixKeyHint,
  formatSales,
  isAffiliateStatus,
  STATUS_FILTERS,
} from './affiliate-format';

describe('affiliate texts', () => {
  it("writes a percent the Brazilian way, kept on one line: '15 %', '12,5 %', '7,25 %'", () => {
    expect(formatPercent(15)).toBe('15\u00a0%');
    expect(formatPercent(12.5)).toBe('12,5\u00a0%');
    expect(formatPercent(7.25)).toBe('7,25\u00a0%');
    expect(formatPercent(90)).toBe('90\u00a0%');
  });

  it('says what the affiliate earns on: every product, only the listed ones, or nothing yet', () => {
    expect(formatGeneralCommission(20, 0)).toBe('20\u00a0% em todos os produtos');
    expect(formatGeneralCommission(20, 3)).toBe('20\u00a0% em todos os produtos');
    expect(formatGeneralCommission(null, 2)).toBe('Só nos produtos abaixo');
    expect(formatGeneralCommission(null, 0)).toBe('Nenhuma comissão definida');
  });

  it('counts clicks and sales in the singular and the plural, with pt-BR thousands', () => {
    expect(formatClicks(0)).toBe('0 cliques');
    expect(formatClicks(1)).toBe('1 clique');
    expect(formatClicks(1204)).toBe('1.204 cliques');
    expect(formatSales(1)).toBe('1 venda');
    expect(formatSales(12)).toBe('12 vendas');
    expect(formatSales(0)).toBe('0 vendas');
  });

  it("shows only the PIX key's last characters, or that there is no key yet", () => {
    expect(formatPixKeyHint('4321')).toBe('•••• 4321');
    expect(formatPixKeyHint(null)).toBe('Sem chave PIX');
    expect(formatPixKeyHint('')).toBe('Sem chave PIX');
  });

  it('names a person by their name, else their e-mail', () => {
    expect(affiliateName({ full_name: ' Ana Souza ', email: 'ana@exemplo.com' })).toBe('Ana Souza');
    expect(affiliateName({ full_name: '  ', email: 'ana@exemplo.com' })).toBe('ana@exemplo.com');
    expect(affiliateName({ full_name: null, email: null })).toBe('Afiliado sem nome');
  });

  it("labels the database's four statuses, and the filter offers them all and 'Todos' first", () => {
    expect(AFFILIATE_STATUS_LABELS).toEqual({
      pending: 'Pendente',
      active: 'Ativo',
      suspended: 'Suspenso',
      rejected: 'Recusado',
    });
    expect(STATUS_FILTERS.map(({ value, label }) => `${value}:${label}`)).toEqual([
      ':Todos',
      'pending:Pendentes',
      'active:Ativos',
      'suspended:Suspensos',
      'rejected:Recusados',
    ]);
    expect(isAffiliateStatus('suspended')).toBe(true);
    expect(isAffiliateStatus('paid')).toBe(false);
    expect(isAffiliateStatus('')).toBe(false);
  });
});
