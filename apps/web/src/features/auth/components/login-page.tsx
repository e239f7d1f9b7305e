import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SignInIcon } from '../../../components/direction-icons';
import { isRememberMe, setRememberMe } from '../../../lib/storage/credentials-storage';
import { AuthCard } from './public-page';

const loadUserManager = () => import('../../../lib/auth/user-manager');

/** `/login`: explains the single sign-on and starts it, keeping where the person wanted to go. */
export const LoginPage = () => {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const [remember, setRemember] = useState(isRememberMe);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const signIn = async () => {
    setBusy(true);
    setFailed(false);
    try {
      setRememberMe(remember);
      // The OIDC client (and the configuration request it needs) loads on the click: the page's
      // first paint does not wait for it.
      const { getUserManager, resetUserManager } = await loadUserManager();
      resetUserManager();
      const manager = await getUserManager();
      await manager.signinRedirect({
        state: { returnTo: params.get('returnTo') ?? undefined },
        extraQueryParams: { ui_locales: i18n.language },
      });
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('login.title')}>
      <Typography sx={{ mb: 2 }}>{t('login.intro')}</Typography>
      <List dense sx={{ mb: 2 }}>
        {(['step1', 'step2', 'step3'] as const).map((step) => (
          <ListItem key={step} disableGutters>
            <ListItemText primary={t(`login.steps.${step}`)} />
          </ListItem>
        ))}
      </List>
      {failed ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('login.unavailable')}
        </Alert>
      ) : null}
      <Stack spacing={2}>
        <FormControlLabel
          control={<Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} />}
          label={t('login.rememberMe')}
        />
        <Typography variant="body2" color="textSecondary">
          {t('login.rememberMeHint')}
        </Typography>
        <Button
          variant="contained"
          size="large"
          startIcon={<SignInIcon />}
          onClick={() => void signIn()}
          onPointerEnter={() => void loadUserManager().catch(() => undefined)}
          onFocus={() => void loadUserManager().catch(() => undefined)}
          disabled={busy}
        >
          {t('auth.signIn')}
        </Button>
      </Stack>
    </AuthCard>
  );
};
