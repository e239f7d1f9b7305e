import { statusNames } from './transitions/statuses';

// The visas' values a page shows without validating anything, apart from their schemas (visas.ts
// re-exports them): the web's list of visas takes them from here and loads no zod (decision 0064).

/** DOMAIN.md: AVAILABLE -> USED when an employment request takes the visa, back when it ends. */
export const VISA_STATUSES = ['AVAILABLE', 'USED'] as const;
export type VisaStatus = (typeof VISA_STATUSES)[number];
/** Each status by name: code outside the contracts names a status through this (lint). */
export const VISA_STATUS = statusNames(VISA_STATUSES);
export const VISA_GENDERS = ['FEMALE', 'MALE'] as const;
export type VisaGender = (typeof VISA_GENDERS)[number];

/** The columns of an import file's header row (any order and case; CSV in UTF-8 or XLSX). */
export const VISA_IMPORT_COLUMNS = [
  'number',
  'employerId',
  'country',
  'gender',
  'job',
  'issueDate',
  'expiryDate',
] as const;
export type VisaImportColumn = (typeof VISA_IMPORT_COLUMNS)[number];
export const VISA_IMPORT_MAX_ROWS = 5000;
