import type { EmployerCity } from '@portal/contracts/employers';
import type { EmploymentRequestStatus } from '@portal/contracts/employment-requests/schemas';

/** The fixed wording of the e-contract in one language (the request's data is filled in separately). */
export type EmploymentContractText = {
  title: string;
  numberLabel: string;
  dateLabel: string;
  hijriLabel: string;
  statusLabel: string;
  partnershipLabel: string;
  noPartnershipNumber: string;
  preamble: string;
  partiesHeading: string;
  office: string;
  agency: string;
  employer: string;
  licenseLabel: string;
  noLicense: string;
  nationalIdLabel: string;
  mobileLabel: string;
  cityLabel: string;
  addressLabel: string;
  workerHeading: string;
  worker: {
    name: string;
    passport: string;
    nationality: string;
    job: string;
    gender: string;
    birthDate: string;
    visa: string;
  };
  termsHeading: string;
  terms: {
    monthlySalary: string;
    duration: string;
    probation: string;
    recruitmentFee: string;
  };
  /** `{count}` is replaced by the number. */
  months: string;
  days: string;
  currency: string;
  clausesHeading: string;
  clauses: string[];
  footer: string;
  genders: { MALE: string; FEMALE: string };
  statuses: Record<EmploymentRequestStatus, string>;
  cities: Record<EmployerCity, string>;
};
