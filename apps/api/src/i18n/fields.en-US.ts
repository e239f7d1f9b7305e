/** Messages of the shared field building blocks (packages/contracts/src/fields.ts). Spread into en-US.ts. */
export const fieldsEnUS = {
  'validation.characters':
    'This value contains characters that cannot be stored (a NUL or a broken character).',
  'validation.id': 'Enter the number of an existing record (a whole number from 1 to 2147483647).',
  'validation.dateOutOfRange': 'Enter a date between 1900-01-01 and 2999-12-31.',
  'validation.number': 'Enter a number, in Latin or Arabic digits (for example 12000 or 1500.50).',
  'validation.rowVersion': 'Reload the record: the version it was opened on is missing or not valid.',
} as const;
