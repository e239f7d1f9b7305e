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
import { useLimit } from '../api/get-limit';
import { LimitForm } from './limit-form';
import { useLimitLabels } from './limit-labels';
import { useDeleteLimitConfirmed } from './use-delete-limit-confirmed';

/** `/admin/organization-limit/{id}`: the limit with used versus allowed (editable with LOOKUP WRITE) and its history. */
export const LimitPage = () => {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const limit = useLimit(id, valid);
  const canWrite = useCanOpen('admin.organizationLimitAdd');
  const { nameOf, fieldLabel, formatValue } = useLimitLabels(limit.data?.country.id);
  const deleteLimit = useDeleteLimitConfirmed();

  if (!valid || limit.isError) {
    return (
      <PageFrame>
        <Alert severity="error">{t('limits.notFound')}</Alert>
      </PageFrame>
    );
  }
  if (!limit.data) {
    return (
      <PageFrame>
        <Skeleton variant="rectangular" height={280} />
      </PageFrame>
    );
  }
  const current = limit.data;
  const usage = t('limits.usedOfAllowed', { used: current.used, allowed: current.maximum });
  return (
    <PageFrame
      title={`${nameOf(current.organization.name)} · ${nameOf(current.country.name)}`}
      actions={
        canWrite ? (
          <Button variant="outlined" color="error" onClick={() => void deleteLimit(current, true)}>
            {t('limits.delete')}
          </Button>
        ) : null
      }
    >
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label={fieldLabel('used')} role="group">
        <Typography variant="subtitle2">{fieldLabel('used')}</Typography>
        <UsedOfAllowed used={current.used} allowed={current.maximum} label={usage} />
      </Paper>
      <LimitForm key={current.updatedAt} limit={current} readOnly={!canWrite} />
      <HistoryPanel
        entityType="organizationLimit"
        entityId={current.id}
        fieldLabel={fieldLabel}
        formatValue={formatValue}
      />
    </PageFrame>
  );
};
