import { describe, expect, it } from 'vitest';
import { INVALID_BOOK_FILE } from '../utils/book-file';
import { bookSchema, type BookFormValues } from './save-book';

const valid: BookFormValues = {
  title: 'Livro',
  subtitle: '',
  author: 'Autora',
  description: '',
  image_url: null,
  pages: '',
  rating: '',
  reviews: '0',
  price: '',
  sample_url: '',
  purchase_url: ' https://example.com/comprar ',
  topics: ['', 'Nuvem', ''],
  benefits: ['', '', 'Prática', '', '', ''],
  order_index: '0',
  is_active: true,
  file_path: null,
};

const messages = (values: Partial<BookFormValues>) => {
  const result = bookSchema.safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('book form', () => {
  it('drops blank topics and benefits, and turns empty URLs and numbers into null', () => {
    expect(bookSchema.parse(valid)).toMatchObject({
      topics: ['Nuvem'],
      benefits: ['Prática'],
      sample_url: null,
      purchase_url: 'https://example.com/comprar',
      pages: null,
      rating: null,
      price: null,
      reviews: 0,
      order_index: 0,
    });
  });

  it('needs title, author, 1 topic and 1 benefit', () => {
    expect(
      messages({ title: '', author: ' ', topics: ['', '', ''], benefits: ['', '', '', '', '', ''] }),
    ).toEqual([
      'Título é obrigatório',
      'Autor é obrigatório',
      'Adicione pelo menos 1 tópico',
      'Adicione pelo menos 1 benefício',
    ]);
  });

  it('checks URLs, whole pages and the 0–5 rating', () => {
    expect(messages({ sample_url: 'exemplo.com' })).toEqual(['Informe uma URL válida (https://...)']);
    expect(messages({ purchase_url: 'javascript:alert(1)' })).toEqual([
      'Informe uma URL válida (https://...)',
    ]);
    expect(messages({ pages: '12.5' })).toEqual(['Informe um número inteiro de páginas']);
    expect(messages({ rating: '6' })).toEqual(['A avaliação deve estar entre 0 e 5']);
  });

  it("keeps the digital file's name as the upload stored it, or none", () => {
    expect(bookSchema.parse({ ...valid, file_path: 'books/1764130000000-a1b2c3d4e5f6.pdf' })).toMatchObject({
      file_path: 'books/1764130000000-a1b2c3d4e5f6.pdf',
    });
    expect(bookSchema.parse(valid)).toMatchObject({ file_path: null });
    expect(messages({ file_path: '../outro-livro.pdf' })).toEqual([INVALID_BOOK_FILE]);
    expect(messages({ file_path: 'books/capa.png' })).toEqual([INVALID_BOOK_FILE]);
  });
});
