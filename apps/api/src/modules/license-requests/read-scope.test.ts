import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInKingdom } from '@portal/contracts/constants';
import { licenceRequestDetailSchema } from '@portal/contracts/license-requests';
import { licenceRequestComments } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { multipartBody, PDF_BYTES } from '../../platform/uploads/multipart-body.test-support';

const future = (days: number) => todayInKingdom(new Date(Date.now() + days * 86_400_000));

/** Decisions 0010 and 0015: a read marks comments read only after the scope check passed. */
describe('licence request reads of another organisation', () => {
  let t: TestApp;
  let requestId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const body = multipartBody({ licenseNumber: 'SCOPE-1', licenseDate: future(400) }, [
      { name: 'document', filename: 'licence.pdf', bytes: PDF_BYTES },
    ]);
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/licenseRequests',
      headers: { ...(await t.headersFor('company')), ...body.headers },
      payload: body.payload,
    });
    expect(submitted.statusCode).toBe(201);
    requestId = licenceRequestDetailSchema.parse(submitted.json()).id;
  });
  afterAll(async () => t?.close());

  const call = async (username: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: await t.headersFor(username), ...(payload && { payload }) });
  const unreadOf = async (username: string) =>
    (await call(username, 'GET', '/api/statistic/actionsNeeded')).json().license_request_comments as number;
  const unreadRows = async () =>
    (
      await t.database.db
        .select({ readAt: licenceRequestComments.readAt })
        .from(licenceRequestComments)
        .where(eq(licenceRequestComments.requestId, requestId))
    ).filter((row) => row.readAt === null).length;

  it("leaves the company's unread comments alone when another organisation opens its request", async () => {
    const before = await unreadOf('company');
    const comment = await call('admin', 'POST', `/api/licenseRequests/${requestId}/comments`, {
      text: 'Please send the stamped copy',
    });
    expect(comment.statusCode).toBe(201);
    expect(await unreadOf('company')).toBe(before + 1);

    for (const url of [`/api/licenseRequests/${requestId}`, `/api/licenseRequests/${requestId}/document`]) {
      expect((await call('agency-id', 'GET', url)).statusCode).toBe(404);
      expect((await call('office', 'GET', url)).statusCode).toBe(404);
    }
    const foreignComment = await call('agency-id', 'POST', `/api/licenseRequests/${requestId}/comments`, {
      text: 'not mine',
    });
    expect(foreignComment.statusCode).toBe(404);

    expect(await unreadRows()).toBe(1);
    expect(await unreadOf('company')).toBe(before + 1);

    const own = await call('company', 'GET', `/api/licenseRequests/${requestId}`);
    expect(own.statusCode).toBe(200);
    expect(licenceRequestDetailSchema.parse(own.json()).unreadComments).toBe(0);
    expect(await unreadRows()).toBe(0);
    expect(await unreadOf('company')).toBe(before);
  });
});
