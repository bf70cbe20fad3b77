// The route progress bar: nothing for waits under 200 ms, the bar after, gone when the wait ends;
// first loads of data count, background refreshes of data on screen do not.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { ROUTE_PROGRESS_DELAY_MS, RouteProgress } from './route-progress';

const bar = () => screen.queryByRole('progressbar', { name: 'Carregando a página' });

/** A router whose '/next' screen arrives when `arrive` is called: the navigation is pending until then. */
function renderWithSlowScreen(client: QueryClient) {
  let arrive = () => {};
  const screenCode = new Promise<void>((resolve) => (arrive = resolve));
  const router = createMemoryRouter([
    {
      element: (
        <>
          <RouteProgress />
          <Outlet />
        </>
      ),
      children: [
        { index: true, element: <p>início</p> },
        { path: 'next', lazy: () => screenCode.then(() => ({ element: <p>próxima</p> })) },
      ],
    },
  ]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} useTransitions={false} />
    </QueryClientProvider>,
  );
  return {
    navigate: () => act(() => void router.navigate('/next')),
    arrive: () => act(async () => arrive()),
  };
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

  it('appears only after the delay while a navigation is pending, and goes when it ends', async () => {
    const { navigate, arrive } = renderWithSlowScreen(new QueryClient());
    await navigate();
    act(() => vi.advanceTimersByTime(ROUTE_PROGRESS_DELAY_MS - 1));
    expect(bar()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(bar()).not.toBeNull();
    await arrive();
    expect(screen.getByText('próxima')).toBeDefined();
    expect(bar()).toBeNull();
  });

  it('never shows for a navigation shorter than the delay', async () => {
    const { navigate, arrive } = renderWithSlowScreen(new QueryClient());
    await navigate();
    act(() => vi.advanceTimersByTime(150));
    await arrive();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText('próxima')).toBeDefined();
    expect(bar()).toBeNull();
  });

  it("counts a screen's first data, not a refresh of data already on screen", async () => {
    const client = new QueryClient();
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <RouteProgress />
            <SlowQuery resolveAfter={1000} />
          </>
        ),
      },
    ]);
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} useTransitions={false} />
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
