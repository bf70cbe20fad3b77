import { Container } from '@/components/ui/container';
import { TrackList } from '@/features/tracks/components/track-list';
import { tracksQueryOptions } from '@/features/tracks/api/get-tracks';
import { useDocumentMeta } from '@/lib/use-document-title';
import { tracksHead } from '@/app/seo/track-heads';
import type { RouteReads } from '@/app/route-module';
import { PageIntro } from './call-to-action';

/** /trilhas: every published track. */
export default function TracksRoute() {
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

export const reads: RouteReads = ({ queryClient }) => queryClient.ensureQueryData(tracksQueryOptions());
