import type { ReactNode } from 'react';

export interface CourseArtInput {
  slug: string;
  title: string;
  image_url: string | null;
}

/** Drawn by the route (which may compose the catalogue's course art); a plain band otherwise. */
export type RenderCourseArt = (course: CourseArtInput) => ReactNode;

/**
 * What the route adds to a course card from another feature (what the certificate still waits
 * for), given the course and whether the student completed its lessons.
 */
export type RenderCourseNotes = (course: { id: string; completed: boolean }) => ReactNode;
