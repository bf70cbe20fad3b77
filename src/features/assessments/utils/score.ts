// How scores read on the quiz and simulado screens.

/** '80%' (whole percent, as the database rounds it). */
export function formatPercentScore(percent: number): string {
  return `${Math.round(percent)}%`;
}

/**
 * The trend of a simulado's history (newest first): the change from the previous attempt to the
 * latest, on the 100–1000 scale; null with fewer than two scored attempts.
 */
export function scoreTrend(scoresNewestFirst: readonly (number | null)[]): number | null {
  const scores = scoresNewestFirst.filter((score): score is number => score !== null);
  if (scores.length < 2) return null;
  return scores[0]! - scores[1]!;
}

/** 'Subiu 80 pontos desde a tentativa anterior' / 'Caiu 40 pontos…' / 'Igual à tentativa anterior'. */
export function trendText(change: number): string {
  if (change === 0) return 'Mesma pontuação da tentativa anterior';
  const points = Math.abs(change) === 1 ? 'ponto' : 'pontos';
  return `${change > 0 ? 'Subiu' : 'Caiu'} ${Math.abs(change)} ${points} desde a tentativa anterior`;
}
