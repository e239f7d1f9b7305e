import type { Party, TransitionDeclaration } from './define';

/**
 * The statuses some declared action starts from, in declaration order: a record in one of them is
 * still open (waits for someone). With `party`, only the actions that party may take: the records
 * waiting on that party (its notification count, its queue). Queries read their status lists from
 * here instead of naming statuses, so the declaration stays the one rule.
 */
export const actionableStatuses = <S extends string, A extends string>(
  declaration: TransitionDeclaration<S, A>,
  party?: Party,
): S[] => {
  const rules = Object.values<TransitionDeclaration<S, A>['actions'][A]>(declaration.actions);
  const starts = new Set(
    rules.filter((rule) => party === undefined || rule.by.includes(party)).flatMap((rule) => rule.from),
  );
  return declaration.statuses.filter((status) => starts.has(status));
};

/** The statuses the given actions start from, in the order of the statuses. */
export const statusesActedOnBy = <S extends string, A extends string>(
  declaration: TransitionDeclaration<S, A>,
  actions: readonly A[],
): S[] => {
  const starts = new Set(actions.flatMap((action) => declaration.actions[action].from));
  return declaration.statuses.filter((status) => starts.has(status));
};

/** The statuses none of the given actions lead to, in the order of the statuses. */
export const statusesNotReachedBy = <S extends string, A extends string>(
  declaration: TransitionDeclaration<S, A>,
  actions: readonly A[],
): S[] => {
  const ends = new Set(actions.map((action) => declaration.actions[action].to));
  return declaration.statuses.filter((status) => !ends.has(status));
};

/**
 * Each status by its own name (`EMPLOYMENT_REQUEST_STATUS.CONTRACTED`), made from a status list:
 * code outside the contracts names a status through it, never as a string literal (a lint rule
 * holds this), so a renamed or removed status fails the typecheck where it is used.
 */
export const statusNames = <const S extends string>(statuses: readonly S[]): { readonly [K in S]: K } =>
  Object.freeze(Object.fromEntries(statuses.map((status) => [status, status]))) as { readonly [K in S]: K };
