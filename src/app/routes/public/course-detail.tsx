import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { LoadingText } from '@/components/ui/loading-text';
import { paths } from '@/config/paths';
import { useCourse } from '@/features/catalog/api/get-course';
import { CourseDetailView, type NotSoldNote } from '@/features/catalog/components/course-detail-view';
import type { CurriculumExtras } from '@/features/catalog/components/course-curriculum';
import { useCourseStanding, useEnrollment } from '@/features/enrollment/api/get-enrollment';
import { useCourseAccess } from '@/features/enrollment/api/get-course-access';
import { EnrollmentAction } from '@/features/enrollment/components/enrollment-action';
import { EnrolmentGoal } from '@/features/enrollment/components/enrolment-goal';
import { useAuth, useRestViewer } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/use-document-title';
import { courseHead } from '@/app/seo/page-heads';
import { CourseTracks } from '@/features/tracks/components/course-tracks';
import { accessModelOf } from '@/rules/access-model';

// The quizzes' entries and what is missing for the certificate are for people signed in who open
// the course's lessons: their code is not part of the public pages' first load.
const CourseAssessmentsExtras = lazy(() => import('./course-assessments-extras'));

// A lesson's exercises ('Prática: …') in the curriculum: their code and their read come after the
// page's, in a chunk of their own (titles only for visitors).
const CurriculumPracticeItems = lazy(
  () => import('@/features/practice/components/curriculum-practice-items'),
);

// The reviews sit below the curriculum: their code is not part of the public pages' first load.
const CourseReviews = lazy(() =>
  import('@/features/reviews/components/course-reviews').then((module) => ({
    default: module.CourseReviews,
  })),
);

const OWNED_COURSE: NotSoldNote = { text: 'Este curso já está liberado na sua conta.', tone: 'owned' };
const ADMIN_NOT_SOLD: NotSoldNote = {
  text: 'Visão de administrador: a compra não é oferecida a você.',
  tone: 'staff',
};

/** /course/{slug} and /courses/{slug}. */
export default function CourseDetailRoute() {
  const { slug = '' } = useParams();
  const { data: course, isPending, isError, refetch } = useCourse(slug);
  const { status, userId, isAdmin } = useAuth();
  const restViewer = useRestViewer();
  const viewer = status === 'signed-in' && course ? userId : null;
  const enrollment = useEnrollment(viewer, course?.id ?? '');
  const standing = useCourseStanding(viewer, course?.id ?? '').data ?? null;
  // Who is not sold to (docs/payments-ui.md): the course is already theirs, or an administrador.
  const sold = Boolean(course && course.access_model !== 'free');
  const owned = useCourseAccess(viewer, course?.id ?? '', sold).data === true;
  const notSoldNote = !sold ? null : isAdmin ? ADMIN_NOT_SOLD : owned ? OWNED_COURSE : null;
  // UI comfort only: the database decides which lessons each viewer may open.
  const opensEveryLesson = isAdmin || Boolean(enrollment.data);

  const head = course ? courseHead(course) : null;
  useDocumentMeta(
    head ? head.title : course === null ? 'Curso não encontrado' : null,
    head?.description,
    head?.path,
  );

  // The loading text gets a screen of room so the footer stays below the fold until the course
  // arrives (no layout shift).
  if (isPending) {
    return (
      <div className="min-h-[calc(100svh-4rem)]">
        <LoadingText />
      </div>
    );
  }

  if (isError && !course) {
    return (
      <Message title="Não foi possível carregar o curso" text="Verifique sua conexão e tente novamente.">
        <Button onClick={() => void refetch()}>Tentar novamente</Button>
        <Link to={paths.courses} className={buttonVariants({ variant: 'outline' })}>
          Voltar para Cursos
        </Link>
      </Message>
    );
  }

  if (!course) {
    return (
      <Message
        title="Curso não encontrado"
        text="O curso que você procura não existe ou não está disponível."
      >
        <Link to={paths.courses} className={buttonVariants()}>
          Voltar para Cursos
        </Link>
      </Message>
    );
  }

  // The exercises after their lessons, read as the page's light reads are (useRestViewer).
  const renderAfterLesson: CurriculumExtras['renderAfterLesson'] = ({ lessonId }) => (
    <Suspense fallback={null}>
      <CurriculumPracticeItems viewer={restViewer} courseId={course.id} lessonId={lessonId} />
    </Suspense>
  );

  // The quiz entries: for whoever may take the course's quizzes (the standing says so).
  const curriculumExtras: CurriculumExtras | undefined = standing
    ? {
        renderAfterLesson,
        beforeCurriculum: (
          <Suspense fallback={null}>
            <CourseAssessmentsExtras standing={standing} courseId={course.id} part="summary" />
          </Suspense>
        ),
        renderAfterModule: ({ moduleId, moduleNumber }) => (
          <Suspense fallback={null}>
            <CourseAssessmentsExtras
              standing={standing}
              courseId={course.id}
              part="module"
              moduleId={moduleId}
              moduleNumber={moduleNumber}
            />
          </Suspense>
        ),
      }
    : { renderAfterLesson };

  return (
    <CourseDetailView
      course={course}
      opensEveryLesson={opensEveryLesson}
      curriculumExtras={curriculumExtras}
      notSoldNote={notSoldNote}
      renderAction={(placement) =>
        // An administrador opens the lessons from the curriculum; nothing is sold to them.
        notSoldNote === ADMIN_NOT_SOLD ? null : (
          <EnrollmentAction
            courseId={course.id}
            courseSlug={course.slug}
            forSale={course.is_active}
            placement={placement}
            offer={{ price: course.price, accessModel: accessModelOf(course.access_model) }}
          />
        )
      }
    >
      <EnrolmentGoal courseId={course.id} forSale={course.is_active} />
      <CourseTracks courseId={course.id} />
      <Suspense fallback={<div className="min-h-64" />}>
        <CourseReviews
          courseId={course.id}
          publicRating={course.public_rating}
          reviewCount={course.review_count}
          reviewStars={course.review_stars}
          student={status === 'signed-in' && userId ? { userId, enrolled: Boolean(enrollment.data) } : null}
          isAdmin={isAdmin}
        />
      </Suspense>
    </CourseDetailView>
  );
}

function Message({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Container className="flex min-h-[calc(100svh-4rem)] flex-col items-center justify-center py-24 text-center">
      <h1 className="text-3xl font-bold text-ink">{title}</h1>
      <p className="mt-3 max-w-md text-ink-muted">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </Container>
  );
}

// The route's loader, bundled with the page (src/app/router.tsx, `loadPublicReads`).
export { reads } from './course-detail-reads';
