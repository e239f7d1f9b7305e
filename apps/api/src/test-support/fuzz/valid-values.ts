import fc from 'fast-check';
import type { z } from 'zod';

/** The parts of zod 4's internal definitions the generators read. */
type Def = {
  type: string;
  coerce?: boolean;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
  format?: string;
  pattern?: RegExp;
};
type CheckDef = {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
};

export const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): CheckDef[] => (def.checks ?? []).map((check) => check._zod.def);

/** Values a query string or path carries: every leaf as text. */
export type Target = 'json' | 'text';

const asText = (value: unknown): unknown =>
  typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;

/** Days, months and ids that refinements (isoDate, months, custom checks) are probed with. */
const PROBES: { sample: string; arbitrary: fc.Arbitrary<string> }[] = [
  {
    sample: '2030-06-15',
    arbitrary: fc
      .date({
        min: new Date('1990-01-01T00:00:00Z'),
        max: new Date('2060-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10)),
  },
  {
    sample: '2030-06',
    arbitrary: fc
      .record({ year: fc.integer({ min: 2000, max: 2060 }), month: fc.integer({ min: 1, max: 12 }) })
      .map(({ year, month }) => `${year}-${String(month).padStart(2, '0')}`),
  },
];

const lengthBounds = (checks: CheckDef[]) => {
  let minLength = 0;
  let maxLength = 40;
  for (const check of checks) {
    if (check.check === 'min_length' && check.minimum !== undefined) minLength = check.minimum;
    if (check.check === 'max_length' && check.maximum !== undefined) maxLength = Math.min(check.maximum, 40);
    if (check.check === 'length_equals' && check.length !== undefined) minLength = maxLength = check.length;
  }
  return { minLength, maxLength: Math.max(minLength, maxLength) };
};

const WORDS = fc.constantFrom('مكتب', 'الرياض', 'Manila', 'Office', 'Jakarta', 'عامل', 'Line 1', '👋');

const stringArbitrary = (schema: z.ZodType, def: Def): fc.Arbitrary<string> => {
  const checks = checksOf(def);
  const format = checks.find((check) => check.check === 'string_format');
  if (def.format === 'email' || format?.format === 'email') return fc.emailAddress();
  if (def.format === 'uuid' || format?.format === 'uuid') return fc.uuid();
  if (format?.format === 'regex' && format.pattern) return fc.stringMatching(format.pattern);
  // A refinement that takes a day or a month but not a word is a date or month field.
  if (checks.some((check) => check.check === 'custom') && !schema.safeParse('Office').success) {
    const probe = PROBES.find(({ sample }) => schema.safeParse(sample).success);
    if (probe) return probe.arbitrary;
  }
  const { minLength, maxLength } = lengthBounds(checks);
  const words = fc
    .array(WORDS, { minLength: 1, maxLength: 4 })
    .map((parts) => parts.join(' ').slice(0, maxLength))
    .filter((value) => value.trim().length >= minLength);
  return fc.oneof(words, fc.string({ minLength: Math.max(minLength, 1), maxLength, unit: 'grapheme-ascii' }));
};

const numberArbitrary = (def: Def): fc.Arbitrary<number> => {
  const checks = checksOf(def);
  const integer = checks.some((check) => check.format === 'safeint' || check.format === 'int32');
  let min = -1_000_000;
  let max = 1_000_000;
  for (const check of checks) {
    if (check.check === 'greater_than' && check.value !== undefined)
      min = check.inclusive ? check.value : check.value + (integer ? 1 : 1e-6);
    if (check.check === 'less_than' && check.value !== undefined)
      max = check.inclusive ? check.value : check.value - (integer ? 1 : 1e-6);
  }
  if (!integer) return fc.double({ min, max, noNaN: true });
  // Small values hit seeded records (ids, pages); the whole range still appears.
  const small = fc.integer({ min, max: Math.min(max, min + 40) });
  return fc.oneof({ arbitrary: small, weight: 3 }, { arbitrary: fc.integer({ min, max }), weight: 1 });
};

/**
 * Values the schema should accept (best effort: cross-field rules may still refuse some). `text`
 * targets a query string or path: numbers and booleans are sent as their text.
 */
export const validValues = (schema: z.ZodType, target: Target = 'json'): fc.Arbitrary<unknown> => {
  const def = defOf(schema);
  const leaf = <T>(arbitrary: fc.Arbitrary<T>) =>
    target === 'text' ? arbitrary.map(asText) : (arbitrary as fc.Arbitrary<unknown>);
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema, def);
    case 'number':
      return leaf(numberArbitrary(def));
    case 'boolean':
      return leaf(fc.boolean());
    case 'enum':
      return leaf(fc.constantFrom(...Object.values(def.entries ?? {})));
    case 'literal':
      return leaf(fc.constantFrom(...(def.values ?? [])));
    case 'object': {
      const shape = def.shape ?? {};
      const required = Object.keys(shape).filter((key) => !isOptional(shape[key]!));
      const members = Object.fromEntries(
        Object.entries(shape).map(([key, value]) => [key, validValues(value, target)]),
      );
      return fc.record(members, { requiredKeys: required });
    }
    case 'array':
      return fc.array(validValues(def.element!, target), lengthBounds(checksOf(def)));
    case 'optional':
      return fc.option(validValues(def.innerType!, target), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(validValues(def.innerType!, target), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
      return fc.option(validValues(def.innerType!, target), { nil: undefined, freq: 4 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return validValues(def.innerType!, target);
    case 'pipe':
      // z.preprocess and .transform: generate for the side that sees the request's own value.
      return defOf(def.in!).type === 'transform'
        ? validValues(def.out!, target)
        : validValues(def.in!, target);
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => validValues(option, target)));
    case 'record':
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), validValues(def.valueType!, target), {
        maxKeys: 3,
      });
    case 'lazy':
      return validValues(def.getter!(), target);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
};

/** Whether a member of an object may be left out. */
export const isOptional = (schema: z.ZodType): boolean => {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') return true;
  if (def.type === 'pipe') return isOptional(defOf(def.in!).type === 'transform' ? def.out! : def.in!);
  return schema.safeParse(undefined).success;
};
