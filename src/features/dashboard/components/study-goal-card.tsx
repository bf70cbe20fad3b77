import { FlameIcon, SnowflakeIcon, StarIcon, TargetIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import {
  dayActivity,
  dayAndMonth,
  GOAL_COUNTS,
  goalAmount,
  markedLessonsNote,
  pointsLabel,
  streakLabel,
  weekdayNames,
  weekProgressLabel,
  type StudyWeek,
} from '../utils/study-week';
import { StudyGoalForm } from './study-goal-form';

function WeekDays({ week }: { week: StudyWeek }) {
  const busiest = Math.max(1, ...week.days.map((day) => day.minutes));
  return (
    <ol className="mt-5 grid grid-cols-7 gap-1.5" aria-label="Seus dias nesta semana">
      {week.days.map((day, index) => {
        const names = weekdayNames(index);
        const isToday = day.date === week.today;
        const isFuture = day.date > week.today;
        const height = day.minutes > 0 ? Math.max(12, Math.round((day.minutes / busiest) * 100)) : 0;
        return (
          <li key={day.date} className="flex flex-col items-center gap-1">
            <span className="sr-only">
              {`${names.full}, ${dayAndMonth(day.date)}${isToday ? ' (hoje)' : ''}: `}
              {isFuture ? 'ainda não chegou' : dayActivity(day)}
            </span>
            <span
              aria-hidden="true"
              className={cn(
                'flex h-14 w-full items-end overflow-hidden rounded-md',
                isFuture ? 'border border-dashed border-slate-200' : 'bg-slate-100',
              )}
            >
              <span
                className={cn('w-full rounded-md', day.lessons > 0 ? 'bg-emerald-500' : 'bg-brand-500')}
                style={{ height: `${height}%` }}
              />
            </span>
            {/* Lessons marked complete without watching: shown, but they fill no bar. */}
            <span
              aria-hidden="true"
              className={cn(
                'h-1.5 w-1.5 rounded-full',
                !isFuture && day.lessonsCompleted > day.lessons ? 'bg-amber-500' : 'bg-transparent',
              )}
            />
            <span
              aria-hidden="true"
              className={cn(
                'text-xs',
                isToday ? 'rounded bg-brand-700 px-1 font-semibold text-white' : 'text-ink-muted',
              )}
            >
              {names.short}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The dashboard's goal card: the weekly goal (set or changed here), the week's bar Monday to Sunday
 * in São Paulo time, the streak with the month's freeze, and the points. Its data comes with the
 * dashboard's one read.
 */
export function StudyGoalCard({ userId, week }: { userId: string; week: StudyWeek }) {
  const [editing, setEditing] = useState(false);
  const titleId = useId();
  const progress = weekProgressLabel(week);
  const markedNote = markedLessonsNote(week);

  return (
    <section
      aria-labelledby={titleId}
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
            <TargetIcon size={20} aria-hidden="true" />
          </span>
          <div>
            <h2 id={titleId} className="text-lg font-bold text-ink">
              Meta da semana
            </h2>
            <p className="text-sm text-ink-muted">
              {`Semana de ${dayAndMonth(week.weekStart)} a ${dayAndMonth(week.weekEnd)} (segunda a domingo)`}
            </p>
          </div>
        </div>
        {!editing && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            {week.goal ? 'Alterar meta' : 'Definir meta'}
          </Button>
        )}
      </div>

      {editing && <StudyGoalForm userId={userId} goal={week.goal} onDone={() => setEditing(false)} />}

      <div className="mt-5">
        {week.goal && progress ? (
          <>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-semibold text-ink">{progress}</span>
              <span className="font-semibold tabular-nums text-ink">{`${week.percent ?? 0}%`}</span>
            </div>
            <ProgressBar
              className="mt-2"
              value={week.percent ?? 0}
              label="Progresso da meta da semana"
              tone={week.met ? 'success' : 'brand'}
            />
            <p className={cn('mt-2 text-sm', week.met ? 'font-semibold text-emerald-800' : 'text-ink-muted')}>
              {week.met
                ? 'Meta da semana cumprida!'
                : `Meta: ${goalAmount(week.goal.kind, week.goal.target)} ${week.goal.kind === 'minutes' ? 'assistidos' : 'assistidas até o fim'} por semana.`}
            </p>
            <p className="mt-1 text-sm text-ink-muted">
              <span className="font-semibold text-ink">O que conta:</span> {`${GOAL_COUNTS[week.goal.kind]}.`}
            </p>
            {week.goal.kind === 'lessons' && markedNote && (
              <p className="mt-2 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                <span aria-hidden="true" className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-amber-500" />
                <span>{markedNote} Para contar, assista ao vídeo da aula até o fim.</span>
              </p>
            )}
          </>
        ) : (
          <p className="text-sm text-ink-muted">
            Defina uma meta semanal em minutos assistidos ou em aulas assistidas até o fim e acompanhe seu
            ritmo aqui. Marcar uma aula como concluída não conta: conta o vídeo assistido.
          </p>
        )}
        <WeekDays week={week} />
      </div>

      <dl className="mt-6 grid gap-3 sm:grid-cols-3">
        <div className="rounded-xl bg-orange-50 px-4 py-3">
          <dt className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-orange-900 uppercase">
            <FlameIcon size={14} aria-hidden="true" />
            Sequência
          </dt>
          <dd className="mt-1 font-semibold text-ink">{streakLabel(week.streak.weeks)}</dd>
        </div>
        <div className="rounded-xl bg-sky-50 px-4 py-3">
          <dt className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-sky-900 uppercase">
            <SnowflakeIcon size={14} aria-hidden="true" />
            Congelamento do mês
          </dt>
          <dd className="mt-1 text-sm text-ink">
            {week.streak.freezeAvailable
              ? 'Disponível: uma semana perdida neste mês não quebra a sequência.'
              : 'Já usado neste mês.'}
          </dd>
        </div>
        <div className="rounded-xl bg-amber-50 px-4 py-3">
          <dt className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-amber-900 uppercase">
            <StarIcon size={14} aria-hidden="true" />
            Pontos
          </dt>
          <dd className="mt-1">
            <span className="font-semibold text-ink">{pointsLabel(week.points.total)}</span>
            <span className="block text-sm text-ink-muted">{`+${week.points.thisWeek} nesta semana`}</span>
            <Link
              to={paths.myPoints}
              className="mt-1 inline-block rounded text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
            >
              Ver histórico de pontos
            </Link>
          </dd>
        </div>
      </dl>
    </section>
  );
}
