import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@portal/contracts/announcements';
import { confirm } from '../../../components/confirm-dialog';
import { showAlert } from '../../../lib/alerts/alert-store';
import { useDeleteAnnouncement } from '../api/delete-announcement';
import { useAnnouncementTitle } from './announcement-labels';

/** Deletes an announcement after a confirmation; back to the list afterwards. */
export const useDeleteAnnouncementAction = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleOf = useAnnouncementTitle();
  const mutation = useDeleteAnnouncement();
  return async (announcement: Announcement, leave = false) => {
    const confirmed = await confirm({
      title: t('announcements.deleteTitle'),
      message: t('announcements.deleteConfirm', { title: titleOf(announcement) }),
      confirmLabel: t('announcements.delete'),
      cancelLabel: t('common.cancel'),
    });
    if (!confirmed) return;
    await mutation.mutateAsync(announcement.id);
    showAlert({ type: 'success', message: t('announcements.deleted') });
    if (leave) void navigate('/admin/announcements', { replace: true });
  };
};
