import type { QueryClient } from '@tanstack/react-query';

/**
 * After a write every screen shows what it changed, without a reload: a record, the lists it is
 * in, its history, the notification counts and the dashboard figures may all move with one action
 * (an employment request's acceptance changes the request, the candidate, the visa and two
 * organisations' counts), so every query is marked stale. The ones on screen are read again now,
 * the others when next shown. Files fetched once per version (`meta.unchangedByWrites`) stay.
 * Not awaited: the write's own caller goes on at once.
 */
export const refreshAfterWrite = (client: QueryClient): void => {
  void client.invalidateQueries({ predicate: (query) => !query.meta?.unchangedByWrites });
};
