import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@portal/contracts/constants';
import { licenceModal } from '@portal/contracts/post-login';
import { publicConfigSchema } from '@portal/contracts/public-config';
import { employmentRequests } from '../../db/schema/index';
import { newWorld, submitBody, wizardKit } from '../employment-requests/wizard-fixtures.test-support';

/**
 * Every setting saved in admin settings has its effect (decision 0032): each setting changed through
 * `PUT /api/settings/{key}` (as the admin does) changes what the portal does.
 */
describe('admin settings take effect', () => {
  const kit = wizardKit();
  const { call } = kit;

  const put = async (key: string, value: unknown) => {
    const res = await call('admin', 'PUT', `/api/settings/${key}`, { value });
    expect(res.statusCode, res.body).toBe(200);
  };
  const submitOne = async () => {
    const world = await newWorld(kit.t, kit.f);
    const items = [{ visaId: (await world.visa()).id, candidateId: (await world.candidate()).id }];
    const res = await call('office', 'POST', '/api/employment-requests', submitBody(world.nationalId, items));
    return res;
  };
  const respondByOf = async (id: number) => {
    const [row] = await kit.t.database.db
      .select({ respondBy: employmentRequests.respondBy })
      .from(employmentRequests)
      .where(eq(employmentRequests.id, id));
    return row!.respondBy!.getTime();
  };
  const near = (actual: number, expected: number) =>
    expect(Math.abs(actual - expected), `${new Date(actual).toISOString()}`).toBeLessThan(120_000);

  it('licenceWarningDays: GET /api/config answers the saved days, and the licence warning follows them', async () => {
    const config = async () =>
      publicConfigSchema.parse((await kit.t.app.inject({ method: 'GET', url: '/api/config' })).json());
    expect((await config()).licenceWarningDays).toBe(90);
    await put('licenceWarningDays', 30);
    const days = (await config()).licenceWarningDays;
    expect(days).toBe(30);
    // A licence 60 days away: warned with the default 90, no longer with the saved 30.
    const today = new Date('2026-01-01T00:00:00Z');
    const credentials = {
      establishment: { role: 'PRO_OFFICE' },
      organization: { licenseDate: '2026-03-02' },
    } as Parameters<typeof licenceModal>[0];
    expect(licenceModal(credentials, today, 90)).toBe('warning');
    expect(licenceModal(credentials, today, days)).toBeNull();
    await put('licenceWarningDays', 90);
  });

  it('responseDeadlines: a new request gives the agency the saved days, its acceptance the embassy its days', async () => {
    await put('responseDeadlines', { agencyDays: 3, embassyDays: 5 });
    try {
      const before = Date.now();
      const res = await submitOne();
      expect(res.statusCode, res.body).toBe(201);
      const [id] = res.json().ids as number[];
      near(await respondByOf(id!), before + 3 * DAY_MS);

      const acceptedAt = Date.now();
      const accepted = await call('agency-ph', 'POST', `/api/employment-requests/${id}/accept`, {});
      expect(accepted.statusCode, accepted.body).toBe(200);
      // The Philippines uses the embassy's approval flow: the request now waits on the embassy.
      expect(accepted.json().status).toBe('PENDING_EMBASSY');
      near(await respondByOf(id!), acceptedAt + 5 * DAY_MS);
    } finally {
      await put('responseDeadlines', { agencyDays: 14, embassyDays: 14 });
    }
    const res = await submitOne();
    const [id] = res.json().ids as number[];
    near(await respondByOf(id!), Date.now() + 14 * DAY_MS);
  });

  it('bulkRequestMaxCandidates: a bulk over the saved maximum is refused, within it accepted', async () => {
    const world = await newWorld(kit.t, kit.f);
    const items = [];
    for (let i = 0; i < 2; i += 1)
      items.push({ visaId: (await world.visa()).id, candidateId: (await world.candidate()).id });
    await put('bulkRequestMaxCandidates', 1);
    try {
      const refused = await call(
        'office',
        'POST',
        '/api/employment-requests',
        submitBody(world.nationalId, items),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('at most 1');
      await put('bulkRequestMaxCandidates', 2);
      const taken = await call(
        'office',
        'POST',
        '/api/employment-requests',
        submitBody(world.nationalId, items),
      );
      expect(taken.statusCode, taken.body).toBe(201);
    } finally {
      await put('bulkRequestMaxCandidates', 20);
    }
  });
});
