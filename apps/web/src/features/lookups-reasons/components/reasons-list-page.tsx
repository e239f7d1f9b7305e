import { useTranslation } from 'react-i18next';
import type { ReasonRecord } from '@portal/contracts/lookups-reasons';
import { LookupListPage } from '../../../components/lookup/lookup-list-page';
import { useCanOpen } from '../../../lib/auth/use-can-open';
import { useListSearchParams } from '../../../lib/list/use-list-search-params';
import { REASONS_URL, useReasons } from '../api/list-reasons';
import { useReasonColumns } from './reason-columns';
import { useReasonLabels, useReasonText } from './reason-labels';
import { useReasonActions } from './use-reason-actions';

const FILTER_KEYS = ['q', 'kind', 'active'] as const;

/** `/admin/reason`: the reasons lookup: filters and page in the URL, export, add, open, (de)activate, delete. */
export const ReasonsListPage = () => {
  const { t } = useTranslation();
  const list = useListSearchParams(FILTER_KEYS);
  const reasons = useReasons(list.query);
  const { kindOptions, fieldLabel } = useReasonLabels();
  const { toggleActive, deleteReason } = useReasonActions();

  return (
    <LookupListPage<ReasonRecord, (typeof FILTER_KEYS)[number]>
      ns="reasons"
      path="/admin/reason"
      url={REASONS_URL}
      label={t('routes.adminReason.title')}
      list={list}
      result={reasons}
      canWrite={useCanOpen('admin.reasonAdd')}
      filters={[
        { kind: 'text', name: 'q', label: t('reasons.search') },
        { kind: 'select', name: 'kind', label: fieldLabel('kind'), options: kindOptions },
        {
          kind: 'select',
          name: 'active',
          label: fieldLabel('active'),
          options: [
            { value: 'true', label: t('reasons.status.active') },
            { value: 'false', label: t('reasons.status.inactive') },
          ],
        },
      ]}
      columns={useReasonColumns()}
      rowLabel={useReasonText()}
      writeActions={(reason) => [
        {
          id: 'toggle',
          label: t(reason.active ? 'reasons.deactivate' : 'reasons.activate'),
          onClick: () => void toggleActive(reason),
        },
        { id: 'delete', label: t('reasons.delete'), onClick: () => void deleteReason(reason) },
      ]}
    />
  );
};
