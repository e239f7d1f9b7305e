import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { VisibleAnnouncement } from '@portal/contracts/announcements';
import { toLanguage } from '../lib/i18n/language';
import { DateText } from './date-text';
import { RichText } from './rich-text';

type AnnouncementListProps = { announcements: readonly VisibleAnnouncement[]; headingLevel?: 'h2' | 'h3' };

/** Announcements (newest first) in the current language: title, date, rich-text body. */
export const AnnouncementList = ({ announcements, headingLevel = 'h3' }: AnnouncementListProps) => {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language) === 'ar-SA' ? 'ar' : 'en';
  return (
    <Typography component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {announcements.map((announcement) => (
        <Paper component="li" key={announcement.id} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h3" component={headingLevel} sx={{ fontSize: '1.1rem' }} gutterBottom>
            {announcement.title[language]}
          </Typography>
          <Typography variant="body2" color="textSecondary" component="p" sx={{ mb: 1 }}>
            <DateText value={announcement.visibleFrom} />
          </Typography>
          <RichText html={announcement.body[language]} dir={language === 'ar' ? 'rtl' : 'ltr'} />
        </Paper>
      ))}
    </Typography>
  );
};
