import { and, eq, gte, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import { DAY_MS, KINGDOM_UTC_OFFSET_MS } from '@portal/contracts/constants';
import type { IncidentListQuery, IncidentSortField } from '@portal/contracts/incidents';
import type { Database } from '../../db/client';
import { incidents } from '../../db/schema/index';
import { countWhere, orderByOf, runListPage, type SortColumns } from '../../lib/list/list-query';
import { recordStore } from '../../lib/lookup-crud/record-store';

export type IncidentRow = typeof incidents.$inferSelect;
export type IncidentFilters = Pick<IncidentListQuery, 'scope' | 'state' | 'source' | 'from' | 'to'>;
type IncidentSort = Pick<IncidentListQuery, 'sort' | 'dir'>;

const SORT_COLUMNS: SortColumns<IncidentSortField> = {
  startedAt: incidents.startedAt,
  endedAt: incidents.endedAt,
  scope: incidents.scope,
  updatedAt: incidents.updatedAt,
};

/** The moment a kingdom day (`YYYY-MM-DD`) begins (decision 0038). */
const kingdomDayStart = (day: string): Date =>
  new Date(Date.parse(`${day}T00:00:00Z`) - KINGDOM_UTC_OFFSET_MS);

export const incidentsWhere = (filters: IncidentFilters): SQL | undefined =>
  and(
    filters.scope ? eq(incidents.scope, filters.scope) : undefined,
    filters.source ? eq(incidents.source, filters.source) : undefined,
    filters.state === 'open' ? isNull(incidents.endedAt) : undefined,
    filters.state === 'closed' ? isNotNull(incidents.endedAt) : undefined,
    // Started on a kingdom day from `from` to `to`, both inclusive.
    filters.from ? gte(incidents.startedAt, kingdomDayStart(filters.from)) : undefined,
    filters.to
      ? lt(incidents.startedAt, new Date(kingdomDayStart(filters.to).getTime() + DAY_MS))
      : undefined,
  );

/**
 * The filtered incidents in order from `offset`, at most `limit`; the newest first unless another
 * order is asked for (the list is read for what happened last).
 */
export const incidentsFetcher =
  (db: Database, filters: IncidentFilters, sort: IncidentSort) =>
  (limit: number, offset: number): Promise<IncidentRow[]> =>
    db
      .select()
      .from(incidents)
      .where(incidentsWhere(filters))
      .orderBy(
        ...orderByOf(
          sort.sort ? sort : { sort: 'startedAt', dir: 'desc' },
          SORT_COLUMNS,
          'startedAt',
          incidents.id,
        ),
      )
      .limit(limit)
      .offset(offset);

export const findIncidentsPage = (db: Database, query: IncidentListQuery) =>
  runListPage(query, incidentsFetcher(db, query, query), () =>
    countWhere(db, incidents, incidentsWhere(query)),
  );

/** One incident by id (locked with `lock`), insert, update and delete. */
export const incidentStore = recordStore(incidents);
export const findIncident = incidentStore.find;
