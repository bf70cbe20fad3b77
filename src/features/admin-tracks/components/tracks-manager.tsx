// /admin/tracks ('Trilhas'): every track with its steps, followers and completions; the
// 'Nova Trilha' dialog, editing and deleting.
import { useState } from 'react';
import { AdminEmptyState, AdminLoadError, AdminPage } from '@/components/ui/admin-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EditDeleteButtons } from '@/components/ui/edit-delete-buttons';
import { LoadingText } from '@/components/ui/loading-text';
import { TRACK_ACCESS_WORDING } from '@/config/access-models';
import { userMessage } from '@/lib/errors/user-message';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { accessModelOf } from '@/rules/access-model';
import { formatCount, formatCurrency, formatHours } from '@/utils/format';
import { useDeleteTrack } from '../api/delete-track';
import { useAdminTracks, type AdminTrack } from '../api/get-admin-tracks';
import { TrackFormDialog } from './track-form-dialog';

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="text-sm font-semibold text-ink">{value}</dd>
    </div>
  );
}

function TrackCard({
  track,
  onEdit,
  onDelete,
}: {
  track: AdminTrack;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const accessModel = accessModelOf(track.access_model);
  const courseSteps = track.steps.filter((step) => step.kind === 'course').length;
  const hasExam = track.steps.some((step) => step.kind === 'exam');
  return (
    <article
      aria-label={track.title}
      className={cn(
        'flex w-full flex-col rounded-2xl border p-5 shadow-sm',
        track.published ? 'border-slate-200 bg-white' : 'border-dashed border-slate-300 bg-slate-50',
      )}
    >
      <div className="flex flex-wrap gap-1.5">
        {track.published ? (
          <Badge variant="success">Publicada</Badge>
        ) : (
          <Badge variant="neutral">Rascunho</Badge>
        )}
        <Badge variant="solid">
          {TRACK_ACCESS_WORDING.labels[accessModel]}
          {track.price !== null && track.price >= 1 && accessModel !== 'free' && accessModel !== 'plans'
            ? ` · ${formatCurrency(track.price)}`
            : ''}
        </Badge>
      </div>
      <h2 className="mt-3 text-lg font-bold break-words text-ink">{track.title}</h2>
      <p className="mt-0.5 font-mono text-xs break-all text-ink-muted">{track.slug}</p>
      <p className="mt-2 text-sm text-ink-muted">
        {track.target_role}
        {track.exam_code ? ` · ${track.exam_code}` : ''} · {track.level}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-slate-100 pt-4 sm:grid-cols-4">
        <Figure
          label="Etapas"
          value={`${plural(courseSteps, 'curso', 'cursos')}${hasExam ? ' + simulado' : ''}`}
        />
        {/* The same figure and function as the public track page (docs/tracks-admin.md). */}
        <Figure label="Carga horária" value={formatHours(track.total_minutes)} />
        <Figure label="Seguidores" value={formatCount(track.follower_count)} />
        <Figure label="Concluíram" value={formatCount(track.completion_count)} />
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        <EditDeleteButtons itemName={`trilha ${track.title}`} onEdit={onEdit} onDelete={onDelete} />
      </div>
    </article>
  );
}

export function TracksManager() {
  const tracks = useAdminTracks();
  const [formTarget, setFormTarget] = useState<AdminTrack | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<AdminTrack | null>(null);
  const remove = useDeleteTrack();

  const newTrackButton = <Button onClick={() => setFormTarget('new')}>Nova Trilha</Button>;

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => toast.success('Trilha excluída com sucesso!'),
      onError: (error) => toast.error(userMessage(error, 'Erro ao excluir trilha')),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <AdminPage
      title="Gerenciar Trilhas"
      description="Monte as trilhas de carreira com cursos em ordem e um simulado final, e acompanhe quem as segue."
      actions={newTrackButton}
    >
      {tracks.isPending ? (
        <LoadingText />
      ) : tracks.isError ? (
        <AdminLoadError message="Erro ao carregar trilhas" onRetry={() => void tracks.refetch()} />
      ) : tracks.data.length === 0 ? (
        <AdminEmptyState action={newTrackButton}>
          Nenhuma trilha cadastrada ainda. Crie a primeira!
        </AdminEmptyState>
      ) : (
        <ul className="grid gap-6 md:grid-cols-2" aria-label="Trilhas cadastradas">
          {tracks.data.map((track) => (
            <li key={track.id} className="flex">
              <TrackCard
                track={track}
                onEdit={() => setFormTarget(track)}
                onDelete={() => setToDelete(track)}
              />
            </li>
          ))}
        </ul>
      )}
      <TrackFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Tem certeza que deseja excluir esta trilha?"
        description={
          toDelete
            ? `"${toDelete.title}" será excluída com suas etapas e seguidores. Os cursos continuam. Esta ação não pode ser desfeita.`
            : undefined
        }
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </AdminPage>
  );
}
