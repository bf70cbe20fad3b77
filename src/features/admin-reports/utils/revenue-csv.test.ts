import { describe, expect, it } from 'vitest';
import { sampleRevenueReport } from '../api/sample-revenue-report';
import { revenueCsv, revenueCsvFileName } from './revenue-csv';

/** The file's lines, without the byte-order mark and the last line end. */
function lines(csv: string): string[] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv.endsWith('\r\n')).toBe(true);
  return csv.slice(1, -2).split('\r\n');
}

describe('the revenue CSV', () => {
  it('holds the whole report of the period, section after section, amounts with a decimal comma', () => {
    expect(lines(revenueCsv(sampleRevenueReport()))).toEqual([
      'Vendas e receita de 24/11/2026 a 26/11/2026',
      'Uma venda conta no dia em que foi paga. Receita líquida: sem reembolsos e chargebacks.',
      '',
      'Totais',
      'Indicador;Valor',
      'Vendas pagas;3',
      'Receita bruta (R$);535,1',
      'Reembolsos (R$);59,9',
      'Chargebacks (R$);0',
      'Receita líquida (R$);475,2',
      'Descontos de cupons (R$);118,8',
      'Comissões de afiliados (R$);95,04',
      'Receita líquida após comissões (R$);380,16',
      'Ticket médio (R$);178,37',
      '',
      'Assinaturas',
      'Indicador;Valor',
      'Ativas no início do período;4',
      'Encerradas no período (churn);1',
      'Churn no período (%);25',
      'Novas no período;1',
      'Novas já encerradas;0',
      'Ativas no fim do período;4',
      'Canceladas, com acesso até o fim do período pago;1',
      'MRR (R$);179,8',
      'MRR das canceladas (R$);89,9',
      '',
      'Receita por dia',
      'Dia;Vendas;Receita bruta (R$);Receita líquida (R$)',
      '24/11/2026;1;178,2;178,2',
      '25/11/2026;2;356,9;297',
      '26/11/2026;0;0;0',
      '',
      'Receita por produto',
      'Produto;Tipo;Vendas;Receita bruta (R$);Receita líquida (R$)',
      'AWS Cloud Practitioner;Curso;2;475,2;475,2',
      'Guia Prático da Nuvem AWS;Livro digital;1;59,9;0',
      '',
      'Receita por forma de pagamento',
      'Forma de pagamento;Vendas;Receita líquida (R$)',
      'Cartão de crédito;1;297',
      'Pix;2;178,2',
      '',
      'Receita por cupom',
      'Cupom;Vendas;Receita bruta (R$);Descontos (R$);Receita líquida (R$)',
      'BLACKFRIDAY;1;178,2;118,8;178,2',
      '',
      'Receita por afiliado',
      'Afiliado;Código;Vendas;Receita bruta (R$);Receita líquida (R$);Comissões (R$)',
      'Ana Souza;ana-souza-3f9a2;2;475,2;475,2;95,04',
    ]);
  });

  it('keeps an empty section as its title and header, and leaves a churn without a base empty', () => {
    const sample = sampleRevenueReport();
    const report = sampleRevenueReport({
      by_coupon: [],
      by_affiliate: [],
      subscriptions: { ...sample.subscriptions, active_at_start: 0, churned: 0, churn_rate: null },
    });
    const written = lines(revenueCsv(report));
    expect(written).toContain('Churn no período (%);');
    expect(written.slice(-7)).toEqual([
      'Pix;2;178,2',
      '',
      'Receita por cupom',
      'Cupom;Vendas;Receita bruta (R$);Descontos (R$);Receita líquida (R$)',
      '',
      'Receita por afiliado',
      'Afiliado;Código;Vendas;Receita bruta (R$);Receita líquida (R$);Comissões (R$)',
    ]);
  });

  it('writes a name a spreadsheet would run as a formula as text, and an affiliate without one by "Sem nome"', () => {
    const sample = sampleRevenueReport();
    const affiliate = sample.by_affiliate[0]!;
    const written = lines(
      revenueCsv(
        sampleRevenueReport({
          by_product: [{ ...sample.by_product[0]!, product_title: '=HYPERLINK("x")' }],
          by_affiliate: [{ ...affiliate, affiliate_name: null }],
        }),
      ),
    );
    expect(written).toContain('"\'=HYPERLINK(""x"")";Curso;2;475,2;475,2');
    expect(written.at(-1)).toBe('Sem nome;ana-souza-3f9a2;2;475,2;475,2;95,04');
  });

  it('names the file after the period', () => {
    expect(revenueCsvFileName({ from: '2026-10-28', to: '2026-11-26' })).toBe(
      'receita-2026-10-28-a-2026-11-26.csv',
    );
  });
});
