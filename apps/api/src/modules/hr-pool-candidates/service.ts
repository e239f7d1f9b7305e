import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import type { Language } from '@portal/contracts/constants';
import {
  candidateAgeProblem,
  candidateInputSchema,
  candidateUpdateSchema,
  type Candidate,
  type CandidateInput,
  type CandidateListQuery,
  type CandidateListResponse,
} from '@portal/contracts/hr-pool/candidates';
import { CANDIDATE_INPUT_FIELDS } from '@portal/contracts/hr-pool/worker-fields';
import type { ErrorBody } from '@portal/contracts/error-body';
import type { Database } from '../../db/client';
import { isMessageKey, translate, type MessageKey } from '../../i18n/catalogue';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/sql-state';
import { checkVersion } from '../../lib/versioned-update';
import { creationChanges, diffChanges, recordChange, type Executor } from '../../platform/history/service';
import { fileInfoOf, storedFileName, type FileStore } from '../../platform/uploads/store';
import type { EstablishmentSession } from '../../types/session';
import { mayEdit, visibleCandidates } from './access';
import { prepareDocuments, type CandidateForm, type PreparedDocuments } from './documents';
import {
  allCandidates,
  candidatesPage,
  candidatesWhere,
  deleteFileRows,
  findCandidate,
  findCandidateWithRefs,
  findJobRules,
  insertCandidate,
  passportTaken,
  updateCandidateRow,
  type CandidateFilters,
  type CandidateRow,
  type CandidateSort,
  type CandidateWithRefs,
} from './repository';

type FieldErrors = NonNullable<ErrorBody['fieldErrors']>;

/** The fields a candidate's history keeps (documents by their file ids). */
export const CANDIDATE_HISTORY_FIELDS = [
  ...CANDIDATE_INPUT_FIELDS,
  'status',
  'photoFileId',
  'cvFileId',
] as const satisfies readonly (keyof CandidateRow)[];

const named = (row: { id: number; nameAr: string; nameEn: string }) => ({
  id: row.id,
  name: { ar: row.nameAr, en: row.nameEn },
});

export const toCandidate = (row: CandidateWithRefs, session: EstablishmentSession): Candidate => {
  const { candidate } = row;
  return {
    id: candidate.id,
    agency: named(row.agency),
    country: { ...named(row.country), code3: row.country.code3 },
    passportNumber: candidate.passportNumber,
    passportExpiry: candidate.passportExpiry,
    name: { ar: candidate.nameAr, en: candidate.nameEn },
    birthDate: candidate.birthDate,
    gender: candidate.gender,
    religion: candidate.religion,
    maritalStatus: candidate.maritalStatus,
    job: { ...named(row.job), code: row.job.code },
    experienceYears: candidate.experienceYears,
    languages: candidate.languages as Candidate['languages'],
    education: candidate.education,
    expectedSalary: Number(candidate.expectedSalary),
    status: candidate.status,
    photo: row.photo ? fileInfoOf(row.photo) : null,
    cv: row.cv ? fileInfoOf(row.cv) : null,
    canEdit: mayEdit(session, candidate),
    rowVersion: candidate.rowVersion,
    createdAt: candidate.createdAt.toISOString(),
    updatedAt: candidate.updatedAt.toISOString(),
  };
};

export const listCandidates = async (
  db: Database,
  session: EstablishmentSession,
  query: CandidateListQuery,
): Promise<CandidateListResponse> => {
  const where = candidatesWhere(query, visibleCandidates(session));
  const { rows, total, totalIsEstimate } = await candidatesPage(db, where, query);
  return {
    items: rows.map((row) => toCandidate(row, session)),
    total,
    totalIsEstimate,
    page: query.page,
    size: query.size,
  };
};

/** Every candidate of the filtered list the caller sees, in batches (the export). */
export const exportRows = (
  db: Database,
  session: EstablishmentSession,
  query: CandidateFilters & CandidateSort,
) => allCandidates(db, candidatesWhere(query, visibleCandidates(session)), query);

