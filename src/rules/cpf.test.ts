import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from '@/testing/field-errors';
import { cpfDigits, cpfField, formatCpf, isValidCpf } from './cpf';

describe('CPF check digits', () => {
  it.each([
    '529.982.247-25',
    '52998224725',
    '111.444.777-35',
    '123.456.789-09',
    // A first check digit of 0 (remainder below 2) and a second of 0.
    '000.000.001-91',
    '390.533.447-05',
  ])('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each([
    ['529.982.247-26', 'second check digit wrong'],
    ['529.982.247-15', 'first check digit wrong'],
    ['123.456.789-00', 'both check digits wrong'],
    ['111.111.111-11', 'eleven equal digits'],
    ['000.000.000-00', 'eleven zeros'],
    ['529.982.247-2', 'ten digits'],
    ['529.982.247-255', 'twelve digits'],
    ['', 'empty'],
    ['abc.def.ghi-jk', 'no digits'],
  ])('refuses %s (%s)', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });
});

describe('CPF mask', () => {
  it.each([
    ['', ''],
    ['5', '5'],
    ['529', '529'],
    ['5299', '529.9'],
    ['529982', '529.982'],
    ['5299822', '529.982.2'],
    ['529982247', '529.982.247'],
    ['5299822472', '529.982.247-2'],
    ['52998224725', '529.982.247-25'],
    ['529982247259999', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
  ])('%j → %j', (typed, masked) => {
    expect(formatCpf(typed)).toBe(masked);
  });

  it('keeps only the digits', () => {
    expect(cpfDigits(' 529.982.247-25 ')).toBe('52998224725');
  });
});

describe("the checkout form's CPF field", () => {
  const schema = z.object({ cpf: cpfField });

  it('asks for a CPF when empty, says it is invalid when a check digit is wrong', () => {
    expect(fieldErrors(schema, { cpf: '' })).toEqual({ cpf: 'Informe o CPF' });
    expect(fieldErrors(schema, { cpf: '   ' })).toEqual({ cpf: 'Informe o CPF' });
    expect(fieldErrors(schema, { cpf: '529.982.247-26' })).toEqual({ cpf: 'CPF inválido' });
  });

  it('accepts a CPF with the right check digits', () => {
    expect(fieldErrors(schema, { cpf: '529.982.247-25' })).toEqual({});
  });
});
