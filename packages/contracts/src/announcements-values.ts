import { statusNames } from './transitions/statuses';

// The announcements' values a page shows without validating anything, apart from their schemas
// (announcements.ts re-exports them): the web's list of announcements takes them from here and loads
// no zod (decision 0064).

/** Visibility of an announcement against today: not yet, now, or over. */
export const ANNOUNCEMENT_STATES = ['SCHEDULED', 'CURRENT', 'EXPIRED'] as const;
export type AnnouncementState = (typeof ANNOUNCEMENT_STATES)[number];
/** Each status by name: code outside the contracts names a status through this (lint). */
export const ANNOUNCEMENT_STATE = statusNames(ANNOUNCEMENT_STATES);

/** The fields an announcement is saved with: the form's, and what its history records. */
export const ANNOUNCEMENT_INPUT_FIELDS = [
  'titleAr',
  'titleEn',
  'bodyAr',
  'bodyEn',
  'audiencePublic',
  'audienceRoles',
  'visibleFrom',
  'visibleTo',
] as const;
