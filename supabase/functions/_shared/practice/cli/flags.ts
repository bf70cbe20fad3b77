// What the matcher knows of each program's flags: which take a value, and the short form of a
// long one. Flags keyed by subcommand win over the program's (docker build -t is --tag, docker
// run -t is --tty). A flag missing here is a switch unless the spec expects a value for it.

export type FlagArity =
  /** Present or not: `--recursive`. */
  | 'switch'
  /** One value: `--region sa-east-1` or `--region=sa-east-1`. */
  | 'value'
  /** A value only after `=` (pflag's optional values): `--dry-run=client`. */
  | 'optional'
  /** Every following word up to the next flag (aws's list parameters): `--filters A B`. */
  | 'list';

export interface FlagInfo {
  /** The canonical name, as specs and details write it: `--namespace`, `-auto-approve`. */
  name: string;
  arity: FlagArity;
}

export interface ProgramInfo {
  /**
   * `posix`: `--long`, `-s`, combined short switches (`-it`) and attached values (`-nprod`).
   * `go`: Go's flag package (terraform): one dash or two, `-name value` or `-name=value`.
   */
  style: 'posix' | 'go';
  /** Flags accepted anywhere in the command. */
  flags: Record<string, FlagArity>;
  /** Short form → long form, for the whole program. */
  short: Record<string, string>;
  /** By subcommand (its words joined by a space): flags and short forms of that subcommand. */
  subcommands: Record<string, { flags?: Record<string, FlagArity>; short?: Record<string, string> }>;
  /**
   * Subcommands after whose N-th positional word nothing is the program's own flag any more
   * (`docker run IMAGE COMMAND…`: flags after the image belong to the container's command).
   */
  stopAfter: Record<string, number>;
}

const DOCKER_RUN = {
  flags: {
    '--detach': 'switch',
    '--publish': 'value',
    '--publish-all': 'switch',
    '--env': 'value',
    '--env-file': 'value',
    '--volume': 'value',
    '--mount': 'value',
    '--interactive': 'switch',
    '--tty': 'switch',
    '--name': 'value',
    '--rm': 'switch',
    '--network': 'value',
    '--restart': 'value',
    '--user': 'value',
    '--workdir': 'value',
    '--entrypoint': 'value',
    '--cpus': 'value',
    '--memory': 'value',
    '--read-only': 'switch',
    '--privileged': 'switch',
    '--cap-add': 'value',
    '--cap-drop': 'value',
    '--health-cmd': 'value',
    '--health-interval': 'value',
    '--platform': 'value',
    '--pull': 'value',
    '--label': 'value',
    '--init': 'switch',
    '--hostname': 'value',
    '--add-host': 'value',
    '--security-opt': 'value',
  },
  short: {
    '-d': '--detach',
    '-p': '--publish',
    '-P': '--publish-all',
    '-e': '--env',
    '-v': '--volume',
    '-i': '--interactive',
    '-t': '--tty',
    '-u': '--user',
    '-w': '--workdir',
    '-m': '--memory',
    '-l': '--label',
    '-h': '--hostname',
  },
} as const;

const DOCKER_BUILD = {
  flags: {
    '--tag': 'value',
    '--file': 'value',
    '--build-arg': 'value',
    '--no-cache': 'switch',
    '--target': 'value',
    '--platform': 'value',
    '--pull': 'switch',
    '--quiet': 'switch',
    '--progress': 'value',
    '--push': 'switch',
    '--load': 'switch',
    '--label': 'value',
    '--secret': 'value',
    '--cache-from': 'value',
    '--cache-to': 'value',
    '--network': 'value',
  },
  short: { '-t': '--tag', '-f': '--file', '-q': '--quiet' },
} as const;

const DOCKER_EXEC = {
  flags: {
    '--interactive': 'switch',
    '--tty': 'switch',
    '--detach': 'switch',
    '--env': 'value',
    '--user': 'value',
    '--workdir': 'value',
  },
  short: {
    '-i': '--interactive',
    '-t': '--tty',
    '-d': '--detach',
    '-e': '--env',
    '-u': '--user',
    '-w': '--workdir',
  },
} as const;

