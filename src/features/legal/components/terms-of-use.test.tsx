import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TermsOfUse } from './terms-of-use';

// The Terms promise only what the product does (docs/payments.md, "Changing plans").
describe('TermsOfUse, Planos e pagamentos', () => {
  it('says how a plan change and a coupon really work', () => {
    render(
      <MemoryRouter>
        <TermsOfUse />
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: '4. Planos e pagamentos' });
    const text = section.textContent!.replace(/\s+/g, ' ');
    expect(text).toContain(
      'Para um plano mais caro, a mudança é imediata e você paga a diferença entre os dois planos proporcional aos dias que faltam do período já pago',
    );
    expect(text).toContain(
      'Para um plano mais barato, a mudança vale a partir da próxima renovação, já pelo novo valor, sem cobrança nem crédito no período em curso.',
    );
    expect(text).toContain(
      'Se a assinatura é renovada automaticamente no cartão, a diferença de uma mudança para um plano mais caro é cobrada à parte, e as cobranças seguintes no cartão passam a ser do valor do novo plano a partir da próxima renovação.',
    );
    expect(text).not.toContain('muda de plano com uma nova assinatura');
    expect(text).toContain('Em um plano, o cupom desconta só a primeira cobrança.');
  });
});
