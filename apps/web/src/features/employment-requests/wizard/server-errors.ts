import {
  EMPLOYMENT_REQUEST_WIZARD_STEPS,
  type EmploymentRequestWizardStep,
} from '@portal/contracts/routes-employment';
import { isApiError } from '../../../lib/api-error';

/** Server messages of one step by field (`nameEn`, `monthlySalary`, `items.1.candidateId`). */
export type StepServerErrors = Record<string, string>;

/** What the wizard passes to a step it opens after the server refused the submission. */
export type WizardLocationState = { serverErrors?: StepServerErrors } | null;

/** The step that holds a field of the submission body. */
export const stepOfField = (field: string): EmploymentRequestWizardStep | null => {
  if (field.startsWith('employer.')) return 'employer-info';
  if (field.startsWith('terms.')) return 'econtracting';
  if (field.startsWith('items.')) return field.endsWith('.visaId') ? 'select-visa' : 'select-candidate';
  if (field === 'items') return 'select-candidate';
  return null;
};

/** The field's name inside its step's form (the body's prefix left out for employer and terms). */
const fieldInStep = (field: string): string => field.replace(/^(employer|terms)\./, '');

/**
 * A 400's field errors (already in the person's language) grouped onto the first step that has
 * some, in the wizard's order; null when none names a field of the body.
 */
export const firstStepWithErrors = (
  error: unknown,
): { step: EmploymentRequestWizardStep; errors: StepServerErrors } | null => {
  const fieldErrors = isApiError(error) ? error.body?.fieldErrors : undefined;
  if (!fieldErrors) return null;
  const entries = Object.entries(fieldErrors).filter(
    ([field, messages]) => stepOfField(field) && messages.length > 0,
  );
  const step = EMPLOYMENT_REQUEST_WIZARD_STEPS.find((candidate) =>
    entries.some(([field]) => stepOfField(field) === candidate),
  );
  if (!step) return null;
  const errors: StepServerErrors = {};
  for (const [field, messages] of entries)
    if (stepOfField(field) === step) errors[fieldInStep(field)] = messages[0] ?? '';
  return { step, errors };
};

/** Candidates named by a 409's field errors (`items.{n}.candidateId`), as item positions. */
export const itemsNamedByConflict = (error: unknown): number[] => {
  const fieldErrors = isApiError(error) ? error.body?.fieldErrors : undefined;
  return Object.keys(fieldErrors ?? {})
    .map((field) => /^items\.(\d+)\.candidateId$/.exec(field)?.[1])
    .filter((index): index is string => index !== undefined)
    .map(Number);
};
