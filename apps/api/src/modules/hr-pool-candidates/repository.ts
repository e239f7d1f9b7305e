import { estimatedCount, listTotal } from '../../lib/list/estimated-total';
import { and, asc, desc, eq, gt, ilike, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  EXACT_TOTAL_LIMIT,
  type CandidateListQuery,
  type CandidateSortField,
} from '@portal/contracts/hr-pool/candidates';
import type { Database } from '../../db/client';
import { preparedPerShape } from '../../db/named-statements';
import { candidates, countries, files, jobs, organizations } from '../../db/schema/index';
import { escapeLike, narrowed } from '../../lib/list/list-query';
import { updateVersioned } from '../../lib/versioned-update';
import type { Executor } from '../../platform/history/service';

export type CandidateRow = typeof candidates.$inferSelect;
export type NewCandidateRow = typeof candidates.$inferInsert;
type FileRow = typeof files.$inferSelect;

/** A candidate with what the answer names: agency, country, job and the two documents' rows. */
export type CandidateWithRefs = {
  candidate: CandidateRow;
  agency: { id: number; nameAr: string; nameEn: string };
  country: { id: number; code3: string; nameAr: string; nameEn: string };
  job: { id: number; code: string; nameAr: string; nameEn: string };
  photo: FileRow | null;
  cv: FileRow | null;
};

export type CandidateFilters = Pick<
  CandidateListQuery,
  'q' | 'countryIds' | 'gender' | 'careers' | 'statuses'
>;
export type CandidateSort = Pick<CandidateListQuery, 'sort' | 'dir'>;

const photoFile = alias(files, 'candidate_photo');
const cvFile = alias(files, 'candidate_cv');

/** `createdAt` orders like the id (ids rise with time) and so uses the filter indexes' id column. */
const SORT_COLUMNS = {
  createdAt: candidates.id,
  nameEn: candidates.nameEn,
  nameAr: candidates.nameAr,
  birthDate: candidates.birthDate,
  expectedSalary: candidates.expectedSalary,
} satisfies Record<CandidateSortField, unknown>;

/** Whether the list is in id order (the default newest first, or `createdAt`), where a cursor applies. */
const byId = (sort: CandidateSort): boolean => !sort.sort || SORT_COLUMNS[sort.sort] === candidates.id;

/** The candidates after `after` in id order: below it newest first (the default), above it oldest first. */
const pastId = (sort: CandidateSort, after: number): SQL =>
  !sort.sort || sort.dir === 'desc' ? lt(candidates.id, after) : gt(candidates.id, after);

/** Newest first by default; any other sort keeps the id as the tiebreaker, in the same direction. */
const orderOf = (sort: CandidateSort): SQL[] => {
  if (!sort.sort) return [desc(candidates.id)];
  const direction = sort.dir === 'desc' ? desc : asc;
  const column = SORT_COLUMNS[sort.sort];
  return column === candidates.id
    ? [direction(candidates.id)]
    : [direction(column), direction(candidates.id)];
};

/**
 * Passports are capitals and digits, names letters only: a search with a digit is a passport
 * prefix (read on the passport index), any other matches names anywhere or a passport's start.
 */
const textSearch = (q: string | undefined): SQL | undefined => {
  if (!q) return undefined;
  const passportPrefix = like(candidates.passportNumber, `${escapeLike(q.toUpperCase())}%`);
  if (/\d/.test(q)) return passportPrefix;
  const contains = `%${escapeLike(q)}%`;
  return or(passportPrefix, ilike(candidates.nameEn, contains), ilike(candidates.nameAr, contains));
};

const some = <T>(values: readonly T[] | undefined) => (values && values.length > 0 ? values : undefined);

