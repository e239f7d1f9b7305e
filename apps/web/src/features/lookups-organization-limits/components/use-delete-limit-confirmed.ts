import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrganizationLimit } from '@portal/contracts/lookups-organization-limits';
import { confirm } from '../../../components/confirm-dialog';
import { showAlert } from '../../../lib/alerts/alert-store';
import { useDeleteLimit } from '../api/delete-limit';
import { useLimitLabels } from './limit-labels';

/** Delete an organisation limit after a confirmation (the office then has no limit for that country). */
export const useDeleteLimitConfirmed = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { nameOf } = useLimitLabels();
  const remove = useDeleteLimit();
  return async (limit: OrganizationLimit, backToList = false) => {
    const name = `${nameOf(limit.organization.name)} · ${nameOf(limit.country.name)}`;
    const confirmed = await confirm({
      title: t('limits.deleteTitle'),
      message: t('limits.deleteConfirm', { name }),
      confirmLabel: t('limits.delete'),
      cancelLabel: t('common.cancel'),
    });
    if (!confirmed) return;
    await remove.mutateAsync(limit.id).then(
      () => {
        showAlert({ type: 'success', message: t('limits.deleted', { name }) });
        if (backToList) void navigate('/admin/organization-limit', { replace: true });
      },
      () => undefined, // the global handler shows the error
    );
  };
};
