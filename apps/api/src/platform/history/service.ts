import type { FieldChanges, HistoryAction, HistoryEntry } from '@portal/contracts/history';
import type { ListResponse } from '@portal/contracts/list';
import type { Database } from '../../db/client';
import type { HistoryFields } from './fields';
import { presentChanges } from './present';
import { findHistoryPage, insertHistory, insertHistoryRows, type Executor } from './repository';

export type { Executor } from './repository';
export { creationChanges, deletionChanges, diffChanges } from './diff';

/** The records that keep a history; each module adds its own (and registers its history route). */
export const HISTORY_ENTITY_TYPES = [
  'job',
  'organization',
  'country',
  'reason',
  'countryQuota',
  'organizationLimit',
  'setting',
  'announcement',
  'visa',
  'licenceRequest',
  'registration',
  'partnershipContract',
  'candidate',
  'employer',
  'employmentRequest',
  'transferContract',
  'contractTemplate',
  'watchlistEntry',
  'complianceOrder',
  // A complaint's clock records its moves here (decision 0063); the complaint itself is the tracker's.
  'complaint',
  'publicHoliday',
  'incident',
] as const;
export type HistoryEntityType = (typeof HISTORY_ENTITY_TYPES)[number];

export type ChangeRecord = {
  entityType: HistoryEntityType;
  entityId: number;
  action: HistoryAction;
  changedBy: number;
  changes: FieldChanges;
};

/**
 * Writes one history row. Call it with the transaction (`tx`) of the change itself, so the change
 * and its history commit or fail together. An update that changed nothing writes nothing.
 */
export const recordChange = async (executor: Executor, change: ChangeRecord): Promise<void> => {
  if (change.action === 'update' && Object.keys(change.changes).length === 0) return;
  await insertHistory(executor, change);
};

/** Changes the portal itself made (a sweep, clocks moved by an outage): no person is named. */
export const recordPortalChanges = async (
  executor: Executor,
  changes: (Omit<ChangeRecord, 'changedBy' | 'action'> & { at: Date })[],
): Promise<void> => {
  const rows = changes
    .filter((change) => Object.keys(change.changes).length > 0)
    .map(({ at, ...rest }) => ({ ...rest, action: 'update' as const, changedBy: null, changedAt: at }));
  if (rows.length > 0) await insertHistoryRows(executor, rows);
};

/** One change the portal itself made. */
export const recordPortalChange = (
  executor: Executor,
  change: Omit<ChangeRecord, 'changedBy' | 'action'> & { at: Date },
): Promise<void> => recordPortalChanges(executor, [change]);

/** A page of a record's history, newest first, each entry with its changes as a person reads them. */
export const listHistory = async (
  db: Database,
  entityType: HistoryEntityType,
  fields: HistoryFields,
  entityId: number,
  page: number,
  size: number,
): Promise<ListResponse<HistoryEntry>> => {
  const { items, total } = await findHistoryPage(db, entityType, entityId, page, size);
  const shown = await presentChanges(
    db,
    fields,
    items.map((item) => item.changes),
  );
  return { items: items.map((item, index) => ({ ...item, shown: shown[index] ?? [] })), total, page, size };
};
