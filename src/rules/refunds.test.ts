import { describe, expect, it } from 'vitest';
import { refundReturnText } from './refunds';

describe('refundReturnText', () => {
  it('says how the money returns for each way of paying, and for a chargeback', () => {
    expect(refundReturnText('refunded', 'card')).toBe(
      'O estorno aparece na fatura do seu cartão de crédito em até duas faturas, conforme o banco emissor.',
    );
    expect(refundReturnText('refunded', 'pix')).toBe(
      'O valor volta por Pix para a conta que fez o pagamento.',
    );
    expect(refundReturnText('refunded', 'boleto')).toBe(
      'O valor volta como saldo na sua conta do Mercado Pago ligada ao e-mail da compra.',
    );
    expect(refundReturnText('charged_back', 'card')).toBe(
      'O valor é devolvido pelo banco emissor do cartão, conforme a contestação que você abriu com ele.',
    );
  });
});
