// The assessments screen's loader, a chunk of its own: it downloads beside the screen's code, not
// after it (docs/architecture.md, "Loaders of the signed-in screens").
import type { RouteReads } from '@/app/route-module';
import { signedInAccount } from '@/app/signed-in-reads';
import { assessmentSetupQueryOptions } from '@/features/admin-assessments/api/get-assessment-setup';
import { questionStatisticsQueryOptions } from '@/features/admin-assessments/api/get-question-statistics';
import { courseQuestionsQueryOptions } from '@/features/admin-assessments/api/list-course-questions';
import { cleanSearch, parsePage } from '@/lib/list-params';

/** The course's setup and the section the address opens, for an active administrador or professor. */
export const reads: RouteReads = async ({ queryClient, params, url }) => {
  const account = await signedInAccount();
  const courseId = params.courseId;
  if (!courseId || !account?.isActive) return;
  if (account.role !== 'administrador' && account.role !== 'professor') return;
  const page = parsePage(url.searchParams.get('page'));
  const tab = url.searchParams.get('aba');
  const section =
    tab === 'estatisticas'
      ? queryClient.ensureQueryData(questionStatisticsQueryOptions(courseId, page))
      : tab === null
        ? queryClient.ensureQueryData(
            courseQuestionsQueryOptions(courseId, {
              search: cleanSearch(url.searchParams.get('q')),
              page,
              moduleId: url.searchParams.get('modulo') || null,
            }),
          )
        : null;
  await Promise.all([queryClient.ensureQueryData(assessmentSetupQueryOptions(courseId)), section]);
};
