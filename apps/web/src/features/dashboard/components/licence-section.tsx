import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { DashboardLicence } from '@portal/contracts/dashboard';
import { pathTo } from '@portal/contracts/routes';
import { useRouteAllowed } from '../../../components/use-route-allowed';
import { useWriteBlock } from '../../../lib/auth/use-write-block';
import { formatDateForReading } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';
import { ORGANIZATION_STATUS } from '@portal/contracts/organizations-values';

const SEVERITY = { valid: 'success', warning: 'warning', expired: 'error' } as const;

/**
 * The organisation's licence: days left, warned within the admin's licence warning days. While the
 * organisation is suspended it is no longer green: it says the organisation cannot make changes.
 */
export const LicenceSection = ({ licence }: { licence: DashboardLicence }) => {
  const { t, i18n } = useTranslation();
  const canUpdate = useRouteAllowed('licenseUpdate');
  const suspended = useWriteBlock() === ORGANIZATION_STATUS.SUSPENDED;
  if (licence.state === 'none' || licence.expiresOn === null || licence.daysLeft === null) return null;
  const date = formatDateForReading(licence.expiresOn, toLanguage(i18n.language));
  return (
    <Alert
      severity={suspended && licence.state === 'valid' ? 'warning' : SEVERITY[licence.state]}
      data-testid="licence-state"
      action={
        canUpdate && licence.state !== 'valid' ? (
          <Button color="inherit" size="small" component={RouterLink} to={pathTo('licenseUpdate')}>
            {t('dashboard.licence.update')}
          </Button>
        ) : null
      }
    >
      {licence.state === 'expired'
        ? t('dashboard.licence.expired', { date })
        : t('dashboard.licence.daysLeft', { count: licence.daysLeft, date })}
      {suspended ? ` ${t('suspensions.banner')}` : null}
    </Alert>
  );
};
