import {
  ANNOUNCEMENT_INPUT_FIELDS,
  type Announcement,
  type AnnouncementInput,
  type AnnouncementListQuery,
  type VisibleAnnouncement,
} from '@portal/contracts/announcements';
import { todayInKingdom } from '@portal/contracts/constants';
import type { ListResponse } from '@portal/contracts/list';
import type { Role } from '@portal/contracts/roles';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { creationChanges, deletionChanges, diffChanges, recordChange } from '../../platform/history/service';
import {
  deleteAnnouncementRow,
  findAnnouncement,
  findAnnouncementsPage,
  findVisibleAnnouncements,
  insertAnnouncement,
  updateAnnouncementRow,
  type AnnouncementRow,
} from './repository';
import { sanitizeAnnouncementHtml } from './sanitize';

export const toAnnouncement = (row: AnnouncementRow): Announcement => ({
  id: row.id,
  titleAr: row.titleAr,
  titleEn: row.titleEn,
  bodyAr: row.bodyAr,
  bodyEn: row.bodyEn,
  audiencePublic: row.audiencePublic,
  audienceRoles: row.audienceRoles,
  visibleFrom: row.visibleFrom,
  visibleTo: row.visibleTo,
  updatedAt: row.updatedAt.toISOString(),
});

const toVisible = (row: AnnouncementRow): VisibleAnnouncement => ({
  id: row.id,
  title: { ar: row.titleAr, en: row.titleEn },
  body: { ar: row.bodyAr, en: row.bodyEn },
  visibleFrom: row.visibleFrom,
  visibleTo: row.visibleTo,
});

/** The stored form of an input: bodies sanitised, roles unique and in a stable order. */
const cleanInput = (input: AnnouncementInput): AnnouncementInput => ({
  ...input,
  bodyAr: sanitizeAnnouncementHtml(input.bodyAr),
  bodyEn: sanitizeAnnouncementHtml(input.bodyEn),
  audienceRoles: [...new Set(input.audienceRoles)].sort(),
});

export const listAnnouncements = async (
  db: Database,
  query: AnnouncementListQuery,
  today = todayInKingdom(),
): Promise<ListResponse<Announcement>> => {
  const page = await findAnnouncementsPage(db, query, today);
  return { ...page, items: page.items.map(toAnnouncement) };
};

export const getAnnouncement = async (db: Database, id: number): Promise<Announcement> => {
  const row = await findAnnouncement(db, id);
  if (!row) throw notFound();
  return toAnnouncement(row);
};

export const createAnnouncement = (
  db: Database,
  userId: number,
  input: AnnouncementInput,
): Promise<Announcement> =>
  db.transaction(async (tx) => {
    const row = await insertAnnouncement(tx, cleanInput(input));
    await recordChange(tx, {
      entityType: 'announcement',
      entityId: row.id,
      action: 'create',
      changedBy: userId,
      changes: creationChanges(row, ANNOUNCEMENT_INPUT_FIELDS),
    });
    return toAnnouncement(row);
  });

export const updateAnnouncement = (
  db: Database,
  userId: number,
  id: number,
  input: AnnouncementInput,
): Promise<Announcement> =>
  db.transaction(async (tx) => {
    const current = await findAnnouncement(tx, id, true);
    if (!current) throw notFound();
    const clean = cleanInput(input);
    const changes = diffChanges(current, clean);
    if (Object.keys(changes).length === 0) return toAnnouncement(current);
    const row = await updateAnnouncementRow(tx, id, clean);
    await recordChange(tx, {
      entityType: 'announcement',
      entityId: id,
      action: 'update',
      changedBy: userId,
      changes,
    });
    return toAnnouncement(row);
  });

export const deleteAnnouncement = (db: Database, userId: number, id: number): Promise<void> =>
  db.transaction(async (tx) => {
    const current = await findAnnouncement(tx, id, true);
    if (!current) throw notFound();
    await deleteAnnouncementRow(tx, id);
    await recordChange(tx, {
      entityType: 'announcement',
      entityId: id,
      action: 'delete',
      changedBy: userId,
      changes: deletionChanges(current, ANNOUNCEMENT_INPUT_FIELDS),
    });
  });

/** The public home page's announcements: public ones visible today, newest first. */
export const publicAnnouncements = async (db: Database, today = todayInKingdom()) =>
  (await findVisibleAnnouncements(db, 'PUBLIC', today)).map(toVisible);

/** A signed-in person's dashboard: those addressed to the caller's role and visible today. */
export const currentAnnouncements = async (db: Database, role: Role, today = todayInKingdom()) =>
  (await findVisibleAnnouncements(db, role, today)).map(toVisible);
