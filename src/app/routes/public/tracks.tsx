import { Container } from '@/components/ui/container';
import { TrackList } from '@/features/tracks/components/track-list';
import { useDocumentMeta } from '@/lib/use-document-title';
import { tracksHead } from '@/app/seo/track-heads';
import { PageIntro } from './call-to-action';
import { Link, useParams } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { LoadingText } from '@/components/ui/loading-text';
import { paths } from '@/config/paths';
import { useTrack } from '@/features/tracks/api/get-track';
import { TrackDetailView } from '@/features/tracks/components/track-detail-view';
import { trackHead } from '@/app/seo/track-heads';

/**
 * /trilhas (every published track) and /trilha/{slug} (one track): one route
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

/** /trilha/{slug}. */
function TrackDetailScreen() {
  const { slug = '' } = useParams();
  const { data: track, isPending, isError, refetch } = useTrack(slug);
  const head = track ? trackHead(track) : null;
  useDocumentMeta(
    head ? head.title : track === null ? 'Trilha não encontrada' : null,
    head?.description,
    head?.path,
  );

  if (isPending) {
    return (
      <div className="min-h-[calc(100svh-4rem)]">
        <LoadingText />
      </div>
    );
  }
  if (!track) {
    return (
      <Container className="flex min-h-[calc(100svh-4rem)] flex-col items-center justify-center py-24 text-center">
        <h1 className="text-3xl font-bold text-ink">
          {isError ? 'Não foi possível carregar a trilha' : 'Trilha não encontrada'}
        </h1>
        <p className="mt-3 max-w-md text-ink-muted">
          {isError
            ? 'Verifique sua conexão e tente novamente.'
            : 'A trilha que você procura não existe ou não está disponível.'}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {isError && <Button onClick={() => void refetch()}>Tentar novamente</Button>}
          <Link to={paths.tracks} className={buttonVariants({ variant: isError ? 'outline' : 'primary' })}>
            Ver todas as trilhas
          </Link>
        </div>
      </Container>
    );
  }
  return <TrackDetailView track={track} />;
}

// The route's loader, bundled with the page (src/app/router.tsx, `loadPublicReads`).
export { reads } from './tracks-reads';
