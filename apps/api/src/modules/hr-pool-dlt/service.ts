import type { Language } from '@portal/contracts/constants';
import type { DltListQuery, DltListResponse, DltWorker, DltWorkerInput } from '@portal/contracts/hr-pool/dlt';
import type { Database } from '../../db/client';
import { translate } from '../../i18n/catalogue';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { EstablishmentSession } from '../../types/session';
import { jobIssues } from './job-rules';
import { toDltWorker } from './present';
import { findDltWorker, findDltWorkersPage, findJobRule, insertDltWorker } from './repository';
import { visibleDltWorkers } from './scope';

export const listDltWorkers = async (
  db: Database,
  session: EstablishmentSession,
  query: DltListQuery,
): Promise<DltListResponse> => {
  const page = await findDltWorkersPage(db, visibleDltWorkers(session), query);
  return { ...page, items: page.items.map(toDltWorker) };
};

export const getDltWorker = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
): Promise<DltWorker> => {
  const row = await findDltWorker(db, id, visibleDltWorkers(session));
  if (!row) throw notFound();
  return toDltWorker(row);
};

/** The ministry's country: the country of every worker it registers. */
export const ministryCountryOf = (session: EstablishmentSession): number => {
  const countryId = session.organization.countryId;
  if (countryId === null) throw badRequest('dlt.noCountry');
  return countryId;
};

/**
 * FMOL registers one worker of its country: an active job that takes the worker's gender and age,
 * a passport not yet registered in the country (409 with the message on the passport field).
 */
export const addDltWorker = async (
  db: Database,
  session: EstablishmentSession,
  input: DltWorkerInput,
  language: Language,
): Promise<DltWorker> => {
  const countryId = ministryCountryOf(session);
  const issues = jobIssues(await findJobRule(db, input.jobId), input);
  if (issues.length > 0) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of issues)
      (fieldErrors[issue.field === 'job' ? 'jobId' : issue.field] ??= []).push(
        translate(language, issue.key, issue.params),
      );
    throw new AppError(400, 'errors.validation', { fieldErrors });
  }
  const id = await insertDltWorker(db, {
    ...input,
    countryId,
    createdBy: session.user.id,
  });
  if (id === null) {
    const params = { passport: input.passportNumber };
    throw conflict('dlt.passportTaken', {
      params,
      fieldErrors: { passportNumber: [translate(language, 'dlt.passportTaken', params)] },
    });
  }
  return getDltWorker(db, session, id);
};
