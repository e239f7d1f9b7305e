import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/**
 * One language parameter for every document: `?language=ar-SA|en-US`. Another name (the old
 * `?lang=`) or value is a translated 400 naming it, never a document silently in English.
 */
const DOCUMENT_URLS = [
  '/api/partnership/contracts/1/pdf',
  '/api/partnership/contracts/pdf/history/1',
  '/api/employment-requests/1/document',
  '/api/employment-requests/1/pdf',
  '/api/transfer-contracts/1/document',
  '/api/transfer-contracts/1/pdf',
  '/api/booking/1/ticket/pdf',
];

describe('the language of a document download', () => {
  let t: TestApp;
  let office: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    office = await t.headersFor('office');
  });
  afterAll(async () => t?.close());

  const get = (url: string, language = 'en-US') =>
    t.app.inject({ method: 'GET', url, headers: { ...office, 'accept-language': language } });

  it.each(DOCUMENT_URLS)('%s refuses ?lang= and values other than ar-SA and en-US', async (url) => {
    const oldName = await get(`${url}?lang=ar`);
    expect(oldName.statusCode, oldName.body).toBe(400);
    expect(oldName.json().fieldErrors).toEqual({ lang: ['Unexpected field.'] });

    const short = await get(`${url}?language=ar`, 'ar-SA');
    expect(short.statusCode, short.body).toBe(400);
    expect(short.json().fieldErrors).toEqual({ language: ['هذه القيمة ليست من القيم المسموح بها.'] });

    // The right name and value passes the query check (then the record decides: 200, 404 or 409).
    expect((await get(`${url}?language=ar-SA`)).statusCode).not.toBe(400);
  });
});
