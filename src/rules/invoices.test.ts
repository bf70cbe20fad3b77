import { describe, expect, it } from 'vitest';
import { invoiceText, type Invoice } from './invoices';

const base: Invoice = {
  id: 'i',
  status: 'queued',
  number: null,
  verification_code: null,
  pdf_url: null,
  xml_url: null,
  failure_reason: null,
  issued_at: null,
  cancelled_at: null,
};

describe('invoiceText', () => {
  it('says where the nota is, with its number and the reason of a refusal', () => {
    expect(invoiceText(base)).toBe('Nota fiscal em emissão');
    expect(invoiceText({ ...base, status: 'processing' })).toBe('Nota fiscal em emissão');
    expect(invoiceText({ ...base, status: 'issued', number: '2026000123' })).toBe(
      'Nota fiscal nº 2026000123 emitida',
    );
    expect(invoiceText({ ...base, status: 'failed', failure_reason: 'Código de serviço inválido' })).toBe(
      'Nota fiscal não emitida: Código de serviço inválido',
    );
    expect(invoiceText({ ...base, status: 'cancel_requested', number: '9' })).toBe(
      'Nota fiscal em cancelamento',
    );
    expect(invoiceText({ ...base, status: 'cancelled', number: '9' })).toBe('Nota fiscal nº 9 cancelada');
  });
});
