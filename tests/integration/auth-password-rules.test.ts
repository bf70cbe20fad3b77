// The password rules of supabase/config.toml, enforced by Auth itself
// (not only by the forms): exercised through the Auth API with the publishable key, as an attacker
// with curl or supabase-js would.
import { describe, expect, it } from 'vitest';
import { userMessage } from '@/lib/errors/user-message';
import { firstPasswordError } from '@/rules/password-rules';
import { anonClient, createUser, signIn, uniqueEmail } from '../support/stack';
import { LEGAL } from '@/config/legal';

const profile = {
  data: { full_name: 'Pessoa de Teste', phone: '11987654321', terms_version: LEGAL.termsVersion },
};

async function signUp(password: string) {
  return anonClient().auth.signUp({ email: uniqueEmail('senha'), password, options: profile });
}

describe('password_requirements = "lower_upper_letters_digits_symbols"', () => {
  it('refuses sign-up with a password missing a class of characters', async () => {
    for (const password of ['abcdefgh', 'Abcdefg!']) {
      const { data, error } = await signUp(password);
      expect(error?.code, password).toBe('weak_password');
      expect(data.session, password).toBeNull();
    }
  });

  it('accepts sign-up with lowercase, uppercase, digit and symbol', async () => {
    const { data, error } = await signUp('Abcdef1!');
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
  });

  it('a symbol the form accepts but Auth does not count is explained in Portuguese', async () => {
    // The forms' rule is "any non-alphanumeric character"; Auth's symbol set is smaller.
    const password = 'Senha123.';
    expect(firstPasswordError(password)).toBeNull();
    const { error } = await signUp(password);
    expect(error?.code).toBe('weak_password');
    expect(userMessage(error, 'Ocorreu um erro. Tente novamente.')).toBe(
      'A senha não foi aceita: use letras maiúsculas e minúsculas, números e um destes caracteres especiais: ! @ # $ % ^ & *',
    );
  });

  it('refuses a weak new password on updateUser and accepts a strong one', async () => {
    const user = await createUser();
    const weak = await user.client.auth.updateUser({ password: 'Abcdefg!' });
    expect(weak.error?.code).toBe('weak_password');
    await expect(signIn(user.email, 'Abcdefg!')).rejects.toThrow('Invalid login credentials');

    const strong = await user.client.auth.updateUser({ password: 'Nova@Senha1' });
    expect(strong.error).toBeNull();
    await expect(signIn(user.email, 'Nova@Senha1')).resolves.toBeDefined();
  });
});
