import {
  ArrowLeftIcon,
  AwardIcon,
  CircleCheckIcon,
  CodeIcon,
  GaugeIcon,
  MessageCircleIcon,
} from 'lucide-react';
import { lazy, Suspense, useMemo, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Container } from '@/components/ui/container';
import { CoursePrice } from '@/components/ui/course-price';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { accessModelOf } from '@/rules/access-model';
import { formatHours } from '@/utils/format';
import type { CourseDetail } from '../api/get-course';
import { formatLessonCount, formatTotalHours } from '../utils/course-format';
import { courseTheme } from '../utils/course-theme';
import { learningPointsOf } from '../utils/learning-points';
import { CourseArt } from './course-art';
import { CourseLengths } from './course-lengths';
import { CourseCurriculum, type CurriculumExtras } from './course-curriculum';
import { CourseMeta } from './course-meta';

// The phone's sticky bar is its own chunk: it appears only after scrolling, and the course page
// ships in the public pages' first load.
const CourseActionBar = lazy(() => import('./course-action-bar'));

export type CourseActionPlacement = 'hero' | 'aside' | 'bar';

/** Why the viewer is not sold the course: it is theirs ('owned'), or they run the site ('staff'). */
export interface NotSoldNote {
  text: string;
  tone: 'owned' | 'staff';
}

interface CourseDetailViewProps {
  course: CourseDetail;
  /** The enrol / 'Continuar' / 'Acessar Aulas' buttons, composed by the route (another feature). */
  renderAction: (placement: CourseActionPlacement) => ReactNode;
  /** The viewer opens every lesson (enrolled, teaching, administrador): no locks in the curriculum. */
  opensEveryLesson: boolean;
  /**
   * Said instead of the price when the viewer is not sold to (docs/payments-ui.md): the course is
   * already theirs, or they are an administrador. Null: the price and the plans, as to anyone.
   */
  notSoldNote?: NotSoldNote | null;
  /** Sections the route adds after the curriculum (e.g. reviews, later). */
  children?: ReactNode;
  /** What the route adds after a module of the curriculum (its quiz), and above it (what is missing). */
  curriculumExtras?: CurriculumExtras | undefined;
}

const includedItems = [
  { icon: AwardIcon, title: 'Certificado de conclusão', text: 'Com código único de verificação.' },
  { icon: MessageCircleIcon, title: 'Suporte direto', text: 'Tire dúvidas com quem ensina.' },
  { icon: CodeIcon, title: 'Projetos práticos', text: 'Exercícios para o seu portfólio.' },
];

