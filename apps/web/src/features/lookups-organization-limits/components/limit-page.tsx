import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import type { OrganizationLimit } from '@portal/contracts/lookups-organization-limits';
import { LookupRecordPage } from '../../../components/lookup/lookup-record-page';
import { UsagePanel } from '../../../components/lookup/usage-panel';
import { useLimit } from '../api/get-limit';
import { LimitForm } from './limit-form';
import { useLimitLabels } from './limit-labels';
import { useDeleteLimitConfirmed } from './use-delete-limit-confirmed';

/** The labels with the limit's country among the options (even when it is deactivated). */
const useLabelsOf = (limit: OrganizationLimit | undefined) => useLimitLabels(limit?.country.id);

/** `/admin/organization-limit/{id}`: the limit with used versus allowed (editable with LOOKUP WRITE) and its history. */
export const LimitPage = () => {
  const { t } = useTranslation();
  const deleteLimit = useDeleteLimitConfirmed();
  return (
    <LookupRecordPage<OrganizationLimit, ReturnType<typeof useLimitLabels>>
      useRecord={useLimit}
      useLabels={useLabelsOf}
      notFoundKey="limits.notFound"
      writeRoute="admin.organizationLimitAdd"
      entityType="organizationLimit"
      title={(limit, { nameOf }) => `${nameOf(limit.organization.name)} · ${nameOf(limit.country.name)}`}
      actions={(limit) => (
        <Button variant="outlined" color="error" onClick={() => void deleteLimit(limit, true)}>
          {t('limits.delete')}
        </Button>
      )}
      summary={(limit, { fieldLabel }) => (
        <UsagePanel
          label={fieldLabel('used')}
          used={limit.used}
          allowed={limit.maximum}
          text={t('limits.usedOfAllowed', { used: limit.used, allowed: limit.maximum })}
        />
      )}
      form={(limit, readOnly) => <LimitForm limit={limit} readOnly={readOnly} />}
    />
  );
};
