import { DAY_MS } from '@portal/contracts/constants';
import type { EmploymentRequestStatus } from '@portal/contracts/employment-requests/schemas';
import type { ResponseDeadlines } from '@portal/contracts/settings';
import type { Database } from '../../db/client';
import { complaints, complianceOrders, recordHistory } from '../../db/schema/index';
import { makeRequest, type RequestFixtures } from '../employment-requests/request-fixtures.test-support';

const HOUR_MS = 3_600_000;

type Step = { to: EmploymentRequestStatus; at: number; arrivedOn?: string };

/** The kingdom's day of a moment (UTC+3). */
const kingdomDayOf = (ms: number) => new Date(ms + 3 * HOUR_MS).toISOString().slice(0, 10);

/**
 * The path of the i-th request: five kinds in turn, with answer times growing with i so that some
 * are late: the agency lets it expire; the agency rejects; the embassy rejects; contracted, booked
 * and arrived (some after 90 days); contracted then cancelled (some after 90 days).
 */
const pathOf = (i: number, created: number, deadlines: ResponseDeadlines): Step[] => {
  const kind = i % 5;
  if (kind === 0) return [{ to: 'EXPIRED', at: created + deadlines.agencyDays * DAY_MS }];
  if (kind === 1) return [{ to: 'REJECTED', at: created + i * 7 * HOUR_MS }];
  const accepted = created + i * 3 * HOUR_MS;
  if (kind === 2) {
    return [
      { to: 'PENDING_EMBASSY', at: accepted },
      { to: 'REJECTED', at: accepted + i * 9 * HOUR_MS },
    ];
  }
  const contracted = accepted + i * 5 * HOUR_MS;
  const start = [
    { to: 'PENDING_EMBASSY', at: accepted },
    { to: 'CONTRACTED', at: contracted },
  ] satisfies Step[];
  if (kind === 3) {
    const arrived = contracted + i * 2 * DAY_MS;
    return [
      ...start,
      { to: 'TICKET_BOOKED', at: contracted + DAY_MS },
      { to: 'ARRIVED', at: arrived + HOUR_MS, arrivedOn: kingdomDayOf(arrived) },
    ];
  }
  return [...start, { to: 'CANCELLED', at: contracted + i * 5 * DAY_MS }];
};

/**
 * Adds `count` employment requests of the office with agency-ph (embassy-ph's location), each in
 * its final status with the history the portal writes on the way: created more than a year ago,
 * so every 90-day arrival limit has passed. Enough of them put every figure above 20 events.
 */
export const addScorecardEvents = async (
  db: Database,
  f: RequestFixtures,
  deadlines: ResponseDeadlines,
  count: number,
  now = Date.now(),
) => {
  for (let i = 0; i < count; i += 1) {
    const created = now - 400 * DAY_MS + i * HOUR_MS;
    const steps = pathOf(i, created, deadlines);
    const made = await makeRequest(db, f, { status: steps.at(-1)!.to });
    let from: EmploymentRequestStatus = 'PENDING_AGENCY';
    await db.insert(recordHistory).values([
      {
        entityType: 'employmentRequest',
        entityId: made.id,
        action: 'create',
        changedBy: f.userId,
        changedAt: new Date(created),
        changes: { status: { from: null, to: 'PENDING_AGENCY' } },
      },
      ...steps.map((step) => {
        const changes = {
          status: { from, to: step.to },
          ...(step.arrivedOn && { arrivedOn: { from: null, to: step.arrivedOn } }),
        };
        from = step.to;
        return {
          entityType: 'employmentRequest',
          entityId: made.id,
          action: 'update' as const,
          changedBy: step.to === 'EXPIRED' ? null : f.userId,
          changedAt: new Date(step.at),
          changes,
        };
      }),
    ]);
  }
};

let complaintNumber = 900_000 + Math.floor(Math.random() * 90_000);

/**
 * Adds `count` compliance orders on the office, decided 60 days ago, each with the history the
 * portal writes: every third breached (then reported late), the others reported within days.
 */
export const addComplianceOrderEvents = async (
  db: Database,
  f: RequestFixtures,
  count: number,
  now = Date.now(),
) => {
  for (let i = 0; i < count; i += 1) {
    complaintNumber += 1;
    const decided = now - 60 * DAY_MS + i * HOUR_MS;
    const breached = i % 3 === 0;
    const [order] = await db
      .insert(complianceOrders)
      .values({
        complaintId: complaintNumber,
        complaintNumber: `CMP-${complaintNumber}`,
        employmentRequestNumber: 'ER-0000001',
        officeId: f.org.office,
        textAr: 'إعادة رسوم الاستقدام',
        textEn: 'Refund the recruitment fee',
        suspensionReasonId: f.reason.suspension,
        decidedBy: f.userId,
        status: 'REPORTED',
        createdAt: new Date(decided),
      })
      .returning({ id: complianceOrders.id });
    const entry = (at: number, from: string | null, to: string) => ({
      entityType: 'complianceOrder',
      entityId: order!.id,
      action: from === null ? ('create' as const) : ('update' as const),
      changedBy: to === 'BREACHED' ? null : f.userId,
      changedAt: new Date(at),
      changes: { status: { from, to } },
    });
    await db
      .insert(recordHistory)
      .values([
        entry(decided, null, 'OPEN'),
        ...(breached
          ? [
              entry(decided + 10 * DAY_MS, 'OPEN', 'BREACHED'),
              entry(decided + 12 * DAY_MS, 'BREACHED', 'REPORTED'),
            ]
          : [entry(decided + (1 + (i % 9)) * DAY_MS, 'OPEN', 'REPORTED')]),
      ]);
  }
};

let trackerId = 700_000 + Math.floor(Math.random() * 90_000);

/**
 * Adds `count` complaints as the sync stores them (decision 0063), each about a new request of the
 * office: two in three raised by embassy-ph, one in three by the office itself (not a complaint
 * about it); the fifth gone from the tracker and the last raised a day after `now`, neither counted.
 */
export const addComplaintRows = async (db: Database, f: RequestFixtures, count: number, now = Date.now()) => {
  for (let i = 0; i < count; i += 1) {
    trackerId += 1;
    const made = await makeRequest(db, f, { status: 'CONTRACTED' });
    const created = i === count - 1 ? now + DAY_MS : now - (count - i) * DAY_MS;
    await db.insert(complaints).values({
      id: trackerId,
      number: `CMP-${trackerId}`,
      employmentRequestId: made.id,
      officeId: f.org.office,
      raisedByOrganizationId: i % 3 === 2 ? f.org.office : f.org.embassyPh,
      raisedByRole: i % 3 === 2 ? 'PRO_OFFICE' : 'FOREIGN_EMBASSY',
      status: 'OPEN',
      createdAt: new Date(created),
      lastSeenAt: new Date(now),
      goneAt: i === 4 ? new Date(now) : null,
    });
  }
};
