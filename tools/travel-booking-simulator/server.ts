/**
 * Runs the travel-booking partner simulator standalone:
 *   node --import tsx tools/travel-booking-simulator/server.ts
 * PORT (default 4010), HOST (default 127.0.0.1), SIMULATOR_API_KEY (optional),
 * SIMULATOR_MODE (normal, slow or fail; default normal), SIMULATOR_DELAY_MS (slow mode, default 30000).
 * Point the API at it with TRAVEL_BOOKING_URL=http://127.0.0.1:4010
 */
import { buildSimulatorApp } from './app';
import { SIMULATOR_MODES, type SimulatorMode } from './state';

const port = Number(process.env.PORT ?? 4010);
const host = process.env.HOST ?? '127.0.0.1';
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
  ...(Number.isInteger(delayMs) && delayMs >= 0 ? { delayMs } : {}),
  ...(apiKey ? { apiKey } : {}),
});

try {
  await app.listen({ port, host });
} catch (error) {
  console.error(error);
  process.exit(1);
}

const shutdown = () => void app.close().then(() => process.exit(0));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
