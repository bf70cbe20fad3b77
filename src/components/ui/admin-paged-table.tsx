// One page of an admin list searched and paged by the database: 'Carregando...', the load error
// with 'Tentar novamente', the empty text (one for a search that found nothing, one for an empty
// list), or the table with the page links under it. While the next page loads, the rows of the
// last one stay dimmed and the table says it is busy.
import type { ReactNode } from 'react';
import { AdminEmptyState, AdminLoadError } from '@/components/ui/admin-page';
import { LoadingText } from '@/components/ui/loading-text';
import { Pagination } from '@/components/ui/pagination';
import { Table, TableBody, TableHead, TableRow } from '@/components/ui/table';
import { pageCount } from '@/lib/list-params';
import type { PagedList } from '@/lib/paged-list';
import { formatCount } from '@/utils/format';

interface PagedQuery<Row> {
  isError: boolean;
  isPlaceholderData: boolean;
  data: PagedList<Row> | undefined;
  refetch: () => unknown;
}

interface AdminPagedTableProps<Row> {
  query: PagedQuery<Row>;
  /** Whether a search is applied (picks `notFound` over `empty`). */
  searching: boolean;
  notFound: string;
  empty: string;
  tableLabel: string;
  /** The table's own width rules (its minimum width on wide screens). */
  tableClassName?: string;
  /** The header cells. */
  columns: ReactNode;
  /** A row of the table (a TableRow with its key). */
  row: (row: Row) => ReactNode;
  pagesLabel: string;
  hrefFor: (page: number) => string;
  /** What a page link scrolls back to. */
  scrollTargetId: string;
}

export function AdminPagedTable<Row>({
  query,
  searching,
  notFound,
  empty,
  tableLabel,
  tableClassName,
  columns,
  row,
  pagesLabel,
  hrefFor,
  scrollTargetId,
}: AdminPagedTableProps<Row>) {
  if (query.isError) {
    return <AdminLoadError message="Erro ao carregar dados" onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <LoadingText />;
  const { rows, page, total, pageSize } = query.data;
  if (rows.length === 0) return <AdminEmptyState>{searching ? notFound : empty}</AdminEmptyState>;
  return (
    <>
      <Table label={tableLabel} className={tableClassName} aria-busy={query.isPlaceholderData || undefined}>
        <TableHead>
          <TableRow>{columns}</TableRow>
        </TableHead>
        <TableBody className={query.isPlaceholderData ? 'opacity-60' : undefined}>{rows.map(row)}</TableBody>
      </Table>
      <Pagination
        label={pagesLabel}
        page={page}
        pageCount={pageCount(total, pageSize)}
        hrefFor={hrefFor}
        scrollTargetId={scrollTargetId}
      />
    </>
  );
}

/** 'Total: N itens' beside a list's search, announced as it changes. */
export function ListTotal({
  id,
  total,
  one,
  many,
}: {
  id?: string;
  total: number;
  one: string;
  many: string;
}) {
  return (
    <p id={id} className="text-sm text-ink-muted" aria-live="polite">
      Total: <strong className="text-ink">{formatCount(total)}</strong> {total === 1 ? one : many}
    </p>
  );
}
