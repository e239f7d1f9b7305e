import { is, Placeholder, sql, type Query, type SQL } from 'drizzle-orm';

/**
 * A statement part whose text never changes, only its values (e.g. the clocks an action meets, in
 * the action's own statement): written once with named values, rendered to its text once, and
 * bound at each call (decision 0089). Rendering the parts through drizzle at every call took 4 % of
 * the API's thread in a profile of approves under load.
 */
export type Template<K extends string> = {
  readonly statement: SQL;
  /**
   * Rendered by the first call (the dialect's text: one casing per API); its parameters in their
   * order, each a value's name or a value written in (the same at every call).
   */
  rendered?: { text: string; params: ({ name: K } | { constant: unknown })[] };
};

const BOUND = Symbol('bound template');

/** A template with its values: what `updateWithHistory`'s parts and `preparedPerShape`'s filters take. */
export type BoundTemplate = {
  readonly [BOUND]: Template<string>;
  readonly values: Readonly<Record<string, unknown>>;
};

/**
 * A template from `write`, which receives a function naming each value (`value('at')`); a value
 * may appear more than once. Answers the function that binds its values: every name, no other.
 * Values are sent as they are given (no column's encoder): dates as ISO text, JSON as text. Values
 * written in (`${'ACTIVE'}`) are rendered once with the text and sent at every call.
 */
export const template = <K extends string>(
  write: (value: (name: K) => SQL) => SQL,
): ((values: Record<K, unknown>) => BoundTemplate) => {
  const made: Template<K> = { statement: write((name) => sql`${sql.placeholder(name)}`) };
  return (values) => ({ [BOUND]: made as Template<string>, values });
};

/**
 * Templates whose text depends on a part fixed in the code (a CTE's name, an expression per kind):
 * one per part, made by `make` on its first use.
 */
export const templatePer = <P, B>(make: (part: P) => B): ((part: P) => B) => {
  const made = new Map<P, B>();
  return (part) => {
    let binder = made.get(part);
    if (binder === undefined) {
      binder = make(part);
      made.set(part, binder);
    }
    return binder;
  };
};

export const isBoundTemplate = (part: unknown): part is BoundTemplate =>
  typeof part === 'object' && part !== null && BOUND in part;

type Dialect = { sqlToQuery: (statement: SQL) => Query };

/** A bound template as its text (values numbered `$1`, `$2`, … in their order) and its values. */
export const renderBound = (dialect: Dialect, bound: BoundTemplate): { text: string; params: unknown[] } => {
  const made = bound[BOUND];
  if (made.rendered === undefined) {
    const query = dialect.sqlToQuery(made.statement);
    made.rendered = {
      text: query.sql,
      params: query.params.map((param) =>
        is(param, Placeholder) ? { name: param.name as string } : { constant: param },
      ),
    };
  }
  const { text, params } = made.rendered;
  return {
    text,
    params: params.map((param) => {
      if (!('name' in param)) return param.constant;
      if (!(param.name in bound.values)) throw new Error(`the template's value ${param.name} was not given`);
      return bound.values[param.name];
    }),
  };
};
