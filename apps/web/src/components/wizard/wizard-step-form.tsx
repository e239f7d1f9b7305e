import type { FormEvent, ReactNode, RefObject } from 'react';

type WizardStepFormProps = {
  /** The wizard frame's Next button submits the step by this id. */
  formId: string;
  /** The step's name, the form's accessible name. */
  label: string;
  /** What `useWizardStepForm` answers: the form it focuses errors in, and its submit. */
  step: { formRef: RefObject<HTMLFormElement | null>; onSubmit: (event: FormEvent<HTMLFormElement>) => void };
  children: ReactNode;
};

/** A wizard step's form element (the schema validates, not the browser). */
export const WizardStepForm = ({ formId, label, step, children }: WizardStepFormProps) => (
  <form id={formId} ref={step.formRef} noValidate onSubmit={step.onSubmit} aria-label={label}>
    {children}
  </form>
);
