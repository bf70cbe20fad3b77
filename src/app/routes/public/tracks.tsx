import { useParams } from 'react-router-dom';
import { Container } from '@/components/ui/container';
import { TrackList } from '@/features/tracks/components/track-list';
import { useDocumentMeta } from '@/lib/use-document-title';
import { tracksHead } from '@/app/seo/track-heads';
import { PageIntro } from './call-to-action';
import { TrackDetailScreen } from './track-detail';

/**
 * /trilhas (every published track) and /trilha/{slug} (one track, track-detail.tsx): one route
 * module for both, so the home page's entry carries one lazy import for the tracks, not two.
 */
export default function TracksRoute() {
  const { slug } = useParams();
  return slug === undefined ? <TrackListScreen /> : <TrackDetailScreen />;
}

function TrackListScreen() {
  useDocumentMeta(tracksHead.title, tracksHead.description, tracksHead.path);
  return (
    <>
      <Container className="pt-12 pb-4 sm:pt-16">
        <PageIntro
          eyebrow="Trilhas de carreira"
          title="Trilhas"
          text="Caminhos completos, do zero a uma vaga em nuvem: os cursos na ordem certa, um simulado da certificação no fim e um certificado de trilha que mostra o que você sabe fazer."
        />
      </Container>
      <Container className="py-8 pb-16">
        <TrackList />
      </Container>
    </>
  );
}

// The route's loader, bundled with the page (src/app/router.tsx, `loadPublicReads`).
export { reads } from './tracks-reads';
