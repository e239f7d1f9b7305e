import type { Incident, IncidentInput, IncidentListQuery } from '@portal/contracts/incidents';
import type { ListResponse } from '@portal/contracts/list';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { lookupWrites } from '../../lib/lookup-crud/lookup-writes';
import { findIncident, findIncidentsPage, incidentStore, type IncidentRow } from './repository';

export const toIncident = (row: IncidentRow): Incident => ({
  id: row.id,
  scope: row.scope,
  startedAt: row.startedAt.toISOString(),
  endedAt: row.endedAt?.toISOString() ?? null,
  descriptionAr: row.descriptionAr,
  descriptionEn: row.descriptionEn,
  source: row.source,
  rowVersion: row.rowVersion,
  updatedAt: row.updatedAt.toISOString(),
});

export const listIncidents = async (
  db: Database,
  query: IncidentListQuery,
): Promise<ListResponse<Incident>> => {
  const page = await findIncidentsPage(db, query);
  return { ...page, items: page.items.map(toIncident) };
};

export const getIncident = async (db: Database, id: number): Promise<Incident> => {
  const row = await findIncident(db, id);
  if (!row) throw notFound();
  return toIncident(row);
};

/** The stored form of an input: moments as dates (the contract answers ISO text). */
type IncidentValues = Omit<IncidentInput, 'startedAt' | 'endedAt'> & {
  startedAt: Date;
  endedAt: Date | null;
  createdBy?: number;
};
const valuesOf = <T extends IncidentInput>(input: T) => ({
  ...input,
  startedAt: new Date(input.startedAt),
  endedAt: input.endedAt === null ? null : new Date(input.endedAt),
});

/**
 * Record, change (closing an open incident is setting its end) and delete, each with its history
 * and on the row version it was read on. An admin may correct an incident the readiness check
 * recorded; its source stays.
 */
const incidentWrites = lookupWrites<IncidentRow, IncidentValues, Incident>({
  entityType: 'incident',
  store: incidentStore,
  fields: ['scope', 'startedAt', 'endedAt', 'descriptionAr', 'descriptionEn', 'source'],
  present: (_db, row) => toIncident(row),
});

export const createIncident = (db: Database, userId: number, input: IncidentInput) =>
  incidentWrites.create(db, userId, { ...valuesOf(input), createdBy: userId });
export const updateIncident = (
  db: Database,
  userId: number,
  id: number,
  input: IncidentInput & { rowVersion: number },
) => incidentWrites.update(db, userId, id, valuesOf(input));
export const deleteIncident = incidentWrites.remove;
