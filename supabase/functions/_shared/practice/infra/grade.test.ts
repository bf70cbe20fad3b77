import { describe, expect, it } from 'vitest';
import { gradeInfraFile, infraSpecProblems } from './grade.ts';

const rule = (extra: Record<string, unknown>) => ({
  id: 'r',
  label: 'Regra',
  explanation: 'Porque sim.',
  ...extra,
});

// kubernetes.io → Concepts → Workloads → Deployments, with a Service of the Service page.
const DEPLOYMENT = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: nginx-deployment
spec:
  replicas: 3
  selector:
    matchLabels:
      app: nginx
  template:
    metadata:
      labels:
        app: nginx
    spec:
      containers:
      - name: nginx
        image: nginx:1.14.2
        ports:
        - containerPort: 80
`;
const SERVICE = `apiVersion: v1
kind: Service
metadata:
  name: my-service
spec:
  selector:
    app: nginx
  ports:
    - protocol: TCP
      port: 80
      targetPort: 80
`;

describe('infraSpecProblems', () => {
  it('accepts a valid spec', () => {
    expect(
      infraSpecProblems({
        format: 'kubernetes',
        rules: [
          rule({ id: 'a', path: 'spec.replicas', op: 'gte', value: 2, kind: 'Deployment' }),
          rule({ id: 'b', path: 'spec.template.spec.containers[*].image', op: 'matches', value: '^nginx:' }),
          rule({
            id: 'c',
            path: 'metadata.labels["app.kubernetes.io/name"]',
            op: 'absent',
            lesson_id: 'l1',
            lesson_second: 30,
          }),
          rule({ id: 'd', path: 'spec.replicas', op: 'in', value: [2, 3], quantifier: 'any' }),
          rule({
            id: 'e',
            path: 'kind',
            op: 'equals',
            value: 'Deployment',
            lesson_title: 'Aula',
            lesson_second: 3,
          }),
        ],
      }),
    ).toEqual([]);
  });

  it.each<[string, unknown, RegExp]>([
    ['not an object', 'x', /objeto/],
    ['an unknown format', { format: 'helm', rules: [rule({ path: 'a', op: 'exists' })] }, /format deve ser/],
    ['no rules', { format: 'compose', rules: [] }, /pelo menos uma regra/],
    [
      'a bad id',
      { format: 'compose', rules: [rule({ id: 'Não', path: 'a', op: 'exists' })] },
      /o id deve ter/,
    ],
    [
      'the reserved id',
      { format: 'compose', rules: [rule({ id: 'esquema-oficial', path: 'a', op: 'exists' })] },
      /reservado/,
    ],
    [
      'repeated ids',
      { format: 'compose', rules: [rule({ path: 'a', op: 'exists' }), rule({ path: 'b', op: 'exists' })] },
      /mais de uma regra/,
    ],
    ['no label', { format: 'compose', rules: [rule({ label: '', path: 'a', op: 'exists' })] }, /rótulo/],
    ['a bad path', { format: 'compose', rules: [rule({ path: 'a..b', op: 'exists' })] }, /ponto/],
    [
      'an unknown op',
      { format: 'compose', rules: [rule({ path: 'a', op: 'contains', value: 1 })] },
      /op deve ser/,
    ],
    [
      'equals without value',
      { format: 'compose', rules: [rule({ path: 'a', op: 'equals' })] },
      /precisa de value/,
    ],
    [
      'exists with a value',
      { format: 'compose', rules: [rule({ path: 'a', op: 'exists', value: 1 })] },
      /não usa value/,
    ],
    [
      'in without a list',
      { format: 'compose', rules: [rule({ path: 'a', op: 'in', value: 'x' })] },
      /lista não vazia/,
    ],
    [
      'a bad regular expression',
      { format: 'compose', rules: [rule({ path: 'a', op: 'matches', value: '(' })] },
      /expressão regular/,
    ],
    [
      'gte with text',
      { format: 'compose', rules: [rule({ path: 'a', op: 'gte', value: '2' })] },
      /deve ser um número/,
    ],
    [
      'a bad quantifier',
      { format: 'compose', rules: [rule({ path: 'a', op: 'exists', quantifier: 'some' })] },
      /quantifier/,
    ],
    [
      'kind on Compose',
      { format: 'compose', rules: [rule({ path: 'a', op: 'exists', kind: 'Service' })] },
      /kind só vale/,
    ],
    [
      'an unknown Kubernetes kind',
      { format: 'kubernetes', rules: [rule({ path: 'a', op: 'exists', kind: 'Ingress' })] },
      /kind deve ser um de/,
    ],
    [
      'a bad resource type',
      { format: 'cloudformation', rules: [rule({ path: 'a', op: 'exists', kind: 'S3 Bucket' })] },
      /tipo de recurso/,
    ],
    [
      'lesson_second without a lesson',
      { format: 'compose', rules: [rule({ path: 'a', op: 'exists', lesson_second: 10 })] },
      /precisa de lesson_id/,
    ],
    [
      'a negative lesson_second',
      { format: 'compose', rules: [rule({ path: 'a', op: 'exists', lesson_id: 'x', lesson_second: -1 })] },
      /a partir de 0/,
    ],
  ])('refuses %s', (_name, spec, problem) => {
    expect(infraSpecProblems(spec).join(' ')).toMatch(problem);
  });
});

describe('gradeInfraFile', () => {
  it('adds the schema check first, then one check per rule, with the lesson of each', () => {
    const result = gradeInfraFile(
      {
        format: 'kubernetes',
        rules: [rule({ path: 'spec.replicas', op: 'gte', value: 2, lesson_id: 'aula-1', lesson_second: 75 })],
      },
      DEPLOYMENT,
    );
    expect(result).toEqual({
      passed: true,
      parse_error: null,
      checks: [
        {
          id: 'esquema-oficial',
          label: 'O arquivo segue o esquema oficial do Kubernetes',
          passed: true,
          explanation: null,
          detail: null,
          lesson_id: null,
          lesson_second: null,
        },
        {
          id: 'r',
          label: 'Regra',
          passed: true,
          explanation: null,
          detail: null,
          lesson_id: 'aula-1',
          lesson_second: 75,
        },
      ],
    });
  });

  it('fails the schema check with the path and still applies the rules', () => {
    const result = gradeInfraFile(
      { format: 'kubernetes', rules: [rule({ path: 'spec.replicas', op: 'exists' })] },
      DEPLOYMENT.replace('replicas: 3', 'replicas: três'),
    );
    expect(result.passed).toBe(false);
    expect(result.checks[0]).toMatchObject({
      passed: false,
      detail: 'Em spec.replicas: deveria ser número inteiro, mas é texto.',
      explanation: expect.stringMatching(/esquema oficial do Kubernetes/),
    });
    expect(result.checks[1]!.passed).toBe(true);
  });

  it.each([
    ['compose', 'O arquivo segue o esquema oficial do Docker Compose'],
    ['cloudformation', 'O arquivo segue o esquema oficial do CloudFormation'],
  ])('names the %s schema', (format, label) => {
    const result = gradeInfraFile({ format, rules: [rule({ path: 'x', op: 'absent' })] }, 'services: {}\n');
    expect(result.checks[0]!.label).toBe(label);
  });

  it('answers a parse error with no checks', () => {
    expect(
      gradeInfraFile(
        { format: 'compose', rules: [rule({ path: 'a', op: 'exists' })] },
        'services:\n\tweb: {}\n',
      ),
    ).toEqual({
      passed: false,
      parse_error: { message: expect.stringMatching(/Tabulações/), line: 2, column: 1 },
      checks: [],
    });
  });

  it('refuses to grade with an invalid spec', () => {
    const result = gradeInfraFile({ format: 'kubernetes', rules: [] }, DEPLOYMENT);
    expect(result.passed).toBe(false);
    expect(result.parse_error?.message).toMatch(/especificação inválida/);
  });

  describe('several Kubernetes documents', () => {
    const file = `${SERVICE}---\n${DEPLOYMENT}`;
    it.each<[string, Record<string, unknown>, boolean, string | null]>([
      [
        'a rule with kind sees only that kind',
        { path: 'spec.template.spec.containers[*].image', op: 'exists', kind: 'Deployment' },
        true,
        null,
      ],
      [
        'a rule without kind sees every document',
        { path: 'spec.template.spec.containers[*].image', op: 'exists' },
        false,
        'O caminho documento 1, spec.template não existe no arquivo.',
      ],
      [
        'any over every document',
        { path: 'spec.ports[*].port', op: 'equals', value: 80, quantifier: 'any' },
        true,
        null,
      ],
      [
        'a kind that is not in the file',
        { path: 'metadata.name', op: 'exists', kind: 'ConfigMap' },
        false,
        'Nenhum documento do tipo ConfigMap no arquivo.',
      ],
      [
        'absent for a kind that is not in the file',
        { path: 'metadata.name', op: 'absent', kind: 'ConfigMap' },
        true,
        null,
      ],
    ])('%s', (_name, extra, passed, detail) => {
      const result = gradeInfraFile({ format: 'kubernetes', rules: [rule(extra)] }, file);
      expect(result.checks[0]!.passed).toBe(true);
      expect(result.checks[1]).toMatchObject({ passed, detail });
    });
  });

  describe('CloudFormation resources by type', () => {
    const template = `Resources:
  Logs:
    Type: AWS::S3::Bucket
  Web:
    Type: AWS::EC2::SecurityGroup
    Properties:
      GroupDescription: web
      SecurityGroupIngress:
        - IpProtocol: tcp
          FromPort: 443
          ToPort: 443
          CidrIp: 0.0.0.0/0
