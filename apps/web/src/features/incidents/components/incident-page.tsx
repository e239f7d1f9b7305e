import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { Incident } from '@portal/contracts/incidents';
import { LookupRecordPage } from '../../../components/lookup/lookup-record-page';
import { useIncident } from '../api/incidents-api';
import { IncidentForm } from './incident-form';
import { useDeleteIncidentConfirmed, useIncidentLabels, useIncidentName } from './incident-labels';

/** `/admin/incidents/{id}`: the incident (closed or corrected with LOOKUP WRITE) and its history. */
export const IncidentPage = () => {
  const { t } = useTranslation();
  const nameOf = useIncidentName();
  const deleteIncident = useDeleteIncidentConfirmed();
  return (
    <LookupRecordPage<Incident, ReturnType<typeof useIncidentLabels>>
      useRecord={useIncident}
      useLabels={useIncidentLabels}
      notFoundKey="incidents.notFound"
      writeRoute="admin.incidentAdd"
      entityType="incident"
      title={nameOf}
      actions={(incident) => (
        <Button variant="outlined" color="error" onClick={() => void deleteIncident(incident, true)}>
          {t('incidents.delete')}
        </Button>
      )}
      summary={(incident) =>
        incident.endedAt ? null : (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('incidents.closeHint')}
          </Alert>
        )
      }
      form={(incident, readOnly) => <IncidentForm incident={incident} readOnly={readOnly} />}
    />
  );
};
