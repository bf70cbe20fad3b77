import { describe, expect, it } from 'vitest';
import { seatTiersFormSchema } from './seat-tiers';

const errorsOf = (tiers: { min_seats: string; discount_percent: string }[]) => {
  const result = seatTiersFormSchema.safeParse({ tiers });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('seatTiersFormSchema', () => {
  it('reads valid rows as numbers, a pt-BR decimal comma included', () => {
    expect(
      seatTiersFormSchema.parse({
        tiers: [
          { min_seats: '5', discount_percent: '10' },
          { min_seats: '20', discount_percent: '12,5' },
        ],
      }),
    ).toEqual({
      tiers: [
        { min_seats: 5, discount_percent: 10 },
        { min_seats: 20, discount_percent: 12.5 },
      ],
    });
  });

  it('says in pt-BR what is wrong with each row, as the database does', () => {
    expect(errorsOf([])).toEqual([['tiers', 'Cadastre ao menos uma faixa.']]);
    expect(errorsOf([{ min_seats: '0', discount_percent: '5' }])).toEqual([
      ['tiers.0.min_seats', 'Use de 1 a 10.000 assentos.'],
    ]);
    expect(errorsOf([{ min_seats: '5', discount_percent: '95' }])).toEqual([
      ['tiers.0.discount_percent', 'O desconto deve ficar entre 0% e 90%.'],
    ]);
    expect(
      errorsOf([
        { min_seats: '20', discount_percent: '15' },
        { min_seats: '20', discount_percent: '10' },
      ]),
    ).toEqual([
      ['tiers.1.min_seats', 'Deve ser maior que o número de assentos da faixa anterior.'],
      ['tiers.1.discount_percent', 'O desconto não pode ser menor que o da faixa anterior.'],
    ]);
    expect(
      errorsOf(Array.from({ length: 11 }, (_, i) => ({ min_seats: String(i + 1), discount_percent: '0' }))),
    ).toEqual([['tiers', 'Cadastre no máximo 10 faixas.']]);
  });
});
