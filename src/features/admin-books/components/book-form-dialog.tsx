import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { ImageUploadFormField } from '@/components/forms/image-upload-form-field';
import { RecordFormDialog } from '@/components/forms/record-form-dialog';
import { SwitchField } from '@/components/forms/switch-field';
import { TextListField } from '@/components/forms/text-list-field';
import { DecimalInput } from '@/components/ui/decimal-input';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { saveThenClose } from '@/components/forms/save-then-close';
import { decimalFieldValue } from '@/utils/decimal';
import type { AdminBook } from '../api/get-admin-books';
import { BookFileField } from './book-file-field';
import {
  bookSchema,
  MAX_BENEFITS,
  MAX_TOPICS,
  useSaveBook,
  type BookFormValues,
  type BookValues,
} from '../api/save-book';

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const padded = (values: string[] | undefined, length: number) =>
  Array.from({ length }, (_, index) => values?.[index] ?? '');

function formValues(book: AdminBook | null): BookFormValues {
  return {
    title: book?.title ?? '',
    subtitle: book?.subtitle ?? '',
    author: book?.author ?? '',
    description: book?.description ?? '',
    image_url: book?.image_url ?? null,
    pages: text(book?.pages),
    rating: decimalFieldValue(book?.rating, { fractionDigits: { min: 1, max: 1 } }),
    reviews: text(book?.reviews ?? 0),
    price: decimalFieldValue(book?.price, { fractionDigits: { min: 2, max: 2 } }),
    sample_url: book?.sample_url ?? '',
    purchase_url: book?.purchase_url ?? '',
    topics: padded(book?.topics, MAX_TOPICS),
    benefits: padded(book?.benefits, MAX_BENEFITS),
    // A book's order defaults to 0.
    order_index: text(book?.order_index ?? 0),
    is_active: book?.is_active ?? true,
    file_path: book?.file_path ?? null,
  };
}

type ListError = (FieldError & { root?: FieldError }) | undefined;
const listMessage = (error: unknown) => (error as ListError)?.message ?? (error as ListError)?.root?.message;

function BookForm({ book, onDone }: { book: AdminBook | null; onDone: () => void }) {
  const form = useForm<BookFormValues, unknown, BookValues>({
    resolver: zodResolver(bookSchema),
    defaultValues: formValues(book),
  });
  const { errors } = form.formState;
  const [uploading, setUploading] = useState(false);
  const [uploadingFile, setUploadingFile] = useState(false);
  const save = useSaveBook();

  const submit = form.handleSubmit((values) =>
    saveThenClose(
      save.mutate,
      { id: book?.id ?? null, values, previousFilePath: book?.file_path ?? null },
      {
        saved: book ? 'Livro atualizado com sucesso!' : 'Livro criado com sucesso!',
        failed: 'Erro ao salvar livro',
        onDone,
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Título" error={errors.title?.message} required>
          <Input {...form.register('title')} />
        </FormField>
        <FormField label="Autor" error={errors.author?.message} required>
          <Input {...form.register('author')} />
        </FormField>
      </div>
      <FormField label="Subtítulo" error={errors.subtitle?.message}>
        <Input {...form.register('subtitle')} />
      </FormField>
      <FormField label="Descrição" error={errors.description?.message}>
        <Textarea rows={3} {...form.register('description')} />
      </FormField>
      <ImageUploadFormField
        control={form.control}
        name="image_url"
        label="Capa do livro"
        folder="books"
        onUploadingChange={setUploading}
      />
      <div className="grid grid-cols-2 gap-5 sm:grid-cols-4">
        <FormField label="Páginas" error={errors.pages?.message}>
          <Input type="number" inputMode="numeric" min={1} step={1} {...form.register('pages')} />
        </FormField>
        <FormField label="Preço (R$)" error={errors.price?.message}>
          <DecimalInput placeholder="0,00" {...form.register('price')} />
        </FormField>
        <FormField label="Avaliação (0 a 5)" error={errors.rating?.message}>
          <DecimalInput placeholder="4,5" {...form.register('rating')} />
        </FormField>
        <FormField label="Nº de avaliações" error={errors.reviews?.message}>
          <Input type="number" inputMode="numeric" min={0} step={1} {...form.register('reviews')} />
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="file_path"
        render={({ field }) => (
          <BookFileField value={field.value} onChange={field.onChange} onUploadingChange={setUploadingFile} />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="URL da amostra (PDF)" error={errors.sample_url?.message}>
          <Input
            type="url"
            inputMode="url"
            placeholder="https://"
            spellCheck={false}
            {...form.register('sample_url')}
          />
        </FormField>
        <FormField label="URL de compra" error={errors.purchase_url?.message}>
          <Input
            type="url"
            inputMode="url"
            placeholder="https://"
            spellCheck={false}
            {...form.register('purchase_url')}
          />
        </FormField>
      </div>
      <TextListField
        legend="Tópico"
        errorId="topics-error"
        count={MAX_TOPICS}
        error={listMessage(errors.topics)}
        entryLabel={(position) => `Tópico ${position}`}
        entryPlaceholder={(position) => `Tópico ${position}`}
        twoColumns
        register={(index) => form.register(`topics.${index}`)}
      />
      <TextListField
        legend="Benefício"
        errorId="benefits-error"
        count={MAX_BENEFITS}
        error={listMessage(errors.benefits)}
        entryLabel={(position) => `Benefício ${position}`}
        entryPlaceholder={(position) => `Benefício ${position}`}
        twoColumns
        register={(index) => form.register(`benefits.${index}`)}
      />
      <div className="flex flex-wrap items-end gap-6">
        <FormField label="Ordem de exibição" error={errors.order_index?.message} required className="w-40">
          <Input type="number" inputMode="numeric" min={0} step={1} {...form.register('order_index')} />
        </FormField>
        <SwitchField
          control={form.control}
          name="is_active"
          id="book-active"
          label="Livro ativo (visível na loja)"
          inputHeight
        />
      </div>
      <FormDialogFooter
        submitLabel={book ? 'Salvar alterações' : 'Criar livro'}
        saving={save.isPending}
        disabled={uploading || uploadingFile}
      />
    </form>
  );
}

export function BookFormDialog({
  target,
  onClose,
}: {
  target: AdminBook | 'new' | null;
  onClose: () => void;
}) {
  return (
    <RecordFormDialog
      target={target}
      onClose={onClose}
      size="lg"
      title={(book) => (book ? 'Editar Livro' : 'Novo Livro')}
    >
      {(book) => <BookForm book={book} onDone={onClose} />}
    </RecordFormDialog>
  );
}
