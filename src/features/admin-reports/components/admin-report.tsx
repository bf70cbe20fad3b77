import type { ReactNode } from 'react';
import { AdminLoadError, AdminPage } from '@/components/ui/admin-page';
import { LoadingText } from '@/components/ui/loading-text';
import { formatCount } from '@/utils/format';
import { useAdminReport, type ReportCounter } from '../api/get-admin-report';

// Colour is decoration only (the label says what each number is).
const counters: { key: ReportCounter; label: string; tone: string }[] = [
  { key: 'total_users', label: 'Total de usuários', tone: 'bg-brand-600' },
  { key: 'students', label: 'Alunos', tone: 'bg-sky-600' },
  { key: 'teachers', label: 'Professores', tone: 'bg-violet-600' },
  { key: 'administrators', label: 'Administradores', tone: 'bg-slate-600' },
  { key: 'courses', label: 'Cursos', tone: 'bg-amber-500' },
  { key: 'lessons', label: 'Aulas', tone: 'bg-orange-600' },
  { key: 'enrollments', label: 'Matrículas', tone: 'bg-emerald-600' },
  { key: 'certificates', label: 'Certificados emitidos', tone: 'bg-rose-600' },
];

/** The platform's counters; `children` (the screen's other reports) follow them. */
export function AdminReportScreen({ children }: { children?: ReactNode }) {
  const report = useAdminReport();
  return (
    <AdminPage title="Relatórios" description="Números da plataforma neste momento.">
      {report.isPending ? (
        <LoadingText />
      ) : report.isError ? (
        <AdminLoadError message="Erro ao carregar dados" onRetry={() => void report.refetch()} />
      ) : (
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {counters.map(({ key, label, tone }) => (
            <div
              key={key}
              className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span aria-hidden="true" className={`absolute inset-x-0 top-0 h-1 ${tone}`} />
              <dt className="text-sm font-medium text-ink-muted">{label}</dt>
              <dd className="mt-2 text-4xl font-extrabold tracking-tight text-ink tabular-nums">
                {formatCount(report.data[key])}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </AdminPage>
  );
}
