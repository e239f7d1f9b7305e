import { and, asc, eq, inArray } from 'drizzle-orm';
import { DAY_MS } from '@portal/contracts/constants';
import type { FieldChanges } from '@portal/contracts/history';
import type { ResponseDeadlines } from '@portal/contracts/settings';
import type { Database } from '../../db/client';
import {
  complaints,
  complianceOrders,
  employmentRequests,
  organizations,
  partnershipContracts,
  recordHistory,
} from '../../db/schema/index';

/** One figure as a test computes it: its events and its raw value (null without events). */
export type ExpectedFigure = { events: number; value: number | null };

type Tally = { events: number; met: number; hours: number[] };

const kingdomDay = (at: Date) => new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const median = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  return (sorted[Math.floor(middle)]! + sorted[Math.ceil(middle)]!) / 2;
};

type Change = { at: Date; from: unknown; to: unknown; arrivedOn: unknown };

/**
 * The scorecards' figures computed the long way, straight from the history tables: each record's
 * status changes read in order in JavaScript, nothing shared with the refresh's SQL. Keys as the
 * refresh stores them, per organisation id. With `complaintsRecorded` (the flag `complaints`), each
 * office's complaints per 100 contracts from the complaints table: those about its requests (the
 * request's office, read from the requests), raised by someone else, not gone, raised by `now`.
 */
