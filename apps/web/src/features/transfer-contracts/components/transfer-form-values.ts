import type { Path } from 'react-hook-form';
import type { TransferContractCreate, TransferSource } from '@portal/contracts/transfer-contracts/schemas';

// The create form's values, apart from its schemas (transfer-form-schema.ts): the page loads the
// schemas and zod with the form's first check (decision 0064).

/** What the fields hold while being filled in: nothing chosen, blank texts and fee, no consent. */
export type TransferFormValues = {
  source: TransferSource | null;
  newEmployer: {
    nationalId: string;
    nameAr: string;
    nameEn: string;
    mobile: string;
    city: string;
    address: string;
  };
  fee: number | null;
  workerConsent: boolean;
};

export const EMPTY_TRANSFER_FORM: TransferFormValues = {
  source: null,
  newEmployer: { nationalId: '', nameAr: '', nameEn: '', mobile: '', city: '', address: '' },
  fee: null,
  workerConsent: false,
};

/** The body's fields whose server messages land on the form (400 validation, 409 conflicts). */
export const TRANSFER_FORM_FIELDS: Path<TransferFormValues>[] = [
  'source',
  'newEmployer.nationalId',
  'newEmployer.nameAr',
  'newEmployer.nameEn',
  'newEmployer.mobile',
  'newEmployer.city',
  'newEmployer.address',
  'fee',
  'workerConsent',
];

/** The body of `POST /api/transfer-contracts` from the validated values. */
export const toCreateBody = (values: {
  source: TransferSource | null;
  newEmployer: TransferContractCreate['newEmployer'];
  fee: number;
  workerConsent: true;
}): TransferContractCreate => ({ ...values, source: values.source as TransferSource });

/** One worker's key (`request-5`, `old-7`), the radio value standing for its source. */
export const sourceKey = (source: TransferSource): string =>
  'employmentRequestId' in source ? `request-${source.employmentRequestId}` : `old-${source.oldContractId}`;
