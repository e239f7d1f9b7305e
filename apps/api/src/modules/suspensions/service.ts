import { and, eq, sql } from 'drizzle-orm';
import type { ListResponse } from '@portal/contracts/list';
import type { Reason } from '@portal/contracts/reasons';
import {
  type suspensionCreateSchema,
  suspensionState,
  type Suspension,
  type SuspensionListQuery,
  SUSPENSION_STATE,
} from '@portal/contracts/suspensions';
import type { z } from 'zod';
import { todayInKingdom } from '@portal/contracts/constants';
import type { Database } from '../../db/client';
import { organizations, reasons, suspensions } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { organizationActiveSql } from '../../lib/organization-active';
import type { EstablishmentSession } from '../../types/session';
import { recordChange, recordPortalChange, type Executor } from '../../platform/history/service';
import {
  findSuspension,
  findSuspensionPage,
  findSuspensionReasons,
  overlappingSuspensionSql,
  type SuspensionRecord,
} from './repository';

type SuspensionCreate = z.output<typeof suspensionCreateSchema>;

const person = (row: { id: number | null; nameAr: string | null; nameEn: string | null } | null) =>
  row?.id ? { id: row.id, name: { ar: row.nameAr, en: row.nameEn } } : null;

const toSuspension = (row: SuspensionRecord): Suspension => {
  const s = row.suspension;
  const liftedAt = s.liftedAt?.toISOString() ?? null;
  return {
    id: s.id,
    organization: {
      id: row.organization.id,
      name: { ar: row.organization.nameAr, en: row.organization.nameEn },
      type: row.organization.type,
    },
    reason: { id: row.reason.id, text: { ar: row.reason.textAr, en: row.reason.textEn } },
    comment: s.comment,
    startsOn: s.startsOn,
    endsOn: s.endsOn,
    liftedAt,
    liftedBy: person(row.liftedBy),
    createdBy: person(row.createdBy),
    createdAt: s.createdAt.toISOString(),
    state: suspensionState({ startsOn: s.startsOn, endsOn: s.endsOn, liftedAt }),
  };
};

export const listSuspensions = async (
  db: Database,
  query: SuspensionListQuery,
): Promise<ListResponse<Suspension>> => {
  const { items, total } = await findSuspensionPage(db, query);
  return { items: items.map(toSuspension), total, page: query.page, size: query.size };
};

export const listSuspensionReasons = async (db: Database): Promise<Reason[]> =>
  (await findSuspensionReasons(db)).map((r) => ({
    id: r.id,
    kind: r.kind,
    text: { ar: r.textAr, en: r.textEn },
    active: r.active,
  }));

const getSuspension = async (db: Database, id: number): Promise<Suspension> => {
  const row = await findSuspension(db, id);
  if (!row) throw notFound();
  return toSuspension(row);
};

/**
 * Suspends an organisation for a period. The organisation row is locked, so two admins suspending
 * at once cannot both succeed; one already suspended (or with an overlapping suspension) gets 409.
 */
