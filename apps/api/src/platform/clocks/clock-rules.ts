import type { DayCounting } from '@portal/contracts/clocks/countable-time';
import {
  obligationCounting,
  obligationDays,
  type ClockObligation,
} from '@portal/contracts/clocks/obligations';
import type { SettingValues } from '@portal/contracts/settings';
import type { Database } from '../../db/client';

/** Reads the settings a clock's rule comes from (the settings module's reader fits it). */
export type ClockSettingsReader = <K extends 'deadlineRules' | 'responseDeadlines'>(
  db: Database,
  key: K,
) => Promise<SettingValues[K]>;

export type ObligationRule = { days: number; counting: DayCounting };

/**
 * An obligation's days and counting as the settings stand now (decision 0056): read when its clock
 * starts, so a later change of the settings leaves running clocks as they started.
 */
export const obligationRuleOf = async (
  read: ClockSettingsReader,
  db: Database,
  obligation: ClockObligation,
): Promise<ObligationRule> => {
  const rules = await read(db, 'deadlineRules');
  const responseDeadlines = await read(db, 'responseDeadlines');
  return {
    days: obligationDays(obligation, rules, responseDeadlines),
    counting: obligationCounting(obligation, rules),
  };
};
