import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import type { Quota } from '@portal/contracts/lookups-quotas';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';
import { UsedOfAllowed } from '../../../components/used-of-allowed';
import { useQuotaLabels } from './quota-labels';

/** The columns of the quotas table (used versus allowed does not sort: it is counted per row). */
export const useQuotaColumns = (): DataTableColumn<Quota>[] => {
  const { t } = useTranslation();
  const { fieldLabel, countryName } = useQuotaLabels();
  return [
    {
      id: 'country',
      label: fieldLabel('countryId'),
      sortable: true,
      render: (quota) => (
        <Link component={RouterLink} to={`/admin/quota/${quota.id}`}>
          {countryName(quota.country)}
        </Link>
      ),
    },
    {
      id: 'month',
      label: fieldLabel('month'),
      sortable: true,
      render: (q) => <bdi dir="ltr">{q.month}</bdi>,
    },
    { id: 'maximum', label: fieldLabel('maximum'), sortable: true, render: (quota) => quota.maximum },
    {
      id: 'used',
      label: fieldLabel('used'),
      render: (quota) => (
        <UsedOfAllowed
          used={quota.used}
          allowed={quota.maximum}
          label={t('quotas.usedOfAllowed', { used: quota.used, allowed: quota.maximum })}
        />
      ),
    },
    {
      id: 'updatedAt',
      label: fieldLabel('updatedAt'),
      sortable: true,
      render: (quota) => <DateText value={quota.updatedAt} />,
    },
  ];
};
