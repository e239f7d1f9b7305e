import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import type { ReasonRecord } from '@portal/contracts/lookups-reasons';
import { InactiveNote, LookupRecordPage } from '../../../components/lookup/lookup-record-page';
import { useReason } from '../api/get-reason';
import { ReasonForm } from './reason-form';
import { useReasonLabels, useReasonText } from './reason-labels';
import { useReasonActions } from './use-reason-actions';

/** `/admin/reason/{id}`: the reason (editable with LOOKUP WRITE, read-only with READ) and its history. */
export const ReasonPage = () => {
  const { t } = useTranslation();
  const textOf = useReasonText();
  const { toggleActive, deleteReason } = useReasonActions();
  return (
    <LookupRecordPage<ReasonRecord, ReturnType<typeof useReasonLabels>>
      useRecord={useReason}
      useLabels={useReasonLabels}
      notFoundKey="reasons.notFound"
      writeRoute="admin.reasonAdd"
      entityType="reason"
      title={textOf}
      actions={(reason) => (
        <>
          <Button variant="outlined" onClick={() => void toggleActive(reason)}>
            {t(reason.active ? 'reasons.deactivate' : 'reasons.activate')}
          </Button>
          <Button variant="outlined" color="error" onClick={() => void deleteReason(reason, true)}>
            {t('reasons.delete')}
          </Button>
        </>
      )}
      summary={(reason) => <InactiveNote active={reason.active}>{t('reasons.inactiveNote')}</InactiveNote>}
      form={(reason, readOnly) => <ReasonForm reason={reason} readOnly={readOnly} />}
    />
  );
};
