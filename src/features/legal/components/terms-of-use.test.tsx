import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TermsOfUse } from './terms-of-use';

// The Terms promise only what the product does (docs/payments.md, "Changing plans").
describe('TermsOfUse, Planos e pagamentos', () => {
  it('says how a plan change really works and promises no proportional charge', () => {
    render(
      <MemoryRouter>
        <TermsOfUse />
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: '4. Planos e pagamentos' });
    const text = section.textContent!.replace(/\s+/g, ' ');
    expect(text).not.toMatch(/cobradas de forma proporcional/);
    expect(text).toContain(
      'Para mudar de plano, assine o novo plano, cobrado pelo valor integral, e cancele o atual, que continua dando acesso até o fim do período já pago: não há cobrança nem crédito proporcional.',
    );
  });
});
