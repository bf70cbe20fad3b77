// A person's contact data as people write it in Brazil: phone and CEP (profile, back office).

/**
 * A Brazilian phone as people write it: "(11) 98765-0001" (mobile) or "(11) 3456-7890"
 * (landline), from digits or any punctuation, with or without the country code 55. Anything
 * that is not such a number is shown as stored; null when there is none.
 */
export function formatPhoneNumber(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  // A number of another country ("+1 415 ...") is shown as written.
  if (text.startsWith('+') && !text.startsWith('+55')) return text;
  let digits = text.replace(/\D/g, '');
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.length !== 10 && digits.length !== 11) return text;
  const split = digits.length === 11 ? 7 : 6;
  return `(${digits.slice(0, 2)}) ${digits.slice(2, split)}-${digits.slice(split)}`;
}

/** A CEP as "01310-100" (from "01310100" or "01310-100"); anything else as stored; null when empty. */
export function formatCep(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const digits = text.replace(/\D/g, '');
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : text;
}
