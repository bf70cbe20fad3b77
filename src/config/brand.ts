/** The product's identity, in one place (docs/rules/catalogue.md). */
export const BRAND = {
  name: 'Trilha Cloud',
  tagline: 'carreiras em computação em nuvem',
} as const;
