// affiliate-link: the link an affiliate shares. It counts the opening (record_affiliate_click,
// service role: no visitor data is kept) and sends the visitor to the page on the site the link
// names, carrying the code (?ref=) for the checkout to remember (docs/affiliates.md). A GET, with
// no session: anyone may open a link. The destination is always a path of the site itself.
import type { ServiceClient } from '../_shared/supabase.ts';

export interface AffiliateLinkDependencies {
  service: ServiceClient;
  /** The site's own address (PUBLIC_SITE_URL): the only origin a link leads to. */
  siteUrl: string;
  logError?: (message: string, detail?: unknown) => void;
}

/** A path on the site itself: no scheme, no host, no protocol-relative '//' or backslash tricks. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;
const CODE = /^[A-Za-z0-9][A-Za-z0-9-]{2,39}$/;

/** Where the link leads: its `para` when it is a site path, else the home page. */
export function destinationOf(url: URL, siteUrl: string, code: string | null): URL {
  const path = url.searchParams.get('para') ?? '/';
  const target = new URL(SITE_PATH.test(path) && path.length <= 300 ? path : '/', `${siteUrl}/`);
  if (code) target.searchParams.set('ref', code.toLowerCase());
  return target;
}

export function affiliateLinkHandler({
  service,
  siteUrl,
  logError = console.error,
}: AffiliateLinkDependencies) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
    }
    const url = new URL(request.url);
    const given = url.searchParams.get('ref');
    const code = given && CODE.test(given) ? given : null;
    let counted = false;
    if (code && request.method === 'GET') {
      const { data, error } = await service.rpc('record_affiliate_click', { p_code: code });
      // The visitor still reaches the page when counting fails: a lost click, not a lost visit.
      if (error) logError('affiliate-link: record_affiliate_click failed', error);
      counted = data === true;
    }
    // An unknown or inactive code leads to the page without it: nobody is credited.
    const target = destinationOf(url, siteUrl, counted ? code : null);
    return new Response(null, {
      status: 302,
      headers: { Location: target.href, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
    });
  };
}
