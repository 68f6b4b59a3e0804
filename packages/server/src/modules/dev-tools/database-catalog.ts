import type { DatabaseColumn, DatabaseRelationship, DatabaseTableSchema } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { GRANTED_TABLES, type GrantedTable } from "./exposed-tables.js";

interface ColumnRow {
  table_name: string;
  name: string;
  type: string;
  not_null: boolean;
  default_value: string | null;
  primary_key: boolean;
  unique_key: boolean;
  foreign_key: boolean;
}

interface ForeignKeyRow {
  from_table: string;
  from_column: string;
  to_table: string;
  to_column: string;
}

/**
 * Columns of the granted tables with their flags. Unique: the column alone is unique (a one-column unique
 * constraint or index), or unique within the organization (with organization_id only); a primary key is
 * flagged as such, not as unique. Partial and expression indexes are not counted.
 */
const COLUMNS_SQL = `
  SELECT c.relname AS table_name, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
         a.attnotnull AS not_null, pg_get_expr(d.adbin, d.adrelid) AS default_value,
         EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conrelid = c.oid AND k.contype = 'p'
                 AND a.attnum = ANY (k.conkey)) AS primary_key,
         EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.oid AND i.indisunique AND NOT i.indisprimary
                 AND i.indpred IS NULL AND a.attnum = ANY (i.indkey::int2[])
                 AND NOT EXISTS (SELECT 1 FROM unnest(i.indkey::int2[]) AS key(attnum)
                                 LEFT JOIN pg_attribute o ON o.attrelid = c.oid AND o.attnum = key.attnum
                                 WHERE key.attnum <> a.attnum
                                   AND (o.attname IS NULL OR o.attname <> 'organization_id'))) AS unique_key,
         EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conrelid = c.oid AND k.contype = 'f'
                 AND a.attnum = ANY (k.conkey)) AS foreign_key
  FROM pg_class c
  JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
  LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
  WHERE c.relnamespace = 'public'::regnamespace AND c.relname = ANY ($1::text[])
  ORDER BY c.relname, a.attnum`;

/** One-column foreign keys between granted tables (a reference to a table not granted is never shown). */
const FOREIGN_KEYS_SQL = `
  SELECT f.relname AS from_table, fa.attname AS from_column, t.relname AS to_table, ta.attname AS to_column
  FROM pg_constraint k
  JOIN pg_class f ON f.oid = k.conrelid
  JOIN pg_class t ON t.oid = k.confrelid
  JOIN pg_attribute fa ON fa.attrelid = f.oid AND fa.attnum = k.conkey[1]
  JOIN pg_attribute ta ON ta.attrelid = t.oid AND ta.attnum = k.confkey[1]
  WHERE k.contype = 'f' AND cardinality(k.conkey) = 1
    AND f.relnamespace = 'public'::regnamespace AND t.relnamespace = 'public'::regnamespace
    AND f.relname = ANY ($1::text[]) AND t.relname = ANY ($1::text[])
  ORDER BY f.relname, fa.attname`;

/** The organization's row count of each granted table, as the reader sees them (row-level security). */
export async function organizationRecordCounts(
  reader: Database,
  tables: readonly GrantedTable[] = GRANTED_TABLES,
): Promise<Map<string, number>> {
  // Table names come from GRANTED_TABLES, never from a request.
  const select = tables
    .map((table, index) => `(SELECT count(*) FROM "${table.name}") AS c${index}`)
    .join(", ");
  const row = await reader.one<Record<string, number>>(`SELECT ${select}`);
  return new Map(tables.map((table, index) => [table.name, row?.[`c${index}`] ?? 0]));
}

function relationshipsOf(table: string, keys: readonly ForeignKeyRow[]): DatabaseRelationship[] {
  const outgoing = keys
    .filter((key) => key.from_table === table)
    .map((key) => ({
      type: "many-to-one" as const,
      fromColumn: key.from_column,
      toTable: key.to_table,
      toColumn: key.to_column,
    }));
  const incoming = keys
    .filter((key) => key.to_table === table)
    .map((key) => ({
      type: "one-to-many" as const,
      fromColumn: key.to_column,
      toTable: key.from_table,
      toColumn: key.from_column,
    }));
  return [...outgoing, ...incoming];
}

/** The schema of granted tables (all of them by default), with the organization's record counts. */
export async function tableSchemas(
  reader: Database,
  tables: readonly GrantedTable[] = GRANTED_TABLES,
): Promise<DatabaseTableSchema[]> {
  const names = GRANTED_TABLES.map((table) => table.name);
  const columns = await reader.query<ColumnRow>(COLUMNS_SQL, [tables.map((table) => table.name)]);
  const keys = await reader.query<ForeignKeyRow>(FOREIGN_KEYS_SQL, [names]);
  const counts = await organizationRecordCounts(reader, tables);
  return tables.map((table) => ({
    name: table.name,
    displayName: table.displayName,
    description: table.description,
    recordCount: counts.get(table.name) ?? 0,
    columns: columns
      .filter((column) => column.table_name === table.name)
      .map(
        (column): DatabaseColumn => ({
          name: column.name,
          type: column.type,
          isPrimaryKey: column.primary_key,
          isRequired: column.not_null,
          isUnique: column.unique_key,
          isForeignKey: column.foreign_key,
          defaultValue: column.default_value,
        }),
      ),
    relationships: relationshipsOf(table.name, keys),
  }));
}
