import { z } from 'zod';
import { idFilter } from '../fields';

/**
 * The one way an action call carries its reason, for every declared record (partnership
 * contracts, employment requests, transfers): `?reasonId=` on `POST …/{id}/{action}`, whose body
 * stays empty (spec 7's partnership calls; decision 0024). Required where the action's declared
 * input requires it, ignored by the others.
 */
export const actionReasonQuerySchema = z.object({ reasonId: idFilter() });
export type ActionReasonQuery = z.infer<typeof actionReasonQuerySchema>;
