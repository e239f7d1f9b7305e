import type { FastifyInstance } from 'fastify';
import {
  incidentExportQuerySchema,
  incidentIdParamsSchema,
  incidentInputSchema,
  incidentListQuerySchema,
  incidentListResponseSchema,
  incidentSchema,
  incidentUpdateSchema,
} from '@portal/contracts/incidents';
import type { DatabaseHandle } from '../../db/client';
import { registerLookupRoutes } from '../../lib/lookup-crud/lookup-routes';
import { thenRefreshClocks } from '../../platform/clocks/rules-changed';
import { incidentExportColumns } from './export-columns';
import { INCIDENT_HISTORY_FIELDS } from './history-fields';
import { findIncident, incidentsFetcher } from './repository';
import { createIncident, deleteIncident, getIncident, listIncidents, updateIncident } from './service';

export type IncidentsRoutesOptions = { database: DatabaseHandle };

/**
 * Outages that pause the deadline clocks (decisions 0056, 0057): ADMIN with LOOKUP READ reads,
 * WRITE records, closes, corrects and deletes. Every change reads the open clocks again.
 */
export const incidentsRoutes = async (
  app: FastifyInstance,
  options: IncidentsRoutesOptions,
): Promise<void> => {
  const { db } = options.database;
  const refreshing = thenRefreshClocks(app.jobs);
  registerLookupRoutes(app, {
    db,
    path: '/api/incidents',
    routeId: 'admin.incidents',
    schemas: {
      listQuery: incidentListQuerySchema,
      listResponse: incidentListResponseSchema,
      exportQuery: incidentExportQuerySchema,
      params: incidentIdParamsSchema,
      record: incidentSchema,
      input: incidentInputSchema,
      updateInput: incidentUpdateSchema,
    },
    summaries: {
      list: 'Incidents: filtered (what was down, open or closed, source, started from/to), newest first',
      export: 'Incidents: the whole filtered list as CSV (UTF-8 with BOM) or XLSX',
      get: 'One incident',
      create: 'Record an incident (end blank while it lasts); open clocks are read again',
      update: 'Change or close an incident (set its end); open clocks are read again',
      delete: 'Delete an incident recorded by mistake (its history stays); open clocks are read again',
    },
    list: (query) => listIncidents(db, query),
    export: {
      fileName: 'incidents.fileName',
      columns: incidentExportColumns,
      fetcher: (query) => incidentsFetcher(db, query, query),
    },
    get: (id) => getIncident(db, id),
    create: (userId, input) => refreshing(createIncident(db, userId, input)),
    update: (userId, id, input) => refreshing(updateIncident(db, userId, id, input)),
    remove: (userId, id, language) => refreshing(deleteIncident(db, userId, id, language)),
    history: {
      entityType: 'incident',
      fields: INCIDENT_HISTORY_FIELDS,
      exists: async (database, id) => (await findIncident(database, id)) !== null,
    },
  });
};
