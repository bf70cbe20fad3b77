import { describe, expect, it } from 'vitest';
import { formatCep, formatCnpj } from './format-cnpj';

describe('formatCnpj', () => {
  it('writes the 14 digits with their dots, slash and dash', () => {
    expect(formatCnpj('12345678000195')).toBe('12.345.678/0001-95');
  });
  it('leaves anything else as it is', () => {
    expect(formatCnpj('123')).toBe('123');
  });
});

describe('formatCep', () => {
  it('writes the 8 digits with the dash', () => {
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('0131')).toBe('0131');
  });
});
