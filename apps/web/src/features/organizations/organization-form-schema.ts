import { z } from 'zod';
import { organizationCreateSchema, organizationFormSchema } from '@portal/contracts/organizations';

// Loaded with the form's first check, not with the page (decision 0064): the organisation form's
// values and field order are in organization-form-values.ts.

/** The establishment of a new organisation, typed as text in the form (in any digits). */
const establishmentFields = organizationCreateSchema.shape.establishment;

/** Add: the server's organisation schema plus the first establishment. */
export const organizationAddFormSchema = z.intersection(organizationFormSchema, establishmentFields);

export { organizationFormSchema };
