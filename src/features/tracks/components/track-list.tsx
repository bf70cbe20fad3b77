// The published tracks as cards (/trilhas): loading, error with 'Tentar novamente', empty.
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useTracks } from '../api/get-tracks';
import { TrackCard } from './track-card';

export function TrackList() {
  const tracks = useTracks();
  if (tracks.isPending) {
    return (
      <div role="status" aria-label="Carregando trilhas" className="grid gap-6 md:grid-cols-2">
        {[0, 1].map((index) => (
          <Skeleton key={index} className="h-72 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (tracks.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-slate-200 bg-white p-8 text-center">
        <p className="font-semibold text-ink">Não foi possível carregar as trilhas.</p>
        <Button className="mt-4" onClick={() => void tracks.refetch()} disabled={tracks.isFetching}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  if (tracks.data.length === 0) {
    return <p className="text-ink-muted">Nenhuma trilha publicada ainda. Volte em breve!</p>;
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {tracks.data.map((track) => (
        <li key={track.id}>
          <TrackCard track={track} />
        </li>
      ))}
    </ul>
  );
}
