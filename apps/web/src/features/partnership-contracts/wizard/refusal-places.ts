import { PARTNERSHIP_WIZARD_STEP_SCHEMAS } from '@portal/contracts/partnership-contracts/wizard';
import type { FieldPlace } from '../../../components/wizard/wizard-refusal';

type InputStep = keyof typeof PARTNERSHIP_WIZARD_STEP_SCHEMAS;

/** The steps that hold input, in the wizard's order. */
export const INPUT_STEPS = Object.keys(PARTNERSHIP_WIZARD_STEP_SCHEMAS) as InputStep[];

/**
 * The body is the steps' values side by side: a field (`agencyId`, `lines.2.paymentTerms`) is shown
 * on the step whose schema has its first part, under the same name; null for any other.
 */
export const placeOfContractField = (field: string): FieldPlace<InputStep> => {
  const key = field.split('.')[0] ?? '';
  const step = INPUT_STEPS.find((candidate) => key in PARTNERSHIP_WIZARD_STEP_SCHEMAS[candidate].shape);
  return step ? { step, field } : null;
};
