import type { ListResponse } from '@portal/contracts/list';
import type { ReasonInput, ReasonListQuery, ReasonRecord } from '@portal/contracts/lookups-reasons';
import type { Reason, ReasonKind } from '@portal/contracts/reasons';
import type { Language } from '@portal/contracts/constants';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { refuseIfUsed, type Usage } from '../../lib/where-used';
import { creationChanges, deletionChanges, diffChanges, recordChange } from '../history/service';
import {
  deleteReasonRow,
  findReason,
  findReasonOptions,
  findReasonsPage,
  insertReason,
  updateReasonRow,
  type ReasonRow,
} from './repository';
import { REASON_USAGES } from './usages';

const INPUT_FIELDS = ['kind', 'textAr', 'textEn'] as const;

export const toReasonRecord = (row: ReasonRow): ReasonRecord => ({
  id: row.id,
  kind: row.kind,
  textAr: row.textAr,
  textEn: row.textEn,
  active: row.active,
  updatedAt: row.updatedAt.toISOString(),
});

export const toReasonOption = (row: ReasonRow): Reason => ({
  id: row.id,
  kind: row.kind,
  text: { ar: row.textAr, en: row.textEn },
  active: row.active,
});

export const listReasons = async (
  db: Database,
  query: ReasonListQuery,
): Promise<ListResponse<ReasonRecord>> => {
  const page = await findReasonsPage(db, query);
  return { ...page, items: page.items.map(toReasonRecord) };
};

export const getReason = async (db: Database, id: number): Promise<ReasonRecord> => {
  const row = await findReason(db, id);
  if (!row) throw notFound();
  return toReasonRecord(row);
};

export const createReason = (db: Database, userId: number, input: ReasonInput): Promise<ReasonRecord> =>
  db.transaction(async (tx) => {
    const row = await insertReason(tx, input);
    await recordChange(tx, {
      entityType: 'reason',
      entityId: row.id,
      action: 'create',
      changedBy: userId,
      changes: creationChanges(row, INPUT_FIELDS),
    });
    return toReasonRecord(row);
  });

export const updateReason = (
  db: Database,
  userId: number,
  id: number,
  input: ReasonInput,
): Promise<ReasonRecord> =>
  db.transaction(async (tx) => {
    const current = await findReason(tx, id, true);
    if (!current) throw notFound();
    const changes = diffChanges(current, input);
    if (Object.keys(changes).length === 0) return toReasonRecord(current);
    const row = await updateReasonRow(tx, id, input);
    await recordChange(tx, {
      entityType: 'reason',
      entityId: id,
      action: 'update',
      changedBy: userId,
      changes,
    });
    return toReasonRecord(row);
  });

/** Activate or deactivate; asking for the state it already has is a 409 (a stale screen). */
export const setReasonActive = (
  db: Database,
  userId: number,
  id: number,
  active: boolean,
): Promise<ReasonRecord> =>
  db.transaction(async (tx) => {
    const current = await findReason(tx, id, true);
    if (!current) throw notFound();
    if (current.active === active)
      throw conflict(active ? 'lookups.alreadyActive' : 'lookups.alreadyInactive');
    const row = await updateReasonRow(tx, id, { active });
    await recordChange(tx, {
      entityType: 'reason',
      entityId: id,
      action: active ? 'activate' : 'deactivate',
      changedBy: userId,
      changes: { active: { from: current.active, to: active } },
    });
    return toReasonRecord(row);
  });

/** Deletes a reason nobody uses; one in use answers 409 naming where (deactivate it instead). */
export const deleteReason = async (
  db: Database,
  userId: number,
  id: number,
  language: Language,
  usages: readonly Usage[] = REASON_USAGES,
): Promise<void> => {
  await refuseIfUsed(db, usages, id, language);
  await db.transaction(async (tx) => {
    const current = await findReason(tx, id, true);
    if (!current) throw notFound();
    await deleteReasonRow(tx, id);
    await recordChange(tx, {
      entityType: 'reason',
      entityId: id,
      action: 'delete',
      changedBy: userId,
      changes: deletionChanges(current, INPUT_FIELDS),
    });
  });
};

export const reasonOptions = async (db: Database, kind?: ReasonKind, includeId?: number): Promise<Reason[]> =>
  (await findReasonOptions(db, kind, includeId)).map(toReasonOption);
