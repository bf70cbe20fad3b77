// The auth provider with a stand-in supabase-js client: the order in which supabase-js announces
// a stored session (SIGNED_IN and INITIAL_SESSION, in either order) is timing inside the library,
// which a real server cannot be made to reproduce on demand.
import type { Session } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (event: string, session: Session | null) => void;

const fake = vi.hoisted(() => ({
  listeners: [] as Listener[],
  accountReads: [] as string[],
}));

vi.mock('./load-supabase', () => ({
  // These tests start from a stored session: the provider loads the client at once.
  whenSupabaseIsRequested: () => () => {},
  loadSupabase: async () => ({
    auth: {
      onAuthStateChange: (listener: Listener) => {
        fake.listeners.push(listener);
        return { data: { subscription: { unsubscribe: () => {} } } };
      },
    },
    from: (table: string) => ({
      select: () => ({
        eq: () => ({
          maybeSingle: async () => {
            fake.accountReads.push(table);
            return { data: { is_active: true, user_roles: { role: 'administrador' } }, error: null };
          },
        }),
      }),
    }),
  }),
}));

const { AuthProvider, useAuth } = await import('./auth');

const session = (token: string) =>
  ({ access_token: token, user: { id: 'user-1', email: 'ana@trilhacloud.dev' } }) as unknown as Session;

function Probe() {
  const { status, role, isActive } = useAuth();
  return <p>{`${status} ${role ?? '-'} ${isActive}`}</p>;
}

function renderProvider() {
  localStorage.setItem('trilha-cloud-auth', JSON.stringify({ access_token: 'a', expires_at: 9e9 }));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AuthProvider>
          <Probe />
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const announce = (event: string, value: Session | null) => {
  for (const listener of fake.listeners) listener(event, value);
};

beforeEach(() => {
  fake.listeners.length = 0;
  fake.accountReads.length = 0;
  localStorage.clear();
});

describe('AuthProvider account state', () => {
  it('reads role and active flag in one request, once per session however often it is announced', async () => {
    renderProvider();
    await waitFor(() => expect(fake.listeners).toHaveLength(1));
    announce('SIGNED_IN', session('token-1'));
    announce('INITIAL_SESSION', session('token-1'));
    await screen.findByText('signed-in administrador true');
    expect(fake.accountReads).toEqual(['profiles']);
  });

  it('reads it again for a new token, and forgets it on sign-out', async () => {
    renderProvider();
    await waitFor(() => expect(fake.listeners).toHaveLength(1));
    announce('INITIAL_SESSION', session('token-1'));
    await screen.findByText('signed-in administrador true');
    announce('TOKEN_REFRESHED', session('token-2'));
    await waitFor(() => expect(fake.accountReads).toHaveLength(2));
    announce('SIGNED_OUT', null);
    await screen.findByText('signed-out - true');
    announce('SIGNED_IN', session('token-2'));
    await waitFor(() => expect(fake.accountReads).toHaveLength(3));
  });
});
