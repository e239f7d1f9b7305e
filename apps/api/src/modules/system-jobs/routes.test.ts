import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobsOverviewSchema } from '@portal/contracts/system-jobs';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('GET /api/system/jobs', { timeout: 60_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extend: (app) =>
        app.jobs.define(
          'test.refused-report',
          async () => {
            throw new Error('the report could not be written');
          },
          { retryLimit: 0 },
        ),
    });
  });
  afterAll(async () => t?.close());

  const overviewAs = async (username: string) =>
    t.app.inject({ method: 'GET', url: '/api/system/jobs', headers: await t.headersFor(username) });

  it("shows admins every schedule with its period (not run by the API's tests) and the task queues", async () => {
    const res = await overviewAs('admin');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { queues } = jobsOverviewSchema.parse(res.json());
    expect(queues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'employment-requests.expiry-sweep',
          kind: 'schedule',
          everySeconds: 60,
          scheduled: false,
          nextRunAt: null,
        }),
        expect.objectContaining({ name: 'uploads.sweep', kind: 'schedule', everySeconds: 3600 }),
        expect.objectContaining({
          name: 'test.refused-report',
          kind: 'task',
          everySeconds: null,
          waiting: 0,
          running: 0,
          failed: 0,
          lastRun: null,
        }),
      ]),
    );
  });

  it('shows a failed job with its time and message', async () => {
    const id = await t.app.jobs.send('test.refused-report', {});
    await vi.waitFor(
      async () => expect((await t.app.jobs.status('test.refused-report', id!))?.state).toBe('failed'),
      { timeout: 30_000, interval: 200 },
    );
    const { queues } = jobsOverviewSchema.parse((await overviewAs('admin')).json());
    const queue = queues.find((q) => q.name === 'test.refused-report');
    expect(queue).toMatchObject({ failed: 1, lastRun: { outcome: 'failed' } });
    expect(queue?.recentFailures).toEqual([
      { id, at: expect.any(String), message: 'the report could not be written' },
    ]);
  });

  it.each(['office', 'agency-ph', 'employer'])('refuses %s (admins only)', async (username) => {
    expect((await overviewAs(username)).statusCode).toBe(403);
  });

  it('needs a signed-in person', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/system/jobs' })).statusCode).toBe(401);
  });
});
