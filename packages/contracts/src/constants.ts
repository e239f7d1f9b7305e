/** Business constants of spec section 9. */
export const LICENCE_WARNING_DAYS = 90;
export const NOTIFICATION_POLL_MS = 600_000;
export const ALERTS_MAX = 10;
export const ALERT_AUTO_CLOSE_MS = 5_000;
export const ALERT_CLOSE_ANIMATION_MS = 300;
export const PAGE_SIZE = 10;
export const MEGABYTE = 1_048_576;
export const DAY_MS = 86_400_000;
/** The kingdom's offset from UTC, the same all year (no daylight saving). */
export const KINGDOM_UTC_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * Today in the kingdom as YYYY-MM-DD: the calendar of the programme's day-dated rules (an
 * announcement's visibility), the same on the server and in a browser anywhere.
 */
export const todayInKingdom = (now: Date = new Date()): string =>
  new Date(now.getTime() + KINGDOM_UTC_OFFSET_MS).toISOString().slice(0, 10);

export const LANGUAGES = ['en-US', 'ar-SA'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-US';
export const isRtl = (language: Language): boolean => language === 'ar-SA';

export const COUNTRY_CODES = [
  'BGD',
  'KHM',
  'ETH',
  'PHL',
  'LKA',
  'UGA',
  'VNM',
  'EGY',
  'IND',
  'SOM',
  'SAU',
  'SDN',
  'YEM',
  'PAK',
  'MAR',
  'THA',
  'IDN',
  'BDI',
  'SLE',
  'KEN',
  'TZA',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** Embassy office locations in the kingdom (DOMAIN.md). */
export const OFFICE_LOCATIONS = ['RIYADH', 'JEDDAH', 'EASTERN_PROVINCE'] as const;
export type OfficeLocation = (typeof OFFICE_LOCATIONS)[number];
