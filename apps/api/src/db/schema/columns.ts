import { integer, numeric } from 'drizzle-orm/pg-core';
import type { AnyPgColumn, ReferenceConfig } from 'drizzle-orm/pg-core';

/** `integer not null references …`: a row that always belongs to another table's row. */
export const requiredReference = (target: () => AnyPgColumn, actions?: ReferenceConfig['actions']) =>
  integer().notNull().references(target, actions);

/** Amounts in SAR with two decimals, read as numbers. */
export const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });
