import type { Claim, ClaimSubjectType } from '@portal/contracts/claims';
import type { Database } from '../../db/client';
import type { EstablishmentSession } from '../../types/session';
import type { Executor } from '../history/service';
import { activeClaimsOf, touchedActiveClaimOf } from './repository';

/** A queue's list rows with each one's live claim (one query for the page). */
export const withClaims = async <T extends { id: number }>(
  db: Database | Executor,
  type: ClaimSubjectType,
  items: T[],
  now: Date = new Date(),
): Promise<(T & { claim: Claim | null })[]> => {
  const claims = await activeClaimsOf(
    db,
    type,
    items.map((item) => item.id),
    now,
  );
  return items.map((item) => ({ ...item, claim: claims.get(item.id) ?? null }));
};

/**
 * One queued record as the caller reads it: the holder's read is activity that keeps the claim
 * alive (decision 0061); the answer shows who holds it now.
 */
export const withClaim = async <T extends { id: number }>(
  db: Database | Executor,
  type: ClaimSubjectType,
  session: EstablishmentSession,
  record: T,
  now: Date = new Date(),
): Promise<T & { claim: Claim | null }> => {
  const subject = { type, id: record.id };
  const claim = await touchedActiveClaimOf(db, subject, session.user.id, now);
  return { ...record, claim: claim && { claimedBy: claim.claimedBy, since: claim.since } };
};
