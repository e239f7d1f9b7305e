/** PostgreSQL's unique_violation, whichever driver (or drizzle's wrapper) reports it. */
export const isUniqueViolation = (error: unknown): boolean => {
  const codeOf = (value: unknown) =>
    value && typeof value === 'object' && 'code' in value ? (value as { code: unknown }).code : undefined;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
};
