import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { LicenceModal as LicenceModalKind } from '@portal/contracts/post-login';
import { daysUntilLicenceExpiry } from '@portal/contracts/organization-status';
import { formatDateForReading } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';

type LicenceModalProps = { kind: LicenceModalKind; licenseDate: string; onClose: () => void };

/** Spec 4 step 4: the licence has expired (read only until renewed) or expires within 90 days. */
export const LicenceModal = ({ kind, licenseDate, onClose }: LicenceModalProps) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const date = formatDateForReading(licenseDate, toLanguage(i18n.resolvedLanguage ?? i18n.language));
  const days = daysUntilLicenceExpiry(licenseDate);
  const expired = kind === 'expired';
  const openLicenceUpdate = () => {
    onClose();
    navigate('/license-update');
  };
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="licence-modal-title"
      aria-describedby="licence-modal-body"
      data-testid={`licence-modal-${kind}`}
    >
      <DialogTitle id="licence-modal-title">
        {expired ? t('postLogin.licenceExpiredTitle') : t('postLogin.licenceWarningTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="licence-modal-body">
          {expired
            ? t('postLogin.licenceExpiredBody', { date })
            : t('postLogin.licenceWarningBody', { date, count: days })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{expired ? t('common.close') : t('postLogin.later')}</Button>
        <Button onClick={openLicenceUpdate} variant="contained" autoFocus>
          {t('postLogin.updateLicence')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
