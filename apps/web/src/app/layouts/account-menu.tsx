import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AccountIcon from '@mui/icons-material/AccountCircleOutlined';
import type { Credentials } from '@portal/contracts/credentials';
import { LoadWhenOpened } from '../../components/load-when-opened';
import { VISUALLY_HIDDEN_SX } from '../../components/visually-hidden';

const AccountMenuList = lazy(() => import('./account-menu-list'));

/**
 * The account button: who is acting for which establishment, switch establishment, sign out. Its
 * name is the role it shows (WCAG 2.5.3); on a phone, where the role is hidden, "Account". The menu
 * loads when it first opens and stays mounted (`LoadWhenOpened`, as `LazyMenu` does).
 */
export const AccountMenu = ({ credentials }: { credentials: Credentials }) => {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'account-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Typography component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {t(`roles.${credentials.establishment.role}`)}
        </Typography>
        <Box component="span" sx={{ ...VISUALLY_HIDDEN_SX, display: { sm: 'none' } }}>
          {t('nav.account')}
        </Box>
      </Button>
      <LoadWhenOpened open={!!anchor}>
        <AccountMenuList credentials={credentials} anchor={anchor} onClose={() => setAnchor(null)} />
      </LoadWhenOpened>
    </>
  );
};
