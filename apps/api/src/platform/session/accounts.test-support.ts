import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { establishments, memberships, users } from '../../db/schema/index';
import type { PersonAtKey } from './repository';

/** A demo account's subject and the key of its first establishment, with that establishment's organisation. */
export const accountAt = async (
  db: Database,
  username: string,
): Promise<PersonAtKey & { organizationId: number }> => {
  const [row] = await db
    .select({
      subject: users.subject,
      laborOfficeId: establishments.laborOfficeId,
      sequenceNumber: establishments.sequenceNumber,
      organizationId: establishments.organizationId,
    })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .innerJoin(establishments, eq(establishments.id, memberships.establishmentId))
    .where(eq(users.username, username))
    .orderBy(memberships.id)
    .limit(1);
  if (!row?.subject) throw new Error(`no seeded membership of ${username}`);
  return { ...row, subject: row.subject };
};
