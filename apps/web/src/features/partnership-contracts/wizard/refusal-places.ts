import {
  PARTNERSHIP_WIZARD_STEP_FIELDS,
  type PartnershipInputStep,
} from '@portal/contracts/partnership-contracts/wizard-fields';
import type { FieldPlace } from '../../../components/wizard/wizard-refusal';
import { INPUT_STEPS } from './partnership-body';

export { INPUT_STEPS };

/**
 * The body is the steps' values side by side: a field (`agencyId`, `lines.2.paymentTerms`) is shown
 * on the step whose schema has its first part, under the same name; null for any other. The steps'
 * fields come from the values file (the schemas' keys, held equal by a test): no zod here.
 */
export const placeOfContractField = (field: string): FieldPlace<PartnershipInputStep> => {
  const key = field.split('.')[0] ?? '';
  const step = INPUT_STEPS.find((candidate) =>
    (PARTNERSHIP_WIZARD_STEP_FIELDS[candidate] as readonly string[]).includes(key),
  );
  return step ? { step, field } : null;
};
