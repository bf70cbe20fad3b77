import { useEffect } from 'react';
import { BRAND } from '@/config/brand';

/** Sets the tab title and meta description of the current page (shared as link previews). */
export function useDocumentMeta(title: string | null, description?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND.name}` : `${BRAND.name} — ${BRAND.tagline}`;
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
