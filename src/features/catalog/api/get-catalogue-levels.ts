// The levels the catalogue can be filtered by: those of the published courses (level is free
// text), each with the key the search compares (public.catalogue_levels).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readsColumnsOf, type RpcRow } from '@/lib/api/answer';
import { array, object, text, type Infer } from '@/lib/api/light-schema';
import { restGet } from '@/lib/api/light-fetch';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

const catalogueLevelSchema = object({ level: text, level_key: text });

export type CatalogueLevel = Infer<typeof catalogueLevelSchema>;
readsColumnsOf<CatalogueLevel, RpcRow<'catalogue_levels'>>(true);

export async function getCatalogueLevels(signal?: AbortSignal): Promise<CatalogueLevel[]> {
  try {
    return await restGet('rpc/catalogue_levels', array(catalogueLevelSchema), signal);
  } catch (error) {
    if (!signal?.aborted) console.error('Falha ao carregar os níveis dos cursos', error);
    throw error;
  }
}

/** The levels the catalogue can be filtered by. */
export const catalogueLevelsQueryKey = () => [...sharedQueryKeys.catalog.all(), 'levels'] as const;

export const catalogueLevelsQueryOptions = () =>
  queryOptions({
    queryKey: catalogueLevelsQueryKey(),
    queryFn: ({ signal }) => getCatalogueLevels(signal),
  });

export function useCatalogueLevels() {
  return useQuery(catalogueLevelsQueryOptions());
}
