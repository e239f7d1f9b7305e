// The public home page's initial JavaScript stays within 170 KB gzipped; no chunk over 300 KB gzipped.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const INITIAL_BUDGET = 170 * KB;
const CHUNK_BUDGET = 300 * KB;
const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

if (!existsSync(join(dist, 'index.html'))) {
  console.error('apps/web/dist/index.html is missing: run `npm run build` first.');
  process.exit(1);
}
const gzipped = (file) => gzipSync(readFileSync(join(dist, file))).length;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [
  ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g),
].map((match) => match[1]);
const initialSize = initial.reduce((sum, file) => sum + gzipped(file), 0);
const chunks = readdirSync(join(dist, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ name, size: gzipped(join('assets', name)) }));
const oversized = chunks.filter((chunk) => chunk.size > CHUNK_BUDGET);

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
console.info(
  `home page initial JavaScript: ${kb(initialSize)} gzipped (budget ${kb(INITIAL_BUDGET)}) in ${initial.length} files`,
);
const largest = [...chunks].sort((a, b) => b.size - a.size)[0];
if (largest)
  console.info(`largest chunk: ${largest.name} ${kb(largest.size)} gzipped (budget ${kb(CHUNK_BUDGET)})`);
for (const chunk of oversized) console.error(`over budget: ${chunk.name} ${kb(chunk.size)}`);
const ok = initial.length > 0 && initialSize <= INITIAL_BUDGET && oversized.length === 0;
if (!ok) console.error('JavaScript size budget exceeded.');
process.exit(ok ? 0 : 1);
