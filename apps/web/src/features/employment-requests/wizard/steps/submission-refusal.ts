import type { EmploymentRequestWizardStep } from '@portal/contracts/routes-employment';
import { showAlert } from '../../../../lib/alerts/alert-store';
import { isApiError } from '../../../../lib/api-error';
import { handleError } from '../../../../lib/error-handler';
import { i18n } from '../../../../lib/i18n/i18n';
import { fetchUnavailable } from '../employment-wizard-api';
import { firstStepWithErrors, itemsNamedByConflict, type StepServerErrors } from '../server-errors';
import type { StepProps } from './step-props';

type Wizard = {
  update: StepProps['update'];
  goTo: (step: EmploymentRequestWizardStep, serverErrors?: StepServerErrors) => void;
};

/**
 * A refused submission: a candidate taken meanwhile (409) is marked lost and its step opened; field
 * errors (400, or a visa taken: 409) open the first step they name, shown on its fields; anything
 * else goes to the error catalogue's alerts. The draft is kept in every case.
 */
export const showRefusal = async (
  error: unknown,
  items: { candidateId: number }[],
  { update, goTo }: Wizard,
) => {
  const t = i18n.t.bind(i18n);
  if (isApiError(error) && error.status === 409) {
    // Named by the answer, else found by asking which chosen candidates are still available.
    const named = itemsNamedByConflict(error).flatMap((index) => items[index]?.candidateId ?? []);
    const taken =
      named.length > 0
        ? named
        : await fetchUnavailable(items.map((item) => item.candidateId)).catch(() => [] as number[]);
    if (taken.length > 0) {
      update((current) => ({ lostCandidates: [...new Set([...current.lostCandidates, ...taken])] }));
      showAlert({ type: 'warning', message: error.body?.message || t('employmentWizard.contract.lost') });
      goTo('select-candidate');
      return;
    }
  }
  if (isApiError(error) && (error.status === 400 || error.status === 409)) {
    const target = firstStepWithErrors(error);
    if (target) {
      showAlert({ type: 'danger', message: t('employmentWizard.contract.serverRefused') });
      goTo(target.step, target.errors);
      return;
    }
  }
  handleError(error);
};
