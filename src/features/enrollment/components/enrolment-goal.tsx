import { useEffect, useRef } from 'react';
import { useAuth } from '@/lib/auth';
import { useSearchParams } from 'react-router-dom';
import { ENROL_GOAL_PARAM } from '@/config/paths';
import { useEnrolAndFollow } from '../hooks/use-enrol-and-follow';

/**
 * Finishes an enrolment a visitor started before having an account: 'Inscrever-se' sent them to
 * /auth with this course page (and ?inscrever=1) as the place to come back to; once they are back
 * and signed in, the enrolment runs once, as if they had pressed the button again. The parameter
 * is removed first, so a reload or the back button never enrols a second time.
 */
export function EnrolmentGoal({ courseId, forSale }: { courseId: string; forSale: boolean }) {
  const { status } = useAuth();
  const [params, updateParams] = useSearchParams();
  const { enrol } = useEnrolAndFollow(courseId);
  const started = useRef(false);
  const wanted = params.get(ENROL_GOAL_PARAM) === '1';

  useEffect(() => {
    // Only once signed in: while a prerendered page hydrates, a stored session still reads as
    // signed out for a moment, and the goal must survive that.
    if (!wanted || started.current || status !== 'signed-in') return;
    started.current = true;
    updateParams(
      (current) => {
        current.delete(ENROL_GOAL_PARAM);
        return current;
      },
      { replace: true },
    );
    // Not on sale any more: the page's own card says so.
    if (forSale) enrol();
  }, [wanted, status, forSale, enrol, updateParams]);

  return null;
}
