import { useTranslation } from 'react-i18next';
import { CellLink } from '../../../components/data-table/cell-link';
import type { OrganizationLimit } from '@portal/contracts/lookups-organization-limits';
import { LIMIT_COLUMN_LABELS } from '@portal/contracts/lookup-column-labels';
import { useColumnLabel } from '../../../lib/i18n/column-label';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';
import { UsedOfAllowed } from '../../../components/used-of-allowed';
import { useLimitLabels } from './limit-labels';

/** The columns of the organisation limits table (used versus allowed is counted per row, not sorted). */
export const useLimitColumns = (): DataTableColumn<OrganizationLimit>[] => {
  const columnLabel = useColumnLabel();
  const { t } = useTranslation();
  const { nameOf } = useLimitLabels();
  return [
    {
      id: 'organization',
      label: columnLabel(LIMIT_COLUMN_LABELS.organization),
      sortable: true,
      render: (limit) => (
        <CellLink to={`/admin/organization-limit/${limit.id}`}>
          <bdi>{nameOf(limit.organization.name)}</bdi>
        </CellLink>
      ),
    },
    {
      id: 'country',
      label: columnLabel(LIMIT_COLUMN_LABELS.country),
      sortable: true,
      render: (limit) => nameOf(limit.country.name),
    },
    {
      id: 'maximum',
      label: columnLabel(LIMIT_COLUMN_LABELS.maximum),
      sortable: true,
      render: (limit) => limit.maximum,
    },
    {
      id: 'used',
      label: columnLabel(LIMIT_COLUMN_LABELS.used),
      render: (limit) => (
        <UsedOfAllowed
          used={limit.used}
          allowed={limit.maximum}
          label={t('limits.usedOfAllowed', { used: limit.used, allowed: limit.maximum })}
        />
      ),
    },
    {
      id: 'updatedAt',
      label: columnLabel(LIMIT_COLUMN_LABELS.updatedAt),
      sortable: true,
      render: (limit) => <DateText value={limit.updatedAt} />,
    },
  ];
};
