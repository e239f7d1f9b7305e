import type { FastifyBaseLogger } from 'fastify';
import { pino, type Logger } from 'pino';

/** The fields of a request's line, in the order pino writes them. */
export type RequestLineFields = {
  req: unknown;
  res: unknown;
  responseTime: number;
  userId?: number;
  organizationId?: number;
};

type Serializer = (value: unknown) => unknown;
type PinoLogger = Record<symbol, unknown>;

const S = pino.symbols;
/** Exported by pino at run time, missing from its types. */
const msgPrefixSym = (pino.symbols as unknown as Record<string, symbol>).msgPrefixSym!;

/**
 * Whether a logger writes a request's line as {@link writeRequestLine} does: not one with a mixin,
 * hooks, a nested key, a message prefix, path redaction, another message key or a stream that reads
 * each line's metadata (pino's multistream). Asked once per parent logger (a request's logger is
 * a child of the app's); what a child may set itself (serializers, formatters) is read per line.
 */
const plainParents = new WeakMap<object, boolean>();
const isPlain = (logger: PinoLogger): boolean => {
  const parent = Object.getPrototypeOf(logger) as object;
  let plain = plainParents.get(parent);
  if (plain === undefined) {
    const hooks = logger[S.hooksSym] as { logMethod?: unknown; streamWrite?: unknown } | undefined;
    const stream = logger[S.streamSym] as Record<symbol, unknown> | undefined;
    const stringifiers = logger[S.stringifiersSym] as object | undefined;
    plain = Boolean(
      hooks &&
      !hooks.logMethod &&
      !hooks.streamWrite &&
      stream &&
      !stream[S.needsMetadataGsym] &&
      !logger[S.mixinSym] &&
      !logger[S.nestedKeySym] &&
      logger[msgPrefixSym] === undefined &&
      logger[S.messageKeySym] === 'msg' &&
      stringifiers &&
      Reflect.ownKeys(stringifiers).length === 0,
    );
    plainParents.set(parent, plain);
  }
  return plain;
};

const asNumber = (value: number): string => (Number.isFinite(value) ? String(value) : 'null');

/**
 * A request's line, written as pino writes it (level, time, the child's bindings with `reqId`,
 * `req` and `res` through the logger's serializers, the fields, `msg`) but without pino's generic
 * walk of the object: a fixed set of fields built into one string (decision 0067). Falls back to
 * `logger[level](fields, msg)` for a logger this writer does not know to be plain, or when the
 * log formatter changes the fields (the scrub hides a key: none of these is one).
 */
export const writeRequestLine = (
  logger: FastifyBaseLogger,
  level: 'info' | 'debug',
  fields: RequestLineFields,
  msg: string,
): void => {
  const l = logger as unknown as PinoLogger;
  const serializers = l[S.serializersSym] as Record<string, Serializer | undefined> | undefined;
  const req = serializers?.req;
  const res = serializers?.res;
  // Fastify's stand-in when logging is off has no serializers: it takes the call and writes nothing.
  if (!req || !res || !isPlain(l)) return void logger[level](fields, msg);
  const pinoLogger = logger as unknown as Logger;
  if (!pinoLogger.isLevelEnabled(level)) return;
  const formatLog = (l[S.formattersSym] as { log?: (object: object) => object } | undefined)?.log;
  if (formatLog && formatLog(fields) !== fields) return void logger[level](fields, msg);
  const levelText = (l[S.lsCacheSym] as Record<number, string>)[pinoLogger.levels.values[level]!];
  let line = `${levelText}${(l[S.timeSym] as () => string)()}${l[S.chindingsSym] as string}`;
  line += `,"req":${JSON.stringify(req(fields.req))},"res":${JSON.stringify(res(fields.res))}`;
  line += `,"responseTime":${asNumber(fields.responseTime)}`;
  if (fields.userId !== undefined) line += `,"userId":${asNumber(fields.userId)}`;
  if (fields.organizationId !== undefined) line += `,"organizationId":${asNumber(fields.organizationId)}`;
  (l[S.streamSym] as { write: (text: string) => void }).write(
    `${line},"msg":${JSON.stringify(msg)}${l[S.endSym] as string}`,
  );
};
