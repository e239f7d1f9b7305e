import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database, DatabaseHandle } from '../../db/client';
import type { ActionsNeededProvider } from '../statistic/providers';
import type { ModuleProviders } from '../registry';
import { loadComplaintsConfig, type ComplaintsConfig } from './config';
import { meteredCall, outcomeOfStatus } from '../../platform/observability/process-metrics';
import { connectorFromConfig, type Connector } from './connector';
import { allComplaints } from '../compliance-orders/complaint-reader';
import { recentSettingValue } from '../settings/service';
import { complaintsRoutes } from './routes';
import { createSecretSource } from './secret';
import { COMPLAINTS_SYNC_EVERY_SECONDS, COMPLAINTS_SYNC_JOB, syncComplaints } from './sync';
import { scopeOf, signAccessToken } from './tokens';

type Registered = { connector: Connector; secret: () => Promise<string>; log: FastifyBaseLogger };

/** The connector of each registered API (by its database), for the notification count. */
const registered = new WeakMap<Database, Registered>();

/**
 * The `complaints` notification count: open complaints about the caller's requests raised by the
 * other side (an office's raised by the embassy, the embassy's raised by offices), as the
 * connector counts them with a token of the caller. 0 with the flag off; a connector failure is
 * logged and counts 0 so the other counts still answer.
 */
export const complaintsWaiting: ActionsNeededProvider = async ({ db, session }) => {
  const entry = registered.get(db);
  if (!entry || scopeOf(session).kind === 'none') return 0;
  try {
    const { token } = await signAccessToken(session, await entry.secret());
    const response = await entry.connector.transport({
      method: 'GET',
      path: '/api/complaints/waiting',
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    if (response.status !== 200) throw new Error(`connector answered ${response.status}`);
    const { count } = JSON.parse(response.body) as { count: unknown };
    if (typeof count !== 'number') throw new Error('connector answered no count');
    return count;
  } catch (error) {
    entry.log.warn({ err: error }, 'complaints count unavailable');
    return 0;
  }
};

/**
 * The connector and its secret of the API registered on this database (null with the flag off):
 * the compliance orders read complaints through it for the admins (decision 0059).
 */
export const complaintsConnectorOf = (
  db: Database,
): { connector: Connector; secret: () => Promise<string> } | null => {
  const entry = registered.get(db);
  return entry ? { connector: entry.connector, secret: entry.secret } : null;
};

export const COMPLAINTS_PROVIDES: Partial<ModuleProviders> = {
  actionsNeeded: { complaints: complaintsWaiting },
};

export type RegisterComplaintsOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  /** Tests may pass their own; otherwise read from the environment. */
  complaintsConfig?: ComplaintsConfig;
};

/**
 * Registers the complaints routes when the `complaints` flag is on (off: nothing is registered,
 * every complaints path answers 404, no sync runs). The in-process simulator keeps its complaints in
 * `<DATA_DIR>/issue-tracker/complaints.json`, in memory under test. With the flag on, the minute's
 * `complaints.sync` reads every complaint through the connector into the portal's own table
 * (decision 0063).
 */
export const registerComplaints = async (app: FastifyInstance, options: RegisterComplaintsOptions) => {
  const { config, database } = options;
  if (!config.features.complaints) return;
  const complaintsConfig = options.complaintsConfig ?? loadComplaintsConfig();
  const secret = createSecretSource(database.db, complaintsConfig.secret);
  const store = async () => {
    const state = await import('@portal/tools/issue-tracker-simulator/state');
    return config.nodeEnv === 'test'
      ? state.createMemoryStore()
      : state.createFileStore(join(config.dataDir, 'issue-tracker', 'complaints.json'));
  };
  const configured = connectorFromConfig(complaintsConfig, secret, store);
  // Each exchange counted for /metrics by method and outcome (decision 0044).
  const connector: Connector = {
    ...configured,
    transport: (request) =>
      meteredCall(
        'issue_tracker',
        request.method,
        () => configured.transport(request),
        (response) => outcomeOfStatus(response.status),
      ),
  };
  registered.set(database.db, { connector, secret, log: app.log });
  app.addHook('onClose', async () => {
    registered.delete(database.db);
    await connector.close();
  });
  // Once a minute across every instance: the tracker's complaints into the portal's table, their
  // answer clocks started and met (decision 0063). The portal reads for itself (no session).
  app.jobs.schedule(
    COMPLAINTS_SYNC_JOB,
    { everySeconds: COMPLAINTS_SYNC_EVERY_SECONDS },
    () =>
      syncComplaints(database.db, {
        read: () => allComplaints(database.db, null),
        settings: recentSettingValue,
        log: app.log,
      }),
    { retryLimit: 1 },
  );
  await app.register(complaintsRoutes, {
    db: database.db,
    secret,
    connector,
    connectorUrl: complaintsConfig.publicUrl,
  });
};
