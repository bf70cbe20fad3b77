import { BooksManager } from '@/features/admin-books/components/books-manager';

/** /admin/books (behind RequireAdmin). */
export default function AdminBooksRoute() {
  return <BooksManager />;
}
