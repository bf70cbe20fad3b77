import { describe, expect, it } from 'vitest';
import { topicOfText, topicOfTexts } from './topics';

describe('topics', () => {
  it('reads the topic a book names, in any case, with or without accents', () => {
    expect(topicOfText('AWS')).toBe('aws');
    expect(topicOfText(' DevOps ')).toBe('devops');
    expect(topicOfText('Inteligência Artificial')).toBe('ia');
    expect(topicOfText('inteligencia artificial')).toBe('ia');
  });
  it('names no topic for other subjects, nor for object keys', () => {
    for (const text of ['Arquitetura', 'constructor', 'toString', '', null])
      expect(topicOfText(text)).toBeNull();
  });
  it('takes the first topic of a list that names one', () => {
    expect(topicOfTexts(['Kubernetes', 'Azure', 'AWS'])).toBe('azure');
    expect(topicOfTexts(['Carreira'])).toBeNull();
  });
});
