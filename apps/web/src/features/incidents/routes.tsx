import type { FeaturePages } from '../../app/page-loader';

/** The incidents: list, record page and the page that records one (each its own chunk). */
export const incidentsPages: FeaturePages = {
  'admin.incidents': () =>
    import('./components/incidents-list-page').then((module) => module.IncidentsListPage),
  'admin.incidentAdd': () =>
    import('./components/incident-add-page').then((module) => module.IncidentAddPage),
  'admin.incidentView': () => import('./components/incident-page').then((module) => module.IncidentPage),
};
