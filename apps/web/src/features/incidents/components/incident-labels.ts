import { useTranslation } from 'react-i18next';
import { INCIDENT_SCOPES, INCIDENT_SOURCES, INCIDENT_STATES } from '@portal/contracts/incidents-values';
import type { Incident } from '@portal/contracts/incidents';
import { useConfirmedDelete } from '../../../components/lookup/use-lookup-confirm';
import { formatDateTime } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';
import { useDeleteIncident } from '../api/incidents-api';

/** Options of the scope, state and source selects; labels of fields and values. */
export const useIncidentLabels = () => {
  const { t } = useTranslation();
  const scopeOptions = INCIDENT_SCOPES.map((value) => ({ value, label: t(`incidents.scope.${value}`) }));
  const stateOptions = INCIDENT_STATES.map((value) => ({ value, label: t(`incidents.state.${value}`) }));
  const sourceOptions = INCIDENT_SOURCES.map((value) => ({ value, label: t(`incidents.source.${value}`) }));
  const fieldLabel = (field: string) => t(`incidents.fields.${field}`);
  const formatValue = (field: string, value: unknown): string => {
    if (field === 'scope') return t(`incidents.scope.${String(value)}`);
    if (field === 'source') return t(`incidents.source.${String(value)}`);
    return String(value);
  };
  return { scopeOptions, stateOptions, sourceOptions, fieldLabel, formatValue };
};

/** "The travel partner, 4 Jan 2026, 09:30": what was down and when it started. */
export const useIncidentName = () => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (incident: Pick<Incident, 'scope' | 'startedAt'>) =>
    `${t(`incidents.scope.${incident.scope}`)}, ${formatDateTime(incident.startedAt, language)}`;
};

/** Deletes an incident after a confirmation that says what it means. */
export const useDeleteIncidentConfirmed = () =>
  useConfirmedDelete<Incident>({
    ns: 'incidents',
    listPath: '/admin/incidents',
    nameOf: useIncidentName(),
    mutation: useDeleteIncident(),
  });
