import { INCIDENT_COLUMN_LABELS } from '@portal/contracts/incidents';
import type { ExportColumn } from '../../lib/export/send-export';
import type { IncidentRow } from './repository';

/** The columns of the incidents export (CSV and XLSX), headed and worded as the screen's table. */
export const incidentExportColumns = (): ExportColumn<IncidentRow>[] => [
  { header: INCIDENT_COLUMN_LABELS.scope, value: (row, t) => t(`incidents.scope.${row.scope}`), width: 18 },
  { header: INCIDENT_COLUMN_LABELS.startedAt, value: (row) => row.startedAt, width: 20 },
  { header: INCIDENT_COLUMN_LABELS.endedAt, value: (row) => row.endedAt, width: 20 },
  {
    header: INCIDENT_COLUMN_LABELS.source,
    value: (row, t) => t(`incidents.source.${row.source}`),
    width: 16,
  },
  { header: INCIDENT_COLUMN_LABELS.descriptionAr, value: (row) => row.descriptionAr, width: 40 },
  { header: INCIDENT_COLUMN_LABELS.descriptionEn, value: (row) => row.descriptionEn, width: 40 },
  { header: INCIDENT_COLUMN_LABELS.updatedAt, value: (row) => row.updatedAt, width: 20 },
];
