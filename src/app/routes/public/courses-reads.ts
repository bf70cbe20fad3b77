// The catalogue's loader (docs/architecture.md, "Loaders: one style for every screen").
import type { RouteReads } from '@/app/route-module';
import { catalogueLevelsQueryOptions } from '@/features/catalog/api/get-catalogue-levels';
import { searchCoursesQueryOptions } from '@/features/catalog/api/search-courses';
import { parseCatalogueFilters } from '@/features/catalog/hooks/use-catalogue-filters';

/** The catalogue page the address asks for, and the levels its filter offers. */
export const reads: RouteReads = ({ queryClient, url }) =>
  Promise.all([
    queryClient.ensureQueryData(searchCoursesQueryOptions(parseCatalogueFilters(url.searchParams))),
    queryClient.ensureQueryData(catalogueLevelsQueryOptions()),
  ]);
