import { ConfigError, loadConfig, type AppConfig } from './config';
import { declaredVariableNames } from './environment-names';

/**
 * Variables of the system, shells, CI services, npm, Node and PostgreSQL's own clients: never ours,
 * never a misspelling of ours (docs/decisions/0046).
 */
const OTHER_PROGRAMS = new Set([
  'CI',
  'COLORTERM',
  'DISPLAY',
  'EDITOR',
  'FORCE_COLOR',
  'HOME',
  'HOSTNAME',
  'HOSTTYPE',
  'INIT_CWD',
  'LANG',
  'LANGUAGE',
  'LOGNAME',
  'MAIL',
  'MAKEFLAGS',
  'NO_COLOR',
  'NODE',
  'NODE_DEBUG',
  'NODE_EXTRA_CA_CERTS',
  'NODE_NO_WARNINGS',
  'NODE_OPTIONS',
  'NODE_PATH',
  'NODE_PENDING_DEPRECATION',
  'NODE_TLS_REJECT_UNAUTHORIZED',
  'NODE_V8_COVERAGE',
  'OLDPWD',
  'OSTYPE',
  'PAGER',
  'PATH',
  'PGAPPNAME',
  'PGDATABASE',
  'PGHOST',
  'PGOPTIONS',
  'PGPASSFILE',
  'PGPASSWORD',
  'PGPORT',
  'PGSSLMODE',
  'PGUSER',
  'PORTABLE',
  'PWD',
  'SHELL',
  'SHLVL',
  'SUDO_COMMAND',
  'SUDO_GID',
  'SUDO_UID',
  'SUDO_USER',
  'TEMP',
  'TERM',
  'TMP',
  'TMPDIR',
  'TZ',
  'USER',
  'VISUAL',
]);

const OTHER_PREFIXES = [
  'BUILDKITE',
  'CIRCLE',
  'CI_',
  'COMMON_PROGRAMFILES',
  'DBUS_',
  'DEBIAN_',
  'DOCKER_',
  'GITHUB_',
  'GITLAB_',
  'GIT_',
  'JENKINS_',
  'KUBERNETES_',
  'LC_',
  'LESS',
  'NPM_',
  'NVM_',
  'PLAYWRIGHT_',
  'PNPM_',
  'PW_',
  'RUNNER_',
  'SSH_',
  'SYSTEMD_',
  'TERM_',
  'TEST_',
  'VITEST',
  'VSCODE_',
  'WSL_',
  'XDG_',
  'YARN_',
];

/** Upper-case names with underscores and digits, as every variable of the portal is spelt. */
const LOOKS_OURS = /^[A-Z][A-Z0-9_]*$/;

/** Edits from one name to the other; swapping two neighbours counts 1 (optimal string alignment). */
export const editDistance = (a: string, b: string): number => {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = rows[i]!;
      const above = rows[i - 1]!;
      row[j] = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
  }
  return rows[a.length]![b.length]!;
};

/** Two edits for names of 8 characters or more, one for shorter ones (PGPORT is not PORT). */
const closeEnough = (name: string, known: string) => editDistance(name, known) <= (known.length >= 8 ? 2 : 1);

export type Misspelling = { name: string; meant: string };

/** Set variables that are not the portal's but within a typo of one of its names. */
export const misspeltVariables = (
  env: NodeJS.ProcessEnv,
  known: ReadonlySet<string> = declaredVariableNames(),
): Misspelling[] => {
  const found: Misspelling[] = [];
  for (const name of Object.keys(env)) {
    if (!LOOKS_OURS.test(name) || known.has(name) || OTHER_PROGRAMS.has(name)) continue;
    if (OTHER_PREFIXES.some((prefix) => name.startsWith(prefix))) continue;
    const candidates = [...known].filter((candidate) => closeEnough(name, candidate));
    if (candidates.length === 0) continue;
    candidates.sort((x, y) => editDistance(name, x) - editDistance(name, y) || x.localeCompare(y));
    found.push({ name, meant: candidates[0]! });
  }
  return found.sort((x, y) => x.name.localeCompare(y.name));
};

const misspellingError = (misspelt: Misspelling[]) =>
  new ConfigError(
    `Invalid configuration:\n  ${misspelt
      .map(({ name, meant }) => `${name}: not a variable of the portal; did you mean ${meant}?`)
      .join('\n  ')}`,
  );

/** Throws a ConfigError naming every misspelt variable among the names declared so far. */
export const refuseMisspeltVariables = (env: NodeJS.ProcessEnv): void => {
  const misspelt = misspeltVariables(env);
  if (misspelt.length > 0) throw misspellingError(misspelt);
};

/**
 * loadConfig, where a misspelling of a variable of config.ts is named before anything else: a
 * misspelt DATABASE_URL is reported as such, not as "DATABASE_URL: required".
 */
export const loadCheckedConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const misspelt = misspeltVariables(env);
  if (misspelt.length > 0) throw misspellingError(misspelt);
  return loadConfig(env);
};

/** The whole check for a command outside the server: loads the modules that declare the rest. */
export const checkEnvironment = async (env: NodeJS.ProcessEnv = process.env): Promise<void> => {
  await import('./app');
  refuseMisspeltVariables(env);
};
