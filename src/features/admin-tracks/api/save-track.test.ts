import { describe, expect, it } from 'vitest';
import {
  EXAM_TOGETHER_MESSAGE,
  PLAN_REQUIRED_MESSAGE,
  PRICE_REQUIRED_MESSAGE,
  STEPS_REQUIRED_MESSAGE,
  saveOrder,
  trackSchema,
  type TrackFormValues,
} from './save-track';

const valid: TrackFormValues = {
  title: 'Arquiteto de Soluções AWS',
  slug: 'arquiteto-aws',
  target_role: 'Arquiteto(a) de Soluções AWS',
  exam_code: 'SAA-C03',
  exam_name: 'AWS Certified Solutions Architect – Associate',
  level: 'Intermediário',
  description: '',
  audience: '',
  outcomes: ' Desenhar arquiteturas \n\n Estimar custos ',
  faq: [],
  image_url: null,
  published: true,
  access_model: 'free',
  price: '',
  plan_ids: ['p1'],
  steps: { courses: [{ courseId: 'c1', title: 'AWS' }], examCourseId: '' },
};

const messages = (values: Partial<TrackFormValues>) => {
  const result = trackSchema.safeParse({ ...valid, ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]).reverse());
};

describe('track form', () => {
  it('reads outcomes one per line, drops plans outside the plan models, blanks the price', () => {
    const parsed = trackSchema.parse(valid);
    expect(parsed.outcomes).toEqual(['Desenhar arquiteturas', 'Estimar custos']);
    expect(parsed.plan_ids).toEqual([]);
    expect(parsed.price).toBeNull();
  });

  it('asks for the required fields in pt-BR', () => {
    expect(messages({ title: ' ', slug: 'Arquiteto AWS', target_role: '' })).toEqual({
      title: 'Título é obrigatório',
      slug: 'Use apenas letras minúsculas, números e hífens (ex.: arquiteto-aws)',
      target_role: 'Informe o cargo a que a trilha leva',
    });
  });

  it('wants the exam code and name together', () => {
    expect(messages({ exam_name: '' })).toEqual({ exam_name: EXAM_TOGETHER_MESSAGE });
    expect(messages({ exam_code: '' })).toEqual({ exam_code: EXAM_TOGETHER_MESSAGE });
    expect(messages({ exam_code: '', exam_name: '' })).toEqual({});
    expect(messages({ exam_code: 'SAA C03' })).toEqual({
      exam_code: 'Use letras, números, ponto, hífen ou sublinhado (ex.: SAA-C03)',
    });
  });

  it('a sold track needs a price of R$ 1,00 or more; one in plans needs a plan', () => {
    expect(messages({ access_model: 'paid', price: '0,50' })).toEqual({ price: PRICE_REQUIRED_MESSAGE });
    expect(messages({ access_model: 'paid', price: '497,00' })).toEqual({});
    expect(messages({ access_model: 'plans', plan_ids: [] })).toEqual({ plan_ids: PLAN_REQUIRED_MESSAGE });
    expect(trackSchema.parse({ ...valid, access_model: 'paid_or_plans', price: '1.297,90' }).price).toBe(
      1297.9,
    );
  });

  it('a published track needs a course step; a draft does not', () => {
    const empty = { courses: [], examCourseId: 'c1' };
    expect(messages({ steps: empty })).toEqual({ steps: STEPS_REQUIRED_MESSAGE });
    expect(messages({ steps: empty, published: false })).toEqual({});
    // Said with the other missing fields at once.
    expect(messages({ steps: empty, title: '', slug: '' })).toEqual({
      title: 'Título é obrigatório',
      slug: 'Slug é obrigatório',
      steps: STEPS_REQUIRED_MESSAGE,
    });
  });

  it('limits outcomes and questions', () => {
    expect(messages({ outcomes: Array.from({ length: 13 }, (_, i) => `Resultado ${i}`).join('\n') })).toEqual(
      {
        outcomes: 'Informe no máximo 12 resultados, um por linha',
      },
    );
    expect(messages({ faq: [{ question: 'Quanto tempo?', answer: ' ' }] })).toEqual({
      'faq.0.answer': 'Escreva a resposta',
    });
  });
});

describe('the order of the save calls', () => {
  it('saves the track alone when the steps did not change', () => {
    expect(saveOrder({ isNew: false, published: true, stepsDiffer: false })).toEqual([
      { call: 'track', published: true },
    ]);
  });

  it('a new published track: created as a draft, then its steps, then published', () => {
    expect(saveOrder({ isNew: true, published: true, stepsDiffer: true })).toEqual([
      { call: 'track', published: false },
      { call: 'steps' },
      { call: 'track', published: true },
    ]);
    expect(saveOrder({ isNew: true, published: false, stepsDiffer: true })).toEqual([
      { call: 'track', published: false },
      { call: 'steps' },
    ]);
  });

  it('an existing track: steps before publishing, unpublished before its steps go', () => {
    expect(saveOrder({ isNew: false, published: true, stepsDiffer: true })).toEqual([
      { call: 'steps' },
      { call: 'track', published: true },
    ]);
    expect(saveOrder({ isNew: false, published: false, stepsDiffer: true })).toEqual([
      { call: 'track', published: false },
      { call: 'steps' },
    ]);
  });
});
