import { describe, expect, it } from 'vitest';
import { iamSpecProblems } from './grade.ts';

const scenario = {
  id: 'ler-relatorios',
  label: 'Ler um relatório de 2026',
  explanation: 'A equipe precisa ler os relatórios.',
  lesson_id: 'aula-iam',
  lesson_second: 754,
  action: 's3:GetObject',
  resource: 'arn:aws:s3:::relatorios-financeiros/2026/jan.csv',
  principal: 'arn:aws:iam::123456789012:user/ana',
  context: { 'aws:SourceIp': '203.0.113.10', 'aws:TagKeys': ['projeto', 'centro-de-custo'] },
  expect: 'allow',
};
const rule = {
  id: 'sem-acao-curinga',
  rule: 'no_wildcard_action',
  label: 'Sem ações curinga',
  explanation: 'Liste só as ações necessárias.',
};

describe('iamSpecProblems', () => {
  it('answers [] for a valid spec, with or without rules and lessons', () => {
    expect(iamSpecProblems({ scenarios: [scenario], rules: [rule] })).toEqual([]);
    expect(iamSpecProblems({ scenarios: [{ ...scenario, lesson_id: null, lesson_second: null }] })).toEqual(
      [],
    );
    expect(
      iamSpecProblems({ scenarios: [{ ...scenario, resource: '*', principal: null, context: undefined }] }),
    ).toEqual([]);
  });

  it.each([
    ['a spec that is not an object', [], 'A especificação precisa ser um objeto'],
    ['no scenarios', { scenarios: [] }, 'Falta ao menos um cenário'],
    ['rules that are not a list', { scenarios: [scenario], rules: {} }, '"rules" precisa ser uma lista'],
    [
      'a bad id',
      { scenarios: [{ ...scenario, id: 'Ler Relatórios' }] },
      'Cenário 1 ("Ler Relatórios"): o id precisa',
    ],
    [
      'a repeated id',
      { scenarios: [scenario, scenario] },
      'Cenário 2 ("ler-relatorios"): o id "ler-relatorios" já foi usado',
    ],
    [
      'an id repeated in a rule',
      { scenarios: [scenario], rules: [{ ...rule, id: 'ler-relatorios' }] },
      'Regra 1',
    ],
    ['no label', { scenarios: [{ ...scenario, label: ' ' }] }, 'falta o título'],
    ['no explanation', { scenarios: [{ ...scenario, explanation: undefined }] }, 'falta a explicação'],
    [
      'a lesson second without lesson',
      { scenarios: [{ ...scenario, lesson_id: null }] },
      'lesson_second precisa de uma aula',
    ],
    [
      'a lesson id that is no text',
      { scenarios: [{ ...scenario, lesson_id: 7 }] },
      'lesson_id precisa ser o id de uma aula',
    ],
    [
      'a negative lesson second',
      { scenarios: [{ ...scenario, lesson_second: -1 }] },
      'lesson_second precisa ser um número inteiro',
    ],
    [
      'an action with a wildcard',
      { scenarios: [{ ...scenario, action: 's3:Get*' }] },
      'action precisa ser uma só ação',
    ],
    [
      'an action without service',
      { scenarios: [{ ...scenario, action: 'GetObject' }] },
      'action precisa ser uma só ação',
    ],
    [
      'a resource that is no ARN',
      { scenarios: [{ ...scenario, resource: 'relatorios/jan.csv' }] },
      'resource precisa ser um ARN',
    ],
    [
      'a principal that is no ARN',
      { scenarios: [{ ...scenario, principal: 'ana' }] },
      'principal precisa ser o ARN',
    ],
    [
      'a context that is a list',
      { scenarios: [{ ...scenario, context: [] }] },
      'context precisa ser um objeto',
    ],
    [
      'a context key without prefix',
      { scenarios: [{ ...scenario, context: { SourceIp: '1.2.3.4' } }] },
      'a chave de contexto "SourceIp"',
    ],
    [
      'a context number',
      { scenarios: [{ ...scenario, context: { 's3:max-keys': 10 } }] },
      'o valor de "s3:max-keys" precisa ser um texto',
    ],
    ['a wrong expect', { scenarios: [{ ...scenario, expect: 'permitido' }] }, 'expect precisa ser "allow"'],
    [
      'an unknown rule',
      { scenarios: [scenario], rules: [{ ...rule, rule: 'no_admin' }] },
      'rule precisa ser uma de',
    ],
    [
      'a repeated rule',
      { scenarios: [scenario], rules: [rule, { ...rule, id: 'outra' }] },
      'a regra no_wildcard_action já aparece',
    ],
    [
      'too many scenarios',
      { scenarios: Array.from({ length: 41 }, (_, i) => ({ ...scenario, id: `c${i}` })) },
      'no máximo 40',
    ],
  ])('%s', (_name, spec, message) => {
    const problems = iamSpecProblems(spec);
    expect(problems.some((problem) => problem.includes(message))).toBe(true);
  });

  it('accepts a lesson named by title, as in a file', () => {
    expect(
      iamSpecProblems({ scenarios: [{ ...scenario, lesson_id: undefined, lesson_title: 'Aula' }] }),
    ).toEqual([]);
  });

  it('lists every problem, not just the first', () => {
    expect(
      iamSpecProblems({ scenarios: [{ ...scenario, action: 'x', resource: 'y', expect: 'z' }] }),
    ).toHaveLength(3);
  });
});
