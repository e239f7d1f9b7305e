import type { EmploymentRequestWizardStep } from '@portal/contracts/routes-employment';
import type { EmploymentRequestSubmitResponse } from '@portal/contracts/employment-requests/wizard';
import type { StepServerErrors } from '../../../../components/wizard/wizard-refusal';
import type { EmploymentDraftData } from '../employment-draft';

/** What the wizard page gives each step. */
export type StepProps = {
  /** The id of the step's form: the frame's Next / Submit button submits it. */
  formId: string;
  data: EmploymentDraftData;
  update: (change: (current: EmploymentDraftData) => Partial<EmploymentDraftData>) => void;
  /** Goes to the following step. */
  next: () => void;
};

/** What the wizard page gives the step it shows: the last step also submits (the others ignore it). */
export type WizardStepProps = StepProps & {
  /** Opens another step, with the server's messages for its fields. */
  goTo: (step: EmploymentRequestWizardStep, serverErrors?: StepServerErrors) => void;
  /** The submission worked: the wizard clears its draft and opens what was created. */
  onSubmitted: (response: EmploymentRequestSubmitResponse) => void;
  onSavingChange: (saving: boolean) => void;
};
