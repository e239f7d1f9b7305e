import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { HistoryValue } from '@portal/contracts/history';
import type { Database } from '../../db/client';
import {
  candidates,
  countries,
  employers,
  jobs,
  oldWorkerContracts,
  organizations,
  partnershipContracts,
  reasons,
  visas,
} from '../../db/schema/index';
import type { ReferenceKind } from './fields';

type Resolver = (db: Database, ids: number[]) => Promise<Map<number, HistoryValue>>;

/** A record with an Arabic and an English name (or text): the name in both languages. */
const byName =
  (table: PgTable, id: PgColumn, ar: PgColumn, en: PgColumn): Resolver =>
  async (db, ids) => {
    const rows = (await db.select({ id, ar, en }).from(table).where(inArray(id, ids))) as {
      id: number;
      ar: string;
      en: string;
    }[];
    return new Map(rows.map((row) => [row.id, { kind: 'name', name: { ar: row.ar, en: row.en } }]));
  };

/** A record known by its number (a visa, a contract); a draft without a number reads "a draft". */
const byNumber =
  (table: PgTable, id: PgColumn, number: PgColumn): Resolver =>
  async (db, ids) => {
    const rows = (await db.select({ id, number }).from(table).where(inArray(id, ids))) as {
      id: number;
      number: string | null;
    }[];
    return new Map(
      rows.map((row): [number, HistoryValue] => [
        row.id,
        row.number ? { kind: 'text', text: row.number } : { kind: 'label', key: 'history.draft' },
      ]),
    );
  };

/** `ER-0000123`, the number every screen shows for an employment request (no read needed). */
const requestNumbers: Resolver = async (_db, ids) =>
  new Map(ids.map((id) => [id, { kind: 'text', text: `ER-${String(id).padStart(7, '0')}` }]));

const RESOLVERS: Record<ReferenceKind, Resolver> = {
  country: byName(countries, countries.id, countries.nameAr, countries.nameEn),
  job: byName(jobs, jobs.id, jobs.nameAr, jobs.nameEn),
  organization: byName(organizations, organizations.id, organizations.nameAr, organizations.nameEn),
  reason: byName(reasons, reasons.id, reasons.textAr, reasons.textEn),
  employer: byName(employers, employers.id, employers.nameAr, employers.nameEn),
  candidate: byName(candidates, candidates.id, candidates.nameAr, candidates.nameEn),
  visa: byNumber(visas, visas.id, visas.number),
  partnershipContract: byNumber(partnershipContracts, partnershipContracts.id, partnershipContracts.number),
  oldContract: byNumber(oldWorkerContracts, oldWorkerContracts.id, oldWorkerContracts.contractNumber),
  employmentRequest: requestNumbers,
};

/** A referenced record that no longer exists: never its bare id. */
export const REMOVED_RECORD: HistoryValue = { kind: 'label', key: 'history.removedRecord' };

export type ReferenceIds = Map<ReferenceKind, Set<number>>;
export type ResolvedReferences = Map<ReferenceKind, Map<number, HistoryValue>>;

/** One read per kind of record referred to in a page of history. */
export const resolveReferences = async (db: Database, wanted: ReferenceIds): Promise<ResolvedReferences> =>
  new Map(
    await Promise.all(
      [...wanted].map(
        async ([kind, ids]) =>
          [kind, await RESOLVERS[kind](db, [...ids])] as [ReferenceKind, Map<number, HistoryValue>],
      ),
    ),
  );
