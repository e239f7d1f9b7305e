import { eq } from 'drizzle-orm';
import type { Membership } from '@portal/contracts/credentials';
import type { Database } from '../../db/client';
import { membershipJsonById } from '../../db/credentials-json';
import { memberships } from '../../db/schema/index';

/** One membership as the credentials show it. */
export const findMembership = async (db: Database, membershipId: number): Promise<Membership | null> => {
  const result = (await db.execute(membershipJsonById(membershipId))) as {
    rows: { membership: Membership }[];
  };
  return result.rows[0]?.membership ?? null;
};

export const markTermsAccepted = async (db: Database, membershipId: number): Promise<void> => {
  const now = new Date();
  await db
    .update(memberships)
    .set({ termsAccepted: true, termsAcceptedAt: now, updatedAt: now })
    .where(eq(memberships.id, membershipId));
};
