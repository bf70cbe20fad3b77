// The public pages' query keys (queryKeys.catalog and queryKeys.tracks), in a module of their own:
// the home page, the course page and the tracks' pages read only these, so the whole key factory
// (every screen's keys) stays out of the public pages' first load (docs/performance.md, "Where the
// home page's JavaScript goes").

/** Who a read was made as: a user id, or 'visitor' without a session. */
export type Viewer = string;

/** Public catalogue: the course lists and the course pages. */
export const catalogQueryKeys = {
  all: () => ['catalog'] as const,
  courses: (limit: number | null) => ['catalog', 'courses', { limit }] as const,
  /** One page of the catalogue's search (/courses): what was typed, topic, level and page. */
  search: (filters: { search: string; topic: string | null; level: string | null; page: number }) =>
    ['catalog', 'search', filters] as const,
  /** The levels the catalogue can be filtered by. */
  levels: () => ['catalog', 'levels'] as const,
  course: (slug: string, viewer: Viewer) => ['catalog', 'course', slug, viewer] as const,
};

/** Public tracks: the list, the home page's tiles, one track, the tracks a course is in. */
export const trackQueryKeys = {
  all: () => ['tracks'] as const,
  list: () => ['tracks', 'list'] as const,
  home: () => ['tracks', 'home'] as const,
  track: (slug: string, viewer: Viewer) => ['tracks', 'track', slug, viewer] as const,
  ofCourse: (courseId: string) => ['tracks', 'course', courseId] as const,
};
