// The tracks' page heads, apart from page-heads.ts: that module is in the chunk every public page
// loads first (the home page's budget, docs/performance.md); these only on the tracks' pages.
import { BRAND } from '@/config/brand';
import { paths } from '@/config/paths';
import { summarize } from '@/features/catalog/utils/course-format';
import type { Track } from '@/features/tracks/api/track-schemas';
import type { PageHead } from './page-heads';

export const tracksHead: PageHead = {
  title: 'Trilhas',
  description:
    'Trilhas de carreira em nuvem: cursos de AWS, Azure e DevOps na ordem certa, simulado da certificação e certificado de trilha.',
  path: paths.tracks,
};

/** A track page: its title, the start of its description, its picture; canonical at /trilha/{slug}. */
export function trackHead(track: Track): PageHead {
  return {
    title: `Trilha ${track.title}`,
    description:
      summarize(track.description) ??
      `Trilha ${track.title} na ${BRAND.name}: o caminho para ${track.target_role}, com certificado de trilha.`,
    path: paths.track(track.slug),
    image: track.image_url,
  };
}
