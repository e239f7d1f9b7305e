import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoggedStatement } from './postgres-log';
import { startChildServer } from './child-server';

const server = fileURLToPath(new URL('./floor-server.ts', import.meta.url));

/** The drivers a floor can run on: the API's own (node-postgres) and postgres.js (decision 0101). */
export const FLOOR_DRIVERS = ['pg', 'pg-pipeline', 'postgres'] as const;
export type FloorDriver = (typeof FLOOR_DRIVERS)[number];

/** BENCH_SIDE_FLOOR: unset or `false` none, `true` the API's driver, or a list such as `pg,postgres`. */
export const floorDriversOf = (setting: string | undefined): FloorDriver[] => {
  if (setting === undefined || setting === '' || setting === 'false') return [];
  if (setting === 'true') return ['pg'];
  const drivers = setting.split(',').map((driver) => driver.trim());
  const unknown = drivers.filter((driver) => !(FLOOR_DRIVERS as readonly string[]).includes(driver));
  if (unknown.length > 0)
    throw new Error(
      `BENCH_SIDE_FLOOR: ${unknown.join(', ')} is not a driver (true, false or a list of ${FLOOR_DRIVERS.join(', ')})`,
    );
  return drivers as FloorDriver[];
};

/** How a floor row names its server. */
export const floorServerName = (driver: FloorDriver) =>
  `Fastify + ${{ pg: 'pg', 'pg-pipeline': 'pg, pipelined', postgres: 'postgres.js' }[driver]}`;

/**
 * Starts the floor server (floor-server.ts) on a read's captured statements; its URL and stop.
 * `poolSize` is the API's pool (DATABASE_POOL_SIZE, default 10), so both hold as many connections.
 */
export const startFloorServer = async (
  port: number,
  databaseUrl: string,
  statements: LoggedStatement[],
  poolSize: number,
  driver: FloorDriver,
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
      FLOOR_DRIVER: driver,
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
