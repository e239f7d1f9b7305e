import { and, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { z } from 'zod';
import { countries, recordHistory } from '../db/schema/index';
import { createTestApp, type TestApp } from './test-app';

export const AR = { 'accept-language': 'ar-SA' };

/** What an edit form sends back of a record it read: the fields its input schema takes, unchanged. */
export const inputFieldsOf = <S extends z.ZodObject>(schema: S, record: object): z.input<S> =>
  Object.fromEntries(
    Object.keys(schema.shape).map((field) => [field, (record as Record<string, unknown>)[field]]),
  ) as z.input<S>;

type Headers = Record<string, string>;
type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: InjectOptions['payload'] };

/**
 * The shared set-up of a lookup's route tests: one test app (admin and office headers ready before
 * the tests) and the requests and checks every lookup test makes. Call inside `describe`.
 */
export const lookupTestKit = (path: string) => {
  /** Filled before the tests; `countryIds` maps the seeded countries' code3 to their ids. */
  const kit = { countryIds: {} } as {
    t: TestApp;
    admin: Headers;
    office: Headers;
    countryIds: Record<string, number>;
  };
  beforeAll(async () => {
    kit.t = await createTestApp();
    kit.admin = await kit.t.headersFor('admin');
    kit.office = await kit.t.headersFor('office');
    for (const row of await kit.t.database.db.select().from(countries)) kit.countryIds[row.code3] = row.id;
  });
  afterAll(async () => kit.t?.close());

  const inject = (call: Call, headers = kit.admin): Promise<Response> =>
    kit.t.app.inject({ ...call, headers } as InjectOptions);
  const get = (url: string, headers = kit.admin) => inject({ method: 'GET', url }, headers);

  return {
    kit,
    inject,
    get,
    /** `GET path?query` answered 200, parsed with the list schema. */
    list: async <S extends z.ZodType>(schema: S, query: string): Promise<z.output<S>> => {
      const res = await get(`${path}?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return schema.parse(res.json());
    },
    create: (payload: Record<string, unknown>, headers = kit.admin) =>
      inject({ method: 'POST', url: path, payload }, headers),
    /** `PUT path/id`; without a `rowVersion` in the payload, the record's current one (read first). */
    put: async (id: number, payload: Record<string, unknown>, headers = kit.admin) => {
      const current = 'rowVersion' in payload ? undefined : await get(`${path}/${id}`);
      const rowVersion =
        current?.statusCode === 200 ? (current.json() as { rowVersion: number }).rowVersion : 1;
      return inject({ method: 'PUT', url: `${path}/${id}`, payload: { rowVersion, ...payload } }, headers);
    },
    remove: (id: number, headers = kit.admin) => inject({ method: 'DELETE', url: `${path}/${id}` }, headers),
    /** The history actions of a record, oldest first, read from the table. */
    historyActions: async (entityType: string, id: number): Promise<string[]> =>
      (
        await kit.t.database.db
          .select({ action: recordHistory.action })
          .from(recordHistory)
          .where(and(eq(recordHistory.entityType, entityType), eq(recordHistory.entityId, id)))
          .orderBy(recordHistory.id)
      ).map((row) => row.action),
    /** A CSV export's lines: checks the UTF-8 byte-order mark and drops it. */
    csvLines: (res: Response): string[] => {
      expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      return res.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n');
    },
    /** Every call answers 403 with these headers (office by default). */
    expectRefused: async (calls: readonly Call[], headers = kit.office) => {
      for (const call of calls) {
        const res = await inject(call, headers);
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      }
    },
  };
};
