import { useTranslation } from 'react-i18next';
import type { SubUser } from '@portal/contracts/subusers';
import { confirm } from '../../../components/confirm-dialog';
import { showAlert } from '../../../lib/alerts/alert-store';
import { useSetSubUserActive } from '../api/subusers-api';

/** Deactivate or reactivate after a confirmation; the change applies to the sub-user's next request. */
export const useToggleSubUser = () => {
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
    await setActive.mutateAsync({ id: subUser.id, active: next, rowVersion: subUser.rowVersion });
    showAlert({ type: 'success', message: t(next ? 'subusers.activated' : 'subusers.deactivated') });
  };
};
