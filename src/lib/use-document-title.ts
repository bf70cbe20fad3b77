import { useEffect } from 'react';
import { BRAND } from '@/config/brand';

/** Sets the tab title and meta description of the current page (shared as link previews). */
export function useDocumentMeta(title: string | null, description?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND.name}` : `${BRAND.name} — ${BRAND.tagline}`;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
}
