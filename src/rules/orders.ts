// How an order reads in pt-BR wherever a person sees it (the checkout's return, 'Minhas compras',
// the receipt, 'Vendas' and its CSV): one vocabulary for buyers and administradores. Its status,
// how it was paid, what was bought. The statuses and methods are the database's
// (docs/payments.md); an unknown value reads as itself rather than breaking the screen.

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'refunded',
  'charged_back',
  'expired',
  'failed',
  'canceled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['pix', 'boleto', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PRODUCT_KINDS = ['course', 'book', 'plan', 'track'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

const statusLabels: Record<OrderStatus, string> = {
  pending: 'Aguardando pagamento',
  paid: 'Pago',
  refunded: 'Reembolsado',
  charged_back: 'Contestado no cartão',
  expired: 'Expirado',
  failed: 'Pagamento recusado',
  canceled: 'Cancelado',
};

/** A pending order no payment reached (the database's `abandoned`): the buyer left without paying. */
export const ABANDONED_ORDER_LABEL = 'Pagamento não concluído';

const methodLabels: Record<PaymentMethod, string> = {
  pix: 'Pix',
  boleto: 'Boleto',
  card: 'Cartão de crédito',
};

const kindLabels: Record<ProductKind, string> = {
  course: 'Curso',
  book: 'Livro digital',
  plan: 'Assinatura',
  track: 'Trilha',
};

/** 'Aguardando pagamento', 'Pagamento não concluído' (pending and abandoned), 'Pago', … */
export function orderStatusLabel(status: string, abandoned = false): string {
  if (status === 'pending' && abandoned) return ABANDONED_ORDER_LABEL;
  return statusLabels[status as OrderStatus] ?? status;
}

export function paymentMethodLabel(method: string): string {
  return methodLabels[method as PaymentMethod] ?? method;
}

export function productKindLabel(kind: string): string {
  return kindLabels[kind as ProductKind] ?? kind;
}

/** A status after which nothing more happens to the order by itself. */
export function isSettledStatus(status: string): boolean {
  return status !== 'pending';
}
