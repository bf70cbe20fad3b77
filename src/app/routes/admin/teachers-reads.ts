// /admin/teachers' loader (docs/architecture.md, "Loaders: one style for every screen").
import type { RouteReads } from '@/app/route-module';
import { activeAccountWithRole } from '@/app/signed-in-reads';
import { teachersQueryOptions } from '@/features/admin-teachers/api/get-teachers';
import { cleanSearch, parsePage } from '@/lib/list-params';

/** The page of professores the address asks for, read for an active administrador only. */
export const reads: RouteReads = async ({ queryClient, url }) => {
  if (!(await activeAccountWithRole('administrador'))) return;
  await queryClient.ensureQueryData(
    teachersQueryOptions({
      search: cleanSearch(url.searchParams.get('q')),
      page: parsePage(url.searchParams.get('page')),
    }),
  );
};
