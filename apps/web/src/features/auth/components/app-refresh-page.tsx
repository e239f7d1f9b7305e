import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FEATURE_FLAGS } from '@portal/contracts/feature-flags';
import { currentUser, installAuthHooks } from '../../../lib/auth/user-manager';
import { publicConfigQuery } from '../../../lib/config';
import { queryClient } from '../../../lib/query-client';
import { loadCredentials } from '../../../lib/storage/credentials-storage';
import { meQuery } from '../api/get-me';
import { chooseEstablishment, sameEstablishment } from '../credentials-from-membership';
import { AuthCard } from './public-page';

let refreshing: Promise<string> | null = null;

/** Reloads `/api/me` into the stored credentials, then answers where to go. */
export const refreshCredentials = async (): Promise<string> => {
  installAuthHooks();
  if (!(await currentUser())) return '/login';
  const stored = loadCredentials();
  const [me, config] = await Promise.all([
    queryClient.fetchQuery({ ...meQuery, staleTime: 0 }),
    queryClient.fetchQuery(publicConfigQuery).catch(() => null),
  ]);
  const features = config?.features ?? { ...FEATURE_FLAGS };
  const current = stored
    ? me.memberships.find((membership) => sameEstablishment(membership.establishment, stored.establishment))
    : me.memberships.length === 1
      ? me.memberships[0]
      : undefined;
  return current ? chooseEstablishment(me, current, features) : '/establishments';
};

/** `app/refresh`: reloads the credentials, then opens the start page. */
export const AppRefreshPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    refreshing ??= refreshCredentials();
    refreshing
      .catch(() => '/login')
      .then((to) => {
        if (active) navigate(to, { replace: true });
      })
      .finally(() => {
        refreshing = null;
      });
    return () => {
      active = false;
    };
  }, [navigate]);
  return (
    <AuthCard title={t('routes.appRefresh.title')}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('login.pleaseWait')}</Typography>
      </Stack>
    </AuthCard>
  );
};
