import { paths } from '@/config/paths';

/**
 * The course page by slug. Spec §2 names /courses/{slug} for the dashboard buttons (the course
 * screen answers /course/{slug} too); teachers also go by slug (product.md: that route works).
 */
export function dashboardCourseHref(slug: string): string {
  return `${paths.courses}/${encodeURIComponent(slug)}`;
}
