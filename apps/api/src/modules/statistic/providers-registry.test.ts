import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ACTIONS_NEEDED, type ActionsNeeded } from '@portal/contracts/notifications';
import { employmentRequests, partnershipContracts } from '../../db/schema/index';
import { createShellTestApp, type ShellTestApp } from '../shell-test-app';
import { MODULES, providersOf } from '../registry';
import { DEFAULT_ACTIONS_NEEDED_PROVIDERS } from './providers';

/** Every notification count, the complaints one included (its module asks the issue tracker). */
const COUNTS = Object.keys(NO_ACTIONS_NEEDED) as (keyof ActionsNeeded)[];
/** Seeded users between whom every count has something waiting (demo data). */
const USERS = ['office', 'company', 'agency-ph', 'agency-id', 'embassy-ph', 'admin'];

/**
 * No constant providers (decision 0032): every count and usage the registry wires answers from the data it
 * is given, never a constant. A provider that answers 0 whatever the data fails here.
 */
describe('the registry providers read real data', () => {
  let t: ShellTestApp;
  const providers = providersOf(MODULES);
  beforeAll(async () => {
    t = await createShellTestApp();
  });
  afterAll(async () => t?.close());

  it('wires a module provider for every count, usage and check (no default stands in)', () => {
    for (const key of COUNTS) {
      expect(providers.actionsNeeded[key], key).toBeDefined();
      expect(providers.actionsNeeded[key], key).not.toBe(DEFAULT_ACTIONS_NEEDED_PROVIDERS[key]);
    }
    expect(providers.quotaUsage).toBeDefined();
    expect(providers.activePartnershipContracts).toBeDefined();
    expect(providers.hasPendingPartnershipUpdate).toBeDefined();
    expect(providers.settingValue).toBeDefined();
  });

  // The demo data has requests and contracts waiting; licence requests are counted from their own
  // module's tests (license-requests), the demo has none pending.
  it('counts what waits in the seeded data: above 0 for someone, and not the same for all', async () => {
    const db = t.database.db;
    for (const key of ['employment_requests', 'partnership_contracts'] as const) {
      const counts: number[] = [];
      for (const username of USERS) {
        counts.push(await providers.actionsNeeded[key]!({ db, session: await t.sessionFor(username) }));
      }
      expect(Math.max(...counts), `${key}: ${counts.join(',')}`).toBeGreaterThan(0);
      expect(new Set(counts).size, `${key}: ${counts.join(',')}`).toBeGreaterThan(1);
    }
  });

  it("counts a quota's new requests and an office's held contracts from the rows", async () => {
    const db = t.database.db;
    const [request] = await db
      .select({ countryId: employmentRequests.countryId, month: employmentRequests.quotaMonth })
      .from(employmentRequests)
      .limit(1);
    const requested = await db
      .select({ id: employmentRequests.id })
      .from(employmentRequests)
      .where(
        and(
          eq(employmentRequests.countryId, request!.countryId),
          eq(employmentRequests.quotaMonth, request!.month),
        ),
      );
    const [used, none] = await providers.quotaUsage!(db, [
      { countryId: request!.countryId, month: request!.month },
      { countryId: request!.countryId, month: '1999-01' },
    ]);
    expect(used).toBe(requested.length);
    expect(none).toBe(0);

    const [contract] = await db
      .select({ officeId: partnershipContracts.officeId, countryId: partnershipContracts.countryId })
      .from(partnershipContracts)
      .where(inArray(partnershipContracts.status, ['ACTIVE']))
      .limit(1);
    const [held, elsewhere] = await providers.activePartnershipContracts!(db, [
      { organizationId: contract!.officeId, countryId: contract!.countryId },
      { organizationId: -1, countryId: contract!.countryId },
    ]);
    expect(held).toBeGreaterThan(0);
    expect(elsewhere).toBe(0);
  });
});
