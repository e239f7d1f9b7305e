import { field, type HistoryFields } from '../../platform/history/fields';

/** What a transfer contract's history shows, under the transfer screen's labels. */
export const TRANSFER_HISTORY_FIELDS: HistoryFields = {
  status: field('transferContracts.fields.status', { enum: 'transferContracts.status' }),
  reason: field('transferContracts.fields.reason', { reference: 'reason' }),
  employmentRequestId: field('transferContracts.history.employmentRequest', {
    reference: 'employmentRequest',
  }),
  oldContractId: field('transferContracts.history.oldContract', { reference: 'oldContract' }),
  passportNumber: field('transferContracts.history.passportNumber'),
  oldEmployerId: field('transferContracts.fields.oldEmployer', { reference: 'employer' }),
  newEmployerId: field('transferContracts.fields.newEmployer', { reference: 'employer' }),
  fee: field('transferContracts.fields.fee', 'money'),
  workerConsent: field('transferContracts.fields.consent', 'yesNo'),
  completedAt: field('transferContracts.fields.completedAt', 'datetime'),
};
