// The header's sections and the account's pages (docs/ui.md): 'Trilhas' beside 'Cursos' in the
// header and the phone menu, 'Meus pontos' with the account's other pages.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '@/lib/auth';
import { useAccountLinks } from './account-links';
import { SiteHeader } from './site-header';

function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AuthProvider>{children}</AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

/** The header in a data router, as the app renders it (it follows pending navigations). */
function renderHeader() {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <AuthProvider>
          <SiteHeader />
        </AuthProvider>
      ),
    },
  ]);
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const SECTIONS = [
  ['Home', '/'],
  ['Cursos', '/courses'],
  ['Trilhas', '/trilhas'],
  ['Livros', '/books'],
  ['Preços', '/pricing'],
];

describe('the site header', () => {
  it("has 'Trilhas' beside 'Cursos' among its sections", () => {
    renderHeader();
    const links = within(screen.getByRole('navigation', { name: 'Principal' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(SECTIONS);
  });

  it("the phone menu repeats the sections, 'Trilhas' included", async () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    // The phone menu is its own chunk, loaded on the first tap.
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' }, { timeout: 15_000 });
    const links = within(menu)
      .getAllByRole('link')
      .slice(0, SECTIONS.length)
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual(SECTIONS);
  });

  it("the account's pages have 'Meus pontos' next to 'Meus certificados'", () => {
    const { result } = renderHook(() => useAccountLinks(), { wrapper: Providers });
    expect(result.current.map((link) => [link.label, link.to])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Perfil', '/profile'],
      ['Meus certificados', '/meus-certificados'],
      ['Meus pontos', '/meus-pontos'],
      ['Minhas compras', '/minhas-compras'],
      ['Minha assinatura', '/minha-assinatura'],
      ['Painel do afiliado', '/afiliado'],
    ]);
  });
});
