import type { RouteOptions } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { FEATURE_FLAG_NAMES } from '@portal/contracts/feature-flags';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { answerSerializerCompiler, readsAsItEncodes } from './answer-serializer';

const serializerOf = (schema: $ZodType) => answerSerializerCompiler({ schema, method: 'GET', url: '/api/x' });

const named = z.object({ id: z.number().int(), name: z.object({ ar: z.string(), en: z.string() }) });

type Tree = { label: string; children: Tree[] };
const tree: z.ZodType<Tree> = z.lazy(() => z.object({ label: z.string(), children: z.array(tree) }));

describe('readsAsItEncodes', () => {
  it('holds for plain data: objects, arrays, unions, enums, nullables, pipes without transforms, recursion', () => {
    const schema = z.object({
      items: z.array(named.extend({ status: z.enum(['A', 'B']), at: z.string().nullable() })),
      either: z.union([z.literal('x'), z.number().min(1)]).optional(),
      email: z.string().pipe(z.email()),
      tags: z.record(z.string(), z.array(z.string())),
      pair: z.tuple([z.string(), z.number()]),
      tree: tree,
    });
    expect(readsAsItEncodes(schema)).toBe(true);
  });

  it('fails for a transform, a preprocess or a codec, however deep, inside a lazy schema too', () => {
    const deep = (inner: z.ZodType) => z.object({ rows: z.array(z.object({ value: inner })) });
    expect(readsAsItEncodes(deep(z.string().transform((text) => text.length)))).toBe(false);
    expect(readsAsItEncodes(deep(z.preprocess((value) => value, z.string())))).toBe(false);
    const isoDate = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    expect(readsAsItEncodes(deep(isoDate))).toBe(false);
    expect(readsAsItEncodes(deep(z.lazy(() => z.string().transform((text) => text.length))))).toBe(false);
  });
});

describe('answerSerializerCompiler', () => {
  it('sends the answer as its schema reads it: fields outside the contract are left out', () => {
    const body = { id: 7, name: { ar: 'مكتب', en: 'Office' }, secret: 'hash' };
    expect(JSON.parse(serializerOf(named)(body))).toEqual({ id: 7, name: { ar: 'مكتب', en: 'Office' } });
  });

  it('refuses an answer outside its contract', () => {
    expect(() => serializerOf(named)({ id: 'seven', name: { ar: 'a', en: 'b' } })).toThrow(
      ResponseSerializationError,
    );
  });

  it('encodes an answer whose schema holds a codec', () => {
    const schema = z.object({
      at: z.codec(z.iso.datetime(), z.date(), {
        decode: (text) => new Date(text),
        encode: (date) => date.toISOString(),
      }),
    });
    const at = new Date('2026-12-01T10:00:00.000Z');
    expect(serializerOf(schema)({ at })).toBe('{"at":"2026-12-01T10:00:00.000Z"}');
  });
});

describe("the application's answers", () => {
  const schemas: { route: string; schema: $ZodType }[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { FEATURE_FLAGS: FEATURE_FLAG_NAMES.join(',') },
      onRoute: (route: RouteOptions) => {
        const responses = (route.schema?.response ?? {}) as Record<string, $ZodType>;
        for (const [status, schema] of Object.entries(responses))
          schemas.push({ route: `${String(route.method)} ${route.url} ${status}`, schema });
      },
    });
  });
  afterAll(async () => t?.close());

  it('are plain data: every answer schema is checked by reading, the fast way (decision 0081)', () => {
    expect(schemas.length).toBeGreaterThan(100);
    expect(schemas.filter(({ schema }) => !readsAsItEncodes(schema)).map(({ route }) => route)).toEqual([]);
  });
});
