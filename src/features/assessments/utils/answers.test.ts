import { describe, expect, it } from 'vitest';
import { answeredCount, chooseLabel, isAnswered, toggleOption } from './answers';

const single = { id: 'q1', kind: 'single' as const, choose: 1 };
const chooseTwo = { id: 'q2', kind: 'multiple' as const, choose: 2 };

describe('toggleOption', () => {
  it('replaces the choice of a single-choice question', () => {
    expect(toggleOption(single, ['a'], 'b')).toEqual(['b']);
  });

  it('adds and removes options of a multiple-choice question, never beyond N', () => {
    expect(toggleOption(chooseTwo, [], 'a')).toEqual(['a']);
    expect(toggleOption(chooseTwo, ['a'], 'c')).toEqual(['a', 'c']);
    expect(toggleOption(chooseTwo, ['a', 'c'], 'd')).toEqual(['a', 'c']);
    expect(toggleOption(chooseTwo, ['a', 'c'], 'a')).toEqual(['c']);
  });
});

describe('isAnswered and answeredCount', () => {
  it('counts a multiple-choice question only with exactly N options chosen', () => {
    expect(isAnswered(single, ['a'])).toBe(true);
    expect(isAnswered(single, undefined)).toBe(false);
    expect(isAnswered(chooseTwo, ['a'])).toBe(false);
    expect(isAnswered(chooseTwo, ['a', 'b'])).toBe(true);
    expect(answeredCount([single, chooseTwo], { q1: ['a'], q2: ['b'] })).toBe(1);
  });
});

describe('chooseLabel', () => {
  it("says 'Escolha N opções'", () => {
    expect(chooseLabel(single)).toBe('Escolha 1 opção');
    expect(chooseLabel(chooseTwo)).toBe('Escolha 2 opções');
  });
});
