import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PublicPage } from '../../../components/public-page';

export const GUIDE_ROLES = ['offices', 'agencies', 'embassies', 'ministries', 'employers', 'admins'] as const;
const GUIDE_STEPS = ['s1', 's2', 's3', 's4'] as const;

/** `/user-guide`: what each kind of user does in the portal, step by step. */
export const UserGuidePage = () => {
  const { t } = useTranslation();
  return (
    <PublicPage title={t('routes.userGuide.title')} lead={t('userGuide.lead')}>
      <Box component="nav" aria-label={t('userGuide.contents')} sx={{ mb: 4 }}>
        <Typography variant="h2" gutterBottom>
          {t('userGuide.contents')}
        </Typography>
        <Box component="ul" sx={{ m: 0 }}>
          {GUIDE_ROLES.map((role) => (
            <li key={role}>
              <Link href={`#guide-${role}`}>{t(`userGuide.roles.${role}.title`)}</Link>
            </li>
          ))}
        </Box>
      </Box>
      {GUIDE_ROLES.map((role) => (
        <Box
          component="section"
          key={role}
          id={`guide-${role}`}
          aria-labelledby={`guide-${role}-title`}
          sx={{ mb: 4 }}
        >
          <Typography id={`guide-${role}-title`} variant="h2" gutterBottom>
            {t(`userGuide.roles.${role}.title`)}
          </Typography>
          <Typography sx={{ mb: 1 }}>{t(`userGuide.roles.${role}.intro`)}</Typography>
          <Box component="ol" sx={{ m: 0 }}>
            {GUIDE_STEPS.map((step) => (
              <Typography component="li" key={step} sx={{ mb: 0.5 }}>
                {t(`userGuide.roles.${role}.steps.${step}`)}
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
    </PublicPage>
  );
};
