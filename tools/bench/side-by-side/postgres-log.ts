// PostgreSQL's own log as the source of the statements an API call sends (issue 24): the bench
// turns `log_statement = 'all'` on for its database only, calls a route and reads back the
// "execute <name>: …" / "statement: …" entries with their "DETAIL:  parameters: …" lines.
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import pg from 'pg';

export type LoggedStatement = {
  /** The backend's process id: one API connection. */
  pid: number;
  /** When PostgreSQL logged it (ms since the epoch; NaN when the prefix's time zone is not UTC). */
  at: number;
  sql: string;
  /** $1, $2, … as PostgreSQL logged them (null for NULL). */
  params: (string | null)[];
};

export type PostgresLog = {
  path: string;
  /** The log's current end, to read what comes after it. */
  end: () => Promise<number>;
  /** The entries of `database` logged after `from`. */
  statementsSince: (from: number, database: string) => Promise<LoggedStatement[]>;
};

const readFileRange = (path: string, start: number): string => {
  const size = statSync(path).size;
  // A log rotated in place (copytruncate) starts again from 0.
  const from = size < start ? 0 : start;
  if (size === from) return '';
  const buffer = Buffer.alloc(size - from);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, from);
  } finally {
    closeSync(fd);
  }
  return buffer.toString('utf8');
};

/**
 * Where this PostgreSQL writes its log: BENCH_POSTGRES_LOG when set; the logging collector's
 * current file (`pg_current_logfile()`, relative to the data directory); else Debian's
 * pg_ctlcluster file for the cluster (`/var/log/postgresql/postgresql-15-main.log`).
 */
const logPathOf = async (admin: pg.Client): Promise<string[]> => {
  if (process.env.BENCH_POSTGRES_LOG) return [process.env.BENCH_POSTGRES_LOG];
  const { rows } = await admin.query<{
    current: string | null;
    data: string;
    cluster: string;
    major: string;
  }>(
    `select pg_current_logfile() as current, current_setting('data_directory') as data,
       current_setting('cluster_name') as cluster, current_setting('server_version_num') as major`,
  );
  const row = rows[0]!;
  if (row.current) return [isAbsolute(row.current) ? row.current : join(row.data, row.current)];
  const major = String(Math.floor(Number(row.major) / 10_000));
  const cluster = row.cluster ? row.cluster.replace('/', '-') : `${major}-main`;
  return [
    `/var/log/postgresql/postgresql-${cluster}.log`,
    `/var/log/postgresql/postgresql-${major}-main.log`,
  ];
};

/**
 * The log read from this machine's file system when it can be, else through `pg_read_file` (a
 * superuser's, for a PostgreSQL whose log this user cannot open).
 */
export const openPostgresLog = async (adminUrl: string): Promise<PostgresLog> => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const candidates = await logPathOf(admin);
  const local = candidates.find((path) => {
    try {
      return statSync(path).isFile();
    } catch {
      return false;
    }
  });
  const path = local ?? candidates[0]!;
  const viaSql = async <T>(sql: string, params: unknown[]): Promise<T> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows[0] as T;
    } finally {
      await client.end();
    }
  };
  await admin.end();
  const end = async () => {
    if (local) return statSync(local).size;
    try {
      return Number((await viaSql<{ size: string }>(`select size from pg_stat_file($1)`, [path])).size);
    } catch (error) {
      throw new Error(
        `PostgreSQL's log is not readable here (tried ${candidates.join(', ')}: ${(error as Error).message}); ` +
          'set BENCH_POSTGRES_LOG to its path, or turn logging_collector on',
      );
    }
  };
  const text = async (from: number) => {
    if (local) return readFileRange(local, from);
    const size = await end();
    if (size <= from) return '';
    return (
      await viaSql<{ text: string }>(`select pg_read_file($1, $2, $3) as text`, [path, from, size - from])
    ).text;
  };
  return { path, end, statementsSince: async (from, database) => parseLog(await text(from), database) };
};

