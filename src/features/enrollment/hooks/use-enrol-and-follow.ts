import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { userMessage } from '@/lib/errors/user-message';
import { invalidateAfterEnrolment, useEnrollInCourse } from '../api/enroll-in-course';
import { classifyEnrollmentError } from '../utils/enrollment-error';
import { enrollmentMessages } from '../utils/messages';

/**
 * Enrols the signed-in person in `courseId` and follows the outcome's message and destination:
 * enrolled or already enrolled → the dashboard; no lessons or any other failure → stays here.
 */
export function useEnrolAndFollow(courseId: string) {
  const { userId } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const enroll = useEnrollInCourse();
  const { mutate } = enroll;

  const enrol = useCallback(() => {
    const leaveForDashboard = async () => {
      if (userId) await invalidateAfterEnrolment(queryClient, userId, courseId);
      navigate(paths.dashboard);
    };
    mutate(courseId, {
      onSuccess: () => {
        toast.success(enrollmentMessages.enrolled);
        void leaveForDashboard();
      },
      onError: (error) => {
        const failure = classifyEnrollmentError(error);
        if (failure === 'already-enrolled') {
          toast.info(enrollmentMessages.alreadyEnrolled);
          void leaveForDashboard();
        } else if (failure === 'no-lessons') {
          toast.error(enrollmentMessages.noLessons);
        } else {
          toast.error(userMessage(error, enrollmentMessages.failed));
        }
      },
    });
  }, [courseId, mutate, navigate, queryClient, userId]);

  return { enrol, isPending: enroll.isPending };
}