export const expectedFigures = async (
  db: Database,
  deadlines: ResponseDeadlines,
  now: Date,
  complaintsRecorded = false,
) => {
  const history = await db
    .select()
    .from(recordHistory)
    .where(inArray(recordHistory.entityType, ['employmentRequest', 'partnershipContract', 'complianceOrder']))
    .orderBy(
      asc(recordHistory.entityType),
      asc(recordHistory.entityId),
      asc(recordHistory.changedAt),
      asc(recordHistory.id),
    );
  const changes = new Map<string, Change[]>();
  for (const row of history) {
    const status = (row.changes as FieldChanges).status;
    if (!status || row.changedAt > now) continue;
    const key = `${row.entityType}:${row.entityId}`;
    const list = changes.get(key) ?? [];
    list.push({
      at: row.changedAt,
      from: status.from,
      to: status.to,
      arrivedOn: (row.changes as FieldChanges).arrivedOn?.to,
    });
    changes.set(key, list);
  }
  const requests = new Map((await db.select().from(employmentRequests)).map((row) => [row.id, row]));
  const contracts = new Map((await db.select().from(partnershipContracts)).map((row) => [row.id, row]));
  const orders = new Map((await db.select().from(complianceOrders)).map((row) => [row.id, row]));
  const embassies = await db
    .select()
    .from(organizations)
    .where(and(eq(organizations.type, 'FOREIGN_EMBASSY')));

  const tallies = new Map<number, Map<string, Tally>>();
  const tally = (organizationId: number, figure: string) => {
    const figures = tallies.get(organizationId) ?? new Map<string, Tally>();
    tallies.set(organizationId, figures);
    const found = figures.get(figure) ?? { events: 0, met: 0, hours: [] };
    figures.set(figure, found);
    return found;
  };
  const answer = (
    organizationId: number,
    kind: string,
    took: number,
    answered: boolean,
    limitDays: number | null,
  ) => {
    const figure = tally(organizationId, kind);
    figure.events += 1;
    if (!answered) return;
    figure.hours.push(took / 3_600_000);
    if (limitDays !== null && took <= limitDays * DAY_MS) figure.met += 1;
  };

  for (const [key, list] of changes) {
    const [type, idText] = key.split(':');
    const id = Number(idText);
    if (type === 'complianceOrder') {
      const order = orders.get(id);
      const breached = list.some((change) => change.to === 'BREACHED');
      const complied = list.some((change) => change.to === 'REPORTED' || change.to === 'CONFIRMED');
      if (!order || !(breached || complied)) continue;
      const figure = tally(order.officeId, 'orders');
      figure.events += 1;
      if (complied && !breached) figure.met += 1;
      continue;
    }
    if (type === 'partnershipContract') {
      const contract = contracts.get(id);
      list.forEach((change, index) => {
        const before = list[index - 1];
        if (!contract || !before || change.from !== 'PENDING_APPROVAL' || before.to !== 'PENDING_APPROVAL')
          return;
        if (change.to !== 'ACTIVE' && change.to !== 'REJECTED') return;
        answer(
          contract.agencyId,
          'partnershipContract',
          change.at.getTime() - before.at.getTime(),
          true,
          null,
        );
      });
      continue;
    }
    const request = requests.get(id);
    if (!request) continue;
    list.forEach((change, index) => {
      const before = list[index - 1];
      if (!before || before.to !== change.from) return;
      const took = change.at.getTime() - before.at.getTime();
      if (
        change.from === 'PENDING_AGENCY' &&
        ['PENDING_EMBASSY', 'CONTRACTED', 'REJECTED', 'EXPIRED'].includes(String(change.to))
      ) {
        answer(request.agencyId, 'agencyRequest', took, change.to !== 'EXPIRED', deadlines.agencyDays);
      }
      if (
        change.from === 'PENDING_EMBASSY' &&
        ['CONTRACTED', 'REJECTED', 'EXPIRED'].includes(String(change.to))
      ) {
        for (const embassy of embassies) {
          if (embassy.countryId !== request.countryId || embassy.officeLocation !== request.officeLocation)
            continue;
          answer(embassy.id, 'embassyRequest', took, change.to !== 'EXPIRED', deadlines.embassyDays);
        }
      }
    });
    const contracted = list.find((change) => change.to === 'CONTRACTED');
    if (!contracted) continue;
    const cancelled = list.some((change) => change.to === 'CANCELLED');
    const cancelling = list.find(
      (change) => change.to === 'CANCELLED' || change.to === 'PENDING_MOFA_CANCELLATION',
    );
    const arrival = list.find((change) => change.to === 'ARRIVED');
    const arrivedOn = arrival
      ? typeof arrival.arrivedOn === 'string'
        ? arrival.arrivedOn
        : kingdomDay(arrival.at)
      : null;
    const limit = contracted.at.getTime() + 90 * DAY_MS;
    const owed =
      arrivedOn !== null || (limit <= now.getTime() && (!cancelling || cancelling.at.getTime() > limit));
    for (const organizationId of [request.officeId, request.agencyId]) {
      const contractsTally = tally(organizationId, 'contracts');
      contractsTally.events += 1;
      if (cancelled) contractsTally.met += 1;
      const arrivals = tally(organizationId, 'arrivals');
      if (owed) arrivals.events += 1;
      if (arrivedOn !== null && arrivedOn <= addDays(kingdomDay(contracted.at), 90)) arrivals.met += 1;
    }
  }

  if (complaintsRecorded) {
    const offices = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(inArray(organizations.type, ['PRO_OFFICE', 'PRO_COMPANY']));
    for (const office of offices) tally(office.id, 'complaints');
    for (const complaint of await db.select().from(complaints)) {
      const request = requests.get(complaint.employmentRequestId);
      if (!request || complaint.goneAt !== null || complaint.createdAt > now) continue;
      if (complaint.raisedByOrganizationId === request.officeId) continue;
      tally(request.officeId, 'complaints').met += 1;
    }
  }

  const expected = new Map<number, Map<string, ExpectedFigure>>();
  for (const [organizationId, figures] of tallies) {
    const out = new Map<string, ExpectedFigure>();
    for (const [figure, t] of figures) {
      const share = t.events ? (100 * t.met) / t.events : null;
      if (figure === 'contracts') out.set('cancellationsPer100Contracts', { events: t.events, value: share });
      else if (figure === 'arrivals') out.set('arrivalsOnTime', { events: t.events, value: share });
      else if (figure === 'orders') out.set('ordersMetOnTime', { events: t.events, value: share });
      else if (figure === 'complaints') {
        // Per 100 contracts: the contracts are its events, the complaints its count.
        const contracts = figures.get('contracts')?.events ?? 0;
        out.set('complaintsPer100Contracts', {
          events: contracts,
          value: contracts ? (100 * t.met) / contracts : null,
        });
      } else {
        out.set(`${figure}.onTime`, {
          events: t.events,
          value: figure === 'partnershipContract' ? null : share,
        });
        out.set(`${figure}.medianHours`, { events: t.hours.length, value: median(t.hours) });
      }
    }
    expected.set(organizationId, out);
  }
  return expected;
};
