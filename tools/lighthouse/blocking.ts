// `npm run lighthouse:blocking`: the blocking time of one page served by two running portals (two
// builds), load after load, alternating which goes first. Lighthouse's score on these shared machines
// moves by 10–20 points between runs of the same build; this probe compares two builds in the same
// minutes, many loads each, and prints each one's median. Each load opens the page afresh with the
// cache off and the CPU slowed as Lighthouse's phone (4×), and reads the browser's own long-task
// entries: blocking time is what each task after the first contentful paint spends past 50 ms, as
// Lighthouse counts it (here from the observed tasks, not its simulation).
//
// BLOCKING_BASES (two addresses, comma-separated: the portals to compare, e.g. one serving
// WEB_DIST_DIR=old and one new); BLOCKING_PAGE (default /my-contract; `contract` for the office's
// first partnership contract); BLOCKING_LANGUAGE (en-US or ar-SA); BLOCKING_SIGNED_IN=1 signs the
// demo office in first; BLOCKING_LOADS (default 8 per portal); BLOCKING_TRACE=both records a trace of
// Lighthouse's own categories during every load, as Lighthouse does, and BLOCKING_TRACE=second during
// the second portal's only (name one portal twice to see what the trace itself adds, decision 0093).
import Trace from 'lighthouse/core/gather/gatherers/trace.js';
import type { Browser } from 'puppeteer-core';
import { percentile } from '../bench/timing';
import { compareTwoPortals, PHONE, type Side } from './probe-browser';

const BASES = (process.env.BLOCKING_BASES ?? '').split(',').filter(Boolean);
const PAGE = process.env.BLOCKING_PAGE ?? '/my-contract';
const LANGUAGE = process.env.BLOCKING_LANGUAGE ?? 'en-US';
const SIGNED_IN = process.env.BLOCKING_SIGNED_IN === '1';
const LOADS = Number(process.env.BLOCKING_LOADS ?? 8);
const TRACED = process.env.BLOCKING_TRACE ?? '';
if (!['', 'both', 'second'].includes(TRACED)) throw new Error('BLOCKING_TRACE is both or second');
/** What Lighthouse records while it loads a page: its trace's overhead is in every figure it gives. */
const LIGHTHOUSE_CATEGORIES = Trace.getDefaultTraceCategories();
/** Lighthouse's mobile profile slows the CPU four times; a task over 50 ms blocks. */
const SLOWDOWN = PHONE.cpuSlowdownMultiplier;
const LONG_MS = 50;
/** A load has settled when no long task has started for this long (Lighthouse's quiet window is 5 s). */
const QUIET_MS = 5_000;
const LOAD_LIMIT_MS = 60_000;

type Load = { blocking: number; longTasks: number; fcp: number };

/** What the page records from its first byte: its long tasks and its first contentful paint. */
const RECORDER = `(() => {
  const seen = (window.__probe = { tasks: [], fcp: 0 });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.tasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') seen.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
})();`;

type Recorded = { tasks: [number, number][]; fcp: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const loadOnce = async (browser: Browser, url: string, traced: boolean): Promise<Load> => {
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await page.evaluateOnNewDocument(RECORDER);
    if (traced) await page.tracing.start({ categories: LIGHTHOUSE_CATEGORIES });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_LIMIT_MS });
    let recorded: Recorded = { tasks: [], fcp: 0 };
    let quietSince = Date.now();
    let count = -1;
    // Polls until no new long task for QUIET_MS (or the limit): the page's start is then done.
    while (Date.now() - quietSince < QUIET_MS && Date.now() - started < LOAD_LIMIT_MS) {
      await sleep(250);
      recorded = (await page.evaluate('window.__probe')) as Recorded;
      if (recorded.tasks.length !== count) {
        count = recorded.tasks.length;
        quietSince = Date.now();
      }
    }
    if (traced) await page.tracing.stop();
    const after = recorded.tasks.filter(([start]) => start >= recorded.fcp);
    return {
      blocking: after.reduce((sum, [, duration]) => sum + Math.max(0, duration - LONG_MS), 0),
      longTasks: recorded.tasks.reduce((sum, [, duration]) => sum + duration, 0),
      fcp: recorded.fcp,
    };
  } finally {
    await page.close();
  }
};

const summary = (loads: Load[]): string => {
  const of = (pick: (load: Load) => number) => loads.map(pick);
  const med = (values: number[]) => Math.round(percentile(values, 50));
  const span = (values: number[]) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
  return (
    `blocking median ${med(of((l) => l.blocking))} ms (${span(of((l) => l.blocking))}), ` +
    `long tasks ${med(of((l) => l.longTasks))} ms, FCP ${med(of((l) => l.fcp))} ms`
  );
};

/** The first portal is traced with BLOCKING_TRACE=both, the second with both or second. */
const isTraced = ({ index }: Side) => (index === 0 ? TRACED === 'both' : TRACED !== '');

const nameOf = (side: Side) => (isTraced(side) ? `${side.base} (Lighthouse's trace on)` : side.base);

const main = async () => {
  const results = await compareTwoPortals(
    BASES,
    { page: PAGE, language: LANGUAGE, signedIn: SIGNED_IN },
    LOADS,
    (browser, url, side) => loadOnce(browser, url, isTraced(side)),
    (round, side, load) =>
      console.log(`round ${round} ${nameOf(side)}: blocking ${Math.round(load.blocking)} ms`),
  );
  console.log(`${PAGE} (${LANGUAGE}), ${LOADS} loads each, CPU ${SLOWDOWN}× slower`);
  for (const { side, results: loads } of results) console.log(`  ${nameOf(side)}: ${summary(loads)}`);
};

await main();
