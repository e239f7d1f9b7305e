// Finds promtool (Debian's "prometheus" package), which the metrics test runs on the /metrics
// text, installing the package with apt-get when run as root (as ensure-chromium.mjs does Chromium).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const PROMTOOL = '/usr/bin/promtool';

export const ensurePromtool = () => {
  if (existsSync(PROMTOOL)) return PROMTOOL;
  const isRoot = process.getuid?.() === 0;
  const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasAptGet) {
    console.error(
      'promtool was not found. Install Debian\'s "prometheus" package (apt-get install prometheus).',
    );
    return null;
  }
  console.info('Installing promtool (the prometheus package) with apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'prometheus'], {
    stdio: 'inherit',
    env,
  });
  return existsSync(PROMTOOL) ? PROMTOOL : null;
};
