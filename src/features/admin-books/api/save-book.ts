// Create or edit a book (field rules and messages: docs/rules/admin.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { TablesInsert } from '@/lib/database.types';
import { tableClient } from '@/lib/api/backend';
import { loadSupabase } from '@/lib/load-supabase';
import { BOOK_FILE_PATH_PATTERN, BOOK_FILES_BUCKET, INVALID_BOOK_FILE } from '../utils/book-file';
import { filledTexts, optionalNumber, optionalText, optionalUrl } from '@/rules/form-fields';
import { invalidateBooks } from './get-admin-books';

export const MAX_TOPICS = 3;
export const MAX_BENEFITS = 6;

function wholeNumber({ min, required, message }: { min: number; required: boolean; message: string }) {
  return z
    .string()
    .trim()
    .transform((value, context) => {
      if (value === '' && !required) return null;
      const number = Number(value);
      if (value === '' || !Number.isInteger(number) || number < min) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return number;
    });
}

export const bookSchema = z.object({
  title: z.string().trim().min(1, 'Título é obrigatório').max(200, 'Título muito longo'),
  subtitle: optionalText(300, 'Subtítulo muito longo'),
  author: z.string().trim().min(1, 'Autor é obrigatório').max(200, 'Nome do autor muito longo'),
  description: optionalText(5000, 'Descrição muito longa'),
  image_url: z.string().nullable(),
  pages: wholeNumber({ min: 1, required: false, message: 'Informe um número inteiro de páginas' }),
  rating: optionalNumber({ min: 0, max: 5, step: 0.1, message: 'A avaliação deve estar entre 0 e 5' }),
  reviews: wholeNumber({ min: 0, required: true, message: 'Informe um número inteiro de avaliações' }),
  price: optionalNumber({ min: 0, step: 0.01, message: 'Informe um preço válido (ex.: 59,90)' }),
  sample_url: optionalUrl,
  purchase_url: optionalUrl,
  topics: filledTexts('Adicione pelo menos 1 tópico'),
  benefits: filledTexts('Adicione pelo menos 1 benefício'),
  order_index: wholeNumber({ min: 0, required: true, message: 'Informe a ordem (número inteiro)' }),
  is_active: z.boolean(),
  // The digital file's name in the private bucket (set by the upload, never typed).
  file_path: z.string().regex(BOOK_FILE_PATH_PATTERN, INVALID_BOOK_FILE).nullable(),
});

export type BookFormValues = z.input<typeof bookSchema>;
export type BookValues = z.output<typeof bookSchema>;

interface SaveBook {
  id: string | null;
  values: BookValues;
  /** The digital file the book had when the form opened. */
  previousFilePath: string | null;
}

export async function saveBook({ id, values, previousFilePath }: SaveBook) {
  const supabase = await tableClient();
  const row: TablesInsert<'books'> = {
    ...values,
    reviews: values.reviews ?? 0,
    order_index: values.order_index ?? 0,
  };
  const { error } = id
    ? await supabase.from('books').update(row).eq('id', id)
    : await supabase.from('books').insert(row);
  if (error) throw error;
  // A replaced or removed file goes once the book no longer names it (buyers are then given the
  // new one). Failing here leaves an unused object, not a broken book: the save stands.
  if (previousFilePath && previousFilePath !== values.file_path) {
    const { error: removeError } = await (
      await loadSupabase()
    ).storage
      .from(BOOK_FILES_BUCKET)
      .remove([previousFilePath]);
    if (removeError) console.error('Arquivo antigo do livro não removido:', removeError);
  }
}

export function useSaveBook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBook, onSuccess: () => invalidateBooks(queryClient) });
}
