import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { CLAIM_IDLE_MS, claimLapsed, type Claim, type ClaimSubjectType } from '@portal/contracts/claims';
import type { Database } from '../../db/client';
import { executeNamed } from '../../db/named-statements';
import { recordClaims, users } from '../../db/schema/index';
import type { Executor } from '../history/service';

/** One queued record a claim is about. */
export type ClaimSubject = { type: ClaimSubjectType; id: number };

/** A claim as stored, with its holder's name. */
export type HeldClaim = Claim & { lastActiveAt: Date };

const subjectIs = (subject: ClaimSubject) =>
  and(eq(recordClaims.subjectType, subject.type), eq(recordClaims.subjectId, subject.id));

const heldColumns = {
  claimedBy: recordClaims.claimedBy,
  claimedAt: recordClaims.claimedAt,
  lastActiveAt: recordClaims.lastActiveAt,
  nameAr: users.nameAr,
  nameEn: users.nameEn,
};

type HeldRow = { claimedBy: number; claimedAt: Date; lastActiveAt: Date; nameAr: string; nameEn: string };

const heldOf = (row: HeldRow): HeldClaim => ({
  claimedBy: { id: row.claimedBy, name: { ar: row.nameAr, en: row.nameEn } },
  since: row.claimedAt.toISOString(),
  lastActiveAt: row.lastActiveAt,
});

/** The record's claim unless it has lapsed at `now`. */
export const activeClaimOf = async (
  db: Database | Executor,
  subject: ClaimSubject,
  now: Date,
): Promise<HeldClaim | null> => {
  const [row] = await db
    .select(heldColumns)
    .from(recordClaims)
    .innerJoin(users, eq(users.id, recordClaims.claimedBy))
    .where(subjectIs(subject));
  return row && !claimLapsed(row.lastActiveAt, now) ? heldOf(row) : null;
};

/** The live claims of several records of one type, by record id (one query for a list page). */
export const activeClaimsOf = async (
  db: Database | Executor,
  type: ClaimSubjectType,
  ids: readonly number[],
  now: Date,
): Promise<Map<number, Claim>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ ...heldColumns, subjectId: recordClaims.subjectId })
    .from(recordClaims)
    .innerJoin(users, eq(users.id, recordClaims.claimedBy))
    .where(and(eq(recordClaims.subjectType, type), inArray(recordClaims.subjectId, [...ids])));
  return new Map(
    rows
      .filter((row) => !claimLapsed(row.lastActiveAt, now))
      .map((row) => {
        const { claimedBy, since } = heldOf(row);
        return [row.subjectId, { claimedBy, since }];
      }),
  );
};

/**
 * Claims the record for `userId` in one statement: a new row, or a takeover of a row that is the
 * caller's own (its idle time restarts, its start stays) or has lapsed. Of two claims at once the
 * primary key lets one insert and the other's conditional update find the winner's live row: it
 * answers false, as does a claim held by a colleague.
 */
export const takeClaim = async (
  db: Database | Executor,
  subject: ClaimSubject,
  userId: number,
  now: Date,
): Promise<boolean> => {
  const lapsedBefore = new Date(now.getTime() - CLAIM_IDLE_MS);
  const taken = await db
    .insert(recordClaims)
    .values({
      subjectType: subject.type,
      subjectId: subject.id,
      claimedBy: userId,
      claimedAt: now,
      lastActiveAt: now,
    })
    .onConflictDoUpdate({
      target: [recordClaims.subjectType, recordClaims.subjectId],
      set: {
        claimedBy: sql`excluded.claimed_by`,
        claimedAt: sql`case when ${recordClaims.claimedBy} = excluded.claimed_by and ${recordClaims.lastActiveAt} > ${lapsedBefore} then ${recordClaims.claimedAt} else excluded.claimed_at end`,
        lastActiveAt: sql`excluded.last_active_at`,
      },
      setWhere: or(eq(recordClaims.claimedBy, userId), lte(recordClaims.lastActiveAt, lapsedBefore)),
    })
    .returning({ claimedBy: recordClaims.claimedBy });
  return taken.length === 1;
};

/** The holder read or wrote the record: its idle time starts again (a lapsed claim stays lapsed). */
export const touchClaim = async (
  db: Database | Executor,
  subject: ClaimSubject,
  userId: number,
  now: Date,
): Promise<void> => {
  await db
    .update(recordClaims)
    .set({ lastActiveAt: now })
    .where(
      and(
        subjectIs(subject),
        eq(recordClaims.claimedBy, userId),
        sql`${recordClaims.lastActiveAt} > ${new Date(now.getTime() - CLAIM_IDLE_MS)}`,
      ),
    );
};

/**
 * {@link touchClaim} then {@link activeClaimOf}, in one statement (one round trip on every read of a
 * queued record, decision 0051). The select reads the row as it was before the touch, which gives
 * the same answer: the touch changes only a claim that has not lapsed, to one that has not either.
 */
export const touchedActiveClaimOf = async (
  db: Database | Executor,
  subject: ClaimSubject,
  userId: number,
  now: Date,
): Promise<HeldClaim | null> => {
  const lapsedBefore = new Date(now.getTime() - CLAIM_IDLE_MS);
  const [row] = await executeNamed(
    db,
    sql`with touched as (
      update ${recordClaims} set last_active_at = ${now}
      where subject_type = ${subject.type} and subject_id = ${subject.id}
        and claimed_by = ${userId} and last_active_at > ${lapsedBefore}
    )
    select c.claimed_by, c.claimed_at, c.last_active_at, u.name_ar, u.name_en
    from ${recordClaims} c join ${users} u on u.id = c.claimed_by
    where c.subject_type = ${subject.type} and c.subject_id = ${subject.id}`,
  );
  if (!row) return null;
  const held: HeldRow = {
    claimedBy: Number(row.claimed_by),
    claimedAt: new Date(row.claimed_at as Date | string),
    lastActiveAt: new Date(row.last_active_at as Date | string),
    nameAr: String(row.name_ar),
    nameEn: String(row.name_en),
  };
  return claimLapsed(held.lastActiveAt, now) ? null : heldOf(held);
};

/**
 * Removes the record's claim: the holder's own (`heldBy`), or anyone's (`heldBy` undefined: an
 * admin's release, or the decision that ends the review). Answers whether a row was removed.
 */
export const endClaim = async (
  db: Database | Executor,
  subject: ClaimSubject,
  heldBy?: number,
): Promise<boolean> => {
  const removed = await db
    .delete(recordClaims)
    .where(and(subjectIs(subject), heldBy === undefined ? undefined : eq(recordClaims.claimedBy, heldBy)))
    .returning({ subjectId: recordClaims.subjectId });
  return removed.length > 0;
};
