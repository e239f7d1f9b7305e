import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PublicAnnouncements } from './public-announcements';

const AUDIENCES = ['offices', 'agencies', 'embassies', 'ministries'] as const;
const CONTAINER_SX = { maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 } } as const;
const STEPS = ['s1', 's2', 's3', 's4', 's5'] as const;

/** `/`: what the portal is, for whom, how it works, and the way in. */
export const HomePage = () => {
  const { t } = useTranslation();
  return (
    <>
      <Box sx={{ bgcolor: '#1f5f7a', color: '#fff', py: { xs: 6, md: 9 } }}>
        <Box sx={CONTAINER_SX}>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, mb: 2, maxWidth: 760 }}>
            {t('home.hero.title')}
          </Typography>
          <Typography sx={{ fontSize: '1.15rem', maxWidth: 720, mb: 4, opacity: 0.95 }}>
            {t('home.hero.subtitle')}
          </Typography>
          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
            <Button component={RouterLink} to="/login" variant="contained" color="secondary" size="large">
              {t('home.hero.cta')}
            </Button>
            <Button component={RouterLink} to="/rf" variant="outlined" color="inherit" size="large">
              {t('home.hero.register')}
            </Button>
            <Button component={RouterLink} to="/user-guide" variant="outlined" color="inherit" size="large">
              {t('home.hero.guide')}
            </Button>
          </Box>
        </Box>
      </Box>
      <Box sx={{ ...CONTAINER_SX, py: 6 }}>
        <PublicAnnouncements />
        <Box component="section" aria-labelledby="home-audience" sx={{ mb: 6 }}>
          <Typography id="home-audience" variant="h2" gutterBottom>
            {t('home.audience.title')}
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 3 }}>
            {t('home.audience.intro')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
            }}
          >
            {AUDIENCES.map((audience) => (
              <Paper key={audience} variant="outlined" sx={{ p: 2 }}>
                <Typography variant="h3" component="h3" gutterBottom>
                  {t(`home.audience.${audience}.title`)}
                </Typography>
                <Typography variant="body2">{t(`home.audience.${audience}.body`)}</Typography>
              </Paper>
            ))}
          </Box>
        </Box>
        <Box component="section" aria-labelledby="home-steps" sx={{ mb: 6 }}>
          <Typography id="home-steps" variant="h2" gutterBottom>
            {t('home.steps.title')}
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {STEPS.map((step, index) => (
              <Box component="li" key={step} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                <Box
                  aria-hidden
                  sx={{
                    flexShrink: 0,
                    width: 36,
                    height: 36,
                    borderRadius: '50%',
                    bgcolor: '#58abc8',
                    color: '#0b2a36',
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 700,
                  }}
                >
                  {index + 1}
                </Box>
                <Box>
                  <Typography variant="h3" component="h3">
                    {t(`home.steps.${step}.title`)}
                  </Typography>
                  <Typography variant="body2">{t(`home.steps.${step}.body`)}</Typography>
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
        <Paper
          component="section"
          aria-labelledby="home-cta"
          variant="outlined"
          sx={{
            bgcolor: '#eff5f9',
            p: 3,
            display: 'flex',
            gap: 2,
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Box>
            <Typography id="home-cta" variant="h2" gutterBottom>
              {t('home.cta.title')}
            </Typography>
            <Typography>{t('home.cta.body')}</Typography>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Button component={RouterLink} to="/login" variant="contained" size="large">
              {t('home.hero.cta')}
            </Button>
            <Button component={RouterLink} to="/rf" variant="outlined" size="large">
              {t('routes.registrationForm.title')}
            </Button>
          </Box>
        </Paper>
      </Box>
    </>
  );
};
