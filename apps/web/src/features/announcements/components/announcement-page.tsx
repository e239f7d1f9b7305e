import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Skeleton } from '../../../components/skeleton';
import { HistoryPanel } from '../../../components/record/history-panel';
import { PageFrame } from '../../../components/page-frame';
import { useCanOpen } from '../../../lib/auth/use-can-open';
import { useAnnouncement } from '../api/get-announcement';
import { AnnouncementForm } from './announcement-form';
import { useAnnouncementTitle } from './announcement-labels';
import { useDeleteAnnouncementAction } from './use-delete-announcement';

/** `/admin/announcements/{id}`: editable with LOOKUP WRITE, read-only with READ; its history below. */
export const AnnouncementPage = () => {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const announcement = useAnnouncement(id, valid);
  const canWrite = useCanOpen('admin.announcementsAdd');
  const titleOf = useAnnouncementTitle();
  const remove = useDeleteAnnouncementAction();

  if (!valid || announcement.isError)
    return (
      <PageFrame>
        <Alert severity="error">{t('announcements.notFound')}</Alert>
      </PageFrame>
    );
  if (!announcement.data)
    return (
      <PageFrame>
        <Skeleton variant="rectangular" height={320} />
      </PageFrame>
    );
  const current = announcement.data;
  return (
    <PageFrame
      title={titleOf(current)}
      actions={
        canWrite ? (
          <Button variant="outlined" color="error" onClick={() => void remove(current, true)}>
            {t('announcements.delete')}
          </Button>
        ) : null
      }
    >
      <AnnouncementForm key={current.updatedAt} announcement={current} readOnly={!canWrite} />
      <HistoryPanel entityType="announcement" entityId={current.id} />
    </PageFrame>
  );
};
