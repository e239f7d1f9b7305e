import type { Quota } from '@portal/contracts/lookups-quotas';
import { useConfirmedDelete } from '../../../components/lookup/use-lookup-confirm';
import { useDeleteQuota } from '../api/delete-quota';
import { useQuotaLabels } from './quota-labels';

/** Delete a quota after a confirmation (the month then has no limit). */
export const useDeleteQuotaConfirmed = () => {
  const { countryName } = useQuotaLabels();
  return useConfirmedDelete<Quota>({
    ns: 'quotas',
    listPath: '/admin/quota',
    nameOf: (quota) => `${countryName(quota.country)} ${quota.month}`,
    mutation: useDeleteQuota(),
  });
};
