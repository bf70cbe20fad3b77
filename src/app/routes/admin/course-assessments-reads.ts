// The assessments screen's loader, a chunk of its own: it downloads beside the screen's code, not
// after it (docs/architecture.md, "Loaders of the signed-in screens").
import type { RouteReads } from '@/app/route-module';
import { signedInAccount } from '@/app/signed-in-reads';
import { assessmentSettingsQueryOptions } from '@/features/admin-assessments/api/get-assessment-settings';
import { courseOutlineQueryOptions } from '@/features/admin-assessments/api/get-course-outline';
import { questionStatisticsQueryOptions } from '@/features/admin-assessments/api/get-question-statistics';
import { courseQuestionsQueryOptions } from '@/features/admin-assessments/api/list-course-questions';
import { cleanSearch, parsePage } from '@/lib/list-params';
import { isUuid } from '@/utils/uuid';

/** The course's settings and outline and the section the address opens, for an active administrador or professor. */
export const reads: RouteReads = async ({ queryClient, params, url }) => {
  const account = await signedInAccount();
  const courseId = params.courseId;
  if (!courseId || !isUuid(courseId) || !account?.isActive) return;
  if (account.role !== 'administrador' && account.role !== 'professor') return;
  const page = parsePage(url.searchParams.get('page'));
  const tab = url.searchParams.get('aba');
  const moduleId = url.searchParams.get('modulo');
  const section =
    tab === 'estatisticas'
      ? queryClient.ensureQueryData(questionStatisticsQueryOptions(courseId, page))
      : tab === null && (moduleId === null || isUuid(moduleId))
        ? queryClient.ensureQueryData(
            courseQuestionsQueryOptions(courseId, {
              search: cleanSearch(url.searchParams.get('q')),
              page,
              moduleId,
            }),
          )
        : null;
  await Promise.all([
    queryClient.ensureQueryData(assessmentSettingsQueryOptions(courseId)),
    queryClient.ensureQueryData(courseOutlineQueryOptions(courseId)),
    section,
  ]);
};
