import { describe, expect, it } from 'vitest';
import { canonicalFlag, flagArity, PROGRAMS } from './flags.ts';
import { commandProblems, readCommand, valueHints, type ExpectedShape } from './match.ts';
import { splitCommands } from './shell.ts';

function read(line: string, hints: string[] = []) {
  const split = splitCommands(line);
  if ('error' in split) throw new Error(split.error.message);
  const command = readCommand(split.commands[0]!.words, 1, new Set(hints));
  return {
    positionals: command!.positionals,
    flags: Object.fromEntries(command!.flags),
    program: command!.program,
  };
}

describe('flags table', () => {
  it.each([
    ['kubectl', null, '-n', '--namespace'],
    ['kubectl', null, '-f', '--filename'],
    ['kubectl', 'logs', '-f', '--follow'],
    ['docker', 'build', '-t', '--tag'],
    ['docker', 'run', '-t', '--tty'],
    ['docker', 'run', '-p', '--publish'],
    ['az', null, '-g', '--resource-group'],
    ['terraform', null, '--auto-approve', '-auto-approve'],
    ['aws', null, '--region', '--region'],
  ])('%s %s: %s is %s', (program, key, written, name) => {
    expect(canonicalFlag(PROGRAMS[program]!, key, written)).toBe(name);
  });

  it.each([
    ['docker', 'build', '--tag', 'value'],
    ['docker', 'run', '--tty', 'switch'],
    ['aws', null, '--filters', 'list'],
    ['kubectl', null, '--dry-run', 'optional'],
    ['terraform', null, '-var', 'value'],
    ['aws', null, '--made-up', null],
  ])('%s %s: %s is a %s', (program, key, name, arity) => {
    expect(flagArity(PROGRAMS[program]!, key, name)).toBe(arity);
  });
});

