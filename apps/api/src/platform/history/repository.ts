import { and, count, desc, eq } from 'drizzle-orm';
import type { HistoryEntry } from '@portal/contracts/history';

/** A stored entry, before its changes are presented. */
export type StoredHistoryEntry = Omit<HistoryEntry, 'shown'>;
import type { Database } from '../../db/client';
import { recordHistory, users } from '../../db/schema/index';
import { translate } from '../../i18n/catalogue';

/** Who a row names when the portal itself acted (no person: the expiry sweep), id 0. */
const PORTAL = {
  id: 0,
  name: { ar: translate('ar-SA', 'history.portal'), en: translate('en-US', 'history.portal') },
};

/** The database or an open transaction: history rows are written inside the change's transaction. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type NewHistoryRow = typeof recordHistory.$inferInsert;

export const insertHistory = async (executor: Executor, row: NewHistoryRow): Promise<void> => {
  await executor.insert(recordHistory).values(row);
};

export const insertHistoryRows = async (executor: Executor, rows: NewHistoryRow[]): Promise<void> => {
  await executor.insert(recordHistory).values(rows);
};

/** One page of a record's history, newest first, with the names of who changed it. */
export const findHistoryPage = async (
  db: Database,
  entityType: string,
  entityId: number,
  page: number,
  size: number,
): Promise<{ items: StoredHistoryEntry[]; total: number }> => {
  const where = and(eq(recordHistory.entityType, entityType), eq(recordHistory.entityId, entityId));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ history: recordHistory, user: { id: users.id, nameAr: users.nameAr, nameEn: users.nameEn } })
      .from(recordHistory)
      .leftJoin(users, eq(users.id, recordHistory.changedBy))
      .where(where)
      .orderBy(desc(recordHistory.changedAt), desc(recordHistory.id))
      .limit(size)
      .offset(page * size),
    db.select({ total: count() }).from(recordHistory).where(where),
  ]);
  const items = rows.map(({ history, user }) => ({
    id: history.id,
    action: history.action,
    changedAt: history.changedAt.toISOString(),
    changedBy: user ? { id: user.id, name: { ar: user.nameAr, en: user.nameEn } } : PORTAL,
    changes: history.changes,
  }));
  return { items, total: counted?.total ?? 0 };
};
