/** PostgreSQL's SQLSTATE of an error, whichever driver (or drizzle's wrapper around it) reports it. */
export const sqlStateOf = (error: unknown): unknown => {
  const codeOf = (value: unknown) =>
    value && typeof value === 'object' && 'code' in value ? (value as { code: unknown }).code : undefined;
  return codeOf(error) ?? codeOf((error as { cause?: unknown } | null)?.cause);
};

/** unique_violation: a value another row already holds. */
export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === '23505';

/** foreign_key_violation: a row other rows still refer to, or a reference to no row. */
export const isForeignKeyViolation = (error: unknown): boolean => sqlStateOf(error) === '23503';
