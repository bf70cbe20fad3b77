// /admin/books: the grid and the create/edit dialog.
import { useState } from 'react';
import { AdminEmptyState, AdminLoadError, AdminPage } from '@/components/ui/admin-page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadingText } from '@/components/ui/loading-text';
import { toast } from '@/lib/toast';
import { useDeleteBook } from '../api/delete-book';
import { userMessage } from '@/lib/errors/user-message';
import { useAdminBooks, type AdminBook } from '../api/get-admin-books';
import { AdminBookCard } from './admin-book-card';
import { BookFormDialog } from './book-form-dialog';

export function BooksManager() {
  const books = useAdminBooks();
  const [formTarget, setFormTarget] = useState<AdminBook | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<AdminBook | null>(null);
  const remove = useDeleteBook();

  const newBookButton = <Button onClick={() => setFormTarget('new')}>Novo Livro</Button>;

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => toast.success('Livro excluído com sucesso!'),
      onError: (error) => toast.error(userMessage(error, 'Erro ao excluir livro')),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <AdminPage
      title="Gerenciar Livros"
      description="Cadastre e edite os livros vendidos na loja."
      actions={newBookButton}
    >
      {books.isPending ? (
        <LoadingText />
      ) : books.isError ? (
        <AdminLoadError message="Erro ao carregar livros" onRetry={() => void books.refetch()} />
      ) : books.data.length === 0 ? (
        <AdminEmptyState action={newBookButton}>
          Nenhum livro cadastrado ainda. Cadastre o primeiro livro!
        </AdminEmptyState>
      ) : (
        <ul className="grid gap-5 lg:grid-cols-2" aria-label="Livros cadastrados">
          {books.data.map((book) => (
            <li key={book.id} className="flex">
              <AdminBookCard
                book={book}
                onEdit={() => setFormTarget(book)}
                onDelete={() => setToDelete(book)}
              />
            </li>
          ))}
        </ul>
      )}
      <BookFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Tem certeza que deseja excluir este livro?"
        description={toDelete ? `"${toDelete.title}" será removido da loja.` : undefined}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </AdminPage>
  );
}
