import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SettingKey, SettingValues } from '@portal/contracts/settings';
import type { Database, DatabaseHandle } from '../../db/client';
import { settings, users } from '../../db/schema/index';
import { openTestDatabase } from '../../test-support/test-database';
import {
  SETTING_REUSE_MS,
  readSettings,
  recentSettingValue,
  updateSetting,
  type SettingEffects,
} from './service';

/** Saves on the setting's current version, as the admin's form that has just read it. */
const saveAs =
  (adminId: () => number) =>
  async <K extends SettingKey>(db: Database, key: K, value: SettingValues[K], effects: SettingEffects) =>
    updateSetting(
      db,
      adminId(),
      key,
      { value, rowVersion: (await readSettings(db)).meta.find((meta) => meta.key === key)!.rowVersion },
      effects,
    );

describe('recentSettingValue', () => {
  let database: DatabaseHandle;
  let adminId: number;
  const save = saveAs(() => adminId);
  const effects: SettingEffects = {
    publishContractTerms: () => Promise.reject(new Error('only contractTermsVersion publishes terms')),
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    const [admin] = await database.db.select().from(users).where(eq(users.username, 'admin'));
    adminId = admin!.id;
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => database?.close());

  it("reuses a value for a while, sees another instance's change after it, and its own save at once", async () => {
    const { db } = database;
    const key = 'bulkRequestMaxCandidates';
    const first = await recentSettingValue(db, key);
    const other = first === 5 ? 6 : 5;
    try {
      // Another instance of the API saves a value: this one answers what it read until the reuse ends.
      await db
        .insert(settings)
        .values({ key, value: other })
        .onConflictDoUpdate({ target: settings.key, set: { value: other } });
      expect(await recentSettingValue(db, key)).toBe(first);
      const now = Date.now();
      vi.spyOn(Date, 'now').mockReturnValue(now + SETTING_REUSE_MS + 1);
      expect(await recentSettingValue(db, key)).toBe(other);

      // Saved through this instance: answered at once.
      await save(db, key, 7, effects);
      expect(await recentSettingValue(db, key)).toBe(7);
    } finally {
      await save(db, key, first, effects);
    }
  });
});

describe('the programme terms version (setting contractTermsVersion)', () => {
  let database: DatabaseHandle;
  let adminId: number;
  const save = saveAs(() => adminId);
  const published: string[] = [];
  const effects: SettingEffects = {
    publishContractTerms: (_tx, change) => {
      published.push(change.version);
      return Promise.resolve();
    },
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    const [admin] = await database.db.select().from(users).where(eq(users.username, 'admin'));
    adminId = admin!.id;
  });
  afterAll(async () => database?.close());

  it('reads back the version saved as text ("2.0" stays "2.0", not the number 2 or the default)', async () => {
    const { db } = database;
    for (const version of ['1.1', '2.0', '10.20.3']) {
      const saved = await save(db, 'contractTermsVersion', version, effects);
      expect(saved.value).toBe(version);
      expect((await readSettings(db)).values.contractTermsVersion).toBe(version);
    }
  });

  it('publishes the terms only when the version changes, not on every save', async () => {
    const { db } = database;
    await save(db, 'contractTermsVersion', '3.0', effects);
    published.length = 0;
    await save(db, 'contractTermsVersion', '3.0', effects);
    expect(published).toEqual([]);
    await save(db, 'contractTermsVersion', '3.1', effects);
    await save(db, 'contractTermsVersion', '3.1', effects);
    expect(published).toEqual(['3.1']);
  });
});
