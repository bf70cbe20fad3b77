// The three course levels, as stored in courses.level (the database CHECKs the same list) and
// offered by the catalogue's level filter and the admin course form.

export const COURSE_LEVELS = ['Iniciante', 'Intermediário', 'Avançado'] as const;

export type CourseLevel = (typeof COURSE_LEVELS)[number];

export function isCourseLevel(value: string | null | undefined): value is CourseLevel {
  return COURSE_LEVELS.some((level) => level === value);
}
