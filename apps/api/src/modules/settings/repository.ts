import { eq, sql } from 'drizzle-orm';
import type { SettingKey } from '@portal/contracts/settings';
import type { Database } from '../../db/client';
import { settings, users } from '../../db/schema/index';
import type { Executor } from '../../platform/history/service';
import { recordChanged, updateVersioned } from '../../lib/versioned-update';

export type SettingRow = typeof settings.$inferSelect;
export type SettingWithAuthor = {
  setting: SettingRow;
  author: { id: number; nameAr: string; nameEn: string } | null;
};

/** Every stored setting with who last changed it. */
export const findSettings = (db: Database): Promise<SettingWithAuthor[]> =>
  db
    .select({ setting: settings, author: { id: users.id, nameAr: users.nameAr, nameEn: users.nameEn } })
    .from(settings)
    .leftJoin(users, eq(users.id, settings.updatedBy));

export const findSetting = async (
  executor: Executor,
  key: SettingKey,
  lock = false,
): Promise<SettingRow | null> => {
  const select = executor.select().from(settings).where(eq(settings.key, key)).limit(1);
  const [row] = lock ? await select.for('update') : await select;
  return row ?? null;
};

export const findSettingById = async (db: Database, id: number): Promise<SettingRow | null> => {
  const [row] = await db.select().from(settings).where(eq(settings.id, id)).limit(1);
  return row ?? null;
};

/** A key still at its default has no row: it reads as version 1, its first save is version 2. */
export const DEFAULT_SETTING_VERSION = 1;

/**
 * Writes a key's value on the version it was read on (docs/decisions/0039): the row's guarded update,
 * or the first row of a key still at its default; 409 when another save came first.
 */
export const saveSettingVersioned = async (
  tx: Executor,
  target: { key: SettingKey; current: SettingRow | null; rowVersion: number },
  value: unknown,
  userId: number,
): Promise<SettingRow> => {
  // Sent as JSON text and cast: a plain string (e.g. a terms version "2.0") would otherwise reach
  // the driver unquoted and be stored as a JSON number.
  const json = sql`${JSON.stringify(value)}::jsonb`;
  const { key, current, rowVersion } = target;
  if (current) {
    return updateVersioned(
      tx,
      settings,
      { id: current.id, rowVersion },
      {
        value: json,
        updatedBy: userId,
        updatedAt: new Date(),
      },
    );
  }
  if (rowVersion !== DEFAULT_SETTING_VERSION) throw recordChanged();
  const [row] = await tx
    .insert(settings)
    .values({ key, value: json, updatedBy: userId, rowVersion: DEFAULT_SETTING_VERSION + 1 })
    .onConflictDoNothing({ target: settings.key })
    .returning();
  if (!row) throw recordChanged();
  return row;
};
