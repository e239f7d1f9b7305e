import type { Path } from 'react-hook-form';
import { z } from 'zod';
import { employerInputSchema, nationalIdSchema } from '@portal/contracts/employers';
import {
  transferContractCreateSchema,
  transferSourceSchema,
  type TransferContractCreate,
  type TransferSource,
} from '@portal/contracts/transfer-contracts/schemas';

/**
 * The create form's schema for a new employer: the shared contract, with every detail of the
 * employer, and "choose the worker" as the message of a worker not chosen yet (the contract's
 * union would only say the value is invalid).
 */
export const transferFormSchema = transferContractCreateSchema.extend({
  source: transferSourceSchema
    .nullable()
    .refine((source) => source !== null, 'transferContracts.form.workerRequired'),
  newEmployer: employerInputSchema,
});

/** For a registered employer: its id alone is sent (it is used as saved, the details are not asked). */
export const registeredEmployerFormSchema = transferFormSchema.extend({
  newEmployer: z.object({ nationalId: nationalIdSchema }),
});

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
