import { describe, expect, it } from 'vitest';
import { parseInfraFile, type InfraFormat } from './parse.ts';
import { schemaProblem } from './schema.ts';

function problemOf(format: InfraFormat, body: string) {
  const parsed = parseInfraFile(format, body);
  if ('error' in parsed) throw new Error(parsed.error.message);
  return schemaProblem(format, parsed.documents);
}

// kubernetes.io → Concepts → Workloads → Deployments ("Creating a Deployment").
const NGINX_DEPLOYMENT = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: nginx-deployment
  labels:
    app: nginx
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

describe('Kubernetes (v1.30 schemas)', () => {
  it.each([
    ['the nginx Deployment of the Deployments page', NGINX_DEPLOYMENT],
    [
      // kubernetes.io → Tasks → Configure Liveness, Readiness and Startup Probes (exec probe).
      'the liveness-exec Pod of the probes task',
      `apiVersion: v1
kind: Pod
metadata:
  labels:
    test: liveness
  name: liveness-exec
spec:
  containers:
  - name: liveness
    image: registry.k8s.io/busybox:1.27.2
    args:
    - /bin/sh
    - -c
    - touch /tmp/healthy; sleep 30; rm -f /tmp/healthy; sleep 600
    livenessProbe:
      exec:
        command:
        - cat
        - /tmp/healthy
      initialDelaySeconds: 5
      periodSeconds: 5
`,
    ],
    [
      // kubernetes.io → Concepts → Services, Load Balancing, and Networking → Service.
      'my-service of the Service page',
      `apiVersion: v1
kind: Service
metadata:
  name: my-service
spec:
  selector:
    app.kubernetes.io/name: MyApp
  ports:
    - protocol: TCP
      port: 80
      targetPort: 9376
`,
    ],
    [
      // kubernetes.io → Concepts → Configuration → ConfigMaps.
      'game-demo of the ConfigMaps page',
      `apiVersion: v1
kind: ConfigMap
metadata:
  name: game-demo
data:
  player_initial_lives: "3"
  ui_properties_file_name: "user-interface.properties"
  game.properties: |
    enemy.types=aliens,monsters
    player.maximum-lives=5
`,
    ],
    [
      // kubernetes.io → Tasks → Configure a Security Context for a Pod or Container.
      'security-context-demo of the security context task',
      `apiVersion: v1
kind: Pod
metadata:
  name: security-context-demo
spec:
  securityContext:
    runAsUser: 1000
    runAsGroup: 3000
    fsGroup: 2000
  volumes:
  - name: sec-ctx-vol
    emptyDir: {}
  containers:
  - name: sec-ctx-demo
    image: busybox:1.28
    command: [ "sh", "-c", "sleep 1h" ]
    volumeMounts:
    - name: sec-ctx-vol
      mountPath: /data/demo
    securityContext:
      allowPrivilegeEscalation: false
`,
    ],
    [
      'a Service and a Deployment in one file',
      `apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  ports:\n  - port: 80\n---\n${NGINX_DEPLOYMENT}`,
    ],
    [
      'a field left empty (null), as kubectl accepts',
      NGINX_DEPLOYMENT.replace('  labels:\n    app: nginx\nspec:', '  labels:\nspec:'),
    ],
    [
      'a named targetPort (int-or-string)',
      'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  ports:\n  - port: 80\n    targetPort: http\n',
    ],
  ])('accepts %s', (_name, body) => {
    expect(problemOf('kubernetes', body)).toBeNull();
  });

  it.each([
    [
      'replicas as text',
      NGINX_DEPLOYMENT.replace('replicas: 3', 'replicas: "3"'),
      'spec.replicas',
      'deveria ser número inteiro, mas é texto.',
    ],
    [
      'a misspelt field',
      NGINX_DEPLOYMENT.replace('      containers:', '      contianers:'),
      'spec.template.spec.contianers',
      'o campo "contianers" não existe neste esquema (confira a grafia e a indentação).',
    ],
    [
      'a container without a name',
      NGINX_DEPLOYMENT.replace('      - name: nginx\n        image', '      - image'),
      'spec.template.spec.containers[0]',
      'falta o campo obrigatório "name".',
    ],
    [
      'a boolean targetPort',
      'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  ports:\n  - port: 80\n    targetPort: true\n',
      'spec.ports[0].targetPort',
      'o valor não corresponde a nenhuma das formas aceitas.',
    ],
    [
      'an unknown kind',
      NGINX_DEPLOYMENT.replace('kind: Deployment', 'kind: Deploymnet'),
      'kind',
      /não é aceito aqui; use Deployment, Pod/,
    ],
    [
      'the wrong apiVersion',
      NGINX_DEPLOYMENT.replace('apps/v1', 'v1'),
      'apiVersion',
      'para Deployment, deveria ser "apps/v1", não "v1".',
    ],
    ['no kind', 'apiVersion: v1\nmetadata:\n  name: x\n', 'kind', 'falta o campo obrigatório "kind".'],
    ['a list as the document', '- a\n- b\n', '(raiz)', 'o documento deveria ser um mapa (chave: valor).'],
    [
      'an error in the second document',
      `apiVersion: v1\nkind: Service\nmetadata:\n  name: web\n---\n${NGINX_DEPLOYMENT.replace('containerPort: 80', 'containerPort: http')}`,
      'documento 2 (Deployment), spec.template.spec.containers[0].ports[0].containerPort',
      'deveria ser número inteiro, mas é texto.',
    ],
  ])('refuses %s', (_name, body, path, message) => {
    const problem = problemOf('kubernetes', body);
    expect(problem?.path).toBe(path);
    if (typeof message === 'string') expect(problem?.message).toBe(message);
    else expect(problem?.message).toMatch(message);
  });
});

