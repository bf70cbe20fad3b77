import { dehydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { hydratePrerenderedQueries } from './hydration';

/** The cache a build made: one query, fetched then ("Curso de ontem"). */
function builtState() {
  const build = new QueryClient();
  build.setQueryData(['courses', 'aws'], { title: 'Curso de ontem' });
  return dehydrate(build);
}

describe('hydratePrerenderedQueries', () => {
  it("gives the build's data at once, and reads it again only once a component has subscribed, a task later", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    const queryFn = vi.fn(async () => ({ title: 'Curso de hoje' }));
    hydratePrerenderedQueries(queryClient, builtState());
    expect(queryClient.getQueryData(['courses', 'aws'])).toEqual({ title: 'Curso de ontem' });

    const observer = new QueryObserver(queryClient, { queryKey: ['courses', 'aws'], queryFn });
    const unsubscribe = observer.subscribe(() => {});
    // Subscribing does not fetch (that would re-render the page while React hydrates it)...
    expect(queryFn).not.toHaveBeenCalled();
    expect(observer.getCurrentResult().fetchStatus).toBe('idle');
    // ...the next task does, and the edit made since the build arrives.
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['courses', 'aws'])).toEqual({ title: 'Curso de hoje' }),
    );
    expect(queryFn).toHaveBeenCalledTimes(1);

    // Once only: another component of the same query reads the cache.
    const second = new QueryObserver(queryClient, { queryKey: ['courses', 'aws'], queryFn });
    const unsubscribeSecond = second.subscribe(() => {});
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
    unsubscribeSecond();
    queryClient.clear();
  });

  it('does not read it again when the component moved on to another query before that task', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    const queryFn = vi.fn(async () => ({ title: 'Curso de hoje' }));
    hydratePrerenderedQueries(queryClient, builtState());
    // Hydrating with the visitor's copy, then at once the signed-in viewer's own query.
    const observer = new QueryObserver(queryClient, {
      queryKey: ['courses', 'aws'],
      queryFn,
      enabled: false,
    });
    const unsubscribe = observer.subscribe(() => {});
    observer.setOptions({
      queryKey: ['courses', 'aws', 'user-1'],
      queryFn: async () => ({ title: 'Meu curso' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(queryFn).not.toHaveBeenCalled();
    unsubscribe();
    queryClient.clear();
  });
});
