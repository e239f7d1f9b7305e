import { readFileSync } from 'node:fs';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { partnershipContractListResponseSchema } from '@portal/contracts/partnership-contracts/schemas';
import { partnershipContractCounts, partnershipContracts } from '../../db/schema/index';
import { contractBody, contractKit, createContract } from './contract-fixtures.test-support';

const TRIGGER_MIGRATION = new URL(
  '../../db/migrations/0011_partnership_contract_counts_trigger.sql',
  import.meta.url,
);

type CountRow = { officeId: number; agencyId: number; countryId: number; status: string; n: number };
const keyOf = (row: CountRow) => `${row.officeId}/${row.agencyId}/${row.countryId}/${row.status}`;
/** Counts by key, the combinations at 0 left out (the summary keeps their rows). */
const byKey = (rows: CountRow[]) =>
  Object.fromEntries(
    rows
      .filter((row) => row.n !== 0)
      .map((row) => [keyOf(row), row.n])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );

describe('partnership_contract_counts and the list total', () => {
  const kit = contractKit();
  const { call } = kit;

  const summary = async () =>
    byKey(
      await kit.t.database.db
        .select({
          officeId: partnershipContractCounts.officeId,
          agencyId: partnershipContractCounts.agencyId,
          countryId: partnershipContractCounts.countryId,
          status: partnershipContractCounts.status,
          n: partnershipContractCounts.n,
        })
        .from(partnershipContractCounts),
    );
  const counted = async () =>
    byKey(
      await kit.t.database.db
        .select({
          officeId: partnershipContracts.officeId,
          agencyId: partnershipContracts.agencyId,
          countryId: partnershipContracts.countryId,
          status: partnershipContracts.status,
          n: count(),
        })
        .from(partnershipContracts)
        .groupBy(
          partnershipContracts.officeId,
          partnershipContracts.agencyId,
          partnershipContracts.countryId,
          partnershipContracts.status,
        ),
    );
  const expectSummaryExact = async () => expect(await summary()).toEqual(await counted());

  const create = async (username: string, agency: 'agencyPh' | 'agencyId') =>
    (await createContract(kit, username, agency)).id;
  const act = async (username: string, id: number, action: string, reasonId?: number) => {
    const query = reasonId === undefined ? '' : `?reasonId=${reasonId}`;
    const res = await call(username, 'POST', `/api/partnership/contracts/${id}/${action}${query}`);
    expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
  };

  it('the seeded summary equals the contracts grouped by office, agency, country and status', async () => {
    expect(Object.keys(await counted()).length).toBeGreaterThan(0);
    await expectSummaryExact();
  });

  it('stays exact through creates, every status change of the actions, a move to another agency, and deletes', async () => {
    const first = await create('office', 'agencyPh');
    const second = await create('company', 'agencyId');
    const third = await create('office', 'agencyPh');
    await expectSummaryExact();

    await act('office', first, 'sendForApproval');
    await act('agency-ph', first, 'approve');
    await expectSummaryExact();
    await act('office', first, 'cancel', kit.f.reason.cancellation);
    await act('agency-ph', first, 'rejectCancellation');
    await act('agency-ph', first, 'cancel', kit.f.reason.cancellation);
    await act('agency-ph', first, 'undoCancellation');
    await act('office', first, 'cancel', kit.f.reason.cancellation);
    await act('agency-ph', first, 'acceptCancellation');
    await expectSummaryExact();

    await act('company', second, 'sendForApproval');
    await act('agency-id', second, 'reject', kit.f.reason.rejection);
    await expectSummaryExact();

    // A rejected contract updated with another agency moves to another agency, country and status.
    await act('office', third, 'sendForApproval');
    await act('agency-ph', third, 'reject', kit.f.reason.rejection);
    const moved = await call(
      'office',
      'PUT',
      `/api/partnership/contracts/${third}`,
      contractBody(kit.f, 'agencyId'),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'DRAFT', agency: { id: kit.f.org.agencyId } });
    await expectSummaryExact();

    // No action deletes a contract; the trigger follows deletes all the same.
    await kit.t.database.db.delete(partnershipContracts).where(eq(partnershipContracts.id, second));
    await expectSummaryExact();
    // An update that moves no count (the trigger returns early) and one that moves several at once.
    await kit.t.database.db.update(partnershipContracts).set({ rowVersion: sql`row_version + 1` });
    await kit.t.database.db
      .update(partnershipContracts)
      .set({ status: 'CANCELLED' })
      .where(eq(partnershipContracts.officeId, kit.f.org.office));
    await expectSummaryExact();
  });

  it('the migration backfills the counts of the contracts written before it', async () => {
    const { db } = kit.t.database;
    const statements = readFileSync(TRIGGER_MIGRATION, 'utf8').split('--> statement-breakpoint');
    await db.transaction(async (tx) => {
      await tx.execute(sql`drop trigger partnership_contract_counts_follow on partnership_contracts`);
      await tx.execute(sql`drop function partnership_contract_counts_follow()`);
      await tx.execute(sql`drop trigger partnership_contract_counts_clear on partnership_contracts`);
      await tx.execute(sql`drop function partnership_contract_counts_clear()`);
      await tx.execute(sql`delete from partnership_contract_counts`);
      for (const statement of statements) await tx.execute(sql.raw(statement));
    });
    await expectSummaryExact();
    await create('company', 'agencyId');
    await expectSummaryExact();
  });

  it('a truncate of the contracts empties the summary (rolled back)', async () => {
    const rollback = new Error('rollback');
    await expect(
      kit.t.database.db.transaction(async (tx) => {
        await tx.execute(sql`truncate partnership_contracts cascade`);
        expect(await tx.select().from(partnershipContractCounts)).toEqual([]);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    await expectSummaryExact();
  });

  describe('the list total is the exact count of what the filters select', () => {
    const totalOf = async (username: string, query: string) => {
      const res = await call(username, 'GET', `/api/partnership/contracts?size=1${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return partnershipContractListResponseSchema.parse(res.json()).total;
    };
    const countWhere = async (where: ReturnType<typeof sql>) => {
      const [row] = await kit.t.database.db.select({ n: count() }).from(partnershipContracts).where(where);
      return row!.n;
    };

    beforeAll(async () => {
      await create('office', 'agencyPh');
      const sent = await create('office', 'agencyId');
      await act('office', sent, 'sendForApproval');
      await create('company', 'agencyPh');
    });

    const today = new Date().toISOString().slice(0, 10);
    const cases = () => [
      { query: '', where: sql`true` },
      { query: '&status=DRAFT', where: sql`status = 'DRAFT'` },
      { query: `&countryId=${kit.f.country.PHL}`, where: sql`country_id = ${kit.f.country.PHL}` },
      { query: `&officeId=${kit.f.org.office}`, where: sql`office_id = ${kit.f.org.office}` },
      {
        query: `&agencyId=${kit.f.org.agencyPh}&status=CANCELLED`,
        where: sql`agency_id = ${kit.f.org.agencyPh} and status = 'CANCELLED'`,
      },
      // Filters the summary cannot answer: counted from the rows.
      { query: '&number=PC-', where: sql`number ilike '%PC-%'` },
      {
        query: `&from=${today}&status=DRAFT`,
        where: sql`created_at >= ${`${today}T00:00:00Z`}::timestamptz and status = 'DRAFT'`,
      },
      { query: '&to=2000-01-01', where: sql`created_at < '2000-01-02T00:00:00Z'::timestamptz` },
    ];
    const people = () => [
      { username: 'admin', visible: sql`true` },
      { username: 'office', visible: sql`office_id = ${kit.f.org.office}` },
      // A draft is the office's until sent (scope.ts).
      { username: 'agency-ph', visible: sql`agency_id = ${kit.f.org.agencyPh} and status <> 'DRAFT'` },
      { username: 'fmol-ph', visible: sql`country_id = ${kit.f.country.PHL} and status <> 'DRAFT'` },
    ];

    it('for admin, an office, an agency and a country authority, filtered or not', async () => {
      let nonZero = 0;
      for (const person of people()) {
        for (const { query, where } of cases()) {
          const expected = await countWhere(sql`(${person.visible}) and (${where})`);
          if (expected > 0) nonZero += 1;
          expect(await totalOf(person.username, query), `${person.username} ${query}`).toBe(expected);
        }
      }
      expect(nonZero).toBeGreaterThan(12);
    });
  });
});
