import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShellTestApp, type ShellTestApp } from './shell-test-app';

const SHELL_ROUTES = [
  ['get', '/api/statistic/actionsNeeded'],
  ['put', '/api/me/organization'],
  ['get', '/api/partnership/contracts/check'],
  ['post', '/api/booking/almatar/add/office'],
  ['post', '/api/booking/almatar/add/user'],
  ['post', '/api/booking/almatar/add/sub-user'],
  ['get', '/api/booking/almatar/countries'],
  ['post', '/api/feedback'],
  ['post', '/api/client-errors'],
] as const;

describe('shell modules', () => {
  let t: ShellTestApp;
  beforeAll(async () => {
    t = await createShellTestApp();
  });
  afterAll(async () => t?.close());

  it('are documented in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    for (const [method, path] of SHELL_ROUTES)
      expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });
});
