import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordHistory, users } from '../../db/schema/index';
import type { HistoryEntityType } from '../history/service';
import type { Approval } from './blocks';

/**
 * Who moved a record into its approved status and when, from its history (the transition runner
 * records every status change); null while it never reached it.
 */
export const findApproval = async (
  db: Database,
  record: { entityType: HistoryEntityType; entityId: number; approvedStatus: string },
): Promise<Approval> => {
  const [row] = await db
    .select({ at: recordHistory.changedAt, ar: users.nameAr, en: users.nameEn })
    .from(recordHistory)
    .leftJoin(users, eq(users.id, recordHistory.changedBy))
    .where(
      and(
        eq(recordHistory.entityType, record.entityType),
        eq(recordHistory.entityId, record.entityId),
        sql`${recordHistory.changes} -> 'status' ->> 'to' = ${record.approvedStatus}`,
      ),
    )
    .orderBy(desc(recordHistory.changedAt), desc(recordHistory.id))
    .limit(1);
  if (!row) return null;
  return {
    by: row.ar !== null && row.en !== null ? { ar: row.ar, en: row.en } : null,
    at: row.at.toISOString(),
  };
};
