import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import type { SettingReader } from '../settings/providers';
import { complianceOrderRoutes } from './routes';
import { breachedOrderRefusal } from './service';
import { breachOverdueOrders } from './sweep';
import { complianceTestControlsEnabled, registerComplianceTestControls } from './test-controls';

/** How often the breach sweep runs (once per period across every API instance). */
export const BREACH_SWEEP_EVERY_SECONDS = 60;

/**
 * Compliance orders (decision 0059), with the `complaints` flag only (off: nothing registered,
 * every path answers 404): the routes, the minute's breach sweep on the job queue, and the
 * refusal of a suspended office's writes that names its breached order.
 */
export const registerComplianceOrders = async (
  app: FastifyInstance,
  options: { config: AppConfig; database: DatabaseHandle; settingValue: SettingReader },
) => {
  const { config, database, settingValue } = options;
  if (!config.features.complaints) return;
  const { db } = database;
  app.suspensionExplainers.push((organizationId) => breachedOrderRefusal(db, organizationId));
  app.jobs.schedule(
    'compliance-orders.breach',
    { everySeconds: BREACH_SWEEP_EVERY_SECONDS },
    async () => ({ breached: await breachOverdueOrders(db) }),
    { retryLimit: 1 },
  );
  await app.register(complianceOrderRoutes, { db, settingValue });
  // Only on the embedded store (a demo or an end-to-end server): never where a real database is named.
  if (complianceTestControlsEnabled() && !config.databaseUrl) registerComplianceTestControls(app, db);
};
