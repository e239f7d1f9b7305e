import { useTranslation } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AnnouncementList } from '../../../components/announcement-list';
import { queryClient } from '../../../lib/query-client';
import { usePublicAnnouncements } from '../api/public-announcements';

const AnnouncementsSection = () => {
  const { t } = useTranslation();
  const announcements = usePublicAnnouncements();
  if (!announcements.data?.length) return null;
  return (
    <Box component="section" aria-labelledby="home-announcements" sx={{ mb: 6 }}>
      <Typography id="home-announcements" variant="h2" gutterBottom>
        {t('announcements.publicTitle')}
      </Typography>
      <AnnouncementList announcements={announcements.data} />
    </Box>
  );
};

/** The home page's public announcements (newest first); nothing when there are none. The public layout has no query client of its own. */
export const PublicAnnouncements = () => (
  <QueryClientProvider client={queryClient}>
    <AnnouncementsSection />
  </QueryClientProvider>
);
