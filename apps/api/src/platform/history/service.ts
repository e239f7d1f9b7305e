import type { FieldChanges, HistoryAction, HistoryEntry } from '@portal/contracts/history';
import type { ListResponse } from '@portal/contracts/list';
import type { Database } from '../../db/client';
import type { HistoryFields } from './fields';
import { presentChanges } from './present';
import { findHistoryPage, insertHistory, type Executor } from './repository';

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

/** A change the portal itself made (a sweep, a clock moved by an outage): no person is named. */
export const recordPortalChange = async (
  executor: Executor,
  change: Omit<ChangeRecord, 'changedBy' | 'action'> & { at: Date },
): Promise<void> => {
  if (Object.keys(change.changes).length === 0) return;
  const { at, ...rest } = change;
  await insertHistory(executor, { ...rest, action: 'update', changedBy: null, changedAt: at });
};

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
