import type { WaitingClock, WaitingClocks } from '@portal/contracts/clocks/schemas';

const HOUR = 3_600_000;

/** A waiting clock due `dueInHours` after `now` (negative: overdue), as `GET /api/clocks/waiting` answers. */
export const waitingClock = (
  now: number,
  dueInHours: number,
  overrides: Partial<WaitingClock>,
): WaitingClock => ({
  id: 1,
  obligation: 'agencyAnswer',
  subject: { type: 'employmentRequest', id: 12 },
  partyOrganizationId: 3,
  state: dueInHours < 0 ? 'breached' : 'running',
  startedAt: new Date(now - 48 * HOUR).toISOString(),
  dueAt: new Date(now + dueInHours * HOUR).toISOString(),
  metAt: null,
  days: 2,
  counting: 'calendar',
  subjectNumber: 'ER-0000012',
  ...overrides,
});

/** An overdue request, a contract due in a day and 4 hours, an unnumbered contract: nearest first. */
export const waitingClocksFixture = (now = Date.now()): WaitingClocks => ({
  items: [
    waitingClock(now, -3.5, { id: 1 }),
    waitingClock(now, 28.5, {
      id: 2,
      obligation: 'partnershipAnswer',
      subject: { type: 'partnershipContract', id: 8 },
      subjectNumber: 'PC-2026-000045',
    }),
    waitingClock(now, 50.5, {
      id: 3,
      obligation: 'partnershipAnswer',
      subject: { type: 'partnershipContract', id: 9 },
      subjectNumber: null,
    }),
  ],
  total: 14,
});
