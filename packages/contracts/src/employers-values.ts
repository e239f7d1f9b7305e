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
