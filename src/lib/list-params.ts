// Page and search of a list that the database pages (admin users, enrolments, certificates,
// teachers), kept in the URL (?q=joao&page=2) so reload, links and the back button keep them.
// Whatever the URL says, the list asks for a valid page: a page that is not a whole number
// becomes 1, and the database answers the nearest page that exists (usePageFromAnswer then puts
// that page in the URL).
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Rows per page of every paged admin list. */
export const PAGE_SIZE = 25;

/** What a search box accepts; longer input is cut (the database ignores more anyway). */
export const MAX_SEARCH_LENGTH = 80;

/** The highest page number the app asks for; the database answers its last page past it. */
const MAX_PAGE = 1_000_000;

/** One page of one search: the part of a query key that says which rows are shown. */
export interface ListPage {
  search: string;
  page: number;
}

/**
 * '2' → 2; anything that is not a whole number from 1 up ('abc', '0', '-1', '1.5', '') → 1; a
 * number past MAX_PAGE asks for MAX_PAGE (the database then answers its last page).
 */
export function parsePage(raw: string | null | undefined): number {
  const digits = raw?.trim() ?? '';
  if (!/^\d+$/.test(digits)) return 1;
  const page = Number(digits);
  return page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

/** Blanks collapsed and trimmed, at most MAX_SEARCH_LENGTH characters; '' means no search. */
export function cleanSearch(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH).trim();
}

/** Number of pages for `total` rows (at least 1, so an empty list is 'página 1 de 1'). */
export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export interface ListParamNames {
  page: string;
  search: string;
}

const DEFAULT_NAMES: ListParamNames = { page: 'page', search: 'q' };

export interface ListParams extends ListPage {
  /** A new search starts again at page 1; typing replaces the history entry instead of adding one. */
  setSearch: (search: string) => void;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** The link to a page of this list (the other parameters of the URL kept). */
  hrefFor: (page: number) => string;
}

/**
 * The page and search of one list in the URL. A screen with two lists gives the second one its
 * own parameter names (e.g. { page: 'cpage', search: 'cq' }).
 */
export function useListParams(names: ListParamNames = DEFAULT_NAMES): ListParams {
  const [params, updateParams] = useSearchParams();
  const rawPage = params.get(names.page);
  const rawSearch = params.get(names.search);
  const page = parsePage(rawPage);
  const search = cleanSearch(rawSearch);

  const write = useCallback(
    (change: (next: URLSearchParams) => void, replace: boolean) =>
      updateParams(
        (current) => {
          change(current);
          return current;
        },
        { replace, preventScrollReset: true },
      ),
    [updateParams],
  );

  // A page or search the URL spells in another way than the list uses ('?page=abc', '?page=01',
  // '?q=%20') is rewritten in place, so what the address bar says is what is shown.
  const canonicalPage = page === 1 ? null : String(page);
  const canonicalSearch = search === '' ? null : search;
  useEffect(() => {
    if (rawPage === canonicalPage && rawSearch === canonicalSearch) return;
    write((next) => {
      if (canonicalPage === null) next.delete(names.page);
      else next.set(names.page, canonicalPage);
      if (canonicalSearch === null) next.delete(names.search);
      else next.set(names.search, canonicalSearch);
    }, true);
  }, [rawPage, rawSearch, canonicalPage, canonicalSearch, names.page, names.search, write]);

  const setSearch = useCallback(
    (value: string) => {
      const cleaned = cleanSearch(value);
      write((next) => {
        if (cleaned) next.set(names.search, cleaned);
        else next.delete(names.search);
        next.delete(names.page);
      }, true);
    },
    [write, names.page, names.search],
  );

  const setPage = useCallback(
    (value: number, options?: { replace?: boolean }) =>
      write((next) => {
        if (value <= 1) next.delete(names.page);
        else next.set(names.page, String(value));
      }, options?.replace ?? false),
    [write, names.page],
  );

  const hrefFor = useCallback(
    (value: number) => {
      const next = new URLSearchParams(params);
      if (value <= 1) next.delete(names.page);
      else next.set(names.page, String(value));
      const query = next.toString();
      return query ? `?${query}` : '?';
    },
    [params, names.page],
  );

  return useMemo(
    () => ({ page, search, setSearch, setPage, hrefFor }),
    [page, search, setSearch, setPage, hrefFor],
  );
}

/**
 * The database answered another page than the one asked for (past the last page, or the list
 * shrank under it): show that page's number in the URL too, without a new history entry.
 */
export function usePageFromAnswer(list: ListParams, answeredPage: number | undefined) {
  const { page, setPage } = list;
  useEffect(() => {
    if (answeredPage !== undefined && answeredPage !== page) setPage(answeredPage, { replace: true });
  }, [answeredPage, page, setPage]);
}
