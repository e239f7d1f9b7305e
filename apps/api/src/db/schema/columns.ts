import { customType, integer, numeric } from 'drizzle-orm/pg-core';
import type { AnyPgColumn, ReferenceConfig } from 'drizzle-orm/pg-core';

/** `integer not null references …`: a row that always belongs to another table's row. */
export const requiredReference = (target: () => AnyPgColumn, actions?: ReferenceConfig['actions']) =>
  integer().notNull().references(target, actions);

/** Amounts in SAR with two decimals, read as numbers. */
export const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });

/** Bytes (`bytea`), read as a Buffer from either driver (PGlite answers a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
