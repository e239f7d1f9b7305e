import { statusNames } from './transitions/statuses';

// The watchlist's states, apart from its schemas (employer-watchlist.ts re-exports them): the list
// page takes them from here and loads no zod (decision 0064).

export const WATCHLIST_STATES = ['ACTIVE', 'LIFTED'] as const;
export type WatchlistState = (typeof WATCHLIST_STATES)[number];
/** Each state by name: code outside the contracts names a state through this (lint). */
export const WATCHLIST_STATE = statusNames(WATCHLIST_STATES);
