// One API call's statements, as PostgreSQL logged them: the call is made alone (nothing else runs
// against the bench database meanwhile but the API's job queue, whose statements are left out),
// twice, until two calls in a row sent the same statements (the first call of a route also reads
// what the API then keeps, e.g. settings reused for five seconds, decision 0036).
import type { LoggedStatement, PostgresLog } from './postgres-log';

export type Capture = { statements: LoggedStatement[]; rowId: number | undefined };

/** pg-boss's polling and bookkeeping (decision 0047): not part of any request. */
const isBackground = (statement: LoggedStatement) => /\bpgboss\./i.test(statement.sql);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a job (pg-boss) is running or due: work a write left behind it (an approve's PDFs). */
export type JobsPending = () => Promise<boolean>;

/**
 * Waits until the API's jobs are done and the database logged nothing of its own for two checks in
 * a row (at most 60 s): work a call left running after its answer (an approve's PDFs, printed by a
 * job, decision 0041) must not land in the next call's window. Nothing pending takes ~0.4 s, so
 * reads keep their pace (what the API reuses for five seconds stays reused from call to call).
 */
const settle = async (log: PostgresLog, database: string, jobsPending: JobsPending) => {
  const started = Date.now();
  let from = await log.end();
  let quietChecks = 0;
  while (quietChecks < 2 && Date.now() - started < 60_000) {
    await sleep(200);
    const end = await log.end();
    const logged = (await log.statementsSince(from, database)).filter((s) => !isBackground(s));
    quietChecks = logged.length > 0 || (await jobsPending()) ? 0 : quietChecks + 1;
    from = end;
  }
};

/**
 * The call's statements; `call` answers the row it used (a write's row), or undefined. What
 * PostgreSQL logged after the answer arrived is work the call left to a job, not the call's.
 */
const captureOnce = async (
  log: PostgresLog,
  database: string,
  jobsPending: JobsPending,
  call: () => Promise<number | undefined>,
): Promise<Capture> => {
  await settle(log, database, jobsPending);
  const from = await log.end();
  const rowId = await call();
  const answeredAt = Date.now();
  const ofTheCall = (s: LoggedStatement) => !isBackground(s) && !(s.at > answeredAt);
  // The log is written by the backends as they run; give the last lines time to land.
  let statements: LoggedStatement[] = [];
  for (let wait = 0; wait < 10; wait += 1) {
    await sleep(wait === 0 ? 150 : 100);
    const now = (await log.statementsSince(from, database)).filter(ofTheCall);
    if (now.length > 0 && now.length === statements.length) break;
    statements = now;
  }
  return { statements, rowId };
};

export const sameStatements = (a: LoggedStatement[], b: LoggedStatement[]): boolean => {
  const texts = (list: LoggedStatement[]) => list.map((s) => s.sql).sort();
  return JSON.stringify(texts(a)) === JSON.stringify(texts(b));
};

/** The statements one capture has and the other lacks, for the message of a capture that never settles. */
const difference = (a: LoggedStatement[], b: LoggedStatement[]): string => {
  const only = (x: LoggedStatement[], y: LoggedStatement[]) => {
    const rest = y.map((s) => s.sql);
    return x.filter((s) => {
      const at = rest.indexOf(s.sql);
      if (at < 0) return true;
      rest.splice(at, 1);
      return false;
    });
  };
  const lines = (list: LoggedStatement[], mark: string) => list.map((s) => `${mark} ${s.sql.slice(0, 300)}`);
  return [...lines(only(a, b), '-'), ...lines(only(b, a), '+')].join('\n');
};

/**
 * Two consecutive captures that agree (at most six calls): the pair, from which the pgbench script
 * tells the parameters that follow the row (writes use a new row per call) from the fixed ones.
 */
export const captureSteady = async (
  log: PostgresLog,
  database: string,
  name: string,
  call: () => Promise<number | undefined>,
  jobsPending: JobsPending = async () => false,
): Promise<[Capture, Capture]> => {
  let previous = await captureOnce(log, database, jobsPending, call);
  let before = previous;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const next = await captureOnce(log, database, jobsPending, call);
    if (next.statements.length > 0 && sameStatements(previous.statements, next.statements))
      return [previous, next];
    before = previous;
    previous = next;
  }
  throw new Error(
    `${name}: six calls in a row did not log the same statements in PostgreSQL's log at ${log.path}` +
      ` (last: ${previous.statements.length} statements); is log_statement honoured for the bench database?` +
      `\nThe last two calls differed in:\n${difference(before.statements, previous.statements)}`,
  );
};
