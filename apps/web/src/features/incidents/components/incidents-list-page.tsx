import { useTranslation } from 'react-i18next';
import type { Incident } from '@portal/contracts/incidents';
import { LookupListPage } from '../../../components/lookup/lookup-list-page';
import { useCanOpen } from '../../../lib/auth/use-can-open';
import { useListSearchParams } from '../../../lib/list/use-list-search-params';
import { INCIDENTS_URL, useIncidents } from '../api/incidents-api';
import { useIncidentColumns } from './incident-columns';
import { useDeleteIncidentConfirmed, useIncidentLabels, useIncidentName } from './incident-labels';

const FILTER_KEYS = ['scope', 'state', 'source', 'from', 'to'] as const;

/** `/admin/incidents`: outages, newest first: filters in the URL, export, record, open, delete. */
export const IncidentsListPage = () => {
  const { t } = useTranslation();
  const list = useListSearchParams(FILTER_KEYS);
  const incidents = useIncidents(list.query);
  const { scopeOptions, stateOptions, sourceOptions, fieldLabel } = useIncidentLabels();
  const deleteIncident = useDeleteIncidentConfirmed();
  return (
    <LookupListPage<Incident, (typeof FILTER_KEYS)[number]>
      ns="incidents"
      path="/admin/incidents"
      url={INCIDENTS_URL}
      label={t('routes.adminIncidents.title')}
      list={list}
      result={incidents}
      canWrite={useCanOpen('admin.incidentAdd')}
      filters={[
        { kind: 'select', name: 'scope', label: fieldLabel('scope'), options: scopeOptions },
        { kind: 'select', name: 'state', label: fieldLabel('state'), options: stateOptions },
        { kind: 'select', name: 'source', label: fieldLabel('source'), options: sourceOptions },
        { kind: 'date', name: 'from', label: t('incidents.from') },
        { kind: 'date', name: 'to', label: t('incidents.to') },
      ]}
      columns={useIncidentColumns()}
      rowLabel={useIncidentName()}
      writeActions={(incident) => [
        { id: 'delete', label: t('incidents.delete'), onClick: () => void deleteIncident(incident) },
      ]}
    />
  );
};
