import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoggedStatement } from './postgres-log';
import { startChildServer } from './child-server';

const server = fileURLToPath(new URL('./floor-server.ts', import.meta.url));

/**
 * Starts the floor server (floor-server.ts) on a read's captured statements; its URL and stop.
 * `poolSize` is the API's pool (DATABASE_POOL_SIZE, default 10), so both hold as many connections.
 */
export const startFloorServer = async (
  port: number,
  databaseUrl: string,
  statements: LoggedStatement[],
  poolSize: number,
) => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-floor-'));
  const file = join(dir, 'statements.json');
  writeFileSync(file, JSON.stringify(statements.map(({ sql, params }) => ({ sql, params }))));
  try {
    const { stop } = await startChildServer(server, {
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      FLOOR_STATEMENTS: file,
      FLOOR_POOL_SIZE: String(poolSize),
    });
    return {
      url: `http://localhost:${port}/floor`,
      stop: async () => {
        await stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
};
