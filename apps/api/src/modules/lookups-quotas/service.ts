import type { Language } from '@portal/contracts/constants';
import type { ListResponse } from '@portal/contracts/list';
import type { Quota, QuotaInput, QuotaListQuery } from '@portal/contracts/lookups-quotas';
import type { Database } from '../../db/client';
import { translate } from '../../i18n/catalogue';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { lookupWrites, uniqueConflict } from '../../lib/lookup-crud/lookup-writes';
import type { Executor } from '../../platform/history/service';
import { countryNames } from '../lookups-countries/service';
import type { QuotaUsage } from './providers';
import {
  findQuota,
  findQuotaOf,
  findQuotasPage,
  quotaStore,
  type QuotaRecordRow,
  type QuotaRow,
} from './repository';

export const toQuota = (row: QuotaRow, used: number): Quota => ({
  id: row.id,
  country: {
    id: row.country.id,
    code3: row.country.code3,
    name: { ar: row.country.nameAr, en: row.country.nameEn },
  },
  month: row.month,
  maximum: row.maximum,
  used,
  rowVersion: row.rowVersion,
  updatedAt: row.updatedAt.toISOString(),
});

/** The rows with how many new employment requests each one's country and month already has. */
export const withUsed = async (db: Database, rows: QuotaRow[], usage: QuotaUsage): Promise<Quota[]> => {
  const used = await usage(
    db,
    rows.map((row) => ({ countryId: row.countryId, month: row.month })),
  );
  return rows.map((row, index) => toQuota(row, used[index] ?? 0));
};

const countryNameIn = (language: Language, row: { nameAr: string; nameEn: string }) =>
  language === 'ar-SA' ? row.nameAr : row.nameEn;

/** The country must exist (400 on the field otherwise); its name for messages. */
const countryNameOf = async (executor: Executor, countryId: number, language: Language): Promise<string> => {
  const country = await countryNames(executor, countryId);
  if (!country)
    throw badRequest('errors.validation', {
      fieldErrors: { countryId: [translate(language, 'countries.unknown')] },
    });
  return countryNameIn(language, country);
};

export const listQuotas = async (
  db: Database,
  query: QuotaListQuery,
  usage: QuotaUsage,
): Promise<ListResponse<Quota>> => {
  const page = await findQuotasPage(db, query);
  return { ...page, items: await withUsed(db, page.items, usage) };
};

export const getQuota = async (db: Database, id: number, usage: QuotaUsage): Promise<Quota> => {
  const row = await findQuota(db, id);
  if (!row) throw notFound();
  const [quota] = await withUsed(db, [row], usage);
  return quota!;
};

/**
 * Set, change and delete quotas, the answers with `used` from `usage`. The country must exist (400
 * on the field); a second quota for the same country and month answers 409 on the month field.
 * Quotas are not referred to by other records: deleting one removes the limit of that month.
 */
export const quotaWrites = (usage: QuotaUsage) =>
  lookupWrites<QuotaRecordRow, QuotaInput, Quota>({
    entityType: 'countryQuota',
    store: quotaStore,
    fields: ['countryId', 'month', 'maximum'],
    present: (db, row) => getQuota(db, row.id, usage),
    checkInput: async (db, input, language) => {
      const country = await countryNameOf(db, input.countryId, language);
      return uniqueConflict('quotas.taken', 'month', { country, month: input.month }, language);
    },
  });

export type QuotaCheckOptions = {
  /** How many new requests are about to be created (a bulk request creates several; default 1). */
  adding?: number;
  /** The employment-requests module's count of existing requests. */
  usage: QuotaUsage;
  /** For the country's name in the message (the message itself follows Accept-Language). */
  language?: Language;
};

/**
 * For the employment-requests module, inside the transaction that creates the requests: refuses
 * with 409 `quotas.exceeded` (translated, naming the country, month, used and allowed) when the
 * country's quota for that month would be exceeded. No quota for the country and month: no limit.
 * The quota row is locked until the transaction ends, so two offices cannot both take the last place.
 */
export const checkQuota = async (
  executor: Database | Executor,
  countryId: number,
  month: string,
  options: QuotaCheckOptions,
): Promise<{ used: number; allowed: number | null }> => {
  const { adding = 1, usage, language = 'en-US' } = options;
  const quota = await findQuotaOf(executor, countryId, month, true);
  const [used = 0] = await usage(executor, [{ countryId, month }]);
  if (!quota) return { used, allowed: null };
  if (used + adding > quota.maximum) {
    const country = await countryNameOf(executor, countryId, language);
    throw conflict('quotas.exceeded', { params: { country, month, used, allowed: quota.maximum } });
  }
  return { used, allowed: quota.maximum };
};
