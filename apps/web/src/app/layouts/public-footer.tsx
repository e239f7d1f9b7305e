import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Footer of the public pages. */
export const PublicFooter = () => {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ bgcolor: '#0f3443', color: '#e8f1f5', py: 4, mt: 'auto' }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ justifyContent: 'space-between' }}>
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{t('app.name')}</Typography>
            <Typography variant="body2" sx={{ maxWidth: 420, opacity: 0.9 }}>
              {t('footer.about')}
            </Typography>
          </Box>
          <Stack component="nav" aria-label={t('nav.footer')} spacing={1}>
            <Link component={RouterLink} to="/user-guide" color="inherit">
              {t('routes.userGuide.title')}
            </Link>
            <Link component={RouterLink} to="/faq" color="inherit">
              {t('routes.faq.title')}
            </Link>
            <Link component={RouterLink} to="/contact-us" color="inherit">
              {t('routes.contactUs.title')}
            </Link>
          </Stack>
        </Stack>
        <Typography variant="body2" sx={{ mt: 3, opacity: 0.85 }}>
          {t('footer.copyright', { year })}
        </Typography>
      </Container>
    </Box>
  );
};
