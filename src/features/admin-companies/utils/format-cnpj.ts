// A CNPJ as people read it: '12345678000195' → '12.345.678/0001-95' (stored as 14 digits).
export function formatCnpj(digits: string): string {
  if (!/^\d{14}$/.test(digits)) return digits;
  return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`;
}

/** A CEP as people read it: '01310100' → '01310-100'. */
export function formatCep(digits: string): string {
  return /^\d{8}$/.test(digits) ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}
