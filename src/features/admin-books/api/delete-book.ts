import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tableClient } from '@/lib/api/backend';
import { invalidateBooks } from './get-admin-books';

export async function deleteBook(id: string) {
  const supabase = await tableClient();
  const { error } = await supabase.from('books').delete().eq('id', id);
  if (error) throw error;
}

export function useDeleteBook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBook, onSuccess: () => invalidateBooks(queryClient) });
}
