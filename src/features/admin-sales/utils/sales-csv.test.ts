import { describe, expect, it } from 'vitest';
import type { Sale } from '../api/sale-schema';
import { buyerName, csvMoment, salesCsv, salesCsvFileName } from './sales-csv';

const paidCourse: Sale = {
  id: '6f1c2a8e-0000-4000-8000-000000000001',
  created_at: '2026-11-25T13:05:00Z',
  paid_at: '2026-11-25T13:06:30Z',
  refunded_at: null,
  status: 'paid',
  abandoned: false,
  product_kind: 'course',
  product_id: 'c0000000-0000-4000-8000-000000000001',
  product_title: 'AWS Essencial: do zero; à certificação',
  amount: 178.2,
  coupon_code: 'BLACKFRIDAY',
  discount_amount: 118.8,
  installments: 12,
  method: 'card',
  provider: 'mercado-pago',
  provider_payment_id: '1319247000',
  user_id: 'u0000000-0000-4000-8000-000000000001',
  buyer_name: 'Ana "Nuvem" Souza',
  buyer_email: 'ana@exemplo.com',
  buyer_cpf: '52998224725',
  anonymized: false,
  invoice: {
    id: 'n1',
    status: 'issued',
    number: '2026000123',
    verification_code: null,
    pdf_url: null,
    xml_url: null,
    failure_reason: null,
    issued_at: null,
    cancelled_at: null,
  },
};

const refundedBookOfErasedAccount: Sale = {
  ...paidCourse,
  id: '6f1c2a8e-0000-4000-8000-000000000002',
  created_at: '2026-11-01 02:10:00+00',
  paid_at: '2026-11-01 02:12:00+00',
  refunded_at: '2026-11-03T18:00:00Z',
  status: 'refunded',
  product_kind: 'book',
  product_title: '=Livro de DevOps',
  amount: 49.9,
  coupon_code: null,
  discount_amount: null,
  installments: 1,
  method: 'pix',
  user_id: null,
  buyer_name: null,
  buyer_email: null,
  anonymized: true,
  invoice: null,
};

describe('salesCsv', () => {
  it('writes the header and one line per order, in pt-BR, with numbers a spreadsheet reads', () => {
    const lines = salesCsv([paidCourse, refundedBookOfErasedAccount]).split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFPedido;Data do pedido;Status;Produto;Tipo;Forma de pagamento;Parcelas;Valor (R$);Cupom;Desconto (R$);Comprador;E-mail;CPF;Pago em;Reembolsado em;Pagamento no provedor;Nota fiscal;Número da nota',
    );
    expect(lines[1]).toBe(
      '6f1c2a8e-0000-4000-8000-000000000001;25/11/2026 10:05;Pago;"AWS Essencial: do zero; à certificação";Curso;Cartão;12;178,2;BLACKFRIDAY;118,8;"Ana ""Nuvem"" Souza";ana@exemplo.com;529.982.247-25;25/11/2026 10:06;;1319247000;Emitida;2026000123',
    );
    // São Paulo's time: 02:10 UTC is the evening before. A title that looks like a formula is inert.
    expect(lines[2]).toBe(
      "6f1c2a8e-0000-4000-8000-000000000002;31/10/2026 23:10;Reembolsado;'=Livro de DevOps;Livro;Pix;1;49,9;;;Conta excluída;;529.982.247-25;31/10/2026 23:12;03/11/2026 15:00;1319247000;;",
    );
    expect(lines[3]).toBe('');
    expect(lines).toHaveLength(4);
  });

  it('writes each status in the buyer’s words: one vocabulary on every screen', () => {
    const statusOf = (sale: Partial<Sale>) =>
      salesCsv([{ ...paidCourse, ...sale }])
        .split('\r\n')[1]!
        .split(';')[2];
    expect(statusOf({ status: 'pending', abandoned: false })).toBe('Aguardando pagamento');
    expect(statusOf({ status: 'pending', abandoned: true })).toBe('Pagamento não concluído');
    expect(statusOf({ status: 'failed' })).toBe('Pagamento recusado');
    expect(statusOf({ status: 'charged_back' })).toBe('Contestado no cartão');
    expect(statusOf({ status: 'canceled' })).toBe('Cancelado');
    expect(statusOf({ status: 'expired' })).toBe('Expirado');
  });
});

describe('buyerName', () => {
  it("is the buyer's name, 'Sem nome' without one, 'Conta excluída' once the account is erased", () => {
    expect(buyerName({ buyer_name: ' Ana ', anonymized: false })).toBe('Ana');
    expect(buyerName({ buyer_name: '  ', anonymized: false })).toBe('Sem nome');
    expect(buyerName({ buyer_name: null, anonymized: true })).toBe('Conta excluída');
  });
});

describe('csvMoment', () => {
  it('writes a moment in São Paulo, or nothing', () => {
    expect(csvMoment('2026-11-26T15:04:00Z')).toBe('26/11/2026 12:04');
    expect(csvMoment(null)).toBeNull();
  });
});

describe('salesCsvFileName', () => {
  it('names the day and the status filter', () => {
    expect(salesCsvFileName('', '2026-11-26')).toBe('vendas-2026-11-26.csv');
    expect(salesCsvFileName('paid', '2026-11-26')).toBe('vendas-pago-2026-11-26.csv');
    expect(salesCsvFileName('charged_back', '2026-11-26')).toBe('vendas-contestado-2026-11-26.csv');
    expect(salesCsvFileName('failed', '2026-11-26')).toBe('vendas-recusado-2026-11-26.csv');
  });
});
