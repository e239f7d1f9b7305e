import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import type { Quota } from '@portal/contracts/lookups-quotas';
import { LookupRecordPage } from '../../../components/lookup/lookup-record-page';
import { UsagePanel } from '../../../components/lookup/usage-panel';
import { useQuota } from '../api/get-quota';
import { QuotaForm } from './quota-form';
import { useQuotaLabels } from './quota-labels';
import { useDeleteQuotaConfirmed } from './use-delete-quota-confirmed';

/** The labels with the quota's country among the options (even when it is deactivated). */
const useLabelsOf = (quota: Quota | undefined) => useQuotaLabels(quota?.country.id);

/** `/admin/quota/{id}`: the quota with used versus allowed (editable with LOOKUP WRITE) and its history. */
export const QuotaPage = () => {
  const { t } = useTranslation();
  const deleteQuota = useDeleteQuotaConfirmed();
  return (
    <LookupRecordPage<Quota, ReturnType<typeof useQuotaLabels>>
      useRecord={useQuota}
      useLabels={useLabelsOf}
      notFoundKey="quotas.notFound"
      writeRoute="admin.quotaAdd"
      entityType="countryQuota"
      title={(quota, { countryName }) => `${countryName(quota.country)} · ${quota.month}`}
      actions={(quota) => (
        <Button variant="outlined" color="error" onClick={() => void deleteQuota(quota, true)}>
          {t('quotas.delete')}
        </Button>
      )}
      summary={(quota, { fieldLabel }) => (
        <UsagePanel
          label={fieldLabel('used')}
          used={quota.used}
          allowed={quota.maximum}
          text={t('quotas.usedOfAllowed', { used: quota.used, allowed: quota.maximum })}
        />
      )}
      form={(quota, readOnly) => <QuotaForm quota={quota} readOnly={readOnly} />}
    />
  );
};
