import { describe, expect, it } from 'vitest';
import { courseSchema, LEARNING_POINTS_MESSAGE, slugify, type CourseFormValues } from './save-course';

const valid: CourseFormValues = {
  title: ' AWS Essencial ',
  slug: 'aws-essencial',
  description: '',
  image_url: null,
  duration: '8 semanas',
  level: '',
  price: '199,90',
  total_hours: '12.5',
  rating: '',
  learning_points: ['a', 'b', 'c', 'd', 'e'],
  is_active: true,
};

const messages = (values: Partial<CourseFormValues>) => {
  const result = courseSchema.safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('course form', () => {
  it('sends numbers or null and trims texts (spec §5)', () => {
    expect(courseSchema.parse(valid)).toMatchObject({
      title: 'AWS Essencial',
      description: null,
      level: null,
      price: 199.9,
      total_hours: 12.5,
      rating: null,
    });
  });

  it('needs exactly 5 filled learning points', () => {
    expect(messages({ learning_points: ['a', 'b', 'c', 'd', '  '] })).toEqual([LEARNING_POINTS_MESSAGE]);
    expect(messages({ learning_points: ['a', 'b', 'c', 'd'] })).toEqual([LEARNING_POINTS_MESSAGE]);
  });

  it('checks title, slug, rating 0–5 step 0.1, hours step 0.5, price step 0.01', () => {
    expect(messages({ title: ' ', slug: '' })).toEqual(['Título é obrigatório', 'Slug é obrigatório']);
    expect(messages({ slug: 'Com Espaço' })[0]).toMatch(/letras minúsculas/);
    expect(messages({ rating: '5.1' })).toEqual(['A avaliação deve estar entre 0 e 5']);
    expect(messages({ rating: '4.55' })).toEqual(['A avaliação deve estar entre 0 e 5']);
    expect(messages({ total_hours: '1.2' })[0]).toMatch(/0,5/);
    expect(messages({ price: '-1' })[0]).toMatch(/preço/);
    expect(messages({ price: '10.001' })[0]).toMatch(/preço/);
    expect(messages({ rating: '5', price: '0', total_hours: '0' })).toEqual([]);
  });

  it('makes slugs from titles', () => {
    expect(slugify('Inteligência Artificial & Nuvem!')).toBe('inteligencia-artificial-nuvem');
    expect(slugify('  --AWS--  ')).toBe('aws');
  });
});
