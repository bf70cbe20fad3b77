// 'Atribuído pela sua empresa': each assignment a company gave the person — '<title> · até 15/03',
// its progress and status, and a link to the track or course. Nothing when there is none.
import { BriefcaseIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ProgressBar } from '@/components/ui/progress-bar';
import { paths } from '@/config/paths';
import { useMyAssignments, type MyAssignment } from '../api/get-my-assignments';
import { dashboardCourseHref } from '../utils/course-link';

const STATUS_TEXT = { done: 'Concluído', on_track: 'No prazo', late: 'Atrasado' } as const;

/** '2026-03-15' → '15/03'. */
export function dayMonth(day: string) {
  const [, month, date] = day.split('-');
  return `${date}/${month}`;
}

function href(assignment: MyAssignment) {
  return assignment.kind === 'track' ? paths.track(assignment.slug) : dashboardCourseHref(assignment.slug);
}

export function CompanyAssignments({ userId }: { userId: string }) {
  const { data } = useMyAssignments(userId);
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="dashboard-assignments" className="mb-8">
      <h2 id="dashboard-assignments" className="flex items-center gap-2 text-xl font-semibold text-ink">
        <BriefcaseIcon aria-hidden="true" size={20} className="text-brand-700" />
        Atribuído pela sua empresa
      </h2>
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {data.map((assignment) => (
          <li
            key={assignment.assignment_id}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <Link to={href(assignment)} className="font-semibold break-words text-ink hover:text-brand-700">
              {assignment.title} · até {dayMonth(assignment.due_on)}
            </Link>
            <p className="mt-1 text-sm text-ink-muted">
              {assignment.organisation_name} · {assignment.kind === 'track' ? 'Trilha' : 'Curso'} ·{' '}
              <span className={assignment.status === 'late' ? 'font-semibold text-amber-900' : undefined}>
                {STATUS_TEXT[assignment.status]}
              </span>
            </p>
            <div className="mt-3 flex items-center gap-2">
              <ProgressBar
                size="sm"
                tone={assignment.status === 'done' ? 'success' : 'brand'}
                value={assignment.progress}
                label={`Progresso em ${assignment.title}`}
                className="flex-1"
              />
              <span className="text-xs text-ink-muted">{assignment.progress}%</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
