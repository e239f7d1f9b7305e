/**
 * Server messages of organisations, users (admin) and suspensions (decision 0010).
 * Spread into en-US.ts.
 */
export const organizationsEnUS = {
  'errors.organizationSuspended':
    'Your organisation is suspended: you can view information but not make changes.',
  'errors.licenceExpired':
    "Your organisation's licence has expired: you can view information and submit a licence update, but not make other changes.",
  'organizations.establishmentTaken':
    'An establishment with this labour office id and sequence number already exists.',
  'suspensions.alreadySuspended': 'This organisation is already suspended.',
  'suspensions.notInForce': 'This suspension has already ended or been lifted.',
  'suspensions.adminOrganization': 'The programme administration cannot be suspended.',
  'suspensions.reasonInvalid': 'Choose an active suspension reason.',
  'users.cannotDeactivateSelf': 'You cannot deactivate your own account.',
  'validation.date': 'Enter a valid date (YYYY-MM-DD).',
  'validation.email': 'Enter a valid e-mail address.',
  'validation.nationalId': 'Enter a 10-digit national or residence id starting with 1 or 2.',
  'validation.sevenHundred': 'Enter a 10-digit number starting with 7.',
  'validation.unifiedNumber': 'Enter a 10-digit unified national number starting with 7.',
  'validation.positive': 'Enter a whole number greater than zero.',
  'validation.endBeforeStart': 'The end date cannot be before the start date.',
} as const;
