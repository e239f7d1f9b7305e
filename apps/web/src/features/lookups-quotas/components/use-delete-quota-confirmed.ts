import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Quota } from '@portal/contracts/lookups-quotas';
import { confirm } from '../../../components/confirm-dialog';
import { showAlert } from '../../../lib/alerts/alert-store';
import { useDeleteQuota } from '../api/delete-quota';
import { useQuotaLabels } from './quota-labels';

/** Delete a quota after a confirmation (the month then has no limit). */
export const useDeleteQuotaConfirmed = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { countryName } = useQuotaLabels();
  const remove = useDeleteQuota();
  return async (quota: Quota, backToList = false) => {
    const name = `${countryName(quota.country)} ${quota.month}`;
    const confirmed = await confirm({
      title: t('quotas.deleteTitle'),
      message: t('quotas.deleteConfirm', { name }),
      confirmLabel: t('quotas.delete'),
      cancelLabel: t('common.cancel'),
    });
    if (!confirmed) return;
    await remove.mutateAsync(quota.id).then(
      () => {
        showAlert({ type: 'success', message: t('quotas.deleted', { name }) });
        if (backToList) void navigate('/admin/quota', { replace: true });
      },
      () => undefined, // the global handler shows the error
    );
  };
};
