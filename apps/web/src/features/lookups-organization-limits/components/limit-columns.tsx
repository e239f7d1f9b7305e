import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import type { OrganizationLimit } from '@portal/contracts/lookups-organization-limits';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';
import { UsedOfAllowed } from '../../../components/used-of-allowed';
import { useLimitLabels } from './limit-labels';

/** The columns of the organisation limits table (used versus allowed is counted per row, not sorted). */
export const useLimitColumns = (): DataTableColumn<OrganizationLimit>[] => {
  const { t } = useTranslation();
  const { fieldLabel, nameOf } = useLimitLabels();
  return [
    {
      id: 'organization',
      label: fieldLabel('organizationId'),
      sortable: true,
      render: (limit) => (
        <Link component={RouterLink} to={`/admin/organization-limit/${limit.id}`}>
          <bdi>{nameOf(limit.organization.name)}</bdi>
        </Link>
      ),
    },
    {
      id: 'country',
      label: fieldLabel('countryId'),
      sortable: true,
      render: (limit) => nameOf(limit.country.name),
    },
    { id: 'maximum', label: fieldLabel('maximum'), sortable: true, render: (limit) => limit.maximum },
    {
      id: 'used',
      label: fieldLabel('used'),
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
      label: fieldLabel('updatedAt'),
      sortable: true,
      render: (limit) => <DateText value={limit.updatedAt} />,
    },
  ];
};
