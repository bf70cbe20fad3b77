/** The product's identity, in one place (see shared/guides/product.md). */
export const BRAND = {
  name: 'Trilha Cloud',
  tagline: 'carreiras em computação em nuvem',
  copyrightYear: 2025,
} as const;
