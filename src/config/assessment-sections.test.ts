// The assessments' sections row: the same four links on both screens, the current one marked.
import { describe, expect, it } from 'vitest';
import { assessmentSectionTabs } from './assessment-sections';

const course = 'c0000000-0000-4000-8000-000000000001';

describe('assessmentSectionTabs', () => {
  it('links the question bank’s sections and the practice screen, marking the current one', () => {
    expect(assessmentSectionTabs(course, 'praticas')).toEqual([
      { label: 'Questões', to: `/admin/courses/${course}/avaliacoes`, current: false },
      { label: 'Configurações', to: `/admin/courses/${course}/avaliacoes?aba=configuracoes`, current: false },
      { label: 'Estatísticas', to: `/admin/courses/${course}/avaliacoes?aba=estatisticas`, current: false },
      { label: 'Práticas', to: `/admin/courses/${course}/praticas`, current: true },
    ]);
    expect(assessmentSectionTabs(course, null).map((tab) => tab.current)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});