// `%m [%p] …`: a log line's start (Debian's log_line_prefix is '%m [%p] %q%u@%d ').
const ENTRY_START = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d(?:\.\d+)?) (\S+) \[(\d+)\] (.*)$/;
const LEVEL = /^(?:(\S*)@(\S*) )?(LOG|DETAIL|ERROR|STATEMENT|WARNING|HINT|CONTEXT|FATAL): {2}([\s\S]*)$/;

type Entry = { pid: number; at: number; database: string | undefined; level: string; message: string };

const timeOf = (day: string, time: string, zone: string) =>
  zone === 'UTC' || zone === 'GMT' ? Date.parse(`${day}T${time}Z`) : Number.NaN;

const entriesOf = (text: string): Entry[] => {
  const entries: Entry[] = [];
  let current: { pid: number; at: number; rest: string } | undefined;
  const flush = () => {
    if (!current) return;
    const match = LEVEL.exec(current.rest);
    if (match)
      entries.push({
        pid: current.pid,
        at: current.at,
        database: match[2],
        level: match[3]!,
        message: match[4]!,
      });
    current = undefined;
  };
  for (const line of text.split('\n')) {
    const start = ENTRY_START.exec(line);
    if (start) {
      flush();
      current = { pid: Number(start[4]), at: timeOf(start[1]!, start[2]!, start[3]!), rest: start[5]! };
    } else if (current) {
      // PostgreSQL writes a tab after each newline inside a message.
      current.rest += `\n${line.startsWith('\t') ? line.slice(1) : line}`;
    }
  }
  flush();
  return entries;
};

/** `$1 = '5', $2 = NULL, $3 = 'it''s'` → ['5', null, "it's"]. */
export const parseParameters = (detail: string): (string | null)[] => {
  const params: (string | null)[] = [];
  let at = 0;
  const expect = (pattern: RegExp) => {
    pattern.lastIndex = at;
    const match = pattern.exec(detail);
    if (!match) throw new Error(`unreadable parameters at ${at}: ${detail.slice(at, at + 80)}`);
    at = pattern.lastIndex;
    return match;
  };
  while (at < detail.length) {
    const index = Number(expect(/\s*\$(\d+) = /y)[1]);
    let value: string | null;
    if (detail.startsWith('NULL', at)) {
      value = null;
      at += 4;
    } else {
      expect(/'/y);
      let text = '';
      for (;;) {
        const quote = detail.indexOf("'", at);
        if (quote < 0) throw new Error(`unterminated parameter $${index}`);
        text += detail.slice(at, quote);
        at = quote + 1;
        if (detail[at] === "'") {
          text += "'";
          at += 1;
        } else break;
      }
      value = text;
    }
    params[index - 1] = value;
    if (detail.startsWith(', ', at)) at += 2;
    else break;
  }
  return params;
};

const STATEMENT = /^(?:execute (?:fetch from )?(?:\S+?)(?:\/\S+)?|statement): ([\s\S]*)$/;

/** The statements `database` logged, each with the parameters of the DETAIL line after it. */
export const parseLog = (text: string, database: string): LoggedStatement[] => {
  const statements: LoggedStatement[] = [];
  const lastOfPid = new Map<number, LoggedStatement>();
  for (const entry of entriesOf(text)) {
    if (entry.database !== undefined && entry.database !== database) continue;
    if (entry.level === 'LOG') {
      const match = STATEMENT.exec(entry.message);
      if (!match) {
        lastOfPid.delete(entry.pid);
        continue;
      }
      const statement = { pid: entry.pid, at: entry.at, sql: match[1]!.trim(), params: [] };
      statements.push(statement);
      lastOfPid.set(entry.pid, statement);
    } else if (entry.level === 'DETAIL' && entry.message.startsWith('parameters: ')) {
      const statement = lastOfPid.get(entry.pid);
      if (statement) statement.params = parseParameters(entry.message.slice('parameters: '.length));
    }
  }
  return statements;
};
