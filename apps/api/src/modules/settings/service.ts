import type { FieldChanges } from '@portal/contracts/history';
import {
  SETTING_DEFAULTS,
  SETTING_KEYS,
  SETTING_SCHEMAS,
  type PublicSettings,
  type SettingKey,
  type SettingMeta,
  type SettingValues,
  type SettingsResponse,
} from '@portal/contracts/settings';
import type { Database } from '../../db/client';
import { diffChanges, recordChange, type Executor } from '../../platform/history/service';
import type { ContractTermsPublisher } from './providers';
import { recentReads } from '../../lib/recent-reads';
import { checkVersion } from '../../lib/versioned-update';
import {
  DEFAULT_SETTING_VERSION,
  findSetting,
  findSettings,
  saveSettingVersioned,
  type SettingWithAuthor,
} from './repository';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored value that no longer passes its key's schema falls back to the default. */
const valueOf = <K extends SettingKey>(key: K, stored: unknown): SettingValues[K] => {
  const parsed = SETTING_SCHEMAS[key].safeParse(stored);
  return parsed.success ? (parsed.data as SettingValues[K]) : SETTING_DEFAULTS[key];
};

const metaOf = (key: SettingKey, row: SettingWithAuthor | undefined): SettingMeta => ({
  key,
  id: row?.setting.id ?? null,
  updatedAt: row ? row.setting.updatedAt.toISOString() : null,
  rowVersion: row?.setting.rowVersion ?? DEFAULT_SETTING_VERSION,
  updatedBy: row?.author
    ? { id: row.author.id, name: { ar: row.author.nameAr, en: row.author.nameEn } }
    : null,
});

/** Every setting, typed; keys without a row answer their default. */
export const readSettings = async (db: Database): Promise<SettingsResponse> => {
  const rows = new Map((await findSettings(db)).map((row) => [row.setting.key, row]));
  const values = Object.fromEntries(
    SETTING_KEYS.map((key) => [key, valueOf(key, rows.get(key)?.setting.value)]),
  ) as SettingValues;
  return { values, meta: SETTING_KEYS.map((key) => metaOf(key, rows.get(key))) };
};

/** One setting's current value (for the modules that use it, e.g. deadlines and bulk limits). */
export const settingValue = async <K extends SettingKey>(db: Database, key: K): Promise<SettingValues[K]> =>
  valueOf(key, (await findSetting(db, key))?.value);

/**
 * How long an instance reuses a setting it read. Hot paths read one on every call (an agency's
 * acceptance reads the embassy's deadline): a change saved here applies at once, one saved through
 * another instance of the API within this time.
 */
export const SETTING_REUSE_MS = 5_000;

const keptSettings = recentReads<SettingKey, unknown>(SETTING_REUSE_MS);

/** `settingValue`, reused for `SETTING_REUSE_MS` (what the settings module provides to the others). */
export const recentSettingValue = <K extends SettingKey>(db: Database, key: K): Promise<SettingValues[K]> =>
  keptSettings.read(db, key, () => settingValue(db, key)) as Promise<SettingValues[K]>;

export const publicSettings = async (db: Database): Promise<PublicSettings> => ({
  supportContacts: await settingValue(db, 'supportContacts'),
});

/** Object values record one change per field; plain values one `value` change. */
const changesOf = (before: unknown, after: unknown): FieldChanges =>
  isPlainObject(before) && isPlainObject(after)
    ? diffChanges(before, after)
    : diffChanges({ value: before }, { value: after });

/** What saving a setting does beyond storing it (decision 0032: every setting has its effect). */
export type SettingEffects = { publishContractTerms: ContractTermsPublisher };

/** The effect of a changed value, in the transaction that stores it (most keys are read when used). */
const applyEffect = async (
  tx: Executor,
  effects: SettingEffects,
  key: SettingKey,
  value: unknown,
  userId: number,
) => {
  if (key === 'contractTermsVersion') {
    await effects.publishContractTerms(tx, { version: String(value), by: userId });
  }
};

/**
 * Writes a key's value (already validated by its schema) with its history row and its effect,
 * in one transaction; an unchanged value writes nothing and does nothing. A value read on another
 * version than the setting's is refused (409) and changes nothing (docs/decisions/0039).
 */
export const updateSetting = async <K extends SettingKey>(
  db: Database,
  userId: number,
  key: K,
  edit: { value: SettingValues[K]; rowVersion: number },
  effects: SettingEffects,
): Promise<{ value: SettingValues[K]; meta: SettingMeta }> => {
  const { value, rowVersion } = edit;
  await db.transaction(async (tx) => {
    const current = await findSetting(tx, key, true);
    checkVersion({ rowVersion: current?.rowVersion ?? DEFAULT_SETTING_VERSION }, rowVersion);
    const before = valueOf(key, current?.value);
    const changes = changesOf(before, value);
    if (current && Object.keys(changes).length === 0) return;
    const row = await saveSettingVersioned(tx, { key, current, rowVersion }, value, userId);
    await recordChange(tx, {
      entityType: 'setting',
      entityId: row.id,
      action: current ? 'update' : 'create',
      changedBy: userId,
      changes,
    });
    if (Object.keys(changes).length > 0) await applyEffect(tx, effects, key, value, userId);
  });
  keptSettings.forget(db, key);
  const all = await readSettings(db);
  return { value: all.values[key], meta: all.meta.find((meta) => meta.key === key)! };
};
