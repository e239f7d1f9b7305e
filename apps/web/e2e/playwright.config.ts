import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from '@portal/contracts/chromium';

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://localhost:${port}`;
// A second server with the flags that are off in this build switched on (guide: a feature behind
// a flag is still built, and tested with the flag on). Tests tagged @flags-on run against it only.
const flagsPort = port + 1;
const flagsURL = `http://localhost:${flagsPort}`;
const BUILD_OFF_FLAGS =
  'adminVisa,complaints,employmentAnalytics,fmolStatistics,pendingMofaCancellation,organizationButtons';
const repoRoot = join(import.meta.dirname, '../../..');

/**
 * The servers' stores and request logs (`data-<port>`, `server-<port>.log`): `npm test` names the
 * folder (E2E_RUN_DIR) and reads them after the run — the logs must hold none of the stores' national
 * ids or passport numbers (tools/e2e-server-logs.ts).
 */
const runDir = process.env.E2E_RUN_DIR ?? mkdtempSync(join(tmpdir(), 'portal-e2e-'));
mkdirSync(runDir, { recursive: true });

/** `node scripts/start.mjs` on its own port with a fresh embedded store (this also proves the first start). */
const server = (serverPort: number, url: string, env: Record<string, string> = {}) => ({
  // The request log (stdout) goes to the run folder; the shell of Playwright's web server does it.
  command: `node scripts/start.mjs > "${join(runDir, `server-${serverPort}.log`)}"`,
  cwd: repoRoot,
  url: `${url}/api/ready`,
  // A start may first rebuild the web app: minutes on a busy 2-core machine.
  timeout: 600_000,
  reuseExistingServer: false,
  stderr: 'pipe' as const,
  env: {
    PORT: String(serverPort),
    PUBLIC_URL: url,
    DATA_DIR: join(runDir, `data-${serverPort}`),
    DATABASE_URL: '',
    LOG_LEVEL: 'info',
    // The complaints journey refuses a token once through the simulator's test control (decision 0031).
    ISSUE_TRACKER_TEST_CONTROLS: 'true',
    // The compliance orders' journey makes an order overdue without waiting ten days (decision 0059).
    COMPLIANCE_ORDERS_TEST_CONTROLS: 'true',
    ...env,
  },
});

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  // Limits for a loaded 2-core machine (a second `npm test` beside this one): every wait polls, so a
  // generous limit costs nothing when the machine is quick (decision 0021).
  timeout: 120_000,
  expect: { timeout: 30_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  // Tests tagged @exclusive change demo accounts others sign in with (e.g. suspending `office`):
  // they run after every other test.
  // Tests tagged @flags-on need the flags that are off in this build: their own server (flagsURL).
  projects: [
    { name: 'main', grepInvert: /@exclusive|@flags-on/ },
    { name: 'exclusive', grep: /@exclusive/, grepInvert: /@flags-on/, dependencies: ['main'] },
    { name: 'flags-on', grep: /@flags-on/, grepInvert: /@exclusive/, use: { baseURL: flagsURL } },
    // The flags-on server's tests that change demo accounts (the compliance orders suspend `office`).
    {
      name: 'flags-on-exclusive',
      grep: /(?=.*@flags-on)(?=.*@exclusive)/,
      dependencies: ['flags-on'],
      use: { baseURL: flagsURL },
    },
  ],
  use: {
    baseURL,
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    // A trace (DOM snapshots, network, console; no screencast) is recorded on a failed test's retry
    // only: recording every test cost the run about a seventh of its processor time (decision 0021).
    // `--trace retain-on-failure` records every test again when retries are off (a local run).
    trace: { mode: 'on-first-retry', screenshots: false },
    locale: 'en-US',
    // The browsers ask for reduced motion, which the portal honours (decision 0073): no transition or
    // ripple frames to draw and no finite animation to wait out: 8-10 % less processor and wall time
    // in paired runs of the sweep, about 2 % on the whole suite (decision 0021). The modal and
    // first-screen specs keep full motion.
    reducedMotion: 'reduce',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    // Opt-in flags for the main server too, e.g. E2E_FEATURE_FLAGS=complaints.
    server(
      port,
      baseURL,
      process.env.E2E_FEATURE_FLAGS ? { FEATURE_FLAGS: process.env.E2E_FEATURE_FLAGS } : {},
    ),
    server(flagsPort, flagsURL, { FEATURE_FLAGS: BUILD_OFF_FLAGS }),
  ],
});
