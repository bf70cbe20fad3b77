// A database's schema as text, read from its catalogue: each table with its columns, constraints,
// indexes, row level security, policies, triggers and grants; every function's body, owner,
// grants and comment; the storage buckets and their policies, and the triggers the app puts on
// Auth's tables. Only the app's schemas (public, private): Supabase's own objects are left out.
// Two databases with the same text have the same schema, down to what a schema diff (migra) does
// not compare: function grants, column grants, comments, buckets. `npm run db:diff` and
// tests/integration/schema-files.test.ts compare the migrated database with the schema files'
// (docs/database-changes.md).
import postgres from 'postgres';

const APP_SCHEMAS = ['public', 'private'];

const HEADER = '-- The schema of one database, read from its catalogue.';

/** Table privileges in the order GRANT lists them. */
const PRIVILEGE_ORDER = [
  'SELECT',
  'INSERT',
  'UPDATE',
  'DELETE',
  'TRUNCATE',
  'REFERENCES',
  'TRIGGER',
  'MAINTAIN',
  'USAGE',
  'CREATE',
  'EXECUTE',
];

const byText = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * GRANT statements for one object from its exploded ACL rows ({ grantee, privilege, grantable }),
 * the owner left out (it holds every privilege anyway). Grantees with the same privileges share a
 * statement.
 */
function grantStatements(rows, on, owner) {
  const perGrantee = new Map();
  for (const { grantee, privilege, grantable } of rows) {
    if (grantee === owner) continue;
    const key = `${grantee}\u0000${grantable}`;
    if (!perGrantee.has(key)) perGrantee.set(key, { grantee, grantable, privileges: [] });
    perGrantee.get(key).privileges.push(privilege);
  }
  const statements = new Map();
  for (const { grantee, grantable, privileges } of perGrantee.values()) {
    privileges.sort((a, b) => PRIVILEGE_ORDER.indexOf(a) - PRIVILEGE_ORDER.indexOf(b));
    const what = `grant ${privileges.join(', ').toLowerCase()} on ${on} to`;
    const suffix = grantable ? ' with grant option' : '';
    const key = `${what}\u0000${suffix}`;
    if (!statements.has(key)) statements.set(key, { what, suffix, grantees: [] });
    statements.get(key).grantees.push(grantee);
  }
  return [...statements.values()]
    .map(({ what, suffix, grantees }) => `${what} ${grantees.sort(byText).join(', ')}${suffix};`)
    .sort(byText);
}

function groupBy(rows, key) {
  const groups = new Map();
  for (const row of rows) {
    const value = row[key];
    if (!groups.has(value)) groups.set(value, []);
    groups.get(value).push(row);
  }
  return groups;
}

function section(title) {
  return `\n-- ${'='.repeat(96)}\n-- ${title}\n-- ${'='.repeat(96)}`;
}

function commentStatement(kind, name, comment) {
  return comment == null ? [] : [`comment on ${kind} ${name} is ${quoteLiteral(comment)};`];
}

function quoteLiteral(text) {
  return `'${text.replaceAll("'", "''")}'`;
}

