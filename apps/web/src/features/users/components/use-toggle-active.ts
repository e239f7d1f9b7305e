import { useTranslation } from 'react-i18next';
import type { User } from '@portal/contracts/users';
import { confirm } from '../../../components/confirm-dialog';
import { showAlert } from '../../../lib/alerts/alert-store';
import { localized } from '../../../lib/i18n/localized';
import { useSetUserActive } from '../api/users-api';

/** Activate or deactivate after a confirmation; deactivating ends the person's access at once. */
export const useToggleActive = () => {
  const { t, i18n } = useTranslation();
  const mutation = useSetUserActive();
  return async (user: User) => {
    const active = !user.active;
    const name = localized(user.name, i18n.language);
    const ok = await confirm({
      title: t(active ? 'users.activateTitle' : 'users.deactivateTitle'),
      message: t(active ? 'users.activateMessage' : 'users.deactivateMessage', { name }),
      confirmLabel: t(active ? 'users.activate' : 'users.deactivate'),
    });
    if (!ok) return;
    await mutation.mutateAsync({ id: user.id, active });
    showAlert({ type: 'success', message: t(active ? 'users.activated' : 'users.deactivated', { name }) });
  };
};
