import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatYear } from '../../lib/format/intl';
import { toLanguage } from '../../lib/i18n/language';

const FOOTER_LINK_SX = {
  color: 'inherit',
  '&:hover, &:focus-visible': { textDecoration: 'underline' },
} as const;

/** Footer of the public pages. */
export const PublicFooter = () => {
  const { t, i18n } = useTranslation();
  const year = formatYear(new Date().getFullYear(), toLanguage(i18n.resolvedLanguage ?? i18n.language));
  return (
    <Box component="footer" sx={{ bgcolor: '#0f3443', color: '#e8f1f5', py: 4, mt: 'auto' }}>
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 } }}>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 3,
            justifyContent: 'space-between',
          }}
        >
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{t('app.name')}</Typography>
            <Typography variant="body2" sx={{ maxWidth: 420, opacity: 0.9 }}>
              {t('footer.about')}
            </Typography>
          </Box>
          <Box
            component="nav"
            aria-label={t('nav.footer')}
            sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
          >
            <Box component={RouterLink} to="/user-guide" sx={FOOTER_LINK_SX}>
              {t('routes.userGuide.title')}
            </Box>
            <Box component={RouterLink} to="/faq" sx={FOOTER_LINK_SX}>
              {t('routes.faq.title')}
            </Box>
            <Box component={RouterLink} to="/contact-us" sx={FOOTER_LINK_SX}>
              {t('routes.contactUs.title')}
            </Box>
            <Box component={RouterLink} to="/verify" sx={FOOTER_LINK_SX}>
              {t('routes.verify.title')}
            </Box>
            <Box component={RouterLink} to="/registry" sx={FOOTER_LINK_SX}>
              {t('routes.registry.title')}
            </Box>
            <Box component={RouterLink} to="/my-contract" sx={FOOTER_LINK_SX}>
              {t('routes.myContract.title')}
            </Box>
          </Box>
        </Box>
        <Typography variant="body2" sx={{ mt: 3, opacity: 0.85 }}>
          {t('footer.copyright', { year })}
        </Typography>
      </Box>
    </Box>
  );
};
