/**
 * Runs the issue-tracker simulator standalone:
 *   ISSUE_TRACKER_JWT_SECRET=… node --import tsx tools/issue-tracker-simulator/server.ts
 * PORT (default 4020), HOST (default 127.0.0.1), ISSUE_TRACKER_JWT_SECRET (required: the same
 * value the API is given), DATA_FILE (optional JSON file; in memory when unset).
 * Point the API at it with ISSUE_TRACKER_URL=http://127.0.0.1:4020
 */
import { serveStandalone } from '../standalone-server';
import { buildIssueTrackerApp } from './app';
import { createFileStore, createMemoryStore } from './state';

const secret = process.env.ISSUE_TRACKER_JWT_SECRET;
if (!secret || secret.length < 32) {
  console.error('ISSUE_TRACKER_JWT_SECRET must be set (at least 32 characters), the same as the API');
  process.exit(1);
}
const dataFile = process.env.DATA_FILE;

const app = buildIssueTrackerApp({
  secret: async () => secret,
  store: dataFile ? createFileStore(dataFile) : createMemoryStore(),
  logger: { level: 'info' },
});

await serveStandalone(app, 4020);
