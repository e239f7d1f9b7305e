// `npm run lighthouse:renders`: which components render, and how often, while a page loads. Loads one
// page of a running portal in Debian's Chromium with the CPU slowed as Lighthouse's phone (4×) and
// counts, at each React commit, the components that rendered in it (through React's developer-tools
// hook, which production builds call too). A long task in `npm run lighthouse:long-tasks` names React's
// own functions; this names the components that made it work. Names need a build that keeps them:
// `npx vite build --minify false --outDir dir`, served with WEB_DIST_DIR=dir.
//
// RENDERS_BASE (default http://localhost:8080) the portal; RENDERS_PAGE (default /employment-requests;
// `contract` for the office's first partnership contract); RENDERS_LANGUAGE (en-US or ar-SA);
// RENDERS_SIGNED_IN=1 signs the demo office in first.
import { PHONE, withProbeBrowser } from './probe-browser';

const BASE = process.env.RENDERS_BASE ?? 'http://localhost:8080';
const PAGE = process.env.RENDERS_PAGE ?? '/employment-requests';
const LANGUAGE = process.env.RENDERS_LANGUAGE ?? 'en-US';
const SLOWDOWN = PHONE.cpuSlowdownMultiplier;

type Commit = { at: number; rendered: Record<string, number>; starts: Record<string, number> };

/**
 * Runs in the page before its scripts: a developer-tools hook that walks each committed tree the way
 * the developer tools do (a subtree whose first child is the one of the previous commit did not
 * render) and counts the function and class components React called (flag PerformedWork).
 * Browser code as text: this package is type-checked without the DOM's types.
 */
const HOOK = `(() => {
  const commits = [];
  window.__renderCommits = commits;
  // The long tasks, to print among the commits: a commit inside one is a render that blocked.
  const longTasks = [];
  window.__longTasks = longTasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
  }).observe({ type: 'longtask', buffered: true });
  const nameOf = (fiber) => {
    const type = fiber.type;
    if (!type) return null;
    if (fiber.tag === 0 || fiber.tag === 1 || fiber.tag === 15) return type.displayName || type.name || 'anonymous';
    if (fiber.tag === 11) return type.displayName || (type.render && type.render.name) || 'forwardRef';
    if (fiber.tag === 14) return type.displayName || (type.type && (type.type.displayName || type.type.name)) || 'memo';
    return null;
  };
  // "starts": the rendered components whose nearest component above did not render (what changed).
  // Why a component rendered again: its props, the hooks whose state changed (by position, with the
  // new value's keys), the contexts whose value changed.
  window.__why = [];
  const describe = (value) => value && typeof value === 'object' ? '{' + Object.keys(value).slice(0, 6).join(',') + '}' : String(value).slice(0, 40);
  const whyOf = (fiber, previous) => {
    const reasons = [];
    if (fiber.memoizedProps !== previous.memoizedProps) reasons.push('props');
    let hook = fiber.memoizedState, before = previous.memoizedState, index = 0;
    while (hook && before && typeof hook === 'object' && 'next' in hook) {
      if (hook.memoizedState !== before.memoizedState && !(hook.memoizedState && hook.memoizedState.create)) reasons.push('hook ' + index + ' ' + describe(hook.memoizedState));
      hook = hook.next; before = before.next; index += 1;
    }
    for (let dependency = fiber.dependencies && fiber.dependencies.firstContext; dependency; dependency = dependency.next) {
      const context = dependency.context;
      if (dependency.memoizedValue !== context._currentValue) reasons.push('context ' + (context.displayName || describe(context._currentValue)));
    }
    return reasons.join('; ');
  };
  const walk = (fiber, rendered, starts, parentRendered) => {
    for (let child = fiber; child; child = child.sibling) {
      const previous = child.alternate;
      const name = nameOf(child);
      const didRender = Boolean(name) && (previous === null || (child.flags & 1) === 1);
      if (didRender) rendered[name] = (rendered[name] || 0) + 1;
      if (didRender && parentRendered === false) starts[name] = (starts[name] || 0) + 1;
      if (didRender && parentRendered === false && previous !== null && window.__why) window.__why.push({ at: Math.round(performance.now()), name, why: whyOf(child, previous) });
      const below = name ? didRender : parentRendered;
      if (child.child && (previous === null || previous.child !== child.child)) walk(child.child, rendered, starts, below);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject() { return 1; },
    onCommitFiberRoot(id, root) {
      const rendered = {};
      const starts = {};
      if (root.current.child) walk(root.current.child, rendered, starts, false);
      commits.push({ at: Math.round(performance.now()), rendered, starts });
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
})();`;

await withProbeBrowser(
  { base: BASE, page: PAGE, language: LANGUAGE, signedIn: Boolean(process.env.RENDERS_SIGNED_IN) },
  async (browser, address) => {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await page.evaluateOnNewDocument(HOOK);
    await page.goto(`${BASE}${address}`, { waitUntil: 'networkidle0', timeout: 120_000 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const commits = (await page.evaluate('window.__renderCommits')) as Commit[];
    const longTasks = (await page.evaluate('window.__longTasks')) as { start: number; duration: number }[];
    const totals = new Map<string, number>();
    console.log(`${address}: ${commits.length} commits (CPU ${SLOWDOWN}× slower)`);
    const printTasksUntil = (time: number) => {
      while (longTasks[0] && longTasks[0].start <= time) {
        const task = longTasks.shift()!;
        console.log(
          `  long task at ${task.start} ms, ${task.duration} ms, until ${task.start + task.duration} ms`,
        );
      }
    };
    for (const commit of commits) {
      printTasksUntil(commit.at);
      const entries = Object.entries(commit.rendered).sort((a, b) => b[1] - a[1]);
      const count = entries.reduce((sum, [, n]) => sum + n, 0);
      for (const [name, n] of entries) totals.set(name, (totals.get(name) ?? 0) + n);
      const top = entries.slice(0, Number(process.env.RENDERS_TOP ?? 10)).map(([name, n]) => `${name} ${n}`);
      const starts = Object.keys(commit.starts).slice(0, 6).join(', ');
      console.log(`  at ${commit.at} ms: ${count} components rendered from ${starts}; ${top.join(', ')}`);
    }
    printTasksUntil(Infinity);
    const why = (await page.evaluate('window.__why')) as { at: number; name: string; why: string }[];
    console.log('  why each render started (after the first commit):');
    for (const entry of why) console.log(`    at ${entry.at} ms ${entry.name}: ${entry.why}`);
    const all = [...totals.entries()].sort((a, b) => b[1] - a[1]);
    console.log(`  in all: ${all.reduce((sum, [, n]) => sum + n, 0)} renders; by component:`);
    console.log(
      `    ${all
        .slice(0, 40)
        .map(([name, n]) => `${n} ${name}`)
        .join('\n    ')}`,
    );
  },
);
