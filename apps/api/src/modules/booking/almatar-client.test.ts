import { describe, expect, it } from 'vitest';
import { buildSimulatorApp } from '@portal/tools/travel-booking-simulator/app';
import { AppError } from '../../lib/errors';
import { createAlmatarClient, inProcessTransport, type PartnerTransport } from './almatar-client';

const statusOf = async (promise: Promise<unknown>): Promise<[number, string]> => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return [error.statusCode, error.key];
};

describe('travel-booking partner adapter against the simulator', () => {
  it('registers agencies and users idempotently', async () => {
    const client = createAlmatarClient(inProcessTransport());
    const first = await client.registerAgency({ externalId: 'org-1', nameEn: 'Office', nameAr: 'مكتب' });
    const again = await client.registerAgency({ externalId: 'org-1', nameEn: 'Office', nameAr: null });
    expect(again.agencyId).toBe(first.agencyId);
    const admin = await client.registerUser({
      agencyId: first.agencyId,
      externalId: 'user-1',
      name: 'A',
      role: 'ADMIN',
    });
    const adminAgain = await client.registerUser({
      agencyId: first.agencyId,
      externalId: 'user-1',
      name: 'A',
      role: 'ADMIN',
    });
    expect(adminAgain.userId).toBe(admin.userId);
  });

  it('refuses an agent whose parent is not registered with 409', async () => {
    const client = createAlmatarClient(inProcessTransport());
    const { agencyId } = await client.registerAgency({ externalId: 'org-2', nameEn: 'Office', nameAr: null });
    const attempt = client.registerUser({
      agencyId,
      externalId: 'user-9',
      name: 'S',
      role: 'AGENT',
      parentExternalId: 'user-8',
    });
    expect(await statusOf(attempt)).toEqual([409, 'booking.parentNotRegistered']);
  });

  it('answers the country list', async () => {
    const countries = await createAlmatarClient(inProcessTransport()).countries();
    expect(countries.find((country) => country.iso3 === 'PHL')).toMatchObject({
      nameEn: 'Philippines',
      nameAr: 'الفلبين',
    });
  });

  it('turns transport failures and partner errors into 502', async () => {
    const down: PartnerTransport = async () => {
      throw new Error('ECONNREFUSED');
    };
    expect(await statusOf(createAlmatarClient(down).countries())).toEqual([
      502,
      'booking.partnerUnavailable',
    ]);
    const broken: PartnerTransport = async () => ({ status: 500, body: null });
    expect(await statusOf(createAlmatarClient(broken).countries())).toEqual([
      502,
      'booking.partnerUnavailable',
    ]);
    const refusing: PartnerTransport = async () => ({ status: 400, body: { error: 'BAD' } });
    expect(await statusOf(createAlmatarClient(refusing).countries())).toEqual([
      502,
      'booking.partnerRefused',
    ]);
    const garbage: PartnerTransport = async () => ({ status: 200, body: { nothing: true } });
    expect(await statusOf(createAlmatarClient(garbage).countries())).toEqual([
      502,
      'booking.partnerUnavailable',
    ]);
  });
});

describe('travel-booking simulator over HTTP', () => {
  it('serves the standalone app with an API key and an ETag', async () => {
    const app = buildSimulatorApp({ apiKey: 'secret' });
    expect((await app.inject({ method: 'GET', url: '/v1/countries' })).statusCode).toBe(401);
    const headers = { authorization: 'Bearer secret' };
    const first = await app.inject({ method: 'GET', url: '/v1/countries', headers });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    const second = await app.inject({
      method: 'GET',
      url: '/v1/countries',
      headers: { ...headers, 'if-none-match': etag },
    });
    expect(second.statusCode).toBe(304);
    await app.close();
  });

  it('is reachable through the HTTP transport', async () => {
    const { httpTransport } = await import('./almatar-client');
    const app = buildSimulatorApp();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const client = createAlmatarClient(httpTransport(address, undefined, 2000));
      const { agencyId } = await client.registerAgency({
        externalId: 'org-3',
        nameEn: 'Office',
        nameAr: null,
      });
      expect(agencyId).toMatch(/^ag_/);
    } finally {
      await app.close();
    }
  });

  it('serves its test control only when built for tests', async () => {
    const normal = buildSimulatorApp();
    const forTests = buildSimulatorApp({ testControls: true });
    try {
      for (const method of ['GET', 'POST'] as const) {
        const res = await normal.inject({ method, url: '/v1/_control', payload: { mode: 'fail' } });
        expect(res.statusCode).toBe(404);
      }
      const switched = await forTests.inject({
        method: 'POST',
        url: '/v1/_control',
        payload: { mode: 'fail' },
      });
      expect(switched.json()).toMatchObject({ mode: 'fail' });
    } finally {
      await Promise.all([normal.close(), forTests.close()]);
    }
  });
});
