import { useEffect } from 'react';
import { BRAND } from '@/config/brand';
import { publicUrl } from '@/config/public-site';

/** The tab title of a page: 'Cursos | Trilha Cloud', or the brand and tagline for the home page. */
export function documentTitle(title: string | null): string {
  return title ? `${title} | ${BRAND.name}` : `${BRAND.name} — ${BRAND.tagline}`;
}

/**
 * Sets the tab title and meta description of the current page (shared as link previews) and,
 * on a page with a canonical address (the prerendered public pages), its canonical link, so
 * they stay right after navigating in the browser. The build writes the same into the HTML.
 */
export function useDocumentMeta(title: string | null, description?: string, canonicalPath?: string) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  useEffect(() => {
    const meta = document.querySelector('meta[name="description"]');
    if (!description || !meta) return;
    const previous = meta.getAttribute('content');
    meta.setAttribute('content', description);
    // Leaving the page gives the next one the site's description back, not this page's (a
    // certificate's names a person).
    return () => {
      if (previous !== null) meta.setAttribute('content', previous);
    };
  }, [description]);
  useEffect(() => {
    let canonical = document.querySelector('link[rel="canonical"]');
    if (!canonicalPath) {
      canonical?.remove();
      return;
    }
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.setAttribute('rel', 'canonical');
      document.head.append(canonical);
    }
    canonical.setAttribute('href', publicUrl(canonicalPath));
  }, [canonicalPath]);
}

/** Asks search engines not to index the current page (pages that name a person). */
export function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}
