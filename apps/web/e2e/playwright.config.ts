import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://localhost:${port}`;
const repoRoot = join(import.meta.dirname, '../../..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  // Tests tagged @exclusive change demo accounts others sign in with (e.g. suspending `office`):
  // they run after every other test.
  projects: [
    { name: 'main', grepInvert: /@exclusive/ },
    { name: 'exclusive', grep: /@exclusive/, dependencies: ['main'] },
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    locale: 'en-US',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: repoRoot,
    url: `${baseURL}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      // A fresh embedded store each run: this also proves the first start (migrations + demo data).
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-e2e-')),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Opt-in flag runs on their own server, e.g. E2E_FEATURE_FLAGS=adminVisa (visas.e2e.ts).
      ...(process.env.E2E_FEATURE_FLAGS && { FEATURE_FLAGS: process.env.E2E_FEATURE_FLAGS }),
    },
  },
});
