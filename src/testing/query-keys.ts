// Proves a key hierarchy the way invalidation uses it (docs/architecture.md, "Query keys"): a real
// QueryClient holds the named keys, one key is invalidated, and the names it marked stale come back.
import { QueryClient, type QueryKey } from '@tanstack/react-query';

export async function invalidatedBy(cached: Record<string, QueryKey>, key: QueryKey): Promise<string[]> {
  const client = new QueryClient();
  for (const queryKey of Object.values(cached)) client.setQueryData(queryKey, 'data');
  await client.invalidateQueries({ queryKey: key, refetchType: 'none' });
  return Object.entries(cached)
    .filter(([, queryKey]) => client.getQueryState(queryKey)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}
