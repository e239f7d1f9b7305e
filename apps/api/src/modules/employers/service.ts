import { eq } from 'drizzle-orm';
import { hasAccess } from '@portal/contracts/access';
import type { Language } from '@portal/contracts/constants';
import type {
  Employer,
  EmployerInput,
  EmployerListQuery,
  EmployerLookup,
  EmployerUpdate,
} from '@portal/contracts/employers';
import type { ListResponse } from '@portal/contracts/list';
import type { Database } from '../../db/client';
import { employers } from '../../db/schema/index';
import { translate } from '../../i18n/catalogue';
import { conflict, notFound } from '../../lib/errors';
import { countWhere } from '../../lib/list/list-query';
import { isUniqueViolation } from '../../lib/sql-state';
import { checkVersion } from '../../lib/versioned-update';
import { diffChanges, recordChange, type Executor } from '../../platform/history/service';
import type { EstablishmentSession } from '../../types/session';
import { visibleRequests } from '../employment-requests/scope';
import {
  employersWhere,
  findEmployer,
  findEmployerPage,
  updateEmployerRow,
  type EmployerRow,
  type EmployerWithCount,
} from './repository';

const EDITABLE = ['nationalId', 'nameAr', 'nameEn', 'mobile', 'city', 'address'] as const;

const canEdit = (session: EstablishmentSession) =>
  session.membership.role === 'ADMIN' &&
  hasAccess(session.membership.accessRights, 'EMPLOYMENT_REQUEST', 'WRITE');

export const toEmployer = (
  { employer, requests }: EmployerWithCount,
  session: EstablishmentSession,
): Employer => ({
  id: employer.id,
  nationalId: employer.nationalId,
  name: { ar: employer.nameAr, en: employer.nameEn },
  nameAr: employer.nameAr,
  nameEn: employer.nameEn,
  mobile: employer.mobile,
  city: employer.city,
  address: employer.address,
  requests,
  canEdit: canEdit(session),
  rowVersion: employer.rowVersion,
  createdAt: employer.createdAt.toISOString(),
  updatedAt: employer.updatedAt.toISOString(),
});

export const listEmployers = async (
  db: Database,
  session: EstablishmentSession,
  query: EmployerListQuery,
): Promise<ListResponse<Employer>> => {
  const visible = visibleRequests(session);
  const [rows, total] = await Promise.all([
    findEmployerPage(db, query, visible, query.size, query.page * query.size),
    countWhere(db, employers, employersWhere(query, visible)),
  ]);
  return { items: rows.map((row) => toEmployer(row, session)), total, page: query.page, size: query.size };
};

/** One employer the caller sees (404 otherwise). */
export const getEmployer = async (db: Database | Executor, session: EstablishmentSession, id: number) => {
  const row = await findEmployer(db, eq(employers.id, id), visibleRequests(session));
  if (!row) throw notFound();
  return toEmployer(row, session);
};

/** Whether the caller sees the employer (the history route's check). */
export const seesEmployer = async (db: Database, session: EstablishmentSession, id: number) =>
  (await findEmployer(db, eq(employers.id, id), visibleRequests(session))) !== undefined;

/**
 * `GET /api/employers/lookup`: whether an employer with this id is registered (a form then
 * refers to it instead of adding it again), with its details only when the caller sees it as
 * `GET /api/employers/{id}` does: another office's client's personal data are not shown.
 */
export const lookupEmployer = async (
  db: Database,
  session: EstablishmentSession,
  nationalId: string,
): Promise<EmployerLookup> => {
  const [registered] = await db
    .select({ id: employers.id })
    .from(employers)
    .where(eq(employers.nationalId, nationalId));
  if (!registered) return { registered: false, employer: null };
  const visible = await findEmployer(db, eq(employers.id, registered.id), visibleRequests(session));
  return { registered: true, employer: visible ? toEmployer(visible, session) : null };
};

const editable = (row: EmployerRow | EmployerInput) =>
  Object.fromEntries(EDITABLE.map((field) => [field, row[field]])) as EmployerInput;

/**
 * `PUT /api/employers/{id}` (admins): the new details, one history row; an id another employer has
 * is a 409, and so is a version the employer no longer has (docs/decisions/0039: nothing changes).
 */
export const updateEmployer = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
  { rowVersion, ...input }: EmployerUpdate,
  language: Language,
): Promise<Employer> => {
  const current = await findEmployer(db, eq(employers.id, id), visibleRequests(session));
  if (!current) throw notFound();
  checkVersion(current.employer, rowVersion);
  try {
    await db.transaction(async (tx) => {
      await updateEmployerRow(tx, { id, rowVersion }, input, session.user.id);
      await recordChange(tx, {
        entityType: 'employer',
        entityId: id,
        action: 'update',
        changedBy: session.user.id,
        changes: diffChanges(editable(current.employer), editable(input)),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict('employers.nationalIdTaken', {
        fieldErrors: { nationalId: [translate(language, 'employers.nationalIdTaken')] },
      });
    }
    throw error;
  }
  return getEmployer(db, session, id);
};
