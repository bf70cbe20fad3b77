// The levels the catalogue can be filtered by: those of the published courses (level is free
// text), each with the key the search compares (public.catalogue_levels).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { restGet } from '@/lib/public-rest';
import { queryKeys } from '@/lib/query-keys';

export interface CatalogueLevel {
  level: string;
  level_key: string;
}

export async function getCatalogueLevels(signal?: AbortSignal): Promise<CatalogueLevel[]> {
  try {
    return await restGet<CatalogueLevel[]>('rpc/catalogue_levels', signal);
  } catch (error) {
    if (!signal?.aborted) console.error('Falha ao carregar os níveis dos cursos', error);
    throw error;
  }
}

export const catalogueLevelsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.catalog.levels(),
    queryFn: ({ signal }) => getCatalogueLevels(signal),
  });

export function useCatalogueLevels() {
  return useQuery(catalogueLevelsQueryOptions());
}
