import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { partnershipContractVersions as versions, verifiableDocuments } from '../../db/schema/index';
import { contractKit } from './contract-fixtures.test-support';
import { issueUnverifiedVersions } from './verifiable';

/** The newest version of each contract: the terms in force (or last in force, once cancelled). */
const versionsInForce = async (db: Database): Promise<number[]> =>
  (
    await db
      .selectDistinctOn([versions.contractId], { id: versions.id })
      .from(versions)
      .orderBy(versions.contractId, sql`${versions.termsVersion} desc`)
  ).map((row) => row.id);

/** The partnership versions with a code, and in how many languages. */
const codedVersions = async (db: Database): Promise<Map<number, number>> => {
  const rows = await db
    .select({ recordId: verifiableDocuments.recordId, languages: sql<number>`count(*)::int` })
    .from(verifiableDocuments)
    .where(eq(verifiableDocuments.kind, 'partnershipContract'))
    .groupBy(verifiableDocuments.recordId);
  return new Map(rows.map((row) => [row.recordId, row.languages]));
};

/**
 * The demo data's contracts were approved before any code existed (the seed has no app to issue
 * them): the hourly run gives each version in force its codes in both languages, once (decision 0054).
 */
describe('codes for versions approved without one', { timeout: 180_000 }, () => {
  const kit = contractKit();

  it('issues every version in force that has no code, in both languages, and nothing twice', async () => {
    const db = kit.t.database.db;
    const inForce = await versionsInForce(db);
    const before = await codedVersions(db);
    const missing = inForce.filter((id) => !before.has(id));
    expect(missing.length).toBeGreaterThan(0);

    expect(await issueUnverifiedVersions(kit.t.app.verifiableDocuments, db)).toBe(missing.length);
    const after = await codedVersions(db);
    for (const id of inForce) expect(after.get(id), `version ${id}`).toBe(2);
    const superseded = [...after.keys()].filter((id) => !inForce.includes(id) && !before.has(id));
    expect(superseded).toEqual([]);

    expect(await issueUnverifiedVersions(kit.t.app.verifiableDocuments, db)).toBe(0);
  });
});