/** Spec 3's candidate filter (countries, genders, careers, statuses), the search and the caller's visibility. */
export const candidatesWhere = (filters: CandidateFilters, visible: SQL | undefined): SQL | undefined => {
  const countryIds = some(filters.countryIds);
  const genders = some(filters.gender);
  const careers = some(filters.careers);
  const statuses = some(filters.statuses);
  return narrowed(
    visible,
    countryIds && inArray(candidates.countryId, countryIds),
    genders && inArray(candidates.gender, genders),
    careers && inArray(candidates.jobId, careers),
    statuses && inArray(candidates.status, statuses),
    textSearch(filters.q),
  );
};

const WITH_REFS = {
  candidate: candidates,
  agency: { id: organizations.id, nameAr: organizations.nameAr, nameEn: organizations.nameEn },
  country: { id: countries.id, code3: countries.code3, nameAr: countries.nameAr, nameEn: countries.nameEn },
  job: { id: jobs.id, code: jobs.code, nameAr: jobs.nameAr, nameEn: jobs.nameEn },
  photo: photoFile,
  cv: cvFile,
};

/**
 * One page of candidates as a deferred join: the ids are chosen on the narrow index (filter, order,
 * limit and offset touch no row data), then only those rows are read and joined to their names.
 */
export const candidatesFetcher =
  (db: Database, where: SQL | undefined, sort: CandidateSort) =>
  async (limit: number, offset: number): Promise<CandidateWithRefs[]> => {
    const page = db
      .select({ pageId: candidates.id })
      .from(candidates)
      .where(where)
      .orderBy(...orderOf(sort))
      .limit(limit)
      .offset(offset)
      .as('page');
    return db
      .select(WITH_REFS)
      .from(page)
      .innerJoin(candidates, eq(candidates.id, page.pageId))
      .innerJoin(organizations, eq(organizations.id, candidates.agencyId))
      .innerJoin(countries, eq(countries.id, candidates.countryId))
      .innerJoin(jobs, eq(jobs.id, candidates.jobId))
      .leftJoin(photoFile, eq(photoFile.id, candidates.photoFileId))
      .leftJoin(cvFile, eq(cvFile.id, candidates.cvFileId))
      .orderBy(...orderOf(sort));
  };

/**
 * Every row of the filtered result for the export, in batches. Ordered by id (the default and
 * `createdAt`), each batch continues after the last id read (keyset), so the millionth row costs
 * what the first did; another sort pages by offset.
 */
export async function* allCandidates(
  db: Database,
  where: SQL | undefined,
  sort: CandidateSort,
  batchSize = 1000,
): AsyncIterable<CandidateWithRefs> {
  if (!byId(sort)) {
    const fetch = candidatesFetcher(db, where, sort);
    for (let offset = 0; ; offset += batchSize) {
      const batch = await fetch(batchSize, offset);
      yield* batch;
      if (batch.length < batchSize) return;
    }
  }
  let after: number | undefined;
  for (;;) {
    const from = after === undefined ? undefined : pastId(sort, after);
    const batch = await candidatesFetcher(db, and(where, from), sort)(batchSize, 0);
    yield* batch;
    if (batch.length < batchSize) return;
    after = batch[batch.length - 1]!.candidate.id;
  }
}

export type CandidatesPageQuery = CandidateSort & { page: number; size: number; after?: number | undefined };
export type CandidatesPage = { rows: CandidateWithRefs[]; total: number; totalIsEstimate: boolean };

/**
 * One page of the filtered list and its total. The page is read after the previous page's last id
 * (`after`, keyset: page 10,000 costs what page 1 does) when the list is in id order, else at
 * `page * size` (offset). The total is exact up to `EXACT_TOTAL_LIMIT`, beyond it estimated (`listTotal`).
 */
