// The site's four topics (AWS, Azure, DevOps, IA) and their palette, shared by course art,
// course pages and generated book covers so one topic looks the same everywhere. Class names are
// written out in full so Tailwind finds them; the dark gradient stops keep white text above 4.5:1.

export type TopicKey = 'aws' | 'azure' | 'devops' | 'ia';

export interface TopicPalette {
  /** Gradient behind white text (course art, course page hero, book cover). */
  surface: string;
  /** Small chip on white (level, topic). */
  chip: string;
  /** Accent for icons and links on white. */
  accent: string;
}

export const TOPICS: Record<TopicKey, { label: string; footerLabel: string } & TopicPalette> = {
  aws: {
    label: 'AWS',
    footerLabel: 'AWS',
    surface: 'bg-gradient-to-br from-orange-800 via-orange-700 to-amber-700',
    chip: 'bg-orange-50 text-orange-800',
    accent: 'text-orange-700',
  },
  azure: {
    label: 'Azure',
    footerLabel: 'Azure',
    surface: 'bg-gradient-to-br from-sky-900 via-sky-800 to-blue-700',
    chip: 'bg-sky-50 text-sky-800',
    accent: 'text-sky-700',
  },
  devops: {
    label: 'DevOps',
    footerLabel: 'DevOps',
    surface: 'bg-gradient-to-br from-emerald-900 via-emerald-800 to-teal-700',
    chip: 'bg-emerald-50 text-emerald-800',
    accent: 'text-emerald-700',
  },
  ia: {
    label: 'IA',
    footerLabel: 'Inteligência Artificial',
    surface: 'bg-gradient-to-br from-violet-900 via-violet-800 to-fuchsia-700',
    chip: 'bg-violet-50 text-violet-800',
    accent: 'text-violet-700',
  },
};

export const TOPIC_KEYS = Object.keys(TOPICS) as TopicKey[];

/** Anything else (a course of another subject, a book without a known topic). */
export const NEUTRAL_PALETTE: TopicPalette = {
  surface: 'bg-gradient-to-br from-slate-900 via-slate-800 to-slate-600',
  chip: 'bg-slate-100 text-slate-700',
  accent: 'text-brand-700',
};

/** The topic a free text names ('AWS', 'Inteligência Artificial', 'devops'), or null. */
export function topicOfText(text: string | null | undefined): TopicKey | null {
  const word = (text ?? '').trim().toLowerCase();
  if (word === 'inteligência artificial' || word === 'inteligencia artificial') return 'ia';
  return Object.hasOwn(TOPICS, word) ? (word as TopicKey) : null;
}

/** The first of a list of texts (a book's topics) that names a topic, or null. */
export function topicOfTexts(texts: readonly string[]): TopicKey | null {
  for (const text of texts) {
    const topic = topicOfText(text);
    if (topic) return topic;
  }
  return null;
}
