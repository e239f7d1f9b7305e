import type { EmploymentRequestSubmitResponse } from '@portal/contracts/employment-requests/wizard';
import type { EmploymentRequestWizardStep } from '@portal/contracts/routes-employment';

const LIST = '/employment-requests';
const WIZARD = `${LIST}/wizard`;

export const employmentWizardPath = (step: EmploymentRequestWizardStep): string => `${WIZARD}/${step}`;

/** Paths inside the wizard: moving between them never asks about unsaved changes. */
export const isEmploymentWizardPath = (pathname: string): boolean => {
  const rest = pathname.replace(/\/+$/, '');
  return rest === WIZARD || rest.startsWith(`${WIZARD}/`);
};

/** Where a submission leads: the e-contract of one request, the bulk of several. */
export const submittedPath = ({ bulkId, ids }: EmploymentRequestSubmitResponse): string => {
  if (bulkId !== null) return `${LIST}/bulk/${bulkId}`;
  if (ids.length === 1) return `${LIST}/contract/${ids[0]}`;
  return LIST;
};
