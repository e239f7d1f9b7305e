import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, idParamsSchema as idParams } from '@portal/contracts/fields';
import { errorBodySchema } from '@portal/contracts/error-body';
import {
  MAX_REGISTRATION_DOCUMENTS,
  captchaChallengeSchema,
  registrationCreatedSchema,
  registrationDecisionSchema,
  registrationFieldsSchema,
  registrationListQuerySchema,
  registrationCountriesSchema,
  registrationListSchema,
  registrationSchema,
  registrationStatusQuerySchema,
  registrationStatusSchema,
} from '@portal/contracts/registration';
import type { DatabaseHandle } from '../../db/client';
import { languageOf } from '../../i18n/catalogue';
import { notFound } from '../../lib/errors';
import { enableRateLimits } from '../../lib/rate-limit';
import { routeAccess } from '../../lib/route-access';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { parseFields, readMultipart } from '../../platform/uploads/multipart';
import type { FileStore } from '../../platform/uploads/store';
import { decideClaimed } from '../../platform/claims/guard';
import { withClaim, withClaims } from '../../platform/claims/present';
import { createCaptcha } from './captcha';
import { registerRegistrationClaimRoutes } from './claims';
import type { RegistrationConfig } from './config';
import { findCountryOptions, listRegistrations } from './repository';
import {
  checkRegistrationCountry,
  decideRegistration,
  getRegistration,
  registrationStatus,
  submitRegistration,
} from './service';

export type RegistrationRoutesOptions = {
  database: DatabaseHandle;
  store: FileStore;
  settings: RegistrationConfig;
  /** The `captcha` feature flag. */
  captchaEnabled: boolean;
};

/** The admins' queue: the rule of the `admin.registrations` screen of the contracts route table. */
const ADMIN_READ = routeAccess('admin.registrations', 'READ');
const ADMIN_WRITE = routeAccess('admin.registrations', 'WRITE');
const tags = ['registrations'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The public registration form (`rf`) and the admins' review of its requests (decision 0015). */
export const registrationRoutes = async (app: FastifyInstance, options: RegistrationRoutesOptions) => {
  await app.register(multipart, {
    limits: { fileSize: 5 * 1_048_576, files: MAX_REGISTRATION_DOCUMENTS + 1 },
  });
  await enableRateLimits(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;
  const captcha = options.captchaEnabled
    ? createCaptcha(db, options.settings.captchaHmacKey, options.settings.captchaMaxNumber)
    : null;

  api.get(
    '/api/registrations/captcha',
    {
      config: {
        access: { public: true },
        rateLimit: { max: options.settings.captchasPerMinute, timeWindow: 60_000 },
      },
      schema: {
        tags,
        summary: 'A proof-of-work challenge (ALTCHA)',
        response: { 200: captchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      if (!captcha) throw notFound();
      return reply.header('cache-control', 'no-store').send(await captcha.challenge());
    },
  );

  api.get(
    '/api/registrations/countries',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: 'Countries offered by the form',
        response: { 200: registrationCountriesSchema },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').send(await findCountryOptions(db)),
  );

  api.post(
    '/api/registrations',
    {
      config: {
        access: { public: true },
        rateLimit: { max: options.settings.registrationsPerHour, timeWindow: 3_600_000 },
      },
      schema: {
        tags,
        summary: 'Ask to join (multipart: the fields, captcha, up to three documents)',
        consumes: ['multipart/form-data'],
        response: { 201: registrationCreatedSchema, 413: errorBodySchema, 429: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, MAX_REGISTRATION_DOCUMENTS);
      const parsed = parseFields(registrationFieldsSchema, fields, request);
      await checkRegistrationCountry(db, parsed, languageOf(request.headers['accept-language']));
      return reply.code(201).send(await submitRegistration(db, options.store, captcha, parsed, files));
    },
  );

  api.get(
    '/api/registrations/status',
    {
      config: {
        access: { public: true },
        rateLimit: { max: options.settings.statusChecksPerMinute, timeWindow: 60_000 },
      },
      schema: {
        tags,
        summary: 'The status of a request by its reference (nothing else)',
        querystring: registrationStatusQuerySchema,
        response: { 200: registrationStatusSchema, 404: errorBodySchema },
      },
    },
    async (request) => registrationStatus(db, request.query.reference),
  );

  api.get(
    '/api/registrations',
    {
      config: { access: ADMIN_READ },
      schema: {
        tags,
        security,
        querystring: registrationListQuerySchema,
        response: { 200: registrationListSchema },
      },
    },
    async (request) => {
      const page = await listRegistrations(db, request.query);
      return { ...page, items: await withClaims(db, 'registration', page.items) };
    },
  );

  api.get(
    '/api/registrations/:id',
    {
      config: { access: ADMIN_READ },
      schema: {
        tags,
        security,
        summary: 'One request (also prefills organization/add?registration=<id>)',
        params: idParams,
        response: { 200: registrationSchema, ...errors },
      },
    },
    async (request) =>
      withClaim(
        db,
        'registration',
        establishmentSessionOf(request),
        await getRegistration(db, request.params.id),
      ),
  );

  api.get(
    '/api/registrations/:id/documents/:fileId',
    {
      config: { access: ADMIN_READ },
      schema: {
        tags,
        security,
        params: z.object({ id: idParam(), fileId: z.uuid() }),
      },
    },
    async (request, reply) => {
      const registration = await getRegistration(db, request.params.id);
      if (!registration.documents.some((d) => d.id === request.params.fileId)) throw notFound();
      return options.store.send(db, reply, request.params.fileId);
    },
  );

  api.post(
    '/api/registrations/:id/decision',
    {
      config: { access: ADMIN_WRITE },
      schema: {
        tags,
        security,
        summary: 'Accept or reject a pending request',
        params: idParams,
        body: registrationDecisionSchema,
        response: { 200: registrationSchema, ...errors },
      },
    },
    async (request) => {
      const session = establishmentSessionOf(request);
      const { id } = request.params;
      const language = languageOf(request.headers['accept-language']);
      // Refused while another admin reviews it (409 naming them); the decision ends the review.
      return decideClaimed(db, { type: 'registration', id }, session, language, () =>
        decideRegistration(db, session, id, request.body),
      );
    },
  );

  registerRegistrationClaimRoutes(app, db, ADMIN_WRITE);
};
