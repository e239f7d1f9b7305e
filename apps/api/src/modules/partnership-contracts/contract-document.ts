import type { ContractTemplateContentRef } from '@portal/contracts/contract-templates';
import type { ContractDocument } from './document-model';
import type { ContractView, LineView } from './repository';

type Terms = { officeAr: string; officeEn: string; agencyAr: string; agencyEn: string };

type Party = Pick<ContractView['office'], 'nameAr' | 'nameEn' | 'licenseNumber'>;

const partyOf = (organization: Party) => ({
  nameAr: organization.nameAr,
  nameEn: organization.nameEn,
  licenseNumber: organization.licenseNumber,
});

/**
 * The printed contract: the parties' and country's names as they are now, the given terms and
 * lines. An approved version keeps this as its snapshot, so its PDF never changes afterwards.
 */
export const contractDocumentOf = (
  parties: { office: Party; agency: Party; country: Pick<ContractView['country'], 'nameAr' | 'nameEn'> },
  header: {
    number: string | null;
    termsVersion: number;
    issuedOn: string;
    programmeTermsVersion?: string | null;
  },
  obligations: Terms,
  lines: readonly LineView[],
  template: ContractTemplateContentRef | null = null,
): ContractDocument => ({
  number: header.number,
  termsVersion: header.termsVersion,
  ...(header.programmeTermsVersion && { programmeTermsVersion: header.programmeTermsVersion }),
  issuedOn: header.issuedOn,
  office: partyOf(parties.office),
  agency: partyOf(parties.agency),
  country: { nameAr: parties.country.nameAr, nameEn: parties.country.nameEn },
  obligations: {
    officeAr: obligations.officeAr,
    officeEn: obligations.officeEn,
    agencyAr: obligations.agencyAr,
    agencyEn: obligations.agencyEn,
  },
  lines: lines.map((line) => ({
    jobNameAr: line.jobNameAr,
    jobNameEn: line.jobNameEn,
    gender: line.gender,
    recruitmentFee: line.recruitmentFee,
    monthlySalary: line.monthlySalary,
    paymentTerms: line.paymentTerms,
    paymentTermsAr: line.paymentTermsAr,
  })),
  ...(template && {
    template: {
      version: template.version,
      officeClausesAr: template.officeClausesAr,
      officeClausesEn: template.officeClausesEn,
      agencyClausesAr: template.agencyClausesAr,
      agencyClausesEn: template.agencyClausesEn,
      paymentTermsAr: template.paymentTermsAr,
      paymentTermsEn: template.paymentTermsEn,
    },
  }),
});

/** The terms in force of a stored contract. */
export const obligationsOf = (contract: ContractView['contract']): Terms => ({
  officeAr: contract.officeObligationsAr,
  officeEn: contract.officeObligationsEn,
  agencyAr: contract.agencyObligationsAr,
  agencyEn: contract.agencyObligationsEn,
});
