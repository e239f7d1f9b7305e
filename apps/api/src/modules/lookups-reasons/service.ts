import type { ListResponse } from '@portal/contracts/list';
import type { ReasonInput, ReasonListQuery, ReasonRecord } from '@portal/contracts/lookups-reasons';
import type { Reason, ReasonKind } from '@portal/contracts/reasons';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { lookupWrites } from '../../lib/lookup-crud/lookup-writes';
import { findReason, findReasonOptions, findReasonsPage, reasonStore, type ReasonRow } from './repository';
import { REASON_USAGES } from './usages';

export const toReasonRecord = (row: ReasonRow): ReasonRecord => ({
  id: row.id,
  kind: row.kind,
  textAr: row.textAr,
  textEn: row.textEn,
  active: row.active,
  rowVersion: row.rowVersion,
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

/** Create, update, activate and deactivate, and delete (refused with 409 naming where while used). */
const reasonWrites = lookupWrites<ReasonRow, ReasonInput, ReasonRecord>({
  entityType: 'reason',
  store: reasonStore,
  fields: ['kind', 'textAr', 'textEn'],
  present: (_db, row) => toReasonRecord(row),
  activeField: 'active',
  usages: REASON_USAGES,
});

export const createReason = reasonWrites.create;
export const updateReason = reasonWrites.update;
export const setReasonActive = reasonWrites.setActive;
export const deleteReason = reasonWrites.remove;

export const reasonOptions = async (db: Database, kind?: ReasonKind, includeId?: number): Promise<Reason[]> =>
  (await findReasonOptions(db, kind, includeId)).map(toReasonOption);
