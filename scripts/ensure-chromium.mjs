// Finds Debian's Chromium for the end-to-end tests, installing it with apt-get when run as root.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);
const found = () => candidates.find((path) => existsSync(path));

export const ensureChromium = () => {
  if (found()) return found();
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      'Chromium was not found. Install Debian\'s "chromium" package (apt-get install chromium fonts-noto-core) or set CHROMIUM_PATH.',
    );
    return null;
  }
  console.info('Installing Chromium with apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-core'], { stdio: 'inherit', env });
  return found() ?? null;
};
