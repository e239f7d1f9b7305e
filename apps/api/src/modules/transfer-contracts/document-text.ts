import type { TransferContractStatus } from '@portal/contracts/transfer-contracts/statuses';

/** The fixed wording of the transfer contract in one language (the transfer's data is filled in separately). */
export type TransferContractText = {
  title: string;
  numberLabel: string;
  dateLabel: string;
  statusLabel: string;
  preamble: string;
  partiesHeading: string;
  office: string;
  agency: string;
  noAgency: string;
  licenseLabel: string;
  noLicense: string;
  workerHeading: string;
  worker: { name: string; passport: string; nationality: string; residentId: string; source: string };
  oldEmployer: string;
  newEmployer: string;
  nationalIdLabel: string;
  mobileLabel: string;
  cityLabel: string;
  addressLabel: string;
  notKnown: string;
  termsHeading: string;
  fee: string;
  currency: string;
  consent: string;
  consentGiven: string;
  completedAt: string;
  reason: string;
  clausesHeading: string;
  clauses: string[];
  footer: string;
  statuses: Record<TransferContractStatus, string>;
};
