/** Messages of the shared field building blocks (packages/contracts/src/fields.ts). Spread into en-US.ts. */
export const fieldsEnUS = {
  'validation.characters':
    'This value contains characters that cannot be stored (a NUL or a broken character).',
  'validation.id': 'Enter the number of an existing record (a whole number from 1 to 2147483647).',
  'validation.dateOutOfRange': 'Enter a date between 1900-01-01 and 2999-12-31.',
} as const;
