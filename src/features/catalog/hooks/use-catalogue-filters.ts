// The catalogue's search, topic, level and page live in the URL (/courses?q=docker&tema=devops&
// nivel=intermediario&page=2): a link shares them, reload keeps them, the back button undoes a
// filter. Typing replaces the history entry (one entry per search, not per letter); choosing a
// topic, a level or a page adds one.
import { useCallback, useEffect, useMemo } from 'react';
import { useIsHydrating } from '@/lib/hydration';
import { cleanSearch, parsePage } from '@/lib/list-params';
import { useSearchParams } from 'react-router-dom';
import {
  isCourseTopic,
  UNFILTERED_CATALOGUE,
  type CatalogueFilters,
  type CourseTopic,
} from '../api/search-courses';

export const CATALOGUE_PARAMS = { search: 'q', topic: 'tema', level: 'nivel', page: 'page' } as const;

/** A level key as the URL may carry it: trimmed, lower case, at most 60 characters; '' is none. */
function cleanLevel(raw: string | null): string | null {
  const level = (raw ?? '').trim().toLowerCase().slice(0, 60);
  return level || null;
}

export function parseCatalogueFilters(params: URLSearchParams): CatalogueFilters {
  const topic = params.get(CATALOGUE_PARAMS.topic);
  return {
    search: cleanSearch(params.get(CATALOGUE_PARAMS.search)),
    topic: isCourseTopic(topic) ? topic : null,
    level: cleanLevel(params.get(CATALOGUE_PARAMS.level)),
    page: parsePage(params.get(CATALOGUE_PARAMS.page)),
  };
}

/** The query string of these filters, in one spelling (empty filters left out). */
export function catalogueQueryString(filters: CatalogueFilters, keep?: URLSearchParams): string {
  const next = new URLSearchParams(keep);
  const set = (name: string, value: string | null) => {
    if (value) next.set(name, value);
    else next.delete(name);
  };
  set(CATALOGUE_PARAMS.search, filters.search || null);
  set(CATALOGUE_PARAMS.topic, filters.topic);
  set(CATALOGUE_PARAMS.level, filters.level);
  set(CATALOGUE_PARAMS.page, filters.page > 1 ? String(filters.page) : null);
  const query = next.toString();
  return query ? `?${query}` : '';
}

export function hasCatalogueFilters(filters: CatalogueFilters): boolean {
  return Boolean(filters.search || filters.topic || filters.level);
}

export interface CatalogueFilterControls {
  filters: CatalogueFilters;
  setSearch: (search: string) => void;
  setTopic: (topic: CourseTopic | null) => void;
  setLevel: (level: string | null) => void;
  /** Back to the whole catalogue (a new history entry, so Back returns to the filters). */
  clear: () => void;
  /** The page the database answered, when it is not the one in the URL (past the last page). */
  showAnsweredPage: (page: number) => void;
  hrefFor: (page: number) => string;
}

export function useCatalogueFilters(): CatalogueFilterControls {
  const [params, updateParams] = useSearchParams();
  // The prerendered /courses is the unfiltered catalogue: hydrate that, then apply the URL's filters.
  const hydrating = useIsHydrating();
  const fromUrl = useMemo(() => parseCatalogueFilters(params), [params]);
  const filters = hydrating ? UNFILTERED_CATALOGUE : fromUrl;

  const write = useCallback(
    (change: (current: CatalogueFilters) => CatalogueFilters, replace: boolean) =>
      updateParams(
        (current) =>
          new URLSearchParams(catalogueQueryString(change(parseCatalogueFilters(current)), current)),
        { replace, preventScrollReset: true },
      ),
    [updateParams],
  );

  // A URL that spells the filters another way ('?tema=gcp', '?page=abc', '?q=%20') is rewritten in
  // place, so the address bar says what is shown.
  const canonical = catalogueQueryString(fromUrl, params);
  const current = params.toString() ? `?${params.toString()}` : '';
  useEffect(() => {
    if (hydrating || canonical === current) return;
    updateParams(() => new URLSearchParams(canonical), { replace: true, preventScrollReset: true });
  }, [hydrating, canonical, current, updateParams]);

  const setSearch = useCallback(
    (search: string) => write((now) => ({ ...now, search: cleanSearch(search), page: 1 }), true),
    [write],
  );
  const setTopic = useCallback(
    (topic: CourseTopic | null) => write((now) => ({ ...now, topic, page: 1 }), false),
    [write],
  );
  const setLevel = useCallback(
    (level: string | null) => write((now) => ({ ...now, level, page: 1 }), false),
    [write],
  );
  const clear = useCallback(() => write(() => UNFILTERED_CATALOGUE, false), [write]);
  const showAnsweredPage = useCallback((page: number) => write((now) => ({ ...now, page }), true), [write]);
  const hrefFor = useCallback(
    (page: number) => catalogueQueryString({ ...filters, page }, params) || '?',
    [filters, params],
  );

  return useMemo(
    () => ({ filters, setSearch, setTopic, setLevel, clear, showAnsweredPage, hrefFor }),
    [filters, setSearch, setTopic, setLevel, clear, showAnsweredPage, hrefFor],
  );
}