/** One candidate the caller may see (404 otherwise). */
export const getCandidate = async (
  db: Executor,
  session: EstablishmentSession,
  id: number,
): Promise<Candidate> => {
  const row = await findCandidateWithRefs(db, id, visibleCandidates(session));
  if (!row) throw notFound();
  return toCandidate(row, session);
};

/** The stored file id of a candidate's document, for one the caller may see (404 otherwise). */
export const documentOf = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
  document: 'photo' | 'thumb' | 'cv',
): Promise<string> => {
  const row = await findCandidate(db, id, visibleCandidates(session));
  if (!row) throw notFound();
  const fileId = { photo: row.photoFileId, thumb: row.photoThumbFileId, cv: row.cvFileId }[document];
  if (!fileId) throw notFound();
  return fileId;
};

/** Whether the caller may see this candidate (the history route's guard). */
export const canSeeCandidate = async (db: Database, id: number, session: EstablishmentSession) =>
  (await findCandidate(db, id, visibleCandidates(session))) !== null;

const addError = (
  fieldErrors: FieldErrors,
  language: Language,
  field: string,
  key: MessageKey,
  params = {},
) => {
  (fieldErrors[field] ??= []).push(translate(language, key, params));
};

/** The contract's checks, translated like the JSON bodies' field errors. */
const parseData = <T>(
  schema: z.ZodType<T>,
  data: unknown,
  language: Language,
  fieldErrors: FieldErrors,
): T | null => {
  if (data === undefined || data === null || typeof data !== 'object') {
    throw badRequest('candidates.dataMissing');
  }
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || '_';
    addError(
      fieldErrors,
      language,
      field,
      isMessageKey(issue.message) ? issue.message : 'validation.invalid',
    );
  }
  return null;
};

/**
 * What needs the database beyond the contract: the job exists and is active (or is the one the
 * candidate already holds), takes the candidate's gender, and the candidate's age is within the
 * job's own range when it sets one (the contract checks the default 21–60).
 */
const checkJob = async (
  executor: Executor,
  input: CandidateInput,
  language: Language,
  fieldErrors: FieldErrors,
  current?: CandidateRow,
): Promise<void> => {
  const job = await findJobRules(executor, input.jobId);
  if (!job || (!job.active && job.id !== current?.jobId)) {
    addError(fieldErrors, language, 'jobId', 'candidates.jobInvalid');
    return;
  }
  if (job.allowedGender !== 'ANY' && job.allowedGender !== input.gender) {
    addError(fieldErrors, language, 'gender', `candidates.genderNotAllowed.${job.allowedGender}`);
  }
  const ages = candidateAgeProblem(input.birthDate, job);
  if (ages && !fieldErrors.birthDate)
    addError(fieldErrors, language, 'birthDate', 'candidates.ageForJob', ages);
};

const passportConflict = (language: Language) =>
  conflict('candidates.passportTaken', {
    fieldErrors: { passportNumber: [translate(language, 'candidates.passportTaken')] },
  });

/** Runs a save; the unique index on (country, passport) turns a race between two saves into the same 409. */
const withUniquePassport = async <T>(language: Language, write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw passportConflict(language);
    throw error;
  }
};

const columnsOf = (input: CandidateInput) => ({
  passportNumber: input.passportNumber,
  passportExpiry: input.passportExpiry,
  nameAr: input.nameAr,
  nameEn: input.nameEn,
  birthDate: input.birthDate,
  gender: input.gender,
  religion: input.religion,
  maritalStatus: input.maritalStatus,
  jobId: input.jobId,
  experienceYears: input.experienceYears,
  languages: [...new Set(input.languages)],
  education: input.education,
  expectedSalary: input.expectedSalary,
});

/** The documents to store, in a fixed order: photo, its thumbnail, CV (any may be missing). */
const partsOf = (documents: PreparedDocuments) =>
  [documents.photo, documents.thumb, documents.cv].filter((part) => part !== undefined);

const storedIds = (documents: PreparedDocuments, stored: { id: string }[]) => {
  const ids: { photoFileId?: string; photoThumbFileId?: string; cvFileId?: string } = {};
  let index = 0;
  if (documents.photo) {
    ids.photoFileId = stored[index++]?.id;
    ids.photoThumbFileId = stored[index++]?.id;
  }
  if (documents.cv) ids.cvFileId = stored[index++]?.id;
  return ids;
};

