import { useState } from 'react';
import { NavLink, Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { SignInIcon } from '../../components/direction-icons';
import { LanguageSwitch } from '../../components/language-switch';
import { useCredentials } from '../../lib/storage/use-credentials';

const LINKS = [
  { to: '/', key: 'routes.home.title', end: true },
  { to: '/user-guide', key: 'routes.userGuide.title', end: false },
  { to: '/faq', key: 'routes.faq.title', end: false },
  { to: '/contact-us', key: 'routes.contactUs.title', end: false },
] as const;

const navLinkSx = {
  color: 'inherit',
  opacity: 0.9,
  '&.active': { opacity: 1, boxShadow: 'inset 0 -3px 0 #58abc8', borderRadius: 0 },
} as const;

/** Header of the public pages: portal name, navigation, language switch, sign-in. */
export const PublicHeader = () => {
  const { t } = useTranslation();
  const credentials = useCredentials();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <AppBar position="sticky" color="primary" elevation={0} component="header">
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Typography
          component={RouterLink}
          to="/"
          variant="h6"
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, marginInlineEnd: 2 }}
        >
          {t('app.name')}
        </Typography>
        <Box
          component="nav"
          aria-label={t('nav.public')}
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flexGrow: 1 }}
        >
          {LINKS.map((link) => (
            <Button key={link.to} component={NavLink} to={link.to} end={link.end} sx={navLinkSx}>
              {t(link.key)}
            </Button>
          ))}
        </Box>
        <Box sx={{ flexGrow: 1, display: { xs: 'block', md: 'none' } }} />
        <Button
          color="inherit"
          sx={{ display: { xs: 'inline-flex', md: 'none' }, minWidth: 40 }}
          aria-label={t('nav.openMenu')}
          aria-expanded={menuOpen}
          aria-controls="public-nav-compact"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon />
        </Button>
        <LanguageSwitch />
        {credentials ? (
          <Button component={RouterLink} to="/app/refresh" variant="contained" color="secondary">
            {t('nav.openPortal')}
          </Button>
        ) : (
          <Button
            component={RouterLink}
            to="/login"
            variant="contained"
            color="secondary"
            startIcon={<SignInIcon />}
          >
            {t('auth.signIn')}
          </Button>
        )}
      </Toolbar>
      {menuOpen ? (
        <Box
          component="nav"
          id="public-nav-compact"
          aria-label={t('nav.public')}
          sx={{ display: { xs: 'flex', md: 'none' }, flexDirection: 'column', pb: 1, px: 1 }}
        >
          {LINKS.map((link) => (
            <Button
              key={link.to}
              component={NavLink}
              to={link.to}
              end={link.end}
              onClick={() => setMenuOpen(false)}
              sx={{ ...navLinkSx, justifyContent: 'flex-start' }}
            >
              {t(link.key)}
            </Button>
          ))}
        </Box>
      ) : null}
    </AppBar>
  );
};