/** Reads the catalogue in one transaction with an empty search_path, so every name comes qualified. */
export async function readCatalogue(sql) {
  return sql.begin(async (tx) => {
    await tx`set local search_path = ''`;
    const schemas = APP_SCHEMAS;

    const namespaces = await tx`
      select n.nspname as name, pg_get_userbyid(n.nspowner) as owner, obj_description(n.oid, 'pg_namespace') as comment,
        coalesce((
          select json_agg(json_build_object('grantee', case when a.grantee = 0 then 'public' else pg_get_userbyid(a.grantee) end,
            'privilege', a.privilege_type, 'grantable', a.is_grantable))
          from aclexplode(coalesce(n.nspacl, acldefault('n', n.nspowner))) a), '[]') as acl
      from pg_namespace n where n.nspname = any(${schemas}) order by n.nspname`;

    const enums = await tx`
      select t.oid::regtype::text as name, array_agg(e.enumlabel order by e.enumsortorder) as labels,
        obj_description(t.oid, 'pg_type') as comment
      from pg_type t join pg_enum e on e.enumtypid = t.oid
      where t.typnamespace::regnamespace::text = any(${schemas})
      group by t.oid order by 1`;

    const domains = await tx`
      select t.oid::regtype::text as name, format_type(t.typbasetype, t.typtypmod) as base, t.typnotnull as not_null,
        t.typdefault as default_value,
        coalesce((select array_agg(pg_get_constraintdef(c.oid, true) order by c.conname) from pg_constraint c where c.contypid = t.oid), '{}') as checks
      from pg_type t where t.typtype = 'd' and t.typnamespace::regnamespace::text = any(${schemas}) order by 1`;

    const relations = await tx`
      select c.oid, c.oid::regclass::text as name, c.relkind as kind, pg_get_userbyid(c.relowner) as owner,
        c.relrowsecurity as rls, c.relforcerowsecurity as force_rls, c.reloptions as options,
        obj_description(c.oid, 'pg_class') as comment,
        case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid, true) end as view_definition,
        coalesce((
          select json_agg(json_build_object('grantee', case when a.grantee = 0 then 'public' else pg_get_userbyid(a.grantee) end,
            'privilege', a.privilege_type, 'grantable', a.is_grantable))
          from aclexplode(coalesce(c.relacl, acldefault(case when c.relkind = 'S' then 's' else 'r' end::"char", c.relowner))) a), '[]') as acl
      from pg_class c
      where c.relnamespace::regnamespace::text = any(${schemas}) and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
        and not exists (select from pg_depend d where d.objid = c.oid and d.deptype = 'i' and d.classid = 'pg_class'::regclass)
      order by 2`;

    const columns = await tx`
      select a.attrelid::regclass::text as relation, quote_ident(a.attname) as name, format_type(a.atttypid, a.atttypmod) as type,
        a.attnotnull as not_null, a.attidentity as identity, a.attgenerated as generated,
        pg_get_expr(d.adbin, d.adrelid) as default_value, col_description(a.attrelid, a.attnum) as comment,
        coalesce((
          select json_agg(json_build_object('grantee', case when x.grantee = 0 then 'public' else pg_get_userbyid(x.grantee) end,
            'privilege', x.privilege_type, 'grantable', x.is_grantable))
          from aclexplode(a.attacl) x), '[]') as acl
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where c.relnamespace::regnamespace::text = any(${schemas}) and c.relkind in ('r', 'p', 'v', 'm', 'f')
        and a.attnum > 0 and not a.attisdropped
      order by 1, a.attnum`;

    const constraints = await tx`
      select c.conrelid::regclass::text as relation, quote_ident(c.conname) as name, pg_get_constraintdef(c.oid, true) as definition
      from pg_constraint c join pg_class r on r.oid = c.conrelid
      where r.relnamespace::regnamespace::text = any(${schemas}) and c.contype in ('p', 'u', 'f', 'c', 'x')
      order by 1, 2`;

    const indexes = await tx`
      select i.indrelid::regclass::text as relation, i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i join pg_class r on r.oid = i.indrelid
      where r.relnamespace::regnamespace::text = any(${schemas})
        and not exists (select from pg_constraint c where c.conindid = i.indexrelid and c.conrelid = i.indrelid)
      order by 1, 2`;

    // Policies on the app's tables, and the app's policies on Storage's tables.
    const policies = await tx`
      select format('%I.%I', p.schemaname, p.tablename) as relation, p.policyname as name, p.permissive, p.roles, p.cmd,
        p.qual, p.with_check
      from pg_policies p
      where p.schemaname = any(${schemas}) or p.schemaname = 'storage'
      order by 1, 2`;

    // Only triggers that run the app's functions: a test's fault-injection trigger lives in its own schema.
    const triggers = await tx`
      select t.tgrelid::regclass::text as relation, quote_ident(t.tgname) as name, pg_get_triggerdef(t.oid, true) as definition
      from pg_trigger t join pg_proc f on f.oid = t.tgfoid
      where not t.tgisinternal and f.pronamespace::regnamespace::text = any(${schemas})
      order by 1, 2`;

    const functions = await tx`
      select f.oid::regprocedure::text as signature, f.pronamespace::regnamespace::text as schema, f.proname as name,
        pg_get_function_identity_arguments(f.oid) as arguments, pg_get_userbyid(f.proowner) as owner,
        pg_get_functiondef(f.oid) as definition, obj_description(f.oid, 'pg_proc') as comment,
        coalesce((
          select json_agg(json_build_object('grantee', case when a.grantee = 0 then 'public' else pg_get_userbyid(a.grantee) end,
            'privilege', a.privilege_type, 'grantable', a.is_grantable))
          from aclexplode(coalesce(f.proacl, acldefault('f', f.proowner))) a), '[]') as acl
      from pg_proc f
      where f.pronamespace::regnamespace::text = any(${schemas}) and f.prokind in ('f', 'p')
      order by 2, 3, 4`;

    const buckets = await tx`
      select id, name, public, file_size_limit::text as file_size_limit, allowed_mime_types
      from storage.buckets order by id`;

    return {
      namespaces,
      enums,
      domains,
      relations,
      columns,
      constraints,
      indexes,
      policies,
      triggers,
      functions,
      buckets,
    };
  });
}

