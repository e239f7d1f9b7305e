import { readFileSync } from 'node:fs';
import { count, eq, inArray, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNERSHIP_CONTRACT_STATUSES } from '@portal/contracts/partnership-contracts/schemas';
import type { DatabaseHandle } from '../client';
import { partnershipContracts, partnershipContractVersions, reasons } from '../schema/index';
import { openTestDatabase } from '../../test-support/test-database';
import { seedDemoData } from './seed-demo-data';

describe('demo partnership contracts', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('has a contract in every state, a version for each approved one, and is added once', async () => {
    const rows = await database.db.select().from(partnershipContracts);
    expect([...new Set(rows.map((row) => row.status))].sort()).toEqual(
      [...PARTNERSHIP_CONTRACT_STATUSES].sort(),
    );
    const approved = rows.filter((row) =>
      ['ACTIVE', 'PENDING_CANCELLATION', 'CANCELLED'].includes(row.status),
    );
    expect(approved.every((row) => row.number?.startsWith('PC-'))).toBe(true);
    const [versions] = await database.db.select({ n: count() }).from(partnershipContractVersions);
    expect(versions!.n).toBe(approved.length);
    await seedDemoData(database.db);
    const [again] = await database.db.select({ n: count() }).from(partnershipContracts);
    expect(again!.n).toBe(rows.length);
  });

  /** The kinds of the reasons the demo contracts were rejected and cancelled with. */
  const contractReasonKinds = async () =>
    (
      await database.db
        .selectDistinct({ kind: reasons.kind })
        .from(reasons)
        .innerJoin(
          partnershipContracts,
          or(
            eq(partnershipContracts.rejectionReasonId, reasons.id),
            eq(partnershipContracts.cancellationReasonId, reasons.id),
          ),
        )
    )
      .map((row) => row.kind)
      .sort();

  it('rejects and cancels with partnership reasons; migration 0020 moves an older database there', async () => {
    expect(await contractReasonKinds()).toEqual(['PARTNERSHIP_CANCELLATION', 'PARTNERSHIP_REJECTION']);
    const { db } = database;
    // A database seeded before decision 0040 held these reasons under the request kinds.
    await db.update(reasons).set({ kind: 'REJECTION' }).where(eq(reasons.kind, 'PARTNERSHIP_REJECTION'));
    await db
      .update(reasons)
      .set({ kind: 'CANCELLATION' })
      .where(eq(reasons.kind, 'PARTNERSHIP_CANCELLATION'));
    const migration = new URL('../migrations/0020_partnership_reason_kinds.sql', import.meta.url);
    const statements = readFileSync(migration, 'utf8').split('--> statement-breakpoint');
    await db.transaction(async (tx) => {
      for (const statement of statements) await tx.execute(sql.raw(statement));
    });
    expect(await contractReasonKinds()).toEqual(['PARTNERSHIP_CANCELLATION', 'PARTNERSHIP_REJECTION']);
    const moved = await db
      .select({ textEn: reasons.textEn })
      .from(reasons)
      .where(inArray(reasons.kind, ['PARTNERSHIP_REJECTION', 'PARTNERSHIP_CANCELLATION']));
    expect(moved.map((row) => row.textEn).sort()).toEqual([
      'The partnership is no longer needed',
      'The recruitment fees are above the agreed range',
    ]);
    const [requestCancellation] = await db
      .select({ kind: reasons.kind })
      .from(reasons)
      .where(eq(reasons.textEn, 'Employer withdrew the request'));
    expect(requestCancellation?.kind).toBe('CANCELLATION');
  });
});
