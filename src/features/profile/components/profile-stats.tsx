import { Skeleton } from '@/components/ui/skeleton';
import { formatStudyTime } from '@/utils/study-time';
import { useProfileStats } from '../api/get-profile-stats';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-4 border-b border-slate-100 py-3 last:border-b-0">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="text-lg font-bold text-ink">{value}</dd>
    </div>
  );
}

/**
 * Courses, study time and certificates of the signed-in user, computed by the database. The study
 * time is the seconds of video the server credited, the same figure as the dashboard's and the
 * calendar's (docs/engagement.md, 'Study time').
 */
export function ProfileStats({ userId }: { userId: string }) {
  const { data, isPending, isError } = useProfileStats(userId);

  if (isPending) {
    return (
      <div role="status" aria-label="Carregando estatísticas" className="space-y-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-9 w-full" />
        ))}
      </div>
    );
  }
  if (isError) {
    return <p className="text-sm text-ink-muted">Não foi possível carregar suas estatísticas agora.</p>;
  }
  return (
    <dl>
      <Stat label="Cursos" value={String(data.courses)} />
      <Stat label="Horas de estudo" value={formatStudyTime(data.studySeconds)} />
      <Stat label="Certificados" value={String(data.certificates)} />
    </dl>
  );
}
