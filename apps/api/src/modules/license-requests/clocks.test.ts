import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueMoment } from '@portal/contracts/clocks/countable-time';
import { DAY_MS, todayInKingdom } from '@portal/contracts/constants';
import { licenceRequestDetailSchema } from '@portal/contracts/license-requests';
import { publicHolidays } from '../../db/schema/index';
import { multipartBody, PDF_BYTES } from '../../platform/uploads/multipart-body.test-support';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/** The kingdom's day `days` after today, as an ISO day. */
const dayAfter = (days: number) => todayInKingdom(new Date(Date.now() + days * DAY_MS));

describe('the review clock of a licence request (decision 0056)', { timeout: 120_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const call = async (username: string, method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: await t.headersFor(username) });

  it('counts five working days past the weekend and the holidays, owed by the admins, met by the decision', async () => {
    // The next three days are public holidays: with the weekend, the review runs well past a week.
    const holidays = [1, 2, 3].map(dayAfter);
    await t.database.db
      .insert(publicHolidays)
      .values(holidays.map((day) => ({ day, nameAr: 'عطلة', nameEn: 'Holiday' })));
    const body = multipartBody({ licenseNumber: 'L-CLOCK', licenseDate: dayAfter(400) }, [
      { name: 'document', filename: 'licence.pdf', bytes: PDF_BYTES },
    ]);
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/licenseRequests',
      headers: { ...(await t.headersFor('expiring')), ...body.headers },
      payload: body.payload,
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { id } = submitted.json();
    const read = licenceRequestDetailSchema.parse(
      (await call('admin', 'GET', `/api/licenseRequests/${id}`)).json(),
    );
    expect(read.clocks).toHaveLength(1);
    const clock = read.clocks[0]!;
    expect(clock).toMatchObject({
      obligation: 'licenceReview',
      partyOrganizationId: null,
      state: 'running',
      days: 5,
      counting: 'working',
    });
    const started = Date.parse(clock.startedAt);
    const expected = dueMoment(started, 5 * DAY_MS, {
      counting: 'working',
      holidays: new Set(holidays),
      pauses: [],
    });
    expect(clock.dueAt).toBe(new Date(expected).toISOString());
    // Five working days and three holidays, the weekend among or after them: at least eight days.
    expect(Date.parse(clock.dueAt) - started).toBeGreaterThanOrEqual(8 * DAY_MS);

    expect((await call('admin', 'POST', `/api/licenseRequests/${id}/approve`)).statusCode).toBe(200);
    const decided = licenceRequestDetailSchema.parse(
      (await call('expiring', 'GET', `/api/licenseRequests/${id}`)).json(),
    );
    expect(decided.clocks[0]).toMatchObject({ state: 'met' });
  });
});
