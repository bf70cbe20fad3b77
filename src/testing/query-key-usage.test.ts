// @vitest-environment node
// Where query keys are written: beside their query options in a feature's api/ files, or, when more
// than one feature uses a key, in src/lib/shared-query-keys.ts (docs/architecture.md, "Query keys").
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

const sourceRoot = path.resolve(import.meta.dirname, '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = sourceFiles(sourceRoot).map((file) =>
  path.relative(sourceRoot, file).split(path.sep).join('/'),
);
const read = (file: string) => readFileSync(path.join(sourceRoot, file), 'utf8');
const sharedKeysFile = 'lib/shared-query-keys.ts';

function offenders(pattern: RegExp, candidates = files): string[] {
  return candidates.filter((file) => pattern.test(read(file)));
}

/** The feature (or shared layer) a source file belongs to. */
function ownerOf(file: string): string {
  const [layer, name] = file.split('/');
  return layer === 'features' ? `features/${name}` : (layer ?? file);
}

/** Every key of the shared factory by its path ('learner.course'). */
function sharedKeyPaths(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([name, value]) => {
    const keyPath = prefix ? `${prefix}.${name}` : name;
    return typeof value === 'function' ? [keyPath] : sharedKeyPaths(value as object, keyPath);
  });
}

describe('query keys', () => {
  it('are written only in a feature api/ file or the shared keys', () => {
    const elsewhere = files.filter(
      (file) => file !== sharedKeysFile && !/^features\/[^/]+\/api\//.test(file),
    );
    expect(offenders(/queryKey:\s*[[`'"]/, elsewhere)).toEqual([]);
  });

  it('every invalidation, removal or refetch names a key (never "everything")', () => {
    expect(
      offenders(/(invalidate|remove|refetch|reset)Queries\(\s*(\)|\{\s*(refetchType|predicate|type)\b)/),
    ).toEqual([]);
  });

  it('a shared key is used by more than one feature (otherwise it belongs to that feature)', () => {
    const usedByOne = sharedKeyPaths(sharedQueryKeys).filter((keyPath) => {
      const pattern = new RegExp(`sharedQueryKeys\\.${keyPath.replace(/\./g, '\\.')}\\(`);
      const owners = new Set(offenders(pattern).map(ownerOf));
      return owners.size < 2;
    });
    expect(usedByOne).toEqual([]);
  });
});
