// The two legal values every page carries (the footer's support address; the session's check of
// the terms accepted), apart from the rest of src/config/legal.ts: the app's entry holds every
// export of each module it imports, and the operator's details are read on a few pages only.

/**
 * Version of the Terms of Use and the Privacy Policy in force, published together (the date
 * they were published). The database checks the version a person accepted at sign-up against
 * its own copy, private.current_terms_version(): change both in the same release (a new
 * migration), or sign-ups are refused.
 */
export const TERMS_VERSION = '2026-12-03';

/** The one support address: the footer, the legal pages, 'Falar com Suporte'. PLACEHOLDER address. */
export const SUPPORT_EMAIL = 'suporte@trilhacloud.example';