export function CourseDetailView({
  course,
  renderAction,
  opensEveryLesson,
  children,
  curriculumExtras,
  notSoldNote = null,
}: CourseDetailViewProps) {
  const theme = courseTheme(course.slug);
  const offer = { price: course.price, accessModel: accessModelOf(course.access_model) };
  const learningPoints = learningPointsOf(course.learning_points);
  const totalHours = formatTotalHours(course.total_hours);
  const heroAction = useRef<HTMLDivElement>(null);
  const asideAction = useRef<HTMLDivElement>(null);
  const watchedActions = useMemo(() => [heroAction, asideAction], []);

  return (
    <>
      <section data-theme={theme.name} className={cn(theme.surface, 'text-white')}>
        <Container className="py-10 sm:py-14">
          <Link
            to={paths.courses}
            className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-white hover:underline"
          >
            <ArrowLeftIcon size={18} />
            Todos os cursos
          </Link>
          <div className="mt-6 max-w-3xl">
            {(course.level || !course.is_active) && (
              <div className="flex flex-wrap items-center gap-2">
                {course.level && (
                  <span className="inline-flex items-center gap-1.5 rounded-full bg-black/25 px-3 py-1 text-sm font-semibold">
                    <GaugeIcon width={16} height={16} />
                    <span className="sr-only">Nível: </span>
                    {course.level}
                  </span>
                )}
                {/* Only administrators and people already enrolled can open an inactive course. */}
                {!course.is_active && (
                  <span className="rounded-full bg-white px-3 py-1 text-sm font-semibold text-slate-900">
                    Inativo
                  </span>
                )}
              </div>
            )}
            <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
              {course.title}
            </h1>
            <p className="mt-4 text-lg leading-8 text-white">
              {course.description || 'Descrição não disponível'}
            </p>
            <CourseMeta course={course} inverse className="mt-6 text-white" />
            {(totalHours || course.lesson_count > 0) && (
              <p className="mt-2 text-sm text-white">
                {[
                  course.lesson_count > 0 ? formatLessonCount(course.lesson_count) : null,
                  totalHours && `carga horária de ${totalHours}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            )}
            <div ref={heroAction} className="mt-8">
              {renderAction('hero')}
            </div>
          </div>
        </Container>
      </section>

      <Container className="grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <div className="space-y-12">
          <section aria-labelledby="course-learning-points">
            <h2 id="course-learning-points" className="text-2xl font-bold text-ink">
              O que você vai aprender
            </h2>
            {learningPoints.length ? (
              <ul className="mt-6 grid gap-4 sm:grid-cols-2">
                {learningPoints.map((point, index) => (
                  <li key={index} className="flex gap-3 leading-6 text-ink">
                    <CircleCheckIcon className={cn('mt-0.5 shrink-0', theme.accent)} width={20} height={20} />
                    {point}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-4 text-ink-muted">Conteúdo em desenvolvimento</p>
            )}
          </section>

          <section aria-labelledby="course-modules">
            <h2 id="course-modules" className="text-2xl font-bold text-ink">
              Conteúdo do curso
            </h2>
            {curriculumExtras?.beforeCurriculum}
            <CourseCurriculum
              course={course}
              opensEveryLesson={opensEveryLesson}
              renderAfterModule={curriculumExtras?.renderAfterModule}
              renderAfterLesson={curriculumExtras?.renderAfterLesson}
            />
          </section>

          {children}
        </div>

        <aside aria-label="Resumo do curso" className="lg:sticky lg:top-24 lg:self-start">
          <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            <CourseArt
              slug={course.slug}
              title={course.title}
              imageUrl={course.image_url}
              className="hidden h-40 lg:block"
            />
            <div className="p-6">
              {course.is_active &&
                (notSoldNote ? (
                  <p
                    className={cn(
                      'mb-4 rounded-lg px-4 py-3 text-sm font-semibold',
                      notSoldNote.tone === 'owned'
                        ? 'bg-emerald-50 text-emerald-900'
                        : 'bg-slate-100 text-ink',
                    )}
                  >
                    {notSoldNote.text}
                  </p>
                ) : (
                  <CoursePrice {...offer} variant="featured" className="mb-4" />
                ))}
              <div ref={asideAction}>{renderAction('aside')}</div>
              <h2 className="mt-6 text-sm font-semibold uppercase tracking-wide text-ink-muted">
                Este curso inclui
              </h2>
              <ul className="mt-3 space-y-4">
                {includedItems.map(({ icon: Icon, title, text }) => (
                  <li key={title} className="flex gap-3">
                    <Icon className={cn('mt-0.5 shrink-0', theme.accent)} width={20} height={20} />
                    <div>
                      <p className="font-semibold text-ink">{title}</p>
                      <p className="text-sm text-ink-muted">{text}</p>
                    </div>
                  </li>
                ))}
              </ul>
              <CourseLengths
                workload={totalHours ?? (course.total_minutes > 0 ? formatHours(course.total_minutes) : null)}
                videoLength={course.total_minutes > 0 ? formatHours(course.total_minutes) : null}
                suggestedDuration={course.duration}
              />
            </div>
          </div>
        </aside>
      </Container>
      {course.is_active && (
        <Suspense fallback={null}>
          <CourseActionBar
            title={course.title}
            offer={offer}
            summary={notSoldNote?.text}
            watched={watchedActions}
          >
            {renderAction('bar')}
          </CourseActionBar>
        </Suspense>
      )}
    </>
  );
}
