import Collapse from '@mui/material/Collapse';
import MuiAlert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ALERT_CLOSE_ANIMATION_MS } from '@portal/contracts/constants';
import { alertStore, type Alert, type AlertType } from '../lib/alerts/alert-store';
import { formatTime } from '../lib/format/intl';
import { toLanguage } from '../lib/i18n/language';
import { useAlerts } from '../lib/alerts/use-alerts';

const SEVERITY: Record<AlertType, 'error' | 'success' | 'warning'> = {
  danger: 'error',
  success: 'success',
  warning: 'warning',
};

const AlertItem = ({ alert }: { alert: Alert }) => {
  const { t, i18n } = useTranslation();
  const time = formatTime(alert.time, toLanguage(i18n.resolvedLanguage ?? i18n.language));
  return (
    <Collapse in={!alert.closing} timeout={ALERT_CLOSE_ANIMATION_MS} appear>
      <MuiAlert
        severity={SEVERITY[alert.type]}
        variant="filled"
        role={alert.type === 'danger' ? 'alert' : 'status'}
        onClose={() => alertStore.close(alert.id)}
        slotProps={{ closeButton: { 'aria-label': t('common.close') } }}
        sx={{ mb: 1, boxShadow: 3, whiteSpace: 'pre-line' }}
      >
        {alert.title ? <AlertTitle>{alert.title}</AlertTitle> : null}
        {alert.message}
        <Typography
          component="time"
          variant="caption"
          dateTime={alert.time.toISOString()}
          sx={{ display: 'block' }}
        >
          {time}
        </Typography>
      </MuiAlert>
    </Collapse>
  );
};

/** The alerts themselves (loaded when the first alert appears). */
export const AlertList = () => {
  const alerts = useAlerts();
  return (
    <>
      {alerts.map((alert) => (
        <AlertItem key={alert.id} alert={alert} />
      ))}
    </>
  );
};
