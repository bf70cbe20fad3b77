import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/testing/field-errors';
import type { Session } from '@supabase/supabase-js';
import { signUpSchema, signUpSuccessMessage, TERMS_REQUIRED_MESSAGE, type SignUpFormValues } from './sign-up';

const valid: SignUpFormValues = {
  fullName: 'Ana Souza',
  phone: '(11) 98765-4321',
  email: 'ana@exemplo.com.br',
  password: 'Senha@123',
  confirmPassword: 'Senha@123',
  addressStreet: 'Avenida Paulista',
  addressNumber: '1000',
  addressCity: 'São Paulo',
  addressState: 'SP',
  addressZipcode: '01310-100',
  familyIncome: '',
  acceptTerms: true,
};

const errorsFor = (changes: Partial<SignUpFormValues>) => fieldErrors(signUpSchema, { ...valid, ...changes });

describe('signUpSchema', () => {
  it('accepts a complete sign-up and normalises it', () => {
    expect(signUpSchema.parse({ ...valid, addressState: 'sp', familyIncome: '4500.50' })).toEqual({
      ...valid,
      addressState: 'SP',
      familyIncome: 4500.5,
    });
  });

  it('number and family income are optional (become null)', () => {
    const parsed = signUpSchema.parse({ ...valid, addressNumber: '  ', familyIncome: '' });
    expect(parsed.addressNumber).toBeNull();
    expect(parsed.familyIncome).toBeNull();
  });

  it.each([
    ['', 'Nome deve ter no mínimo 2 caracteres'],
    ['A', 'Nome deve ter no mínimo 2 caracteres'],
    [' A ', 'Nome deve ter no mínimo 2 caracteres'],
  ])('full name %j → %s', (fullName, message) => {
    expect(errorsFor({ fullName })).toEqual({ fullName: message });
  });

  it('long values are refused with the message of the field (the inputs also stop there)', () => {
    expect(errorsFor({ fullName: 'a'.repeat(201) })).toEqual({
      fullName: 'Nome deve ter no máximo 200 caracteres',
    });
    expect(errorsFor({ addressStreet: 'a'.repeat(201) })).toEqual({ addressStreet: 'Endereço inválido' });
    expect(errorsFor({ addressNumber: '1'.repeat(21) })).toEqual({ addressNumber: 'Número inválido' });
    expect(errorsFor({ addressCity: 'a'.repeat(121) })).toEqual({ addressCity: 'Cidade inválida' });
    expect(
      errorsFor({ fullName: 'a'.repeat(200), addressStreet: 'a'.repeat(200), addressCity: 'a'.repeat(120) }),
    ).toEqual({});
  });

  it.each(['', '(11) 9876', '(11) 9876-543', '123456789'])('phone %j → "Telefone inválido"', (phone) => {
    expect(errorsFor({ phone })).toEqual({ phone: 'Telefone inválido' });
  });

  it.each(['(11) 3456-7890', '(11) 98765-4321', '11987654321'])('accepts phone %j', (phone) => {
    expect(errorsFor({ phone })).toEqual({});
  });

  it('email must be valid', () => {
    expect(errorsFor({ email: 'ana@' })).toEqual({ email: 'Email inválido' });
  });

  it.each([
    ['Senha@1', 'A senha deve ter no mínimo 8 caracteres'],
    ['SENHA@123', 'A senha deve conter pelo menos uma letra minúscula'],
    ['senha@123', 'A senha deve conter pelo menos uma letra maiúscula'],
    ['Senha1234', 'A senha deve conter pelo menos um caractere especial'],
    ['Senha@abcd', 'A senha deve conter pelo menos um número'],
  ])('password %j → %s', (password, message) => {
    expect(errorsFor({ password, confirmPassword: password })).toEqual({ password: message });
  });

  it('confirmation must match: "As senhas não coincidem"', () => {
    expect(errorsFor({ confirmPassword: 'Senha@124' })).toEqual({
      confirmPassword: 'As senhas não coincidem',
    });
  });

  it('confirmation is required', () => {
    expect(errorsFor({ confirmPassword: '' })).toEqual({ confirmPassword: 'Confirme a senha' });
  });

  it.each(['', 'Av', '  Av  '])('street %j → "Endereço inválido"', (addressStreet) => {
    expect(errorsFor({ addressStreet })).toEqual({ addressStreet: 'Endereço inválido' });
  });

  it.each(['', 'S'])('city %j → "Cidade inválida"', (addressCity) => {
    expect(errorsFor({ addressCity })).toEqual({ addressCity: 'Cidade inválida' });
  });

  it.each(['', 'S', 'SPA', 'S1', '12'])('state %j → "Estado inválido"', (addressState) => {
    expect(errorsFor({ addressState })).toEqual({ addressState: 'Estado inválido' });
  });

  it.each(['', '0131010', '01310-10', '0131-0100', 'abcde-fgh'])(
    'CEP %j → "CEP inválido"',
    (addressZipcode) => {
      expect(errorsFor({ addressZipcode })).toEqual({ addressZipcode: 'CEP inválido' });
    },
  );

  it.each(['01310-100', '01310100'])('accepts CEP %j', (addressZipcode) => {
    expect(errorsFor({ addressZipcode })).toEqual({});
  });

  it.each([
    ['0', 0],
    ['1500', 1500],
    ['1500.5', 1500.5],
    ['1500,75', 1500.75],
  ])('family income %j → %d', (familyIncome, expected) => {
    expect(signUpSchema.parse({ ...valid, familyIncome }).familyIncome).toBe(expected);
  });

  it.each(['-1', '10.123', 'abc', '1e5'])('family income %j is refused', (familyIncome) => {
    expect(errorsFor({ familyIncome })).toEqual({ familyIncome: 'Renda familiar inválida' });
  });

  it('the consent checkbox is required, and the form says why', () => {
    expect(errorsFor({ acceptTerms: false })).toEqual({ acceptTerms: TERMS_REQUIRED_MESSAGE });
    expect(TERMS_REQUIRED_MESSAGE).toBe(
      'Para criar a conta, leia e aceite os Termos de Uso e a Política de Privacidade.',
    );
  });

  it('shows every required field of an empty form at once', () => {
    const empty = { ...Object.fromEntries(Object.keys(valid).map((key) => [key, ''])), acceptTerms: false };
    expect(fieldErrors(signUpSchema, empty)).toEqual({
      fullName: 'Nome deve ter no mínimo 2 caracteres',
      phone: 'Telefone inválido',
      email: 'Email inválido',
      password: 'A senha deve ter no mínimo 8 caracteres',
      confirmPassword: 'Confirme a senha',
      addressStreet: 'Endereço inválido',
      addressCity: 'Cidade inválida',
      addressState: 'Estado inválido',
      addressZipcode: 'CEP inválido',
      acceptTerms: TERMS_REQUIRED_MESSAGE,
    });
  });
});

describe('signUpSuccessMessage: the toast says what really happened', () => {
  it('a session came back (e-mail confirmation off): signed in, no e-mail was sent', () => {
    const session = { access_token: 'token', user: { id: 'u1' } } as unknown as Session;
    expect(signUpSuccessMessage({ session })).toBe('Conta criada com sucesso! Você já está conectado.');
  });

  it('no session (e-mail confirmation on): the confirmation e-mail was sent', () => {
    expect(signUpSuccessMessage({ session: null })).toBe('Conta criada com sucesso! Verifique seu email.');
  });
});
