import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AdminPagedTable, ListTotal } from './admin-paged-table';
import { TableCell, TableHeaderCell, TableRow } from './table';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

interface Teacher {
  id: string;
  name: string;
}

const answer = (rows: Teacher[], total = rows.length) => ({ rows, total, page: 1, pageSize: 25 });

function Teachers({
  query,
  searching = false,
}: {
  query: Parameters<typeof AdminPagedTable<Teacher>>[0]['query'];
  searching?: boolean;
}) {
  return (
    <MemoryRouter>
      <AdminPagedTable
        query={query}
        searching={searching}
        notFound="Nenhum professor encontrado"
        empty="Nenhum professor cadastrado."
        tableLabel="Professores cadastrados"
        columns={<TableHeaderCell>Nome</TableHeaderCell>}
        row={(teacher) => (
          <TableRow key={teacher.id}>
            <TableCell>{teacher.name}</TableCell>
          </TableRow>
        )}
        pagesLabel="Páginas de professores"
        hrefFor={(page) => `/admin/teachers?page=${page}`}
        scrollTargetId="teachers-total"
      />
    </MemoryRouter>
  );
}

const loaded = (data: ReturnType<typeof answer>, isPlaceholderData = false) => ({
  isError: false,
  isPlaceholderData,
  data,
  refetch: vi.fn(),
});

describe('AdminPagedTable', () => {
  it("says 'Carregando...' before the first answer", () => {
    render(
      <Teachers query={{ isError: false, isPlaceholderData: false, data: undefined, refetch: vi.fn() }} />,
    );
    expect(screen.getByRole('status').textContent).toBe('Carregando...');
  });

  it("shows the load error with 'Tentar novamente', which loads again", () => {
    const refetch = vi.fn();
    render(<Teachers query={{ isError: true, isPlaceholderData: false, data: undefined, refetch }} />);
    expect(screen.getByRole('alert').textContent).toContain('Erro ao carregar dados');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('tells an empty list from a search that found nothing', () => {
    const { rerender } = render(<Teachers query={loaded(answer([]))} />);
    expect(screen.getByText('Nenhum professor cadastrado.')).toBeTruthy();
    rerender(<Teachers query={loaded(answer([]))} searching />);
    expect(screen.getByText('Nenhum professor encontrado')).toBeTruthy();
  });

  it('shows the rows in the labelled table, dimmed and busy while the next page loads, with the page links', () => {
    const { rerender } = render(<Teachers query={loaded(answer([{ id: 't1', name: 'Ana' }], 30))} />);
    const table = () =>
      screen.getByRole('region', { name: 'Professores cadastrados' }).querySelector('table');
    expect(table()?.getAttribute('aria-busy')).toBeNull();
    expect(screen.getByRole('cell', { name: 'Ana' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Páginas de professores' })).toBeTruthy();
    rerender(<Teachers query={loaded(answer([{ id: 't1', name: 'Ana' }], 30), true)} />);
    expect(table()?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('cell', { name: 'Ana' }).closest('tbody')?.className).toContain('opacity-60');
  });
});

describe('ListTotal', () => {
  it("reads 'Total: N' with the singular for one and the plural otherwise", () => {
    const { rerender } = render(<ListTotal id="users-total" total={1} one="usuário" many="usuários" />);
    expect(document.getElementById('users-total')?.textContent).toBe('Total: 1 usuário');
    rerender(<ListTotal id="users-total" total={1250} one="usuário" many="usuários" />);
    expect(document.getElementById('users-total')?.textContent).toBe('Total: 1.250 usuários');
  });
});
