import { useTranslation } from 'react-i18next';
import { CellLink } from '../../../components/data-table/cell-link';
import type { Quota } from '@portal/contracts/lookups-quotas';
import { QUOTA_COLUMN_LABELS } from '@portal/contracts/lookup-column-labels';
import { useColumnLabel } from '../../../lib/i18n/column-label';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';
import { UsedOfAllowed } from '../../../components/used-of-allowed';
import { useQuotaLabels } from './quota-labels';

/** The columns of the quotas table (used versus allowed does not sort: it is counted per row). */
export const useQuotaColumns = (): DataTableColumn<Quota>[] => {
  const columnLabel = useColumnLabel();
  const { t } = useTranslation();
  const { countryName } = useQuotaLabels();
  return [
    {
      id: 'country',
      label: columnLabel(QUOTA_COLUMN_LABELS.country),
      sortable: true,
      render: (quota) => <CellLink to={`/admin/quota/${quota.id}`}>{countryName(quota.country)}</CellLink>,
    },
    {
      id: 'month',
      label: columnLabel(QUOTA_COLUMN_LABELS.month),
      sortable: true,
      render: (q) => <bdi dir="ltr">{q.month}</bdi>,
    },
    {
      id: 'maximum',
      label: columnLabel(QUOTA_COLUMN_LABELS.maximum),
      sortable: true,
      render: (quota) => quota.maximum,
    },
    {
      id: 'used',
      label: columnLabel(QUOTA_COLUMN_LABELS.used),
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
      label: columnLabel(QUOTA_COLUMN_LABELS.updatedAt),
      sortable: true,
      render: (quota) => <DateText value={quota.updatedAt} />,
    },
  ];
};
