import { useTranslation } from 'react-i18next';
import type { OrganizationLimit } from '@portal/contracts/lookups-organization-limits';
import { LookupListPage } from '../../../components/lookup/lookup-list-page';
import { useCanOpen } from '../../../lib/auth/use-can-open';
import { useListSearchParams } from '../../../lib/list/use-list-search-params';
import { LIMITS_URL, useLimits } from '../api/list-limits';
import { useLimitColumns } from './limit-columns';
import { useLimitLabels } from './limit-labels';
import { useDeleteLimitConfirmed } from './use-delete-limit-confirmed';

const FILTER_KEYS = ['q', 'countryId'] as const;

/** `/admin/organization-limit`: limits per office and country with used versus allowed. */
export const LimitsListPage = () => {
  const { t } = useTranslation();
  const list = useListSearchParams(FILTER_KEYS);
  const limits = useLimits(list.query);
  const { countryOptions, nameOf, fieldLabel } = useLimitLabels(
    list.filters.countryId ? Number(list.filters.countryId) : undefined,
  );
  const deleteLimit = useDeleteLimitConfirmed();

  return (
    <LookupListPage<OrganizationLimit, (typeof FILTER_KEYS)[number]>
      ns="limits"
      path="/admin/organization-limit"
      url={LIMITS_URL}
      label={t('routes.adminOrganizationLimit.title')}
      list={list}
      result={limits}
      canWrite={useCanOpen('admin.organizationLimitAdd')}
      filters={[
        { kind: 'text', name: 'q', label: t('limits.search') },
        {
          kind: 'select',
          name: 'countryId',
          label: fieldLabel('countryId'),
          options: countryOptions.map((option) => ({ value: String(option.value), label: option.label })),
        },
      ]}
      columns={useLimitColumns()}
      rowLabel={(limit) => `${nameOf(limit.organization.name)} · ${nameOf(limit.country.name)}`}
      writeActions={(limit) => [
        { id: 'delete', label: t('limits.delete'), onClick: () => void deleteLimit(limit) },
      ]}
    />
  );
};
