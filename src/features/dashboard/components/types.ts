import type { ReactNode } from 'react';

export interface CourseArtInput {
  slug: string;
  title: string;
  image_url: string | null;
}

/** Drawn by the route (which may compose the catalogue's course art); a plain band otherwise. */
export type RenderCourseArt = (course: CourseArtInput) => ReactNode;
