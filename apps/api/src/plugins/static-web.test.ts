import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

const ASSET = `export const words = ${JSON.stringify('compressible '.repeat(200))};`;
const BOTH = { 'accept-encoding': 'br, gzip' };

describe('the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'portal-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>portal</title><script type="module" src="/assets/index-abc123.js"></script>',
    );
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), ASSET);
    // What the build's precompression writes (apps/web/vite-precompress.ts).
    for (const file of [join(dist, 'index.html'), join(dist, 'assets', 'index-abc123.js')]) {
      writeFileSync(`${file}.br`, brotliCompressSync(readFileSync(file)));
      writeFileSync(`${file}.gz`, gzipSync(readFileSync(file)));
    }
    writeFileSync(join(dist, 'assets', 'small-def456.js'), 'console.log(2)');
    t = await createTestApp({ env: { WEB_DIST_DIR: dist }, serveWeb: true });
  });
  afterAll(() => t.close());

  it('serves index.html without caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>portal</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('caches hashed assets for a long time', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends hashed assets brotli- or gzip-compressed as the browser accepts, cached immutably', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: BOTH });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET);

    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ASSET);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });

  it('answers HEAD with the encoding and caching a GET would have', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/index-abc123.js', headers: BOTH });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['cache-control']).toContain('immutable');
  });

  it('sends a file the build left uncompressed as it is', async () => {
    const small = await t.app.inject({ method: 'GET', url: '/assets/small-def456.js', headers: BOTH });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log(2)');
  });

  it('sends index.html compressed and revalidated, also for client routes', async () => {
    for (const url of ['/', '/faq?lang=ar']) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...BOTH, accept: 'text/html' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<title>portal</title>');
    }
  });

  it('falls back to index.html for client routes', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/employment-requests/pending?page=2',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>portal</title>');
  });

  it('keeps unknown API paths and missing assets as 404', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toContain('/api/nothing');
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/missing.js',
      headers: { accept: '*/*' },
    });
    expect(asset.statusCode).toBe(404);
  });
});

describe("the public pages' first screens (decision 0066)", () => {
  let t: TestApp;
  const HASH = "'sha256-abc='";
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'portal-web-'));
    mkdirSync(join(dist, 'first-screen'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
    const pages: Record<string, Record<string, string>> = {};
    for (const [path, name] of [
      ['/', 'home'],
      ['/faq', 'faq'],
      ['/my-contract?lang=fil-PH', 'my-contract.lang-fil-PH'],
    ] as const) {
      for (const language of ['en-US', 'ar-SA']) {
        const file = `${name}.${language}.html`;
        writeFileSync(
          join(dist, 'first-screen', file),
          `<!doctype html><html lang="${language}"><div id="root" data-first-screen="${language}">${name}</div>`,
        );
        (pages[path] ??= {})[language] = file;
      }
    }
    const signedIn: Record<string, Record<string, string>> = {};
    for (const id of ['employmentRequests', 'partnershipContracts.view']) {
      for (const language of ['en-US', 'ar-SA']) {
        const file = `app-${id}.${language}.html`;
        writeFileSync(
          join(dist, 'first-screen', file),
          `<!doctype html><html lang="${language}" data-first-screen-signed-in=""><div id="root" data-first-screen="${language}">${id}</div>`,
        );
        (signedIn[id] ??= {})[language] = file;
      }
    }
    writeFileSync(
      join(dist, 'first-screen', 'manifest.json'),
      JSON.stringify({ scriptHash: HASH, languageCookie: 'portal-language', pages, signedIn }),
    );
    t = await createTestApp({ env: { WEB_DIST_DIR: dist }, serveWeb: true });
  });
  afterAll(() => t.close());

  const open = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it("sends the address's first screen in the browser's language, allowing its guard's hash alone", async () => {
    const arabic = await open('/faq', { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.8' });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.body).toContain('data-first-screen="ar-SA">faq');
    expect(arabic.headers['cache-control']).toBe('no-cache');
    expect(arabic.headers.vary).toBe('accept-encoding, accept-language, cookie');
    const csp = String(arabic.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${HASH};`);
    expect(csp).toContain("script-src-attr 'none'");

    const home = await open('/', { 'accept-language': 'en-GB' });
    expect(home.body).toContain('data-first-screen="en-US">home');
    expect((await open('/faq/', { 'accept-language': 'ar' })).body).toContain(
      'data-first-screen="ar-SA">faq',
    );
  });

  it('takes the language by weight, exact before prefix, else English', async () => {
    const pick = async (acceptLanguage: string) =>
      /data-first-screen="([^"]+)"/.exec(
        (await open('/faq', { 'accept-language': acceptLanguage })).body,
      )?.[1];
    expect(await pick('fr-FR, ar-EG;q=0.5')).toBe('ar-SA');
    expect(await pick('ar-EG, en-US')).toBe('en-US');
    expect(await pick('en;q=0.2, ar;q=0.8')).toBe('ar-SA');
    expect(await pick('fr-FR')).toBe('en-US');
    expect(await pick('ar;q=0')).toBe('en-US');
    expect(/data-first-screen="([^"]+)"/.exec((await open('/faq')).body)?.[1]).toBe('en-US');
  });

  it("takes the language the app last showed from its cookie before the browser's", async () => {
    const response = await open('/faq', {
      'accept-language': 'en-US',
      cookie: 'csrf=x; portal-language=ar-SA',
    });
    expect(response.body).toContain('data-first-screen="ar-SA"');
    const unknown = await open('/faq', { 'accept-language': 'ar-SA', cookie: 'portal-language=xx' });
    expect(unknown.body).toContain('data-first-screen="ar-SA"');
  });

  it("sends a signed-in route's first screen for any of its addresses, with or without a query (decision 0075)", async () => {
    const list = await open('/employment-requests?status=draft&page=2', { 'accept-language': 'ar-SA' });
    expect(list.body).toContain('data-first-screen="ar-SA">employmentRequests');
    expect(String(list.headers['content-security-policy'])).toContain(`script-src 'self' ${HASH};`);
    expect(list.headers.vary).toBe('accept-encoding, accept-language, cookie');
    const contract = await open('/partnership-contracts/12/', { cookie: 'portal-language=en-US' });
    expect(contract.body).toContain('data-first-screen="en-US">partnershipContracts.view');
    // A public page's address with a query is not taken for a signed-in route.
    expect((await open('/faq?x=1')).body).toContain('<title>portal</title>');
  });

  it('sends the first screen of an address the build wrote with its query, for that query alone', async () => {
    const filipino = await open('/my-contract?lang=fil-PH', { 'accept-language': 'ar-SA' });
    expect(filipino.body).toContain('data-first-screen="ar-SA">my-contract.lang-fil-PH');
    expect(String(filipino.headers['content-security-policy'])).toContain(`script-src 'self' ${HASH};`);
    for (const url of ['/my-contract?lang=fil-PH&x=1', '/my-contract?lang=id-ID', '/my-contract?lang=FIL-PH'])
      expect((await open(url)).body, url).toContain('<title>portal</title>');
  });

  it('sends index.html, under the usual policy, for an address with a query or without a first screen', async () => {
    for (const url of [
      '/faq?lang=fil-PH',
      '/dashboard',
      '/partnership-contracts/12/confirm',
      '/index.html',
    ]) {
      const response = await open(url, { 'accept-language': 'ar-SA' });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>portal</title>');
      expect(String(response.headers['content-security-policy']), url).toContain("script-src 'self';");
    }
  });
});
