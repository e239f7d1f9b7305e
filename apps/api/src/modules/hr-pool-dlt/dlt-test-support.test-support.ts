import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Role } from '@portal/contracts/roles';
import { countries, establishments, memberships, organizations, users } from '../../db/schema/index';
import type { TestApp } from '../../test-support/test-app';

let nextOffice = 900;

/** A new organisation of `role` in the country `code3` with one super user `username` (terms accepted). */
export const addOrganizationUser = async (
  t: TestApp,
  { username, role, country }: { username: string; role: Role; country: string },
): Promise<{ organizationId: number; userId: number }> => {
  const { db } = t.database;
  const [found] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code3, country));
  if (!found) throw new Error(`no country ${country}`);
  const [organization] = await db
    .insert(organizations)
    .values({
      type: role,
      nameAr: `جهة ${username}`,
      nameEn: `Organisation ${username}`,
      countryId: found.id,
    })
    .returning({ id: organizations.id });
  nextOffice += 1;
  const [establishment] = await db
    .insert(establishments)
    .values({
      organizationId: organization!.id,
      laborOfficeId: nextOffice,
      sequenceNumber: 1,
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
  });
  return { organizationId: organization!.id, userId: user!.id };
};

const day = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** A passport valid two more years and a 30-year-old worker: valid by the candidate rules. */
export const VALID_DATES = { passportExpiry: day(2), birthDate: day(-30, -10) };
export const dayFromToday = day;
