import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReasonRecord } from '@portal/contracts/lookups-reasons';
import { confirm } from '../../../components/confirm-dialog';
import { showAlert } from '../../../lib/alerts/alert-store';
import { useDeleteReason } from '../api/delete-reason';
import { useSetReasonActive } from '../api/set-reason-active';
import { useReasonText } from './reason-labels';

/** Activate, deactivate or delete a reason after a confirmation that says what it means. */
export const useReasonActions = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const textOf = useReasonText();
  const setActive = useSetReasonActive();
  const remove = useDeleteReason();
  const toggleActive = async (reason: ReasonRecord) => {
    const active = !reason.active;
    const name = textOf(reason);
    const confirmed = await confirm({
      title: t(active ? 'reasons.activateTitle' : 'reasons.deactivateTitle'),
      message: t(active ? 'reasons.activateConfirm' : 'reasons.deactivateConfirm', { name }),
      confirmLabel: t(active ? 'reasons.activate' : 'reasons.deactivate'),
      cancelLabel: t('common.cancel'),
    });
    if (!confirmed) return;
    await setActive.mutateAsync({ id: reason.id, active }).then(
      () =>
        showAlert({
          type: 'success',
          message: t(active ? 'reasons.activated' : 'reasons.deactivated', { name }),
        }),
      () => undefined, // the global handler shows the error
    );
  };
  const deleteReason = async (reason: ReasonRecord, backToList = false) => {
    const name = textOf(reason);
    const confirmed = await confirm({
      title: t('reasons.deleteTitle'),
      message: t('reasons.deleteConfirm', { name }),
      confirmLabel: t('reasons.delete'),
      cancelLabel: t('common.cancel'),
    });
    if (!confirmed) return;
    await remove.mutateAsync(reason.id).then(
      () => {
        showAlert({ type: 'success', message: t('reasons.deleted', { name }) });
        if (backToList) void navigate('/admin/reason', { replace: true });
      },
      () => undefined, // the global handler shows the 409 naming where the reason is used
    );
  };
  return { toggleActive, deleteReason };
};
