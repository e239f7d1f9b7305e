// `npm test`: every check and test runner in turn; ends with one line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'portal-test-'));
const bin = (name) => join(root, 'node_modules/.bin', name);
const only = process.argv.slice(2);

const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;

const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);

/** A check counts as one test. */
const check = (command, args, env) => () => (run(command, args, env) ? [1, 0] : [0, 1]);

const vitest = (name, args, env) => () => {
  const output = join(reports, `${name}.json`);
  const ok = run(
    bin('vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    env,
  );
  const report = readJson(output);
  if (!report) return [0, 1];
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  return [report.numPassedTests, failed];
};

const playwright = () => {
  const chromium = ensureChromium();
  if (!chromium) return [0, 1];
  const output = join(reports, 'e2e.json');
  const ok = run(bin('playwright'), ['test', '--config', 'apps/web/e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
    CHROMIUM_PATH: chromium,
  });
  const stats = readJson(output)?.stats;
  if (!stats) return [0, 1];
  return [stats.expected + stats.flaky, stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1)];
};

const steps = [
  ['format', check(bin('prettier'), ['--check', '--log-level', 'warn', '.'])],
  ['lint', check(bin('eslint'), ['--max-warnings', '0', '.'])],
  ['typecheck', check('npm', ['run', '--silent', 'typecheck'])],
  ['contracts', vitest('contracts', ['--config', 'packages/contracts/vitest.config.ts'])],
  ['web', vitest('web', ['--config', 'apps/web/vitest.config.ts'])],
  ['api', vitest('api', ['--config', 'apps/api/vitest.config.ts'])],
  ['build', check(process.execPath, ['scripts/build.mjs', '--if-stale'])],
  ['size', check(process.execPath, ['scripts/size-budget.mjs'])],
  ['e2e', playwright],
];

let passed = 0;
let failed = 0;
for (const [name, step] of steps) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.info(`\n=== ${name} ===`);
  const [p, f] = step();
  passed += p;
  failed += f;
  console.info(`=== ${name}: ${p} passed, ${f} failed ===`);
}
console.info(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