function columnLine(column) {
  let line = `  ${column.name} ${column.type}`;
  if (column.generated === 's') line += ` generated always as (${column.default_value}) stored`;
  else if (column.default_value != null) line += ` default ${column.default_value}`;
  if (column.identity === 'a') line += ' generated always as identity';
  if (column.identity === 'd') line += ' generated by default as identity';
  if (column.not_null) line += ' not null';
  return line;
}

function policyStatement(policy) {
  const lines = [`create policy ${quoteLiteralIdent(policy.name)} on ${policy.relation}`];
  if (policy.permissive !== 'PERMISSIVE') lines.push(`  as ${policy.permissive.toLowerCase()}`);
  lines.push(`  for ${policy.cmd.toLowerCase()} to ${[...policy.roles].sort(byText).join(', ')}`);
  if (policy.qual != null) lines.push(`  using (${policy.qual})`);
  if (policy.with_check != null) lines.push(`  with check (${policy.with_check})`);
  return `${lines.join('\n')};`;
}

/** Policy names are free text (ours are sentences): always quoted. */
function quoteLiteralIdent(name) {
  return `"${name.replaceAll('"', '""')}"`;
}

const RELATION_KIND = {
  r: 'table',
  p: 'table',
  f: 'foreign table',
  v: 'view',
  m: 'materialized view',
  S: 'sequence',
};

function relationBlock(relation, parts) {
  const { columns = [], constraints = [], indexes = [], policies = [], triggers = [] } = parts;
  const kind = RELATION_KIND[relation.kind];
  const out = [`\n-- ${relation.name} ${'-'.repeat(Math.max(3, 92 - relation.name.length))}`];
  if (relation.kind === 'v' || relation.kind === 'm') {
    const options = relation.options?.length
      ? ` with (${[...relation.options].sort(byText).join(', ')})`
      : '';
    out.push(`create ${kind} ${relation.name}${options} as\n${relation.view_definition.trimEnd()}`);
  } else if (relation.kind === 'S') {
    out.push(`create sequence ${relation.name};`);
  } else {
    const body = [
      ...columns.map(columnLine),
      ...constraints.map((constraint) => `  constraint ${constraint.name} ${constraint.definition}`),
    ];
    const options = relation.options?.length
      ? ` with (${[...relation.options].sort(byText).join(', ')})`
      : '';
    out.push(`create ${kind} ${relation.name} (\n${body.join(',\n')}\n)${options};`);
  }
  if (relation.owner !== 'postgres') out.push(`alter ${kind} ${relation.name} owner to ${relation.owner};`);
  if (relation.rls) out.push(`alter table ${relation.name} enable row level security;`);
  if (relation.force_rls) out.push(`alter table ${relation.name} force row level security;`);
  for (const index of indexes) out.push(`${index.definition};`);
  for (const policy of policies) out.push(policyStatement(policy));
  for (const trigger of triggers) out.push(`${trigger.definition};`);
  out.push(
    ...grantStatements(
      relation.acl,
      `${kind === 'sequence' ? 'sequence' : 'table'} ${relation.name}`,
      relation.owner,
    ),
  );
  const columnGrants = columns.flatMap((column) =>
    column.acl.map((entry) => ({ ...entry, privilege: `${entry.privilege} (${column.name})` })),
  );
  out.push(...columnGrantStatements(columnGrants, relation.name));
  out.push(...commentStatement(kind === 'sequence' ? 'sequence' : kind, relation.name, relation.comment));
  for (const column of columns)
    out.push(...commentStatement('column', `${relation.name}.${column.name}`, column.comment));
  return out.join('\n');
}

/** Column grants, one statement per grantee and privilege: `grant update (a, b) on table t to x;`. */
function columnGrantStatements(rows, relation) {
  const groups = new Map();
  for (const { grantee, privilege, grantable } of rows) {
    const [, kind, column] = /^(\w+) \((.*)\)$/.exec(privilege);
    const key = `${grantee}\u0000${kind}\u0000${grantable}`;
    if (!groups.has(key)) groups.set(key, { grantee, kind, grantable, columns: [] });
    groups.get(key).columns.push(column);
  }
  return [...groups.values()]
    .map(
      ({ grantee, kind, grantable, columns }) =>
        `grant ${kind.toLowerCase()} (${columns.join(', ')}) on table ${relation} to ${grantee}${grantable ? ' with grant option' : ''};`,
    )
    .sort(byText);
}

