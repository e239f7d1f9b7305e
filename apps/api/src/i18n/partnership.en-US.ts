/**
 * Messages of the partnership-contracts module: the record and status names the transition
 * runner's 409 uses, and the module's refusals. Spread into en-US.ts.
 */
export const partnershipEnUS = {
  'partnership.record': 'partnership contract',
  'partnership.status.DRAFT': 'a draft',
  'partnership.status.PENDING_APPROVAL': 'waiting for the agency’s approval',
  'partnership.status.ACTIVE': 'active',
  'partnership.status.REJECTED': 'rejected',
  'partnership.status.PENDING_CANCELLATION': 'waiting for a cancellation to be answered',
  'partnership.status.CANCELLED': 'cancelled',
  'partnership.notYourTurn':
    'This action is not yours to take on this {record} now (it is {status}): the other party must act.',
  'partnership.agencyUnavailable':
    'Choose an active, licensed foreign agency of the chosen country that is open to recruitment.',
  'partnership.countryUnavailable': 'Choose a country that is open to recruitment.',
  'partnership.jobUnknown': 'Choose an active career from the list.',
  'partnership.partiesFixed':
    'The agency and the country of an active contract cannot change; start a new contract instead.',
  'partnership.noApprovedVersion':
    'This contract has no approved version yet, so there is no PDF to download.',
  'partnership.pdfFileName': 'partnership-contract',
  'validation.contractLinesRequired': 'Add at least one financial line.',
  'validation.duplicateJobGender': 'There is already a line for this career and gender.',
  'validation.cents': 'Enter an amount with at most two decimals.',
} as const;
