import {
  EMPLOYMENT_REQUEST_WIZARD_STEPS,
  type EmploymentRequestWizardStep,
} from '@portal/contracts/routes-employment';
import { showWizardRefusal, type StepServerErrors } from '../../../../components/wizard/wizard-refusal';
import { showAlert } from '../../../../lib/alerts/alert-store';
import { isApiError } from '../../../../lib/api-error';
import { i18n } from '../../../../lib/i18n/i18n';
import { fetchUnavailable } from '../employment-wizard-api';
import { itemsNamedByConflict, placeOfField } from '../server-errors';
import type { StepProps } from './step-props';

type Wizard = {
  update: StepProps['update'];
  goTo: (step: EmploymentRequestWizardStep, serverErrors?: StepServerErrors) => void;
};

/**
 * A refused submission: a candidate taken meanwhile (409) is marked lost and its step opened; field
 * errors open the first step that shows them, marked there, and the rest is the alert of spec 8
 * (`showWizardRefusal`). The draft is kept in every case.
 */
export const showRefusal = async (
  error: unknown,
  items: { candidateId: number }[],
  { update, goTo }: Wizard,
) => {
  if (isApiError(error) && error.status === 409) {
    // Named by the answer, else found by asking which chosen candidates are still available.
    const named = itemsNamedByConflict(error).flatMap((index) => items[index]?.candidateId ?? []);
    const taken =
      named.length > 0
        ? named
        : await fetchUnavailable(items.map((item) => item.candidateId)).catch(() => [] as number[]);
    if (taken.length > 0) {
      update((current) => ({ lostCandidates: [...new Set([...current.lostCandidates, ...taken])] }));
      showAlert({
        type: 'warning',
        message: error.body?.message || i18n.t('employmentWizard.contract.lost'),
      });
      goTo('select-candidate');
      return;
    }
  }
  showWizardRefusal(error, { steps: EMPLOYMENT_REQUEST_WIZARD_STEPS, placeOf: placeOfField, open: goTo });
};
