import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';
import { preparedPerConnection } from './named-statements';

/**
 * The sizes a batch statement is prepared for (decision 0083). PostgreSQL plans a statement whose
 * keys come as an array (`unnest($1)`, `= any($1)`) for a hundred of them when it makes its generic
 * plan, which then costs far more than a plan made for the one key at hand: it plans the statement
 * anew at every run, and planning was three quarters of the session read. With one placeholder per
 * key the count is in the statement's text, the generic plan costs what a custom one does, and it
 * is kept after five runs. A batch is padded to the next size (its last key repeated), so a
 * connection keeps at most this many statements per batch query.
 */
export const BATCH_SIZES: readonly number[] = [1, 2, 4, 8, 16, 32, 64, 100];

/** The most keys one batch statement takes (the largest size); {@link inBatches} splits longer lists. */
export const MAX_BATCH_SIZE = 100;

/** The keys in batches of at most {@link MAX_BATCH_SIZE}, each padded to its prepared size. */
export const inBatches = <K>(keys: readonly K[]): { size: number; keys: K[] }[] => {
  const batches: { size: number; keys: K[] }[] = [];
  for (let start = 0; start < keys.length; start += MAX_BATCH_SIZE) {
    const batch = keys.slice(start, start + MAX_BATCH_SIZE);
    const size = BATCH_SIZES.find((candidate) => candidate >= batch.length) ?? MAX_BATCH_SIZE;
    const last = batch[batch.length - 1] as K;
    batches.push({ size, keys: [...batch, ...Array<K>(size - batch.length).fill(last)] });
  }
  return batches;
};

/** A key's columns in a batch statement: each column's SQL type and how a key gives its value. */
export type KeyColumns<K> = Record<string, { type: string; of: (key: K) => unknown }>;

/**
 * `(values (…), (…)) as <alias>(<columns>)` with a row of placeholders per key (`<column>_<row>`),
 * and the values that fill them for a padded batch.
 */
export const keyRows = <K>(alias: string, columns: KeyColumns<K>) => {
  const names = Object.keys(columns);
  return {
    table: (size: number): SQL => {
      const rows = Array.from(
        { length: size },
        (_, row) =>
          sql`(${sql.join(
            names.map((name) => sql`${sql.placeholder(`${name}_${row}`)}::${sql.raw(columns[name]!.type)}`),
            sql`, `,
          )})`,
      );
      return sql`(values ${sql.join(rows, sql`, `)}) as ${sql.raw(alias)}(${sql.raw(names.join(', '))})`;
    },
    values: (keys: readonly K[]): Record<string, unknown> => {
      const values: Record<string, unknown> = {};
      keys.forEach((key, row) => {
        for (const name of names) values[`${name}_${row}`] = columns[name]!.of(key);
      });
      return values;
    },
  };
};

/** A batch statement built once per connection and per batch size ({@link BATCH_SIZES}). */
export const preparedPerBatchSize = <S>(
  build: (db: Database, size: number) => S,
): ((db: Pick<Database, 'execute'>, size: number) => S) => {
  const perConnection = preparedPerConnection(() => new Map<number, S>());
  return (db, size) => {
    const kept = perConnection(db);
    let statement = kept.get(size);
    if (statement === undefined) {
      statement = build(db as Database, size);
      kept.set(size, statement);
    }
    return statement;
  };
};
