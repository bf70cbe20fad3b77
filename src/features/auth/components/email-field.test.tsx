import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { EmailField } from './email-field';

function EmailForm({ error }: { error?: string }) {
  const form = useForm<{ email: string }>();
  return <EmailField error={error} registration={form.register('email')} />;
}

describe('EmailField', () => {
  it("is the required 'Email' input, typed and filled in as an e-mail, with its error", () => {
    render(<EmailForm error="Email inválido" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(
      ['type', 'autocomplete', 'inputmode', 'placeholder'].map((attribute) => input.getAttribute(attribute)),
    ).toEqual(['email', 'email', 'email', 'seu@email.com']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Email inválido')).toBeTruthy();
  });
});
