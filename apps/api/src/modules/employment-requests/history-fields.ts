import { field, internal, type HistoryFields } from '../../platform/history/fields';

const REASON = field('employmentRequests.fields.reason', { reference: 'reason' });

/**
 * What an employment request's history shows, under the request screen's labels (the approval
 * flag, the quota month and the bulk's id are internal).
 */
export const REQUEST_HISTORY_FIELDS: HistoryFields = {
  status: field('employmentRequests.fields.status', { enum: 'employmentRequests.status' }),
  reason: REASON,
  reasonId: REASON,
  agencyId: field('employmentRequests.fields.agency', { reference: 'organization' }),
  countryId: field('employmentRequests.fields.country', { reference: 'country' }),
  employerId: field('employmentRequests.fields.employer', { reference: 'employer' }),
  visaId: field('employmentRequests.fields.visa', { reference: 'visa' }),
  candidateId: field('employmentRequests.fields.candidate', { reference: 'candidate' }),
  partnershipContractId: field('employmentRequests.fields.partnershipContract', {
    reference: 'partnershipContract',
  }),
  officeLocation: field('employmentRequests.fields.officeLocation', { enum: 'employmentRequests.locations' }),
  monthlySalary: field('employmentRequests.terms.monthlySalary', 'money'),
  durationMonths: field('employmentRequests.terms.durationMonths', {
    count: 'employmentRequests.terms.months',
  }),
  probationDays: field('employmentRequests.terms.probationDays', { count: 'employmentRequests.terms.days' }),
  recruitmentFee: field('employmentRequests.terms.recruitmentFee', 'money'),
  respondBy: field('employmentRequests.fields.respondBy', 'datetime'),
  contractedAt: field('employmentRequests.fields.contractedAt', 'datetime'),
  currentEmployer: field('employmentRequests.history.currentEmployer'),
  transferContract: field('employmentRequests.history.transferContract'),
  arrivedOn: field('employmentRequests.history.arrivedOn', 'date'),
  ...internal('bulkId', 'usesApprovalFlow', 'quotaMonth'),
};
