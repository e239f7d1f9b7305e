import { useTranslation } from 'react-i18next';
import type { OrganizationSummary } from '@portal/contracts/organizations';
import { OrganizationStatusChip } from '../../../components/organization-status-chip';

/** The derived organisation status (spec 4) as a coloured chip with its translated label. */
export const StatusChip = ({ status }: { status: OrganizationSummary['status'] }) => {
  const { t } = useTranslation();
  return <OrganizationStatusChip status={status} label={t(`organizations.status.${status}`)} />;
};
