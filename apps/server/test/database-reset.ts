import type { ExecuteSql } from '../src/db/client.js';

/**
 * Puts a test database back to the template it was cloned from, in one transaction: every table of every schema
 * emptied, the rows the template had (reference data, pg-boss's queues, the migration journal) copied back from a
 * private schema, and every sequence set to the template's value. Then a check compares every table's row count
 * with the template's, so a table the reset missed fails the next file instead of leaking into it.
 */
const COPIES = 'ojeador_test_template';

type Table = { schema: string; name: string; rows: number; columns: string[] };
type Sequence = { schema: string; name: string; lastValue: string | null };
export type TemplateState = { tables: Table[]; sequences: Sequence[] };

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const qualified = (schema: string, name: string) => `${ident(schema)}.${ident(name)}`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const copyOf = (table: { schema: string; name: string }) => qualified(COPIES, `${table.schema}.${table.name}`);

/** Every ordinary or partitioned table outside the system schemas and the copies (partitions come with their parent). */
async function listTables(execute: ExecuteSql): Promise<{ schema: string; name: string }[]> {
  const { rows } = await execute(
    `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
       AND n.nspname NOT IN ('pg_catalog', 'information_schema', ${literal(COPIES)})
       AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'
     ORDER BY 1, 2`,
    [],
  );
  return rows as { schema: string; name: string }[];
}

async function countRows(execute: ExecuteSql, tables: { schema: string; name: string }[]): Promise<number[]> {
  if (tables.length === 0) return [];
  const selects = tables.map((t, i) => `(SELECT count(*) FROM ${qualified(t.schema, t.name)})::int AS c${i}`);
  const { rows } = await execute(`SELECT ${selects.join(', ')}`, []);
  const row = rows[0] as Record<string, number>;
  return tables.map((_, i) => Number(row[`c${i}`]));
}

/** Reads the template's state from a database just cloned from it, and keeps a copy of every non-empty table. */
export async function captureTemplate(execute: ExecuteSql): Promise<TemplateState> {
  const listed = await listTables(execute);
  const counts = await countRows(execute, listed);
  const { rows: columnRows } = await execute(
    `SELECT n.nspname AS schema, c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
     FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '' AND c.relkind IN ('r', 'p')
     GROUP BY 1, 2`,
    [],
  );
  const columnsOf = new Map((columnRows as { schema: string; name: string; columns: string[] }[]).map((r) => [`${r.schema}.${r.name}`, r.columns]));
  const tables = listed.map((t, i) => ({ ...t, rows: counts[i] ?? 0, columns: columnsOf.get(`${t.schema}.${t.name}`) ?? [] }));
  const { rows: sequenceRows } = await execute(
    `SELECT schemaname AS schema, sequencename AS name, last_value::text AS "lastValue" FROM pg_sequences
     WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    [],
  );
  const copies = tables.filter((t) => t.rows > 0).map((t) => `CREATE TABLE ${copyOf(t)} AS TABLE ${qualified(t.schema, t.name)};`);
  await execute(`DROP SCHEMA IF EXISTS ${ident(COPIES)} CASCADE; CREATE SCHEMA ${ident(COPIES)}; ${copies.join(' ')}`);
  return { tables, sequences: sequenceRows as Sequence[] };
}

/** The reset as one script: truncate all, copy the template's rows back (foreign keys off meanwhile), set sequences. */
export function resetScript(state: TemplateState): string {
  const all = state.tables.map((t) => qualified(t.schema, t.name)).join(', ');
  const refills = state.tables
    .filter((t) => t.rows > 0)
    .map((t) => {
      const columns = t.columns.map(ident).join(', ');
      return `INSERT INTO ${qualified(t.schema, t.name)} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM ${copyOf(t)};`;
    });
  const sequences = state.sequences.map((s) =>
    s.lastValue === null
      ? `SELECT setval(${literal(qualified(s.schema, s.name))}, 1, false);`
      : `SELECT setval(${literal(qualified(s.schema, s.name))}, ${Number(s.lastValue)}, true);`,
  );
  return ['BEGIN;', 'SET LOCAL session_replication_role = replica;', `TRUNCATE ${all} RESTART IDENTITY CASCADE;`, ...refills, ...sequences, 'COMMIT;'].join(
    '\n',
  );
}

/** Throws when any table (one the template lacks included) holds another number of rows than the template did. */
export async function checkAgainstTemplate(execute: ExecuteSql, state: TemplateState): Promise<void> {
  const tables = await listTables(execute);
  const counts = await countRows(execute, tables);
  const expected = new Map(state.tables.map((t) => [`${t.schema}.${t.name}`, t.rows]));
  const drift = tables
    .map((t, i) => ({ table: `${t.schema}.${t.name}`, rows: counts[i] ?? 0, template: expected.get(`${t.schema}.${t.name}`) }))
    .filter((t) => t.template !== t.rows);
  const missing = [...expected.keys()].filter((key) => !tables.some((t) => `${t.schema}.${t.name}` === key));
  if (drift.length > 0 || missing.length > 0) {
    const said = drift.map((d) => `${d.table}: ${d.rows} rows, template ${d.template ?? 'had no such table'}`);
    throw new Error(`Test database not back to its template: ${[...said, ...missing.map((m) => `${m}: gone`)].join('; ')}`);
  }
}
