import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { quotaListResponseSchema, quotaSchema, type Quota } from '@portal/contracts/lookups-quotas';
import { arSA } from '../../i18n/ar-SA';
import { translate } from '../../i18n/catalogue';
import { AR, lookupTestKit } from '../../test-support/lookup-test-kit';
import { newRequestsPerQuota } from '../employment-requests/providers';
import { checkQuota } from './service';

describe('lookups: country quotas', () => {
  const { kit, get, create, put, remove, csvLines, expectRefused, ...lookup } =
    lookupTestKit('/api/lookups/quotas');
  const ids = kit.countryIds;
  const list = (query: string) => lookup.list(quotaListResponseSchema, query);
  const newQuota = async (code3: string, month: string, maximum = 100): Promise<Quota> => {
    const res = await create({ countryId: ids[code3], month, maximum });
    expect(res.statusCode, res.body).toBe(201);
    return quotaSchema.parse(res.json());
  };

  it('sets a quota and reads it back with used versus allowed; one per country and month (409)', async () => {
    const quota = await newQuota('PHL', '2027-01', 250);
    expect(quota).toMatchObject({
      country: { code3: 'PHL', name: { en: 'Philippines' } },
      month: '2027-01',
      maximum: 250,
      used: 0,
    });
    expect((await get(`/api/lookups/quotas/${quota.id}`)).json()).toMatchObject({ maximum: 250, used: 0 });
    const duplicate = await create(
      { countryId: ids.PHL, month: '2027-01', maximum: 1 },
      { ...kit.admin, ...AR },
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      message: 'توجد حصة لـ الفلبين في 2027-01 مسبقًا.',
      fieldErrors: { month: ['توجد حصة لـ الفلبين في 2027-01 مسبقًا.'] },
    });
    const other = await newQuota('PHL', '2027-02', 10);
    const moved = await put(other.id, { countryId: ids.PHL, month: '2027-01', maximum: 10 });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe('A quota for Philippines in 2027-01 already exists.');
  });

  it('validates with translated field errors: month as YYYY-MM, a whole non-negative maximum, a real country', async () => {
    const invalid = await create(
      { countryId: ids.IND, month: '2027-13', maximum: -1 },
      { ...kit.admin, ...AR },
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldErrors).toEqual({
      month: [arSA['validation.month']],
      maximum: [arSA['validation.notNegative']],
    });
    const unknown = await create({ countryId: 999999, month: '2027-01', maximum: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ countryId: ['This country does not exist.'] });
  });

  it('lists, filters by country and months, sorts, and exports the whole filtered list', async () => {
    for (const month of ['2028-01', '2028-02', '2028-03', '2028-04']) await newQuota('VNM', month, 40);
    await newQuota('EGY', '2028-02', 5);
    const vietnam = await list(`countryId=${ids.VNM}`);
    expect(vietnam.total).toBe(4);
    expect(vietnam.items.map((q) => q.month)).toEqual(['2028-01', '2028-02', '2028-03', '2028-04']);
    expect((await list(`countryId=${ids.VNM}&monthFrom=2028-02&monthTo=2028-03`)).total).toBe(2);
    expect(
      (await list('monthFrom=2028-02&monthTo=2028-02&sort=country&dir=desc')).items.map(
        (q) => q.country.code3,
      ),
    ).toEqual(['VNM', 'EGY']);
    expect((await get('/api/lookups/quotas?monthFrom=2028')).statusCode).toBe(400);
    const csv = await get(`/api/lookups/quotas/export?format=csv&countryId=${ids.VNM}`, {
      ...kit.admin,
      ...AR,
    });
    const lines = csvLines(csv);
    expect(lines[0]).toBe('الدولة,الشهر,الحد الأقصى لطلبات التوظيف الجديدة,المستخدم,آخر تعديل');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 4).join(','))).toEqual([
      'فيتنام,2028-01,40,0',
      'فيتنام,2028-02,40,0',
      'فيتنام,2028-03,40,0',
      'فيتنام,2028-04,40,0',
    ]);
    const xlsx = await get(
      '/api/lookups/quotas/export?format=xlsx&monthFrom=2028-02&monthTo=2028-02&sort=country',
    );
    const [sheet] = await readXlsxFile(xlsx.rawPayload);
    expect(sheet?.data.slice(1).map((row) => row.slice(0, 4))).toEqual([
      ['Egypt', '2028-02', 5, 0],
      ['Vietnam', '2028-02', 40, 0],
    ]);
  });

  it('edits a quota with history; deletes one with history', async () => {
    const quota = await newQuota('LKA', '2027-05', 30);
    const res = await put(quota.id, { countryId: ids.LKA, month: '2027-05', maximum: 45 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ maximum: 45 });
    const history = (await get(`/api/history/countryQuota/${quota.id}`)).json();
    expect(history.items.map((entry: { action: string }) => entry.action)).toEqual(['update', 'create']);
    expect(history.items[0].changes).toEqual({ maximum: { from: 30, to: 45 } });
    expect((await remove(quota.id)).statusCode).toBe(204);
    expect((await get(`/api/lookups/quotas/${quota.id}`)).statusCode).toBe(404);
  });

  it('checkQuota refuses with a translated 409 when the month is full; no quota means no limit', async () => {
    await newQuota('ETH', '2027-03', 2);
    const db = kit.t.database.db;
    // The employment-requests module's count (here: no requests for Ethiopia in 2027 yet).
    const none = { usage: newRequestsPerQuota };
    await expect(checkQuota(db, ids.ETH!, '2027-03', none)).resolves.toEqual({ used: 0, allowed: 2 });
    await expect(checkQuota(db, ids.ETH!, '2027-04', none)).resolves.toEqual({ used: 0, allowed: null });
    const usage = async (_db: unknown, keys: readonly unknown[]) => keys.map(() => 2);
    await expect(checkQuota(db, ids.ETH!, '2027-03', { usage })).rejects.toMatchObject({
      statusCode: 409,
      key: 'quotas.exceeded',
      options: { params: { country: 'Ethiopia', month: '2027-03', used: 2, allowed: 2 } },
    });
    await expect(checkQuota(db, ids.ETH!, '2027-03', { ...none, adding: 3 })).rejects.toMatchObject({
      statusCode: 409,
    });
    // The error handler answers the key in the caller's language; the country's name follows `language`.
    const error = await checkQuota(db, ids.ETH!, '2027-03', { usage, language: 'ar-SA' }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ statusCode: 409, key: 'quotas.exceeded' });
    const { key, options } = error as { key: 'quotas.exceeded'; options: { params: Record<string, string> } };
    expect(translate('ar-SA', key, options.params)).toBe(
      'تم بلوغ حصة طلبات التوظيف الجديدة لـ إثيوبيا في 2027-03 (2 من 2).',
    );
    // Inside the employment module's transaction: the quota row is locked until it ends.
    await db.transaction(async (tx) => {
      await expect(checkQuota(tx, ids.ETH!, '2027-03', { ...none, adding: 2 })).resolves.toEqual({
        used: 0,
        allowed: 2,
      });
    });
  });

  it('refuses office (not ADMIN) on every quota endpoint', async () => {
    const quota = await newQuota('KHM', '2027-06', 3);
    const payload = { countryId: ids.KHM, month: '2027-07', maximum: 1 };
    const calls = [
      { method: 'GET', url: '/api/lookups/quotas' },
      { method: 'GET', url: '/api/lookups/quotas/export?format=csv' },
      { method: 'GET', url: `/api/lookups/quotas/${quota.id}` },
      { method: 'GET', url: `/api/history/countryQuota/${quota.id}` },
      { method: 'POST', url: '/api/lookups/quotas', payload },
      { method: 'PUT', url: `/api/lookups/quotas/${quota.id}`, payload },
      { method: 'DELETE', url: `/api/lookups/quotas/${quota.id}` },
    ] as const;
    await expectRefused(calls);
    expect((await get(`/api/lookups/quotas/${quota.id}`)).json()).toMatchObject({
      month: '2027-06',
      maximum: 3,
    });
  });
});
