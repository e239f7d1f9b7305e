import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Skeleton } from '../../../components/skeleton';
import Typography from '@mui/material/Typography';
import { AnnouncementList } from '../../../components/announcement-list';
import { useCurrentAnnouncements } from '../api/current-announcements';

/** The dashboard's "Announcements" section: those addressed to the caller's role, newest first. */
export const DashboardAnnouncements = () => {
  const { t } = useTranslation();
  const announcements = useCurrentAnnouncements();
  let content;
  if (announcements.isPending) content = <Skeleton variant="rectangular" height={96} />;
  else if (announcements.isError)
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void announcements.refetch()}>
            {t('list.retry')}
          </Button>
        }
      >
        {t('dashboard.announcementsError')}
      </Alert>
    );
  else if (announcements.data.length === 0)
    content = <Typography color="textSecondary">{t('dashboard.noAnnouncements')}</Typography>;
  else content = <AnnouncementList announcements={announcements.data} />;
  return (
    <Box component="section" aria-labelledby="dashboard-announcements" sx={{ mb: 4 }}>
      <Typography id="dashboard-announcements" variant="h2" sx={{ fontSize: '1.35rem' }} gutterBottom>
        {t('dashboard.announcements')}
      </Typography>
      {content}
    </Box>
  );
};
