import { StarIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { pageCount, useListParams, usePageFromAnswer } from '@/lib/list-params';
import { formatDateTime } from '@/utils/format-date';
import { useMyPoints } from '../api/list-my-points';
import { POINT_REASON_LABELS } from '../utils/point-reasons';

const count = (value: number) => new Intl.NumberFormat('pt-BR').format(value);

/** Every point the database awarded the person, newest first, with what earned it. */
export function PointsHistory({ userId }: { userId: string }) {
  const list = useListParams();
  const points = useMyPoints(userId, list.page);
  usePageFromAnswer(list, points.isPlaceholderData ? undefined : points.data?.page);

  if (points.isPending) {
    return (
      <div role="status" aria-label="Carregando pontos" className="space-y-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-16 rounded-xl" />
        ))}
      </div>
    );
  }
  if (points.isError) {
    return (
      <p role="alert" className="text-ink-muted">
        Não foi possível carregar seus pontos agora.
      </p>
    );
  }
  const { rows, total, page, pageSize, totalPoints } = points.data;
  return (
    <>
      <p className="flex items-center gap-2 text-lg font-semibold text-ink">
        <StarIcon size={20} className="text-amber-600" aria-hidden="true" />
        {totalPoints === 1 ? '1 ponto no total' : `${count(totalPoints)} pontos no total`}
      </p>
      {total === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <p className="font-semibold text-ink">Você ainda não ganhou pontos.</p>
          <p className="mt-2 text-sm text-ink-muted">
            Assista uma aula até o fim, passe em um quiz ou avalie um curso para começar.
          </p>
          <Link to={paths.dashboard} className={buttonVariants({ className: 'mt-5' })}>
            Ir para o painel
          </Link>
        </div>
      ) : (
        <>
          <ul
            className="mt-5 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white"
            aria-busy={points.isPlaceholderData || undefined}
            aria-label="Histórico de pontos"
          >
            {rows.map((row) => (
              <li key={row.id} className="flex items-start justify-between gap-4 px-4 py-3 sm:px-5">
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{POINT_REASON_LABELS[row.reason]}</p>
                  <p className="text-sm break-words text-ink-muted">
                    {[row.subjectTitle, row.course?.title].filter(Boolean).join(' · ') || 'Conteúdo removido'}
                  </p>
                  <p className="text-xs text-ink-muted">{formatDateTime(row.createdAt)}</p>
                </div>
                <span className="shrink-0 rounded-full bg-amber-50 px-2.5 py-1 text-sm font-bold tabular-nums text-amber-900">
                  {`+${row.points}`}
                </span>
              </li>
            ))}
          </ul>
          <Pagination
            label="Páginas do histórico de pontos"
            page={page}
            pageCount={pageCount(total, pageSize)}
            hrefFor={list.hrefFor}
          />
        </>
      )}
    </>
  );
}
