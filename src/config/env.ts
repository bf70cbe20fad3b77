// Build-time configuration, validated once (on first use). VITE_SUPABASE_PUBLISHABLE_KEY is the public
// (anon) key; VITE_SUPABASE_ANON_KEY is accepted too (the local stack's Vite plugin injects it).
function readSupabaseUrl(): string {
  const value = import.meta.env.VITE_SUPABASE_URL as string | undefined;
  if (!value) throw new Error('VITE_SUPABASE_URL is not set (see .env.example).');
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('bad protocol');
    return url.origin;
  } catch {
    throw new Error(`VITE_SUPABASE_URL is not a valid http(s) URL: ${value}`);
  }
}

function readPublishableKey(): string {
  const value =
    (import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY as string | undefined) ||
    (import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined);
  if (!value) throw new Error('VITE_SUPABASE_PUBLISHABLE_KEY is not set (see .env.example).');
  return value;
}

let validated: { supabaseUrl: string; supabasePublishableKey: string } | null = null;

function read() {
  validated ??= { supabaseUrl: readSupabaseUrl(), supabasePublishableKey: readPublishableKey() };
  return validated;
}

// Read on first use, not on import, so modules that only declare reads (their schemas, checked
// against the real stack by the integration tests) load without the build's configuration.
export const env = {
  get supabaseUrl() {
    return read().supabaseUrl;
  },
  get supabasePublishableKey() {
    return read().supabasePublishableKey;
  },
};
