// How the company sales' screens write what is sold and where the checkout is.

/**
 * The company checkout's address, kept out of src/config/paths.ts (whose table is in the entry
 * every visitor downloads, docs/performance.md); isProtectedPath names it too.
 */
export const COMPANY_CHECKOUT_PATH = '/empresas/comprar';

export function kindLabel(kind: string): string {
  return kind === 'plan' ? 'Plano' : kind === 'track' ? 'Trilha' : 'Curso';
}

/** /empresas/comprar?produto=<kind>:<id>&assentos=<n>. */
export function seatCheckoutPath(product: string, seats: number): string {
  const query = new URLSearchParams({ produto: product, assentos: String(seats) });
  return `${COMPANY_CHECKOUT_PATH}?${query.toString()}`;
}

/** /empresas/comprar?bloco=<id>: seats added to a block, for the days it has left. */
export function addSeatsPath(blockId: string): string {
  return `${COMPANY_CHECKOUT_PATH}?${new URLSearchParams({ bloco: blockId }).toString()}`;
}

/** The tier's range as the table writes it: '5 a 19', '50 ou mais'. */
export function tierRange(tier: { min_seats: number; max_seats: number | null }): string {
  return tier.max_seats === null ? `${tier.min_seats} ou mais` : `${tier.min_seats} a ${tier.max_seats}`;
}

/** 'Total de 1 assento', 'Total de 12 assentos'. */
export function seatTotalLabel(seats: number): string {
  return `Total de ${seats} ${seats === 1 ? 'assento' : 'assentos'}`;
}
