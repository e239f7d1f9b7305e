import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeEncode, safeParse, type $ZodLazy } from 'zod/v4/core';

/** Schema kinds whose forward reading (parse) differs from their encoding, or that are not walked. */
const ONE_WAY_KINDS = new Set(['transform', 'promise', 'function']);

type Def = { type: string; transform?: unknown } & Record<string, unknown>;

/**
 * Whether checking a value against the schema by reading it (parse) answers what encoding it does:
 * true unless the schema holds a transform or a codec (a pipe with a transform each way), a lazy
 * schema's inner one included (a recursive schema is walked once). Every other kind validates the
 * same way in both directions.
 */
export const readsAsItEncodes = (schema: $ZodType, seen = new Set<$ZodType>()): boolean => {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as unknown as Def;
  if (ONE_WAY_KINDS.has(def.type) || (def.type === 'pipe' && def.transform !== undefined)) return false;
  if (def.type === 'lazy') return readsAsItEncodes((schema as $ZodLazy)._zod.innerType, seen);
  const parts = Object.values(def).flatMap((value) =>
    value instanceof $ZodType
      ? [value]
      : Array.isArray(value)
        ? value
        : value !== null && typeof value === 'object' && !(value instanceof RegExp)
          ? Object.values(value)
          : [],
  );
  return parts.every((part) => !(part instanceof $ZodType) || readsAsItEncodes(part, seen));
};

/**
 * Every answer is checked against its route's zod schema before it is sent (a handler that
 * answers outside its contract fails with 500, it does not leak a field). The provider's own
 * serializer encodes (zod's backward direction), which runs every node twice (a pass without
 * checks, then with them): four times the time of reading the answer (decision 0081). Our answers
 * have no codecs, so a schema that reads as it encodes is checked by reading; any other by encoding.
 */
export const answerSerializerCompiler: FastifySerializerCompiler<$ZodType> = ({ schema, method, url }) => {
  if (!(schema instanceof $ZodType)) throw new Error(`${method} ${url}: an answer schema that is not zod`);
  const check = readsAsItEncodes(schema) ? safeParse : safeEncode;
  return (data: unknown) => {
    const result = check(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
