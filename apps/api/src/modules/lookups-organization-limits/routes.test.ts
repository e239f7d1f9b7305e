import readXlsxFile from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '@portal/contracts/http-headers';
import {
  limitOfficeOptionsResponseSchema,
  organizationLimitListResponseSchema,
  organizationLimitSchema,
  partnershipLimitResponseSchema,
  type OrganizationLimit,
} from '@portal/contracts/lookups-organization-limits';
import { AR, lookupTestKit } from '../../test-support/lookup-test-kit';
import { heldContracts } from '../partnership-contracts/providers';
import { checkOrganizationLimit, partnershipLimit } from './service';

describe('lookups: organisation limits and GET /api/partnership/contracts/limit', () => {
  const { kit, get, create, put, remove, csvLines, expectRefused } = lookupTestKit(
    '/api/lookups/organization-limits',
  );
  const ids = kit.countryIds;
  let office: Record<string, string>;
  let company: Record<string, string>;
  let officeId: number;
  let companyId: number;
  let agencyId: number;
  beforeAll(async () => {
    office = kit.office;
    company = await kit.t.headersFor('company');
    officeId = Number(office[HEADERS.organizationId]);
    companyId = Number(company[HEADERS.organizationId]);
    agencyId = Number((await kit.t.headersFor('agency-ph'))[HEADERS.organizationId]);
  });

  const newLimit = async (organizationId: number, code3: string, maximum = 5): Promise<OrganizationLimit> => {
    const res = await create({ organizationId, countryId: ids[code3], maximum });
    expect(res.statusCode, res.body).toBe(201);
    return organizationLimitSchema.parse(res.json());
  };
  const limitOf = async (countryId: number | undefined, headers = office) => {
    const res = await get(`/api/partnership/contracts/limit?countryId=${countryId}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return partnershipLimitResponseSchema.parse(res.json());
  };

  it('limit?countryId= answers used and allowed for the calling office; null allowed when no limit is set', async () => {
    expect(await limitOf(ids.BGD)).toEqual({ countryId: ids.BGD, used: 0, allowed: null });
    const limit = await newLimit(officeId, 'BGD', 3);
    expect(limit).toMatchObject({
      organization: { id: officeId, type: 'PRO_OFFICE' },
      country: { code3: 'BGD' },
      maximum: 3,
      used: 0,
    });
    expect(await limitOf(ids.BGD)).toEqual({ countryId: ids.BGD, used: 0, allowed: 3 });
    expect(await limitOf(ids.BGD, company)).toEqual({ countryId: ids.BGD, used: 0, allowed: null });
    expect((await get('/api/partnership/contracts/limit?countryId=999999', office)).statusCode).toBe(404);
    expect((await get('/api/partnership/contracts/limit', office)).statusCode).toBe(400);
    for (const username of ['admin', 'agency-ph', 'embassy-ph', 'samol']) {
      const res = await get(
        `/api/partnership/contracts/limit?countryId=${ids.BGD}`,
        await kit.t.headersFor(username),
      );
      expect(res.statusCode, username).toBe(403);
    }
  });

  it("reports the partnership module's active contracts as used, and checks the limit", async () => {
    const activeContracts = async (_db: unknown, keys: readonly unknown[]) => keys.map(() => 2);
    const db = kit.t.database.db;
    await newLimit(officeId, 'UGA', 2);
    await expect(partnershipLimit(db, officeId, ids.UGA!, activeContracts)).resolves.toEqual({
      countryId: ids.UGA,
      used: 2,
      allowed: 2,
    });
    // The partnership-contracts module's count: the office holds no Ugandan contract.
    await expect(
      checkOrganizationLimit(db, officeId, ids.UGA!, { activeContracts: heldContracts }),
    ).resolves.toEqual({
      countryId: ids.UGA,
      used: 0,
      allowed: 2,
    });
    await expect(checkOrganizationLimit(db, officeId, ids.UGA!, { activeContracts })).rejects.toMatchObject({
      statusCode: 409,
      key: 'limits.exceeded',
      options: { params: { country: 'Uganda', used: 2, allowed: 2 } },
    });
    await expect(checkOrganizationLimit(db, companyId, ids.UGA!, { activeContracts })).resolves.toMatchObject(
      {
        used: 2,
        allowed: null,
      },
    );
  });

  it('one limit per office and country (409); only local offices; translated field errors', async () => {
    await newLimit(companyId, 'ETH', 4);
    const duplicate = await create(
      { organizationId: companyId, countryId: ids.ETH, maximum: 9 },
      { ...kit.admin, ...AR },
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      message: 'لهذا المكتب حد مسجل مسبقًا لـ إثيوبيا.',
      fieldErrors: { countryId: ['لهذا المكتب حد مسجل مسبقًا لـ إثيوبيا.'] },
    });
    const agency = await create({ organizationId: agencyId, countryId: ids.ETH, maximum: 1 });
    expect(agency.statusCode).toBe(400);
    expect(agency.json().fieldErrors).toEqual({
      organizationId: ['Choose a local recruitment office or company.'],
    });
    const invalid = await create({ organizationId: companyId, countryId: ids.ETH, maximum: 1.5 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldErrors).toEqual({ maximum: ['Enter a whole number.'] });
    const offices = limitOfficeOptionsResponseSchema.parse(
      (await get('/api/lookups/organization-limits/offices')).json(),
    );
    expect(offices.some((o) => o.id === officeId)).toBe(true);
    expect(offices.some((o) => o.id === agencyId)).toBe(false);
  });

  it('lists with filters and sort, edits with history, exports, deletes', async () => {
    const limit = await newLimit(companyId, 'PAK', 6);
    await newLimit(officeId, 'PAK', 1);
    const page = organizationLimitListResponseSchema.parse(
      (await get(`/api/lookups/organization-limits?countryId=${ids.PAK}&sort=maximum&dir=desc`)).json(),
    );
    expect(page.items.map((item) => item.maximum)).toEqual([6, 1]);
    expect(page.total).toBe(2);
    const byName = (await get(`/api/lookups/organization-limits?organizationId=${companyId}&q=zzzz`)).json();
    expect(byName.total).toBe(0);
    const edited = await put(limit.id, { organizationId: companyId, countryId: ids.PAK, maximum: 8 });
    expect(edited.statusCode, edited.body).toBe(200);
    const history = (await get(`/api/history/organizationLimit/${limit.id}`)).json();
    expect(history.items[0]).toMatchObject({ action: 'update', changes: { maximum: { from: 6, to: 8 } } });
    const csv = await get(`/api/lookups/organization-limits/export?format=csv&countryId=${ids.PAK}`, {
      ...kit.admin,
      ...AR,
    });
    const lines = csvLines(csv);
    expect(lines[0]).toBe('المكتب,الدولة,الحد الأقصى لعقود الشراكة النشطة,العقود النشطة,آخر تعديل');
    expect(lines).toHaveLength(3);
    expect(lines.every((line, index) => index === 0 || line.includes(',باكستان,'))).toBe(true);
    const xlsx = await get(
      `/api/lookups/organization-limits/export?format=xlsx&countryId=${ids.PAK}&sort=maximum`,
    );
    const [sheet] = await readXlsxFile(xlsx.rawPayload);
    expect(sheet?.data.slice(1).map((row) => row.slice(1, 4))).toEqual([
      ['Pakistan', 1, 0],
      ['Pakistan', 8, 0],
    ]);
    const removed = await remove(limit.id);
    expect(removed.statusCode).toBe(204);
    expect(await limitOf(ids.PAK, company)).toMatchObject({ allowed: null });
  });

  it('refuses office (not ADMIN) on every organisation-limit admin endpoint', async () => {
    const limit = await newLimit(officeId, 'MAR', 2);
    const payload = { organizationId: officeId, countryId: ids.MAR, maximum: 50 };
    const calls = [
      { method: 'GET', url: '/api/lookups/organization-limits' },
      { method: 'GET', url: '/api/lookups/organization-limits/export?format=csv' },
      { method: 'GET', url: '/api/lookups/organization-limits/offices' },
      { method: 'GET', url: `/api/lookups/organization-limits/${limit.id}` },
      { method: 'GET', url: `/api/history/organizationLimit/${limit.id}` },
      { method: 'POST', url: '/api/lookups/organization-limits', payload },
      { method: 'PUT', url: `/api/lookups/organization-limits/${limit.id}`, payload },
      { method: 'DELETE', url: `/api/lookups/organization-limits/${limit.id}` },
    ] as const;
    await expectRefused(calls);
    expect(await limitOf(ids.MAR)).toEqual({ countryId: ids.MAR, used: 0, allowed: 2 });
  });
});
