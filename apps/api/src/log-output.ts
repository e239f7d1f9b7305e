import { writeSync } from 'node:fs';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino } from 'pino';
import type { Session } from './types/session';

/** Where pino writes: anything with `write(line)`. */
export type LogDestination = { write: (line: string) => void };

/** Fields a person at a terminal does not need on every line. */
const HIDDEN_IN_TERMINAL = ['pid', 'hostname', 'req', 'res', 'responseTime'];

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

const clock = (time: unknown): string =>
  typeof time === 'number' ? new Date(time).toTimeString().slice(0, 8) : '--:--:--';

const shown = (value: unknown): string =>
  typeof value === 'string' && !/\s/.test(value) ? value : JSON.stringify(value);

/** One pino JSON record as `HH:MM:SS LEVEL message key=value …`, an error's stack below it. */
export const formatLogLine = (json: string): string => {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const { time, level, msg, err, ...rest } = record;
  const fields = Object.entries(rest)
    .filter(([key]) => !HIDDEN_IN_TERMINAL.includes(key))
    .map(([key, value]) => `${key}=${shown(value)}`);
  const levelName = (typeof level === 'number' && LEVEL_NAMES[level]) || String(level);
  const line = [clock(time), levelName.padEnd(5), msg ?? '', ...fields].filter(Boolean).join(' ');
  const stack = err && typeof err === 'object' && 'stack' in err ? `\n${String(err.stack)}` : '';
  return `${line}${stack}\n`;
};

/** Our own readable lines, for when pino-pretty (a development dependency) is not installed. */
export const compactLineDestination = (
  write: (text: string) => void = (text) => process.stdout.write(text),
): LogDestination => ({ write: (line) => write(formatLogLine(line)) });

type PrettyFactory = (options: Record<string, unknown>) => LogDestination;

/** pino-pretty on one line per record, else {@link compactLineDestination}. */
export const terminalLogDestination = async (
  loadPretty: () => Promise<{ default: PrettyFactory }> = () =>
    import('pino-pretty') as unknown as Promise<{ default: PrettyFactory }>,
): Promise<LogDestination> => {
  try {
    const { default: pretty } = await loadPretty();
    return pretty({
      sync: true,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: HIDDEN_IN_TERMINAL.join(','),
    });
  } catch {
    return compactLineDestination();
  }
};

/** Lines gathered before a write (about 18 request lines), and the longest a line waits at rest. */
export const COLLECTOR_WRITE_BYTES = 8 * 1024;
export const COLLECTOR_FLUSH_MS = 100;

/** Destinations whose gathered lines are written synchronously when the process exits. */
const flushedAtExit = new Set<CollectorDestination>();
const flushAllAtExit = () => {
  for (const destination of flushedAtExit) destination.flushSync();
};

/**
 * JSON lines for log collectors, written without holding the request up (decisions 0051, 0067):
 * pino's default writes each line to stdout synchronously, one system call per answered request,
 * which on our virtual machines cost about a tenth of a short request. Here lines are gathered
 * until 8 KiB wait or 100 ms passed, and each batch is written by Node's file threads (sonic-boom);
 * each write's hand-over to them (a thread woken) was a seventh of `/api/health`'s own time when
 * every few lines went out on their own. The lines are gathered here rather than in sonic-boom's
 * buffer: sonic-boom measures the byte length of its whole pending text at every line it is
 * given, which cost about 4 µs a line with 8 KiB pending (decision 0067). What is left is written
 * synchronously when the process exits.
 */
export class CollectorDestination implements LogDestination {
  #pending = '';
  readonly #fd: number;
  readonly #writer: ReturnType<typeof pino.destination>;

  constructor(fd: number) {
    this.#fd = fd;
    this.#writer = pino.destination({ dest: fd, sync: false });
    setInterval(() => this.#handOver(), COLLECTOR_FLUSH_MS).unref();
    if (flushedAtExit.size === 0) process.once('exit', flushAllAtExit);
    flushedAtExit.add(this);
  }

  write(line: string): void {
    this.#pending += line;
    // Characters, not bytes: the threshold only decides when a batch is full.
    if (this.#pending.length >= COLLECTOR_WRITE_BYTES) this.#handOver();
  }

  /** Everything not yet written, now and in order: the batches handed over, then the gathered lines. */
  flushSync(): void {
    try {
      this.#writer.flushSync();
    } catch {
      // Not open yet or already closed: nothing of it is left to write.
    }
    if (!this.#pending) return;
    const rest = this.#pending;
    this.#pending = '';
    writeSync(this.#fd, rest);
  }

  #handOver(): void {
    if (!this.#pending) return;
    const batch = this.#pending;
    this.#pending = '';
    this.#writer.write(batch);
  }
}

export const collectorLogDestination = (fd = 1): LogDestination => new CollectorDestination(fd);

/** Where the log goes: pretty lines for a person at a terminal, JSON for log collectors. */
export const consoleLogDestination = async (): Promise<{ stream: LogDestination; interactive: boolean }> =>
  process.stdout.isTTY
    ? { stream: await terminalLogDestination(), interactive: true }
    : { stream: collectorLogDestination(), interactive: false };

/**
 * One line per answered request, in place of Fastify's two, with the signed-in user's and
 * organisation's ids; the URL's query is masked by the request serializer (lib/log-redaction). At a
 * terminal successful requests are logged at debug level, so the start banner stays in view; log
 * collectors get them at info. A probe's successful answers are not logged (`config.probe`).
 */
export class RequestLogController extends LogController {
  readonly #interactive: boolean;

  constructor(options: { interactive: boolean }) {
    super();
    this.#interactive = options.interactive;
  }

  override incomingRequest(): void {}

  /** The request's own line already says 404. */
  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) return super.requestCompleted(error, request, reply);
    const status = reply.statusCode;
    // A probe's answers, several a second from each balancer, would outnumber the people's
    // requests in the log; the metrics histogram counts them (decision 0079).
    if (status < 400 && request.routeOptions.config.probe === true) return;
    const level = status < 400 && this.#interactive ? 'debug' : 'info';
    const path = request.url.split('?', 1)[0];
    // Who asked, by id only (no name or national id): the signed-in user and their organisation.
    const session = (request as { session?: Session | null }).session ?? null;
    reply.log[level](
      {
        req: request,
        res: reply,
        responseTime: reply.elapsedTime,
        ...(session && { userId: session.user.id }),
        ...(session?.organization && { organizationId: session.organization.id }),
      },
      `${request.method} ${path} ${status} ${Math.round(reply.elapsedTime)} ms`,
    );
  }
}
