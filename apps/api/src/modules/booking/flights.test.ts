import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { flightBookingSchema } from '@portal/contracts/booking';
import { todayInKingdom } from '@portal/contracts/constants';
import { candidates, employmentRequests, flightBookings, recordHistory } from '../../db/schema/index';
import { arSA } from '../../i18n/ar-SA';
import { enUS } from '../../i18n/en-US';
import { pdfText } from '../../test-support/pdf-text';
import {
  loadRequestFixtures,
  makeRequest,
  type RequestFixtures,
} from '../employment-requests/request-fixtures.test-support';
import { createShellTestApp, type ShellTestApp } from '../shell-test-app';
import { inProcessSimulator } from './almatar-client';
import { idempotencyKeyOf } from './flights';

/** The partner's time limit in this file: short, so a slow partner answers 504 quickly. */
const TIMEOUT_MS = 800;

type Control = { mode: string; bookings: number; bookingCalls: number };

describe('flight booking with the partner (in-process simulator)', () => {
  let t: ShellTestApp;
  let f: RequestFixtures;

  beforeAll(async () => {
    vi.stubEnv('TRAVEL_BOOKING_URL', '');
    vi.stubEnv('TRAVEL_BOOKING_TIMEOUT_MS', String(TIMEOUT_MS));
    t = await createShellTestApp();
    f = await loadRequestFixtures(t.database.db);
  });
  afterAll(async () => {
    await partner('POST', { mode: 'normal' });
    vi.unstubAllEnvs();
    await t?.close();
  });

  /** The simulator the API talks to: its modes and what it has seen. */
  const partner = async (method: 'GET' | 'POST', body?: { mode: string; delayMs?: number }) => {
    const simulator = await inProcessSimulator();
    const res = await simulator.inject({ method, url: '/v1/_control', ...(body && { payload: body }) });
    return res.json() as Control;
  };

  const book = async (id: number, username = 'office', language = 'en-US') =>
    t.app.inject({
      method: 'POST',
      url: `/api/booking/almatar/${id}/create`,
      headers: { ...(await t.headersFor(username)), 'accept-language': language },
    });

  const stateOf = async (id: number) => {
    const [request] = await t.database.db
      .select({ status: employmentRequests.status, candidateId: employmentRequests.candidateId })
      .from(employmentRequests)
      .where(eq(employmentRequests.id, id));
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(flightBookings)
      .where(eq(flightBookings.employmentRequestId, id));
    return { status: request?.status, bookings: rows?.n ?? 0 };
  };

  const contracted = () => makeRequest(t.database.db, f, { status: 'CONTRACTED' });

  it('books a CONTRACTED request once: the second call answers the same booking, the partner booked once', async () => {
    const { id } = await contracted();
    const before = await partner('GET');
    const first = await book(id);
    expect(first.statusCode, first.body).toBe(201);
    const booking = flightBookingSchema.parse(first.json());
    expect(booking).toMatchObject({
      employmentRequestId: id,
      requestStatus: 'TICKET_BOOKED',
      from: { code: 'MNL', city: { en: 'Manila' } },
      to: { code: 'RUH', city: { ar: 'الرياض' } },
    });
    expect(booking.pnr).toMatch(/^[A-Z0-9]{6}$/);
    expect(booking.ticketNumber).toMatch(/^\d{13}$/);
    expect(new Date(booking.arrivalAt).getTime()).toBeGreaterThan(new Date(booking.departureAt).getTime());

    const again = await book(id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(booking);
    const after = await partner('GET');
    expect(after.bookings - before.bookings).toBe(1);
    expect(after.bookingCalls - before.bookingCalls).toBe(1);
    expect(await stateOf(id)).toEqual({ status: 'TICKET_BOOKED', bookings: 1 });

    const [row] = await t.database.db
      .select()
      .from(flightBookings)
      .where(eq(flightBookings.employmentRequestId, id));
    expect(row?.idempotencyKey).toBe(idempotencyKeyOf(id));

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/booking/${id}`,
      headers: await t.headersFor('agency-ph'),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(booking);
  });

  it('books once for two concurrent calls: one books, the other answers the same booking or 409', async () => {
    const { id } = await contracted();
    const before = await partner('GET');
    const answers = await Promise.all([book(id), book(id)]);
    const codes = answers.map((res) => res.statusCode).sort();
    expect([
      [200, 201],
      [201, 409],
    ]).toContainEqual(codes);
    const booked = answers.find((res) => res.statusCode === 201)!.json();
    for (const res of answers.filter((item) => item.statusCode === 200)) expect(res.json()).toEqual(booked);
    expect((await partner('GET')).bookings - before.bookings).toBe(1);
    expect(await stateOf(id)).toEqual({ status: 'TICKET_BOOKED', bookings: 1 });
  });

  it('answers a translated 504 within the time limit when the partner is slow, and changes nothing; a retry books once', async () => {
    const { id } = await contracted();
    await partner('POST', { mode: 'slow', delayMs: 5_000 });
    const before = await partner('GET');
    const startedAt = Date.now();
    const slow = await book(id, 'office', 'ar-SA');
    const waited = Date.now() - startedAt;
    expect(slow.statusCode).toBe(504);
    expect(slow.json().message).toBe(arSA['booking.partnerTimeout']);
    expect(waited).toBeLessThan(5_000);
    expect(await stateOf(id)).toEqual({ status: 'CONTRACTED', bookings: 0 });

    // The slow partner did book: the retry under the same key answers that booking.
    await partner('POST', { mode: 'normal' });
    const retry = await book(id);
    expect(retry.statusCode).toBe(201);
    expect((await partner('GET')).bookings - before.bookings).toBe(1);
    expect(await stateOf(id)).toEqual({ status: 'TICKET_BOOKED', bookings: 1 });
  });

  it('answers a translated 502 when the partner fails, and changes nothing', async () => {
    const { id } = await contracted();
    await partner('POST', { mode: 'fail' });
    try {
      const failed = await book(id);
      expect(failed.statusCode).toBe(502);
      expect(failed.json().message).toBe(enUS['booking.flightUnavailable']);
      const arabic = await book(id, 'office', 'ar-SA');
      expect(arabic.json().message).toBe(arSA['booking.flightUnavailable']);
    } finally {
      await partner('POST', { mode: 'normal' });
    }
    expect(await stateOf(id)).toEqual({ status: 'CONTRACTED', bookings: 0 });
  });

  it.each(['PENDING_AGENCY', 'PENDING_EMBASSY', 'CANCELLED'] as const)(
    'refuses a %s request with a translated 409 and calls no partner',
    async (status) => {
      const { id } = await makeRequest(t.database.db, f, { status });
      const before = await partner('GET');
      const res = await book(id, 'office', 'ar-SA');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain(arSA[`employmentRequests.status.${status}`]);
      expect((await partner('GET')).bookingCalls).toBe(before.bookingCalls);
      expect(await stateOf(id)).toEqual({ status, bookings: 0 });
    },
  );

  it('keeps other offices and other roles out: 404 for another office, 403 for the agency and the embassy', async () => {
    const { id } = await contracted();
    expect((await book(id, 'company')).statusCode).toBe(404);
    expect((await book(id, 'agency-ph')).statusCode).toBe(403);
    expect((await book(id, 'embassy-ph')).statusCode).toBe(403);
    expect(await stateOf(id)).toEqual({ status: 'CONTRACTED', bookings: 0 });
    const ticket = await t.app.inject({
      method: 'GET',
      url: `/api/booking/${id}/ticket/pdf`,
      headers: await t.headersFor('company'),
    });
    expect(ticket.statusCode).toBe(404);
  });

  it('records the arrival on a day from the departure to today: ARRIVED, the candidate EMPLOYEE', async () => {
    const { id, candidateId } = await contracted();
    expect((await book(id)).statusCode).toBe(201);
    const arriveOn = async (arrivedOn: string | undefined, language = 'en-US') =>
      t.app.inject({
        method: 'POST',
        url: `/api/employment-requests/${id}/arrive`,
        headers: { ...(await t.headersFor('office')), 'accept-language': language },
        payload: arrivedOn === undefined ? {} : { arrivedOn },
      });
    const today = todayInKingdom();
    // The flight leaves a week after the booking: an arrival today is before it.
    const early = await arriveOn(today);
    expect(early.statusCode).toBe(400);
    expect(early.json().fieldErrors.arrivedOn).toEqual([enUS['booking.arrivalBeforeDeparture']]);
    expect((await arriveOn(today, 'ar-SA')).json().fieldErrors.arrivedOn).toEqual([
      arSA['booking.arrivalBeforeDeparture'],
    ]);
    expect((await arriveOn(undefined)).json().fieldErrors.arrivedOn).toHaveLength(1);
    // Once the flight has left: not a day after today, not a day before the departure.
    const departed = new Date(Date.now() - 3 * 86_400_000);
    await t.database.db
      .update(flightBookings)
      .set({ departureAt: departed })
      .where(eq(flightBookings.employmentRequestId, id));
    const tomorrow = todayInKingdom(new Date(Date.now() + 86_400_000));
    expect((await arriveOn(tomorrow)).json().fieldErrors.arrivedOn).toEqual([
      enUS['booking.arrivalInFuture'],
    ]);
    const dayBefore = todayInKingdom(new Date(departed.getTime() - 86_400_000));
    expect((await arriveOn(dayBefore)).statusCode).toBe(400);
    const [still] = await t.database.db
      .select()
      .from(employmentRequests)
      .where(eq(employmentRequests.id, id));
    expect(still?.status).toBe('TICKET_BOOKED');
    const arrive = await arriveOn(today);
    expect(arrive.statusCode, arrive.body).toBe(200);
    const history = await t.database.db
      .select()
      .from(recordHistory)
      .where(and(eq(recordHistory.entityType, 'employmentRequest'), eq(recordHistory.entityId, id)));
    expect(history.map((entry) => entry.changes)).toContainEqual(
      expect.objectContaining({ arrivedOn: { from: null, to: today } }),
    );
    // The history panel reads it under the screen's label, as a date.
    const panel = await t.app.inject({
      method: 'GET',
      url: `/api/history/employmentRequest/${id}`,
      headers: await t.headersFor('office'),
    });
    expect(JSON.stringify(panel.json())).toContain(
      JSON.stringify({
        label: 'employmentRequests.history.arrivedOn',
        from: null,
        to: { kind: 'date', date: today },
      }),
    );
    const [candidate] = await t.database.db.select().from(candidates).where(eq(candidates.id, candidateId));
    expect(candidate?.status).toBe('EMPLOYEE');
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/booking/${id}`,
      headers: await t.headersFor('office'),
    });
    expect(read.json().requestStatus).toBe('ARRIVED');
  });

  it('no longer offers the generic bookTicket action', async () => {
    const { id } = await contracted();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/employment-requests/${id}/bookTicket`,
      headers: await t.headersFor('office'),
      payload: {},
    });
    expect(res.statusCode).toBe(404);
    expect(await stateOf(id)).toEqual({ status: 'CONTRACTED', bookings: 0 });
  });

  it('prints the e-ticket in Arabic and English; 404 translated before the booking', async () => {
    const { id } = await contracted();
    const url = `/api/booking/${id}/ticket/pdf`;
    const none = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...(await t.headersFor('office')), 'accept-language': 'ar-SA' },
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(arSA['booking.ticketNotFound']);

    const booking = flightBookingSchema.parse((await book(id)).json());
    const res = await t.app.inject({ method: 'GET', url, headers: await t.headersFor('office') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="e-ticket-ER-\d{7}-[A-Z0-9]{6}\.pdf"$/,
    );
    const text = pdfText(res.rawPayload);
    for (const line of [
      'Electronic ticket',
      'التذكرة الإلكترونية',
      booking.pnr,
      booking.ticketNumber,
      booking.passengerName,
      booking.flightNumber,
      'Manila (MNL)',
      'Riyadh (RUH)',
      'رقم التذكرة',
      'Airline',
    ])
      expect(text).toContain(line);
    // The agency sees the request, so it may print the ticket too.
    const agency = await t.app.inject({ method: 'GET', url, headers: await t.headersFor('agency-ph') });
    expect(agency.statusCode).toBe(200);
  });
});
