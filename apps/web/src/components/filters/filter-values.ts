/** The values of a multiselect filter (comma separated, blanks dropped). */
export const multiValues = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
