/** Server messages of the admin lookups (decision 0014) and the shared list/export patterns. Spread into en-US.ts. */
export const lookupsEnUS = {
  'validation.jobCode': 'Use letters, digits and hyphens only.',
  'errors.inUse': 'This record cannot be deleted because it is used in: {places}. Deactivate it instead.',
  'lookups.alreadyActive': 'This value is already active.',
  'lookups.alreadyInactive': 'This value is already deactivated.',
  'usage.candidates': 'HR pool candidates',
  'usage.visas': 'visas',
  'common.yes': 'Yes',
  'common.no': 'No',
  'contractTemplates.notOfCountry': 'The contract template does not belong to the chosen country.',
  'contractTemplates.countryTaken':
    'This country already has a contract template; open it to save a new version.',
  'jobs.codeTaken': 'The job code {code} is already used by another job.',
  'jobs.fileName': 'jobs',
  'jobs.gender.ANY': 'Any',
  'jobs.gender.FEMALE': 'Female',
  'jobs.gender.MALE': 'Male',
} as const;
