import { describe, expect, it } from 'vitest';
import { readPolicy } from './policy.ts';

function errorOf(text: string) {
  const read = readPolicy(text);
  if (read.ok) throw new Error('expected a policy error');
  return read.error;
}

/** A policy with one statement, pretty-printed: the statement's members start on line 5. */
function withStatement(statement: Record<string, unknown>): string {
  return JSON.stringify({ Version: '2012-10-17', Statement: [statement] }, null, 2);
}

const good = { Effect: 'Allow', Action: 's3:GetObject', Resource: 'arn:aws:s3:::relatorios/*' };

describe('readPolicy', () => {
  it('reads a valid policy into statements', () => {
    const read = readPolicy(
      withStatement({ Sid: 'Ler', ...good, Condition: { Bool: { 'aws:SecureTransport': true } } }),
    );
    if (!read.ok) throw new Error(read.error.message);
    expect(read.policy.version).toBe('2012-10-17');
    expect(read.policy.statements).toHaveLength(1);
    expect(read.policy.statements[0]).toMatchObject({
      number: 1,
      sid: 'Ler',
      effect: 'Allow',
      notAction: false,
      notResource: false,
      pos: { line: 4, column: 5 },
    });
    expect(read.policy.statements[0]?.conditions[0]?.key).toBe('aws:securetransport');
  });

  it('defaults to Version 2008-10-17 when Version is missing, as IAM does', () => {
    const read = readPolicy(JSON.stringify({ Statement: good }));
    expect(read.ok && read.policy.version).toBe('2008-10-17');
  });

  it('passes JSON syntax errors through with their position', () => {
    expect(errorOf('{\n  "Version": "2012-10-17",\n  "Statement": [\n}')).toMatchObject({
      line: 4,
      column: 1,
    });
  });

  it.each([
    [
      '"Effect": "allow" → the line of the value',
      { ...good, Effect: 'allow' },
      5,
      17,
      'Escreva "Allow", não "allow"',
    ],
    ['an unknown Effect', { ...good, Effect: 'Permitir' }, 5, 17, '"Effect" aceita só "Allow"'],
    [
      'Principal in an identity policy',
      { ...good, Principal: { AWS: '*' } },
      8,
      7,
      'Uma política de identidade não tem "Principal"',
    ],
    ['NotPrincipal in an identity policy', { ...good, NotPrincipal: '*' }, 8, 7, 'não tem "NotPrincipal"'],
    ['a missing Effect', { Action: 's3:GetObject', Resource: '*' }, 4, 5, 'Falta "Effect" na declaração 1'],
    ['a missing Action', { Effect: 'Allow', Resource: '*' }, 4, 5, 'Falta "Action" na declaração 1'],
    [
      'a missing Resource',
      { Effect: 'Allow', Action: 's3:GetObject' },
      4,
      5,
      'Falta "Resource" na declaração 1',
    ],
    ['Action and NotAction together', { ...good, NotAction: 'iam:*' }, 8, 7, 'Use "Action" ou "NotAction"'],
    [
      'Resource and NotResource together',
      { ...good, NotResource: '*' },
      8,
      7,
      'Use "Resource" ou "NotResource"',
    ],
    ['an action without service', { ...good, Action: 'GetObject' }, 6, 17, 'Ação inválida "GetObject"'],
    [
      'an action in a list',
      { ...good, Action: ['s3:GetObject', 's3 PutObject'] },
      8,
      9,
      'Ação inválida "s3 PutObject"',
    ],
    ['an empty Action list', { ...good, Action: [] }, 6, 17, 'A lista "Action" está vazia'],
    [
      'a resource that is no ARN',
      { ...good, Resource: 'relatorios/*' },
      7,
      19,
      'Recurso inválido "relatorios/*"',
    ],
    [
      'a resource ARN with too few parts',
      { ...good, Resource: 'arn:aws:s3:relatorios' },
      7,
      19,
      'seis partes',
    ],
    [
      'a lower-case member name',
      { effect: 'Allow', Action: '*', Resource: '*' },
      5,
      7,
      'Escreva "Effect", não "effect"',
    ],
    ['an unknown member', { ...good, Acao: 's3:*' }, 8, 7, 'Elemento desconhecido "Acao" na declaração'],
    ['a Sid with hyphens', { Sid: 'ler-relatorios', ...good }, 5, 14, 'letras sem acento e números'],
    [
      'an unknown condition operator',
      { ...good, Condition: { StringEqual: { 'aws:username': 'ana' } } },
      9,
      9,
      'Operador de condição desconhecido "StringEqual"',
    ],
    [
      'an operator in the wrong case',
      { ...good, Condition: { stringequals: { 'aws:username': 'ana' } } },
      9,
      9,
      'escreva "StringEquals"',
    ],
    [
      'Null with IfExists',
      { ...good, Condition: { NullIfExists: { 'aws:TokenIssueTime': 'true' } } },
      9,
      9,
      'não aceita o sufixo IfExists',
    ],
    [
      'ForAnyValue with Null',
      { ...good, Condition: { 'ForAnyValue:Null': { 'aws:TagKeys': 'true' } } },
      9,
      9,
      'O operador Null não aceita ForAnyValue',
    ],
    [
      'a condition key without prefix',
      { ...good, Condition: { IpAddress: { SourceIp: '203.0.113.0/24' } } },
      10,
      11,
      'Chave de condição inválida "SourceIp"',
    ],
    [
      'an invalid CIDR',
      { ...good, Condition: { IpAddress: { 'aws:SourceIp': '203.0.113.0/33' } } },
      10,
      27,
      'espera um endereço IP ou uma faixa CIDR',
    ],
    [
      'a date that is not one',
      { ...good, Condition: { DateLessThan: { 'aws:CurrentTime': '31/12/2026' } } },
      10,
      30,
      'espera uma data ISO 8601',
    ],
    [
      'a number that is not one',
      { ...good, Condition: { NumericLessThan: { 's3:max-keys': 'dez' } } },
      10,
      26,
      'espera um número',
    ],
    [
      'a Bool that is not one',
      { ...good, Condition: { Bool: { 'aws:SecureTransport': 'sim' } } },
      10,
      34,
      'espera "true" ou "false"',
    ],
    [
      'a non-base64 BinaryEquals',
      { ...good, Condition: { BinaryEquals: { 'key:x': 'não é base64' } } },
      10,
      20,
      'espera um valor em base64',
    ],
    [
      'an ArnLike value that is no ARN',
      { ...good, Condition: { ArnLike: { 'aws:SourceArn': 'trail/*' } } },
      10,
      28,
      'espera um ARN',
    ],
    [
      'an object as a condition value',
      { ...good, Condition: { StringEquals: { 'aws:username': { a: 1 } } } },
      10,
      27,
      'precisa ser um texto, um número',
    ],
    [
      'an empty list of condition values',
      { ...good, Condition: { StringEquals: { 'aws:username': [] } } },
      10,
      27,
      'A lista de valores de "aws:username" está vazia',
    ],
    [
      'an unclosed variable',
      { ...good, Resource: 'arn:aws:s3:::b/${aws:username/*' },
      7,
      19,
      'não fecha com "}"',
    ],
    [
      'a variable without prefix',
      { ...good, Resource: 'arn:aws:s3:::b/${username}/*' },
      7,
      19,
      'Variável de política desconhecida ${username}',
    ],
    [
      'a default value without quotes',
      { ...good, Resource: 'arn:aws:s3:::b/${aws:username, ana}/*' },
      7,
      19,
      'entre aspas simples',
    ],
  ])('%s', (_name, statement, line, column, message) => {
    const error = errorOf(withStatement(statement));
    expect(error.message).toContain(message);
    expect({ line: error.line, column: error.column }).toEqual({ line, column });
  });

  it.each([
    ['a list at the top', '[]', 1, 1, 'A política precisa ser um objeto JSON'],
    ['no Statement', '{\n  "Version": "2012-10-17"\n}', 1, 1, 'Falta "Statement"'],
    ['Statement as a text', '{"Statement": "Allow"}', 1, 15, '"Statement" precisa ser um objeto'],
    ['a statement that is a text', '{"Statement": ["Allow"]}', 1, 16, 'A declaração 1 precisa ser um objeto'],
    [
      'an unknown Version',
      '{\n  "Version": "2012-10-18",\n  "Statement": []\n}',
      2,
      14,
      'A versão "2012-10-18" não existe',
    ],
    ['a numeric Version', '{"Version": 2012, "Statement": []}', 1, 13, '"Version" precisa ser um texto'],
    ['Principal at the top', '{"Principal": "*", "Statement": []}', 1, 2, 'não tem "Principal"'],
    ['an unknown top member', '{"Statements": []}', 1, 2, 'Elemento desconhecido "Statements" na política'],
    [
      'a repeated Sid',
      JSON.stringify({
        Statement: [
          { Sid: 'A', ...good },
          { Sid: 'A', ...good },
        ],
      }),
      1,
      114,
      'O Sid "A" já foi usado',
    ],
  ])('%s', (_name, text, line, column, message) => {
    const error = errorOf(text);
    expect(error.message).toContain(message);
    expect({ line: error.line, column: error.column }).toEqual({ line, column });
  });

  it('accepts every documented operator, with IfExists and the set prefixes', () => {
    const operators = {
      StringEquals: 'a',
      StringNotEqualsIfExists: 'a',
      'ForAnyValue:StringEqualsIgnoreCase': 'a',
      'ForAllValues:StringNotEqualsIgnoreCase': 'a',
      StringLike: 'a*',
      StringNotLike: 'a?',
      NumericEquals: 1,
      NumericNotEquals: '2',
      NumericLessThan: 3,
      NumericLessThanEquals: 4,
      NumericGreaterThan: 5,
      NumericGreaterThanEqualsIfExists: 6,
      DateEquals: '2026-01-01',
      DateNotEquals: '1767225600',
      DateLessThan: '2026-01-01T00:00:00Z',
      DateLessThanEquals: '2026-01-01T00:00:00.123+01:00',
      DateGreaterThan: '2026-01-01T00:00Z',
      DateGreaterThanEquals: '2026-01-01T00:00:00-0300',
      Bool: 'true',
      BoolIfExists: false,
      BinaryEquals: 'QmluYXJ5',
      IpAddress: ['203.0.113.0/24', '2001:db8::/32', '::ffff:192.0.2.1'],
      NotIpAddress: '10.0.0.1',
      ArnEquals: 'arn:aws:iam::123456789012:user/*',
      ArnLike: '*',
      ArnNotEquals: 'arn:aws:iam::*:role/${aws:username}',
      ArnNotLikeIfExists: 'arn:aws:sns:*:*:*',
      Null: 'true',
    };
    const condition = Object.fromEntries(
      Object.entries(operators).map(([name, value]) => [name, { 'aws:chave': value }]),
    );
    const read = readPolicy(withStatement({ ...good, Condition: condition }));
    if (!read.ok) throw new Error(read.error.message);
    expect(read.policy.statements[0]?.conditions).toHaveLength(Object.keys(operators).length);
  });
});
