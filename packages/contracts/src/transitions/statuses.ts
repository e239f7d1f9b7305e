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
