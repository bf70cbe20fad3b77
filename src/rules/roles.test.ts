import { describe, expect, it } from 'vitest';
import { rolesOf } from './roles';

describe('rolesOf', () => {
  it('reads the embedded role as an object, an array or nothing', () => {
    expect(rolesOf({ role: 'professor' })).toEqual(['professor']);
    expect(rolesOf([{ role: 'aluno' }])).toEqual(['aluno']);
    expect(rolesOf(null)).toEqual([]);
    expect(rolesOf(undefined)).toEqual([]);
  });
});
