// Fault injection for "fails half-way" tests. A healthy database never fails the second write of
// a teacher change on its own, so a test adds a trigger that raises for exactly one row (chosen by
// a column value no other test uses). It lives in its own throwaway schema (never public/private,
// so the schema lints and the generated types never see it) and is dropped afterwards.
import { randomUUID } from 'node:crypto';
import { sql } from './stack';

export const FORCED_FAILURE = 'falha forçada pelo teste';

interface Fault {
  table: 'teacher_docs' | 'teacher_courses' | 'user_roles' | 'profiles';
  operation: 'INSERT' | 'UPDATE' | 'DELETE';
  /** The write fails for the row whose `column` equals `value`. */
  column: string;
  value: string;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** Makes one write fail; returns a function that removes the fault. */
export async function injectFault({ table, operation, column, value }: Fault): Promise<() => Promise<void>> {
  if (!IDENTIFIER.test(column)) throw new Error(`bad column name ${column}`);
  const schema = `fault_${randomUUID().replaceAll('-', '')}`;
  const row = operation === 'DELETE' ? 'old' : 'new';
  await sql.begin(async (tx) => {
    await tx.unsafe(`create schema ${schema}`);
    await tx.unsafe(`grant usage on schema ${schema} to anon, authenticated, service_role`);
    await tx.unsafe(`
      create function ${schema}.fail() returns trigger language plpgsql set search_path = '' as $fault$
      begin
        if ${row}.${column}::text = ${escapeLiteral(value)} then
          raise exception '${FORCED_FAILURE}';
        end if;
        return ${row};
      end
      $fault$`);
    await tx.unsafe(
      `create trigger ${schema} before ${operation} on public.${table} for each row execute function ${schema}.fail()`,
    );
  });
  return async () => {
    await sql.unsafe(`drop schema ${schema} cascade`);
  };
}

function escapeLiteral(value: string) {
  return `'${value.replaceAll("'", "''")}'`;
}
