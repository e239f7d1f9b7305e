import { and, count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@portal/contracts/error-body';
import { HEADERS } from '@portal/contracts/http-headers';
import { countries, recordHistory } from '../../db/schema/index';
import { countryInputSchema } from '@portal/contracts/lookups-countries';
import { AR, inputFieldsOf } from '../../test-support/lookup-test-kit';
import { createTestApp, type TestApp } from '../../test-support/test-app';

type Body = Record<string, unknown>;
type Lookup = {
  path: string;
  entityType: string;
  /** A record to edit: its id and an update body without the version. */
  record: () => Promise<{ id: number; input: Body }>;
  /** The same body with one field changed (`n` makes each change different). */
  change: (input: Body, n: number) => Body;
};

/** Every lookup's edit carries the row version it was read on (docs/decisions/0039). */
describe('lookups: an edit made on an old row version answers 409 and changes nothing', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const countryIds: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.headersFor('admin');
    for (const row of await t.database.db.select().from(countries)) countryIds[row.code3] = row.id;
  });
  afterAll(async () => t?.close());

  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Body, headers = admin) =>
    t.app.inject({ method, url, payload, headers } as InjectOptions);
  const created = async (path: string, payload: Body) => {
    const res = await inject('POST', path, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };
  const stamp = Date.now() % 100_000;

  const LOOKUPS: Lookup[] = [
    {
      path: '/api/lookups/jobs',
      entityType: 'job',
      record: async () => {
        const input = {
          code: `V-${stamp}`,
          nameAr: 'وظيفة',
          nameEn: 'Job',
          allowedGender: 'ANY',
          minAge: null,
          maxAge: null,
        };
        return { id: (await created('/api/lookups/jobs', input)).id, input };
      },
      change: (input, n) => ({ ...input, nameEn: `Job ${n}` }),
    },
    {
      path: '/api/lookups/reasons',
      entityType: 'reason',
      record: async () => {
        const input = { kind: 'REJECTION', textAr: 'سبب', textEn: 'Reason' };
        return { id: (await created('/api/lookups/reasons', input)).id, input };
      },
      change: (input, n) => ({ ...input, textEn: `Reason ${n}` }),
    },
    {
      path: '/api/lookups/countries',
      entityType: 'country',
      record: async () => {
        const id = countryIds.KEN as number;
        const country = (await inject('GET', `/api/lookups/countries/${id}`)).json() as Body;
        return { id, input: inputFieldsOf(countryInputSchema, country) };
      },
      change: (input, n) => ({ ...input, nationalityEn: `Kenyan ${n}` }),
    },
    {
      path: '/api/lookups/quotas',
      entityType: 'countryQuota',
      record: async () => {
        const input = { countryId: countryIds.LKA, month: '2029-03', maximum: 10 };
        return { id: (await created('/api/lookups/quotas', input)).id, input };
      },
      change: (input, n) => ({ ...input, maximum: 10 + n }),
    },
    {
      path: '/api/lookups/organization-limits',
      entityType: 'organizationLimit',
      record: async () => {
        const organizationId = Number((await t.headersFor('office'))[HEADERS.organizationId]);
        const input = { organizationId, countryId: countryIds.LKA, maximum: 4 };
        return { id: (await created('/api/lookups/organization-limits', input)).id, input };
      },
      change: (input, n) => ({ ...input, maximum: 4 + n }),
    },
  ];

  const historyCount = async (entityType: string, id: number) => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(recordHistory)
      .where(and(eq(recordHistory.entityType, entityType), eq(recordHistory.entityId, id)));
    return row?.n ?? 0;
  };

  it.each(LOOKUPS)(
    '$path: old version 409 in both languages, two edits at once one 200 and one 409',
    async (lookup) => {
      const { id, input } = await lookup.record();
      const url = `${lookup.path}/${id}`;
      const read = async () => (await inject('GET', url)).json() as Body & { rowVersion: number };
      const first = await read();
      expect(first.rowVersion).toBe(1);

      const saved = await inject('PUT', url, { ...lookup.change(input, 1), rowVersion: 1 });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().rowVersion).toBe(2);
      const after = await read();
      const entries = await historyCount(lookup.entityType, id);

      for (const headers of [admin, { ...admin, ...AR }]) {
        const stale = await inject('PUT', url, { ...lookup.change(input, 2), rowVersion: 1 }, headers);
        expect(stale.statusCode, stale.body).toBe(409);
        expect(stale.json().code).toBe(ERROR_CODES.recordChanged);
        expect(stale.json().message).toMatch(
          headers === admin ? /Someone else saved this record/ : /حفظ شخص آخر/,
        );
      }
      expect(await read()).toEqual(after);
      expect(await historyCount(lookup.entityType, id)).toBe(entries);

      const both = await Promise.all(
        [3, 4].map((n) => inject('PUT', url, { ...lookup.change(input, n), rowVersion: 2 })),
      );
      expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      expect((await read()).rowVersion).toBe(3);
      expect(await historyCount(lookup.entityType, id)).toBe(entries + 1);

      const missing = await inject('PUT', url, lookup.change(input, 5));
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fieldErrors).toHaveProperty('rowVersion');
    },
  );
});
