import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { formatDateTime } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';
import { withModuleResources } from '../../../lib/i18n/module-resources';
import { useAcknowledgeSignInFailures, useSignInFailures } from './api';

export const signInFailuresResources = import.meta.glob('./locales/*.json');

/**
 * Tells the owner of an account about wrong passwords given for it since they last saw this
 * (docs/decisions/0043): a warning above the page after sign-in, until they say they have read it.
 */
export const SignInFailuresAlert = () => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { data } = useSignInFailures();
  const acknowledge = useAcknowledgeSignInFailures();
  const notice = data?.notice;
  if (!notice) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ borderRadius: 0 }}
      action={
        <Button
          color="inherit"
          size="small"
          disabled={acknowledge.isPending}
          onClick={() => acknowledge.mutate(notice.lastAt)}
        >
          {t('signInFailures.seen')}
        </Button>
      }
    >
      <AlertTitle>{t('signInFailures.title')}</AlertTitle>
      {t('signInFailures.body', {
        attempts: notice.attempts,
        addresses: notice.addresses,
        date: formatDateTime(notice.lastAt, language),
      })}{' '}
      {t('signInFailures.advice')}
    </Alert>
  );
};

const LazyAlert = lazy(async () => ({
  default: await withModuleResources(signInFailuresResources, async () => SignInFailuresAlert)(),
}));

/** The alert with its own texts, loaded beside the page (mounted once in the authenticated layout). */
export const SignInFailuresNotice = () => (
  <Suspense fallback={null}>
    <LazyAlert />
  </Suspense>
);
