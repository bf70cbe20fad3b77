import { describe, expect, it } from 'vitest';
import { coverTitleSize } from './cover';

describe('coverTitleSize', () => {
  it('keeps the full size for titles of ordinary words', () => {
    expect(coverTitleSize('Guia Prático da Nuvem AWS')).toBe('text-base lg:text-lg');
  });
  it('shrinks the title when one word would not fit the cover whole', () => {
    expect(coverTitleSize('Arquiteturas na Nuvem')).toBe('text-[0.9375rem] lg:text-lg');
    expect(coverTitleSize('Azure para Desenvolvedores')).toBe('text-sm lg:text-base');
  });
});
