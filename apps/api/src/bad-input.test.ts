import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arSA } from './i18n/ar-SA';
import { enUS } from './i18n/en-US';
import { multipartBody, PDF_BYTES } from './platform/uploads/multipart-body.test-support';
import { createTestApp, type TestApp } from './test-support/test-app';

/**
 * Decision 0019: values PostgreSQL cannot store or compare answered 500. The shared field
 * building blocks (packages/contracts/src/fields.ts) now refuse them with a translated 400 naming
 * the field.
 */
describe('bad input answers a translated 400 naming the field', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    options: { username?: string; language?: string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        ...(await t.headersFor(options.username ?? 'admin')),
        'accept-language': options.language ?? 'en-US',
      },
      ...(payload && { payload }),
    });

  const expectFieldError = (
    response: Awaited<ReturnType<typeof call>>,
    field: string,
    message: string,
    language: 'en' | 'ar' = 'en',
  ) => {
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body.message).toBe(language === 'en' ? enUS['errors.validation'] : arSA['errors.validation']);
    expect(body.fieldErrors[field]).toContain(message);
  };

  it('refuses a NUL in a text field and in the q filter of a list and an export', async () => {
    const created = await call('POST', '/api/lookups/reasons', {
      kind: 'REJECTION',
      textAr: 'سبب\u0000',
      textEn: 'Reason',
    });
    expectFieldError(created, 'textAr', enUS['validation.characters']);
    const arabic = await call(
      'POST',
      '/api/lookups/reasons',
      { kind: 'REJECTION', textAr: 'سبب', textEn: 'Reason\u0000' },
      { language: 'ar-SA' },
    );
    expectFieldError(arabic, 'textEn', arSA['validation.characters'], 'ar');
    expectFieldError(await call('GET', '/api/lookups/jobs?q=a%00b'), 'q', enUS['validation.characters']);
    expectFieldError(await call('GET', '/api/users?q=%00'), 'q', enUS['validation.characters']);
    expectFieldError(await call('GET', '/api/lookups/jobs/export?q=%00'), 'q', enUS['validation.characters']);
  });

  it('refuses a lone surrogate on an update (the history row is jsonb)', async () => {
    const jobs = (await call('GET', '/api/lookups/jobs?size=1')).json();
    const job = jobs.items[0];
    const response = await call('PUT', `/api/lookups/jobs/${job.id}`, {
      code: job.code,
      nameAr: job.nameAr,
      nameEn: 'Driver \ud800',
      allowedGender: job.allowedGender,
    });
    expectFieldError(response, 'nameEn', enUS['validation.characters']);
    const after = (await call('GET', `/api/lookups/jobs/${job.id}`)).json();
    expect(after.nameEn).toBe(job.nameEn);
  });

  it('refuses ids above the integer range in paths, queries and bodies', async () => {
    expectFieldError(await call('GET', '/api/lookups/jobs/2147483648'), 'id', enUS['validation.id']);
    expectFieldError(
      await call('GET', '/api/organizations/99999999999999999999'),
      'id',
      enUS['validation.id'],
    );
    expectFieldError(
      await call('GET', '/api/lookups/quotas?countryId=2147483648'),
      'countryId',
      enUS['validation.id'],
    );
    expectFieldError(
      await call('POST', '/api/lookups/quotas', { countryId: 2_147_483_648, month: '2031-01', maximum: 5 }),
      'countryId',
      enUS['validation.id'],
    );
    expectFieldError(
      await call('POST', '/api/lookups/organization-limits', {
        organizationId: 2_147_483_648,
        countryId: 1,
        maximum: 5,
      }),
      'organizationId',
      enUS['validation.id'],
    );
    expectFieldError(
      await call('POST', '/api/licenseRequests/1/reject', { reasonId: 2_147_483_648 }),
      'reasonId',
      enUS['validation.id'],
    );
  });

  it('refuses licenseDate=9999-99-99 on a licence update', async () => {
    const body = multipartBody({ licenseNumber: 'L-9999', licenseDate: '9999-99-99' }, [
      { name: 'document', filename: 'licence.pdf', bytes: PDF_BYTES },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/licenseRequests',
      headers: { ...(await t.headersFor('office')), ...body.headers },
      payload: body.payload,
    });
    expectFieldError(response, 'licenseDate', enUS['validation.date']);
    const farFuture = await call('POST', '/api/suspensions', {
      organizationId: 2,
      reasonId: 1,
      startsOn: '9999-12-31',
    });
    expectFieldError(farFuture, 'startsOn', enUS['validation.dateOutOfRange']);
  });
});
