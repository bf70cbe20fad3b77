// The levels the catalogue can be filtered by: those of the published courses (level is free
// text), each with the key the search compares (public.catalogue_levels).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { readsColumnsOf, type RpcRow } from '@/lib/api/answer';
import { restGet } from '@/lib/api/rest';
import { queryKeys } from '@/lib/query-keys';

const catalogueLevelSchema = z.object({ level: z.string(), level_key: z.string() });

export type CatalogueLevel = z.output<typeof catalogueLevelSchema>;
readsColumnsOf<CatalogueLevel, RpcRow<'catalogue_levels'>>(true);

export async function getCatalogueLevels(signal?: AbortSignal): Promise<CatalogueLevel[]> {
  try {
    return await restGet('rpc/catalogue_levels', z.array(catalogueLevelSchema), signal);
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
