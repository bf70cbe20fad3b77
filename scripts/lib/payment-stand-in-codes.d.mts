/** CRC16/CCITT-FALSE (4 upper-case hex digits), the BR Code's field 63. */
export function crc16(text: string): string;
export function pixCopyPaste(options: { paymentId: number; amount: number }): string;
export function boletoLine(options: { paymentId: number; amount: number; dueDate: Date }): string;
export function luhnValid(number: string): boolean;
