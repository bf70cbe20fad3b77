// The frame of every admin screen: a 'Voltar' link (to /admin
// unless told otherwise), the title with its actions, then the content. The site header and
// footer come from the layout route around it.
import { ArrowLeftIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useDocumentMeta } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';

interface AdminPageProps {
  title: ReactNode;
  /** Tab title when the visible title is not plain text. */
  documentTitle?: string;
  description?: ReactNode;
  /** Where 'Voltar' goes; the admin hub by default. */
  backTo?: string | null;
  /** Buttons on the right of the title ('Novo Curso', ...). */
  actions?: ReactNode;
  children: ReactNode;
}

export function AdminPage({
  title,
  documentTitle,
  description,
  backTo = paths.admin.hub,
  actions,
  children,
}: AdminPageProps) {
  useDocumentMeta(documentTitle ?? (typeof title === 'string' ? title : 'Painel Admin'));
  return (
    <Container className="py-8 sm:py-10">
      {backTo && (
        <Link
          to={backTo}
          className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3 mb-4 text-ink-muted' })}
        >
          <ArrowLeftIcon width={18} height={18} />
          Voltar
        </Link>
      )}
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
          {description && <p className="mt-2 max-w-2xl text-ink-muted">{description}</p>}
        </div>
        {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </Container>
  );
}

/** An empty list: its pt-BR text and, when there is one, the next useful action. */
export function AdminEmptyState({
  children,
  action,
  className,
}: {
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center',
        className,
      )}
    >
      <p className="text-ink-muted">{children}</p>
      {action && <div className="mt-5 flex justify-center">{action}</div>}
    </div>
  );
}

/** A failed load: the screen's message as a toast and in place of the list, with a way to try again. */
export function AdminLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  useEffect(() => {
    toast.error(message, { id: `load-error:${message}` });
  }, [message]);
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center">
      <p className="font-medium text-red-800">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-4' })}
      >
        Tentar novamente
      </button>
    </div>
  );
}
