// The query keys of the Empresas back office, below the admin root (a delete refreshes them all).
import { sharedQueryKeys } from '@/lib/shared-query-keys';

export const companiesKeys = {
  all: () => [...sharedQueryKeys.admin.all(), 'organisations'] as const,
  list: () => [...companiesKeys.all(), 'list'] as const,
  detail: (organisationId: string) => [...companiesKeys.all(), 'detail', organisationId] as const,
  tiers: () => [...sharedQueryKeys.admin.all(), 'seat-tiers'] as const,
};
