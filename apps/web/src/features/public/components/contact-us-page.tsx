import { useTranslation } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import { Skeleton } from '../../../components/skeleton';
import Typography from '@mui/material/Typography';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import MailIcon from '@mui/icons-material/MailOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import { toLanguage } from '../../../lib/i18n/language';
import { queryClient } from '../../../lib/query-client';
import { usePublicSettings } from '../api/public-settings';
import { PublicPage } from '../../../components/public-page';

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

const ContactUs = () => {
  const { t, i18n } = useTranslation();
  const settings = usePublicSettings();
  const arabic = toLanguage(i18n.resolvedLanguage ?? i18n.language) === 'ar-SA';
  const contacts = settings.data?.supportContacts;
  // The admins' support contacts (admin/settings); a placeholder line while they load.
  const pending = <Skeleton width="60%" />;
  const channels = [
    {
      key: 'phone',
      icon: <PhoneIcon color="primary" />,
      value: contacts ? (
        <Link href={telHref(contacts.phone)} dir="ltr">
          {contacts.phone}
        </Link>
      ) : (
        pending
      ),
    },
    {
      key: 'email',
      icon: <MailIcon color="primary" />,
      value: contacts ? (
        <Link href={`mailto:${contacts.email}`} dir="ltr">
          {contacts.email}
        </Link>
      ) : (
        pending
      ),
    },
    {
      key: 'hours',
      icon: <ScheduleIcon color="primary" />,
      value: contacts ? <span>{arabic ? contacts.hoursAr : contacts.hoursEn}</span> : pending,
    },
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
                <Typography variant="body2" color="textSecondary">
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

/** `/contact-us`: support channels (the admins' support contacts) and hours. The public layout has no query client of its own. */
export const ContactUsPage = () => (
  <QueryClientProvider client={queryClient}>
    <ContactUs />
  </QueryClientProvider>
);
