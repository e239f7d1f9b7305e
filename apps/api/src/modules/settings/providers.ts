import type { SettingKey, SettingValues } from '@portal/contracts/settings';
import type { Database } from '../../db/client';
import { settingValue } from './service';

/** One setting's current value (its default while it has no row), for the modules that use it. */
export type SettingReader = <K extends SettingKey>(db: Database, key: K) => Promise<SettingValues[K]>;

/** What the settings module provides to others (see the module registry). */
export const SETTINGS_PROVIDES = { settingValue: settingValue satisfies SettingReader };
