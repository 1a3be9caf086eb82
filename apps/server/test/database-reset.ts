import type { ExecuteSql } from '../src/db/client.js';

/**
 * Puts a test database back to the template it was cloned from. One read finds what differs from the template (a
 * table holding rows it did not have, or a table of the template's rows whose count or content changed); then, in
 * one transaction, those tables and every table whose foreign keys point at them are emptied, the template's rows
 * copied back from a private schema (foreign keys off meanwhile), and every moved sequence set back. A file touches
 * a handful of tables, so a reset costs milliseconds, not the whole schema. Then a check compares every table's row
 * count with the template's, so a table the reset missed fails the next file instead of leaking into it.
 */
const COPIES = 'ojeador_test_template';

type TableName = { schema: string; name: string };
type Table = TableName & { rows: number; columns: string[]; hash: string | null; referencedBy: string[] };
type Sequence = { schema: string; name: string; lastValue: string | null; start: string };
export type TemplateState = { tables: Table[]; sequences: Sequence[] };

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const qualified = (t: TableName) => `${ident(t.schema)}.${ident(t.name)}`;
const key = (t: TableName) => `${t.schema}.${t.name}`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const copyOf = (t: TableName) => qualified({ schema: COPIES, name: key(t) });
/** The content of a table as one hash, for the few tables the template fills. */
const hashOf = (t: TableName) => `(SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM ${qualified(t)} x)`;

/** Every ordinary or partitioned table outside the system schemas and the copies (partitions come with their parent). */
async function listTables(execute: ExecuteSql): Promise<TableName[]> {
  const { rows } = await execute(
    `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
       AND n.nspname NOT IN ('pg_catalog', 'information_schema', ${literal(COPIES)})
       AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'
     ORDER BY 1, 2`,
    [],
  );
  return rows as TableName[];
}

/** Row counts, and the content hash where `hashed` says, of the tables, in one statement. */
async function measure(execute: ExecuteSql, tables: TableName[], hashed: (t: TableName) => boolean) {
  if (tables.length === 0) return [];
  const selects = tables.flatMap((t, i) => [`(SELECT count(*) FROM ${qualified(t)})::int AS c${i}`, ...(hashed(t) ? [`${hashOf(t)} AS h${i}`] : [])]);
  const row = (await execute(`SELECT ${selects.join(', ')}`, [])).rows[0] as Record<string, number | string | null>;
  return tables.map((_, i) => ({ rows: Number(row[`c${i}`]), hash: (row[`h${i}`] as string | undefined) ?? null }));
}

