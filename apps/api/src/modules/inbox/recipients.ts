import { and, eq } from 'drizzle-orm';
import { hasAccess, type AccessRight, type Module } from '@portal/contracts/access';
import type { ClockSubject } from '@portal/contracts/clocks/obligations';
import { DEFAULT_REMINDER_PREFERENCES, type ReminderPreferences } from '@portal/contracts/inbox';
import { establishments, memberships, reminderPreferences, users } from '../../db/schema/index';
import type { Executor } from '../../platform/history/service';

export type Recipient = { userId: number; email: string | null; preferences: ReminderPreferences };

/**
 * The module whose read right a person needs to hear of a record (spec 6: a sub-user acts only on
 * the modules their super user gave them). The other records (licence requests, compliance orders,
 * complaints) are the organisation's own affairs, open to every sub-user as their pages are.
 */
const READ_MODULE_OF: Partial<Record<ClockSubject, Module>> = {
  employmentRequest: 'EMPLOYMENT_REQUEST',
  partnershipContract: 'PARTNERSHIP_CONTRACT',
};

/**
 * Whether a person whose memberships of the record's party carry these rights hears of it: any one
 * membership that may read the record's module is enough (a super user's rights are all open).
 */
export const mayHearOf = (subject: ClockSubject, rightsOfMemberships: readonly AccessRight[][]): boolean => {
  const module = READ_MODULE_OF[subject];
  return !module || rightsOfMemberships.some((rights) => hasAccess(rights, module, 'READ'));
};

/** Each person's rights, one entry per membership, from rows of (person, membership rights). */
export const rightsByPerson = <K>(
  rows: readonly { key: K; userId: number; accessRights: AccessRight[] }[],
): Map<K, Map<number, AccessRight[][]>> => {
  const people = new Map<K, Map<number, AccessRight[][]>>();
  for (const row of rows) {
    const persons = people.get(row.key) ?? new Map<number, AccessRight[][]>();
    persons.set(row.userId, [...(persons.get(row.userId) ?? []), row.accessRights]);
    people.set(row.key, persons);
  }
  return people;
};

/**
 * The people an organisation's inbox items about a record go to: every active person with an
 * active membership of one of its establishments that may read the record (`mayHearOf`). `null`
 * is the programme's admins (they owe a licence review).
 */
export const recipientsOf = async (
  executor: Executor,
  organizationId: number | null,
  subject: ClockSubject,
): Promise<Recipient[]> => {
  const rows = await executor
    .select({
      userId: users.id,
      email: users.email,
      accessRights: memberships.accessRights,
      language: reminderPreferences.language,
      emailAtHalf: reminderPreferences.emailAtHalf,
      emailAtFourFifths: reminderPreferences.emailAtFourFifths,
      emailAtBreach: reminderPreferences.emailAtBreach,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(establishments, eq(establishments.id, memberships.establishmentId))
    .leftJoin(reminderPreferences, eq(reminderPreferences.userId, users.id))
    .where(
      and(
        eq(memberships.active, true),
        eq(users.active, true),
        organizationId === null
          ? eq(memberships.role, 'ADMIN')
          : eq(establishments.organizationId, organizationId),
      ),
    )
    .orderBy(users.id);
  const rights = rightsByPerson(rows.map((row) => ({ ...row, key: 0 }))).get(0) ?? new Map();
  const seen = new Set<number>();
  return rows.flatMap((row) => {
    if (seen.has(row.userId) || !mayHearOf(subject, rights.get(row.userId) ?? [])) return [];
    seen.add(row.userId);
    return [
      {
        userId: row.userId,
        email: row.email,
        preferences:
          row.language === null
            ? DEFAULT_REMINDER_PREFERENCES
            : {
                language: row.language,
                emailAtHalf: row.emailAtHalf ?? true,
                emailAtFourFifths: row.emailAtFourFifths ?? true,
                emailAtBreach: row.emailAtBreach ?? true,
              },
      },
    ];
  });
};