const DOCKER_PS = {
  flags: {
    '--all': 'switch',
    '--quiet': 'switch',
    '--filter': 'value',
    '--format': 'value',
    '--last': 'value',
  },
  short: { '-a': '--all', '-q': '--quiet', '-f': '--filter', '-n': '--last' },
} as const;

const DOCKER_LOGS = {
  flags: { '--follow': 'switch', '--tail': 'value', '--timestamps': 'switch', '--since': 'value' },
  short: { '-f': '--follow', '-t': '--timestamps', '-n': '--tail' },
} as const;

const DOCKER_COMPOSE = {
  flags: {
    '--file': 'value',
    '--project-name': 'value',
    '--detach': 'switch',
    '--build': 'switch',
    '--volumes': 'switch',
    '--profile': 'value',
    '--env-file': 'value',
  },
  short: { '-f': '--file', '-p': '--project-name', '-d': '--detach', '-v': '--volumes' },
} as const;

const DOCKER_RM = {
  flags: { '--force': 'switch', '--volumes': 'switch' },
  short: { '-f': '--force', '-v': '--volumes' },
} as const;

const DOCKER_LOGIN = {
  flags: { '--username': 'value', '--password': 'value', '--password-stdin': 'switch' },
  short: { '-u': '--username', '-p': '--password' },
} as const;

