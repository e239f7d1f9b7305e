import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { HistoryPanel } from '../../../components/history-panel';
import { PageFrame } from '../../../components/page-frame';
import { useCanOpen } from '../../../lib/auth/use-can-open';
import { useReason } from '../api/get-reason';
import { ReasonForm } from './reason-form';
import { useReasonLabels, useReasonText } from './reason-labels';
import { useReasonActions } from './use-reason-actions';

/** `/admin/reason/{id}`: the reason (editable with LOOKUP WRITE, read-only with READ) and its history. */
export const ReasonPage = () => {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const reason = useReason(id, valid);
  const canWrite = useCanOpen('admin.reasonAdd');
  const textOf = useReasonText();
  const { fieldLabel, formatValue } = useReasonLabels();
  const { toggleActive, deleteReason } = useReasonActions();

  if (!valid || reason.isError) {
    return (
      <PageFrame>
        <Alert severity="error">{t('reasons.notFound')}</Alert>
      </PageFrame>
    );
  }
  if (!reason.data) {
    return (
      <PageFrame>
        <Skeleton variant="rectangular" height={280} />
      </PageFrame>
    );
  }
  const current = reason.data;
  return (
    <PageFrame
      title={textOf(current)}
      actions={
        canWrite ? (
          <>
            <Button variant="outlined" onClick={() => void toggleActive(current)}>
              {t(current.active ? 'reasons.deactivate' : 'reasons.activate')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => void deleteReason(current, true)}>
              {t('reasons.delete')}
            </Button>
          </>
        ) : null
      }
    >
      {current.active ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('reasons.inactiveNote')}
        </Alert>
      )}
      <ReasonForm key={current.updatedAt} reason={current} readOnly={!canWrite} />
      <HistoryPanel
        entityType="reason"
        entityId={current.id}
        fieldLabel={fieldLabel}
        formatValue={formatValue}
      />
    </PageFrame>
  );
};