async function readSequences(execute: ExecuteSql): Promise<Sequence[]> {
  const { rows } = await execute(
    `SELECT schemaname AS schema, sequencename AS name, last_value::text AS "lastValue", start_value::text AS start
     FROM pg_sequences WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    [],
  );
  return rows as Sequence[];
}

/** Reads the template's state from a database just cloned from it, and keeps a copy of every non-empty table. */
export async function captureTemplate(execute: ExecuteSql): Promise<TemplateState> {
  const listed = await listTables(execute);
  const measured = await measure(execute, listed, () => true);
  const { rows: columnRows } = await execute(
    `SELECT n.nspname AS schema, c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
     FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '' AND c.relkind IN ('r', 'p')
     GROUP BY 1, 2`,
    [],
  );
  const columnsOf = new Map((columnRows as (TableName & { columns: string[] })[]).map((r) => [key(r), r.columns]));
  // Foreign keys between tables (partitions counted as their partitioned table): who must be emptied with whom.
  const { rows: keyRows } = await execute(
    `SELECT cn.nspname AS schema, c.relname AS name, rn.nspname AS "refSchema", r.relname AS "refName"
     FROM pg_constraint k
     JOIN pg_class c ON c.oid = pg_partition_root(k.conrelid) JOIN pg_namespace cn ON cn.oid = c.relnamespace
     JOIN pg_class r ON r.oid = pg_partition_root(k.confrelid) JOIN pg_namespace rn ON rn.oid = r.relnamespace
     WHERE k.contype = 'f'`,
    [],
  );
  const referencedBy = new Map<string, Set<string>>();
  for (const k of keyRows as (TableName & { refSchema: string; refName: string })[]) {
    const target = `${k.refSchema}.${k.refName}`;
    referencedBy.set(target, (referencedBy.get(target) ?? new Set()).add(key(k)));
  }
  const tables = listed.map((t, i) => ({
    ...t,
    rows: measured[i]?.rows ?? 0,
    hash: (measured[i]?.rows ?? 0) > 0 ? (measured[i]?.hash ?? null) : null,
    columns: columnsOf.get(key(t)) ?? [],
    referencedBy: [...(referencedBy.get(key(t)) ?? [])],
  }));
  const copies = tables.filter((t) => t.rows > 0).map((t) => `CREATE TABLE ${copyOf(t)} AS TABLE ${qualified(t)};`);
  await execute(`DROP SCHEMA IF EXISTS ${ident(COPIES)} CASCADE; CREATE SCHEMA ${ident(COPIES)}; ${copies.join(' ')}`);
  return { tables, sequences: await readSequences(execute) };
}

/** Empties what differs from the template (and what refers to it), refills the template's rows, resets sequences. */
export async function resetToTemplate(execute: ExecuteSql, state: TemplateState): Promise<void> {
  const now = await measure(execute, state.tables, (t) => (state.tables.find((s) => key(s) === key(t))?.rows ?? 0) > 0);
  const byKey = new Map(state.tables.map((t) => [key(t), t]));
  const changed = state.tables.filter((t, i) => now[i]?.rows !== t.rows || (t.rows > 0 && now[i]?.hash !== t.hash));
  const emptied = new Set(changed.map(key));
  for (const pending = [...emptied]; pending.length > 0;) {
    for (const referrer of byKey.get(pending.pop()!)?.referencedBy ?? []) {
      if (emptied.has(referrer) || !byKey.has(referrer)) continue;
      emptied.add(referrer);
      pending.push(referrer);
    }
  }
  const sequences = (await readSequences(execute)).filter((current) => {
    const template = state.sequences.find((s) => s.schema === current.schema && s.name === current.name);
    return template && template.lastValue !== current.lastValue;
  });
  if (emptied.size === 0 && sequences.length === 0) return;
  const tables = [...emptied].map((k) => byKey.get(k)!);
  const refills = tables
    .filter((t) => t.rows > 0)
    .map((t) => {
      const columns = t.columns.map(ident).join(', ');
      return `INSERT INTO ${qualified(t)} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM ${copyOf(t)};`;
    });
  const setvals = state.sequences
    .filter((s) => sequences.some((c) => c.schema === s.schema && c.name === s.name))
    .map((s) => `SELECT setval(${literal(qualified(s))}, ${Number(s.lastValue ?? s.start)}, ${s.lastValue !== null});`);
  await execute(
    [
      'BEGIN;',
      'SET LOCAL session_replication_role = replica;',
      ...(tables.length > 0 ? [`TRUNCATE ${tables.map(qualified).join(', ')} CASCADE;`] : []),
      ...refills,
      ...setvals,
      'COMMIT;',
    ].join('\n'),
  );
}

/** Throws when any table (one the template lacks included) holds another number of rows than the template did. */
export async function checkAgainstTemplate(execute: ExecuteSql, state: TemplateState): Promise<void> {
  const tables = await listTables(execute);
  const counts = await measure(execute, tables, () => false);
  const expected = new Map(state.tables.map((t) => [key(t), t.rows]));
  const drift = tables.map((t, i) => ({ table: key(t), rows: counts[i]?.rows ?? 0, template: expected.get(key(t)) })).filter((t) => t.template !== t.rows);
  const missing = [...expected.keys()].filter((k) => !tables.some((t) => key(t) === k));
  if (drift.length > 0 || missing.length > 0) {
    const said = drift.map((d) => `${d.table}: ${d.rows} rows, template ${d.template ?? 'had no such table'}`);
    throw new Error(`Test database not back to its template: ${[...said, ...missing.map((m) => `${m}: gone`)].join('; ')}`);
  }
}