describe('readCommand', () => {
  it.each<[string, string, string[], Record<string, (string | null)[]>]>([
    // docs.docker.com → docker container run: "docker run --name test -it debian".
    [
      'docker run (reference)',
      'docker run --name test -it debian',
      ['run', 'debian'],
      { '--name': ['test'], '--interactive': [null], '--tty': [null] },
    ],
    // docs.docker.com → docker container run: publishing ports, a command after the image.
    [
      'docker run with the container command',
      `docker run -d -p 80:80 my_image nginx -g 'daemon off;'`,
      ['run', 'my_image', 'nginx', '-g', 'daemon off;'],
      { '--detach': [null], '--publish': ['80:80'] },
    ],
    // docs.docker.com → docker buildx build: "docker build -t docker/apache:2.0 .".
    [
      'docker build -t',
      'docker build -t docker/apache:2.0 .',
      ['build', '.'],
      { '--tag': ['docker/apache:2.0'] },
    ],
    [
      'docker build --tag=',
      'docker build --tag=app:1 -f Dockerfile.prod .',
      ['build', '.'],
      { '--tag': ['app:1'], '--file': ['Dockerfile.prod'] },
    ],
    [
      'docker -dp combined',
      'docker run -dp 8080:80 nginx',
      ['run', 'nginx'],
      { '--detach': [null], '--publish': ['8080:80'] },
    ],
    ['docker attached value', 'docker run -p8080:80 nginx', ['run', 'nginx'], { '--publish': ['8080:80'] }],
    [
      'docker repeated -e',
      'docker run -e A=1 --env B=2 nginx',
      ['run', 'nginx'],
      { '--env': ['A=1', 'B=2'] },
    ],
    [
      'docker global flag before the subcommand',
      'docker --context prod ps -a',
      ['ps'],
      { '--context': ['prod'], '--all': [null] },
    ],
    [
      'docker container run',
      'docker container run -t ubuntu',
      ['container', 'run', 'ubuntu'],
      { '--tty': [null] },
    ],
    [
      'docker exec after --',
      'docker exec -it web -- sh -c ls',
      ['exec', 'web', 'sh', '-c', 'ls'],
      { '--interactive': [null], '--tty': [null] },
    ],
    // kubernetes.io → kubectl Quick Reference.
    [
      'kubectl apply -f',
      'kubectl apply -f ./my-manifest.yaml',
      ['apply'],
      { '--filename': ['./my-manifest.yaml'] },
    ],
    [
      'kubectl scale --replicas=',
      'kubectl scale --replicas=3 rs/foo',
      ['scale', 'rs/foo'],
      { '--replicas': ['3'] },
    ],
    [
      'kubectl namespace first',
      'kubectl -n prod get pods -o wide',
      ['get', 'pods'],
      { '--namespace': ['prod'], '--output': ['wide'] },
    ],
    [
      'kubectl --all-namespaces',
      'kubectl get pods --all-namespaces',
      ['get', 'pods'],
      { '--all-namespaces': [null] },
    ],
    ['kubectl logs -f is --follow', 'kubectl logs -f my-pod', ['logs', 'my-pod'], { '--follow': [null] }],
    [
      'kubectl exec -c and --',
      'kubectl exec my-pod -c my-container -- ls /',
      ['exec', 'my-pod', 'ls', '/'],
      { '--container': ['my-container'] },
    ],
    [
      'kubectl -it',
      'kubectl exec -it my-pod -- sh',
      ['exec', 'my-pod', 'sh'],
      { '--stdin': [null], '--tty': [null] },
    ],
    [
      'kubectl rollout status -w',
      'kubectl rollout status -w deployment/frontend',
      ['rollout', 'status', 'deployment/frontend'],
      { '--watch': [null] },
    ],
    [
      'kubectl --field-selector=',
      'kubectl get pods --field-selector=status.phase=Running',
      ['get', 'pods'],
      { '--field-selector': ['status.phase=Running'] },
    ],
    [
      'kubectl --dry-run takes no spaced value',
      'kubectl create deploy web --image=nginx --dry-run client',
      ['create', 'deploy', 'web', 'client'],
      { '--image': ['nginx'], '--dry-run': [null] },
    ],
    ['kubectl -n=', 'kubectl get pods -n=prod', ['get', 'pods'], { '--namespace': ['prod'] }],
    // docs.aws.amazon.com → AWS CLI Command Reference → s3 cp (recursively copying local files).
    [
      'aws s3 cp --recursive --exclude',
      'aws s3 cp myDir s3://mybucket/ --recursive --exclude "*.jpg"',
      ['s3', 'cp', 'myDir', 's3://mybucket/'],
      { '--recursive': [null], '--exclude': ['*.jpg'] },
    ],
    [
      'aws global options before the command',
      'aws --region sa-east-1 --profile dev s3 ls',
      ['s3', 'ls'],
      { '--region': ['sa-east-1'], '--profile': ['dev'] },
    ],
    // docs.aws.amazon.com → AWS CLI → ec2 describe-instances (filtering by instance type).
    [
      'aws list parameters',
      'aws ec2 describe-instances --filters Name=instance-type,Values=t2.micro,t3.micro Name=availability-zone,Values=us-east-2c --query "Reservations[*].Instances[*].InstanceId"',
      ['ec2', 'describe-instances'],
      {
        '--filters': [
          'Name=instance-type,Values=t2.micro,t3.micro',
          'Name=availability-zone,Values=us-east-2c',
        ],
        '--query': ['Reservations[*].Instances[*].InstanceId'],
      },
    ],
    [
      'an unknown flag is a switch',
      'aws s3 cp --made-up a s3://b',
      ['s3', 'cp', 'a', 's3://b'],
      { '--made-up': [null] },
    ],
    // learn.microsoft.com → az group create: "az group create -l westus -n MyResourceGroup".
    [
      'az short forms',
      'az group create -l westus -n MyResourceGroup',
      ['group', 'create'],
      { '--location': ['westus'], '--name': ['MyResourceGroup'] },
    ],
    [
      'az --tags list',
      'az group create -n g -l eastus --tags time=now dono=ana -o json',
      ['group', 'create'],
      { '--name': ['g'], '--location': ['eastus'], '--tags': ['time=now', 'dono=ana'], '--output': ['json'] },
    ],
    // developer.hashicorp.com → Terraform → Input Variables ("terraform apply -var=...").
    [
      'terraform -var=',
      'terraform apply -var="image_id=ami-abc123"',
      ['apply'],
      { '-var': ['image_id=ami-abc123'] },
    ],
    [
      'terraform -var value',
      "terraform plan -var 'name=value' -out=tfplan",
      ['plan'],
      { '-var': ['name=value'], '-out': ['tfplan'] },
    ],
    [
      'terraform -auto-approve and -chdir',
      'terraform -chdir=environments/production apply -auto-approve',
      ['apply'],
      { '-chdir': ['environments/production'], '-auto-approve': [null] },
    ],
    [
      'terraform bool with =',
      'terraform apply -input=false tfplan',
      ['apply', 'tfplan'],
      { '-input': ['false'] },
    ],
    ['env prefix and sudo', 'AWS_PROFILE=dev sudo docker ps', ['ps'], {}],
    ['a path as the program', '/usr/local/bin/kubectl get ns', ['get', 'ns'], {}],
  ])('%s', (_name, line, positionals, flags) => {
    const command = read(line);
    expect(command.positionals).toEqual(positionals);
    expect(command.flags).toEqual(flags);
  });

  it('takes a value for an unknown flag only when the spec expects one', () => {
    expect(read('aws s3 cp a s3://b --sse-c AES256').positionals).toEqual([
      's3',
      'cp',
      'a',
      's3://b',
      'AES256',
    ]);
    expect(read('aws s3 cp a s3://b --sse-c AES256', ['--sse-c']).flags).toEqual({ '--sse-c': ['AES256'] });
  });

  it('keeps an unknown program as plain words', () => {
    expect(read('gcloud storage cp a gs://b --recursive')).toEqual({
      program: 'gcloud',
      positionals: ['storage', 'cp', 'a', 'gs://b', '--recursive'],
      flags: {},
    });
  });
});

