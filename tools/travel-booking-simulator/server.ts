/**
 * Runs the travel-booking partner simulator standalone:
 *   node --import tsx tools/travel-booking-simulator/server.ts
 * PORT (default 4010), HOST (default 127.0.0.1), SIMULATOR_API_KEY (optional),
 * SIMULATOR_MODE (normal, slow or fail; default normal), SIMULATOR_DELAY_MS (slow mode, default 30000),
 * SIMULATOR_TEST_CONTROLS=true to serve the test control `/v1/_control` (off in a normal start).
 * Point the API at it with TRAVEL_BOOKING_URL=http://127.0.0.1:4010
 */
import { serveStandalone } from '../standalone-server';
import { buildSimulatorApp } from './app';
import { SIMULATOR_MODES, type SimulatorMode } from './state';

const apiKey = process.env.SIMULATOR_API_KEY || undefined;

const mode = process.env.SIMULATOR_MODE || 'normal';
if (!(SIMULATOR_MODES as readonly string[]).includes(mode)) {
  console.error(`SIMULATOR_MODE must be one of ${SIMULATOR_MODES.join(', ')}`);
  process.exit(1);
}
const delayMs = Number(process.env.SIMULATOR_DELAY_MS ?? 30_000);

const app = buildSimulatorApp({
  logger: { level: 'info' },
  mode: mode as SimulatorMode,
  testControls: process.env.SIMULATOR_TEST_CONTROLS === 'true',
  ...(Number.isInteger(delayMs) && delayMs >= 0 ? { delayMs } : {}),
  ...(apiKey ? { apiKey } : {}),
});

await serveStandalone(app, 4010);
