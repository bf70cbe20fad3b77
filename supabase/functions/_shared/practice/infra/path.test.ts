import { describe, expect, it } from 'vitest';
import { evaluatePath, formatPath, parsePath } from './path.ts';

describe('parsePath', () => {
  it.each([
    [
      'spec.replicas',
      [
        { type: 'key', key: 'spec' },
        { type: 'key', key: 'replicas' },
      ],
    ],
    [
      'spec.containers[*].image',
      [
        { type: 'key', key: 'spec' },
        { type: 'key', key: 'containers' },
        { type: 'wildcard' },
        { type: 'key', key: 'image' },
      ],
    ],
    [
      'Resources.*.Properties',
      [{ type: 'key', key: 'Resources' }, { type: 'wildcard' }, { type: 'key', key: 'Properties' }],
    ],
    [
      'ports[0]',
      [
        { type: 'key', key: 'ports' },
        { type: 'index', index: 0 },
      ],
    ],
    [
      'metadata.labels["app.kubernetes.io/name"]',
      [
        { type: 'key', key: 'metadata' },
        { type: 'key', key: 'labels' },
        { type: 'key', key: 'app.kubernetes.io/name' },
      ],
    ],
    [
      "data['game.properties']",
      [
        { type: 'key', key: 'data' },
        { type: 'key', key: 'game.properties' },
      ],
    ],
    [
      '["a\\"b"].c',
      [
        { type: 'key', key: 'a"b' },
        { type: 'key', key: 'c' },
      ],
    ],
  ])('reads %s', (source, segments) => {
    expect(parsePath(source)).toEqual(segments);
  });

  it.each(['', '.spec', 'spec.', 'spec..x', 'a[1', 'a[x]', 'a["x]', 'a]b', 'a[0]b'])(
    'refuses %j',
    (source) => {
      expect(typeof parsePath(source)).toBe('string');
    },
  );
});

describe('formatPath', () => {
  it.each([
    [['spec', 'containers', 0, 'image'], 'spec.containers[0].image'],
    [['metadata', 'labels', 'app.kubernetes.io/name'], 'metadata.labels["app.kubernetes.io/name"]'],
    [[], '(raiz)'],
  ])('writes %j as %s', (segments, text) => {
    expect(formatPath(segments)).toBe(text);
  });
});

describe('evaluatePath', () => {
  // The two-container Pod of kubernetes.io → Resource Management for Pods and Containers.
  const pod = {
    spec: {
      containers: [
        { name: 'app', resources: { limits: { memory: '128Mi', cpu: '500m' } } },
        { name: 'log-aggregator', resources: { requests: { memory: '64Mi' } } },
      ],
    },
  };
  const path = (source: string) => parsePath(source) as Exclude<ReturnType<typeof parsePath>, string>;

  it.each([
    [
      'spec.containers[*].resources.limits.memory',
      [
        { found: true, path: 'spec.containers[0].resources.limits.memory', value: '128Mi' },
        { found: false, path: 'spec.containers[1].resources.limits' },
      ],
    ],
    ['spec.containers[1].name', [{ found: true, path: 'spec.containers[1].name', value: 'log-aggregator' }]],
    ['spec.containers[5].name', [{ found: false, path: 'spec.containers[5]' }]],
    ['spec.volumes[*].name', [{ found: false, path: 'spec.volumes' }]],
    [
      'spec.containers[0].resources.limits.*',
      [
        { found: true, path: 'spec.containers[0].resources.limits.memory', value: '128Mi' },
        { found: true, path: 'spec.containers[0].resources.limits.cpu', value: '500m' },
      ],
    ],
    ['spec.containers[0].name.x', [{ found: false, path: 'spec.containers[0].name.x' }]],
  ])('walks %s', (source, leaves) => {
    expect(evaluatePath(pod, path(source))).toEqual(leaves);
  });

  it('ends a branch without a leaf on an empty list', () => {
    expect(evaluatePath({ items: [] }, path('items[*].name'))).toEqual([]);
  });

  it('keeps a null value as found', () => {
    expect(evaluatePath({ volumes: { dados: null } }, path('volumes.dados'))).toEqual([
      { found: true, path: 'volumes.dados', value: null },
    ]);
  });
});
