import fc from 'fast-check';
import type { z } from 'zod';
import { validValues, type Target } from './valid-values';

/** JSON values PostgreSQL, JavaScript or the schemas could trip over. */
const BAD_JSON: unknown[] = [
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udc00y',
  2_147_483_648,
  Number.MAX_SAFE_INTEGER + 2,
  1e20,
  -1,
  0,
  1.5,
  '9999-99-99',
  '0000-00-00',
  '2026-02-30',
  '10000-01-01',
  'x'.repeat(70_000),
  '',
  '   ',
  {},
  [],
  true,
  null,
  'text',
  { $gt: '' },
  ['a', 1],
];

/** Query and path texts, already percent-encoded (some are not valid UTF-8 on purpose). */
const BAD_TEXT: string[] = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%F0%9F',
  '%FF',
  '%',
  '%25',
  '2147483648',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  '1e400',
  'NaN',
  'Infinity',
  '9999-99-99',
  '0000-00-00',
  '2026-02-30',
  'x'.repeat(5_000),
  '[]',
  'true',
  '+',
];

export type TextValue = { raw: string } | string | number | boolean;

/** A text already encoded for a URL (the bad ones cannot go through encodeURIComponent). */
export const raw = (encoded: string): TextValue => ({ raw: encoded });

const badValue = (target: Target): fc.Arbitrary<unknown> =>
  target === 'json' ? fc.constantFrom(...BAD_JSON) : fc.constantFrom(...BAD_TEXT).map(raw);

type Path = (string | number)[];

const pathsOf = (value: unknown, prefix: Path = []): Path[] => {
  if (Array.isArray(value))
    return value.flatMap((item, index) => [[...prefix, index], ...pathsOf(item, [...prefix, index])]);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => [
      [...prefix, key],
      ...pathsOf(item, [...prefix, key]),
    ]);
  return [];
};

const clone = (value: unknown): unknown => (value === undefined ? undefined : structuredClone(value));

const setAt = (value: unknown, path: Path, next: unknown, remove = false): unknown => {
  const copy = clone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (remove) delete node[last];
  else node[last] = next;
  return copy;
};

const EXTRA_KEYS = ['extra', 'id', 'constructor', 'organizationId', 'role', 'zz'];

/**
 * Values the schema should refuse or at least survive: a member replaced by a bad value (NUL,
 * lone surrogates, huge numbers, impossible dates, huge text, wrong types), a member left out, an
 * unknown member added, or the whole value replaced.
 */
export const brokenValues = (schema: z.ZodType, target: Target = 'json'): fc.Arbitrary<unknown> =>
  validValues(schema, target).chain((valid) => {
    const paths = pathsOf(valid);
    const whole = badValue(target);
    const extra = fc
      .tuple(
        fc.constantFrom(...EXTRA_KEYS),
        target === 'json' ? fc.jsonValue({ maxDepth: 1 }) : badValue(target),
      )
      .map(([key, item]) =>
        typeof valid === 'object' && valid !== null && !Array.isArray(valid)
          ? { ...valid, [key]: item }
          : valid,
      );
    if (paths.length === 0) return fc.oneof(whole, extra);
    const path = fc.constantFrom(...paths);
    const replaced = fc.tuple(path, badValue(target)).map(([at, bad]) => setAt(valid, at, bad));
    const removed = path.map((at) => setAt(valid, at, undefined, true));
    return fc.oneof(
      { arbitrary: replaced, weight: 6 },
      { arbitrary: removed, weight: 1 },
      { arbitrary: extra, weight: 1 },
      { arbitrary: whole, weight: 1 },
    );
  });
