import { useTranslation } from 'react-i18next';
import type { RegistryEntry } from '@portal/contracts/public-registry';
import { OrganizationStatusChip } from '../../../components/organization-status-chip';

/** An organisation's derived status (spec 4) as the registry names it. */
export const RegistryStatusChip = ({ status }: { status: RegistryEntry['status'] }) => {
  const { t } = useTranslation();
  return <OrganizationStatusChip status={status} label={t(`publicRegistry.status.${status}`)} />;
};
