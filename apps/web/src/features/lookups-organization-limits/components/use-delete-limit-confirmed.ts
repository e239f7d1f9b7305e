import type { OrganizationLimit } from '@portal/contracts/lookups-organization-limits';
import { useConfirmedDelete } from '../../../components/lookup/use-lookup-confirm';
import { useDeleteLimit } from '../api/delete-limit';
import { useLimitLabels } from './limit-labels';

/** Delete an organisation limit after a confirmation (the office then has no limit for that country). */
export const useDeleteLimitConfirmed = () => {
  const { nameOf } = useLimitLabels();
  return useConfirmedDelete<OrganizationLimit>({
    ns: 'limits',
    listPath: '/admin/organization-limit',
    nameOf: (limit) => `${nameOf(limit.organization.name)} · ${nameOf(limit.country.name)}`,
    mutation: useDeleteLimit(),
  });
};
