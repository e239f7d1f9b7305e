import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DAY_MS, todayInKingdom } from '@portal/contracts/constants';
import type { Database } from '../client';
import { countries, establishments, jobs, memberships, organizations, users } from '../schema/index';
import { hashPassword } from '../../lib/password';
import { COUNTRY_SEEDS, countryFlags } from './countries';
import { DEMO_PASSWORD } from './demo-accounts';
import { DEMO_ORGANIZATIONS, type DemoOrganization, type DemoOrganizationKey } from './demo-organizations';
import { DEMO_USERS } from './demo-users';
import { JOB_SEEDS } from './jobs';
import { seedReasonsAndSuspensions } from './seed-suspensions';
import { seedAnnouncements } from './seed-announcements';
import { seedContractTemplates } from './seed-contract-templates';
import { seedPublicHolidays } from './seed-public-holidays';
import { seedPartnershipContracts } from './seed-partnership-contracts';
import { seedCandidates } from './seed-candidates';
import { seedDltWorkers } from './seed-dlt-workers';
import { seedOldContracts } from './seed-old-contracts';
import { seedEmploymentRequests } from './seed-employment-requests';
import { seedTransferContracts } from './seed-transfer-contracts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** `excluded.<column>` of an upsert; the schema's casing is snake_case. */
const excluded = (column: PgColumn) =>
  sql.raw(`excluded."${column.name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}"`);

/** `days` after today in the kingdom, the calendar a licence expires by. */
const dateInDays = (today: Date, days: number): string =>
  new Date(Date.parse(todayInKingdom(today)) + days * DAY_MS).toISOString().slice(0, 10);

export const seedLookups = async (db: Database | Tx): Promise<Map<string, number>> => {
  await db
    .insert(countries)
    .values(COUNTRY_SEEDS.map((country) => ({ ...country, ...countryFlags(country.code3) })))
    .onConflictDoUpdate({
      target: countries.code3,
      set: {
        nameAr: excluded(countries.nameAr),
        nameEn: excluded(countries.nameEn),
        nationalityAr: excluded(countries.nationalityAr),
        nationalityEn: excluded(countries.nationalityEn),
        usesApprovalFlow: excluded(countries.usesApprovalFlow),
        careerRequiredInFilters: excluded(countries.careerRequiredInFilters),
        updatedAt: sql`now()`,
      },
    });
  await db
    .insert(jobs)
    .values(JOB_SEEDS)
    .onConflictDoUpdate({
      target: jobs.code,
      set: {
        nameAr: excluded(jobs.nameAr),
        nameEn: excluded(jobs.nameEn),
        allowedGender: excluded(jobs.allowedGender),
        updatedAt: sql`now()`,
      },
    });
  const rows = await db.select({ id: countries.id, code3: countries.code3 }).from(countries);
  return new Map(rows.map((row) => [row.code3, row.id]));
};

const organizationValues = (org: DemoOrganization, countryId: number | undefined, today: Date) => ({
  type: org.type,
  nameAr: org.nameAr,
  nameEn: org.nameEn,
  countryId: countryId ?? null,
  active: org.active ?? true,
  externalActive: true,
  licenseNumber: org.licenceInDays === null ? null : `LIC-${org.laborOfficeId}-${org.sequenceNumber}`,
  licenseDate: org.licenceInDays === null ? null : dateInDays(today, org.licenceInDays),
  almatarRegistered: false,
  almatarRegistrationEnabled: org.almatarRegistrationEnabled ?? false,
  addressAr: org.addressAr ?? null,
  addressEn: org.addressEn ?? null,
  bankName: org.bankName ?? null,
  iban: org.iban ?? null,
  responsiblePersonAr: org.responsibleAr ?? null,
  responsiblePersonEn: org.responsibleEn ?? null,
  contactNumber1: org.phones?.[0] ?? null,
  contactNumber2: org.phones?.[1] ?? null,
  email: org.email ?? null,
  city: org.city ?? null,
  officeLocation: org.officeLocation ?? null,
  ownerId: org.owner?.ownerId ?? null,
  sevenHundredNumber: org.owner?.sevenHundredNumber ?? null,
  unifiedNationalNumber: org.owner?.unifiedNationalNumber ?? null,
  updatedAt: new Date(),
});

