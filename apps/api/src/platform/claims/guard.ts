import type { Language } from '@portal/contracts/constants';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { EstablishmentSession } from '../../types/session';
import { formatMoment } from '../documents/format';
import type { Executor } from '../history/service';
import { activeClaimOf, endClaim, type ClaimSubject, type HeldClaim } from './repository';

/** 409 naming who reviews the record and since when, in the caller's language. */
export const heldByOther = (claim: HeldClaim, language: Language) =>
  new AppError(409, 'claims.heldByOther', {
    params: {
      name: language === 'ar-SA' ? claim.claimedBy.name.ar : claim.claimedBy.name.en,
      since: formatMoment(claim.since, language),
    },
  });

/**
 * Before a decision on a queued record: a colleague's live claim refuses it (409 naming them), so
 * the officer who claimed it is the one who decides; a lapsed claim or the caller's own does not.
 */
export const checkNotClaimedByOther = async (
  db: Database | Executor,
  subject: ClaimSubject,
  session: EstablishmentSession,
  language: Language,
  now: Date = new Date(),
): Promise<void> => {
  const claim = await activeClaimOf(db, subject, now);
  if (claim && claim.claimedBy.id !== session.user.id) throw heldByOther(claim, language);
};

/**
 * A decision on a queued record: refused while a colleague holds it; once it is taken the review
 * is over and the claim ends (the record has left the queue or waits on someone else).
 */
export const decideClaimed = async <T>(
  db: Database,
  subject: ClaimSubject,
  session: EstablishmentSession,
  language: Language,
  decide: () => Promise<T>,
): Promise<T> => {
  await checkNotClaimedByOther(db, subject, session, language);
  const decided = await decide();
  await endClaim(db, subject);
  return decided;
};
