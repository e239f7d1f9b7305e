import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { Skeleton } from '../../../components/skeleton';
import { HistoryPanel } from '../../../components/record/history-panel';
import { PageFrame } from '../../../components/page-frame';
import { useCanOpen } from '../../../lib/auth/use-can-open';
import { useVisa } from '../api/get-visa';
import { VisaForm } from './visa-form';
import { VISA_STATUS } from '@portal/contracts/visas-values';

/**
 * `/admin/visa/{id}` (adminVisa flag): the visa, editable with LOOKUP WRITE while it is available
 * (read-only otherwise), and its history.
 */
export const VisaPage = () => {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const visa = useVisa(id, valid);
  const canWrite = useCanOpen('admin.visaAdd');

  if (!valid || visa.isError) {
    return (
      <PageFrame>
        <Alert severity="error">{t('visas.notFound')}</Alert>
      </PageFrame>
    );
  }
  if (!visa.data) {
    return (
      <PageFrame>
        <Skeleton variant="rectangular" height={280} />
      </PageFrame>
    );
  }
  const current = visa.data;
  const used = current.status !== VISA_STATUS.AVAILABLE;
  return (
    <PageFrame title={`${t('routes.adminVisaView.title')} ${current.number}`}>
      {used ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('visas.usedNote')}
        </Alert>
      ) : null}
      <VisaForm key={current.updatedAt} visa={current} readOnly={!canWrite || used} />
      <HistoryPanel entityType="visa" entityId={current.id} />
    </PageFrame>
  );
};