// docs.docker.com → Docker Compose → Quickstart (the web + redis application).
const QUICKSTART = `services:
  web:
    build: .
    ports:
      - "8000:5000"
  redis:
    image: "redis:alpine"
`;

describe('Docker Compose (compose-spec schema)', () => {
  it.each([
    ['the Quickstart file', QUICKSTART],
    [
      // docs.docker.com → Compose file reference → Services → healthcheck.
      'the healthcheck of the services reference',
      `services:
  web:
    image: nginx
    healthcheck:
      test: ["CMD", "curl", "-f", "http://localhost"]
      interval: 1m30s
      timeout: 10s
      retries: 3
      start_period: 40s
      start_interval: 5s
`,
    ],
    [
      // docs.docker.com → Compose file reference → Services → depends_on (long syntax).
      'the long depends_on syntax of the services reference',
      `services:
  web:
    build: .
    depends_on:
      db:
        condition: service_healthy
        restart: true
      redis:
        condition: service_started
  redis:
    image: redis
  db:
    image: postgres
`,
    ],
    [
      'a volume declared empty',
      'services:\n  db:\n    image: postgres\n    volumes:\n      - dados:/var/lib/postgresql/data\nvolumes:\n  dados:\n',
    ],
    [
      'extension fields and merge keys',
      'x-base: &base\n  restart: always\nservices:\n  web:\n    <<: *base\n    image: nginx\n',
    ],
  ])('accepts %s', (_name, body) => {
    expect(problemOf('compose', body)).toBeNull();
  });

  it.each([
    [
      'ports as a plain string',
      QUICKSTART.replace('    ports:\n      - "8000:5000"', '    ports: "8000:5000"'),
      'services.web.ports',
      'deveria ser lista, mas é texto.',
    ],
    [
      'a misspelt service option',
      QUICKSTART.replace('    image: "redis:alpine"', '    imagem: "redis:alpine"'),
      'services.redis.imagem',
      /"imagem" não existe/,
    ],
    // Compose takes most scalars as text too (for ${VARIABLE} interpolation), but not maps.
    [
      'a healthcheck given as text',
      'services:\n  web:\n    image: nginx\n    healthcheck: curl -f http://localhost\n',
      'services.web.healthcheck',
      'deveria ser mapa (chave: valor), mas é texto.',
    ],
    ['an unknown top-level key', `${QUICKSTART}servers: {}\n`, 'servers', /não existe/],
  ])('refuses %s', (_name, body, path, message) => {
    const problem = problemOf('compose', body);
    expect(problem?.path).toBe(path);
    if (typeof message === 'string') expect(problem?.message).toBe(message);
    else expect(problem?.message).toMatch(message);
  });
});

// Adapted from docs.aws.amazon.com → CloudFormation → AWS::EC2::SecurityGroup (examples).
const SECURITY_GROUP = `AWSTemplateFormatVersion: "2010-09-09"
Parameters:
  myVPC:
    Type: AWS::EC2::VPC::Id
Resources:
  InstanceSecurityGroup:
    Type: AWS::EC2::SecurityGroup
    Properties:
      GroupDescription: Allow http to client host
      VpcId: !Ref myVPC
      SecurityGroupIngress:
        - IpProtocol: tcp
          FromPort: 80
          ToPort: 80
          CidrIp: 0.0.0.0/0
      SecurityGroupEgress:
        - IpProtocol: tcp
          FromPort: 80
          ToPort: 80
          CidrIp: 0.0.0.0/0
`;

