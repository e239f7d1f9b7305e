// `npm run lighthouse:long-tasks`: what the main thread does in a page's long tasks. Loads one page of
// a running portal in Debian's Chromium with the cache off and the CPU slowed as Lighthouse's phone
// (4×), samples the renderer's JavaScript, and prints each stretch of work over 50 ms with the
// functions that took its time, named through the build's source maps (decision 0074 found the
// signed-in pages' blocking render this way). Its figures are the slowed ones; they move with the
// machine's load, the functions in them do not.
//
// LONG_TASKS_BASE (default http://localhost:8080) the portal; LONG_TASKS_PAGE (default /registry;
// `contract` for the office's first partnership contract); LONG_TASKS_LANGUAGE (en-US or ar-SA);
// LONG_TASKS_SIGNED_IN=1 signs the demo office in first; LONG_TASKS_RUNS (default 2);
// LONG_TASKS_MAPS the served build's folder with its source maps (default apps/web/dist; build one
// with `npx vite build --sourcemap --outDir dir` and serve it with WEB_DIST_DIR=dir);
// LONG_TASKS_CALLERS names functions (comma-separated, as printed, without their place) whose callers
// to print: the chains of calls that led to them in the long stretches, with their time.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import type { Browser, Protocol } from 'puppeteer-core';
import { PHONE, withProbeBrowser } from './probe-browser';

const BASE = process.env.LONG_TASKS_BASE ?? 'http://localhost:8080';
const PAGE = process.env.LONG_TASKS_PAGE ?? '/registry';
const LANGUAGE = process.env.LONG_TASKS_LANGUAGE ?? 'en-US';
const RUNS = Number(process.env.LONG_TASKS_RUNS ?? 2);
const MAPS = process.env.LONG_TASKS_MAPS ?? 'apps/web/dist';
/** Lighthouse's mobile profile slows the CPU four times; a task over 50 ms blocks. */
const SLOWDOWN = PHONE.cpuSlowdownMultiplier;
const LONG_MS = 50;
const SAMPLING_MICROS = 200;
const CALLERS = (process.env.LONG_TASKS_CALLERS ?? '').split(',').filter(Boolean);
const CHAIN_DEPTH = 6;

const maps = new Map<string, TraceMap | null>();
const mapOf = (file: string): TraceMap | null => {
  if (!maps.has(file)) {
    const path = join(MAPS, 'assets', `${file}.map`);
    maps.set(file, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
  }
  return maps.get(file) ?? null;
};

/** A sampled function as `name source:line`, its source through the build's map when there is one. */
const nameOf = ({ functionName, url, lineNumber, columnNumber }: Protocol.Runtime.CallFrame): string => {
  const file = url.replace(/.*\//, '');
  const map = file ? mapOf(file) : null;
  const original =
    map && lineNumber >= 0 ? originalPositionFor(map, { line: lineNumber + 1, column: columnNumber }) : null;
  if (original?.source) {
    const source = original.source.replace(/.*node_modules\//, '').replace(/.*\/src\//, 'src/');
    return `${original.name ?? (functionName || '(anonymous)')} ${source}:${original.line}`;
  }
  return `${functionName || '(anonymous)'} ${file}:${lineNumber}`;
};

type Stretch = {
  start: number;
  end: number;
  byFunction: Map<string, number>;
  /** For a function named in LONG_TASKS_CALLERS: the chain of its callers, innermost first. */
  byChain: Map<string, number>;
};

/** The names of a sampled node and its callers up to CHAIN_DEPTH, when it is one LONG_TASKS_CALLERS names. */
const chainOf = (
  node: Protocol.Profiler.ProfileNode,
  name: string,
  parents: Map<number, Protocol.Profiler.ProfileNode>,
): string | null => {
  if (!CALLERS.includes(name.slice(0, name.indexOf(' ')))) return null;
  const names = [name];
  for (let at = parents.get(node.id); at && names.length < CHAIN_DEPTH; at = parents.get(at.id))
    names.push(nameOf(at.callFrame));
  return names.join(' < ');
};

/** Runs of samples without an idle one between them: tasks, or tasks that followed each other at once. */
const stretchesOf = (profile: Protocol.Profiler.Profile): Stretch[] => {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, Protocol.Profiler.ProfileNode>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node);
  const stretches: Stretch[] = [];
  let current: Stretch | null = null;
  let time = profile.startTime;
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((id, index) => {
    time += deltas[index] ?? 0;
    const node = nodes.get(id);
    const frame = node?.callFrame;
    if (!node || !frame || frame.functionName === '(idle)') {
      if (current) stretches.push(current);
      current = null;
      return;
    }
    current ??= { start: time, end: time, byFunction: new Map(), byChain: new Map() };
    current.end = time;
    const name = nameOf(frame);
    const spent = (deltas[index + 1] ?? SAMPLING_MICROS) / 1000;
    current.byFunction.set(name, (current.byFunction.get(name) ?? 0) + spent);
    const chain = chainOf(node, name, parents);
    if (chain) current.byChain.set(chain, (current.byChain.get(chain) ?? 0) + spent);
  });
  if (current) stretches.push(current);
  return stretches.map((stretch) => ({
    ...stretch,
    start: stretch.start - profile.startTime,
    end: stretch.end - profile.startTime,
  }));
};

const profileLoad = async (browser: Browser, url: string): Promise<Protocol.Profiler.Profile> => {
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_MICROS });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    return (await cdp.send('Profiler.stop')).profile;
  } finally {
    await page.close();
  }
};

