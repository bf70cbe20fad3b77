// @vitest-environment node
// The layering of eslint.config.js, proven with the project's real lint setup: code flows one
// way, shared (components, lib, config, utils) → features → app, and no feature reaches into
// another one by any path (the alias or a relative ../other-feature/...).
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The layering errors ESLint reports for `code` as if it were the file at `file`. */
async function layeringErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

const importing = (source: string) => `import * as other from '${source}';\nexport const used = other;\n`;

// The first lint loads ESLint's whole configuration (TypeScript's resolver included): seconds on a
// busy 2-core machine, past Vitest's 5 s default.
describe('import layering', { timeout: 30_000 }, () => {
  it.each([
    ['a relative path', 'src/features/books/components/probe.ts', '../../catalog/api/get-course'],
    ['the alias', 'src/features/books/components/probe.ts', '@/features/catalog/api/get-course'],
    ['a relative path from a feature root file', 'src/features/profile/probe.ts', '../auth/schemas/fields'],
  ])('a feature importing another feature through %s fails lint', async (_, file, source) => {
    expect(await layeringErrors(file, importing(source))).toEqual([
      expect.stringMatching(/A feature must not import another feature/),
    ]);
  });

  it.each([
    ['src/lib/probe.ts', '../features/catalog/api/get-course'],
    ['src/components/ui/probe.ts', '@/features/catalog/api/get-course'],
    ['src/utils/probe.ts', '../app/router'],
    ['src/config/probe.ts', '@/app/provider'],
  ])('shared code (%s) importing %s fails lint', async (file, source) => {
    expect(await layeringErrors(file, importing(source))).toEqual([
      expect.stringMatching(/Shared code must not depend on features or app/),
    ]);
  });

  it.each([
    ['src/features/catalog/api/probe.ts', '../../../app/router'],
    ['src/features/catalog/api/probe.ts', '@/app/provider'],
  ])('a feature importing app/ (%s → %s) fails lint', async (file, source) => {
    expect(await layeringErrors(file, importing(source))).toEqual([
      expect.stringMatching(/Features must not depend on app/),
    ]);
  });

  it.each([
    ['src/rules/probe.ts', '@/lib/supabase'],
    ['src/rules/probe.ts', '../components/ui/button'],
  ])('a domain rule (%s) importing infrastructure or components (%s) fails lint', async (file, source) => {
    expect(await layeringErrors(file, importing(source))).toEqual([
      expect.stringMatching(/Domain rules are plain logic/),
    ]);
  });

  it.each([
    ['a domain rule from a feature', 'src/features/auth/components/probe.ts', '@/rules/password-rules'],
    ['the generated database types from a domain rule', 'src/rules/probe.ts', '@/lib/database.types'],
    ['a file of the same feature', 'src/features/catalog/components/probe.ts', '../api/get-course'],
    ['shared code from a feature', 'src/features/catalog/components/probe.ts', '@/lib/utils'],
    ['shared code from shared code', 'src/components/ui/probe.ts', '../../lib/utils'],
    ['a feature from app/', 'src/app/routes/probe.ts', '@/features/catalog/api/get-course'],
  ])('%s is allowed', async (_, file, source) => {
    expect(await layeringErrors(file, importing(source))).toEqual([]);
  });
});
