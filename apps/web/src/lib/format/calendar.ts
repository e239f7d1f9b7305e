/** Spec 1: in the Arabic locale the week starts on Sunday and the weekend is Friday and Saturday. */
export const WEEK_START_DAY = 0; // Sunday (0 = Sunday … 6 = Saturday, as Date#getDay)
export const WEEKEND_DAYS: readonly number[] = [5, 6]; // Friday, Saturday
export const CURRENCY = 'SAR';

export const isWeekend = (date: Date): boolean => WEEKEND_DAYS.includes(date.getDay());

/** Day indices of one week in display order, starting on Sunday. */
export const weekDays = (): number[] => Array.from({ length: 7 }, (_, index) => (WEEK_START_DAY + index) % 7);
