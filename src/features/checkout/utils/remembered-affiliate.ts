// The affiliate whose link brought the buyer (docs/affiliates.md): the link's code (?ref=) is kept
// in this browser for 30 days, the last link opened replacing any earlier one, and sent with the
// order; the database decides whether it credits anyone. Only the code is kept, nothing about the
// person.
const STORAGE_KEY = 'trilha.afiliado';
const KEPT_MS = 30 * 24 * 60 * 60 * 1000;
const CODE = /^[a-z0-9][a-z0-9-]{2,39}$/;

/** Keeps the link's code (last click wins); anything that cannot be a code is ignored. */
export function rememberAffiliate(code: string | null | undefined, now = Date.now()): void {
  const normalized = code?.trim().toLowerCase() ?? '';
  if (!CODE.test(normalized)) return;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ code: normalized, at: now }));
  } catch {
    // Storage refused (private mode, quota): the order then goes without an affiliate.
  }
}

/** The code kept less than 30 days ago, or null (an older one is forgotten). */
export function rememberedAffiliate(now = Date.now()): string | null {
  try {
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as {
      code?: unknown;
      at?: unknown;
    } | null;
    if (kept && typeof kept.code === 'string' && CODE.test(kept.code) && typeof kept.at === 'number') {
      if (now - kept.at <= KEPT_MS) return kept.code;
      localStorage.removeItem(STORAGE_KEY);
    }
  } catch {
    // Unreadable: as if none.
  }
  return null;
}
