const day = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** A passport valid two more years and a 30-year-old worker: valid by the candidate rules. */
export const VALID_DATES = { passportExpiry: day(2), birthDate: day(-30, -10) };
export const dayFromToday = day;
