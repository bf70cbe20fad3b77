// /admin/courses/{courseId}/enrollments (spec §2 Admin enrollments): who is enrolled in a course,
// how far they got, and removing an enrolment (which loses the progress).
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { AdminEmptyState, AdminLoadError, AdminPage } from '@/components/ui/admin-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { LoadingText } from '@/components/ui/loading-text';
import { paths } from '@/config/paths';
import { formatDate } from '@/utils/format';
import {
  filterEnrollments,
  useCourseEnrollments,
  useEnrollmentCourse,
  type CourseEnrollment,
} from '../api/get-course-enrollments';
import { useRemoveEnrollment } from '../api/remove-enrollment';

const studentName = (enrollment: CourseEnrollment) => enrollment.profile?.full_name || 'Nome não disponível';
const studentEmail = (enrollment: CourseEnrollment) => enrollment.profile?.email || 'E-mail não disponível';

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
        variant="outline"
        size="sm"
        onClick={onRemove}
        aria-label={`Remover ${name}`}
        className="justify-self-start text-red-700 hover:bg-red-50 md:justify-self-end"
      >
        Remover
      </Button>
    </li>
  );
}

export function EnrollmentsManager({ courseId }: { courseId: string }) {
  const course = useEnrollmentCourse(courseId);
  const enrollments = useCourseEnrollments(courseId, Boolean(course.data));
  const [search, setSearch] = useState('');
  const [toRemove, setToRemove] = useState<CourseEnrollment | null>(null);
  const remove = useRemoveEnrollment(courseId);
  const searchId = useId();

  if (course.isPending || (course.data && enrollments.isPending)) {
    return (
      <AdminPage title="Alunos do curso" backTo={paths.admin.courses}>
        <LoadingText />
      </AdminPage>
    );
  }
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
  if (!course.data) {
    return (
      <AdminPage title="Curso não encontrado" backTo={paths.admin.courses}>
        <AdminEmptyState>O curso que você procura não existe ou foi excluído.</AdminEmptyState>
      </AdminPage>
    );
  }

  const all = enrollments.data ?? [];
  const shown = filterEnrollments(all, search);

  const confirmRemove = () => {
    if (!toRemove) return;
    remove.mutate(toRemove.id, {
      onSuccess: () => toast.success('Aluno removido do curso com sucesso!'),
      onError: (error) => toast.error(error.message || 'Erro ao remover aluno'),
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
        <div className="w-full sm:max-w-sm">
          <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-ink">
            Buscar aluno
          </label>
          <Input
            id={searchId}
            type="search"
            placeholder="Buscar por nome ou e-mail"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <h2 className="text-lg font-semibold text-ink" aria-live="polite">
          {shown.length} {shown.length === 1 ? 'Aluno' : 'Alunos'}
        </h2>
      </div>
      {shown.length === 0 ? (
        <AdminEmptyState>Nenhum aluno encontrado</AdminEmptyState>
      ) : (
        <ul
          aria-label="Alunos matriculados"
          className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm"
        >
          {shown.map((enrollment) => (
            <EnrollmentRow
              key={enrollment.id}
              enrollment={enrollment}
              onRemove={() => setToRemove(enrollment)}
            />
          ))}
        </ul>
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
