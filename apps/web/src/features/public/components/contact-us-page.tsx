import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import MailIcon from '@mui/icons-material/MailOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import { PublicPage } from './public-section';

const PHONE = '+966 11 000 0000';
const PHONE_HREF = 'tel:+966110000000';
const EMAIL = 'support@recruitment-portal.example.sa';

/** `/contact-us`: support channels and hours. */
export const ContactUsPage = () => {
  const { t } = useTranslation();
  const channels = [
    {
      key: 'phone',
      icon: <PhoneIcon color="primary" />,
      value: (
        <Link href={PHONE_HREF} dir="ltr">
          {PHONE}
        </Link>
      ),
    },
    {
      key: 'email',
      icon: <MailIcon color="primary" />,
      value: (
        <Link href={`mailto:${EMAIL}`} dir="ltr">
          {EMAIL}
        </Link>
      ),
    },
    { key: 'hours', icon: <ScheduleIcon color="primary" />, value: <span>{t('contact.hours.value')}</span> },
  ] as const;
  return (
    <PublicPage title={t('routes.contactUs.title')} lead={t('contact.lead')}>
      <Grid container spacing={2} sx={{ mb: 4 }}>
        {channels.map((channel) => (
          <Grid key={channel.key} size={{ xs: 12, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                {channel.icon}
                <Typography variant="h2" sx={{ fontSize: '1.1rem', mt: 1 }} gutterBottom>
                  {t(`contact.${channel.key}.title`)}
                </Typography>
                <Typography sx={{ mb: 1 }}>{channel.value}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`contact.${channel.key}.note`)}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Typography variant="h2" gutterBottom>
        {t('contact.before.title')}
      </Typography>
      <Typography component="ul">
        {(['s1', 's2', 's3'] as const).map((item) => (
          <li key={item}>{t(`contact.before.${item}`)}</li>
        ))}
      </Typography>
    </PublicPage>
  );
};