describe('commandProblems', () => {
  const expected: ExpectedShape = {
    program: 'aws',
    subcommand: ['s3', 'cp'],
    args: ['./site', 's3://meu-bucket/'],
    flags: {
      '--recursive': true,
      '--region': 'sa-east-1',
      '--exclude': ['*.psd', '*.tmp'],
      '--query': { matches: '^Contents' },
    },
    forbidden_flags: ['--acl'],
  };
  const problems = (line: string) => {
    const split = splitCommands(line);
    if ('error' in split) throw new Error(split.error.message);
    return commandProblems(expected, readCommand(split.commands[0]!.words, 1, valueHints(expected))!);
  };
  const ok = '--recursive --region sa-east-1 --exclude "*.psd" --exclude "*.tmp" --query Contents';

  it.each<[string, string, string[]]>([
    ['everything', `aws s3 cp ./site s3://meu-bucket/ ${ok}`, []],
    [
      'flags in any order, = form, equivalent paths',
      `aws s3 cp site s3://meu-bucket --query=Contents --exclude=*.tmp --region=sa-east-1 --exclude '*.psd' --recursive`,
      [],
    ],
    [
      'a missing switch',
      `aws s3 cp ./site s3://meu-bucket/ ${ok.replace('--recursive ', '')}`,
      ['Falta a opção --recursive.'],
    ],
    [
      'a wrong value',
      `aws s3 cp ./site s3://meu-bucket/ ${ok.replace('sa-east-1', 'us-east-1')}`,
      ['O valor de --region deve ser sa-east-1, não us-east-1.'],
    ],
    [
      'a missing value of a repeatable flag',
      `aws s3 cp ./site s3://meu-bucket/ ${ok.replace('--exclude "*.tmp" ', '')}`,
      ['Falta o valor *.tmp em --exclude.'],
    ],
    [
      'a value out of pattern',
      `aws s3 cp ./site s3://meu-bucket/ ${ok.replace('--query Contents', '--query Keys')}`,
      ['O valor de --query (Keys) não está no formato esperado.'],
    ],
    [
      'a forbidden flag',
      `aws s3 cp ./site s3://meu-bucket/ ${ok} --acl public-read`,
      ['A opção --acl não deve ser usada aqui.'],
    ],
    [
      'a wrong argument',
      `aws s3 cp ./public s3://meu-bucket/ ${ok}`,
      ['O argumento 1 deve ser ./site, não ./public.'],
    ],
    ['missing arguments', `aws s3 cp ${ok}`, ['Faltam os argumentos: ./site s3://meu-bucket/.']],
    [
      'extra arguments',
      `aws s3 cp ./site s3://meu-bucket/ extra ${ok}`,
      ['Os argumentos devem ser ./site s3://meu-bucket/, não ./site s3://meu-bucket/ extra.'],
    ],
    [
      'a missing valued flag',
      `aws s3 cp ./site s3://meu-bucket/ ${ok.replace('--region sa-east-1 ', '')}`,
      ['Falta a opção --region sa-east-1.'],
    ],
  ])('%s', (_name, line, expectedProblems) => {
    expect(problems(line)).toEqual(expectedProblems);
  });

  it('compares short and long forms by meaning', () => {
    const kubectl: ExpectedShape = {
      program: 'kubectl',
      subcommand: ['apply'],
      flags: { '-f': 'app.yaml', '--namespace': 'loja' },
    };
    const split = splitCommands('kubectl apply --filename=app.yaml -n loja');
    expect(
      'commands' in split && commandProblems(kubectl, readCommand(split.commands[0]!.words, 1)!),
    ).toEqual([]);
  });
});
