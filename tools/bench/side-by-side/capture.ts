// One API call's statements, as PostgreSQL logged them: the call is made alone (nothing else runs
// against the bench database meanwhile but the API's job queue, whose statements are left out),
// twice, until two calls in a row sent the same statements (the first call of a route also reads
// what the API then keeps, e.g. settings reused for five seconds, decision 0036).
import type { LoggedStatement, PostgresLog } from './postgres-log';

export type Capture = { statements: LoggedStatement[]; rowId: number | undefined };

/** pg-boss's polling and bookkeeping (decision 0047): not part of any request. */
const isBackground = (statement: LoggedStatement) => /\bpgboss\./i.test(statement.sql);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The call's statements; `call` answers the row it used (a write's row), or undefined. */
const captureOnce = async (
  log: PostgresLog,
  database: string,
  call: () => Promise<number | undefined>,
): Promise<Capture> => {
  const from = await log.end();
  const rowId = await call();
  // The log is written by the backends as they run; give the last lines time to land.
  let statements: LoggedStatement[] = [];
  for (let wait = 0; wait < 10; wait += 1) {
    await sleep(wait === 0 ? 150 : 100);
    const now = (await log.statementsSince(from, database)).filter((s) => !isBackground(s));
    if (now.length > 0 && now.length === statements.length) break;
    statements = now;
  }
  return { statements, rowId };
};

export const sameStatements = (a: LoggedStatement[], b: LoggedStatement[]): boolean => {
  const texts = (list: LoggedStatement[]) => list.map((s) => s.sql).sort();
  return JSON.stringify(texts(a)) === JSON.stringify(texts(b));
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
): Promise<[Capture, Capture]> => {
  let previous = await captureOnce(log, database, call);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const next = await captureOnce(log, database, call);
    if (next.statements.length > 0 && sameStatements(previous.statements, next.statements))
      return [previous, next];
    previous = next;
  }
  throw new Error(
    `${name}: six calls in a row did not log the same statements in PostgreSQL's log at ${log.path}` +
      ` (last: ${previous.statements.length} statements); is log_statement honoured for the bench database?`,
  );
};
