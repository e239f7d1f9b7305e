/** Messages of the worker transfer contracts (decision 0028). Spread into en-US.ts. */
export const transferContractsEnUS = {
  'transferContracts.record': 'transfer contract',
  'transferContracts.status.PENDING': 'pending approval',
  'transferContracts.status.APPROVED': 'approved',
  'transferContracts.status.REJECTED': 'rejected',
  'transferContracts.status.COMPLETED': 'completed',
  'transferContracts.consentRequired': "The worker's consent to the transfer is required.",
  'transferContracts.workerUnknown': 'Choose one of your arrived workers or an old contract from the list.',
  'transferContracts.workerNotArrived':
    'Only a worker who has arrived in the kingdom (an employee) can be transferred.',
  'transferContracts.alreadyTransferring':
    'This worker is already being transferred: the open transfer must be rejected or completed first.',
  'transferContracts.sameEmployer': 'The new employer must be different from the current employer.',
} as const;
