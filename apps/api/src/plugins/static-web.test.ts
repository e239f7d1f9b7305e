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
