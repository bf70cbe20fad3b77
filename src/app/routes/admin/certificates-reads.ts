// /admin/certificates' loader (docs/architecture.md, "Loaders: one style for every screen").
import type { RouteReads } from '@/app/route-module';
import { activeAccountWithRole } from '@/app/signed-in-reads';
import { certificateStudentsQueryOptions } from '@/features/admin-certificates/api/get-certificate-students';
import { issuedCertificatesQueryOptions } from '@/features/admin-certificates/api/get-issued-certificates';
import { cleanSearch, parsePage } from '@/lib/list-params';

/**
 * The page of students and the page of issued certificates the address asks for (each list with
 * its own parameters, ?q=&page= and ?cq=&cpage=), read for an active administrador only.
 */
export const reads: RouteReads = async ({ queryClient, url }) => {
  if (!(await activeAccountWithRole('administrador'))) return;
  const list = (search: string, page: string) => ({
    search: cleanSearch(url.searchParams.get(search)),
    page: parsePage(url.searchParams.get(page)),
  });
  await Promise.all([
    queryClient.ensureQueryData(certificateStudentsQueryOptions(list('q', 'page'))),
    queryClient.ensureQueryData(issuedCertificatesQueryOptions(list('cq', 'cpage'))),
  ]);
};
