// Certificate verification codes. Stored as 'TC-' + 12 characters of Crockford's base32
// (digits and capitals without I, L, O, U: nothing to misread), e.g. 'TC-7K2M9QX4HZ8B'; shown and
// linked grouped by four, 'TC-7K2M-9QX4-HZ8B'. People type them in every way: the same
// normalisation as the database's private.normalize_certificate_code()
// (supabase/migrations/20261126000000_certificates_earned_and_verifiable.sql), which an
// integration test compares with this one.

/** The 32 characters a code is made of. */
export const CERTIFICATE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Longer input is not a code (the database refuses it the same way). */
export const MAX_TYPED_CODE_LENGTH = 64;

const BODY = /^[0-9A-HJKMNP-TV-Z]{12}$/;

/**
 * What someone typed, in the stored form ('TC-7K2M9QX4HZ8B'), or null when it cannot be a code.
 * Case, spaces, dashes and any other separator are ignored, the 'TC' prefix is optional, and the
 * look-alikes read as Crockford says (I and L as 1, O as 0).
 */
export function normalizeCertificateCode(typed: string | null | undefined): string | null {
  if (typed === null || typed === undefined) return null;
  // Characters, not UTF-16 units, like Postgres' length().
  if ([...typed].length > MAX_TYPED_CODE_LENGTH) return null;
  const compact = typed
    .replace(/[^0-9A-Za-z]/g, '')
    .toUpperCase()
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  const body = compact.length === 14 && compact.startsWith('TC') ? compact.slice(2) : compact;
  return BODY.test(body) ? `TC-${body}` : null;
}

/** 'TC-7K2M9QX4HZ8B' → 'TC-7K2M-9QX4-HZ8B' (anything that is not a code is returned as given). */
export function formatCertificateCode(code: string): string {
  const stored = normalizeCertificateCode(code);
  if (!stored) return code;
  const body = stored.slice(3);
  return `TC-${body.slice(0, 4)}-${body.slice(4, 8)}-${body.slice(8)}`;
}
