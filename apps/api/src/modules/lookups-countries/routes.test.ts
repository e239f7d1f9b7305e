import { eq } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import {
  countryInputSchema,
  countryListResponseSchema,
  countryOptionsResponseSchema,
  countrySchema,
  type Country,
} from '@portal/contracts/lookups-countries';
import { historyEntrySchema } from '@portal/contracts/history';
import { countries } from '../../db/schema/index';
import { AR, inputFieldsOf, lookupTestKit } from '../../test-support/lookup-test-kit';

describe('lookups: countries', () => {
  const { kit, get, put, csvLines, expectRefused, ...lookup } = lookupTestKit('/api/lookups/countries');
  const list = (query: string) => lookup.list(countryListResponseSchema, query);
  const byCode = async (code3: string): Promise<Country> => {
    const [row] = (await list(`q=${code3}`)).items.filter((country) => country.code3 === code3);
    return countrySchema.parse(row);
  };
  const inputOf = (country: Country) => inputFieldsOf(countryInputSchema, country);
  it('lists the 21 seeded countries 10 at a time, with PHL on the approval flow and IDN without career', async () => {
    const first = await list('');
    expect(first).toMatchObject({ page: 0, size: 10, total: 21 });
    expect(first.items.map((c) => c.nameEn)).toEqual([...first.items.map((c) => c.nameEn)].sort());
    expect((await list('page=2')).items).toHaveLength(1);
    expect((await list('usesApprovalFlow=true')).items.map((c) => c.code3)).toEqual(['PHL']);
    expect((await list('careerRequiredInFilters=false')).items.map((c) => c.code3)).toEqual(['IDN']);
  });

  it('filters by text on code, names and nationalities; sorts by a whitelisted field', async () => {
    expect((await list(`q=${encodeURIComponent(' الفلبين ')}`)).items.map((c) => c.code3)).toEqual(['PHL']);
    expect((await list('q=filipino')).items.map((c) => c.code3)).toEqual(['PHL']);
    expect((await list('q=phl')).total).toBe(1);
    const desc = await list('sort=code3&dir=desc&size=100');
    expect(desc.items.map((c) => c.code3)).toEqual([...desc.items.map((c) => c.code3)].sort().reverse());
    expect((await list('q=&activeForRecruitment=')).total).toBe(21);
    expect((await get('/api/lookups/countries?sort=id')).statusCode).toBe(400);
  });

  it('edits a country (code3 stays), records only what changed and who did it', async () => {
    const country = await byCode('KEN');
    // code3 is not part of the input: a code3 in the body is ignored.
    const ok = await put(country.id, { ...inputOf(country), nameEn: 'Kenya (East Africa)', code3: 'XXX' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ code3: 'KEN', nameEn: 'Kenya (East Africa)' });
    const history = (await get(`/api/history/country/${country.id}`)).json();
    expect(history.total).toBe(1);
    expect(historyEntrySchema.parse(history.items[0])).toMatchObject({
      action: 'update',
      changedBy: { name: { en: 'Sara Al-Qahtani' } },
      changes: { nameEn: { from: 'Kenya', to: 'Kenya (East Africa)' } },
    });
    const invalid = await put(
      country.id,
      { ...inputOf(country), nameAr: ' ', usesApprovalFlow: 'yes' },
      { ...kit.admin, ...AR },
    );
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().fieldErrors).sort()).toEqual(['nameAr', 'usesApprovalFlow']);
    expect(invalid.json().fieldErrors.nameAr[0]).toMatch(/[\u0600-\u06FF]/);
    expect((await get(`/api/history/country/${country.id}`, kit.office)).statusCode).toBe(403);
    expect((await get('/api/history/country/999999')).statusCode).toBe(404);
  });

  it('deactivating hides a country from new choices; includeId keeps it for a record that holds it', async () => {
    const country = await byCode('SLE');
    const post = (action: string) =>
      lookup.inject({ method: 'POST', url: `/api/lookups/countries/${country.id}/${action}` });
    expect((await post('deactivate')).json()).toMatchObject({ activeForRecruitment: false });
    expect((await post('deactivate')).statusCode).toBe(409);
    const options = async (query = '') =>
      countryOptionsResponseSchema.parse(
        (await get(`/api/lookups/countries/options${query}`, kit.office)).json(),
      );
    expect((await options()).some((option) => option.id === country.id)).toBe(false);
    expect((await options(`?includeId=${country.id}`)).find((o) => o.id === country.id)).toMatchObject({
      code3: 'SLE',
      active: false,
    });
    expect(await lookup.historyActions('country', country.id)).toEqual(['deactivate']);
    expect((await post('activate')).json()).toMatchObject({ activeForRecruitment: true });
    expect((await options()).some((option) => option.id === country.id)).toBe(true);
  });

  it('serves options with an ETag: 304 while unchanged, the change on the next request', async () => {
    const first = await get('/api/lookups/countries/options', kit.office);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const phl = first.json().find((option: { code3: string }) => option.code3 === 'PHL');
    expect(phl).toMatchObject({ usesApprovalFlow: true, nationality: { en: 'Filipino' } });
    const etag = String(first.headers.etag);
    const again = await get('/api/lookups/countries/options', { ...kit.office, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const country = await byCode('UGA');
    expect(
      (await put(country.id, { ...inputOf(country), nationalityEn: 'Ugandan citizen' })).statusCode,
    ).toBe(200);
    const after = await get('/api/lookups/countries/options', { ...kit.office, 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().find((o: { code3: string }) => o.code3 === 'UGA').nationality.en).toBe(
      'Ugandan citizen',
    );
  });

  it('exports the whole filtered list as CSV with a BOM and Arabic headers, and as XLSX', async () => {
    const csv = await get('/api/lookups/countries/export?format=csv&sort=code3', { ...kit.admin, ...AR });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csvLines(csv);
    expect(lines[0]?.startsWith('الرمز,الاسم بالعربية,الاسم بالإنجليزية,الجنسية بالعربية')).toBe(true);
    expect(lines[0]).toContain(',الاستقدام,');
    expect(lines).toHaveLength(22);
    expect(lines.find((line) => line.startsWith('PHL,'))).toMatch(
      /^PHL,الفلبين,Philippines,.*,مفعلة,نعم,نعم,/,
    );
    const xlsx = await get('/api/lookups/countries/export?format=xlsx&careerRequiredInFilters=false');
    expect(xlsx.statusCode).toBe(200);
    const [sheet] = await readXlsxFile(xlsx.rawPayload);
    expect(sheet?.data).toHaveLength(2);
    expect(sheet?.data[1]?.slice(0, 3)).toEqual(['IDN', 'إندونيسيا', 'Indonesia']);
  });

  it('refuses office (not ADMIN) on every admin countries endpoint but the options', async () => {
    const [row] = await kit.t.database.db.select().from(countries).where(eq(countries.code3, 'THA'));
    const id = row!.id;
    const payload = { nameAr: 'س', nameEn: 'x', nationalityAr: 'س', nationalityEn: 'x' };
    const calls = [
      { method: 'GET', url: '/api/lookups/countries' },
      { method: 'GET', url: '/api/lookups/countries/export?format=csv' },
      { method: 'GET', url: `/api/lookups/countries/${id}` },
      { method: 'PUT', url: `/api/lookups/countries/${id}`, payload },
      { method: 'POST', url: `/api/lookups/countries/${id}/deactivate` },
      { method: 'POST', url: `/api/lookups/countries/${id}/activate` },
    ] as const;
    await expectRefused(calls);
    expect((await get(`/api/lookups/countries/${id}`)).json()).toMatchObject({
      code3: 'THA',
      nameEn: row!.nameEn,
    });
    expect((await get('/api/lookups/countries/options', kit.office)).statusCode).toBe(200);
  });
});
