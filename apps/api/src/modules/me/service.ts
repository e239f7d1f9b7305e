import type { MeResponse, Membership } from '@portal/contracts/credentials';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { UserRow } from '../../types/session';
import { findMembership, markTermsAccepted } from './repository';

/** The signed-in person and every establishment they may act for (loaded with the session). */
export const toMeResponse = (user: UserRow, memberships: Membership[]): MeResponse => ({
  profile: {
    id: user.id,
    username: user.username,
    name: { ar: user.nameAr, en: user.nameEn },
    email: user.email,
  },
  memberships,
});

/** Records that the person accepted the terms for this membership and answers it afresh. */
export const acceptTerms = async (db: Database, membershipId: number): Promise<Membership> => {
  await markTermsAccepted(db, membershipId);
  const membership = await findMembership(db, membershipId);
  if (!membership) throw new AppError(404, 'errors.notFound');
  return membership;
};
