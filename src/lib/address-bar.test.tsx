// The address-change signal under the data router: once per navigation, when it starts (before
// the next screen's code arrives), and the address a pending navigation heads to.
import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useCurrentAddress, useOnAddressChange } from './address-bar';

describe('the address bar under the data router', () => {
  it('tells of each navigation when it starts, once, and reads the address it heads to', async () => {
    const changes: string[] = [];
    let currentAddress = () => ({ pathname: '', search: '' });
    function Listener() {
      currentAddress = useCurrentAddress();
      const read = currentAddress;
      useOnAddressChange(() => changes.push(read().pathname + read().search));
      return <Outlet />;
    }
    let arrive = () => {};
    const dashboardCode = new Promise<void>((resolve) => (arrive = resolve));
    const router = createMemoryRouter(
      [
        {
          element: <Listener />,
          children: [
            { path: 'auth', element: <p>entrar</p> },
            { path: 'dashboard', lazy: () => dashboardCode.then(() => ({ element: <p>painel</p> })) },
            { path: 'profile', element: <p>perfil</p> },
          ],
        },
      ],
      { initialEntries: ['/auth'] },
    );
    const view = render(<RouterProvider router={router} useTransitions={false} />);
    expect(changes).toEqual([]);

    await act(async () => void router.navigate('/dashboard'));
    // Still on the sign-in screen, the dashboard's code on its way: the change is told already.
    expect(view.getByText('entrar')).toBeDefined();
    expect(changes).toEqual(['/dashboard']);
    expect(currentAddress()).toEqual({ pathname: '/dashboard', search: '' });

    await act(async () => arrive());
    expect(view.getByText('painel')).toBeDefined();
    // The screen arriving is the same navigation: not told again.
    expect(changes).toEqual(['/dashboard']);

    await act(async () => void router.navigate('/profile?aba=dados'));
    expect(changes).toEqual(['/dashboard', '/profile?aba=dados']);
    expect(currentAddress()).toEqual({ pathname: '/profile', search: '?aba=dados' });
    view.unmount();
  });
});
