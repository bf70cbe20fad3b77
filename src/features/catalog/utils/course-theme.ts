// Colour theme of a course by slug (spec §2 Courses; product.md): aws, azure, devops and ia each
// get their own accent, any other slug the neutral one. Class names are written out in full so
// Tailwind finds them; the dark gradient stops keep white text above 4.5:1 contrast.

export type CourseThemeName = 'aws' | 'azure' | 'devops' | 'ia' | 'neutral';

export interface CourseTheme {
  name: CourseThemeName;
  /** Short label drawn on the card art. */
  label: string | null;
  /** Gradient behind white text (card art, course page hero). */
  surface: string;
  /** Small chip on white (level, topic). */
  chip: string;
  /** Accent for icons and links on white. */
  accent: string;
}

const themes: Record<CourseThemeName, CourseTheme> = {
  aws: {
    name: 'aws',
    label: 'AWS',
    surface: 'bg-gradient-to-br from-orange-800 via-orange-700 to-amber-700',
    chip: 'bg-orange-50 text-orange-800',
    accent: 'text-orange-700',
  },
  azure: {
    name: 'azure',
    label: 'Azure',
    surface: 'bg-gradient-to-br from-sky-900 via-sky-800 to-blue-700',
    chip: 'bg-sky-50 text-sky-800',
    accent: 'text-sky-700',
  },
  devops: {
    name: 'devops',
    label: 'DevOps',
    surface: 'bg-gradient-to-br from-emerald-900 via-emerald-800 to-teal-700',
    chip: 'bg-emerald-50 text-emerald-800',
    accent: 'text-emerald-700',
  },
  ia: {
    name: 'ia',
    label: 'IA',
    surface: 'bg-gradient-to-br from-violet-900 via-violet-800 to-fuchsia-700',
    chip: 'bg-violet-50 text-violet-800',
    accent: 'text-violet-700',
  },
  neutral: {
    name: 'neutral',
    label: null,
    surface: 'bg-gradient-to-br from-slate-900 via-slate-800 to-slate-600',
    chip: 'bg-slate-100 text-slate-700',
    accent: 'text-brand-700',
  },
};

export function courseThemeName(slug: string | null | undefined): CourseThemeName {
  const normalized = (slug ?? '').trim().toLowerCase();
  return normalized === 'aws' || normalized === 'azure' || normalized === 'devops' || normalized === 'ia'
    ? normalized
    : 'neutral';
}

export function courseTheme(slug: string | null | undefined): CourseTheme {
  return themes[courseThemeName(slug)];
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
