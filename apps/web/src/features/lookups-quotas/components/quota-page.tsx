import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { HistoryPanel } from '../../../components/history-panel';
import { PageFrame } from '../../../components/page-frame';
import { UsedOfAllowed } from '../../../components/used-of-allowed';
import { useCanOpen } from '../../../lib/auth/use-can-open';
import { useQuota } from '../api/get-quota';
import { QuotaForm } from './quota-form';
import { useQuotaLabels } from './quota-labels';
import { useDeleteQuotaConfirmed } from './use-delete-quota-confirmed';

/** `/admin/quota/{id}`: the quota with used versus allowed (editable with LOOKUP WRITE) and its history. */
export const QuotaPage = () => {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const quota = useQuota(id, valid);
  const canWrite = useCanOpen('admin.quotaAdd');
  const { countryName, fieldLabel, formatValue } = useQuotaLabels(quota.data?.country.id);
  const deleteQuota = useDeleteQuotaConfirmed();

  if (!valid || quota.isError) {
    return (
      <PageFrame>
        <Alert severity="error">{t('quotas.notFound')}</Alert>
      </PageFrame>
    );
  }
  if (!quota.data) {
    return (
      <PageFrame>
        <Skeleton variant="rectangular" height={280} />
      </PageFrame>
    );
  }
  const current = quota.data;
  const usage = t('quotas.usedOfAllowed', { used: current.used, allowed: current.maximum });
  return (
    <PageFrame
      title={`${countryName(current.country)} · ${current.month}`}
      actions={
        canWrite ? (
          <Button variant="outlined" color="error" onClick={() => void deleteQuota(current, true)}>
            {t('quotas.delete')}
          </Button>
        ) : null
      }
    >
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label={fieldLabel('used')} role="group">
        <Typography variant="subtitle2">{fieldLabel('used')}</Typography>
        <UsedOfAllowed used={current.used} allowed={current.maximum} label={usage} />
      </Paper>
      <QuotaForm key={current.updatedAt} quota={current} readOnly={!canWrite} />
      <HistoryPanel
        entityType="countryQuota"
        entityId={current.id}
        fieldLabel={fieldLabel}
        formatValue={formatValue}
      />
    </PageFrame>
  );
};
