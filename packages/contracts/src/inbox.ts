import { z } from 'zod';
import { CLOCK_OBLIGATION_NAMES, CLOCK_SUBJECTS } from './clocks/obligations';
import { LANGUAGES, type Language } from './constants';
import { listResponseSchema, pageQueryShape } from './list';

/**
 * Each person's inbox (decision 0058): what falls due on the records their organisation owes (the
 * clocks' 50 %, 80 % and breach, decision 0056) and what others changed on records it is a party of.
 */
export const INBOX_ITEM_KINDS = ['reminder', 'change'] as const;
export type InboxItemKind = (typeof INBOX_ITEM_KINDS)[number];

/** The shares of a clock's limit a reminder is sent at, in percent (100: the breach). */
export const REMINDER_PERCENTS = [50, 80, 100] as const;
export type ReminderPercent = (typeof REMINDER_PERCENTS)[number];

export type InboxLanguage = Language;

export const inboxItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(INBOX_ITEM_KINDS),
  subject: z.object({ type: z.enum(CLOCK_SUBJECTS), id: z.number().int() }),
  /** The record's number as people know it. */
  recordLabel: z.string(),
  obligation: z.enum(CLOCK_OBLIGATION_NAMES as [string, ...string[]]).nullable(),
  percent: z.number().int().nullable(),
  dueAt: z.string().nullable(),
  statusFrom: z.string().nullable(),
  statusTo: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

/** `GET /api/inbox`: unread first, newest first within each. */
export const inboxQuerySchema = z.object({ ...pageQueryShape });
export type InboxQuery = z.infer<typeof inboxQuerySchema>;
export const inboxPageSchema = listResponseSchema(inboxItemSchema);
export type InboxPage = z.infer<typeof inboxPageSchema>;

/** `GET /api/inbox/unread`, and what `POST /api/inbox/read` answers. */
export const inboxUnreadSchema = z.object({ unread: z.number().int().min(0) });
export type InboxUnread = z.infer<typeof inboxUnreadSchema>;

/** `POST /api/inbox/read`: some items (`ids`) or every item (`all: true`) are marked read. */
export const markInboxReadSchema = z.union([
  z.object({ all: z.literal(true) }).strict(),
  z.object({ ids: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(100) }).strict(),
]);
export type MarkInboxRead = z.infer<typeof markInboxReadSchema>;

/** `GET|PUT /api/inbox/preferences`: which reminders arrive by e-mail, and in which language. */
export const reminderPreferencesSchema = z
  .object({
    language: z.enum(LANGUAGES),
    emailAtHalf: z.boolean(),
    emailAtFourFifths: z.boolean(),
    emailAtBreach: z.boolean(),
  })
  .strict();
export type ReminderPreferences = z.infer<typeof reminderPreferencesSchema>;

/** What a person receives before choosing: every reminder, in Arabic (the portal's first language). */
export const DEFAULT_REMINDER_PREFERENCES: ReminderPreferences = {
  language: 'ar-SA',
  emailAtHalf: true,
  emailAtFourFifths: true,
  emailAtBreach: true,
};

/** Whether a person's preferences ask for the e-mail of this reminder. */
export const wantsEmailAt = (preferences: ReminderPreferences, percent: ReminderPercent): boolean =>
  percent === 50
    ? preferences.emailAtHalf
    : percent === 80
      ? preferences.emailAtFourFifths
      : preferences.emailAtBreach;