const refuseIfAny = (fieldErrors: FieldErrors) => {
  if (Object.keys(fieldErrors).length > 0) throw new AppError(400, 'errors.validation', { fieldErrors });
};

/**
 * Adds a candidate to the caller's agency (its country is the candidate's nationality), with the
 * photo and CV when sent: every check runs before anything is written; the documents, the row and
 * its history entry are stored together or not at all.
 */
export const createCandidate = async (
  db: Database,
  store: FileStore,
  session: EstablishmentSession,
  form: CandidateForm,
  language: Language,
): Promise<Candidate> => {
  const countryId = session.organization.countryId;
  if (countryId === null) throw badRequest('candidates.noCountry');
  const fieldErrors: FieldErrors = {};
  const input = parseData(candidateInputSchema, form.data, language, fieldErrors);
  const documents = await prepareDocuments(form, language, fieldErrors);
  if (input) await checkJob(db, input, language, fieldErrors);
  refuseIfAny(fieldErrors);
  if (!input) throw badRequest('candidates.dataMissing');
  if (await passportTaken(db, countryId, input.passportNumber)) throw passportConflict(language);
  const id = await withUniquePassport(language, () =>
    store.saveWith(db, partsOf(documents), session.user.id, async (tx, stored) => {
      const row = await insertCandidate(tx, {
        ...columnsOf(input),
        ...storedIds(documents, stored),
        agencyId: session.organization.id,
        countryId,
        createdBy: session.user.id,
        updatedBy: session.user.id,
      });
      await recordChange(tx, {
        entityType: 'candidate',
        entityId: row.id,
        action: 'create',
        changedBy: session.user.id,
        changes: creationChanges(row, CANDIDATE_HISTORY_FIELDS),
      });
      return row.id;
    }),
  );
  return getCandidate(db, session, id);
};

/**
 * Changes a candidate the caller may edit (admins any, an agency its own; others 404), guarded by
 * the row version read (409 when someone saved in between). A document not sent keeps the current one.
 */
export const updateCandidate = async (
  db: Database,
  store: FileStore,
  session: EstablishmentSession,
  id: number,
  form: CandidateForm,
  language: Language,
): Promise<Candidate> => {
  const current = await findCandidate(db, id, visibleCandidates(session));
  if (!current || !mayEdit(session, current)) throw notFound();
  const fieldErrors: FieldErrors = {};
  const input = parseData(candidateUpdateSchema, form.data, language, fieldErrors);
  const documents = await prepareDocuments(form, language, fieldErrors);
  if (input) await checkJob(db, input, language, fieldErrors, current);
  refuseIfAny(fieldErrors);
  if (!input) throw badRequest('candidates.dataMissing');
  checkVersion(current, input.rowVersion);
  if (await passportTaken(db, current.countryId, input.passportNumber, id)) throw passportConflict(language);
  // The documents a new one replaces: their rows go with the change, their files once it committed.
  const replaced = [
    ...(documents.photo ? [current.photoFileId, current.photoThumbFileId] : []),
    ...(documents.cv ? [current.cvFileId] : []),
  ].filter((fileId): fileId is string => fileId !== null);
  const removed = await withUniquePassport(language, () =>
    store.saveWith(db, partsOf(documents), session.user.id, async (tx, stored) => {
      const changes = { ...columnsOf(input), ...storedIds(documents, stored), updatedBy: session.user.id };
      await updateCandidateRow(tx, { id, rowVersion: input.rowVersion }, changes);
      const { updatedBy: _updatedBy, ...compared } = changes;
      await recordChange(tx, {
        entityType: 'candidate',
        entityId: id,
        action: 'update',
        changedBy: session.user.id,
        changes: diffChanges(current, compared),
      });
      return deleteFileRows(tx, replaced);
    }),
  );
  await Promise.all(
    removed.map((file) =>
      rm(join(store.directory, storedFileName(file.id, file.contentType)), { force: true }),
    ),
  );
  return getCandidate(db, session, id);
};
