import { ROLES, type Role } from './roles';
import { statusNames } from './transitions/statuses';

// The organisations' values a page shows without validating anything, apart from their schemas
// (organizations.ts re-exports them): the organisations' list and the dashboard take them from here
// and load no zod (decision 0064).

/** What an organisation can be: every role except the programme operator. */
export const ORGANIZATION_TYPES = ROLES.filter((role) => role !== 'ADMIN') as Exclude<Role, 'ADMIN'>[];
export const ORGANIZATION_STATUSES = ['ACTIVE', 'EXPIRED_LICENSE', 'SUSPENDED'] as const;
/** Each status by name: code outside the contracts names a status through this (lint). */
export const ORGANIZATION_STATUS = statusNames(ORGANIZATION_STATUSES);

/** Types that hold a recruitment licence (number and expiry date required). */
export const LICENSED_TYPES: readonly Role[] = ['PRO_OFFICE', 'PRO_COMPANY', 'EPRO'];
/** Types with a bank account (Saudi IBAN): local offices and companies. */
export const BANK_ACCOUNT_TYPES: readonly Role[] = ['PRO_OFFICE', 'PRO_COMPANY'];
/** Types that belong to a sending country. */
export const COUNTRY_TYPES: readonly Role[] = ['EPRO', 'FMOL', 'FOREIGN_EMBASSY', 'SA_EMBASSY'];
