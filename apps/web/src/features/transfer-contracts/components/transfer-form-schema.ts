import { z } from 'zod';
import { employerInputSchema, nationalIdSchema } from '@portal/contracts/employers';
import {
  transferContractCreateSchema,
  transferSourceSchema,
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