export const PROGRAMS: Record<string, ProgramInfo> = {
  kubectl: {
    style: 'posix',
    flags: {
      '--namespace': 'value',
      '--filename': 'value',
      '--output': 'value',
      '--selector': 'value',
      '--container': 'value',
      '--all-namespaces': 'switch',
      '--stdin': 'switch',
      '--tty': 'switch',
      '--kustomize': 'value',
      '--recursive': 'switch',
      '--context': 'value',
      '--kubeconfig': 'value',
      '--cluster': 'value',
      '--replicas': 'value',
      '--image': 'value',
      '--port': 'value',
      '--target-port': 'value',
      '--type': 'value',
      '--dry-run': 'optional',
      '--timeout': 'value',
      '--watch': 'switch',
      '--from-literal': 'value',
      '--from-file': 'value',
      '--from-env-file': 'value',
      '--to-revision': 'value',
      '--revision': 'value',
      '--all': 'switch',
      '--force': 'switch',
      '--grace-period': 'value',
      '--show-labels': 'switch',
      '--label-columns': 'value',
      '--sort-by': 'value',
      '--field-selector': 'value',
      '--previous': 'switch',
      '--tail': 'value',
      '--since': 'value',
      '--follow': 'switch',
      '--overwrite': 'switch',
      '--record': 'switch',
      '--server-side': 'switch',
      '--prune': 'switch',
      '--wait': 'optional',
      '--for': 'value',
      '--current-replicas': 'value',
      '--min': 'value',
      '--max': 'value',
      '--cpu-percent': 'value',
      '--env': 'value',
      '--limits': 'value',
      '--requests': 'value',
      '--cascade': 'optional',
      '--ignore-not-found': 'optional',
      '--validate': 'optional',
    },
    short: {
      '-n': '--namespace',
      '-f': '--filename',
      '-o': '--output',
      '-l': '--selector',
      '-c': '--container',
      '-A': '--all-namespaces',
      '-i': '--stdin',
      '-t': '--tty',
      '-k': '--kustomize',
      '-R': '--recursive',
      '-w': '--watch',
      '-L': '--label-columns',
      '-p': '--previous',
      '-e': '--env',
    },
    subcommands: {
      logs: { short: { '-f': '--follow', '-p': '--previous' } },
    },
    stopAfter: {},
  },
  docker: {
    style: 'posix',
    flags: {
      '--context': 'value',
      '--host': 'value',
      '--debug': 'switch',
      '--log-level': 'value',
      '--config': 'value',
    },
    short: { '-H': '--host', '-D': '--debug' },
    subcommands: {
      run: DOCKER_RUN,
      create: DOCKER_RUN,
      'container run': DOCKER_RUN,
      'container create': DOCKER_RUN,
      build: DOCKER_BUILD,
      'image build': DOCKER_BUILD,
      'buildx build': DOCKER_BUILD,
      exec: DOCKER_EXEC,
      'container exec': DOCKER_EXEC,
      ps: DOCKER_PS,
      'container ls': DOCKER_PS,
      logs: DOCKER_LOGS,
      'container logs': DOCKER_LOGS,
      compose: DOCKER_COMPOSE,
      rm: DOCKER_RM,
      'container rm': DOCKER_RM,
      login: DOCKER_LOGIN,
      images: {
        flags: { '--all': 'switch', '--quiet': 'switch' },
        short: { '-a': '--all', '-q': '--quiet' },
      },
      push: {
        flags: { '--all-tags': 'switch', '--quiet': 'switch' },
        short: { '-a': '--all-tags', '-q': '--quiet' },
      },
      pull: {
        flags: { '--all-tags': 'switch', '--quiet': 'switch' },
        short: { '-a': '--all-tags', '-q': '--quiet' },
      },
      stop: { flags: { '--time': 'value', '--timeout': 'value' }, short: { '-t': '--time' } },
      restart: { flags: { '--time': 'value', '--timeout': 'value' }, short: { '-t': '--time' } },
      rmi: { flags: { '--force': 'switch' }, short: { '-f': '--force' } },
    },
    stopAfter: { run: 1, create: 1, 'container run': 1, 'container create': 1, exec: 1, 'container exec': 1 },
  },
  az: {
    style: 'posix',
    flags: {
      '--resource-group': 'value',
      '--name': 'value',
      '--location': 'value',
      '--output': 'value',
      '--query': 'value',
      '--subscription': 'value',
      '--image': 'value',
      '--size': 'value',
      '--admin-username': 'value',
      '--generate-ssh-keys': 'switch',
      '--yes': 'switch',
      '--no-wait': 'switch',
      '--sku': 'value',
      '--tags': 'list',
      '--kind': 'value',
      '--debug': 'switch',
      '--verbose': 'switch',
      '--only-show-errors': 'switch',
      '--account-name': 'value',
      '--container-name': 'value',
      '--public-access': 'value',
      '--https-only': 'value',
      '--min-tls-version': 'value',
      '--allow-blob-public-access': 'value',
      '--auth-mode': 'value',
      '--source': 'value',
      '--destination': 'value',
      '--node-count': 'value',
      '--enable-addons': 'value',
      '--plan': 'value',
      '--runtime': 'value',
      '--vnet-name': 'value',
      '--subnet': 'value',
      '--address-prefixes': 'list',
    },
    short: { '-g': '--resource-group', '-n': '--name', '-l': '--location', '-o': '--output', '-y': '--yes' },
    subcommands: {},
    stopAfter: {},
  },
  aws: {
    style: 'posix',
    flags: {
      // Global options (accepted before or after the command).
      '--region': 'value',
      '--profile': 'value',
      '--output': 'value',
      '--query': 'value',
      '--endpoint-url': 'value',
      '--debug': 'switch',
      '--no-verify-ssl': 'switch',
      '--no-paginate': 'switch',
      '--no-cli-pager': 'switch',
      '--no-sign-request': 'switch',
      '--color': 'value',
      '--ca-bundle': 'value',
      '--cli-read-timeout': 'value',
      '--cli-connect-timeout': 'value',
      '--cli-binary-format': 'value',
      '--page-size': 'value',
      '--max-items': 'value',
      '--starting-token': 'value',
      '--dry-run': 'switch',
      '--no-dry-run': 'switch',
      // s3 (high-level commands).
      '--recursive': 'switch',
      '--dryrun': 'switch',
      '--quiet': 'switch',
      '--delete': 'switch',
      '--exact-timestamps': 'switch',
      '--size-only': 'switch',
      '--follow-symlinks': 'switch',
      '--no-follow-symlinks': 'switch',
      '--no-progress': 'switch',
      '--only-show-errors': 'switch',
      '--human-readable': 'switch',
      '--summarize': 'switch',
      '--no-guess-mime-type': 'switch',
      '--force': 'switch',
      '--exclude': 'value',
      '--include': 'value',
      '--acl': 'value',
      '--storage-class': 'value',
      '--sse': 'value',
      '--sse-kms-key-id': 'value',
      '--cache-control': 'value',
      '--content-type': 'value',
      '--content-encoding': 'value',
      '--content-disposition': 'value',
      '--expires': 'value',
      '--metadata': 'value',
      '--metadata-directive': 'value',
      '--grants': 'list',
      '--source-region': 'value',
      '--expires-in': 'value',
      // ec2 and friends.
      '--instance-ids': 'list',
      '--filters': 'list',
      '--group-ids': 'list',
      '--group-id': 'value',
      '--group-name': 'value',
      '--image-id': 'value',
      '--image-ids': 'list',
      '--instance-type': 'value',
      '--key-name': 'value',
      '--security-group-ids': 'list',
      '--subnet-id': 'value',
      '--vpc-id': 'value',
      '--count': 'value',
      '--tag-specifications': 'list',
      '--user-data': 'value',
      '--description': 'value',
      '--protocol': 'value',
      '--port': 'value',
      '--cidr': 'value',
      '--resources': 'list',
      '--tags': 'list',
      '--owners': 'list',
      // s3api, iam, sts.
      '--bucket': 'value',
      '--key': 'value',
      '--body': 'value',
      '--policy': 'value',
      '--role-name': 'value',
      '--user-name': 'value',
      '--policy-arn': 'value',
      '--policy-document': 'value',
      '--assume-role-policy-document': 'value',
      '--public-access-block-configuration': 'value',
      '--server-side-encryption-configuration': 'value',
      '--versioning-configuration': 'value',
      '--create-bucket-configuration': 'value',
    },
    short: {},
    subcommands: {},
    stopAfter: {},
  },
  terraform: {
    style: 'go',
    flags: {
      '-chdir': 'value',
      '-auto-approve': 'switch',
      '-var': 'value',
      '-var-file': 'value',
      '-out': 'value',
      '-input': 'switch',
      '-target': 'value',
      '-replace': 'value',
      '-lock': 'switch',
      '-lock-timeout': 'value',
      '-parallelism': 'value',
      '-refresh': 'switch',
      '-refresh-only': 'switch',
      '-destroy': 'switch',
      '-upgrade': 'switch',
      '-reconfigure': 'switch',
      '-migrate-state': 'switch',
      '-backend': 'switch',
      '-backend-config': 'value',
      '-json': 'switch',
      '-no-color': 'switch',
      '-compact-warnings': 'switch',
      '-detailed-exitcode': 'switch',
      '-recursive': 'switch',
      '-check': 'switch',
      '-diff': 'switch',
      '-write': 'switch',
      '-state': 'value',
      '-force-copy': 'switch',
    },
    short: {},
    subcommands: {},
    stopAfter: {},
  },
};

export const PROGRAM_NAMES = Object.keys(PROGRAMS);

/** The subcommand key whose table applies, given the positional words read so far. */
export function subcommandKey(info: ProgramInfo, positionals: readonly string[]): string | null {
  const two = positionals.slice(0, 2).join(' ');
  if (positionals.length >= 2 && two in info.subcommands) return two;
  const one = positionals[0];
  return one !== undefined && one in info.subcommands ? one : null;
}

/** The canonical name of a flag as written (`-n` → `--namespace`; terraform `--out` → `-out`). */
export function canonicalFlag(info: ProgramInfo, key: string | null, written: string): string {
  if (info.style === 'go') return written.replace(/^--/, '-');
  const table = key ? info.subcommands[key] : undefined;
  return table?.short?.[written] ?? info.short[written] ?? written;
}

/** What the table says of a canonical flag, or null when it does not know it. */
export function flagArity(info: ProgramInfo, key: string | null, name: string): FlagArity | null {
  const table = key ? info.subcommands[key] : undefined;
  return table?.flags?.[name] ?? info.flags[name] ?? null;
}
