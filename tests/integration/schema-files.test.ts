// supabase/schemas (the database as it should be) and supabase/migrations (how hosted projects got
// there) must give the same schema: migra finds nothing either way, and the two catalogues read
// the same (function grants, comments and buckets included, which migra does not compare).
// docs/database-changes.md says how a change is made.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { schemasDirectory } from '../../scripts/lib/migrated-database.mjs';
import { compareSchemas } from '../../scripts/lib/schema-diff.mjs';
import { stack } from '../support/stack';

// Two databases built from 75+ files and diffed: about 8 s on a quiet 2-core machine, several times
// that on a loaded one. The budget is for that work, not a wait.
const DIFF_BUDGET_MS = 120_000;

describe('the schema files and the migrations', () => {
  it(
    'agree: no diff either way (npm run db:diff -- <name> writes the migration that is missing)',
    async () => {
      const { forward, backward, differences } = await compareSchemas(stack.databaseUrl);
      expect(forward, 'migrations → schema files').toBe('');
      expect(backward, 'schema files → migrations').toBe('');
      expect(differences).toEqual([]);
    },
    DIFF_BUDGET_MS,
  );

  describe('the comparison fails when a schema file changes without its migration', () => {
    const copy = mkdtempSync(path.join(os.tmpdir(), 'trilha-schemas-'));
    cpSync(schemasDirectory, copy, { recursive: true });
    afterAll(() => rmSync(copy, { recursive: true, force: true }));

    const edit = (file: string, from: string, to: string) => {
      const target = path.join(copy, file);
      const text = readFileSync(target, 'utf8');
      expect(text).toContain(from);
      writeFileSync(target, text.replace(from, to));
    };

    it(
      'a policy, a function grant and a comment that the migrations do not have',
      async () => {
        edit(
          '06_community.sql',
          'create policy "Users can read their own notifications"',
          'create policy "People read their own notifications"',
        );
        edit(
          '10_my-data.sql',
          'revoke execute on function public.export_my_data() from anon, public;',
          'revoke execute on function public.export_my_data() from public;',
        );
        edit(
          '04_certificates.sql',
          "comment on column public.certificates.revoked_at is 'When it was revoked (null: valid).';",
          "comment on column public.certificates.revoked_at is 'When it was revoked.';",
        );
        const { forward, backward, differences } = await compareSchemas(stack.databaseUrl, { schemas: copy });
        expect(forward).toContain('People read their own notifications');
        expect(backward).toContain('Users can read their own notifications');
        expect(differences).toContain(
          '+ grant execute on function public.export_my_data() to anon, authenticated, service_role;',
        );
        expect(differences).toContain(
          "+ comment on column public.certificates.revoked_at is 'When it was revoked.';",
        );
      },
      DIFF_BUDGET_MS,
    );
  });
});
