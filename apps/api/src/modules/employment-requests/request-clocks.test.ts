import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '@portal/contracts/constants';
import {
  employmentRequestSchema,
  type EmploymentRequest,
} from '@portal/contracts/employment-requests/schemas';
import { clocks, employmentRequests, incidents, reasons } from '../../db/schema/index';
import { refreshAndFollow } from '../../platform/clocks/clock-refresh';
import { sessionOf } from '../../test-support/sessions';
import { changeCandidateStatus } from '../hr-pool-candidates/transitions';
import { settingValue } from '../settings/service';
import { decideRequest, runRequestAction } from './actions';
import { sweepExpiredRequests } from './expiry-sweep';
import { syncRespondBy } from './request-clocks';
import { ticketBookerOf } from './ticket-booking';
import { newWorld, submitBody, wizardKit } from './wizard-fixtures.test-support';

const BASE = '/api/employment-requests';
const HOUR = 3_600_000;

describe('the deadline clocks of an employment request (decision 0056)', { timeout: 120_000 }, () => {
  const kit = wizardKit();
  const { call } = kit;
  const deps = { changeCandidateStatus, settingValue };
  afterEach(async () => {
    await kit.t.database.db.delete(incidents);
  });

  const submitOne = async (): Promise<EmploymentRequest> => {
    const world = await newWorld(kit.t, kit.f);
    const visa = await world.visa();
    const candidate = await world.candidate();
    const res = await call(
      'office',
      'POST',
      BASE,
      submitBody(world.nationalId, [{ visaId: visa.id, candidateId: candidate.id }]),
    );
    expect(res.statusCode, res.body).toBe(201);
    return read(res.json().ids[0]);
  };
  const read = async (id: number) =>
    employmentRequestSchema.parse((await call('office', 'GET', `${BASE}/${id}`)).json());
  const clockOf = (request: EmploymentRequest, obligation: string) =>
    request.clocks.find((clock) => clock.obligation === obligation);
  const at = (start: string, ms: number) => new Date(Date.parse(start) + ms);
  const cancellationReason = async () => {
    const [reason] = await kit.t.database.db
      .select({ id: reasons.id })
      .from(reasons)
      .where(and(eq(reasons.kind, 'CANCELLATION'), eq(reasons.active, true)))
      .limit(1);
    return reason!.id;
  };

  it('starts, meets and hands on the clocks from submission to the trial, each owed by its party', async () => {
    const submitted = await submitOne();
    const agency = clockOf(submitted, 'agencyAnswer')!;
    expect(agency).toMatchObject({
      state: 'running',
      partyOrganizationId: kit.f.org.agencyPh,
      days: 14,
      counting: 'calendar',
      metAt: null,
    });
    // The request keeps its answer clock's due moment: what lists sort by and the expiry reads.
    expect(agency.dueAt).toBe(submitted.respondBy);
    expect(Date.parse(agency.dueAt) - Date.parse(agency.startedAt)).toBe(14 * DAY_MS);
    const { db } = kit.t.database;
    const id = submitted.id;
    const language = 'en-US' as const;

    const accepted = at(agency.startedAt, HOUR);
    const asAgency = await sessionOf(db, 'agency-ph');
    await decideRequest(
      db,
      deps,
      { session: asAgency, id, requested: 'accept', input: {}, language },
      accepted,
    );
    const waiting = await read(id);
    expect(waiting.status).toBe('PENDING_EMBASSY');
    expect(clockOf(waiting, 'agencyAnswer')).toMatchObject({ state: 'met', metAt: accepted.toISOString() });
    const embassy = clockOf(waiting, 'embassyAnswer')!;
    expect(embassy).toMatchObject({
      state: 'running',
      partyOrganizationId: (await sessionOf(kit.t.database.db, 'embassy-ph')).organization.id,
      startedAt: accepted.toISOString(),
      dueAt: new Date(accepted.getTime() + 14 * DAY_MS).toISOString(),
    });
    expect(waiting.respondBy).toBe(embassy.dueAt);

    const approved = at(agency.startedAt, 2 * HOUR);
    const asEmbassy = await sessionOf(db, 'embassy-ph');
    await decideRequest(
      db,
      deps,
      { session: asEmbassy, id, requested: 'approve', input: {}, language },
      approved,
    );
    const contracted = await read(id);
    expect(contracted.respondBy).toBeNull();
    expect(clockOf(contracted, 'embassyAnswer')).toMatchObject({
      state: 'met',
      metAt: approved.toISOString(),
    });
    expect(clockOf(contracted, 'arrival')).toMatchObject({
      state: 'running',
      partyOrganizationId: kit.f.org.office,
      days: 90,
      startedAt: approved.toISOString(),
    });

    const asOffice = await sessionOf(db, 'office');
    await db.transaction((tx) => ticketBookerOf(deps)(tx, asOffice, id, at(agency.startedAt, 3 * HOUR)));
    const arrived = at(agency.startedAt, 4 * HOUR);
    await runRequestAction(db, deps, {
      session: asOffice,
      id,
      action: 'arrive',
      reasonId: undefined,
      now: arrived,
    });
    const employed = await read(id);
    expect(employed.status).toBe('ARRIVED');
    expect(clockOf(employed, 'arrival')).toMatchObject({ state: 'met', metAt: arrived.toISOString() });
    expect(clockOf(employed, 'trial')).toMatchObject({
      state: 'running',
      partyOrganizationId: kit.f.org.office,
      counting: 'calendar',
      days: 90,
      dueAt: new Date(arrived.getTime() + 90 * DAY_MS).toISOString(),
    });
    expect(employed.clocks.map((clock) => clock.obligation)).toEqual([
      'agencyAnswer',
      'embassyAnswer',
      'arrival',
      'trial',
    ]);
  });

  it('a cancellation closes the open clock', async () => {
    const submitted = await submitOne();
    const res = await call(
      'office',
      'POST',
      `${BASE}/${submitted.id}/cancel?reasonId=${await cancellationReason()}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(clockOf(await read(submitted.id), 'agencyAnswer')).toMatchObject({ state: 'closed', metAt: null });
  });

  it('an outage over the due moment moves respondBy; nothing expires inside it, it expires after', async () => {
    const { db } = kit.t.database;
    const submitted = await submitOne();
    const due = Date.parse(submitted.respondBy!);
    // The portal was down from an hour before the due moment to five hours after it: six hours back.
    await db
      .insert(incidents)
      .values({ scope: 'portal', startedAt: new Date(due - HOUR), endedAt: new Date(due + 5 * HOUR) });
    const inside = new Date(due + HOUR);
    await refreshAndFollow(db, syncRespondBy, inside, true);
    const paused = await read(submitted.id);
    expect(clockOf(paused, 'agencyAnswer')).toMatchObject({
      state: 'paused',
      dueAt: new Date(due + 6 * HOUR).toISOString(),
    });
    expect(paused.respondBy).toBe(new Date(due + 6 * HOUR).toISOString());
    await sweepExpiredRequests(db, inside);
    expect((await read(submitted.id)).status).toBe('PENDING_AGENCY');
    // Even with respondBy passed, a running answer clock holds the request (the sweeps may run in any order).
    await db
      .update(employmentRequests)
      .set({ respondBy: new Date(due) })
      .where(eq(employmentRequests.id, submitted.id));
    await sweepExpiredRequests(db, new Date(due + 5.5 * HOUR));
    expect((await read(submitted.id)).status).toBe('PENDING_AGENCY');

    const after = new Date(due + 7 * HOUR);
    await refreshAndFollow(db, syncRespondBy, after, true);
    await sweepExpiredRequests(db, after);
    const expired = await read(submitted.id);
    expect(expired.status).toBe('EXPIRED');
    const [clock] = await db.select().from(clocks).where(eq(clocks.subjectId, submitted.id));
    expect(clock).toMatchObject({ obligation: 'agencyAnswer', state: 'breached', closedAt: after });
  });
});
