import type { Language } from '@portal/contracts/constants';
import type { Database } from '../db/client';
import { translate, type MessageKey } from '../i18n/catalogue';
import { conflict } from './errors';

/**
 * One place that may refer to a record: its name (a catalogue key, e.g. 'usage.candidates') and a
 * count of the rows there that use the record. A module whose table refers to a lookup adds one
 * entry to that lookup's list (e.g. `JOB_USAGES` in modules/lookups-jobs/usages.ts).
 */
export type Usage = { place: MessageKey; count: (db: Database, id: number) => Promise<number> };

/** Refuses (409) to delete a record still in use, naming every place and how many rows use it. */
export const refuseIfUsed = async (
  db: Database,
  usages: readonly Usage[],
  id: number,
  language: Language,
): Promise<void> => {
  const counts = await Promise.all(
    usages.map(async (usage) => ({ usage, count: await usage.count(db, id) })),
  );
  const used = counts.filter(({ count }) => count > 0);
  if (used.length === 0) return;
  const places = used.map(({ usage, count }) => `${translate(language, usage.place)} (${count})`).join(', ');
  throw conflict('errors.inUse', { params: { places } });
};
