import { eq } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import {
  reasonListResponseSchema,
  reasonOptionsResponseSchema,
  reasonRecordSchema,
  type ReasonRecord,
} from '@portal/contracts/lookups-reasons';
import { suspensions, users } from '../../db/schema/index';
import { REASON_SEEDS } from '../../db/seed/reasons';
import { AR, lookupTestKit } from '../../test-support/lookup-test-kit';
import { deleteReason } from './service';

describe('lookups: reasons', () => {
  const { kit, get, create, put, remove, csvLines, expectRefused, ...lookup } =
    lookupTestKit('/api/lookups/reasons');
  const list = (query: string) => lookup.list(reasonListResponseSchema, query);
  const newReason = async (payload: Partial<ReasonRecord> = {}): Promise<ReasonRecord> => {
    const res = await create({ kind: 'REJECTION', textAr: 'سبب تجريبي', textEn: 'Test reason', ...payload });
    expect(res.statusCode, res.body).toBe(201);
    return reasonRecordSchema.parse(res.json());
  };
  const actionsOf = (id: number) => lookup.historyActions('reason', id);

  it('pages the seeded reasons with the total; filters by kind, text and active; sorts', async () => {
    const first = await list('');
    expect(first).toMatchObject({ page: 0, size: 10, total: REASON_SEEDS.length });
    const suspension = await list('kind=SUSPENSION&size=100');
    expect(suspension.total).toBe(REASON_SEEDS.filter((reason) => reason.kind === 'SUSPENSION').length);
    expect(suspension.items.every((reason) => reason.kind === 'SUSPENSION')).toBe(true);
    expect((await list(`q=${encodeURIComponent('  غرامات ')}`)).items.map((r) => r.textEn)).toEqual([
      'Unpaid fines',
    ]);
    expect((await list('q=VISA')).items.map((r) => r.textEn)).toEqual(['Visa cancelled']);
    const desc = await list('sort=textEn&dir=desc&size=100&active=true');
    const texts = desc.items.map((r) => r.textEn);
    expect(texts).toEqual([...texts].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
    expect((await list('q=&kind=&active=')).total).toBe(first.total);
    expect((await get('/api/lookups/reasons?kind=OTHER')).statusCode).toBe(400);
  });

  it('creates a reason with history; validates with translated field errors', async () => {
    const reason = await newReason({ kind: 'COMPLAINT', textEn: 'Rude behaviour', textAr: 'سوء معاملة' });
    expect(reason).toMatchObject({ kind: 'COMPLAINT', active: true });
    expect(await actionsOf(reason.id)).toEqual(['create']);
    const invalid = await create({ kind: 'OTHER', textAr: ' ', textEn: 'x' }, { ...kit.admin, ...AR });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().fieldErrors).sort()).toEqual(['kind', 'textAr']);
    expect(invalid.json().fieldErrors.textAr[0]).toBe('هذا الحقل مطلوب.');
  });

  it('edits a reason and shows only what changed, with who did it', async () => {
    const reason = await newReason();
    const res = await put(reason.id, {
      kind: 'CANCELLATION',
      textAr: reason.textAr,
      textEn: 'Edited reason',
    });
    expect(res.statusCode, res.body).toBe(200);
    const history = (await get(`/api/history/reason/${reason.id}`)).json();
    expect(history.total).toBe(2);
    expect(history.items[0]).toMatchObject({
      action: 'update',
      changedBy: { name: { en: 'Sara Al-Qahtani' } },
      changes: {
        kind: { from: 'REJECTION', to: 'CANCELLATION' },
        textEn: { from: 'Test reason', to: 'Edited reason' },
      },
    });
    expect(Object.keys(history.items[0].changes)).toHaveLength(2);
    expect((await get(`/api/history/reason/${reason.id}`, kit.office)).statusCode).toBe(403);
  });

  it('deactivating hides a reason from new choices of its kind; includeId keeps it', async () => {
    const reason = await newReason({ kind: 'LICENCE' });
    const post = (action: string) =>
      lookup.inject({ method: 'POST', url: `/api/lookups/reasons/${reason.id}/${action}` });
    const options = async (query: string) =>
      reasonOptionsResponseSchema.parse(
        (await get(`/api/lookups/reasons/options?${query}`, kit.office)).json(),
      );
    const licence = await options('kind=LICENCE');
    expect(licence.every((option) => option.kind === 'LICENCE')).toBe(true);
    expect(licence.some((option) => option.id === reason.id)).toBe(true);
    expect((await post('deactivate')).json()).toMatchObject({ active: false });
    expect((await post('deactivate')).statusCode).toBe(409);
    expect((await options('kind=LICENCE')).some((option) => option.id === reason.id)).toBe(false);
    expect(
      (await options(`kind=LICENCE&includeId=${reason.id}`)).find((o) => o.id === reason.id),
    ).toMatchObject({
      active: false,
      text: { en: 'Test reason' },
    });
    expect((await post('activate')).json()).toMatchObject({ active: true });
    expect(await actionsOf(reason.id)).toEqual(['create', 'deactivate', 'activate']);
  });

  it('offers a partnership cancellation only its own reasons, and exports their kind by name', async () => {
    const options = reasonOptionsResponseSchema.parse(
      (await get('/api/lookups/reasons/options?kind=PARTNERSHIP_CANCELLATION', kit.office)).json(),
    );
    expect(options.map((option) => option.text.en).sort()).toEqual(
      REASON_SEEDS.filter((reason) => reason.kind === 'PARTNERSHIP_CANCELLATION')
        .map((reason) => reason.textEn)
        .sort(),
    );
    expect(options.map((option) => option.text.en)).toContain('The partnership is no longer needed');
    const cancellation = await get('/api/lookups/reasons/options?kind=CANCELLATION', kit.office);
    expect(JSON.stringify(cancellation.json())).not.toContain('The partnership is no longer needed');
    const csv = await get('/api/lookups/reasons/export?format=csv&kind=PARTNERSHIP_REJECTION', {
      ...kit.admin,
      ...AR,
    });
    expect(
      csvLines(csv)
        .slice(1)
        .every((line) => line.startsWith('رفض عقد شراكة,')),
    ).toBe(true);
  });

  it('serves options with an ETag: 304 while unchanged, a change seen on the next request', async () => {
    const url = '/api/lookups/reasons/options?kind=SUSPENSION';
    const first = await get(url, kit.office);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect((await get(url, { ...kit.office, 'if-none-match': etag })).statusCode).toBe(304);
    await newReason({ kind: 'SUSPENSION', textEn: 'Seen on the next request' });
    const after = await get(url, { ...kit.office, 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().some((o: { text: { en: string } }) => o.text.en === 'Seen on the next request')).toBe(
      true,
    );
  });

  it('exports the whole filtered list as CSV (BOM, Arabic) and XLSX', async () => {
    const { total } = await list('kind=SUSPENSION');
    const csv = await get('/api/lookups/reasons/export?format=csv&kind=SUSPENSION&sort=textEn', {
      ...kit.admin,
      ...AR,
    });
    expect(csv.statusCode).toBe(200);
    const lines = csvLines(csv);
    expect(lines[0]).toBe('النوع,النص بالعربية,النص بالإنجليزية,الحالة,آخر تعديل');
    expect(lines).toHaveLength(total + 1);
    expect(lines.some((line) => line.startsWith('إيقاف,غرامات غير مسددة,Unpaid fines,مفعل,'))).toBe(true);
    const xlsx = await get('/api/lookups/reasons/export?format=xlsx&kind=SUSPENSION');
    const [sheet] = await readXlsxFile(xlsx.rawPayload);
    expect(sheet?.data[0]).toEqual(['Kind', 'Arabic text', 'English text', 'Status', 'Last changed']);
    expect(sheet?.data).toHaveLength(total + 1);
  });

  it('refuses to delete a reason used by a suspension, naming where; deletes an unused one', async () => {
    const [used] = await kit.t.database.db
      .select({ reasonId: suspensions.reasonId })
      .from(suspensions)
      .limit(1);
    expect(used).toBeDefined();
    const refused = await remove(used!.reasonId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/used in: suspensions \(\d+\)/);
    const arabic = await remove(used!.reasonId, { ...kit.admin, ...AR });
    expect(arabic.json().message).toContain('الإيقافات');
    const [user] = await kit.t.database.db.select().from(users).where(eq(users.username, 'admin'));
    const other = await newReason();
    await expect(
      deleteReason(kit.t.database.db, user!.id, other.id, 'en-US', [
        { place: 'usage.licenceRequests', count: async () => 2 },
      ]),
    ).rejects.toMatchObject({
      statusCode: 409,
      options: { params: { places: 'licence update requests (2)' } },
    });
    const res = await remove(other.id);
    expect(res.statusCode).toBe(204);
    expect((await get(`/api/lookups/reasons/${other.id}`)).statusCode).toBe(404);
    expect(await actionsOf(other.id)).toEqual(['create', 'delete']);
  });

  it('refuses office (not ADMIN) on every admin reasons endpoint but the options', async () => {
    const reason = await newReason();
    const payload = { kind: 'REJECTION', textAr: 'س', textEn: 'x' };
    const calls = [
      { method: 'GET', url: '/api/lookups/reasons' },
      { method: 'GET', url: '/api/lookups/reasons/export?format=csv' },
      { method: 'GET', url: `/api/lookups/reasons/${reason.id}` },
      { method: 'POST', url: '/api/lookups/reasons', payload },
      { method: 'PUT', url: `/api/lookups/reasons/${reason.id}`, payload },
      { method: 'POST', url: `/api/lookups/reasons/${reason.id}/deactivate` },
      { method: 'POST', url: `/api/lookups/reasons/${reason.id}/activate` },
      { method: 'DELETE', url: `/api/lookups/reasons/${reason.id}` },
    ] as const;
    await expectRefused(calls);
    expect((await get(`/api/lookups/reasons/${reason.id}`)).json()).toMatchObject({
      textEn: 'Test reason',
      active: true,
    });
    expect((await get('/api/lookups/reasons/options', kit.office)).statusCode).toBe(200);
  });
});
