import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/**
 * drizzle's rows mapped by a plan made once per prepared statement (decision 0068, 2026-11-30).
 * drizzle maps every row of a select or `returning` with `mapResultRow`, which works out again
 * for every column of every row what the column is (`is()` walks the class chain up to four
 * times), walks its path through an iterator and rebuilds a closure per row: 4–6 % of the API's
 * processor time on a request's or a contract's read. Here the decoders, paths and the left joins'
 * null objects are worked out once, when the statement is first run, into one function that
 * writes the row's objects as literals: a row is only its values decoded into place (about 1 µs
 * for 25 columns against drizzle's 4–8 µs, measured in one process at load 10–19). The result is
 * the same object, key for key and in the same order (row-mapping.test.ts holds both ways of
 * mapping against `mapResultRow` on the driver's own rows, on PGlite and PostgreSQL).
 */

type SelectedField = { path: string[]; field: unknown };
type Decoder = { mapFromDriverValue: (value: unknown) => unknown };

/** A column's decoder, as `mapResultRow` chooses it. */
const decoderOf = (field: unknown): Decoder => {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: { decoder: Decoder } } })._.sql.decoder;
  return (field as { sql: { decoder: Decoder } }).sql.decoder;
};

type Plan = {
  /** Per column: its decoder, the objects above it (may be empty) and its own key. */
  decoders: Decoder[];
  parents: string[][];
  keys: string[];
  /**
   * A left-joined object set to null when its first column is null and its table is not
   * guaranteed by the joins (`mapResultRow`'s nullifyMap): per object, that first column's index
   * and its table; objects whose columns come from more than one table are never nulled.
   */
  nullable: { object: string; column: number; table: string }[];
};

const planOf = (fields: SelectedField[]): Plan => {
  const nullable = new Map<string, { object: string; column: number; table: string } | false>();
  fields.forEach(({ path, field }, index) => {
    if (path.length !== 2 || !is(field, Column)) return;
    const object = path[0]!;
    const table = getTableName(field.table);
    const known = nullable.get(object);
    if (known === undefined) nullable.set(object, { object, column: index, table });
    else if (known !== false && known.table !== table) nullable.set(object, false);
  });
  return {
    decoders: fields.map(({ field }) => decoderOf(field)),
    parents: fields.map(({ path }) => path.slice(0, -1)),
    keys: fields.map(({ path }) => path[path.length - 1]!),
    nullable: [...nullable.values()].filter((entry) => entry !== false),
  };
};

type RowMapper = (
  row: unknown[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
) => Record<string, unknown>;

/**
 * One row (in array mode) as drizzle's `mapResultRow(fields, row, joinsNotNullableMap)` answers
 * it, for any plan: objects made as their first column comes, left joins nulled after.
 */
const mapperByLoop =
  (plan: Plan): RowMapper =>
  (row, joinsNotNullableMap) => {
    const { decoders, parents, keys } = plan;
    const result: Record<string, unknown> = {};
    for (let index = 0; index < keys.length; index++) {
      let node: Record<string, unknown> = result;
      const above = parents[index]!;
      for (let depth = 0; depth < above.length; depth++) {
        const chunk = above[depth]!;
        // `in`, as mapResultRow checks it.
        if (!(chunk in node)) node[chunk] = {};
        node = node[chunk] as Record<string, unknown>;
      }
      const raw = row[index];
      node[keys[index]!] = raw === null ? null : decoders[index]!.mapFromDriverValue(raw);
    }
    if (joinsNotNullableMap) nullJoined(plan, row, result, joinsNotNullableMap);
    return result;
  };

const nullJoined = (
  plan: Plan,
  row: unknown[],
  result: Record<string, unknown>,
  joinsNotNullableMap: Record<string, boolean>,
) => {
  for (const { object, column, table } of plan.nullable) {
    const raw = row[column];
    const value = raw === null ? null : plan.decoders[column]!.mapFromDriverValue(raw);
    if (value === null && !joinsNotNullableMap[table]) result[object] = null;
  }
};

/** A key that an object literal or `in` would treat unlike a plain own property. */
const unusual = (key: string) => key === '__proto__' || key in Object.prototype;

/**
 * The same mapping written out as one function per statement: the row's object and its nested
 * objects as literals in their keys' first-appearance order (the order `mapResultRow` inserts
 * them), so V8 makes every row with one hidden class and no lookups. Plans with unusual keys
 * take the loop.
 */
const mapperByCode = (plan: Plan): RowMapper => {
  const { parents, keys } = plan;
  if ([...keys, ...parents.flat()].some(unusual)) return mapperByLoop(plan);
  type Node = Map<string, Node | number>;
  const root: Node = new Map();
  keys.forEach((key, index) => {
    let node = root;
    for (const chunk of parents[index]!) {
      let next = node.get(chunk);
      if (typeof next !== 'object') node.set(chunk, (next = new Map()));
      node = next;
    }
    node.set(key, index);
  });
  const value = (index: number) =>
    `(row[${index}] === null ? null : decoders[${index}].mapFromDriverValue(row[${index}]))`;
  const literal = (node: Node): string =>
    `{${[...node].map(([key, inner]) => `${JSON.stringify(key)}: ${typeof inner === 'number' ? value(inner) : literal(inner)}`).join(', ')}}`;
  // Made from the statement's own field names, each quoted by JSON.stringify.
  const make = new Function(
    'decoders',
    'nullJoined',
    'plan',
    `return (row, joins) => { const result = ${literal(root)}; if (joins) nullJoined(plan, row, result, joins); return result; };`,
  ) as (decoders: Decoder[], nulls: typeof nullJoined, plan: Plan) => RowMapper;
  return make(plan.decoders, nullJoined, plan);
};

type PreparedQuery = {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
};

type Session = { prepareQuery: (...args: unknown[]) => PreparedQuery };

/** The loop for tests that compare both ways (row-mapping.test.ts). */
export let mapperOf: (plan: Plan) => RowMapper = mapperByCode;
export const mapByLoop = (loop: boolean): void => {
  mapperOf = loop ? mapperByLoop : mapperByCode;
};

const MAPPED = Symbol.for('portal.compiledRowMapping');

/**
 * Makes a drizzle session class (node-postgres's or PGlite's) map its statements' rows by a plan:
 * every statement with selected fields and no mapper of its own (drizzle's relational queries
 * bring theirs) gets one, made at its first run, reading the statement's left joins as drizzle
 * would at that time. Patched once per class, so every database, pooled client and transaction
 * of that driver maps the same way.
 */
export const mapRowsByPlan = (session: object): void => {
  const prototype = Object.getPrototypeOf(session) as Session & { [MAPPED]?: true };
  if (prototype[MAPPED]) return;
  const prepareQuery = prototype.prepareQuery;
  prototype.prepareQuery = function (this: Session, ...args: unknown[]) {
    const prepared = prepareQuery.apply(this, args);
    const { fields } = prepared;
    if (fields && !prepared.customResultMapper) {
      let mapRow: RowMapper | undefined;
      prepared.customResultMapper = (rows) => {
        mapRow ??= mapperOf(planOf(fields));
        const joins = prepared.joinsNotNullableMap;
        const mapped = new Array<Record<string, unknown>>(rows.length);
        for (let index = 0; index < rows.length; index++) mapped[index] = mapRow(rows[index]!, joins);
        return mapped;
      };
    }
    return prepared;
  };
  prototype[MAPPED] = true;
};
