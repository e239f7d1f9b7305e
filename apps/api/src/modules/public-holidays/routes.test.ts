import { describe, expect, it } from 'vitest';
import {
  publicHolidayListResponseSchema,
  publicHolidaySchema,
  type PublicHoliday,
} from '@portal/contracts/public-holidays';
import { translate } from '../../i18n/catalogue';
import { AR, lookupTestKit } from '../../test-support/lookup-test-kit';

describe('public holidays', () => {
  const { kit, get, create, put, remove, csvLines, expectRefused, ...lookup } =
    lookupTestKit('/api/public-holidays');
  const list = (query: string) => lookup.list(publicHolidayListResponseSchema, query);
  const newHoliday = async (day: string, nameEn = 'Test holiday'): Promise<PublicHoliday> => {
    const res = await create({ day, nameAr: 'عطلة تجريبية', nameEn });
    expect(res.statusCode, res.body).toBe(201);
    return publicHolidaySchema.parse(res.json());
  };

  it('lists the seeded holidays of a year in date order: Founding Day and National Day of 2026', async () => {
    const year = await list('year=2026&size=100');
    const days = year.items.map((holiday) => holiday.day);
    expect(days).toEqual(expect.arrayContaining(['2026-02-22', '2026-03-20', '2026-05-27', '2026-09-23']));
    expect(days).toEqual([...days].sort());
    expect(days.every((day) => day.startsWith('2026-'))).toBe(true);
    expect((await list('year=2027&size=100')).items.map((h) => h.day)).toContain('2027-03-09');
    const bad = await get('/api/public-holidays?year=1850', { ...kit.admin, ...AR });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(translate('ar-SA', 'validation.holidayYear'));
  });

  it('adds, edits on the row version and deletes a holiday, each in its history', async () => {
    const holiday = await newHoliday('2031-01-05');
    expect(holiday).toMatchObject({ day: '2031-01-05', rowVersion: 1 });
    const edited = await put(holiday.id, {
      day: '2031-01-06',
      nameAr: 'عطلة',
      nameEn: 'Moved',
      rowVersion: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ day: '2031-01-06', rowVersion: 2 });
    const stale = await put(holiday.id, {
      day: '2031-01-07',
      nameAr: 'عطلة',
      nameEn: 'Stale',
      rowVersion: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect((await remove(holiday.id)).statusCode).toBe(204);
    expect((await get(`/api/public-holidays/${holiday.id}`)).statusCode).toBe(404);
    expect(await lookup.historyActions('publicHoliday', holiday.id)).toEqual(['create', 'update', 'delete']);
  });

  it('shows its history under the screen labels', async () => {
    const holiday = await newHoliday('2031-02-05');
    const res = await get(`/api/history/publicHoliday/${holiday.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items[0]).toMatchObject({ action: 'create' });
  });

  it('refuses a day that already has a holiday and a bad date, in both languages', async () => {
    await newHoliday('2031-03-05');
    for (const [headers, language] of [
      [kit.admin, 'en-US'],
      [{ ...kit.admin, ...AR }, 'ar-SA'],
    ] as const) {
      const taken = await create({ day: '2031-03-05', nameAr: 'س', nameEn: 'x' }, headers);
      expect(taken.statusCode).toBe(409);
      expect(taken.json().fieldErrors.day).toEqual([
        translate(language, 'publicHolidays.dayTaken', { day: '2031-03-05' }),
      ]);
      const bad = await create({ day: '2031-02-30', nameAr: '', nameEn: 'x' }, headers);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors).toMatchObject({
        day: [translate(language, 'validation.date')],
        nameAr: [translate(language, 'validation.required')],
      });
    }
  });

  it('exports the list with the Hijri date beside each day', async () => {
    const lines = csvLines(await get('/api/public-holidays/export?year=2026&format=csv'));
    expect(lines[0]).toContain('Hijri date');
    expect(lines.find((line) => line.startsWith('2026-03-20'))).toContain('Shawwal 1, 1447');
  });

  it('answers 403 to anyone but the admins', async () => {
    await expectRefused([
      { method: 'GET', url: '/api/public-holidays' },
      {
        method: 'POST',
        url: '/api/public-holidays',
        payload: { day: '2031-04-01', nameAr: 'س', nameEn: 'x' },
      },
      { method: 'DELETE', url: '/api/public-holidays/1' },
      { method: 'GET', url: '/api/history/publicHoliday/1' },
    ]);
  });
});
