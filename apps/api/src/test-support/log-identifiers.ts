import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';

/** Every national id, passport, border, visa and iqama number a store holds (demo data and what tests added). */
export const storedIdentifiers = async (database: DatabaseHandle): Promise<string[]> => {
  const columns = (await database.db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public'
      and column_name in ('national_id', 'passport_number', 'border_number', 'visa_number', 'iqama_number')
  `)) as unknown as { rows?: { table_name: string; column_name: string }[] };
  const values = new Set<string>();
  for (const { table_name, column_name } of columns.rows ?? []) {
    const result = (await database.db.execute(
      sql`select distinct ${sql.identifier(column_name)}::text as value from ${sql.identifier(table_name)}
          where ${sql.identifier(column_name)} is not null`,
    )) as unknown as { rows?: { value: string }[] };
    for (const { value } of result.rows ?? []) if (value.length >= 5) values.add(value);
  }
  return [...values];
};

/**
 * The identifiers a log holds as whole values (not digits inside another number, such as a response
 * time 21.2219100000002), with the lines that hold them.
 */
export const identifiersIn = (log: string, identifiers: readonly string[]) => {
  const whole = (identifier: string) => new RegExp(`(?<![\\d.])${identifier}(?![\\d])`);
  const found = identifiers.filter((identifier) => whole(identifier).test(log));
  const lines = log.split('\n').filter((line) => found.some((identifier) => whole(identifier).test(line)));
  return { found, lines };
};
