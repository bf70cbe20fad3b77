// /admin/courses/{courseId}/enrollments: who is enrolled in a course,
// how far they got, and removing an enrolment (which loses the progress). A page at a time,
// searched by name or e-mail by the database, with the count of what the search finds.
import { useState } from 'react';
import { AdminEmptyState, AdminLoadError, AdminPage } from '@/components/ui/admin-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadingText } from '@/components/ui/loading-text';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { paths } from '@/config/paths';
import { pageCount, useListParams, usePageFromAnswer } from '@/lib/list-params';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { userMessage } from '@/lib/errors/user-message';
import { formatCount } from '@/utils/format';
import { formatDate } from '@/utils/format-date';
import {
  useCourseEnrollments,
  useEnrollmentCourse,
  type CourseEnrollment,
} from '../api/get-course-enrollments';
import { useRemoveEnrollment } from '../api/remove-enrollment';

const studentName = (enrollment: CourseEnrollment) => enrollment.student.full_name || 'Nome não disponível';
const studentEmail = (enrollment: CourseEnrollment) => enrollment.student.email || 'E-mail não disponível';

function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full min-w-24 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={percent === 100 ? 'h-full bg-emerald-600' : 'h-full bg-brand-600'}
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="w-10 shrink-0 text-right text-sm font-semibold tabular-nums text-ink">{percent}%</span>
    </div>
  );
}

function EnrollmentRow({ enrollment, onRemove }: { enrollment: CourseEnrollment; onRemove: () => void }) {
  const name = studentName(enrollment);
  return (
    <li className="grid gap-4 p-4 sm:p-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-center md:gap-8">
      <div className="min-w-0">
        <p className="font-semibold text-ink">{name}</p>
        <p className="text-sm text-ink-muted">{studentEmail(enrollment)}</p>
      </div>
      <div className="space-y-1.5">
        <ProgressBar value={enrollment.progress} label={`Progresso de ${name}`} />
        <div className="flex flex-wrap items-center gap-2 text-xs text-ink-muted">
          {enrollment.completed ? (
            <Badge variant="success">Concluído</Badge>
          ) : (
            <Badge variant="warning">Em andamento</Badge>
          )}
          <span>Matriculado em {formatDate(enrollment.enrolled_at) ?? '—'}</span>
        </div>
      </div>
      <Button
        variant={null}
        size="sm"
        onClick={onRemove}
        aria-label={`Remover ${name}`}
        className="justify-self-start border border-slate-300 bg-white text-red-700 hover:bg-red-50 md:justify-self-end"
      >
        Remover
      </Button>
    </li>
  );
}

export function EnrollmentsManager({ courseId }: { courseId: string }) {
  const list = useListParams();
  const course = useEnrollmentCourse(courseId);
  const enrollments = useCourseEnrollments(
    courseId,
    { search: list.search, page: list.page },
    Boolean(course.data),
  );
  usePageFromAnswer(list, enrollments.isPlaceholderData ? undefined : enrollments.data?.page);
  const [toRemove, setToRemove] = useState<CourseEnrollment | null>(null);
  const remove = useRemoveEnrollment(courseId);

  if (course.isError || enrollments.isError) {
    return (
      <AdminPage title="Alunos do curso" backTo={paths.admin.courses}>
        <AdminLoadError
          message="Erro ao carregar dados"
          onRetry={() => void (course.isError ? course.refetch() : enrollments.refetch())}
        />
      </AdminPage>
    );
  }
  if (course.isSuccess && !course.data) {
    return (
      <AdminPage title="Curso não encontrado" backTo={paths.admin.courses}>
        <AdminEmptyState>O curso que você procura não existe ou foi excluído.</AdminEmptyState>
      </AdminPage>
    );
  }
  if (!course.data || !enrollments.data) {
    return (
      <AdminPage title="Alunos do curso" backTo={paths.admin.courses}>
        <LoadingText />
      </AdminPage>
    );
  }

  const { total, rows, page, pageSize } = enrollments.data;

  const confirmRemove = () => {
    if (!toRemove) return;
    remove.mutate(toRemove.id, {
      onSuccess: () => toast.success('Aluno removido do curso com sucesso!'),
      onError: (error) => toast.error(userMessage(error, 'Erro ao remover aluno')),
      onSettled: () => setToRemove(null),
    });
  };

  return (
    <AdminPage
      title={course.data.title}
      documentTitle={`Alunos — ${course.data.title}`}
      description="Alunos matriculados neste curso e o progresso de cada um."
      backTo={paths.admin.courses}
    >
      <div className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <SearchField
          label="Buscar aluno"
          placeholder="Buscar por nome ou e-mail"
          value={list.search}
          onSearch={list.setSearch}
        />
        <h2 id="enrollments-count" className="text-lg font-semibold text-ink" aria-live="polite">
          {formatCount(total)} {total === 1 ? 'Aluno' : 'Alunos'}
        </h2>
      </div>
      {rows.length === 0 ? (
        <AdminEmptyState>Nenhum aluno encontrado</AdminEmptyState>
      ) : (
        <>
          <ul
            aria-label="Alunos matriculados"
            aria-busy={enrollments.isPlaceholderData || undefined}
            className={cn(
              'divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm',
              enrollments.isPlaceholderData && 'opacity-60',
            )}
          >
            {rows.map((enrollment) => (
              <EnrollmentRow
                key={enrollment.id}
                enrollment={enrollment}
                onRemove={() => setToRemove(enrollment)}
              />
            ))}
          </ul>
          <Pagination
            label="Páginas de alunos"
            page={page}
            pageCount={pageCount(total, pageSize)}
            hrefFor={list.hrefFor}
            scrollTargetId="enrollments-count"
          />
        </>
      )}
      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => !open && setToRemove(null)}
        title="Remover aluno do curso?"
        description={
          toRemove
            ? `${studentName(toRemove)} perderá todo o progresso neste curso. Esta ação não pode ser desfeita.`
            : undefined
        }
        confirmLabel="Remover"
        pendingLabel="Removendo..."
        pending={remove.isPending}
        onConfirm={confirmRemove}
      />
    </AdminPage>
  );
}
