import { EMPLOYER_DETAILS } from '@portal/contracts/employers-values';
import { EMPLOYMENT_TERMS_LIMITS } from '@portal/contracts/employment-requests/wizard-values';
import type { EmploymentRequestWizardStep } from '@portal/contracts/routes-employment';
import { isApiError } from '../../../lib/api-error';
import type { FieldPlace } from '../../../components/wizard/wizard-refusal';

// The employer's and the terms' fields from the values files, not the schemas' shapes: the contract
// step shows these refusals and loads no zod (decision 0064; a test holds them to the shapes).
const EMPLOYER_FIELDS = new Set<string>(['nationalId', ...EMPLOYER_DETAILS]);
const TERM_FIELDS = new Set<string>(Object.keys(EMPLOYMENT_TERMS_LIMITS));

/**
 * Where a field of the submission body is shown: the employer's and the terms' fields on their
 * steps' fields, a refused visa on the visa choice, a refused candidate beside its visa. Anything
 * else (the number of items, say) is no step's: the wizard shows it in the alert.
 */
export const placeOfField = (field: string): FieldPlace<EmploymentRequestWizardStep> => {
  const [part, name = '', leaf] = field.split('.');
  if (part === 'employer' && EMPLOYER_FIELDS.has(name)) return { step: 'employer-info', field: name };
  if (part === 'terms' && TERM_FIELDS.has(name)) return { step: 'econtracting', field: name };
  if (part === 'items' && /^\d+$/.test(name)) {
    if (leaf === 'visaId') return { step: 'select-visa', field: 'visaIds' };
    if (leaf === 'candidateId') return { step: 'select-candidate', field };
  }
  return null;
};

/** Candidates named by a 409's field errors (`items.{n}.candidateId`), as item positions. */
export const itemsNamedByConflict = (error: unknown): number[] => {
  const fieldErrors = isApiError(error) ? error.body?.fieldErrors : undefined;
  return Object.keys(fieldErrors ?? {})
    .map((field) => /^items\.(\d+)\.candidateId$/.exec(field)?.[1])
    .filter((index): index is string => index !== undefined)
    .map(Number);
};
