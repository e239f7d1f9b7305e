import { useTranslation } from 'react-i18next';
import { ROLES } from '@portal/contracts/roles';
import type { Announcement } from '@portal/contracts/announcements';
import { toLanguage } from '../../../lib/i18n/language';

/** The announcement's title in the current language. */
export const useAnnouncementTitle = () => {
  const { i18n } = useTranslation();
  const arabic = toLanguage(i18n.resolvedLanguage ?? i18n.language) === 'ar-SA';
  return (announcement: Pick<Announcement, 'titleAr' | 'titleEn'>) =>
    arabic ? announcement.titleAr : announcement.titleEn;
};

/** Labels of fields and values for the table and the form. */
export const useAnnouncementLabels = () => {
  const { t } = useTranslation();
  const roleOptions = ROLES.map((value) => ({ value, label: t(`roles.${value}`) }));
  const fieldLabel = (field: string) => t(`announcements.fields.${field}`);
  const audienceText = (announcement: Pick<Announcement, 'audiencePublic' | 'audienceRoles'>) =>
    [
      ...(announcement.audiencePublic ? [t('announcements.audiencePublic')] : []),
      ...announcement.audienceRoles.map((role) => t(`roles.${role}`)),
    ].join(', ');
  return { roleOptions, fieldLabel, audienceText };
};
