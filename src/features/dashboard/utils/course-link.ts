import { paths } from '@/config/paths';

/**
 * The course page by slug. The dashboard buttons go to /courses/{slug} for the dashboard buttons (the course
 * screen answers /course/{slug} too); teachers also go by slug (docs/rules/enrolment-and-progress.md).
 */
export function dashboardCourseHref(slug: string): string {
  return `${paths.courses}/${encodeURIComponent(slug)}`;
}
