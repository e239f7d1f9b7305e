import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { DashboardLicence } from '@portal/contracts/dashboard';
import { pathTo } from '@portal/contracts/routes';
import { useRouteAllowed } from '../../../components/use-route-allowed';
import { useWriteBlock } from '../../../lib/auth/use-write-block';
import { ORGANIZATION_STATUS } from '@portal/contracts/organizations-values';
import { licenceNotice } from '../licence-notice';

/** The organisation's licence (`licenceNotice`), with the way to update it once it is not valid. */
export const LicenceSection = ({ licence }: { licence: DashboardLicence }) => {
  const { t, i18n } = useTranslation();
  const canUpdate = useRouteAllowed('licenseUpdate');
  const suspended = useWriteBlock() === ORGANIZATION_STATUS.SUSPENDED;
  const notice = licenceNotice(licence, suspended, t, i18n.language);
  if (!notice) return null;
  return (
    <Alert
      severity={notice.severity}
      data-testid="licence-state"
      action={
        canUpdate && licence.state !== 'valid' ? (
          <Button color="inherit" size="small" component={RouterLink} to={pathTo('licenseUpdate')}>
            {t('dashboard.licence.update')}
          </Button>
        ) : null
      }
    >
      {notice.text}
    </Alert>
  );
};
