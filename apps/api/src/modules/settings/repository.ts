import { eq, sql } from 'drizzle-orm';
import type { SettingKey } from '@portal/contracts/settings';
import type { Database } from '../../db/client';
import { settings, users } from '../../db/schema/index';
import type { Executor } from '../../platform/history/service';

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

/** Writes a key's value (creating its row the first time). */
export const upsertSetting = async (
  tx: Executor,
  key: SettingKey,
  value: unknown,
  userId: number,
): Promise<SettingRow> => {
  // Sent as JSON text and cast: a plain string (e.g. a terms version "2.0") would otherwise reach
  // the driver unquoted and be stored as a JSON number.
  const json = sql`${JSON.stringify(value)}::jsonb`;
  const [row] = await tx
    .insert(settings)
    .values({ key, value: json, updatedBy: userId })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: json, updatedBy: userId, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
};
