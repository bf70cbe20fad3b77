import { CheckIcon, FileTextIcon, ShoppingCartIcon, StarIcon } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { BuyLink } from '@/components/ui/buy-link';
import { TOPICS, topicOfText } from '@/config/topics';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { installmentOfferText } from '@/rules/installments';
import { formatCurrency } from '@/utils/format';
import type { Book } from '../api/get-books';
import { formatBookRating, formatPages, formatReviews } from '../utils/book-format';
import { isSoldHere, purchaseBook } from '../utils/purchase';
import { BookCover } from './book-cover';

function buy(book: Book) {
  purchaseBook(book, {
    open: (url) => window.open(url, '_blank', 'noopener,noreferrer'),
    notify: (kind, title, description) =>
      kind === 'unavailable' ? toast.error(title, { description }) : toast.info(title, { description }),
  });
}

/** A topic chip in its topic's colours (as on the courses), brand blue for other subjects. */
function topicChip(text: string): string {
  const topic = topicOfText(text);
  return topic ? TOPICS[topic].chip : 'bg-brand-50 text-brand-800';
}

export function BookCard({ book, index }: { book: Book; index: number }) {
  const rating = formatBookRating(book.rating);
  const pages = formatPages(book.pages);
  const price = formatCurrency(book.price);
  const soldHere = isSoldHere(book);
  const installments = soldHere ? installmentOfferText(book.price) : null;

  return (
    <article className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 md:grid-cols-[11rem_minmax(0,1fr)] lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
      <BookCover
        title={book.title}
        author={book.author}
        imageUrl={book.image_url}
        topics={book.topics}
        loading={index === 0 ? 'eager' : 'lazy'}
        className="mx-auto w-44 md:w-full md:self-start"
      />
      <div className="flex min-w-0 flex-col">
        {book.topics.length > 0 && (
          <ul aria-label="Tópicos" className="flex flex-wrap gap-2">
            {book.topics.map((topic) => (
              <li
                key={topic}
                className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', topicChip(topic))}
              >
                {topic}
              </li>
            ))}
          </ul>
        )}
        <h2 className="mt-3 text-2xl font-bold text-ink">{book.title}</h2>
        {book.subtitle && <p className="mt-1 text-lg text-ink-muted">{book.subtitle}</p>}
        <p className="mt-2 text-sm text-ink-muted">
          Por <span className="font-semibold text-ink">{book.author}</span>
        </p>
        {(rating || pages) && (
          <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
            {rating && (
              <span className="flex items-center gap-1.5">
                <StarIcon size={18} fill="currentColor" strokeWidth={1.5} className="text-amber-500" />
                <span className="font-semibold text-ink">
                  <span className="sr-only">Avaliação </span>
                  {rating}
                  <span className="sr-only"> de 5</span>
                </span>
                <span>({formatReviews(book.reviews)})</span>
              </span>
            )}
            {pages && <span>{pages}</span>}
          </p>
        )}
        {book.description && <p className="mt-4 leading-7 text-ink">{book.description}</p>}
        {book.benefits.length > 0 && (
          <>
            <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-ink-muted">
              O que você encontra
            </h3>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {book.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-2 text-sm leading-6 text-ink">
                  <CheckIcon className="mt-1 shrink-0 text-emerald-700" width={16} height={16} />
                  {benefit}
                </li>
              ))}
            </ul>
          </>
        )}
        <div className="mt-auto pt-6">
          <div className="flex flex-col gap-4 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
            {price ? (
              <div>
                <p className="text-3xl font-extrabold text-ink">
                  <span className="sr-only">Preço: </span>
                  {price}
                </p>
                {installments && <p className="mt-1 text-sm font-medium text-ink">{installments}</p>}
                {soldHere && (
                  <p className="mt-1 text-sm text-ink-muted">E-book para baixar logo após o pagamento</p>
                )}
              </div>
            ) : (
              <span />
            )}
            <div className="flex flex-col gap-3 sm:flex-row">
              {book.sample_url && (
                <a
                  href={book.sample_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonVariants({ variant: 'outline' })}
                >
                  <FileTextIcon size={18} />
                  Ler amostra (PDF)<span className="sr-only"> de {book.title}, abre em nova aba</span>
                </a>
              )}
              {soldHere ? (
                <BuyLink kind="book" productId={book.id} className={buttonVariants()}>
                  <ShoppingCartIcon size={18} />
                  Comprar Agora<span className="sr-only"> {book.title}</span>
                </BuyLink>
              ) : (
                <Button onClick={() => buy(book)}>
                  <ShoppingCartIcon size={18} />
                  Comprar Agora<span className="sr-only"> {book.title}</span>
                </Button>
              )}
            </div>
          </div>
        </div>
      </div>
    </article>
  );
}
