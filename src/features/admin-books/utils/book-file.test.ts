import { describe, expect, it } from 'vitest';
import {
  BOOK_FILE_TOO_LARGE,
  bookFileKind,
  bookFileLabel,
  bookFilePath,
  bookFileProblem,
  INVALID_BOOK_FILE,
  MAX_BOOK_FILE_BYTES,
} from './book-file';

const bytes = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));
const pdfHead = bytes('%PDF-1.7\n%âãÏÓ\n');
/** A ZIP's local header (30 bytes), then the EPUB's first entry: 'mimetype' stored uncompressed. */
const epubHead = Uint8Array.from([
  0x50,
  0x4b,
  0x03,
  0x04,
  ...new Array<number>(26).fill(0),
  ...bytes('mimetypeapplication/epub+zip'),
]);
const zipHead = Uint8Array.from([
  0x50,
  0x4b,
  0x03,
  0x04,
  ...new Array<number>(26).fill(0),
  ...bytes('word/document.xml'),
]);

describe('bookFileKind', () => {
  it('knows a PDF and an EPUB by their name and their first bytes', () => {
    expect(bookFileKind('Guia AWS.pdf', pdfHead)).toBe('pdf');
    expect(bookFileKind('GUIA.PDF', pdfHead)).toBe('pdf');
    expect(bookFileKind('guia.epub', epubHead)).toBe('epub');
  });

  it('refuses other kinds, and files whose bytes disagree with their name', () => {
    expect(bookFileKind('guia.docx', zipHead)).toBeNull();
    expect(bookFileKind('guia.epub', zipHead)).toBeNull();
    expect(bookFileKind('guia.pdf', epubHead)).toBeNull();
    expect(bookFileKind('guia.epub', pdfHead)).toBeNull();
    expect(bookFileKind('capa.png', bytes('\x89PNG\r\n'))).toBeNull();
    expect(bookFileKind('sem-extensao', pdfHead)).toBeNull();
    expect(bookFileKind('vazio.pdf', new Uint8Array())).toBeNull();
  });
});

describe('bookFileProblem', () => {
  it('says why a file is refused, or nothing', () => {
    expect(bookFileProblem({ name: 'guia.pdf', size: 1024 }, pdfHead)).toBeNull();
    expect(bookFileProblem({ name: 'guia.pdf', size: MAX_BOOK_FILE_BYTES }, pdfHead)).toBeNull();
    expect(bookFileProblem({ name: 'guia.pdf', size: MAX_BOOK_FILE_BYTES + 1 }, pdfHead)).toBe(
      BOOK_FILE_TOO_LARGE,
    );
    expect(bookFileProblem({ name: 'guia.txt', size: 10 }, bytes('texto'))).toBe(INVALID_BOOK_FILE);
  });
});

describe('bookFilePath and bookFileLabel', () => {
  it("names the object as the column's rule allows, and reads its kind back", () => {
    const path = bookFilePath('epub', 'a1b2c3d4e5f6', 1764130000000);
    expect(path).toBe('books/1764130000000-a1b2c3d4e5f6.epub');
    expect(path).toMatch(/^[A-Za-z0-9][A-Za-z0-9._/-]*\.(pdf|epub)$/);
    expect(bookFileLabel(path)).toBe('EPUB');
    expect(bookFileLabel('books/1-x.pdf')).toBe('PDF');
  });
});
