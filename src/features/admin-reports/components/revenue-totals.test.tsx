import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleRevenueReport } from '../api/sample-revenue-report';
import type { RevenueReport } from '../api/get-revenue-report';
import { RevenueTotals } from './revenue-totals';

/** The card's value and hint, by its label. */
function card(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return [...term.parentElement!.querySelectorAll('dd')].map((dd) => dd.textContent).join(' · ');
}

const withSubscriptions = (subscriptions: Partial<RevenueReport['subscriptions']>) => {
  const sample = sampleRevenueReport();
  return sampleRevenueReport({ subscriptions: { ...sample.subscriptions, ...subscriptions } });
};

describe('RevenueTotals', () => {
  it('shows the revenue, then what coupons and affiliates take, then the subscriptions', () => {
    render(<RevenueTotals report={sampleRevenueReport()} />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Receita líquida',
      'Vendas pagas',
      'Reembolsos e chargebacks',
      'Descontos de cupons',
      'Comissões de afiliados',
      'Receita líquida após comissões',
      'MRR',
      'Assinaturas ativas',
      'Churn no período',
    ]);
    expect(card('Receita líquida')).toBe('R$\u00a0475,20 · Bruta: R$\u00a0535,10');
    expect(card('Reembolsos e chargebacks')).toBe('R$\u00a059,90 · Reembolsos: R$\u00a059,90');
  });

  it("writes the database's discounts, commissions and net after commissions, each with what it counts", () => {
    render(<RevenueTotals report={sampleRevenueReport()} />);
    expect(card('Descontos de cupons')).toBe(
      'R$\u00a0118,80 · Tirados do preço das vendas pagas (já fora da receita)',
    );
    expect(card('Comissões de afiliados')).toBe('R$\u00a095,04 · Devidas aos afiliados pelas vendas pagas');
    expect(card('Receita líquida após comissões')).toBe(
      'R$\u00a0380,16 · Receita líquida menos as comissões',
    );
  });

  // docs/payments.md, "Subscriptions in the report".
  it('a plan bought and cancelled in the period, still running: its MRR, no rate, no "1 de 0"', () => {
    render(
      <RevenueTotals
        report={withSubscriptions({
          active_at_start: 0,
          churned: 0,
          churn_rate: null,
          started: 1,
          active: 1,
          canceling: 1,
          mrr: 49.9,
          mrr_canceling: 49.9,
        })}
      />,
    );
    expect(card('MRR')).toBe('R$\u00a049,90 · Inclui R$\u00a049,90 de canceladas');
    expect(card('Assinaturas ativas')).toBe('1 · 1 cancelada, com acesso até o fim do período pago');
    expect(card('Churn no período')).toBe('— · Nenhuma assinatura ativa no início do período');
  });

  it('a base at the start: the churned among them, over them', () => {
    render(<RevenueTotals report={withSubscriptions({ canceling: 0, mrr: 150 })} />);
    expect(card('MRR')).toBe('R$\u00a0150,00 · Receita mensal recorrente');
    expect(card('Assinaturas ativas')).toBe('4 · Com acesso hoje');
    expect(card('Churn no período')).toBe('25% · 1 de 4 ativas no início');
  });
});
