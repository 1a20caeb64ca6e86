import { sql, type RawBuilder } from 'kysely';

/** A `date` column read back as YYYY-MM-DD text, whatever the driver's date parsing. */
export function isoDate(column: string): RawBuilder<string> {
  return sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
}
