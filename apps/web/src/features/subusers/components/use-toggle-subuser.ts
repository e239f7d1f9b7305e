import { useTranslation } from 'react-i18next';
import type { SubUser } from '@portal/contracts/subusers';
import { confirm } from '../../../components/confirm-dialog';
import { isRecordChanged } from '../../../components/form/record-changed-alert';
import { showAlert } from '../../../lib/alerts/alert-store';
import { handleError } from '../../../lib/error-handler';
import { useSetSubUserActive } from '../api/subusers-api';

/**
 * Deactivate or reactivate after a confirmation; the change applies to the sub-user's next request.
 * `onRecordChanged` takes the message of a refusal because someone else saved the sub-user meanwhile
 * (docs/decisions/0039); without it, that refusal is shown like any other error.
 */
export const useToggleSubUser = (onRecordChanged?: (message: string) => void) => {
  const { t } = useTranslation();
  const setActive = useSetSubUserActive();
  return async (subUser: SubUser) => {
    const next = !subUser.active;
    const ok = await confirm({
      title: t(next ? 'subusers.activate' : 'subusers.deactivate'),
      message: t(next ? 'subusers.confirmActivate' : 'subusers.confirmDeactivate', {
        name: subUser.username,
      }),
      confirmLabel: t(next ? 'subusers.activate' : 'subusers.deactivate'),
    });
    if (!ok) return;
    try {
      await setActive.mutateAsync({ id: subUser.id, active: next, rowVersion: subUser.rowVersion });
    } catch (error) {
      if (onRecordChanged && isRecordChanged(error)) onRecordChanged(error.message);
      else handleError(error);
      return;
    }
    showAlert({ type: 'success', message: t(next ? 'subusers.activated' : 'subusers.deactivated') });
  };
};
