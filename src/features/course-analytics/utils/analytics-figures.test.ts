import { describe, expect, it } from 'vitest';
import { formatAnswerTime, formatShare, funnelSteps, shareTick } from './analytics-figures';

describe('funnelSteps', () => {
  it('gives each step its share of the enrolled learners', () => {
    const steps = funnelSteps({
      enrolled: 200,
      started: 150,
      progress_25: 90,
      progress_50: 60,
      progress_75: 40,
      completed: 25,
    });
    expect(steps.map((step) => [step.label, step.learners, step.share])).toEqual([
      ['Matriculados', 200, 1],
      ['Começaram', 150, 0.75],
      ['25% do curso', 90, 0.45],
      ['50% do curso', 60, 0.3],
      ['75% do curso', 40, 0.2],
      ['Concluíram', 25, 0.125],
    ]);
  });

  it('gives zero shares when nobody is enrolled', () => {
    const steps = funnelSteps({
      enrolled: 0,
      started: 0,
      progress_25: 0,
      progress_50: 0,
      progress_75: 0,
      completed: 0,
    });
    expect(steps.every((step) => step.share === 0)).toBe(true);
  });
});

describe('formatShare and shareTick', () => {
  it('writes shares as pt-BR percentages', () => {
    expect(formatShare(0.7512)).toBe('75,1%');
    expect(formatShare(1)).toBe('100%');
    expect(formatShare(0)).toBe('0%');
    expect(shareTick(0.5)).toBe('50%');
  });
});

describe('formatAnswerTime', () => {
  it('says minutes, hours or days as the time grows', () => {
    expect(formatAnswerTime(null)).toBe('—');
    expect(formatAnswerTime(44.6)).toBe('45 min');
    expect(formatAnswerTime(330)).toBe('5,5 h');
    expect(formatAnswerTime(60 * 24 * 3.2)).toBe('3,2 dias');
  });
});
