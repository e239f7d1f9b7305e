import type { Database } from '../client';
import { publicHolidays } from '../schema/index';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const days = (names: { nameAr: string; nameEn: string }, ...list: string[]) =>
  list.map((day, index) => ({
    day,
    nameAr: list.length > 1 ? `${names.nameAr} (اليوم ${index + 1})` : names.nameAr,
    nameEn: list.length > 1 ? `${names.nameEn} (day ${index + 1})` : names.nameEn,
  }));

const FOUNDING = { nameAr: 'يوم التأسيس', nameEn: 'Founding Day' };
const NATIONAL = { nameAr: 'اليوم الوطني', nameEn: 'National Day' };
const FITR = { nameAr: 'إجازة عيد الفطر', nameEn: 'Eid al-Fitr holiday' };
const ADHA = { nameAr: 'إجازة عيد الأضحى', nameEn: 'Eid al-Adha holiday' };

/**
 * The kingdom's public holidays of 2026 and 2027 (decision 0057): Founding Day (22 February),
 * National Day (23 September), and the two Eids of four days each as the labour regulations give
 * them: 1 to 4 Shawwal, and the day of Arafah (9 Dhu al-Hijjah) to 12 Dhu al-Hijjah, dated by the
 * Umm al-Qura calendar (1447 and 1448 AH; a test reads each date back in that calendar).
 */
export const DEMO_PUBLIC_HOLIDAYS = [
  ...days(FOUNDING, '2026-02-22'),
  ...days(FITR, '2026-03-20', '2026-03-21', '2026-03-22', '2026-03-23'),
  ...days(ADHA, '2026-05-26', '2026-05-27', '2026-05-28', '2026-05-29'),
  ...days(NATIONAL, '2026-09-23'),
  ...days(FOUNDING, '2027-02-22'),
  ...days(FITR, '2027-03-09', '2027-03-10', '2027-03-11', '2027-03-12'),
  ...days(ADHA, '2027-05-15', '2027-05-16', '2027-05-17', '2027-05-18'),
  ...days(NATIONAL, '2027-09-23'),
];

/** Idempotent: a day that already has a holiday keeps it (an admin may have renamed it). */
export const seedPublicHolidays = async (tx: Tx): Promise<void> => {
  await tx.insert(publicHolidays).values(DEMO_PUBLIC_HOLIDAYS).onConflictDoNothing();
};
