import { describe, expect, it } from 'vitest';
import { parseInfraFile, type InfraFormat } from './parse.ts';

describe('parseInfraFile', () => {
  it.each<[string, InfraFormat, string, unknown[]]>([
    [
      'YAML',
      'kubernetes',
      'kind: Pod\nmetadata:\n  name: web\n',
      [{ kind: 'Pod', metadata: { name: 'web' } }],
    ],
    [
      'JSON',
      'kubernetes',
      '{\n\t"kind": "Pod",\n\t"metadata": {"name": "web"}\n}\n',
      [{ kind: 'Pod', metadata: { name: 'web' } }],
    ],
    [
      'several documents',
      'kubernetes',
      'kind: Service\n---\nkind: Deployment\n---\n',
      [{ kind: 'Service' }, { kind: 'Deployment' }],
    ],
    [
      'null members dropped (as the API server reads them)',
      'kubernetes',
      'kind: Pod\nspec:\n  volumes:\n',
      [{ kind: 'Pod', spec: {} }],
    ],
    ['Compose keeps nulls', 'compose', 'volumes:\n  dados:\n', [{ volumes: { dados: null } }]],
    // docs.docker.com → Compose file reference → Fragments: anchors and the YAML merge key.
    [
      'Compose merge keys',
      'compose',
      'x-common: &common\n  restart: always\nservices:\n  web:\n    <<: *common\n    image: nginx\n',
      [{ 'x-common': { restart: 'always' }, services: { web: { restart: 'always', image: 'nginx' } } }],
    ],
    [
      'CloudFormation short forms',
      'cloudformation',
      'A: !Ref Bucket\nB: !GetAtt Bucket.Arn\nC: !Sub "x-${AWS::Region}"\nD: !Join ["", [a, !Ref B]]\nE: !If [Prod, 1, 2]\nF: !GetAtt [Bucket, Arn]\n',
      [
        {
          A: { Ref: 'Bucket' },
          B: { 'Fn::GetAtt': ['Bucket', 'Arn'] },
          C: { 'Fn::Sub': 'x-${AWS::Region}' },
          D: { 'Fn::Join': ['', ['a', { Ref: 'B' }]] },
          E: { 'Fn::If': ['Prod', 1, 2] },
          F: { 'Fn::GetAtt': ['Bucket', 'Arn'] },
        },
      ],
    ],
    [
      'a date-like version stays a string',
      'cloudformation',
      'AWSTemplateFormatVersion: 2010-09-09\n',
      [{ AWSTemplateFormatVersion: '2010-09-09' }],
    ],
  ])('reads %s', (_name, format, body, documents) => {
    expect(parseInfraFile(format, body)).toEqual({ documents });
  });

  it.each<[string, InfraFormat, string, { line: number; column: number }, RegExp]>([
    ['an empty file', 'kubernetes', '  \n', { line: 1, column: 1 }, /vazio/],
    ['only comments', 'compose', '# nada\n', { line: 1, column: 1 }, /comentários/],
    ['a tab as indentation', 'kubernetes', 'spec:\n\treplicas: 2\n', { line: 2, column: 1 }, /Tabulações/],
    ['a repeated key', 'compose', 'services:\n  web: {}\n  web: {}\n', { line: 3, column: 3 }, /repetida/],
    ['an unclosed flow sequence', 'kubernetes', 'args: [a, b\n', { line: 2, column: 1 }, /./],
    [
      'broken JSON',
      'cloudformation',
      '{\n  "Resources": {\n    "A": \n  }\n  "B": 1\n}\n',
      { line: 5, column: 3 },
      /./,
    ],
    [
      'two Compose documents',
      'compose',
      'services: {}\n---\nservices: {}\n',
      { line: 2, column: 1 },
      /único documento/,
    ],
    [
      'two CloudFormation documents',
      'cloudformation',
      'Resources: {}\n---\nResources: {}\n',
      { line: 2, column: 1 },
      /único documento/,
    ],
  ])('refuses %s with line and column', (_name, format, body, position, message) => {
    const parsed = parseInfraFile(format, body);
    expect('error' in parsed && parsed.error).toMatchObject(position);
    expect('error' in parsed && parsed.error.message).toMatch(message);
  });
});