export const createSuspension = async (
  db: Database,
  session: EstablishmentSession,
  body: SuspensionCreate,
): Promise<Suspension> => {
  const id = await db.transaction(async (tx) => {
    const [org] = await tx
      .select({ id: organizations.id, type: organizations.type, active: organizationActiveSql })
      .from(organizations)
      .where(eq(organizations.id, body.organizationId))
      .for('update')
      .limit(1);
    if (!org) throw notFound();
    if (org.type === 'ADMIN') throw conflict('suspensions.adminOrganization');
    const [reason] = await tx
      .select({ id: reasons.id })
      .from(reasons)
      .where(and(eq(reasons.id, body.reasonId), eq(reasons.kind, 'SUSPENSION'), eq(reasons.active, true)));
    if (!reason) throw badRequest('suspensions.reasonInvalid', { fieldErrors: {} });
    const [overlap] = await tx
      .select({ id: suspensions.id })
      .from(suspensions)
      .where(overlappingSuspensionSql(org.id, body.startsOn, body.endsOn))
      .limit(1);
    if (!org.active || overlap) throw conflict('suspensions.alreadySuspended');
    const [created] = await tx
      .insert(suspensions)
      .values({
        organizationId: org.id,
        reasonId: reason.id,
        comment: body.comment === '' ? null : body.comment,
        startsOn: body.startsOn,
        endsOn: body.endsOn,
        createdBy: session.user.id,
      })
      .returning({ id: suspensions.id });
    await recordChange(tx, {
      entityType: 'organization',
      entityId: org.id,
      action: 'deactivate',
      changedBy: session.user.id,
      changes: {
        suspension: { from: null, to: { reasonId: reason.id, startsOn: body.startsOn, endsOn: body.endsOn } },
      },
    });
    return created!.id;
  });
  return getSuspension(db, id);
};

/**
 * Lifts a suspension that has not ended inside the caller's transaction; false (and nothing done)
 * when it has ended already (lifted by someone else, or past its end date). `clearStoredFlag`: an
 * admin lifting by hand also clears the stored open-ended flag; the lift of one suspension the
 * portal caused leaves every other suspension in force (decision 0059).
 */
export const liftSuspensionIn = async (
  tx: Executor,
  id: number,
  liftedBy: number,
  { clearStoredFlag = true }: { clearStoredFlag?: boolean } = {},
): Promise<boolean> => {
  const [current] = await tx.select().from(suspensions).where(eq(suspensions.id, id)).for('update').limit(1);
  if (!current) throw notFound();
  const state = suspensionState({ ...current, liftedAt: current.liftedAt?.toISOString() ?? null });
  if (state === SUSPENSION_STATE.ENDED) return false;
  await tx
    .update(suspensions)
    .set({ liftedAt: sql`now()`, liftedBy })
    .where(eq(suspensions.id, id));
  if (clearStoredFlag) {
    // The stored flag is an open-ended suspension too (e.g. an imported or seeded one): lifting clears it.
    await tx
      .update(organizations)
      .set({ active: true, updatedAt: new Date() })
      .where(and(eq(organizations.id, current.organizationId), eq(organizations.active, false)));
  }
  await recordChange(tx, {
    entityType: 'organization',
    entityId: current.organizationId,
    action: 'activate',
    changedBy: liftedBy,
    changes: { suspension: { from: { id, startsOn: current.startsOn, endsOn: current.endsOn }, to: null } },
  });
  return true;
};

/** Lifts a suspension that has not ended (also a scheduled one); the organisation may write again. */
export const liftSuspension = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
): Promise<Suspension> => {
  await db.transaction(async (tx) => {
    if (!(await liftSuspensionIn(tx, id, session.user.id))) throw conflict('suspensions.notInForce');
  });
  return getSuspension(db, id);
};

/**
 * The portal suspends an organisation on its own from `at`'s day until lifted (a compliance order's
 * breach, decision 0059), inside the caller's transaction. No overlap check: it stands beside any
 * suspension in force, so lifting it later leaves the others in force. Answers its id.
 */
export const suspendByPortal = async (
  tx: Executor,
  input: { organizationId: number; reasonId: number; comment: string; at: Date },
): Promise<number> => {
  const startsOn = todayInKingdom(input.at);
  const [created] = await tx
    .insert(suspensions)
    .values({
      organizationId: input.organizationId,
      reasonId: input.reasonId,
      comment: input.comment,
      startsOn,
      endsOn: null,
      createdBy: null,
    })
    .returning({ id: suspensions.id });
  await recordPortalChange(tx, {
    entityType: 'organization',
    entityId: input.organizationId,
    at: input.at,
    changes: { suspension: { from: null, to: { reasonId: input.reasonId, startsOn, endsOn: null } } },
  });
  return created!.id;
};
