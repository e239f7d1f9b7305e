import { useEffect, useState } from 'react';
import { useNavigate, Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FEATURE_FLAGS } from '@portal/contracts/feature-flags';
import { publicConfigQuery } from '../../../lib/config';
import { getUserManager, installAuthHooks } from '../../../lib/auth/user-manager';
import { queryClient } from '../../../lib/query-client';
import { clearCredentials } from '../../../lib/storage/credentials-storage';
import { meQuery } from '../api/get-me';
import { chooseEstablishment } from '../credentials-from-membership';
import { AuthCard } from './public-page';

type SigninState = { returnTo?: string } | undefined;

/** One completion per page load, even when React runs effects twice. */
let completion: Promise<string> | null = null;

const completeSignIn = async (): Promise<string> => {
  installAuthHooks();
  const manager = await getUserManager();
  const user = await manager.signinRedirectCallback();
  const returnTo = (user.state as SigninState)?.returnTo;
  clearCredentials();
  const [me, config] = await Promise.all([
    queryClient.fetchQuery(meQuery),
    queryClient.fetchQuery(publicConfigQuery).catch(() => null),
  ]);
  const [only] = me.memberships;
  if (me.memberships.length === 1 && only) {
    return chooseEstablishment(me, only, config?.features ?? { ...FEATURE_FLAGS }, returnTo);
  }
  return returnTo ? `/establishments?returnTo=${encodeURIComponent(returnTo)}` : '/establishments';
};

/** `/login/callback`: finishes the sign-in, loads the memberships and goes on. */
export const LoginCallbackPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    completion ??= completeSignIn();
    completion
      .then((to) => {
        if (active) navigate(to, { replace: true });
      })
      .catch(() => {
        if (active) setFailed(true);
      })
      .finally(() => {
        completion = null;
      });
    return () => {
      active = false;
    };
  }, [navigate]);
  return (
    <AuthCard title={t('login.completing')}>
      {failed ? (
        <Stack spacing={2}>
          <Alert severity="error">{t('login.callbackFailed')}</Alert>
          <Button variant="contained" component={RouterLink} to="/login">
            {t('login.tryAgain')}
          </Button>
        </Stack>
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('login.pleaseWait')}</Typography>
        </Stack>
      )}
    </AuthCard>
  );
};
