// The catalogue on /courses: one page of the published courses matching a search, a topic and a
// level, with the total, answered by the database (public.search_courses: Portuguese full-text
// search over normalised text, with an index). A light REST read, so supabase-js stays off the
// first load; the RPC returns typed rows, each carrying the total and the page answered.
import { keepPreviousData, queryOptions, replaceEqualDeep, useQuery } from '@tanstack/react-query';
import { TOPIC_KEYS, TOPICS, type TopicKey } from '@/config/topics';
import { namesColumnsOf, readsColumnsOf, type RpcRow } from '@/lib/api/answer';
import { array, extend, nullable, number, text, type Infer } from '@/lib/api/light-schema';
import { restGet } from '@/lib/api/light-fetch';
import type { Tables } from '@/lib/database.types';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { keepShownOrder } from '@/lib/keep-shown-order';
import { courseIdOf, courseSummarySchema } from './get-courses';

/** Courses per page of the catalogue (four rows of three, three of four). */
export const CATALOGUE_PAGE_SIZE = 12;

/** The four topics of the site (src/config/topics.ts), as stored in courses.topic. */
export const COURSE_TOPICS: readonly { key: TopicKey; label: string }[] = TOPIC_KEYS.map((key) => ({
  key,
  label: TOPICS[key].label,
}));

export type CourseTopic = TopicKey;

export function isCourseTopic(value: string | null | undefined): value is CourseTopic {
  return COURSE_TOPICS.some((topic) => topic.key === value);
}

/** What the catalogue shows: the state in the URL (?q=…&tema=…&nivel=…&page=…). */
export interface CatalogueFilters {
  search: string;
  topic: CourseTopic | null;
  /** A level's key (normalised, from catalogue_levels), e.g. 'intermediario'. */
  level: string | null;
  page: number;
}

/** The catalogue without a search or filter, first page (what the build prerenders). */
export const UNFILTERED_CATALOGUE: CatalogueFilters = { search: '', topic: null, level: null, page: 1 };

const catalogueCourseSchema = extend(courseSummarySchema, { topic: nullable(text) });

export type CatalogueCourse = Infer<typeof catalogueCourseSchema>;
readsColumnsOf<CatalogueCourse, Tables<'courses'>>(true);

// Each row carries the total over every page and the page answered.
const searchRowSchema = extend(catalogueCourseSchema, { total_count: number, page: number });
namesColumnsOf<Infer<typeof searchRowSchema>, RpcRow<'search_courses'>>(true);

export interface CataloguePage {
  courses: CatalogueCourse[];
  /** Matching courses over every page. */
  total: number;
  /** The page these courses are (the nearest existing page to the one asked for). */
  page: number;
}

export function searchCoursesQueryPath(filters: CatalogueFilters): string {
  const query = new URLSearchParams();
  if (filters.search) query.set('p_query', filters.search);
  if (filters.topic) query.set('p_topic', filters.topic);
  if (filters.level) query.set('p_level', filters.level);
  if (filters.page > 1) query.set('p_page', String(filters.page));
  query.set('p_page_size', String(CATALOGUE_PAGE_SIZE));
  return `rpc/search_courses?${query.toString()}`;
}

export async function searchCourses(filters: CatalogueFilters, signal?: AbortSignal): Promise<CataloguePage> {
  try {
    const rows = await restGet(searchCoursesQueryPath(filters), array(searchRowSchema), signal);
    const courses: CatalogueCourse[] = rows.map(({ total_count: _total, page: _page, ...course }) => course);
    return { courses, total: rows[0]?.total_count ?? 0, page: rows[0]?.page ?? 1 };
  } catch (error) {
    if (!signal?.aborted) console.error('Falha ao buscar os cursos', error);
    throw error;
  }
}

/** One page of the catalogue's search (/courses): what was typed, topic, level and page. */
export const searchCoursesQueryKey = (filters: CatalogueFilters) =>
  [...sharedQueryKeys.catalog.all(), 'search', filters] as const;

export const searchCoursesQueryOptions = (filters: CatalogueFilters) =>
  queryOptions({
    queryKey: searchCoursesQueryKey(filters),
    queryFn: ({ signal }) => searchCourses(filters, signal),
    // A refresh of the page on screen keeps its cards where they are (keepShownOrder).
    structuralSharing: (shown, fresh) => {
      const before = shown as CataloguePage | undefined;
      const after = fresh as CataloguePage;
      const courses =
        before?.page === after.page
          ? keepShownOrder(before.courses, after.courses, courseIdOf)
          : after.courses;
      return replaceEqualDeep(before, { ...after, courses });
    },
  });

/** The page for these filters; while another search loads, the previous results stay on screen. */
export function useSearchCourses(filters: CatalogueFilters) {
  return useQuery({ ...searchCoursesQueryOptions(filters), placeholderData: keepPreviousData });
}
