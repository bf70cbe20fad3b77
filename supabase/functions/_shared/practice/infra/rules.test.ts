import { describe, expect, it } from 'vitest';
import type { PathLeaf } from './path.ts';
import { applyRule, type RuleTest } from './rules.ts';

const found = (value: unknown, path = 'x'): PathLeaf => ({ found: true, path, value });
const missing = (path = 'x'): PathLeaf => ({ found: false, path });
const NOTHING = 'nada';

describe('applyRule', () => {
  it.each<[string, RuleTest, PathLeaf[], boolean]>([
    ['exists: one value', { op: 'exists' }, [found(1)], true],
    ['exists: a branch is missing', { op: 'exists' }, [found(1), missing()], false],
    ['exists any: a branch is missing', { op: 'exists', quantifier: 'any' }, [found(1), missing()], true],
    ['exists: nothing reached', { op: 'exists' }, [], false],
    ['absent: nothing reached', { op: 'absent' }, [missing()], true],
    ['absent: no branch at all', { op: 'absent' }, [], true],
    ['absent: one branch has it', { op: 'absent' }, [missing(), found(true)], false],
    ['absent any: one branch lacks it', { op: 'absent', quantifier: 'any' }, [missing(), found(true)], true],
    ['equals true', { op: 'equals', value: true }, [found(true), found(true)], true],
    ['equals: one differs', { op: 'equals', value: true }, [found(true), found(false)], false],
    [
      'equals any: one matches',
      { op: 'equals', value: true, quantifier: 'any' },
      [found(false), found(true)],
      true,
    ],
    ['equals: types are strict', { op: 'equals', value: 80 }, [found('80')], false],
    [
      'equals: maps in any key order',
      { op: 'equals', value: { a: 1, b: [2] } },
      [found({ b: [2], a: 1 })],
      true,
    ],
    ['equals: maps with an extra key', { op: 'equals', value: { a: 1 } }, [found({ a: 1, b: 2 })], false],
    ['not_equals', { op: 'not_equals', value: '0.0.0.0/0' }, [found('10.0.0.0/8')], true],
    ['not_equals: equal', { op: 'not_equals', value: '0.0.0.0/0' }, [found('0.0.0.0/0')], false],
    ['in', { op: 'in', value: ['always', 'unless-stopped'] }, [found('always')], true],
    ['in: not listed', { op: 'in', value: ['always', 'unless-stopped'] }, [found('no')], false],
    ['matches', { op: 'matches', value: '^nginx:1\\.' }, [found('nginx:1.27')], true],
    ['matches: a number as text', { op: 'matches', value: '^80$' }, [found(80)], true],
    ['matches: a map never does', { op: 'matches', value: '.*' }, [found({})], false],
    ['gte', { op: 'gte', value: 2 }, [found(3)], true],
    ['gte: a quoted number', { op: 'gte', value: 2 }, [found('2')], true],
    ['gte: below', { op: 'gte', value: 2 }, [found(1)], false],
    ['gte: not a number', { op: 'gte', value: 2 }, [found('500m')], false],
    ['lte', { op: 'lte', value: 1024 }, [found(22)], true],
    ['lte: above', { op: 'lte', value: 1024 }, [found(8080)], false],
  ])('%s', (_name, test, leaves, passed) => {
    expect(applyRule(test, leaves, NOTHING).passed).toBe(passed);
  });

  it.each<[RuleTest, PathLeaf[], string]>([
    [{ op: 'exists' }, [], NOTHING],
    [{ op: 'exists' }, [missing('spec.replicas')], 'O caminho spec.replicas não existe no arquivo.'],
    [{ op: 'equals', value: true }, [missing('a'), missing('b')], NOTHING],
    [{ op: 'equals', value: true }, [found(false, 'a.b')], 'Em a.b: esperado true, encontrado false.'],
    [
      { op: 'gte', value: 2 },
      [found(1, 'spec.replicas')],
      'Em spec.replicas: esperado pelo menos 2, encontrado 1.',
    ],
    [{ op: 'lte', value: 3 }, [found(5, 'n')], 'Em n: esperado no máximo 3, encontrado 5.'],
    [{ op: 'not_equals', value: 'x' }, [found('x', 'k')], 'Em k: o valor não pode ser "x".'],
    [{ op: 'in', value: ['a', 'b'] }, [found('c', 'k')], 'Em k: encontrado "c"; valores aceitos: "a", "b".'],
    [{ op: 'absent' }, [found(true, 'p')], 'Em p: este campo não deveria existir (encontrado: true).'],
    [
      { op: 'equals', value: 1, quantifier: 'any' },
      [found(2, 'a'), found(3, 'b')],
      'Nenhum valor atende à regra. Em a: esperado 1, encontrado 2.',
    ],
  ])('explains %j', (test, leaves, detail) => {
    expect(applyRule(test, leaves, NOTHING)).toEqual({ passed: false, detail });
  });
});
