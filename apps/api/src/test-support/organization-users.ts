import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Role } from '@portal/contracts/roles';
import type { Database } from '../db/client';
import { countries, establishments, memberships, organizations, users } from '../db/schema/index';

let nextEstablishment = 1_000 + Math.floor(Math.random() * 80_000);

/**
 * An account the demo seed has not: a new organisation of `role` (of the country `code3` when given) with
 * one establishment and its super user `username`, terms accepted; `membership` adds to that row.
 */
export const addOrganizationUser = async (
  db: Database,
  {
    username,
    role,
    country,
    membership = {},
  }: {
    username: string;
    role: Role;
    country?: string;
    membership?: Partial<typeof memberships.$inferInsert>;
  },
): Promise<{ organizationId: number; userId: number }> => {
  const [found] = country
    ? await db.select({ id: countries.id }).from(countries).where(eq(countries.code3, country))
    : [];
  if (country && !found) throw new Error(`no country ${country}`);
  const [organization] = await db
    .insert(organizations)
    .values({
      type: role,
      nameAr: `جهة ${username}`,
      nameEn: `Organisation ${username}`,
      countryId: found?.id,
    })
    .returning({ id: organizations.id });
  nextEstablishment += 1;
  const [establishment] = await db
    .insert(establishments)
    .values({
      organizationId: organization!.id,
      laborOfficeId: 990,
      sequenceNumber: nextEstablishment,
      nameAr: `منشأة ${username}`,
      nameEn: `Establishment ${username}`,
    })
    .returning({ id: establishments.id });
  const [user] = await db
    .insert(users)
    .values({ username, subject: randomUUID(), nameAr: 'مستخدم', nameEn: 'Test user' })
    .returning({ id: users.id });
  await db.insert(memberships).values({
    userId: user!.id,
    establishmentId: establishment!.id,
    role,
    superUser: true,
    termsAccepted: true,
    ...membership,
  });
  return { organizationId: organization!.id, userId: user!.id };
};
