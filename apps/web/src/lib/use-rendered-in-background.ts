import { useDeferredValue } from 'react';

/** What a caller shows while the first value renders in the background. */
const NOT_YET = Symbol('not yet rendered');

/**
 * Data rendered in a background render that React splits into short tasks (decision 0074). Answers
 * reach a page through the query client's store, whose changes React renders as one blocking task,
 * and a list's rows (their cells' styles, their dates) are most of a page's work. `shown` is the
 * value to render: undefined until the first one has rendered, even if it was there at mount, then the
 * last one rendered; `inTransit` says a newer value is rendering (show the previous state meanwhile,
 * busy, never an empty one).
 */
export const useRenderedInBackground = <T>(
  latest: T | undefined,
): { shown: T | undefined; inTransit: boolean } => {
  const deferred = useDeferredValue<T | undefined | typeof NOT_YET>(latest, NOT_YET);
  return { shown: deferred === NOT_YET ? undefined : deferred, inTransit: deferred !== latest };
};
