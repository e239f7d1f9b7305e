import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AccountIcon from '@mui/icons-material/AccountCircleOutlined';
import { SignOutIcon } from '../../components/direction-icons';
import SwitchIcon from '@mui/icons-material/SwapHoriz';
import { Link as RouterLink } from 'react-router';
import type { Credentials } from '@portal/contracts/credentials';
import { VISUALLY_HIDDEN_SX } from '../../components/visually-hidden';
import { loadUserManager } from '../../lib/auth/lazy-auth';
import { localized } from '../../lib/i18n/localized';
import { LazyMenu } from '../../components/lazy-menu';

/**
 * The account button: who is acting for which establishment, switch establishment, sign out. Its
 * name is the role it shows (WCAG 2.5.3); on a phone, where the role is hidden, "Account".
 */
export const AccountMenu = ({ credentials }: { credentials: Credentials }) => {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const organization = localized(credentials.organization.name, i18n.language);
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
      <LazyMenu id="account-menu" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem disabled sx={{ opacity: '1 !important', display: 'block' }}>
          <Typography variant="subtitle2" component="div">
            <bdi dir="auto">{organization}</bdi>
          </Typography>
          <Typography variant="body2" component="div" color="text.secondary">
            {t(`roles.${credentials.establishment.role}`)}
          </Typography>
        </MenuItem>
        <Divider />
        <MenuItem component={RouterLink} to="/establishments" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <SwitchIcon fontSize="small" />
          </ListItemIcon>
          {t('auth.switchEstablishment')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            // The sign-in code may not have loaded yet (decision 0050).
            void loadUserManager().then((auth) => auth.signOut());
          }}
        >
          <ListItemIcon>
            <SignOutIcon fontSize="small" />
          </ListItemIcon>
          {t('auth.signOut')}
        </MenuItem>
      </LazyMenu>
    </>
  );
};