describe('CloudFormation (registry schemas)', () => {
  it.each([
    ['the security group example', SECURITY_GROUP],
    [
      'a bucket with intrinsics where strings, objects and integers go',
      `Conditions:
  Prod: !Equals [!Ref AWS::AccountId, "123456789012"]
Resources:
  Logs:
    Type: AWS::S3::Bucket
    Properties:
      BucketName: !Sub "logs-\${AWS::AccountId}"
      VersioningConfiguration: !If [Prod, { Status: Enabled }, !Ref AWS::NoValue]
      LifecycleConfiguration:
        Rules:
          - Status: Enabled
            ExpirationInDays: !FindInMap [Retencao, !Ref AWS::Region, Dias]
  Policy:
    Type: AWS::S3::BucketPolicy
    Properties:
      Bucket: !Ref Logs
      PolicyDocument:
        Statement:
          - Effect: Deny
            Principal: "*"
            Action: "s3:*"
            Resource: !Sub "\${Logs.Arn}/*"
            Condition: { Bool: { "aws:SecureTransport": "false" } }
`,
    ],
    [
      'a role in JSON',
      JSON.stringify({
        Resources: {
          Role: {
            Type: 'AWS::IAM::Role',
            Properties: {
              AssumeRolePolicyDocument: {
                Version: '2012-10-17',
                Statement: [
                  { Effect: 'Allow', Principal: { Service: 'ec2.amazonaws.com' }, Action: 'sts:AssumeRole' },
                ],
              },
              ManagedPolicyArns: ['arn:aws:iam::aws:policy/AmazonS3ReadOnlyAccess'],
            },
          },
        },
      }),
    ],
    [
      'a resource type without a vendored schema',
      'Resources:\n  Key:\n    Type: AWS::KMS::Key\n    Properties:\n      Anything: 1\n',
    ],
  ])('accepts %s', (_name, body) => {
    expect(problemOf('cloudformation', body)).toBeNull();
  });

  it.each([
    [
      'no Resources',
      'AWSTemplateFormatVersion: "2010-09-09"\n',
      '(raiz)',
      'falta o campo obrigatório "Resources".',
    ],
    ['a misspelt section', `${SECURITY_GROUP}Output: {}\n`, 'Output', /não existe/],
    [
      'a security group without GroupDescription',
      SECURITY_GROUP.replace('      GroupDescription: Allow http to client host\n', ''),
      'Resources.InstanceSecurityGroup.Properties',
      'falta o campo obrigatório "GroupDescription".',
    ],
    [
      'a misspelt property',
      'Resources:\n  B:\n    Type: AWS::S3::Bucket\n    Properties:\n      BucketNmae: x\n',
      'Resources.B.Properties.BucketNmae',
      /"BucketNmae" não existe/,
    ],
    [
      'a versioning status out of the enum',
      'Resources:\n  B:\n    Type: AWS::S3::Bucket\n    Properties:\n      VersioningConfiguration:\n        Status: On\n',
      'Resources.B.Properties.VersioningConfiguration.Status',
      'o valor "On" não é aceito; valores possíveis: ["Enabled","Suspended"].',
    ],
    [
      'a read-only property',
      'Resources:\n  B:\n    Type: AWS::S3::Bucket\n    Properties:\n      Arn: arn:aws:s3:::b\n',
      'Resources.B.Properties.Arn',
      /somente leitura/,
    ],
    [
      'a bad DeletionPolicy',
      'Resources:\n  B:\n    Type: AWS::S3::Bucket\n    DeletionPolicy: Keep\n',
      'Resources.B.DeletionPolicy',
      /não é aceito/,
    ],
    [
      'a port as text where an integer goes',
      SECURITY_GROUP.replace('FromPort: 80', 'FromPort: http'),
      'Resources.InstanceSecurityGroup.Properties.SecurityGroupIngress[0].FromPort',
      'deveria ser número inteiro, mas é texto.',
    ],
  ])('refuses %s', (_name, body, path, message) => {
    const problem = problemOf('cloudformation', body);
    expect(problem?.path).toBe(path);
    if (typeof message === 'string') expect(problem?.message).toBe(message);
    else expect(problem?.message).toMatch(message);
  });
});

describe('speed', () => {
  it('checks a Deployment well under 20 ms once the schema is compiled', () => {
    problemOf('kubernetes', NGINX_DEPLOYMENT);
    const start = performance.now();
    for (let round = 0; round < 10; round += 1) problemOf('kubernetes', NGINX_DEPLOYMENT);
    expect((performance.now() - start) / 10).toBeLessThan(20);
  });
});
