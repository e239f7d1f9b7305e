import { eq } from 'drizzle-orm';
import type { Language, OfficeLocation } from '@portal/contracts/constants';
import type { Role } from '@portal/contracts/roles';
import type { ClockObligation } from '@portal/contracts/clocks/obligations';
import type { Database } from '../../db/client';
import {
  clocks,
  establishments,
  memberships,
  organizations,
  reminderPreferences,
  users,
} from '../../db/schema/index';
import { startClock } from '../../platform/clocks/clock-store';

/** Labour-office numbers far from the demo data's, one per party a test makes. */
let nextOffice = 9_000 + Math.floor(Math.random() * 500) * 2;

export type PartyPerson = { id: number; email: string; language: Language };

/** The party's role (its organisation's type and its people's), and an embassy's seat. */
type PartyKind = {
  role: Role;
  countryId?: number;
  officeLocation?: OfficeLocation | null;
};

/**
 * A foreign embassy of its own (an organisation whose two people act as FOREIGN_EMBASSY) seated in
 * a country and an office location; `null` is an embassy without a location (it sees no request).
 */
export const makeEmbassy = async (
  db: Database,
  tag: string,
  seat: { countryId: number; officeLocation: OfficeLocation | null },
) => makeParty(db, tag, {}, { role: 'FOREIGN_EMBASSY', ...seat });

/**
 * An organisation of its own with one establishment and a person per language (an Arabic reader and
 * an English reader), each with an e-mail address and their reminder preferences stored.
 */
export const makeParty = async (
  db: Database,
  tag: string,
  choices: Partial<
    Record<Language, { emailAtHalf?: boolean; emailAtFourFifths?: boolean; emailAtBreach?: boolean }>
  > = {},
  kind: PartyKind = { role: 'PRO_OFFICE' },
) => {
  nextOffice += 1;
  const [organization] = await db
    .insert(organizations)
    .values({
      type: kind.role,
      nameAr: `مكتب ${tag}`,
      nameEn: `Office ${tag}`,
      countryId: kind.countryId ?? null,
      officeLocation: kind.officeLocation ?? null,
    })
    .returning({ id: organizations.id });
  const [establishment] = await db
    .insert(establishments)
    .values({
      organizationId: organization!.id,
      laborOfficeId: nextOffice,
      sequenceNumber: 1,
      nameAr: `مكتب ${tag}`,
      nameEn: `Office ${tag}`,
    })
    .returning({ id: establishments.id });
  const people: PartyPerson[] = [];
  for (const language of ['ar-SA', 'en-US'] as const) {
    const email = `${tag}-${language}@inbox.test`.toLowerCase();
    const [user] = await db
      .insert(users)
      .values({ username: `${tag}-${language}`, nameAr: tag, nameEn: tag, email })
      .returning({ id: users.id });
    await db.insert(memberships).values({
      userId: user!.id,
      establishmentId: establishment!.id,
      role: kind.role,
      superUser: language === 'ar-SA',
    });
    await db.insert(reminderPreferences).values({
      userId: user!.id,
      language,
      emailAtHalf: choices[language]?.emailAtHalf ?? true,
      emailAtFourFifths: choices[language]?.emailAtFourFifths ?? true,
      emailAtBreach: choices[language]?.emailAtBreach ?? true,
    });
    people.push({ id: user!.id, email, language });
  }
  return { organizationId: organization!.id, people };
};

/** Record ids far from the demo data's. */
let nextSubject = 800_000 + Math.floor(Math.random() * 50_000);

/** A calendar-day clock of the party started at `startedAt`, and its stored row. */
export const startPartyClock = async (
  db: Database,
  partyOrganizationId: number,
  startedAt: Date,
  { days = 2, obligation = 'agencyAnswer' as ClockObligation } = {},
) => {
  nextSubject += 1;
  await startClock(db, {
    obligation,
    subjectId: nextSubject,
    partyOrganizationId,
    startedAt,
    days,
    counting: 'calendar',
  });
  const [row] = await db.select().from(clocks).where(eq(clocks.subjectId, nextSubject));
  return row!;
};
