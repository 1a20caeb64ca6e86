import { sql, type ComparisonOperatorExpression, type Expression, type Kysely, type SqlBool } from 'kysely';

export interface TableIndex {
  /** In order; a column may end in ` desc`. */
  columns: readonly string[];
  unique?: boolean;
  /** A partial index's rows: a column compared with a value, or a whole condition. */
  where?: readonly [column: string, operator: ComparisonOperatorExpression, value: unknown] | Expression<SqlBool>;
}

/**
 * A table's indexes, each named `<table>_<key>`, made in the order given. Migrations that already ran call this:
 * never change it, change the indexes in a new migration.
 */
export async function createIndexes(db: Kysely<any>, table: string, indexes: Record<string, TableIndex>): Promise<void> {
  for (const [key, { columns, unique, where }] of Object.entries(indexes)) {
    let index = db.schema
      .createIndex(`${table}_${key}`)
      .on(table)
      .columns([...columns]);
    if (unique) index = index.unique();
    if (where) index = isComparison(where) ? index.where(sql.ref(where[0]), where[1], where[2]) : index.where(where);
    await index.execute();
  }
}

function isComparison(where: NonNullable<TableIndex['where']>): where is Extract<TableIndex['where'], readonly unknown[]> {
  return Array.isArray(where);
}
