import type { OfficeLocation } from './constants';

// The employers' values a page shows without validating anything, apart from their schemas
// (employers.ts re-exports them): the web's list of employers takes them from here and loads no zod
// (decision 0064).

/**
 * The cities an employer lives in, each in the area of one foreign-embassy office location: the
 * embassy of that location approves the employer's requests where the country uses the approval
 * flow (DOMAIN.md "Employment requests").
 */
export const EMPLOYER_CITY_LOCATIONS = {
  RIYADH: 'RIYADH',
  AL_KHARJ: 'RIYADH',
  BURAIDAH: 'RIYADH',
  HAIL: 'RIYADH',
  JEDDAH: 'JEDDAH',
  MAKKAH: 'JEDDAH',
  MADINAH: 'JEDDAH',
  TAIF: 'JEDDAH',
  ABHA: 'JEDDAH',
  TABUK: 'JEDDAH',
  DAMMAM: 'EASTERN_PROVINCE',
  KHOBAR: 'EASTERN_PROVINCE',
  DHAHRAN: 'EASTERN_PROVINCE',
  AL_AHSA: 'EASTERN_PROVINCE',
  JUBAIL: 'EASTERN_PROVINCE',
} as const satisfies Record<string, OfficeLocation>;
export type EmployerCity = keyof typeof EMPLOYER_CITY_LOCATIONS;
export const EMPLOYER_CITIES = Object.keys(EMPLOYER_CITY_LOCATIONS) as [EmployerCity, ...EmployerCity[]];

/** Employer national (1…) or resident (2…) id: 10 digits. */
export const EMPLOYER_ID_PATTERN = /^[12]\d{9}$/;

/**
 * The check digit of a Saudi national (1…) or resident (2…) id: digits in odd places (1st, 3rd, …)
 * are doubled and their digits summed, the others added; the total is a multiple of ten.
 */
export const isValidSaudiId = (value: string): boolean => {
  if (!EMPLOYER_ID_PATTERN.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < 10; index += 1) {
    const digit = Number(value[index]);
    if (index % 2 === 0) {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      sum += digit;
    }
  }
  return sum % 10 === 0;
};

/** The details of an employer besides its id: what a new employer is made of. */
export const EMPLOYER_DETAILS = ['nameAr', 'nameEn', 'mobile', 'city', 'address'] as const;
