import { useTranslation } from 'react-i18next';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import SwitchIcon from '@mui/icons-material/SwapHoriz';
import { Link as RouterLink } from 'react-router';
import type { Credentials } from '@portal/contracts/credentials';
import { SignOutIcon } from '../../components/direction-icons';
import { loadUserManager } from '../../lib/auth/lazy-auth';
import { localized } from '../../lib/i18n/localized';

/**
 * The account menu itself, loaded with MUI's Menu when the account button first opens it: its items
 * (MenuItem and its roving focus, the divider, the icons) are not part of every signed-in page's first
 * load (decision 0064, 2026-11-30).
 */
const AccountMenuList = ({
  credentials,
  anchor,
  onClose,
}: {
  credentials: Credentials;
  anchor: HTMLElement | null;
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const organization = localized(credentials.organization.name, i18n.language);
  return (
    <Menu id="account-menu" anchorEl={anchor} open={!!anchor} onClose={onClose}>
      <MenuItem disabled sx={{ opacity: '1 !important', display: 'block' }}>
        <Typography variant="subtitle2" component="div">
          <bdi dir="auto">{organization}</bdi>
        </Typography>
        <Typography variant="body2" component="div" color="textSecondary">
          {t(`roles.${credentials.establishment.role}`)}
        </Typography>
      </MenuItem>
      <Divider />
      <MenuItem component={RouterLink} to="/establishments" onClick={onClose}>
        <ListItemIcon>
          <SwitchIcon fontSize="small" />
        </ListItemIcon>
        {t('auth.switchEstablishment')}
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          // The sign-in code may not have loaded yet (decision 0050).
          void loadUserManager().then((auth) => auth.signOut());
        }}
      >
        <ListItemIcon>
          <SignOutIcon fontSize="small" />
        </ListItemIcon>
        {t('auth.signOut')}
      </MenuItem>
    </Menu>
  );
};

export default AccountMenuList;
