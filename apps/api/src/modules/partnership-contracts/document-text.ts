/** The fixed wording of the contract document in one language (user data is filled in separately). */
export type ContractDocumentText = {
  title: string;
  draftBanner: string;
  numberLabel: string;
  draftNumber: string;
  termsVersionLabel: string;
  programmeTermsVersionLabel: string;
  issuedOnLabel: string;
  hijriLabel: string;
  /** `{country}` is replaced by the escaped country name. */
  preamble: string;
  partiesHeading: string;
  firstParty: string;
  secondParty: string;
  licenseLabel: string;
  noLicense: string;
  countryHeading: string;
  officeObligationsHeading: string;
  agencyObligationsHeading: string;
  noObligations: string;
  financialHeading: string;
  financialIntro: string;
  columns: {
    job: string;
    gender: string;
    recruitmentFee: string;
    monthlySalary: string;
    paymentTerms: string;
  };
  genders: { MALE: string; FEMALE: string };
  noLines: string;
  /** The marks of where the terms depart from the country's template (decision 0053). */
  templateMarks: {
    /** `{version}` is replaced by the template's version number. */
    startedFrom: string;
    noDeparture: string;
    changed: string;
    added: string;
    removed: string;
    templateWording: string;
    legend: { heading: string; changed: string; added: string; removed: string };
  };
  generalHeading: string;
  generalClauses: string[];
  footer: string;
};
