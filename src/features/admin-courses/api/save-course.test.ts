import { describe, expect, it } from 'vitest';
import {
  courseSchema,
  LEARNING_POINTS_MESSAGE,
  NO_TOPIC,
  PLAN_REQUIRED_MESSAGE,
  PRICE_REQUIRED_MESSAGE,
  slugify,
  TOPIC_REQUIRED_MESSAGE,
  type CourseFormValues,
} from './save-course';

const valid: CourseFormValues = {
  title: ' AWS Essencial ',
  slug: 'aws-essencial',
  description: '',
  image_url: null,
  duration: '8 semanas',
  topic: 'aws',
  level: '',
  price: '199,90',
  total_hours: '12.5',
  learning_points: ['a', 'b', 'c', 'd', 'e'],
  is_active: true,
  access_model: 'free',
  plan_ids: [],
};

const messages = (values: Partial<CourseFormValues>) => {
  const result = courseSchema.safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('course form', () => {
  it('sends numbers or null and trims texts', () => {
    expect(courseSchema.parse(valid)).toMatchObject({
      title: 'AWS Essencial',
      description: null,
      level: null,
      price: 199.9,
      total_hours: 12.5,
      topic: 'aws',
    });
    expect(courseSchema.parse(valid)).not.toHaveProperty('rating');
  });

  it("takes the topic and the level from the catalogue's lists only", () => {
    expect(messages({ topic: '' })).toEqual([TOPIC_REQUIRED_MESSAGE]);
    expect(messages({ topic: 'AWS' })).toEqual([TOPIC_REQUIRED_MESSAGE]);
    expect(messages({ topic: 'gcp' })).toEqual([TOPIC_REQUIRED_MESSAGE]);
    expect(messages({ level: 'Básico' })).toEqual(['Escolha um nível da lista']);
    expect(messages({ level: 'iniciante' })).toEqual(['Escolha um nível da lista']);
    expect(courseSchema.parse({ ...valid, topic: NO_TOPIC })).toMatchObject({ topic: null });
    expect(courseSchema.parse({ ...valid, topic: 'ia', level: 'Avançado' })).toMatchObject({
      topic: 'ia',
      level: 'Avançado',
    });
  });

  it('needs exactly 5 filled learning points', () => {
    expect(messages({ learning_points: ['a', 'b', 'c', 'd', '  '] })).toEqual([LEARNING_POINTS_MESSAGE]);
    expect(messages({ learning_points: ['a', 'b', 'c', 'd'] })).toEqual([LEARNING_POINTS_MESSAGE]);
  });

  it('checks title, slug, hours step 0.5, price step 0.01', () => {
    expect(messages({ title: ' ', slug: '' })).toEqual(['Título é obrigatório', 'Slug é obrigatório']);
    expect(messages({ slug: 'Com Espaço' })[0]).toMatch(/letras minúsculas/);
    expect(messages({ total_hours: '1.2' })[0]).toMatch(/0,5/);
    expect(messages({ price: '-1' })[0]).toMatch(/preço/);
    expect(messages({ price: '10.001' })[0]).toMatch(/preço/);
    expect(messages({ price: '0', total_hours: '0' })).toEqual([]);
  });

  it('needs a price of R$ 1,00 or more when the course is sold on its own', () => {
    expect(messages({ access_model: 'paid', price: '' })).toEqual([PRICE_REQUIRED_MESSAGE]);
    expect(messages({ access_model: 'paid', price: '0,99' })).toEqual([PRICE_REQUIRED_MESSAGE]);
    expect(courseSchema.parse({ ...valid, access_model: 'paid', price: '297,00' })).toMatchObject({
      access_model: 'paid',
      price: 297,
      plan_ids: [],
    });
    // Free or only in plans: the price is only shown, and may be left blank.
    expect(messages({ access_model: 'free', price: '' })).toEqual([]);
    expect(messages({ access_model: 'plans', price: '', plan_ids: ['plano-1'] })).toEqual([]);
  });

  it('needs at least one plan when plans include the course, and keeps plans only then', () => {
    expect(messages({ access_model: 'plans', plan_ids: [] })).toEqual([PLAN_REQUIRED_MESSAGE]);
    expect(messages({ access_model: 'paid_or_plans', price: '', plan_ids: [] })).toEqual([
      PRICE_REQUIRED_MESSAGE,
      PLAN_REQUIRED_MESSAGE,
    ]);
    expect(
      courseSchema.parse({ ...valid, access_model: 'paid_or_plans', price: '297', plan_ids: ['p1', 'p2'] }),
    ).toMatchObject({ access_model: 'paid_or_plans', plan_ids: ['p1', 'p2'] });
    // Ticked plans are dropped when the course is no longer in plans.
    expect(courseSchema.parse({ ...valid, access_model: 'paid', plan_ids: ['p1'] })).toMatchObject({
      plan_ids: [],
    });
    expect(messages({ access_model: 'gratis' as 'free' })).toEqual(['Escolha como o curso é acessado']);
  });

  it('makes slugs from titles', () => {
    expect(slugify('Inteligência Artificial & Nuvem!')).toBe('inteligencia-artificial-nuvem');
    expect(slugify('  --AWS--  ')).toBe('aws');
  });
});
