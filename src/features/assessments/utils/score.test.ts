import { describe, expect, it } from 'vitest';
import { scoreTrend, trendText } from './score';

describe('scoreTrend', () => {
  it('is the change from the previous attempt to the latest (newest first)', () => {
    expect(scoreTrend([780, 700, 640])).toBe(80);
    expect(scoreTrend([650, 700])).toBe(-50);
    expect(scoreTrend([700])).toBeNull();
  });

  it('says it in words', () => {
    expect(trendText(80)).toBe('Subiu 80 pontos desde a tentativa anterior');
    expect(trendText(-1)).toBe('Caiu 1 ponto desde a tentativa anterior');
    expect(trendText(0)).toBe('Mesma pontuação da tentativa anterior');
  });
});
