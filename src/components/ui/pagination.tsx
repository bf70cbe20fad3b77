// Previous / next for a list the database pages. Real links (?page=N): they open in a new tab,
// the back button returns to the page before, and a screen reader hears where it is.
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { formatCount } from '@/utils/format';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The URL of a page of this list. */
  hrefFor: (page: number) => string;
  /** What the list is, for the navigation's name ('Páginas de usuários'). */
  label: string;
  /** Element brought back into view when the page changes (the list's heading), if scrolled past. */
  scrollTargetId?: string;
  className?: string;
}

interface PageLinkProps {
  to: string;
  disabled: boolean;
  onClick: () => void;
  children: string;
}

function PageLink({ to, disabled, onClick, children }: PageLinkProps) {
  const className = buttonVariants({ variant: 'outline', size: 'sm', className: 'min-w-24' });
  if (disabled) {
    return (
      <span aria-disabled="true" className={cn(className, 'pointer-events-none opacity-50')}>
        {children}
      </span>
    );
  }
  return (
    // The page keeps its scroll position: onClick brings the list's heading into view instead.
    <Link to={to} className={className} onClick={onClick} preventScrollReset>
      {children}
    </Link>
  );
}

export function Pagination({ page, pageCount, hrefFor, label, scrollTargetId, className }: PaginationProps) {
  if (pageCount <= 1) return null;
  // 'Próxima' sits under the list: the next page starts at the list's top, not at its bottom.
  const backToTop = () => {
    const target = scrollTargetId ? document.getElementById(scrollTargetId) : null;
    if (target && target.getBoundingClientRect().top < 0) target.scrollIntoView({ block: 'start' });
  };
  return (
    <nav
      aria-label={label}
      className={cn('mt-6 flex flex-wrap items-center justify-between gap-3 text-sm', className)}
    >
      <PageLink to={hrefFor(page - 1)} disabled={page <= 1} onClick={backToTop}>
        Anterior
      </PageLink>
      <p className="text-ink-muted">
        Página <strong className="text-ink">{formatCount(page)}</strong> de {formatCount(pageCount)}
      </p>
      <PageLink to={hrefFor(page + 1)} disabled={page >= pageCount} onClick={backToTop}>
        Próxima
      </PageLink>
    </nav>
  );
}
