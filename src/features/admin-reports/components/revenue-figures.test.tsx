import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleRevenueReport } from '../api/sample-revenue-report';
import { RevenueFigures } from './revenue-figures';

/** Each row of a figure's table as its cells' texts (the row header first). */
function tableRows(figure: string): string[][] {
  const table = within(screen.getByRole('figure', { name: figure })).getByRole('table', { name: figure });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('RevenueFigures', () => {
  it('lists revenue by coupon and by affiliate as the database answered it', () => {
    render(<RevenueFigures report={sampleRevenueReport()} />);
    expect(tableRows('Receita por cupom')).toEqual([
      ['Cupom', 'Vendas', 'Descontos', 'Receita líquida'],
      ['BLACKFRIDAY', '1', 'R$\u00a0118,80', 'R$\u00a0178,20'],
    ]);
    expect(tableRows('Receita por afiliado')).toEqual([
      ['Afiliado', 'Vendas', 'Receita líquida', 'Comissões'],
      ['Ana Souza (ana-souza-3f9a2)', '2', 'R$\u00a0475,20', 'R$\u00a095,04'],
    ]);
  });

  it('keeps the by-day, by-product and by-method tables', () => {
    render(<RevenueFigures report={sampleRevenueReport()} />);
    expect(tableRows('Receita por dia')).toEqual([
      ['Dia', 'Vendas', 'Receita bruta', 'Receita líquida'],
      ['24/11/2026', '1', 'R$\u00a0178,20', 'R$\u00a0178,20'],
      ['25/11/2026', '2', 'R$\u00a0356,90', 'R$\u00a0297,00'],
      ['26/11/2026', '0', 'R$\u00a00,00', 'R$\u00a00,00'],
    ]);
    expect(tableRows('Receita por produto')).toEqual([
      ['Produto', 'Tipo', 'Vendas', 'Receita líquida'],
      ['AWS Cloud Practitioner', 'Curso', '2', 'R$\u00a0475,20'],
      ['Guia Prático da Nuvem AWS', 'Livro digital', '1', 'R$\u00a00,00'],
    ]);
    expect(tableRows('Receita por forma de pagamento')).toEqual([
      ['Forma de pagamento', 'Vendas', 'Receita líquida'],
      ['Cartão de crédito', '1', 'R$\u00a0297,00'],
      ['Pix', '2', 'R$\u00a0178,20'],
    ]);
  });

  it('names the period under the revenue by day, and says so when nothing was sold in it', () => {
    const { unmount } = render(<RevenueFigures report={sampleRevenueReport()} />);
    const byDay = screen.getByRole('figure', { name: 'Receita por dia' });
    expect(
      within(byDay).getByText(
        'De 24/11/2026 a 26/11/2026, pela data do pagamento. Receita líquida: sem reembolsos e chargebacks.',
      ),
    ).toBeTruthy();
    unmount();
    const sample = sampleRevenueReport();
    render(<RevenueFigures report={sampleRevenueReport({ totals: { ...sample.totals, orders: 0 } })} />);
    const empty = screen.getByRole('figure', { name: 'Receita por dia' });
    expect(within(empty).getByText('Nenhuma venda paga neste período.')).toBeTruthy();
    expect(within(empty).queryByRole('table')).toBeNull();
  });

  it('lists an affiliate whose profile has no name by their code', () => {
    const sample = sampleRevenueReport();
    render(
      <RevenueFigures
        report={sampleRevenueReport({ by_affiliate: [{ ...sample.by_affiliate[0]!, affiliate_name: null }] })}
      />,
    );
    expect(tableRows('Receita por afiliado')[1]![0]).toBe('Sem nome (ana-souza-3f9a2)');
  });

  it('says so when no sale of the period had a coupon or an affiliate', () => {
    render(<RevenueFigures report={sampleRevenueReport({ by_coupon: [], by_affiliate: [] })} />);
    const coupons = screen.getByRole('figure', { name: 'Receita por cupom' });
    expect(within(coupons).getByText('Nenhuma venda com cupom neste período.')).toBeTruthy();
    expect(within(coupons).queryByRole('table')).toBeNull();
    const affiliates = screen.getByRole('figure', { name: 'Receita por afiliado' });
    expect(within(affiliates).getByText('Nenhuma venda por afiliado neste período.')).toBeTruthy();
    expect(within(affiliates).queryByRole('table')).toBeNull();
  });

  it('draws the first 8 coupons and lists all of them', () => {
    const coupons = Array.from({ length: 9 }, (_, index) => ({
      coupon_code: `CUPOM${index + 1}`,
      orders: 1,
      gross: 100 - index,
      discounts: 10,
      net: 100 - index,
    }));
    render(<RevenueFigures report={sampleRevenueReport({ by_coupon: coupons })} />);
    const figure = screen.getByRole('figure', { name: 'Receita por cupom' });
    expect(within(figure).getByText('Os 8 que mais venderam; a tabela lista todos.')).toBeTruthy();
    expect(tableRows('Receita por cupom')).toHaveLength(10);
  });
});
