import type { SettingKey, SettingValues } from '@portal/contracts/settings';
import type { Database } from '../../db/client';
import type { Executor } from '../../platform/history/service';
import { recentSettingValue } from './service';

/** One setting's value (its default while it has no row), as recent as `SETTING_REUSE_MS`, for the modules that use it. */
export type SettingReader = <K extends SettingKey>(db: Database, key: K) => Promise<SettingValues[K]>;

/**
 * The effect of a new programme terms version (setting `contractTermsVersion`), run in the
 * setting's own transaction: the partnership contracts module makes its ACTIVE contracts wait on it.
 */
export type ContractTermsPublisher = (
  tx: Executor,
  change: { version: string; by: number },
) => Promise<unknown>;

/** What the settings module provides to others (see the module registry). */
export const SETTINGS_PROVIDES = { settingValue: recentSettingValue satisfies SettingReader };
