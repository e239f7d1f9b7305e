import { statusNames } from './transitions/statuses';

// The suspensions' values a page shows without validating anything, apart from their schemas
// (suspensions.ts re-exports them): the web's list of suspensions takes them from here and loads no
// zod (decision 0064).

/** SCHEDULED: starts later; ACTIVE: in force today; ENDED: lifted or past its end date. */
export const SUSPENSION_STATES = ['SCHEDULED', 'ACTIVE', 'ENDED'] as const;
export type SuspensionState = (typeof SUSPENSION_STATES)[number];
/** Each status by name: code outside the contracts names a status through this (lint). */
export const SUSPENSION_STATE = statusNames(SUSPENSION_STATES);
