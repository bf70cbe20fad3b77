import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { EditDeleteButtons } from '@/components/ui/edit-delete-buttons';
import { COURSE_ACCESS_WORDING } from '@/config/access-models';
import { paths } from '@/config/paths';
import { NEUTRAL_PALETTE, TOPICS, type TopicKey } from '@/config/topics';
import { cn } from '@/lib/utils';
import { accessModelOf } from '@/rules/access-model';
import { formatCount, formatCurrency, formatRating } from '@/utils/format';
import type { AdminCourse } from '../api/get-admin-courses';

// The topic palette of the public catalogue (src/config/topics.ts: aws, azure, devops, ia; others neutral).
const themeOf = (slug: string) =>
  Object.hasOwn(TOPICS, slug) ? TOPICS[slug as TopicKey].surface : NEUTRAL_PALETTE.surface;
const labels: Record<string, string> = { aws: 'AWS', azure: 'Azure', devops: 'DevOps', ia: 'IA' };
const artLabel = (course: AdminCourse) =>
  labels[course.slug] ??
  course.title
    .split(/\s+/)
    .filter((word) => word.length > 2)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/** The card shows the first 100 characters of the description. */
export function previewDescription(text: string | null, limit = 100): string {
  if (!text) return '';
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}...` : text;
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="text-sm font-medium break-words text-ink">{value}</dd>
    </div>
  );
}

interface AdminCourseCardProps {
  course: AdminCourse;
  onEdit: () => void;
  onDelete: () => void;
}

export function AdminCourseCard({ course, onEdit, onDelete }: AdminCourseCardProps) {
  const rating = formatRating(course.public_rating);
  const accessModel = accessModelOf(course.access_model);
  return (
    <article
      aria-label={course.title}
      className={cn(
        'relative flex w-full flex-col overflow-hidden rounded-2xl border shadow-sm',
        // Dimmed without fading the text (which would fail contrast): grey surface, faded art.
        course.is_active ? 'border-slate-200 bg-white' : 'border-dashed border-slate-300 bg-slate-50',
      )}
      data-inactive={!course.is_active || undefined}
    >
      <div
        className={cn(
          'relative grid aspect-[16/6] place-items-center',
          themeOf(course.slug),
          !course.is_active && 'opacity-50 grayscale',
        )}
      >
        {course.image_url ? (
          <img
            src={course.image_url}
            alt=""
            loading="lazy"
            className="absolute inset-0 h-full w-full object-cover"
          />
        ) : (
          <span aria-hidden="true" className="text-3xl font-extrabold tracking-tight text-white/90">
            {artLabel(course)}
          </span>
        )}
      </div>
      <div className="absolute left-3 right-3 top-3 flex flex-wrap gap-1.5">
        {course.is_active ? (
          <Badge variant="success">Ativo</Badge>
        ) : (
          <Badge variant="neutral" className="bg-slate-800 text-white">
            Inativo
          </Badge>
        )}
        {/* How the course is had, unless it is free (the catalogue's default). */}
        {accessModel !== 'free' && <Badge variant="solid">{COURSE_ACCESS_WORDING.labels[accessModel]}</Badge>}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg font-bold text-ink">{course.title}</h2>
        <p className="mt-0.5 font-mono text-xs text-ink-muted">{course.slug}</p>
        {course.description && (
          <p className="mt-3 text-sm leading-6 text-ink-muted">{previewDescription(course.description)}</p>
        )}
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-slate-100 pt-4">
          <Detail label="Nível" value={course.level ?? '—'} />
          <Detail label="Duração" value={course.duration ?? '—'} />
          <Detail label="Preço" value={formatCurrency(course.price) ?? '—'} />
          <Detail
            label="Avaliação"
            value={
              rating === null
                ? 'Sem avaliações'
                : `${rating} ★ (${formatCount(course.review_count)} ${course.review_count === 1 ? 'avaliação' : 'avaliações'})`
            }
          />
          <Detail label="Alunos" value={String(course.total_students)} />
          <Detail label="Aulas" value={String(course.lesson_count)} />
        </dl>
        {course.is_active && course.lesson_count === 0 && (
          // The catalogue lists only courses with a lesson; say so where it can be fixed.
          <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
            Sem aulas: não aparece no catálogo.{' '}
            <Link to={paths.admin.courseContent(course.id)} className="underline underline-offset-2">
              Adicionar conteúdo
            </Link>
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-5">
          <EditDeleteButtons itemName={course.title} onEdit={onEdit} onDelete={onDelete} />
          <Link
            to={paths.admin.courseEnrollments(course.id)}
            className={buttonVariants({ variant: 'secondary', size: 'sm', className: 'sm:ml-auto' })}
            aria-label={`Gerenciar Alunos de ${course.title}`}
          >
            Gerenciar Alunos
          </Link>
          <Link
            to={paths.admin.courseAssessments(course.id)}
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            aria-label={`Avaliações de ${course.title}`}
          >
            Avaliações
          </Link>
          <Link
            to={paths.admin.coursePractice(course.id)}
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            aria-label={`Práticas de ${course.title}`}
          >
            Práticas
          </Link>
          <Link
            to={paths.admin.courseAnalytics(course.id)}
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            aria-label={`Análise de ${course.title}`}
          >
            Análise
          </Link>
        </div>
      </div>
    </article>
  );
}
