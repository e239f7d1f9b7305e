import { describe, expect, it } from 'vitest';
import { DEMO_PUBLIC_HOLIDAYS } from './seed-public-holidays';

const hijri = (day: string) =>
  new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { day: 'numeric', month: 'numeric', timeZone: 'UTC' })
    .formatToParts(new Date(`${day}T00:00:00Z`))
    .reduce<Record<string, number>>((parts, part) => ({ ...parts, [part.type]: Number(part.value) }), {});

describe('demo public holidays', () => {
  it('dates each Eid day by the Umm al-Qura calendar: 1-4 Shawwal and 9-12 Dhu al-Hijjah', () => {
    const eids = DEMO_PUBLIC_HOLIDAYS.filter((holiday) => holiday.nameEn.startsWith('Eid'));
    expect(eids).toHaveLength(16);
    for (const holiday of eids) {
      const { month, day } = hijri(holiday.day);
      if (holiday.nameEn.startsWith('Eid al-Fitr')) expect([month, day]).toEqual([10, expect.any(Number)]);
      else expect(month).toBe(12);
      const index = Number(/day (\d)/.exec(holiday.nameEn)?.[1]);
      expect(day).toBe(holiday.nameEn.startsWith('Eid al-Fitr') ? index : 8 + index);
    }
  });

  it('keeps Founding Day on 22 February and National Day on 23 September', () => {
    const fixed = DEMO_PUBLIC_HOLIDAYS.filter((holiday) => !holiday.nameEn.startsWith('Eid'));
    expect(fixed.map((holiday) => holiday.day)).toEqual([
      '2026-02-22',
      '2026-09-23',
      '2027-02-22',
      '2027-09-23',
    ]);
  });
});
