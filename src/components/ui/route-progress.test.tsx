// The route progress bar: nothing for waits under 200 ms, the bar after, gone when the wait ends;
// first loads of data count, background refreshes of data on screen do not.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationPendingContext } from '@/lib/navigation-pending';
import { ROUTE_PROGRESS_DELAY_MS, RouteProgress } from './route-progress';

const bar = () => screen.queryByRole('progressbar', { name: 'Carregando a página' });

function Harness({ navigating, client }: { navigating: boolean; client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <NavigationPendingContext value={navigating}>
        <RouteProgress />
      </NavigationPendingContext>
    </QueryClientProvider>
  );
}

function SlowQuery({ resolveAfter }: { resolveAfter: number }) {
  useQuery({
    queryKey: ['slow', resolveAfter],
    queryFn: () => new Promise<string>((resolve) => setTimeout(() => resolve('ok'), resolveAfter)),
  });
  return null;
}

describe('RouteProgress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('appears only after the delay while a navigation is pending, and goes when it ends', () => {
    const client = new QueryClient();
    const view = render(<Harness navigating client={client} />);
    act(() => vi.advanceTimersByTime(ROUTE_PROGRESS_DELAY_MS - 1));
    expect(bar()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(bar()).not.toBeNull();
    view.rerender(<Harness navigating={false} client={client} />);
    expect(bar()).toBeNull();
  });

  it('never shows for a navigation shorter than the delay', () => {
    const client = new QueryClient();
    const view = render(<Harness navigating client={client} />);
    act(() => vi.advanceTimersByTime(150));
    view.rerender(<Harness navigating={false} client={client} />);
    act(() => vi.advanceTimersByTime(500));
    expect(bar()).toBeNull();
  });

  it("counts a screen's first data, not a refresh of data already on screen", async () => {
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <RouteProgress />
        <SlowQuery resolveAfter={1000} />
      </QueryClientProvider>,
    );
    // React Query notifies its observers on a zero-delay timer first.
    await act(async () => vi.advanceTimersByTimeAsync(ROUTE_PROGRESS_DELAY_MS + 10));
    expect(bar()).not.toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(bar()).toBeNull();
    // A background refresh of the same query: data is on screen, no bar.
    void client.refetchQueries({ queryKey: ['slow', 1000] });
    await act(async () => vi.advanceTimersByTimeAsync(ROUTE_PROGRESS_DELAY_MS + 100));
    expect(client.isFetching()).toBe(1);
    expect(bar()).toBeNull();
  });
});
