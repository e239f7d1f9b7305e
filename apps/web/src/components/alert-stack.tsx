import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../lib/alerts/use-alerts';

const AlertList = lazy(() => import('./alert-list').then((module) => ({ default: module.AlertList })));

/**
 * The stack of alerts (spec 8/9): a live region always present; the alert components load with
 * the first alert so they stay out of the public entry.
 */
export const AlertStack = () => {
  const alerts = useAlerts();
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-label={t('common.notifications')}
      aria-live="polite"
      sx={{
        position: 'fixed',
        top: 72,
        insetInlineEnd: 16,
        width: 'min(420px, calc(100vw - 32px))',
        zIndex: 1400,
        pointerEvents: alerts.length ? 'auto' : 'none',
      }}
    >
      {alerts.length > 0 ? (
        <Suspense fallback={null}>
          <AlertList />
        </Suspense>
      ) : null}
    </Box>
  );
};
