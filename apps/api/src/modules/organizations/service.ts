import { eq } from 'drizzle-orm';
import type {
  OrganizationCreate,
  OrganizationDetail,
  OrganizationListQuery,
  OrganizationPartner,
  OrganizationSummary,
  OrganizationUpdate,
} from '@portal/contracts/organizations';
import type { ListResponse } from '@portal/contracts/list';
import type { Database } from '../../db/client';
import { establishments, organizations } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/errors';
import { checkVersion, updateVersioned } from '../../lib/versioned-update';
import type { EstablishmentSession } from '../../types/session';
import { creationChanges, diffChanges, recordChange } from '../../platform/history/service';
import { linkRegistrationToOrganization } from '../registrations/service';
import { toColumns, toDetail, toPartner, toSummary } from './mappers';
import { findCurrentSuspension, findOrganizationPage, findOrganizationRecord } from './repository';
import { organizationScope } from './scope';

export const listOrganizations = async (
  db: Database,
  session: EstablishmentSession,
  query: OrganizationListQuery,
): Promise<ListResponse<OrganizationSummary>> => {
  const { items, total } = await findOrganizationPage(db, query, organizationScope(session));
  return { items: items.map(toSummary), total, page: query.page, size: query.size };
};

/** The whole record; another organisation's record outside the scope answers 404. */
export const getOrganization = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
): Promise<OrganizationDetail> => {
  const record = await findOrganizationRecord(db, id, organizationScope(session));
  if (!record) throw notFound();
  return toDetail(record, await findCurrentSuspension(db, id));
};

export const getPartnerOrganization = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
): Promise<OrganizationPartner> => {
  const record = await findOrganizationRecord(db, id, organizationScope(session));
  if (!record) throw notFound();
  return toPartner(record);
};

const isUniqueViolation = (error: unknown): boolean => {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
};

/** A new organisation, its first establishment and the "create" history row, in one transaction. */
export const createOrganization = async (
  db: Database,
  session: EstablishmentSession,
  body: OrganizationCreate,
): Promise<OrganizationDetail> => {
  const values = toColumns(body.organization);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [created] = await tx.insert(organizations).values(values).returning({ id: organizations.id });
      const organizationId = created!.id;
      await tx.insert(establishments).values({
        organizationId,
        laborOfficeId: body.establishment.laborOfficeId,
        sequenceNumber: body.establishment.sequenceNumber,
        nameAr: values.nameAr,
        nameEn: values.nameEn,
      });
      const changes = creationChanges(
        {
          ...values,
          establishment: `${body.establishment.laborOfficeId}-${body.establishment.sequenceNumber}`,
        },
        [...(Object.keys(values) as (keyof typeof values)[]), 'establishment'],
      );
      await recordChange(tx, {
        entityType: 'organization',
        entityId: organizationId,
        action: 'create',
        changedBy: session.user.id,
        changes,
      });
      if (body.registrationId !== undefined)
        await linkRegistrationToOrganization(tx, body.registrationId, organizationId);
      return organizationId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('organizations.establishmentTaken');
    throw error;
  }
  return getOrganization(db, session, id);
};

/**
 * Applies the changed fields and their history row in one transaction (the row is locked meanwhile),
 * on the version the form read: another one is a 409 and changes nothing (docs/decisions/0039).
 */
export const updateOrganization = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
  { rowVersion, ...form }: OrganizationUpdate,
): Promise<OrganizationDetail> => {
  const values = toColumns(form);
  const found = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(organizations)
      .where(eq(organizations.id, id))
      .for('update')
      .limit(1);
    if (!current) return false;
    checkVersion(current, rowVersion);
    const changes = diffChanges(current, values);
    if (Object.keys(changes).length === 0) return true;
    await updateVersioned(tx, organizations, { id, rowVersion }, { ...values, updatedAt: new Date() });
    await recordChange(tx, {
      entityType: 'organization',
      entityId: id,
      action: 'update',
      changedBy: session.user.id,
      changes,
    });
    return true;
  });
  if (!found) throw notFound();
  return getOrganization(db, session, id);
};

/** The history route's check: the organisation exists and is in the caller's scope. */
export const canSeeOrganization = async (db: Database, id: number, session: EstablishmentSession) =>
  (await findOrganizationRecord(db, id, organizationScope(session))) !== null;
