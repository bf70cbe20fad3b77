import { QueryClient } from '@tanstack/react-query';

/**
 * How long the reads that progress elsewhere (the dashboards, a locked outline) count as fresh:
 * long enough that a route loader's read, made while the screen's code downloads, is the screen's
 * opening read instead of being made twice; short enough that any later visit reads again.
 */
export const JUST_READ_MS = 5_000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
