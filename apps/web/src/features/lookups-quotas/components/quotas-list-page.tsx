import { useTranslation } from 'react-i18next';
import type { Quota } from '@portal/contracts/lookups-quotas';
import { LookupListPage } from '../../../components/lookup/lookup-list-page';
import { useCanOpen } from '../../../lib/auth/use-can-open';
import { useListSearchParams } from '../../../lib/list/use-list-search-params';
import { QUOTAS_URL, useQuotas } from '../api/list-quotas';
import { useQuotaColumns } from './quota-columns';
import { useQuotaLabels } from './quota-labels';
import { useDeleteQuotaConfirmed } from './use-delete-quota-confirmed';

const FILTER_KEYS = ['countryId', 'monthFrom', 'monthTo'] as const;

/** `/admin/quota`: country quotas with used versus allowed: filters and page in the URL, export, add, open. */
export const QuotasListPage = () => {
  const { t } = useTranslation();
  const list = useListSearchParams(FILTER_KEYS);
  const quotas = useQuotas(list.query);
  const { countryOptions, countryName, fieldLabel } = useQuotaLabels(
    list.filters.countryId ? Number(list.filters.countryId) : undefined,
  );
  const deleteQuota = useDeleteQuotaConfirmed();

  return (
    <LookupListPage<Quota, (typeof FILTER_KEYS)[number]>
      ns="quotas"
      path="/admin/quota"
      url={QUOTAS_URL}
      label={t('routes.adminQuota.title')}
      list={list}
      result={quotas}
      canWrite={useCanOpen('admin.quotaAdd')}
      filters={[
        {
          kind: 'select',
          name: 'countryId',
          label: fieldLabel('countryId'),
          options: countryOptions.map((option) => ({ value: String(option.value), label: option.label })),
        },
        { kind: 'date', precision: 'month', name: 'monthFrom', label: t('quotas.monthFrom') },
        { kind: 'date', precision: 'month', name: 'monthTo', label: t('quotas.monthTo') },
      ]}
      columns={useQuotaColumns()}
      rowLabel={(quota) => `${countryName(quota.country)} ${quota.month}`}
      writeActions={(quota) => [
        { id: 'delete', label: t('quotas.delete'), onClick: () => void deleteQuota(quota) },
      ]}
    />
  );
};
