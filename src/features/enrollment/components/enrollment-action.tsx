import { Link, useNavigate } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { withReturnPath } from '@/lib/return-path';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { formatClock } from '@/utils/format';
import { useContinueLesson } from '../api/get-continue-lesson';
import { useEnrollment } from '../api/get-enrollment';
import { useFirstLesson } from '../api/get-first-lesson';
import { useEnrolAndFollow } from '../hooks/use-enrol-and-follow';
import { enrollmentMessages } from '../utils/messages';

interface EnrollmentActionProps {
  courseId: string;
  /** The course page's slug: a visitor is sent to sign up with this page as the way back. */
  courseSlug: string;
  /** Only an active course is for sale; an inactive one offers no enrolment to anyone. */
  forSale: boolean;
  /** 'hero': on the coloured course header; 'aside': in the side card; 'bar': the phone's sticky bar. */
  placement: 'hero' | 'aside' | 'bar';
}

/**
 * 'Inscrever-se Agora' (header) / 'Inscrever-se' (side card) when not enrolled, 'Acessar Aulas'
 * when enrolled, with every message and redirect of docs/rules/enrolment-and-progress.md.
 */
export function EnrollmentAction({ courseId, courseSlug, forSale, placement }: EnrollmentActionProps) {
  const { status, userId } = useAuth();
  const navigate = useNavigate();
  const signedInUser = status === 'signed-in' ? userId : null;
  const enrollment = useEnrollment(signedInUser, courseId);
  const enrolled = Boolean(enrollment.data);
  const firstLesson = useFirstLesson(signedInUser, courseId, enrolled);
  // One primary 'Continuar', in the header (and the phone's bar); the side card keeps 'Acessar Aulas'.
  const showContinue = enrolled && placement !== 'aside' && enrollment.data?.completed !== true;
  const continueLesson = useContinueLesson(signedInUser, courseId, showContinue);
  const enroll = useEnrolAndFollow(courseId);

  const className =
    placement === 'bar'
      ? cn(buttonVariants({ variant: 'primary' }), 'shrink-0')
      : cn(
          buttonVariants({ variant: placement === 'hero' ? 'inverse' : 'primary', size: 'lg' }),
          placement === 'aside' ? 'w-full' : 'w-full sm:w-auto',
        );

  const handleEnroll = () => {
    if (status !== 'signed-in') {
      // The goal travels in the address: after signing up (or in) the course page completes it.
      toast.error(enrollmentMessages.signInRequired);
      navigate(withReturnPath(paths.signUp, paths.courseEnrolGoal(courseSlug)));
      return;
    }
    enroll.enrol();
  };

  if (enrolled) {
    const lesson = firstLesson.data;
    const resume = showContinue ? continueLesson.data : null;
    if (lesson && resume && placement === 'bar') {
      return (
        <Link to={paths.lesson(courseId, resume.id)} className={className}>
          Continuar<span className="sr-only">: {resume.title}</span>
        </Link>
      );
    }
    if (lesson && resume) {
      return (
        <div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={paths.lesson(courseId, resume.id)} className={className}>
              Continuar<span className="sr-only">: {resume.title}</span>
            </Link>
            <Link
              to={paths.lesson(courseId, lesson.lessonId)}
              className={cn(className, 'border border-white/70 bg-transparent text-white hover:bg-white/10')}
            >
              Acessar Aulas
            </Link>
          </div>
          <p className="mt-3 text-sm text-white">
            {resume.position_seconds > 0 ? 'Você parou em' : 'Próxima aula:'}{' '}
            <span className="font-semibold">{resume.title}</span>
            {resume.position_seconds > 0 && ` (${formatClock(resume.position_seconds)})`}
          </p>
        </div>
      );
    }
    if (lesson) {
      return (
        <Link to={paths.lesson(courseId, lesson.lessonId)} className={className}>
          Acessar Aulas
        </Link>
      );
    }
    return (
      <Button
        variant={null}
        size={null}
        className={className}
        disabled={firstLesson.isPending}
        aria-busy={firstLesson.isPending || undefined}
        onClick={() => {
          if (firstLesson.isError) {
            console.error('Falha ao buscar a primeira aula', firstLesson.error);
            void firstLesson.refetch();
            toast.error('Não foi possível abrir as aulas. Tente novamente.');
            return;
          }
          toast.error(enrollmentMessages.noLessons);
        }}
      >
        Acessar Aulas
      </Button>
    );
  }

  // Still finding out who the visitor is, or whether they are enrolled.
  const checking = status === 'loading' || (signedInUser !== null && enrollment.isPending);

  if (!forSale) {
    // Someone already enrolled keeps 'Acessar Aulas' (above); nobody else is offered enrolment.
    if (checking || placement !== 'aside') return null;
    return (
      <p className="rounded-lg bg-slate-100 px-4 py-3 text-sm font-medium text-ink">
        Curso inativo: não está aberto a inscrições.
      </p>
    );
  }

  // While it is not known whether to offer enrolment (who is signed in, whether they are enrolled),
  // the button keeps its place unseen, as on a prerendered page before the app starts: someone
  // enrolled never sees 'Inscrever-se Agora' before their 'Continuar'.
  return (
    <Button
      variant={null}
      size={null}
      className={cn(className, checking && 'invisible')}
      data-session-dependent
      onClick={handleEnroll}
      disabled={checking || enroll.isPending}
      aria-busy={checking || enroll.isPending || undefined}
    >
      {placement === 'hero' ? 'Inscrever-se Agora' : 'Inscrever-se'}
    </Button>
  );
}
