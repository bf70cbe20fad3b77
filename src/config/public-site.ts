// The site's public address, in one place: certificate links, their QR codes and the LinkedIn
// entries point there (and the public pages' prerendering will too). VITE_PUBLIC_SITE_URL at
// build time (e.g. https://trilha.cloud); without it, the origin the app is served from.
function readConfiguredOrigin(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('bad protocol');
    return url.origin;
  } catch {
    throw new Error(`VITE_PUBLIC_SITE_URL is not a valid http(s) URL: ${text}`);
  }
}

const configuredOrigin = readConfiguredOrigin(import.meta.env.VITE_PUBLIC_SITE_URL);

/** https://trilha.cloud (no trailing slash). */
export function publicSiteOrigin(): string {
  return configuredOrigin ?? window.location.origin;
}

/** The public, absolute address of an app path: publicUrl('/certificado/TC-…'). */
export function publicUrl(path: string): string {
  return new URL(path, `${publicSiteOrigin()}/`).toString();
}
