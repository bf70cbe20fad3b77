// The e-mail that tells a buyer their purchase was refunded or charged back: the product, the
// amount and how the money returns, in pt-BR (docs/payments.md → Refund notice). The same words
// as the in-app notification (src/rules/refunds.ts). Sent once per order by the payment
// functions after the database applied the refund: claim_refund_mail → send (→
// release_refund_mail when the send failed, so the next delivery of the event tries again).
import type { Mailer } from '../mail/mailer.ts';
import type { ServiceClient } from '../supabase.ts';

export interface RefundMail {
  order_id: string;
  email: string | null;
  name: string | null;
  product_kind: string;
  product_title: string;
  amount: number | string;
  method: string;
  status: string;
}

const KIND_TEXT: Record<string, string> = {
  course: 'do curso',
  book: 'do e-book',
  plan: 'da assinatura do plano',
  track: 'da trilha',
};

/** 'R$ 297,00' (a plain space, as the app writes it). */
export function money(amount: number | string): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(Number(amount))
    .replace(/\s/g, ' ');
}

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

export function refundMailContent(mail: RefundMail, siteUrl: string) {
  const product = `${KIND_TEXT[mail.product_kind] ?? 'do produto'} “${mail.product_title}”`;
  const amount = money(mail.amount);
  const firstName = mail.name?.trim().split(/\s+/)[0] ?? '';
  const chargedBack = mail.status === 'charged_back';
  const subject = chargedBack
    ? `Pagamento contestado: ${mail.product_title}`
    : `Reembolso da sua compra: ${mail.product_title}`;
  const lines = [
    firstName ? `Olá, ${firstName}!` : 'Olá!',
    chargedBack
      ? `O pagamento ${product} (${amount}) foi contestado junto ao cartão e o acesso foi encerrado.`
      : `A compra ${product} foi reembolsada: ${amount} voltam para você e o acesso foi encerrado.`,
    refundReturnText(mail.status, mail.method),
    `Para comprar de novo, veja o pedido em Minhas compras: ${siteUrl}/minhas-compras`,
    'Equipe Trilha Cloud',
  ];
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return {
    subject,
    text: lines.join('\n\n'),
    html: `<!doctype html><html lang="pt-BR"><body>${lines.map((line) => `<p>${escape(line)}</p>`).join('')}</body></html>`,
  };
}

/**
 * Sends the refund's e-mail of an order unless it went out already. Never throws: the refund is
 * applied either way; a failure is logged and the next delivery of the event tries again.
 */
export async function sendRefundMail(
  service: ServiceClient,
  mailer: Mailer | null,
  siteUrl: string,
  orderId: string,
  logError: (message: string, detail?: unknown) => void,
): Promise<boolean> {
  if (!mailer) {
    logError(
      `refund mail of order ${orderId} not sent: no mail transport (README → Resumo semanal e lembretes)`,
    );
    return false;
  }
  let claimed = false;
  try {
    const claim = await service.rpc('claim_refund_mail', { p_order_id: orderId });
    if (claim.error) throw claim.error;
    const mail = claim.data as unknown as RefundMail | null;
    if (!mail) return false;
    claimed = true;
    if (!mail.email) return false;
    const content = refundMailContent(mail, siteUrl);
    await mailer.send({ to: mail.email, idempotencyKey: `refund-${orderId}`, ...content });
    return true;
  } catch (error) {
    logError(`refund mail of order ${orderId} not sent`, error);
    if (claimed) {
      const released = await service.rpc('release_refund_mail', { p_order_id: orderId });
      if (released.error)
        logError(`refund mail of order ${orderId}: releasing the claim failed`, released.error);
    }
    return false;
  }
}
