// Decimal numbers in form fields, the pt-BR way: the field shows '199,90' and the form reads what
// a person types ('1.299,90', '12,5', or a pasted '199.90') into a number for the database.
import { formatNumber, toNumber } from './format';

const WITH_DECIMAL_COMMA = /^-?(\d{1,3}(\.\d{3})+,\d+|\d+(,\d+)?)$/;
const WITH_DECIMAL_POINT = /^-?\d+(\.\d+)?$/;

/**
 * The number typed in a decimal field, or null when the text is not one. A comma is the decimal
 * separator and dots before it group thousands ('1.299,90'); without a comma, one dot is taken as
 * a decimal point (a value pasted from elsewhere: '199.90'), so '10.001' is ten and a thousandth,
 * which a price field then refuses rather than saving ten thousand.
 */
export function parseDecimal(text: string): number | null {
  const value = text.trim();
  if (WITH_DECIMAL_COMMA.test(value)) return Number(value.replace(/\./g, '').replace(',', '.'));
  if (WITH_DECIMAL_POINT.test(value)) return Number(value);
  return null;
}

/**
 * A stored number as a decimal field shows it: '1234,50' (no thousands dots, which are noise
 * while editing), '' when empty.
 */
export function decimalFieldValue(
  value: number | string | null | undefined,
  { fractionDigits }: { fractionDigits: { min: number; max: number } },
): string {
  const number = toNumber(value);
  if (number === null) return '';
  return formatNumber(number, {
    minimumFractionDigits: fractionDigits.min,
    maximumFractionDigits: fractionDigits.max,
  }).replace(/\./g, '');
}
