import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('URLs the router cannot read', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it.each([
    ['en-US', 'The address of the request is not valid (it contains a malformed escape sequence).'],
    ['ar-SA', 'عنوان الطلب غير صالح (يحتوي على تسلسل ترميز غير سليم).'],
  ])('answer /api/%% with our translated 400 body (%s)', async (language, message) => {
    for (const url of ['/api/%', '/api/lookups/jobs/%zz', '/api/%E0%A4%A']) {
      const response = await t.app.inject({ url, headers: { 'accept-language': language } });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()).toEqual({ message });
    }
  });
});
