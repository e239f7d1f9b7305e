import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@portal/contracts/error-body';
import {
  SETTING_KEYS,
  publicSettingsSchema,
  settingInputSchema,
  settingUpdateResponseSchema,
  settingsResponseSchema,
  type SettingValues,
} from '@portal/contracts/settings';
import type { DatabaseHandle } from '../../db/client';
import { sendRevalidated } from '../../lib/http-cache';
import { routeAccess } from '../../lib/route-access';
import { registerHistoryRoute } from '../../platform/history/routes';
import { establishmentSessionOf } from '../../platform/establishment-session';
import type { ContractTermsPublisher } from './providers';
import { findSettingById } from './repository';
import { publicSettings, readSettings, updateSetting } from './service';
import { settingHistoryFields } from './history-fields';

export type SettingsRoutesOptions = {
  database: DatabaseHandle;
  /** What a new `contractTermsVersion` does to the partnership contracts (their module provides it). */
  publishContractTerms: ContractTermsPublisher;
};

const READ = routeAccess('admin.settings', 'READ');
const WRITE = routeAccess('admin.settings', 'WRITE');
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const tags = ['settings'];
const security = [{ bearer: [] }];

/** Admin settings: typed key/values (one schema per key), and the public support contacts. */
export const settingsRoutes = async (app: FastifyInstance, options: SettingsRoutesOptions): Promise<void> => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;

  api.get(
    '/api/settings',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: 'Every setting (typed values) and who changed each one, when',
        response: { 200: settingsResponseSchema, ...errors },
      },
    },
    async () => readSettings(db),
  );

  api.get(
    '/api/settings/public',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: 'What anyone may read: the support contacts (Contact Us page)',
        description: 'Served with an ETag and `Cache-Control: private, no-cache`: 304 while unchanged.',
        response: { 200: publicSettingsSchema, 304: z.null() },
      },
    },
    async (request, reply) => sendRevalidated(request, reply, await publicSettings(db)),
  );

  // One route per key, so each body is validated (and documented) by that key's own schema;
  // an unknown key is simply not found.
  for (const key of SETTING_KEYS) {
    api.put(
      `/api/settings/${key}`,
      {
        config: { access: WRITE },
        schema: {
          tags,
          security,
          summary: `Change the ${key} setting`,
          body: settingInputSchema(key),
          response: { 200: settingUpdateResponseSchema, ...errors },
        },
      },
      async (request) =>
        updateSetting(
          db,
          establishmentSessionOf(request).user.id,
          key,
          request.body as { value: SettingValues[typeof key]; rowVersion: number },
          { publishContractTerms: options.publishContractTerms },
        ),
    );
  }

  registerHistoryRoute(app, {
    db,
    entityType: 'setting',
    fields: settingHistoryFields,
    access: READ,
    canSee: async (database, id) => (await findSettingById(database, id)) !== null,
  });
};
