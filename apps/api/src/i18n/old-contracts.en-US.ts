/** Messages of the old worker contracts module. Spread into en-US.ts. */
export const oldContractsEnUS = {
  'oldContracts.notFound': 'This old contract was not found.',
  'oldContracts.import.unknownCountry': 'Unknown country code {code}.',
  'validation.oldContractNumber': 'Enter the contract number: letters, digits, “-” or “/”, at most 30.',
  'validation.oldContractDate': 'Enter a contract date between 1980-01-01 and today.',
} as const;
