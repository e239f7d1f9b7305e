import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_FLAG_NAMES } from '@portal/contracts/feature-flags';
import { loadCallers, type Caller } from './test-support/authorization-matrix/callers';
import { documentedOperations } from './test-support/authorization-matrix/documented-operations';
import { expectedFor, type Expected } from './test-support/authorization-matrix/expectation';
import { loadRecords, recordNameOf, type MatrixRecord } from './test-support/authorization-matrix/records';
import { fillPath, operationCatalogue, type Operation } from './test-support/operations';
import { createTestApp, type TestApp } from './test-support/test-app';

/** Reads first, deletes last: a cell never meets a record an earlier cell removed. */
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** What was wrong with one answer, or null when it is what the rules say. */
const verdictOf = (
  operation: Operation,
  caller: Caller,
  expected: Expected,
  status: number,
  record: MatrixRecord | undefined,
): string | null => {
  if (status >= 500) return `answered ${status}`;
  if (expected.refused) return status === expected.refused ? null : `${status}, expected ${expected.refused}`;
  if (status === 401 || status === 403) return `${status}, expected neither 401 nor 403`;
  if (!record?.visibleTo) return null;
  if (!record.visibleTo(caller)) {
    // Another tenant's record: 404, or 400 when the empty body is refused before the record is read.
    const allowed = operation.body ? [400, 404] : [404];
    return allowed.includes(status) ? null : `${status} on another tenant's record, expected 404`;
  }
  return operation.method === 'GET' && status === 404 ? "404 on the caller's own record" : null;
};

/**
 * The authorization matrix (decision 0017): every documented operation × every caller, each cell's answer
 * derived from the route's declared access rule and the record's owner (docs/patterns.md).
 */
describe('authorization matrix', () => {
  const catalogue = operationCatalogue();
  let t: TestApp;
  let documented: string[];
  beforeAll(async () => {
    t = await createTestApp({
      env: { FEATURE_FLAGS: FEATURE_FLAG_NAMES.join(',') },
      onRoute: catalogue.onRoute,
    });
    documented = documentedOperations(
      (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json(),
    );
  });
  afterAll(async () => t?.close());

  it('knows the access rule of every documented operation, and documents every route', () => {
    const declared = new Set(catalogue.operations.map((operation) => operation.id));
    expect(documented.filter((id) => !declared.has(id))).toEqual([]);
    // The document's own route is the one operation it does not list.
    const undocumented = catalogue.operations
      .map((operation) => operation.id)
      .filter((id) => id !== 'GET /api/openapi.json' && !documented.includes(id));
    expect(undocumented).toEqual([]);
    expect(documented.length).toBeGreaterThan(100);
  });

  it('answers every operation × caller as the declared rules say', async () => {
    const callers = await loadCallers(t);
    const records = await loadRecords(t, callers);
    const operations = [...catalogue.operations].sort(
      (a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method),
    );
    const failures: string[] = [];
    let cells = 0;
    for (const operation of operations) {
      const name = recordNameOf(operation.url);
      if (name === 'unknown') {
        failures.push(
          `${operation.id}: no record for its path values (add it to authorization-matrix/records.ts)`,
        );
        continue;
      }
      const record = name ? records[name] : undefined;
      const url = record
        ? fillPath(operation.url, { ...record.params, entityId: record.params.id })
        : operation.url;
      for (const caller of callers) {
        const expected = expectedFor(operation.access, operation.method, caller);
        const response = await t.app.inject({
          method: operation.method as 'GET',
          url,
          headers: caller.headers,
        });
        cells += 1;
        const verdict = verdictOf(operation, caller, expected, response.statusCode, record);
        if (verdict) failures.push(`${operation.id} as ${caller.label}: ${verdict} (${expected.why})`);
      }
    }
    const coverage = (100 * cells) / (operations.length * callers.length);
    console.info(
      `authorization matrix: ${cells} cells = ${operations.length} operations × ${callers.length} callers (${coverage}% covered)`,
    );
    expect(failures).toEqual([]);
    expect(coverage).toBe(100);
  }, 600_000);
});
