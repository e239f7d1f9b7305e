import { z } from 'zod';
import { pageQueryShape } from '../list';
import { CLOCK_OBLIGATION_NAMES, CLOCK_SUBJECTS, type ClockObligation } from './obligations';

/** A stored clock's state: `closed` when its record ended another way (a cancelled request). */
export const STORED_CLOCK_STATES = ['running', 'paused', 'met', 'breached', 'closed'] as const;
export type StoredClockState = (typeof STORED_CLOCK_STATES)[number];

/** One clock as every record answer and list shows it (the countdown is computed by the reader). */
export const clockSchema = z.object({
  id: z.number().int(),
  obligation: z.enum(CLOCK_OBLIGATION_NAMES as [ClockObligation, ...ClockObligation[]]),
  subject: z.object({ type: z.enum(CLOCK_SUBJECTS), id: z.number().int() }),
  /** The organisation that owes it; null when the programme's admins owe it. */
  partyOrganizationId: z.number().int().nullable(),
  state: z.enum(STORED_CLOCK_STATES),
  startedAt: z.string(),
  /** The due moment as it stands (holidays and outages included). */
  dueAt: z.string(),
  metAt: z.string().nullable(),
  days: z.number().int(),
  counting: z.enum(['calendar', 'working']),
});
export type Clock = z.infer<typeof clockSchema>;

/**
 * `GET /api/clocks/waiting`: the open clocks the caller's organisation owes (the admins': those
 * owed by the programme), nearest due first, each with its record's number for the link.
 */
export const waitingClockSchema = clockSchema.extend({
  /** The record's number; null when it has none (a licence request, a contract not yet approved): named by its id. */
  subjectNumber: z.string().nullable(),
});
export type WaitingClock = z.infer<typeof waitingClockSchema>;
export const waitingClocksSchema = z.object({ items: z.array(waitingClockSchema), total: z.number().int() });
export type WaitingClocks = z.infer<typeof waitingClocksSchema>;

/** The page of `GET /api/clocks/waiting` (0-based, as every list). */
export const waitingClocksQuerySchema = z.object(pageQueryShape);
export type WaitingClocksQuery = z.infer<typeof waitingClocksQuerySchema>;