export const candidatesPage = async (
  db: Database,
  where: SQL | undefined,
  query: CandidatesPageQuery,
): Promise<CandidatesPage> => {
  const offset = query.page * query.size;
  const keyset = query.after !== undefined && byId(query);
  const [rows, estimate] = await Promise.all([
    keyset
      ? candidatesFetcher(db, and(where, pastId(query, query.after!)), query)(query.size, 0)
      : candidatesFetcher(db, where, query)(query.size, offset),
    estimatedCount(db, candidates, where),
  ]);
  const reached = rows.length > 0 ? offset + rows.length : 0;
  const total = await listTotal(db, candidates, where, { reached, estimate, limit: EXACT_TOTAL_LIMIT });
  return { rows, ...total };
};

/**
 * One candidate with its names and files, within the caller's visibility: one statement per shape
 * of the visibility (decision 0068), where a visibility check and a read were two statements on two
 * connections.
 */
const candidateWithRefsOf = preparedPerShape(
  'hr_pool_candidate_with_refs',
  (db, { visible }: Record<'visible', SQL>, name) =>
    db
      .select(WITH_REFS)
      .from(candidates)
      .innerJoin(organizations, eq(organizations.id, candidates.agencyId))
      .innerJoin(countries, eq(countries.id, candidates.countryId))
      .innerJoin(jobs, eq(jobs.id, candidates.jobId))
      .leftJoin(photoFile, eq(photoFile.id, candidates.photoFileId))
      .leftJoin(cvFile, eq(cvFile.id, candidates.cvFileId))
      .where(and(eq(candidates.id, sql.placeholder('id')), visible))
      .limit(1)
      .prepare(name),
);

/** The candidate within the caller's visibility (undefined: every candidate), or null. */
export const findCandidateWithRefs = async (
  db: Executor,
  id: number,
  visible: SQL | undefined,
): Promise<CandidateWithRefs | null> => {
  const { statement, values } = candidateWithRefsOf(db, { visible });
  const [row] = await statement.execute({ ...values, id });
  return row ?? null;
};

export const findCandidate = async (
  db: Executor,
  id: number,
  visible: SQL | undefined,
  lock = false,
): Promise<CandidateRow | null> => {
  const select = db
    .select()
    .from(candidates)
    .where(and(eq(candidates.id, id), visible))
    .limit(1);
  const [row] = lock ? await select.for('update') : await select;
  return row ?? null;
};

/** The job a candidate names, with its gender and age rules (null: no such job). */
export const findJobRules = async (db: Executor, jobId: number) => {
  const [job] = await db
    .select({
      id: jobs.id,
      active: jobs.active,
      allowedGender: jobs.allowedGender,
      minAge: jobs.minAge,
      maxAge: jobs.maxAge,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .limit(1);
  return job ?? null;
};

/** Another candidate of this country holding the passport (`exceptId`: the one being edited). */
export const passportTaken = async (
  db: Executor,
  countryId: number,
  passportNumber: string,
  exceptId?: number,
): Promise<boolean> => {
  const [row] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(
      and(
        eq(candidates.countryId, countryId),
        eq(candidates.passportNumber, passportNumber),
        exceptId === undefined ? undefined : sql`${candidates.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
};

export const insertCandidate = async (tx: Executor, row: NewCandidateRow): Promise<CandidateRow> => {
  const [inserted] = await tx.insert(candidates).values(row).returning();
  if (!inserted) throw new Error('candidate insert returned no row');
  return inserted;
};

/** The guarded update of a candidate on the version the user read (409 when it moved; docs/decisions/0039). */
export const updateCandidateRow = (
  tx: Executor,
  target: { id: number; rowVersion: number },
  row: Partial<NewCandidateRow>,
): Promise<CandidateRow> => updateVersioned(tx, candidates, target, { ...row, updatedAt: new Date() });

/** Deletes file rows no record refers to any more; answers what the files were stored as. */
export const deleteFileRows = async (tx: Executor, ids: readonly string[]) =>
  ids.length === 0
    ? []
    : tx
        .delete(files)
        .where(inArray(files.id, [...ids]))
        .returning({ id: files.id, contentType: files.contentType });
