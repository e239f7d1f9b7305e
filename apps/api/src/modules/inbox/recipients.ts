import { and, eq } from 'drizzle-orm';
import { DEFAULT_REMINDER_PREFERENCES, type ReminderPreferences } from '@portal/contracts/inbox';
import { establishments, memberships, reminderPreferences, users } from '../../db/schema/index';
import type { Executor } from '../../platform/history/service';

export type Recipient = { userId: number; email: string | null; preferences: ReminderPreferences };

/**
 * The people an organisation's inbox items go to: every active person with an active membership of
 * one of its establishments. `null` is the programme's admins (they owe a licence review).
 */
export const recipientsOf = async (
  executor: Executor,
  organizationId: number | null,
): Promise<Recipient[]> => {
  const rows = await executor
    .selectDistinctOn([users.id], {
      userId: users.id,
      email: users.email,
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
  return rows.map((row) => ({
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
  }));
};
