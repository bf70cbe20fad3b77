// Runs the SQL tests of tests/database/*.sql (docs/testing.md, "SQL tests"): access rules that are
// pure SQL (grants, RLS, the schema lints), proven on the database itself, without the API.
//
// One throwaway database on the integration stack's Postgres, with what a hosted Supabase project
// has before our first migration and then every migration (scripts/lib/migrated-database.mjs;
// not the stack's own database, whose table grants @supabase/lite rewrites), plus our assertion
// set (tests/database/support/assertions.sql). Each file runs on its own connection, all files at
// once, inside a transaction that is rolled back, so files share no rows and leave nothing behind.
// Each assertion becomes one test here, named by its file and description.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { withMigratedDatabase } from '../../scripts/lib/migrated-database.mjs';
import { stack } from '../support/stack';

const directory = path.join(import.meta.dirname, '..', 'database');
const assertionSet = readFileSync(path.join(directory, 'support', 'assertions.sql'), 'utf8');
const files = readdirSync(directory)
  .filter((file) => file.endsWith('.sql'))
  .sort();

interface Assertion {
  kind: string;
  ok: boolean;
  description: string;
  detail: string | null;
  role: string;
}

interface FileRun {
  file: string;
  assertions: Assertion[];
  planned: number | null;
  error: string | null;
  milliseconds: number;
}

/** Line and column of a character offset (Postgres reports an error's position in the file's text). */
function lineOf(text: string, position: number) {
  const before = text.slice(0, Math.max(0, position - 1)).split('\n');
  return `linha (line) ${before.length}, coluna (column) ${before.at(-1)!.length + 1}`;
}

async function runFile(databaseUrl: string, file: string): Promise<FileRun> {
  const text = readFileSync(path.join(directory, file), 'utf8');
  const run: FileRun = { file, assertions: [], planned: null, error: null, milliseconds: 0 };
  // The runner owns the transaction: a file that ended it would leave its rows behind for the others.
  // (`begin;` as a statement: a PL/pgSQL block's `begin` has no semicolon.)
  const control = /^\s*(begin|commit|rollback|abort|start\s+transaction)(\s+(work|transaction))?\s*;/im.exec(
    text,
  );
  if (control) {
    run.error = `«${control[1]}»: o arquivo não controla a transação (a file does not control the transaction; the runner rolls it back)`;
    return run;
  }
  const db = postgres(databaseUrl, {
    max: 1,
    onnotice: (notice) => {
      const message = String(notice.message ?? '');
      if (!message.startsWith('trilha_tap ')) return;
      const report = JSON.parse(message.slice('trilha_tap '.length));
      if (report.kind === 'plan') run.planned = report.count;
      else run.assertions.push(report);
    },
  });
  const started = performance.now();
  try {
    const connection = await db.reserve();
    try {
      await connection.unsafe('begin');
      try {
        await connection.unsafe(text);
      } catch (error) {
        const failure = error as postgres.PostgresError;
        const where = failure.position ? ` (${lineOf(text, Number(failure.position))})` : '';
        run.error = `${failure.code ?? ''} ${failure.message}${where}`.trim();
      } finally {
        await connection.unsafe('rollback');
      }
    } finally {
      connection.release();
    }
  } finally {
    run.milliseconds = performance.now() - started;
    await db.end();
  }
  return run;
}

// Top-level: the assertions are known only once the files have run, and each one is a test.
const started = performance.now();
const runs = await withMigratedDatabase(stack.databaseUrl, async (databaseUrl) => {
  const owner = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await owner.unsafe(assertionSet);
  } finally {
    await owner.end();
  }
  return Promise.all(files.map((file) => runFile(databaseUrl, file)));
});
const total = performance.now() - started;
console.info(
  [
    `SQL tests: ${runs.reduce((sum, run) => sum + run.assertions.length, 0)} assertions in ${files.length} files, ${(total / 1000).toFixed(2)} s with the migrated database`,
    ...runs.map(
      (run) => `  ${run.file}: ${run.assertions.length} assertions, ${run.milliseconds.toFixed(0)} ms`,
    ),
  ].join('\n'),
);

describe('SQL tests (tests/database)', () => {
  it('there is at least one SQL test file', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const run of runs) {
    describe(run.file, () => {
      it('runs to its end with the number of assertions it plans', () => {
        if (run.error) {
          const last = run.assertions.at(-1);
          throw new Error(
            `${run.file} parou num erro (stopped at an error) depois de ${run.assertions.length} asserção(ões)` +
              ` (after ${run.assertions.length} assertion(s))${last ? `; a última (the last): «${last.description}»` : ''}:\n${run.error}`,
          );
        }
        if (run.planned === null)
          throw new Error(
            `${run.file}: sem trilha_tap.plan(n) (no plan): declare how many assertions it runs`,
          );
        if (run.planned !== run.assertions.length)
          throw new Error(
            `${run.file}: planejadas (planned) ${run.planned}, executadas (ran) ${run.assertions.length}`,
          );
      });

      // Same description twice in a file: vitest keeps both, numbered so a failure names the right one.
      run.assertions.forEach((assertion, index) => {
        it(`${index + 1}. ${assertion.description}`, () => {
          if (!assertion.ok)
            throw new Error(
              `não ok (not ok) ${index + 1} - ${assertion.description} [${assertion.kind}, como (as) ${assertion.role}]` +
                (assertion.detail ? `\n${assertion.detail}` : ''),
            );
        });
      });
    });
  }
});
