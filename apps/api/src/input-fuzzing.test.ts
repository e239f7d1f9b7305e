import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FEATURE_FLAG_NAMES } from '@portal/contracts/feature-flags';
import {
  callerFor,
  fuzzOperation,
  inFuzzOrder,
  loadCallers,
  statsTable,
  type FuzzStats,
} from './test-support/fuzz/fuzz-operations';
import { operationCatalogue } from './test-support/operations';
import { createTestApp, type TestApp } from './test-support/test-app';

/** Calls per operation: 200 in `npm test`, 10,000 in `npm run fuzz` (FUZZ_RUNS). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? 20_269);
/** `npm run fuzz` splits the operations over processes: FUZZ_SHARD=2/4 takes every fourth from the second. */
const [SHARD, SHARDS] = (process.env.FUZZ_SHARD ?? '1/1').split('/').map(Number) as [number, number];
/** Only the operations whose id matches (e.g. `FUZZ_ONLY='jobs'`). */
const ONLY = new RegExp(process.env.FUZZ_ONLY ?? '');

/**
 * Input fuzzing (decision 0019): every API operation gets calls generated from its zod schemas, valid
 * and broken, as a caller its access rule admits. No answer may be a 5xx, every 4xx carries a
 * message in the caller's language, every 2xx matches the declared answer schema.
 */
describe('input fuzzing', () => {
  let t: TestApp;
  const catalogue = operationCatalogue();
  beforeAll(async () => {
    // Every flagged endpoint on; the captcha off, so generated registrations reach the database.
    const flags = [...FEATURE_FLAG_NAMES.filter((name) => name !== 'captcha'), '-captcha'];
    t = await createTestApp({ onRoute: catalogue.onRoute, env: { FEATURE_FLAGS: flags.join(',') } });
  });
  afterAll(() => t.close());

  it(
    `answers ${RUNS} generated calls per operation without a 5xx`,
    { timeout: 600_000 + RUNS * 2_000 },
    async () => {
      const started = Date.now();
      const callers = await loadCallers(t);
      const results: FuzzStats[] = [];
      const uncovered: string[] = [];
      // The seed follows an operation's place in the whole list, so a filtered or sharded run repeats its calls.
      const selected = inFuzzOrder(catalogue.operations)
        .map((operation, index) => ({ operation, index }))
        .filter(({ operation }) => ONLY.test(operation.id));
      for (const [position, { operation, index }] of selected.entries()) {
        if (position % SHARDS !== SHARD - 1) continue;
        const caller = callerFor(operation, callers);
        if (!caller) {
          uncovered.push(operation.id);
          continue;
        }
        results.push(await fuzzOperation(t, operation, caller, { runs: RUNS, seed: SEED + index }));
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.info(
        `${statsTable(results)}\n${results.length} operations, ${RUNS} calls each, seed ${SEED}, ${seconds} s`,
      );
      // `npm run fuzz` merges the shards' reports into one table (FUZZ_REPORT: a folder).
      if (process.env.FUZZ_REPORT) {
        const file = join(process.env.FUZZ_REPORT, `${inject('testDatabase').kind}-${SHARD}.json`);
        writeFileSync(file, JSON.stringify({ results, uncovered, seconds }));
      }
      const failures = results.flatMap((stats) => stats.failures);
      expect(uncovered, 'operations no demo account may call').toEqual([]);
      expect(failures).toEqual([]);
      expect(results.every((stats) => stats.requests >= RUNS)).toBe(true);
      if (SHARDS === 1 && !process.env.FUZZ_ONLY) expect(results.length).toBeGreaterThan(50);
    },
  );
});
