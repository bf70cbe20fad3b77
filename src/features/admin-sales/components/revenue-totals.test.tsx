import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RevenueReport } from '../api/get-revenue-report';
import { RevenueTotals } from './revenue-report';

const report = (subscriptions: Partial<RevenueReport['subscriptions']>): RevenueReport => ({
  from: '2026-11-02',
  to: '2026-12-01',
  totals: { orders: 1, gross: 49.9, refunded: 0, charged_back: 0, net: 49.9, average_ticket: 49.9 },
  by_day: [],
  by_product: [],
  by_method: [],
  subscriptions: {
    as_of: '2026-12-01T12:00:00+00:00',
    active_at_start: 0,
    churned: 0,
    churn_rate: null,
    started: 0,
    started_ended: 0,
    active: 0,
    canceling: 0,
    mrr: 0,
    mrr_canceling: 0,
    ...subscriptions,
  },
});

/** The card's value and hint, by its label. */
function card(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  const values = [...term.parentElement!.querySelectorAll('dd')].map((dd) => dd.textContent);
  return values.join(' · ');
}

// docs/payments.md, "Subscriptions in the report".
describe('RevenueTotals: the subscriptions', () => {
  it('a plan bought and cancelled in the period, still running: its MRR, no rate, no "1 de 0"', () => {
    render(
      <RevenueTotals
        report={report({ started: 1, active: 1, canceling: 1, mrr: 49.9, mrr_canceling: 49.9 })}
      />,
    );
    expect(card('MRR')).toBe('R$\u00a049,90 · Inclui R$\u00a049,90 de canceladas');
    expect(card('Assinaturas ativas')).toBe('1 · 1 cancelada, com acesso até o fim do período pago');
    expect(card('Churn no período')).toBe('— · Nenhuma assinatura ativa no início do período');
  });

  it('a base at the start: the churned among them, over them', () => {
    render(
      <RevenueTotals
        report={report({
          active_at_start: 4,
          churned: 1,
          churn_rate: 0.25,
          active: 3,
          canceling: 0,
          mrr: 150,
        })}
      />,
    );
    expect(card('MRR')).toBe('R$\u00a0150,00 · Receita mensal recorrente');
    expect(card('Assinaturas ativas')).toBe('3 · Com acesso hoje');
    expect(card('Churn no período')).toBe('25% · 1 de 4 ativas no início');
  });
});
