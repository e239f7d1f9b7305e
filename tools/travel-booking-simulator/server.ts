/**
 * Runs the travel-booking partner simulator standalone:
 *   node --import tsx tools/travel-booking-simulator/server.ts
 * PORT (default 4010), HOST (default 127.0.0.1), SIMULATOR_API_KEY (optional).
 * Point the API at it with TRAVEL_BOOKING_URL=http://127.0.0.1:4010
 */
import { buildSimulatorApp } from './app';

const port = Number(process.env.PORT ?? 4010);
const host = process.env.HOST ?? '127.0.0.1';
const apiKey = process.env.SIMULATOR_API_KEY || undefined;

const app = buildSimulatorApp({ logger: { level: 'info' }, ...(apiKey ? { apiKey } : {}) });

try {
  await app.listen({ port, host });
} catch (error) {
  console.error(error);
  process.exit(1);
}

const shutdown = () => void app.close().then(() => process.exit(0));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
