import { useTranslation } from 'react-i18next';
import { CellLink } from '../../../components/data-table/cell-link';
import Chip from '@mui/material/Chip';
import type { Incident } from '@portal/contracts/incidents';
import { INCIDENT_COLUMN_LABELS } from '@portal/contracts/incidents-values';
import { useColumnLabel } from '../../../lib/i18n/column-label';
import { formatDateTime } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';

/** The columns of the incidents table; an ongoing incident is marked. */
export const useIncidentColumns = (): DataTableColumn<Incident>[] => {
  const columnLabel = useColumnLabel();
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const moment = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, language)}</time>;
  return [
    {
      id: 'scope',
      label: columnLabel(INCIDENT_COLUMN_LABELS.scope),
      sortable: true,
      render: (incident) => (
        <CellLink to={`/admin/incidents/${incident.id}`}>{t(`incidents.scope.${incident.scope}`)}</CellLink>
      ),
    },
    {
      id: 'startedAt',
      label: columnLabel(INCIDENT_COLUMN_LABELS.startedAt),
      sortable: true,
      render: (incident) => moment(incident.startedAt),
    },
    {
      id: 'endedAt',
      label: columnLabel(INCIDENT_COLUMN_LABELS.endedAt),
      sortable: true,
      render: (incident) =>
        incident.endedAt ? (
          moment(incident.endedAt)
        ) : (
          <Chip size="small" color="warning" variant="outlined" label={t('incidents.open')} />
        ),
    },
    {
      id: 'source',
      label: columnLabel(INCIDENT_COLUMN_LABELS.source),
      render: (incident) => t(`incidents.source.${incident.source}`),
    },
    {
      id: 'description',
      label: columnLabel(
        language === 'ar-SA' ? INCIDENT_COLUMN_LABELS.descriptionAr : INCIDENT_COLUMN_LABELS.descriptionEn,
      ),
      render: (incident) => (
        <bdi dir="auto">{language === 'ar-SA' ? incident.descriptionAr : incident.descriptionEn}</bdi>
      ),
    },
    {
      id: 'updatedAt',
      label: columnLabel(INCIDENT_COLUMN_LABELS.updatedAt),
      sortable: true,
      render: (incident) => <DateText value={incident.updatedAt} />,
    },
  ];
};
