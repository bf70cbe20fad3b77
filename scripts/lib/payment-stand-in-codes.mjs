// The payment codes the local stand-in shows: a Pix "copia e cola" in the BR Code (EMV) layout
// with its CRC16, and a boleto's 47-digit line with its check digits. They look and check like
// real ones, but name no real account: nothing can be paid with them outside the stand-in.

/** CRC16/CCITT-FALSE, as the BR Code spec requires for field 63. */
export function crc16(text) {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const field = (id, value) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** A static BR Code for the amount, with the payment id as the transaction id. */
export function pixCopyPaste({ paymentId, amount }) {
  const account = field('00', 'br.gov.bcb.pix') + field('01', 'pagamentos@trilha.local');
  const payload =
    field('00', '01') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    field('54', amount.toFixed(2)) +
    field('58', 'BR') +
    field('59', 'TRILHA CLOUD') +
    field('60', 'SAO PAULO') +
    field('62', field('05', `TRILHA${paymentId}`.slice(0, 25))) +
    '6304';
  return payload + crc16(payload);
}

function mod10(digits) {
  let sum = 0;
  let weight = 2;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    const product = Number(digits[index]) * weight;
    sum += product > 9 ? product - 9 : product;
    weight = weight === 2 ? 1 : 2;
  }
  return String((10 - (sum % 10)) % 10);
}

function mod11(digits) {
  let sum = 0;
  let weight = 2;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    sum += Number(digits[index]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = 11 - (sum % 11);
  return rest === 0 || rest === 10 || rest === 11 ? '1' : String(rest);
}

/** Days since 1997-10-07, as boletos count their due date (the 2025 restart at 1000 included). */
function dueFactor(dueDate) {
  const days = Math.floor((dueDate.getTime() - Date.UTC(1997, 9, 7)) / 86_400_000);
  return String(days > 9999 ? ((days - 10_000) % 9000) + 1000 : days).padStart(4, '0');
}

/** The digitable line (47 digits, grouped as banks print it) for the amount and due date. */
export function boletoLine({ paymentId, amount, dueDate }) {
  const bank = '237';
  const currency = '9';
  const factor = dueFactor(dueDate);
  const value = String(Math.round(amount * 100)).padStart(10, '0');
  const free = `${String(paymentId).padStart(17, '0').slice(-17)}00000000`.slice(0, 25);
  const withoutCheck = `${bank}${currency}${factor}${value}${free}`;
  const check = mod11(withoutCheck);
  const barcode = `${bank}${currency}${check}${factor}${value}${free}`;
  const part1 = `${barcode.slice(0, 4)}${free.slice(0, 5)}`;
  const part2 = free.slice(5, 15);
  const part3 = free.slice(15, 25);
  const first = `${part1}${mod10(part1)}`;
  const second = `${part2}${mod10(part2)}`;
  const third = `${part3}${mod10(part3)}`;
  return [
    `${first.slice(0, 5)}.${first.slice(5)}`,
    `${second.slice(0, 5)}.${second.slice(5)}`,
    `${third.slice(0, 5)}.${third.slice(5)}`,
    check,
    `${factor}${value}`,
  ].join(' ');
}

/** Luhn check of a card number (digits only). */
export function luhnValid(number) {
  if (!/^\d{13,19}$/.test(number)) return false;
  let sum = 0;
  let double = false;
  for (let index = number.length - 1; index >= 0; index -= 1) {
    let digit = Number(number[index]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}
