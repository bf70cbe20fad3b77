import { Link, useNavigate } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { BuyLink } from '@/components/ui/buy-link';
import { courseOfferSummary, type CourseOffer } from '@/components/ui/course-price';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { withReturnPath } from '@/lib/return-path';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { isSoldSeparately } from '@/rules/access-model';
import { formatClock } from '@/utils/format';
import { useCourseAccess } from '../api/get-course-access';
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
  /** How the course is had: a course that is not free is bought (or had through a plan) first. */
  offer: CourseOffer;
}

/**
 * 'Inscrever-se Agora' (header) / 'Inscrever-se' (side card) when not enrolled, 'Acessar Aulas'
 * when enrolled, with every message and redirect of docs/rules/enrolment-and-progress.md.
 */
export function EnrollmentAction({ courseId, courseSlug, forSale, placement, offer }: EnrollmentActionProps) {
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
  // A course that is not free opens only to whoever may study it now (bought, granted, in their
  // plan): the others are offered the purchase or the plans, also someone enrolled whose purchase
  // was refunded. Someone with access who is not enrolled yet (a plan's subscriber) enrols.
  const sold = offer.accessModel !== 'free';
  const access = useCourseAccess(signedInUser, courseId, sold);
  const accessPending = signedInUser !== null && sold && access.isPending;
  const lostAccess = enrolled && sold && access.data === false;

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

  if (enrolled && !accessPending && !lostAccess) {
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

  // Still finding out who the visitor is, whether they are enrolled, or whether they may study it.
  const checking = status === 'loading' || (signedInUser !== null && enrollment.isPending) || accessPending;

  if (!forSale) {
    // Someone already enrolled keeps 'Acessar Aulas' (above); nobody else is offered enrolment.
    if (checking || placement !== 'aside') return null;
    return (
      <p className="rounded-lg bg-slate-100 px-4 py-3 text-sm font-medium text-ink">
        Curso inativo: não está aberto a inscrições.
      </p>
    );
  }

  if (sold && !checking && access.data !== true) {
    return (
      <SaleAction
        courseId={courseId}
        placement={placement}
        offer={offer}
        className={className}
        lostAccess={lostAccess}
      />
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

const ACCESS_ENDED = 'Seu acesso a este curso terminou.';

/** 'Comprar Agora' (header) / 'Comprar' with the price, or the plans for a course only they include. */
function SaleAction({
  courseId,
  placement,
  offer,
  className,
  lostAccess,
}: {
  courseId: string;
  placement: EnrollmentActionProps['placement'];
  offer: CourseOffer;
  className: string;
  /** Enrolled, but the purchase that opened the course was refunded (or the plan ended). */
  lostAccess: boolean;
}) {
  const soldAlone = isSoldSeparately(offer.accessModel);
  // data-session-dependent: on a prerendered page someone signed in never sees the visitor's offer
  // before the app knows whether they may already study the course.
  const action = soldAlone ? (
    <BuyLink kind="course" productId={courseId} className={className} data-session-dependent>
      {placement === 'hero' ? 'Comprar Agora' : 'Comprar'}
    </BuyLink>
  ) : (
    <Link to={paths.pricing} className={className} data-session-dependent>
      Ver planos
    </Link>
  );
  if (placement === 'bar') return action;
  if (placement === 'aside') {
    return lostAccess ? (
      <div>
        <p className="mb-3 rounded-lg bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
          {ACCESS_ENDED}
        </p>
        {action}
      </div>
    ) : (
      action
    );
  }
  return (
    <div data-session-dependent>
      {action}
      <p className="mt-3 text-sm font-medium text-white">
        {lostAccess ? `${ACCESS_ENDED} ` : ''}
        {courseOfferSummary(offer)}
      </p>
    </div>
  );
}
