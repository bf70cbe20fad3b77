// Colour theme of a course by slug (docs/rules/catalogue.md): aws, azure, devops and ia each
// get their topic's palette (src/config/topics.ts, shared with book covers), any other slug the
// neutral one.
import { NEUTRAL_PALETTE, TOPICS, type TopicKey, type TopicPalette } from '@/config/topics';

export type CourseThemeName = TopicKey | 'neutral';

export interface CourseTheme extends TopicPalette {
  name: CourseThemeName;
  /** Short label drawn on the card art. */
  label: string | null;
}

export function courseThemeName(slug: string | null | undefined): CourseThemeName {
  const normalized = (slug ?? '').trim().toLowerCase();
  return Object.hasOwn(TOPICS, normalized) ? (normalized as TopicKey) : 'neutral';
}

export function courseTheme(slug: string | null | undefined): CourseTheme {
  const name = courseThemeName(slug);
  return name === 'neutral' ? { name, label: null, ...NEUTRAL_PALETTE } : { name, ...TOPICS[name] };
}

/** The label on the card art: the theme's own, or the initials of the course title. */
export function courseArtLabel(slug: string | null | undefined, title: string): string {
  const label = courseTheme(slug).label;
  if (label) return label;
  const initials = title
    .split(/\s+/)
    .filter((word) => word.length > 2 || /^[A-Z0-9]+$/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return initials || title.slice(0, 2).toUpperCase();
}