const print = (address: string, run: number, stretches: Stretch[]) => {
  const long = stretches.filter((stretch) => (stretch.end - stretch.start) / 1000 > LONG_MS);
  console.log(
    `${address}, load ${run + 1}: ${long.length} stretches over ${LONG_MS} ms (CPU ${SLOWDOWN}× slower)`,
  );
  for (const stretch of long) {
    const top = [...stretch.byFunction.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([name, ms]) => `${Math.round(ms)} ${name}`);
    console.log(
      `  at ${Math.round(stretch.start / 1000)} ms, ${Math.round((stretch.end - stretch.start) / 1000)} ms:`,
    );
    console.log(`    ${top.join('\n    ')}`);
  }
  printTotals(long);
};

/** Where a sampled function comes from: its package, or its folder under src/, or the built file. */
const originOf = (name: string): string => {
  const place = name.slice(name.lastIndexOf(' ') + 1);
  if (place.startsWith(':')) return '(native)';
  if (place.startsWith('src/')) return place.split('/').slice(0, 3).join('/');
  if (!place.includes('/')) return place.replace(/:.*/, '');
  const [scope = '', packageName = ''] = place.split('/');
  return scope.startsWith('@') ? `${scope}/${packageName}` : scope;
};

/** The long stretches' time summed by function and by origin: what to cut first across the load. */
const printTotals = (long: Stretch[]) => {
  const byFunction = new Map<string, number>();
  const byOrigin = new Map<string, number>();
  const byChain = new Map<string, number>();
  for (const stretch of long) {
    for (const [name, ms] of stretch.byFunction) {
      byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
      byOrigin.set(originOf(name), (byOrigin.get(originOf(name)) ?? 0) + ms);
    }
    for (const [chain, ms] of stretch.byChain) byChain.set(chain, (byChain.get(chain) ?? 0) + ms);
  }
  const top = (totals: Map<string, number>, count: number) =>
    [...totals.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `${Math.round(ms)} ${name}`)
      .join('\n    ');
  const blocking = long.reduce((sum, stretch) => sum + (stretch.end - stretch.start) / 1000 - LONG_MS, 0);
  console.log(`  all long stretches: ${Math.round(blocking)} ms past ${LONG_MS} ms each; by origin:`);
  console.log(`    ${top(byOrigin, 15)}`);
  console.log('  by function:');
  console.log(`    ${top(byFunction, 25)}`);
  if (CALLERS.length === 0) return;
  console.log(`  callers of ${CALLERS.join(', ')}:`);
  console.log(`    ${top(byChain, 15)}`);
};

await withProbeBrowser(
  { base: BASE, page: PAGE, language: LANGUAGE, signedIn: Boolean(process.env.LONG_TASKS_SIGNED_IN) },
  async (browser, address) => {
    for (let run = 0; run < RUNS; run += 1)
      print(address, run, stretchesOf(await profileLoad(browser, `${BASE}${address}`)));
  },
);
