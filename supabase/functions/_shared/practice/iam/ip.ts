// IP addresses and CIDR ranges for IpAddress / NotIpAddress
// (reference_policies_elements_condition_operators.html#Conditions_IPAddress): IPv4 and IPv6,
// a plain address meaning a range of one. Addresses are kept as bytes so both families share
// the prefix comparison.

export interface IpRange {
  bytes: number[];
  prefix: number;
}

export function parseIp(text: string): number[] | null {
  return text.includes(':') ? parseIpv6(text) : parseIpv4(text);
}

function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes: number[] = [];
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const value = Number(part);
    if (value > 255) return null;
    bytes.push(value);
  }
  return bytes;
}

function parseIpv6(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groups = (half: string): number[] | null => {
    if (half === '') return [];
    const words: number[] = [];
    const pieces = half.split(':');
    for (let index = 0; index < pieces.length; index += 1) {
      const piece = pieces[index] as string;
      // The last piece may be a dotted IPv4 address (::ffff:192.0.2.1).
      if (index === pieces.length - 1 && piece.includes('.')) {
        const v4 = parseIpv4(piece);
        if (!v4) return null;
        words.push(
          ((v4[0] as number) << 8) | (v4[1] as number),
          ((v4[2] as number) << 8) | (v4[3] as number),
        );
      } else {
        if (!/^[0-9a-fA-F]{1,4}$/.test(piece)) return null;
        words.push(parseInt(piece, 16));
      }
    }
    return words;
  };
  const head = groups(halves[0] as string);
  const tail = halves.length === 2 ? groups(halves[1] as string) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const words = [...head, ...new Array<number>(missing).fill(0), ...tail];
  return words.flatMap((word) => [word >> 8, word & 0xff]);
}

/** "203.0.113.0/24", "2001:db8::/32" or a single address; null when not valid. */
export function parseRange(text: string): IpRange | null {
  const slash = text.indexOf('/');
  const bytes = parseIp(slash < 0 ? text : text.slice(0, slash));
  if (!bytes) return null;
  const bits = bytes.length * 8;
  if (slash < 0) return { bytes, prefix: bits };
  const prefixText = text.slice(slash + 1);
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  return prefix <= bits ? { bytes, prefix } : null;
}

/** True when the address lies in the range (of the same family). */
export function inRange(range: IpRange, address: readonly number[]): boolean {
  if (address.length !== range.bytes.length) return false;
  let bits = range.prefix;
  for (let index = 0; bits > 0; index += 1, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if (((address[index] as number) & mask) !== ((range.bytes[index] as number) & mask)) return false;
  }
  return true;
}
