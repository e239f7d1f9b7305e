import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkEnvironment, editDistance, misspeltVariables } from './environment-check';
import { declaredVariableNames } from './environment-names';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const sourceRoot = join(apiRoot, 'src');

/** Every TypeScript source file under `folder` except tests. */
const sourceFiles = (folder: string): string[] =>
  readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) return entry === 'node_modules' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry) && !/\.test\.ts$|test-support/.test(path) ? [path] : [];
  });

/** The server's entry as an operator runs it, in its own process; resolves with its exit and output. */
const runServer = (env: NodeJS.ProcessEnv) =>
  new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // The child transpiles the app and opens its store first: over two minutes under a loaded CI
    // machine's whole suite, so it gets four and each test five.
    const limit = setTimeout(() => child.kill('SIGKILL'), 240_000);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(limit);
      resolve({ code, output });
    });
  });

/** This machine's environment without the database the suite runs on. */
const ownEnvironment = (): NodeJS.ProcessEnv => {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  return env;
};

describe('misspelt variables', () => {
  beforeAll(async () => {
    // Every module's schema declares its names as it loads.
    await checkEnvironment({});
  }, 300_000);

  it('counts edits, a swap of neighbours as one', () => {
    expect(editDistance('DATABSE_URL', 'DATABASE_URL')).toBe(1);
    expect(editDistance('REDIS_ULR', 'REDIS_URL')).toBe(1);
    expect(editDistance('PORT_', 'PORT')).toBe(1);
    expect(editDistance('PGPORT', 'PORT')).toBe(2);
    expect(editDistance('LOG_LEVEL', 'LOG_LEVEL')).toBe(0);
  });

  it('names a variable within a typo of one of every schema, and the one it probably meant', () => {
    expect(
      misspeltVariables({
        DATABSE_URL: 'postgres://db/portal',
        REDIS_ULR: 'redis://cache',
        PORT_: '8080',
        CAPTCHA_MAX_NUMBR: '5000',
        UPLOAD_DIR: '/srv/uploads',
        ISSUE_TRACKER_TIMEOUT: '100',
        DATABASE_URL: 'postgres://db/portal',
      }),
    ).toEqual([
      { name: 'CAPTCHA_MAX_NUMBR', meant: 'CAPTCHA_MAX_NUMBER' },
      { name: 'DATABSE_URL', meant: 'DATABASE_URL' },
      { name: 'PORT_', meant: 'PORT' },
      { name: 'REDIS_ULR', meant: 'REDIS_URL' },
      { name: 'UPLOAD_DIR', meant: 'UPLOADS_DIR' },
    ]);
  });

  it("raises no false alarm on this machine's environment nor on usual system, CI and container ones", () => {
    expect(misspeltVariables(process.env)).toEqual([]);
    const usual = [
      'PATH',
      'HOME',
      'HOSTNAME',
      'HOST_NAME',
      'USER',
      'SHELL',
      'PWD',
      'TERM',
      'LANG',
      'TZ',
      'CI',
      'PGHOST',
      'PGPORT',
      'PGUSER',
      'PGPASSWORD',
      'PGDATABASE',
      'POSTGRES_PASSWORD',
      'POSTGRES_USER',
      'POSTGRES_DB',
      'REDIS_PORT',
      'REDIS_HOST',
      'REDIS_SERVICE_HOST',
      'REDIS_PORT_6379_TCP_ADDR',
      'KUBERNETES_SERVICE_HOST',
      'KUBERNETES_PORT',
      'NODE_VERSION',
      'YARN_VERSION',
      'NODE_OPTIONS',
      'NODE_EXTRA_CA_CERTS',
      'GITHUB_ACTIONS',
      'GITHUB_SHA',
      'RUNNER_OS',
      'RUNNER_TEMP',
      'CI_JOB_ID',
      'GITLAB_CI',
      'JAVA_HOME',
      'GOPATH',
      'PYTHONPATH',
      'DOCKER_HOST',
      'NPM_CONFIG_CACHE',
      'INIT_CWD',
      'VITEST_POOL_ID',
      'PLAYWRIGHT_BROWSERS_PATH',
      'DEBIAN_FRONTEND',
      'LC_ALL',
      'XDG_RUNTIME_DIR',
      'SSL_CERT_FILE',
      'SSL_CERT_DIR',
      'CURL_CA_BUNDLE',
      'REQUESTS_CA_BUNDLE',
      'HTTP_PROXY',
      'HTTPS_PROXY',
      'NO_PROXY',
      'E2E_PORT',
      'E2E_FEATURE_FLAGS',
      'BENCH_SERVER_NODE_ARGS',
      '_',
    ];
    expect(misspeltVariables(Object.fromEntries(usual.map((name) => [name, 'x'])))).toEqual([]);
    // Lower-case names are never ours (npm's own).
    expect(misspeltVariables({ npm_config_port: '1', database_url: 'x' })).toEqual([]);
  });

  it('knows every upper-case key of every schema that reads the environment (no list to keep)', async () => {
    const readers = sourceFiles(sourceRoot)
      .map((file) => ({ file, text: readFileSync(file, 'utf8') }))
      .filter(({ text }) => text.includes('NodeJS.ProcessEnv') && text.includes('z.object('));
    // A schema declares its names when its module loads, as the app's start loads them all.
    for (const { file } of readers) await import(file);
    const declared = declaredVariableNames();
    const missing: string[] = [];
    for (const { file, text } of readers) {
      for (const [, name] of text.matchAll(/^\s+([A-Z][A-Z0-9_]{2,}):/gm)) {
        if (!declared.has(name!)) missing.push(`${file.slice(sourceRoot.length + 1)}: ${name}`);
      }
    }
    // A schema read from the environment declares its names with environmentSchema(schema).
    expect(missing).toEqual([]);
    expect(declared.has('DATABASE_URL')).toBe(true);
    expect(declared.has('CAPTCHA_HMAC_KEY')).toBe(true);
  });

  it('a production start with a misspelt DATABASE_URL refuses and names it', async () => {
    const { code, output } = await runServer({
      ...ownEnvironment(),
      NODE_ENV: 'production',
      DATABSE_URL: 'postgres://postgres@127.0.0.1:5432/portal',
      PUBLIC_URL: 'https://portal.example.sa',
      PORT: '0',
      LOG_LEVEL: 'warn',
    });
    expect(code).toBe(1);
    expect(output).toContain('DATABSE_URL: not a variable of the portal; did you mean DATABASE_URL?');
    expect(output).not.toContain('ready at');
    expect(output).not.toContain('Demo accounts');
  }, 300_000);

  it("a production start with a misspelling of a module's variable refuses and names it", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-misspelt-'));
    try {
      const { code, output } = await runServer({
        ...ownEnvironment(),
        NODE_ENV: 'production',
        EMBEDDED_DATABASE: 'true',
        DATA_DIR: dataDir,
        REGISTRATION_PER_HOUR: '50',
        PORT: '0',
        LOG_LEVEL: 'warn',
      });
      expect(code).toBe(1);
      expect(output).toContain(
        'REGISTRATION_PER_HOUR: not a variable of the portal; did you mean REGISTRATIONS_PER_HOUR?',
      );
      expect(output).not.toContain('ready at');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
