import { Link, useParams } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { LoadingText } from '@/components/ui/loading-text';
import { paths } from '@/config/paths';
import { useTrack } from '@/features/tracks/api/get-track';
import { TrackDetailView } from '@/features/tracks/components/track-detail-view';
import { useDocumentMeta } from '@/lib/use-document-title';
import { trackHead } from '@/app/seo/track-heads';

/** /trilha/{slug} (routed through tracks.tsx). */
export function TrackDetailScreen() {
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
