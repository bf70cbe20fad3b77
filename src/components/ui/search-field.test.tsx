// The search box and the pager of the paged admin lists, driven through the URL like the screens.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useListParams, usePageFromAnswer } from '@/lib/list-params';
import { Pagination } from './pagination';
import { SEARCH_DELAY_MS, SearchField } from './search-field';

function Location() {
  const location = useLocation();
  return <output aria-label="endereço">{`${location.pathname}${location.search}`}</output>;
}

/** A list screen: search box, pager for `total` rows, and the page the database answered. */
function ListScreen({ total, answeredPage }: { total: number; answeredPage?: number }) {
  const list = useListParams();
  usePageFromAnswer(list, answeredPage);
  return (
    <>
      <SearchField label="Buscar usuário" value={list.search} onSearch={list.setSearch} />
      <p>
        página {list.page}, busca “{list.search}”
      </p>
      <Pagination label="Páginas" page={list.page} pageCount={Math.ceil(total / 25)} hrefFor={list.hrefFor} />
      <Link to="/admin/users?q=carla">um link para a Carla</Link>
      <Location />
    </>
  );
}

const renderAt = (url: string, props: { total: number; answeredPage?: number } = { total: 100 }) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <ListScreen {...props} />
    </MemoryRouter>,
  );
const address = () => screen.getByLabelText('endereço').textContent;

describe('search field and pages in the URL', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the search once typing pauses, trimmed, and starts again at page 1', () => {
    renderAt('/admin/users?page=3');
    const box = screen.getByRole('searchbox', { name: 'Buscar usuário' });
    fireEvent.change(box, { target: { value: '  jo' } });
    fireEvent.change(box, { target: { value: '  joão   silva ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    expect(address()).toBe('/admin/users?page=3');
    act(() => vi.advanceTimersByTime(1));
    expect(address()).toBe('/admin/users?q=jo%C3%A3o+silva');
    expect(screen.getByText('página 1, busca “joão silva”')).toBeTruthy();
    // The box keeps what was typed.
    expect((box as HTMLInputElement).value).toBe('  joão   silva ');
  });

  it('Enter sends at once; only blanks clears the search', () => {
    renderAt('/admin/users?q=maria');
    const box = screen.getByRole('searchbox', { name: 'Buscar usuário' });
    expect((box as HTMLInputElement).value).toBe('maria');
    fireEvent.change(box, { target: { value: 'ana' } });
    fireEvent.submit(box.closest('form')!);
    expect(address()).toBe('/admin/users?q=ana');
    fireEvent.change(box, { target: { value: '    ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(address()).toBe('/admin/users');
  });

  it('pages that are not numbers are rewritten to page 1, keeping the search', () => {
    for (const bad of ['abc', '0', '-2', '1.5', '01']) {
      const view = renderAt(`/admin/users?q=ana&page=${bad}`);
      expect(address(), bad).toBe('/admin/users?q=ana');
      expect(screen.getByText('página 1, busca “ana”')).toBeTruthy();
      view.unmount();
    }
    const view = renderAt('/admin/users?page=02');
    expect(address()).toBe('/admin/users?page=2');
    view.unmount();
  });

  it('a page past the last one becomes the page the database answered', () => {
    renderAt('/admin/users?q=ana&page=999', { total: 100, answeredPage: 4 });
    expect(address()).toBe('/admin/users?q=ana&page=4');
  });

  it('the pager links keep the search and stop at the first and last page', () => {
    renderAt('/admin/users?q=ana&page=2', { total: 60 });
    const pages = screen.getByRole('navigation', { name: 'Páginas' });
    expect(pages.textContent).toContain('Página 2 de 3');
    expect(screen.getByRole('link', { name: 'Anterior' }).getAttribute('href')).toBe('/admin/users?q=ana');
    expect(screen.getByRole('link', { name: 'Próxima' }).getAttribute('href')).toBe(
      '/admin/users?q=ana&page=3',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Próxima' }));
    expect(address()).toBe('/admin/users?q=ana&page=3');
    expect(screen.queryByRole('link', { name: 'Próxima' })).toBeNull();
    expect(screen.getByText('Próxima').getAttribute('aria-disabled')).toBe('true');
  });

  it('the box follows the URL when it changes from outside (a link, the back button)', () => {
    renderAt('/admin/users?q=ana');
    const box = screen.getByRole('searchbox', { name: 'Buscar usuário' }) as HTMLInputElement;
    fireEvent.click(screen.getByRole('link', { name: 'um link para a Carla' }));
    expect(address()).toBe('/admin/users?q=carla');
    expect(box.value).toBe('carla');
    // Typing afterwards searches again from the box.
    fireEvent.change(box, { target: { value: 'beatriz' } });
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(address()).toBe('/admin/users?q=beatriz');
    expect(box.value).toBe('beatriz');
  });

  it('a single page of results has no pager', () => {
    renderAt('/admin/users', { total: 20 });
    expect(screen.queryByRole('navigation', { name: 'Páginas' })).toBeNull();
  });
});

describe('a search that reaches the URL late (a slow device)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The screen's URL search, set by hand: a rerender with a new `slow.value` is the navigation landing. */
  const slow = { value: '' };
  function SlowList({ onSearch }: { onSearch: (search: string) => void }) {
    return <SearchField label="Buscar usuário" value={slow.value} onSearch={onSearch} />;
  }

  it('keeps what was typed after it was sent, and sends that next', () => {
    const sent: string[] = [];
    const view = render(<SlowList onSearch={(search) => sent.push(search)} />);
    const box = screen.getByRole('searchbox', { name: 'Buscar usuário' }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'xxxx' } });
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(sent).toEqual(['xxxx']);
    // Cleared before the first search landed in the URL…
    fireEvent.change(box, { target: { value: '    ' } });
    // …which lands now: the box keeps the newer text, and its search goes out.
    slow.value = 'xxxx';
    view.rerender(<SlowList onSearch={(search) => sent.push(search)} />);
    expect(box.value).toBe('    ');
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(sent).toEqual(['xxxx', '']);
  });
});