function render(catalogue) {
  const out = [HEADER];

  out.push(section('Schemas'));
  for (const namespace of catalogue.namespaces) {
    out.push(
      namespace.name === 'public' ? '-- public (every database has it)' : `create schema ${namespace.name};`,
    );
    out.push(...grantStatements(namespace.acl, `schema ${namespace.name}`, namespace.owner));
    out.push(...commentStatement('schema', namespace.name, namespace.comment));
  }

  if (catalogue.enums.length || catalogue.domains.length) {
    out.push(section('Types'));
    for (const type of catalogue.enums) {
      out.push(`create type ${type.name} as enum (${type.labels.map(quoteLiteral).join(', ')});`);
      out.push(...commentStatement('type', type.name, type.comment));
    }
    for (const domain of catalogue.domains) {
      let line = `create domain ${domain.name} as ${domain.base}`;
      if (domain.default_value != null) line += ` default ${domain.default_value}`;
      if (domain.not_null) line += ' not null';
      out.push(`${line}${domain.checks.map((check) => ` ${check}`).join('')};`);
    }
  }

  const byRelation = (rows) => groupBy(rows, 'relation');
  const columns = byRelation(catalogue.columns);
  const constraints = byRelation(catalogue.constraints);
  const indexes = byRelation(catalogue.indexes);
  const policies = byRelation(catalogue.policies);
  const triggers = byRelation(catalogue.triggers);
  const partsOf = (name) => ({
    columns: columns.get(name),
    constraints: constraints.get(name),
    indexes: indexes.get(name),
    policies: policies.get(name),
    triggers: triggers.get(name),
  });

  const tables = catalogue.relations.filter((relation) => ['r', 'p', 'f'].includes(relation.kind));
  const views = catalogue.relations.filter((relation) => ['v', 'm'].includes(relation.kind));
  const sequences = catalogue.relations.filter((relation) => relation.kind === 'S');
  out.push(
    section(
      'Tables (by name): columns, constraints, row level security, indexes, policies, triggers, grants',
    ),
  );
  for (const table of tables) out.push(relationBlock(table, partsOf(table.name)));
  if (views.length) {
    out.push(section('Views'));
    for (const view of views) out.push(relationBlock(view, partsOf(view.name)));
  }
  if (sequences.length) {
    out.push(section('Sequences not owned by a column'));
    for (const sequence of sequences) out.push(relationBlock(sequence, {}));
  }

  out.push(section('Functions (by schema, then name): the current body and who may execute it'));
  for (const fn of catalogue.functions) {
    out.push(`\n-- ${fn.schema}.${fn.name}(${fn.arguments})`);
    out.push(`${fn.definition.trimEnd()};`);
    if (fn.owner !== 'postgres') out.push(`alter function ${fn.signature} owner to ${fn.owner};`);
    out.push(...grantStatements(fn.acl, `function ${fn.signature}`, fn.owner));
    out.push(...commentStatement('function', fn.signature, fn.comment));
  }

  out.push(section('Storage: the buckets and their policies'));
  for (const bucket of catalogue.buckets) {
    const mimeTypes = bucket.allowed_mime_types
      ? `array[${bucket.allowed_mime_types.map(quoteLiteral).join(', ')}]`
      : 'null';
    out.push(
      `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)\n  values (${quoteLiteral(bucket.id)}, ${quoteLiteral(bucket.name)}, ${bucket.public}, ${bucket.file_size_limit ?? 'null'}, ${mimeTypes});`,
    );
  }
  for (const [relation, rows] of policies) {
    if (!relation.startsWith('storage.')) continue;
    out.push(...rows.map(policyStatement));
  }

  const foreignTriggers = [...triggers].filter(
    ([relation]) => !APP_SCHEMAS.some((schema) => relation.startsWith(`${schema}.`)),
  );
  if (foreignTriggers.length) {
    out.push(section("Triggers the app puts on Supabase's tables"));
    for (const [, rows] of foreignTriggers) out.push(...rows.map((trigger) => `${trigger.definition};`));
  }

  return `${out.join('\n')}\n`;
}

/** Returns the schema text of the database at `databaseUrl`. */
export async function describeSchema(databaseUrl) {
  const sql = postgres(databaseUrl, { max: 1, idle_timeout: 5, onnotice: () => {} });
  try {
    return render(await readCatalogue(sql));
  } finally {
    await sql.end();
  }
}