`;
    it.each<[string, Record<string, unknown>, boolean, string | null]>([
      [
        'kind keeps other resources out of the path',
        {
          path: 'Resources.*.Properties.SecurityGroupIngress[*].FromPort',
          op: 'equals',
          value: 443,
          kind: 'AWS::EC2::SecurityGroup',
        },
        true,
        null,
      ],
      [
        'without kind every resource counts',
        { path: 'Resources.*.Properties.SecurityGroupIngress[*].FromPort', op: 'equals', value: 443 },
        false,
        'O caminho Resources.Logs.Properties não existe no arquivo.',
      ],
      [
        'a type that is not in the template',
        { path: 'Resources.*.Type', op: 'exists', kind: 'AWS::IAM::Role' },
        false,
        'Nenhum recurso do tipo AWS::IAM::Role no modelo.',
      ],
    ])('%s', (_name, extra, passed, detail) => {
      const result = gradeInfraFile({ format: 'cloudformation', rules: [rule(extra)] }, template);
      expect(result.checks[0]!.passed).toBe(true);
      expect(result.checks[1]).toMatchObject({ passed, detail });
    });
  });

  it('grades a file well under 20 ms once the schema is compiled', () => {
    const spec = {
      format: 'kubernetes',
      rules: [
        rule({ id: 'a', path: 'spec.replicas', op: 'gte', value: 2 }),
        rule({ id: 'b', path: 'spec.template.spec.containers[*].image', op: 'matches', value: '^nginx:' }),
      ],
    };
    gradeInfraFile(spec, DEPLOYMENT);
    const start = performance.now();
    for (let round = 0; round < 10; round += 1) gradeInfraFile(spec, DEPLOYMENT);
    expect((performance.now() - start) / 10).toBeLessThan(20);
  });
});
