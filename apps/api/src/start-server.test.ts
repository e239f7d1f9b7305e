import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from './config';
import { users } from './db/schema/index';
import { startServer } from './start-server';

describe('startServer', () => {
  it('migrates, seeds on first start, serves, and stops after in-flight requests finish', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-data-'));
    const env = { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'test' };
    try {
      let finished = false;
      let entered: () => void = () => undefined;
      const handlerEntered = new Promise<void>((resolve) => {
        entered = resolve;
      });
      const server = await startServer({
        env,
        extend: (app) => {
          app.get('/api/test/slow', { config: { access: { public: true } } }, async () => {
            entered();
            await new Promise((resolve) => setTimeout(resolve, 300));
            const alive = await server.database.ping();
            finished = true;
            return { alive };
          });
        },
      });
      const address = server.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);
      const slow = fetch(`http://127.0.0.1:${port}/api/test/slow`);
      await handlerEntered;
      await server.stop();
      expect(finished).toBe(true);
      expect(await (await slow).json()).toEqual({ alive: true });
      expect(await server.database.ping()).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // A first start migrates and seeds a new embedded store: about a minute under a loaded CI
    // machine's whole suite, so the same generous limit as the production start below.
  }, 300_000);

  it('in production refuses without DATABASE_URL, and runs the embedded store asked by name without demo data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-production-'));
    const env = { NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' };
    try {
      await expect(startServer({ env })).rejects.toThrow(ConfigError);
      await expect(startServer({ env })).rejects.toThrow(/DATABASE_URL: required in production/);
      const server = await startServer({ env: { ...env, EMBEDDED_DATABASE: 'true' } });
      try {
        expect(server.config).toMatchObject({ seedDemoData: false, host: 'localhost' });
        expect(await server.database.db.select({ id: users.id }).from(users)).toEqual([]);
      } finally {
        await server.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