/** Organisations are keyed by their establishment (labour office id + sequence number). */
const upsertOrganization = async (
  tx: Tx,
  org: DemoOrganization,
  countryIds: Map<string, number>,
  today: Date,
) => {
  const values = organizationValues(org, countryIds.get(org.country), today);
  const [existing] = await tx
    .select({ id: establishments.id, organizationId: establishments.organizationId })
    .from(establishments)
    .where(
      and(
        eq(establishments.laborOfficeId, org.laborOfficeId),
        eq(establishments.sequenceNumber, org.sequenceNumber),
      ),
    );
  if (existing) {
    await tx.update(organizations).set(values).where(eq(organizations.id, existing.organizationId));
    await tx
      .update(establishments)
      .set({ nameAr: org.establishmentAr, nameEn: org.establishmentEn })
      .where(eq(establishments.id, existing.id));
    return existing.id;
  }
  const [created] = await tx.insert(organizations).values(values).returning({ id: organizations.id });
  const [establishment] = await tx
    .insert(establishments)
    .values({
      organizationId: created!.id,
      laborOfficeId: org.laborOfficeId,
      sequenceNumber: org.sequenceNumber,
      nameAr: org.establishmentAr,
      nameEn: org.establishmentEn,
    })
    .returning({ id: establishments.id });
  return establishment!.id;
};

export type SeedOptions = { today?: Date; passwordHash?: string };

/** Idempotent demo data: lookups, organisations, people and memberships, upserted by natural keys. */
export const seedDemoData = async (db: Database, options: SeedOptions = {}): Promise<void> => {
  const today = options.today ?? new Date();
  // One scrypt for everyone: seeding stays fast.
  const passwordHash = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  await db.transaction(async (tx) => {
    const countryIds = await seedLookups(tx);
    const establishmentIds = new Map<DemoOrganizationKey, number>();
    for (const [key, org] of Object.entries(DEMO_ORGANIZATIONS) as [
      DemoOrganizationKey,
      DemoOrganization,
    ][]) {
      establishmentIds.set(key, await upsertOrganization(tx, org, countryIds, today));
    }

    const userRows = await tx
      .insert(users)
      .values(
        DEMO_USERS.map((user) => ({
          username: user.username,
          email: user.email,
          nationalId: user.nationalId,
          nameAr: user.nameAr,
          nameEn: user.nameEn,
          passwordHash,
        })),
      )
      .onConflictDoUpdate({
        target: users.username,
        set: {
          email: excluded(users.email),
          nationalId: excluded(users.nationalId),
          nameAr: excluded(users.nameAr),
          nameEn: excluded(users.nameEn),
          passwordHash: excluded(users.passwordHash),
          active: true,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: users.id, username: users.username });
    const userIds = new Map(userRows.map((row) => [row.username, row.id]));
    // The embedded provider's subject is the user id.
    await tx
      .update(users)
      .set({ subject: sql`${users.id}::text` })
      .where(and(inArray(users.id, [...userIds.values()]), isNull(users.subject)));

    const membershipValues = DEMO_USERS.flatMap((user) =>
      user.memberships.map((m) => ({
        userId: userIds.get(user.username)!,
        establishmentId: establishmentIds.get(m.organization)!,
        role: m.role,
        superUser: m.superUser,
        parentUserId: m.parent ? userIds.get(m.parent)! : null,
        termsAccepted: m.termsAccepted ?? true,
        termsAcceptedAt: (m.termsAccepted ?? true) ? today : null,
        accessRights: m.accessRights ?? [],
        active: true,
      })),
    );
    await tx
      .insert(memberships)
      .values(membershipValues)
      .onConflictDoUpdate({
        target: [memberships.userId, memberships.establishmentId],
        set: {
          role: excluded(memberships.role),
          superUser: excluded(memberships.superUser),
          parentUserId: excluded(memberships.parentUserId),
          termsAccepted: excluded(memberships.termsAccepted),
          termsAcceptedAt: excluded(memberships.termsAcceptedAt),
          accessRights: excluded(memberships.accessRights),
          active: true,
          updatedAt: sql`now()`,
        },
      });
    await seedReasonsAndSuspensions(tx, today);
    await seedAnnouncements(tx, today);
    await seedContractTemplates(tx);
    await seedPublicHolidays(tx);
    await seedPartnershipContracts(tx);
    await seedCandidates(tx);
    await seedDltWorkers(tx);
    await seedOldContracts(tx);
    await seedEmploymentRequests(tx, today);
    await seedTransferContracts(tx, today);
  });
};

/** True when the database has no people yet (first start). */
export const databaseIsEmpty = async (db: Database): Promise<boolean> => {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return !row;
};
