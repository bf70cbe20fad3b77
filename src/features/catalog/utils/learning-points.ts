/** The non-blank learning points; an empty result shows 'Conteúdo em desenvolvimento'. */
export function learningPointsOf(points: readonly (string | null)[] | null | undefined): string[] {
  return (points ?? []).map((point) => (point ?? '').trim()).filter((point) => point.length > 0);
}
