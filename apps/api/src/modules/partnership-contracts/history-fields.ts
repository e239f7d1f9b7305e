import { field, type HistoryFields } from '../../platform/history/fields';

const reference = (label: string, kind: 'country' | 'organization') => field(label, { reference: kind });

/** A contract's terms as its history keeps them (flat on creation, grouped on an edit or amendment). */
const TERMS: HistoryFields = {
  countryId: reference('partnershipContracts.fields.country', 'country'),
  agencyId: reference('partnershipContracts.fields.agency', 'organization'),
  officeAr: field('partnershipContracts.history.officeAr'),
  officeEn: field('partnershipContracts.history.officeEn'),
  agencyAr: field('partnershipContracts.history.agencyAr'),
  agencyEn: field('partnershipContracts.history.agencyEn'),
  lines: field('partnershipContracts.financial.title', {
    list: {
      jobId: field('partnershipContracts.financial.job', { reference: 'job' }),
      gender: field('partnershipContracts.financial.gender', { enum: 'partnershipContracts.genders' }),
      recruitmentFee: field('partnershipContracts.financial.recruitmentFee', 'money'),
      monthlySalary: field('partnershipContracts.financial.monthlySalary', 'money'),
      paymentTerms: field('partnershipContracts.financial.paymentTermsEn'),
      paymentTermsAr: field('partnershipContracts.financial.paymentTermsAr'),
    },
  }),
};

/** What a partnership contract's history shows, under the contract screen's labels. */
export const CONTRACT_HISTORY_FIELDS: HistoryFields = {
  status: field('partnershipContracts.fields.status', { enum: 'partnershipContracts.status' }),
  reason: field('partnershipContracts.history.reason', { reference: 'reason' }),
  ...TERMS,
  terms: field('partnershipContracts.history.terms', { group: TERMS }),
  pendingUpdate: field('partnershipContracts.pendingUpdate', { group: TERMS }),
  termsVersion: field('partnershipContracts.fields.termsVersion', 'number'),
  programmeTermsVersion: field('partnershipContracts.fields.programmeTermsVersion'),
  pendingProgrammeTermsVersion: field('partnershipContracts.history.pendingProgrammeTermsVersion'),
};
