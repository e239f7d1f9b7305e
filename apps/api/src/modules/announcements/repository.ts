import { and, arrayContains, desc, eq, gt, gte, lt, lte, type SQL } from 'drizzle-orm';
import type {
  AnnouncementInput,
  AnnouncementListQuery,
  AnnouncementSortField,
  AnnouncementState,
} from '@portal/contracts/announcements';
import type { Role } from '@portal/contracts/roles';
import type { Database } from '../../db/client';
import { announcements } from '../../db/schema/index';
import { countWhere, orderByOf, runListPage, textSearch, type SortColumns } from '../../lib/list/list-query';
import type { Executor } from '../../platform/history/service';
import { ANNOUNCEMENT_STATE } from '@portal/contracts/announcements';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type AnnouncementFilters = {
  q?: string | undefined;
  audience?: AnnouncementListQuery['audience'];
  state?: AnnouncementState | undefined;
};
type AnnouncementSort = Pick<AnnouncementListQuery, 'sort' | 'dir'>;

const SORT_COLUMNS: SortColumns<AnnouncementSortField> = {
  titleAr: announcements.titleAr,
  titleEn: announcements.titleEn,
  visibleFrom: announcements.visibleFrom,
  visibleTo: announcements.visibleTo,
  updatedAt: announcements.updatedAt,
};

/** Visible on `today` (a YYYY-MM-DD date): from and to are both inclusive. */
const visibleOn = (today: string): SQL =>
  and(lte(announcements.visibleFrom, today), gte(announcements.visibleTo, today))!;

const stateWhere = (state: AnnouncementState | undefined, today: string): SQL | undefined => {
  if (state === ANNOUNCEMENT_STATE.CURRENT) return visibleOn(today);
  if (state === ANNOUNCEMENT_STATE.SCHEDULED) return gt(announcements.visibleFrom, today);
  if (state === ANNOUNCEMENT_STATE.EXPIRED) return lt(announcements.visibleTo, today);
  return undefined;
};

const audienceWhere = (audience: AnnouncementFilters['audience']): SQL | undefined => {
  if (!audience) return undefined;
  if (audience === 'PUBLIC') return eq(announcements.audiencePublic, true);
  return arrayContains(announcements.audienceRoles, [audience]);
};

export const announcementsWhere = (filters: AnnouncementFilters, today: string): SQL | undefined =>
  and(
    textSearch(filters.q, [announcements.titleAr, announcements.titleEn]),
    audienceWhere(filters.audience),
    stateWhere(filters.state, today),
  );

/** The filtered, ordered announcements from `offset`, at most `limit` (a page or an export batch). */
export const announcementsFetcher =
  (db: Database, filters: AnnouncementFilters, sort: AnnouncementSort, today: string) =>
  (limit: number, offset: number): Promise<AnnouncementRow[]> =>
    db
      .select()
      .from(announcements)
      .where(announcementsWhere(filters, today))
      .orderBy(...orderByOf(sort, SORT_COLUMNS, 'visibleFrom', announcements.id))
      .limit(limit)
      .offset(offset);

export const findAnnouncementsPage = (db: Database, query: AnnouncementListQuery, today: string) =>
  runListPage(query, announcementsFetcher(db, query, query, today), () =>
    countWhere(db, announcements, announcementsWhere(query, today)),
  );

/** Visible today to the public, or to one role; newest first (latest start, then latest added). */
export const findVisibleAnnouncements = (
  db: Database,
  audience: 'PUBLIC' | Role,
  today: string,
  limit = 20,
): Promise<AnnouncementRow[]> =>
  db
    .select()
    .from(announcements)
    .where(
      and(
        visibleOn(today),
        audience === 'PUBLIC'
          ? eq(announcements.audiencePublic, true)
          : arrayContains(announcements.audienceRoles, [audience]),
      ),
    )
    .orderBy(desc(announcements.visibleFrom), desc(announcements.id))
    .limit(limit);

export const findAnnouncement = async (
  executor: Executor,
  id: number,
  lock = false,
): Promise<AnnouncementRow | null> => {
  const select = executor.select().from(announcements).where(eq(announcements.id, id)).limit(1);
  const [row] = lock ? await select.for('update') : await select;
  return row ?? null;
};

export const insertAnnouncement = async (
  tx: Executor,
  input: AnnouncementInput,
): Promise<AnnouncementRow> => {
  const [row] = await tx.insert(announcements).values(input).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
};

export const updateAnnouncementRow = async (
  tx: Executor,
  id: number,
  values: Partial<AnnouncementRow>,
): Promise<AnnouncementRow> => {
  const [row] = await tx
    .update(announcements)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(announcements.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
};

export const deleteAnnouncementRow = async (tx: Executor, id: number): Promise<void> => {
  await tx.delete(announcements).where(eq(announcements.id, id));
};
