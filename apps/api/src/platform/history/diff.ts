import type { FieldChanges } from '@portal/contracts/history';

const normalise = (value: unknown): unknown => {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value;
};

const same = (a: unknown, b: unknown): boolean =>
  a === b || (typeof a === 'object' && a !== null && JSON.stringify(a) === JSON.stringify(b));

/**
 * `{ field: { from, to } }` for every field of `after` whose value differs from `before`. Fields
 * missing from `after` are not compared (a partial update leaves them alone); undefined counts as
 * null and dates are compared and recorded as ISO strings.
 */
export const diffChanges = <T extends object>(before: T, after: Partial<T>): FieldChanges => {
  const changes: FieldChanges = {};
  for (const field of Object.keys(after) as (keyof T & string)[]) {
    const from = normalise(before[field]);
    const to = normalise(after[field]);
    if (!same(from, to)) changes[field] = { from, to };
  }
  return changes;
};

/** Every given field of a new record as `{ from: null, to }` (the "create" entry). */
export const creationChanges = <T extends object>(
  record: T,
  fields: readonly (keyof T & string)[],
): FieldChanges =>
  diffChanges({} as T, Object.fromEntries(fields.map((field) => [field, record[field]])) as Partial<T>);

/** Every given field of a deleted record as `{ from, to: null }` (the "delete" entry). */
export const deletionChanges = <T extends object>(
  record: T,
  fields: readonly (keyof T & string)[],
): FieldChanges =>
  Object.fromEntries(fields.map((field) => [field, { from: normalise(record[field]), to: null }]));
