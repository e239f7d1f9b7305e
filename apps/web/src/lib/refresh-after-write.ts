import type { Query, QueryClient } from '@tanstack/react-query';

const changedByWrites = (query: Query): boolean => !query.meta?.unchangedByWrites;

/**
 * After a write every screen shows what it changed, without a reload: a record, the lists it is
 * in, its history, the notification counts and the dashboard figures may all move with one action
 * (an employment request's acceptance changes the request, the candidate, the visa and two
 * organisations' counts), so every query is marked stale. The ones on screen are read again now,
 * the others when next shown. Files fetched once per version (`meta.unchangedByWrites`) stay.
 * Not awaited: the write's own caller goes on at once.
 *
 * A read still on its way may answer what was there before the write, and TanStack Query does not
 * start a first read again on invalidation (it cancels an ongoing fetch only when the query already
 * has data): reads under way are cancelled first (a no-op for the others), then read again if shown.
 */
export const refreshAfterWrite = (client: QueryClient): void => {
  void client
    .cancelQueries({ predicate: changedByWrites })
    .then(() => client.invalidateQueries({ predicate: changedByWrites }));
};
