// Input masks applied while typing. The formatted value is what the form keeps and validates:
// phone "(11) 98765-4321" / "(11) 3456-7890", CEP "01310-100", state "SP".

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

export function formatPhone(value: string): string {
  let digits = digitsOnly(value);
  // A pasted international number (+55 11 98765-4321): drop the country code.
  if (digits.length > 11 && digits.startsWith('55')) digits = digits.slice(2);
  digits = digits.slice(0, 11);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const area = digits.slice(0, 2);
  const number = digits.slice(2);
  if (number.length <= 4) return `(${area}) ${number}`;
  // Landlines have 8 digits after the area code (0000-0000), mobiles 9 (00000-0000).
  const split = digits.length === 11 ? 5 : 4;
  return `(${area}) ${number.slice(0, split)}-${number.slice(split)}`;
}

export function formatZipcode(value: string): string {
  const digits = digitsOnly(value).slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

export function formatState(value: string): string {
  return value
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 2)
    .toUpperCase();
}
