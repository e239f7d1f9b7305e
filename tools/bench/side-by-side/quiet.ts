// Each run of the table starts on a quiet machine: the writes' rows leave work behind them (the
// database's autovacuum and WAL flushes, the API's answers still being logged), which would
// otherwise fall on the next run's first seconds, and not on its reference run after it.
import { readFileSync } from 'node:fs';

/** Busy share of all cores at or under which the machine counts as quiet. */
export const QUIET_BUSY = 0.15;
/** The longest a run waits for it; a run that starts busier is counted in the heading. */
export const QUIET_WAIT_MS = 60_000;
const SAMPLE_MS = 500;

const cpuTimes = () => {
  const figures = readFileSync('/proc/stat', 'utf8')
    .split('\n', 1)[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  // user nice system idle iowait irq softirq steal …: idle and iowait are time no core worked.
  return { idle: figures[3]! + (figures[4] ?? 0), total: figures.reduce((sum, figure) => sum + figure, 0) };
};

const tally = { runs: 0, waitedMs: 0, busyStarts: 0 };

/** Waits until the machine's cores were at most {@link QUIET_BUSY} busy over half a second (up to a minute). */
export const waitForQuiet = async (): Promise<void> => {
  const started = Date.now();
  tally.runs += 1;
  for (;;) {
    const before = cpuTimes();
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    const after = cpuTimes();
    const busy = 1 - (after.idle - before.idle) / Math.max(1, after.total - before.total);
    const waited = Date.now() - started;
    if (busy <= QUIET_BUSY || waited >= QUIET_WAIT_MS) {
      tally.waitedMs += waited;
      if (busy > QUIET_BUSY) tally.busyStarts += 1;
      return;
    }
  }
};

/** For the table's heading: how long the runs waited, and how many started busier than quiet. */
export const quietSummary = (): string =>
  `each of ${tally.runs} runs started after the cores were at most ${QUIET_BUSY * 100} % busy for ` +
  `${SAMPLE_MS} ms (waited ${(tally.waitedMs / 1000).toFixed(0)} s in all` +
  (tally.busyStarts > 0 ? `; ${tally.busyStarts} started busier, after ${QUIET_WAIT_MS / 1000} s` : '') +
  ')';
