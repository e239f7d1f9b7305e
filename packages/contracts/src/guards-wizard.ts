import type { EmploymentRequestWizardStep, PartnershipWizardStep } from './routes';

/**
 * Spec 4: a visa must be chosen first; any step other than select-visa with no visas chosen goes
 * back to employment-requests. The wizard root opens the first step. Null: stay.
 */
export const employmentRequestWizardRedirect = (
  step: EmploymentRequestWizardStep | null,
  visasChosen: number,
): string | null => {
  if (step === null) return '/employment-requests/wizard/select-visa';
  if (step !== 'select-visa' && visasChosen === 0) return '/employment-requests';
  return null;
};

/**
 * Spec 4: obligations, financial and preview need the ePRO info entered, otherwise wizard/epro
 * (of the same contract when editing). The wizard root opens the first step. Null: stay.
 */
export const partnershipWizardRedirect = (
  step: PartnershipWizardStep | null,
  eproEntered: boolean,
  contractId?: string | number | null,
): string | null => {
  const base =
    contractId === undefined || contractId === null
      ? '/partnership-contracts/wizard'
      : `/partnership-contracts/wizard/${encodeURIComponent(String(contractId))}`;
  if (step === null || (step !== 'epro' && !eproEntered)) return `${base}/epro`;
  return null;
};
