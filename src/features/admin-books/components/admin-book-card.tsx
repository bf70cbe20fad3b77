import { BookIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { EditDeleteButtons } from '@/components/ui/edit-delete-buttons';
import { cn } from '@/lib/utils';
import { formatCurrency, toNumber } from '@/utils/format';
import type { AdminBook } from '../api/get-admin-books';
import { bookFileLabel } from '../utils/book-file';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="text-sm font-medium text-ink">{value}</dd>
    </div>
  );
}

interface AdminBookCardProps {
  book: AdminBook;
  onEdit: () => void;
  onDelete: () => void;
}

export function AdminBookCard({ book, onEdit, onDelete }: AdminBookCardProps) {
  const rating = toNumber(book.rating);
  return (
    <article
      aria-label={book.title}
      className={cn(
        'flex w-full gap-4 rounded-2xl border p-4 shadow-sm sm:p-5',
        book.is_active ? 'border-slate-200 bg-white' : 'border-dashed border-slate-300 bg-slate-50',
      )}
    >
      <div
        className={cn(
          'grid aspect-[3/4] w-24 shrink-0 place-items-center overflow-hidden rounded-lg bg-gradient-to-br from-slate-100 to-slate-200 text-slate-400 sm:w-28',
          !book.is_active && 'opacity-60 grayscale',
        )}
      >
        {book.image_url ? (
          <img
            src={book.image_url}
            alt={`Capa de ${book.title}`}
            loading="lazy"
            className="h-full w-full object-cover"
          />
        ) : (
          <BookIcon size={40} strokeWidth={1.4} />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex flex-wrap items-center gap-2">
          {book.is_active ? (
            <Badge variant="success">Ativo</Badge>
          ) : (
            <Badge className="bg-slate-800 text-white">Inativo</Badge>
          )}
          <Badge variant="neutral">Ordem {book.order_index}</Badge>
          {book.file_path && <Badge variant="brand">E-book {bookFileLabel(book.file_path)}</Badge>}
        </div>
        <h2 className="mt-2 font-bold leading-snug text-ink">{book.title}</h2>
        {book.subtitle && <p className="mt-0.5 line-clamp-2 text-sm text-ink-muted">{book.subtitle}</p>}
        <p className="mt-1 text-sm text-ink">por {book.author}</p>
        <dl className="mt-3 grid grid-cols-3 gap-3">
          <Detail label="Páginas" value={book.pages ? String(book.pages) : '—'} />
          <Detail label="Preço" value={formatCurrency(book.price) ?? '—'} />
          <Detail
            label="Avaliação"
            value={rating === null ? '—' : `${rating.toFixed(1).replace('.', ',')} ★`}
          />
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          <EditDeleteButtons itemName={book.title} onEdit={onEdit} onDelete={onDelete} />
        </div>
      </div>
    </article>
  );
}
