import { describe, expect, it } from 'vitest';
import { cnpjField, formatCep, formatCnpj, isValidCnpj, withCnpjCheckDigits } from './cnpj';

describe('isValidCnpj', () => {
  it('checks both check digits, with or without the mask, and refuses one digit repeated', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('04.252.011/0001-10')).toBe(true);
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('11222333000191')).toBe(false);
    expect(isValidCnpj('11111111111111')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
  });

  it('withCnpjCheckDigits appends the two check digits of twelve', () => {
    expect(withCnpjCheckDigits('112223330001')).toBe('11222333000181');
    expect(withCnpjCheckDigits('042520110001')).toBe('04252011000110');
  });

  it('the field says what is wrong in pt-BR', () => {
    expect(cnpjField.safeParse('').error?.issues[0]?.message).toBe('Informe o CNPJ');
    expect(cnpjField.safeParse('11.222.333/0001-82').error?.issues[0]?.message).toBe('CNPJ inválido');
    expect(cnpjField.safeParse('11.222.333/0001-81').success).toBe(true);
  });
});

describe('masks', () => {
  it('writes the CNPJ and the CEP as they are typed', () => {
    expect(formatCnpj('11')).toBe('11');
    expect(formatCnpj('11222')).toBe('11.222');
    expect(formatCnpj('112223330001')).toBe('11.222.333/0001');
    expect(formatCnpj('11222333000181999')).toBe('11.222.333/0001-81');
    expect(formatCep('01310')).toBe('01310');
    expect(formatCep('01310100')).toBe('01310-100');
  });
});
