import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useBooks } from '../api/get-books';
import { BookCard } from './book-card';
import { BookCardSkeleton } from './book-card-skeleton';

/** 2 skeletons on the books page. */
const SKELETON_COUNT = 2;

export function BookList() {
  const { data: books, isPending } = useBooks();

  if (isPending) {
    return (
      <div role="status" className="space-y-8">
        <span className="sr-only">Carregando livros...</span>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <BookCardSkeleton key={index} />
        ))}
      </div>
    );
  }

  // A failed load was logged by the fetcher; the visitor sees the empty state.
  if (!books?.length) return <BooksEmptyState />;

  return (
    <ul className="space-y-8">
      {books.map((book, index) => (
        <li key={book.id}>
          <BookCard book={book} index={index} />
        </li>
      ))}
    </ul>
  );
}

function BooksEmptyState() {
  const { isAdmin } = useAuth();
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
      <p className="text-lg font-semibold text-ink">Nenhum livro disponível no momento</p>
      <p className="mt-2 text-ink-muted">
        Estamos preparando novos títulos. Volte para conferir as novidades!
      </p>
      {isAdmin && (
        <Link to={paths.admin.books} className={buttonVariants({ className: 'mt-6' })}>
          Adicionar o primeiro livro
        </Link>
      )}
    </div>
  );
}
