// `npm test`: every check and test runner in turn; ends with one line "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensurePromtool } from './ensure-promtool.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'portal-test-'));
const bin = (name) => join(root, 'node_modules/.bin', name);
const only = process.argv.slice(2);

/**
 * Runs a command to its end; true when it exited with 0. `output` (an array) collects what it
 * writes instead of the terminal, for steps that run beside others (printed whole at their end).
 */
const run = (command, args, env = {}, output = null) =>
  new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (output) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.once('error', (error) => {
      output?.push(Buffer.from(`${error.message}\n`));
      resolve(false);
    });
    child.once('close', (code) => resolve(code === 0));
  });

const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);

/** A check counts as one test. */
const check = (command, args, env) => async (output) =>
  (await run(command, args, env, output)) ? [1, 0] : [0, 1];

/**
 * A test counts as passed only when it ran and passed: skipped, pending, todo and interrupted tests
 * count as failed (decision 0021), and so does a file that failed before its tests were collected.
 */
const vitest = (name, args, env) => async (terminal) => {
  const output = join(reports, `${name}.json`);
  const ok = await run(
    bin('vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    env,
    terminal,
  );
  const report = readJson(output);
  if (!report) return [0, 1];
  const passed = report.numPassedTests;
  const notPassed = report.numTotalTests - passed;
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
  const failed = notPassed + brokenFiles;
  return [passed, failed + (ok || failed > 0 ? 0 : 1)];
};

/** How many end-to-end tests the configuration holds, before any of them runs. */
const listedE2eTests = (config) => {
  const listed = spawnSync(bin('playwright'), ['test', '--config', config, '--list', '--reporter=json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  try {
    const suites = JSON.parse(listed.stdout).suites ?? [];
    const count = (suite) =>
      (suite.specs ?? []).reduce((sum, spec) => sum + spec.tests.length, 0) +
      (suite.suites ?? []).reduce((sum, child) => sum + count(child), 0);
    return suites.reduce((sum, suite) => sum + count(suite), 0);
  } catch {
    return 0;
  }
};

const portFree = (port) =>
  new Promise((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .listen(port, () => server.close(() => resolve(true)));
  });

/**
 * The e2e servers' ports (E2E_PORT and the next one): E2E_PORT when set, else 8181 when free, else
 * a free pair, so a second `npm test` beside this one (another clone) does not meet our servers.
 */
const e2ePort = async () => {
  if (process.env.E2E_PORT) return process.env.E2E_PORT;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = attempt === 0 ? 8181 : 20_000 + Math.floor(Math.random() * 40_000);
    if ((await portFree(port)) && (await portFree(port + 1))) return String(port);
  }
  return '8181';
};

/**
 * Playwright's `skipped` holds every test that did not run: skipped by the test itself, interrupted,
 * or left out because a project it depends on failed. Tests that the listing holds but the report
 * does not (a crash before reporting) count as failed too.
 */
const playwright = async () => {
  const chromium = chromiumPath ?? ensureChromium();
  if (!chromium) return [0, 1];
  const config = 'apps/web/e2e/playwright.config.ts';
  const listed = listedE2eTests(config);
  const output = join(reports, 'e2e.json');
  // Traces of failures go to this run's own folder: a second run would empty a shared one.
  const results = join(reports, 'e2e-results');
  const ok = await run(bin('playwright'), ['test', '--config', config, '--output', results], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
    CHROMIUM_PATH: chromium,
    E2E_PORT: await e2ePort(),
    E2E_RUN_DIR: e2eRunDir,
  });
  if (!ok) console.info(`End-to-end traces of the failures: ${results}`);
  const stats = readJson(output)?.stats;
  if (!stats) return [0, Math.max(listed, 1)];
  const passed = stats.expected + stats.flaky;
  const failed = Math.max(stats.unexpected + stats.skipped, listed - passed);
  return [passed, failed + (ok || failed > 0 ? 0 : 1)];
};

/** The e2e servers' stores and request logs, read by the e2e-logs step once the servers stopped. */
const e2eRunDir = join(reports, 'e2e-servers');

/**
 * Steps in a group of the same name run at the same time, each printing its output whole when it
 * ends: the static checks and the contracts' tests each keep about one core busy, so side by side
 * they take the time of the longest on a 2-core machine (CI's time limit).
 */
const steps = [
  ['format', check(bin('prettier'), ['--check', '--log-level', 'warn', '.']), 'checks'],
  ['lint', check(bin('eslint'), ['--max-warnings', '0', '.']), 'checks'],
  ['typecheck', check('npm', ['run', '--silent', 'typecheck']), 'checks'],
  ['contracts', vitest('contracts', ['--config', 'packages/contracts/vitest.config.ts']), 'checks'],
  ['web', vitest('web', ['--config', 'apps/web/vitest.config.ts'])],
  ['api', vitest('api', ['--config', 'apps/api/vitest.config.ts'])],
  ['build', check(process.execPath, ['scripts/build.mjs', '--if-stale'])],
  ['size', check(process.execPath, ['scripts/size-budget.mjs'])],
  ['e2e', playwright],
  // The e2e servers logged every request: none of their stores' ids or passports may be in it (0044).
  ['e2e-logs', check(bin('tsx'), ['tools/e2e-server-logs.ts', e2eRunDir])],
];

// The API suite renders PDFs with Chromium and reads them with pdftotext: both are in place first.
const chromiumPath =
  only.length === 0 || only.some((name) => ['api', 'e2e'].includes(name)) ? ensureChromium() : null;
if (chromiumPath) process.env.CHROMIUM_PATH = chromiumPath;
// The metrics test checks /metrics with promtool; it fails (not skips) when promtool is missing.
if (only.length === 0 || only.includes('api')) ensurePromtool();

// Rounded to whole seconds first, so 18 min 59.6 s reads 19:00, not 18:60.
const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

let passed = 0;
let failed = 0;
const durations = [];
const started = Date.now();

const runStep = async ([name, step], output) => {
  const stepStarted = Date.now();
  const [p, f] = await step(output);
  const took = Date.now() - stepStarted;
  if (output) process.stdout.write(`\n=== ${name} ===\n${Buffer.concat(output).toString()}`);
  durations.push(`${name} ${minutes(took)}`);
  passed += p;
  failed += f;
  console.info(`=== ${name}: ${p} passed, ${f} failed (${minutes(took)}) ===`);
};

const chosen = steps.filter(([name]) => only.length === 0 || only.includes(name));
for (let at = 0; at < chosen.length;) {
  const group = chosen[at][2];
  let end = at + 1;
  while (group && end < chosen.length && chosen[end][2] === group) end += 1;
  const batch = chosen.slice(at, end);
  at = end;
  if (batch.length === 1) {
    console.info(`\n=== ${batch[0][0]} ===`);
    await runStep(batch[0], null);
    continue;
  }
  console.info(`\n=== ${batch.map(([name]) => name).join(', ')}, side by side ===`);
  const groupStarted = Date.now();
  await Promise.all(batch.map((step) => runStep(step, [])));
  durations.push(`(${group} together ${minutes(Date.now() - groupStarted)})`);
}
// Each step's time beside the summary: CI has a time limit, and this shows where it goes.
console.info(`\nSteps (m:ss): ${durations.join(', ')}; total ${minutes(Date.now() - started)}`);
console.info(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
