// @vitest-environment node
// Every query key comes from src/lib/query-keys.ts, and every invalidation names its key.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const sourceRoot = path.resolve(import.meta.dirname, '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = sourceFiles(sourceRoot).filter((file) => !file.endsWith(path.join('lib', 'query-keys.ts')));

function offenders(pattern: RegExp): string[] {
  return files
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(sourceRoot, file));
}

describe('query keys', () => {
  it('are never written as literals outside the factory', () => {
    expect(offenders(/queryKey:\s*[[`'"]/)).toEqual([]);
  });

  it('every invalidation, removal or refetch names a key (never "everything")', () => {
    expect(
      offenders(/(invalidate|remove|refetch|reset)Queries\(\s*(\)|\{\s*(refetchType|predicate|type)\b)/),
    ).toEqual([]);
  });
});
