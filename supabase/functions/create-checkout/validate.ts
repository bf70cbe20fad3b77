// Validates the create-checkout request body. Pure, so it is unit-testable without a server.
// Only these fields are read: an amount or price sent by the browser is never looked at.
export type ProductKind = 'course' | 'book' | 'plan' | 'track';
export type PaymentMethodChoice = 'pix' | 'boleto' | 'card';

export interface CreateCheckoutInput {
  productKind: ProductKind;
  productId: string;
  method: PaymentMethodChoice;
  installments: number;
  cpf: string;
  returnPath: string;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KINDS: readonly string[] = ['course', 'book', 'plan', 'track'];
const METHODS: readonly string[] = ['pix', 'boleto', 'card'];

/** An 11-digit CPF whose two check digits are right (and not one digit repeated). */
export function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const checkDigit = (length: number) => {
    let sum = 0;
    for (let index = 0; index < length; index += 1) sum += Number(digits[index]) * (length + 1 - index);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === Number(digits[9]) && checkDigit(10) === Number(digits[10]);
}

/** A path on the site itself: no scheme, no host, no protocol-relative '//' or backslash tricks. */
function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value) && value.length <= 300;
}

export function parseCreateCheckoutBody(body: unknown): { data: CreateCheckoutInput } | { code: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { code: 'invalid_checkout_request' };
  const record = body as Record<string, unknown>;
  if (typeof record.productKind !== 'string' || !KINDS.includes(record.productKind)) {
    return { code: 'invalid_product_kind' };
  }
  if (typeof record.productId !== 'string' || !UUID_PATTERN.test(record.productId)) {
    return { code: 'invalid_product_id' };
  }
  if (typeof record.method !== 'string' || !METHODS.includes(record.method)) {
    return { code: 'invalid_payment_method' };
  }
  const installments = record.installments ?? 1;
  if (
    typeof installments !== 'number' ||
    !Number.isInteger(installments) ||
    installments < 1 ||
    installments > 12 ||
    (installments > 1 && record.method !== 'card')
  ) {
    return { code: 'invalid_installments' };
  }
  const cpf = typeof record.cpf === 'string' ? record.cpf.replace(/[.\-\s]/g, '') : '';
  if (!isValidCpf(cpf)) return { code: 'invalid_cpf' };
  const returnPath = record.returnPath ?? '/';
  if (typeof returnPath !== 'string' || !isSitePath(returnPath)) return { code: 'invalid_return_path' };
  return {
    data: {
      productKind: record.productKind as ProductKind,
      productId: record.productId.toLowerCase(),
      method: record.method as PaymentMethodChoice,
      installments,
      cpf,
      returnPath,
    },
  };
}
