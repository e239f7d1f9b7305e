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
