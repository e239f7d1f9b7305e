import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  DEFAULT_REMINDER_PREFERENCES,
  type InboxItem,
  type InboxPage,
  type InboxQuery,
  type MarkInboxRead,
  type ReminderPreferences,
} from '@portal/contracts/inbox';
import type { Database } from '../../db/client';
import { inboxItems, reminderPreferences } from '../../db/schema/index';

type InboxRow = typeof inboxItems.$inferSelect;

const present = (row: InboxRow): InboxItem => ({
  id: row.id,
  kind: row.kind,
  subject: { type: row.subjectType, id: row.subjectId },
  recordLabel: row.recordLabel,
  obligation: row.obligation,
  percent: row.percent,
  dueAt: row.dueAt?.toISOString() ?? null,
  statusFrom: row.statusFrom,
  statusTo: row.statusTo,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

/** One page of a person's inbox: unread first, newest first within each. */
export const inboxPage = async (db: Database, userId: number, query: InboxQuery): Promise<InboxPage> => {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(inboxItems)
      .where(eq(inboxItems.userId, userId))
      .orderBy(sql`${inboxItems.readAt} is null desc`, desc(inboxItems.createdAt), desc(inboxItems.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(inboxItems).where(eq(inboxItems.userId, userId)),
  ]);
  return { items: rows.map(present), total: total?.total ?? 0, page: query.page, size: query.size };
};

export const unreadCount = async (db: Database, userId: number): Promise<number> => {
  const [row] = await db
    .select({ unread: count() })
    .from(inboxItems)
    .where(and(eq(inboxItems.userId, userId), isNull(inboxItems.readAt)));
  return row?.unread ?? 0;
};

/** Marks some of the person's items, or all of them, read; others' items are never touched. */
export const markRead = async (db: Database, userId: number, which: MarkInboxRead, now: Date) => {
  await db
    .update(inboxItems)
    .set({ readAt: now })
    .where(
      and(
        eq(inboxItems.userId, userId),
        isNull(inboxItems.readAt),
        'ids' in which ? inArray(inboxItems.id, which.ids) : undefined,
      ),
    );
};

export const preferencesOf = async (db: Database, userId: number): Promise<ReminderPreferences> => {
  const [row] = await db.select().from(reminderPreferences).where(eq(reminderPreferences.userId, userId));
  if (!row) return DEFAULT_REMINDER_PREFERENCES;
  const { language, emailAtHalf, emailAtFourFifths, emailAtBreach } = row;
  return { language, emailAtHalf, emailAtFourFifths, emailAtBreach };
};

export const savePreferences = async (
  db: Database,
  userId: number,
  preferences: ReminderPreferences,
  now: Date,
): Promise<void> => {
  await db
    .insert(reminderPreferences)
    .values({ userId, ...preferences, updatedAt: now })
    .onConflictDoUpdate({ target: reminderPreferences.userId, set: { ...preferences, updatedAt: now } });
};
