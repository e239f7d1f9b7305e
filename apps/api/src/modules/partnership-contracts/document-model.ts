/** One party of a partnership contract as it is printed (the organisation's names at issue time). */
export type Party = { nameAr: string; nameEn: string; licenseNumber: string | null };

/** One financial line: what the office pays per career and gender, and what the worker earns. */
export type ContractLine = {
  jobNameAr: string;
  jobNameEn: string;
  gender: 'MALE' | 'FEMALE';
  /** Recruitment fee in SAR. */
  recruitmentFee: number;
  /** Worker monthly salary in SAR. */
  monthlySalary: number;
  /** The payment terms in English. */
  paymentTerms: string;
  /** In Arabic (decision 0053); absent in versions stored before, which print `paymentTerms`. */
  paymentTermsAr?: string;
};

/**
 * The country's template version the contract started from (decision 0053): the document marks
 * each clause and payment term that departs from it. Absent: no template, nothing is marked.
 */
export type TemplateWording = {
  version: number;
  officeClausesAr: string[];
  officeClausesEn: string[];
  agencyClausesAr: string[];
  agencyClausesEn: string[];
  paymentTermsAr: string;
  paymentTermsEn: string;
};

/**
 * Everything the contract document shows, and nothing else: the preview HTML and the PDF are both
 * rendered from this, so one version of a contract always prints the same.
 */
export type ContractDocument = {
  /** Null while the contract is a draft (no number issued yet). */
  number: string | null;
  termsVersion: number;
  /**
   * The programme terms version (admin setting `contractTermsVersion`) the contract is under;
   * absent in versions stored before it was recorded.
   */
  programmeTermsVersion?: string | null;
  /** Calendar date, YYYY-MM-DD. */
  issuedOn: string;
  office: Party;
  agency: Party;
  country: { nameAr: string; nameEn: string };
  obligations: { officeAr: string; officeEn: string; agencyAr: string; agencyEn: string };
  lines: ContractLine[];
  template?: TemplateWording | null;
};

export type ContractLanguage = 'ar-SA' | 'en-US';
