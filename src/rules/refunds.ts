// How a refund or a chargeback is told to the buyer, in pt-BR: the in-app notification and the
// e-mail say the same (the e-mail's copy is supabase/functions/_shared/payments/refund-mail.ts).
// docs/payments.md → Refund notice.

/** How the money returns, by how it was paid (the provider's refund rules). */
export function refundReturnText(status: string, method: string): string {
  if (status === 'charged_back') {
    return 'O valor é devolvido pelo banco emissor do cartão, conforme a contestação que você abriu com ele.';
  }
  if (method === 'card') {
    return 'O estorno aparece na fatura do seu cartão de crédito em até duas faturas, conforme o banco emissor.';
  }
  if (method === 'pix') return 'O valor volta por Pix para a conta que fez o pagamento.';
  return 'O valor volta como saldo na sua conta do Mercado Pago ligada ao e-mail da compra.';
}
