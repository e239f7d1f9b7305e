// Finds Debian's Chromium for the PDFs and the end-to-end tests, installing it with apt-get when run
// as root, with the fonts the PDFs embed and poppler-utils (pdftotext, pdffonts) the PDF tests read.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);
const found = () => candidates.find((path) => existsSync(path));
const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
const hasArabicFont = () => existsSync('/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf');

export const ensureChromium = () => {
  if (found() && hasCommand('pdftotext') && hasArabicFont()) return found();
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !hasCommand('apt-get')) {
    if (found()) return found();
    console.error(
      'Chromium was not found. Install Debian\'s "chromium" package (apt-get install chromium fonts-noto-core poppler-utils) or set CHROMIUM_PATH.',
    );
    return null;
  }
  console.info('Installing Chromium, fonts-noto-core and poppler-utils with apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-core', 'poppler-utils'], {
    stdio: 'inherit',
    env,
  });
  return found() ?? null;
};
