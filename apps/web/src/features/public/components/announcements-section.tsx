import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AnnouncementList } from '../../../components/announcement-list';
import type { AnnouncementsSectionProps } from '../api/public-announcements';

/** The home page's public announcements (newest first). */
export const AnnouncementsSection = ({ announcements }: AnnouncementsSectionProps) => {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="home-announcements" sx={{ mb: 6 }}>
      <Typography id="home-announcements" variant="h2" gutterBottom>
        {t('announcements.publicTitle')}
      </Typography>
      <AnnouncementList announcements={announcements} />
    </Box>
  );
};
