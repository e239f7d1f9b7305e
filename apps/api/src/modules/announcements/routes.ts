import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  announcementExportQuerySchema,
  announcementIdParamsSchema,
  announcementInputSchema,
  announcementListQuerySchema,
  announcementListResponseSchema,
  announcementSchema,
  visibleAnnouncementsSchema,
} from '@portal/contracts/announcements';
import { todayInKingdom } from '@portal/contracts/constants';
import { errorBodySchema } from '@portal/contracts/error-body';
import type { DatabaseHandle } from '../../db/client';
import { languageOf, translate } from '../../i18n/catalogue';
import { sendExport } from '../../lib/export/send-export';
import { sendRevalidated } from '../../lib/http-cache';
import { allRows } from '../../lib/list/list-query';
import { routeAccess } from '../../lib/route-access';
import { registerHistoryRoute } from '../../platform/history/routes';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { announcementExportColumns } from './export-columns';
import { announcementsFetcher, findAnnouncement } from './repository';
import {
  createAnnouncement,
  currentAnnouncements,
  deleteAnnouncement,
  getAnnouncement,
  listAnnouncements,
  publicAnnouncements,
  updateAnnouncement,
} from './service';
import { ANNOUNCEMENT_HISTORY_FIELDS } from './history-fields';

export type AnnouncementsRoutesOptions = { database: DatabaseHandle };

const READ = routeAccess('admin.announcements', 'READ');
const WRITE = routeAccess('admin.announcements', 'WRITE');
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['announcements'];
const security = [{ bearer: [] }];

/** Announcements: admins manage them; the home page shows the public ones, dashboards the addressed ones. */
export const announcementsRoutes = async (
  app: FastifyInstance,
  options: AnnouncementsRoutesOptions,
): Promise<void> => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;

  api.get(
    '/api/announcements',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: 'Announcements: filtered, sorted page with the total',
        querystring: announcementListQuerySchema,
        response: { 200: announcementListResponseSchema, ...errors },
      },
    },
    async (request) => listAnnouncements(db, request.query),
  );

  api.get(
    '/api/announcements/export',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: 'Announcements: the whole filtered list as CSV (UTF-8 with BOM) or XLSX',
        querystring: announcementExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      return sendExport(reply, {
        format,
        filename: translate(languageOf(request.headers['accept-language']), 'announcements.fileName'),
        columns: announcementExportColumns(languageOf(request.headers['accept-language'])),
        rows: allRows(announcementsFetcher(db, query, query, todayInKingdom())),
      });
    },
  );

  api.get(
    '/api/announcements/public',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: 'Public announcements visible today, newest first (home page)',
        description: 'Served with an ETag and `Cache-Control: private, no-cache`: 304 while unchanged.',
        response: { 200: visibleAnnouncementsSchema, 304: z.null() },
      },
    },
    async (request, reply) => sendRevalidated(request, reply, await publicAnnouncements(db)),
  );

  api.get(
    '/api/announcements/current',
    {
      config: { access: {} },
      schema: {
        tags,
        security,
        summary: "Announcements addressed to the caller's role and visible today, newest first (dashboard)",
        response: {
          200: visibleAnnouncementsSchema,
          304: z.null(),
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const session = establishmentSessionOf(request);
      return sendRevalidated(request, reply, await currentAnnouncements(db, session.membership.role));
    },
  );

  api.get(
    '/api/announcements/:id',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: 'One announcement',
        params: announcementIdParamsSchema,
        response: { 200: announcementSchema, ...errors },
      },
    },
    async (request) => getAnnouncement(db, request.params.id),
  );

  api.post(
    '/api/announcements',
    {
      config: { access: WRITE },
      schema: {
        tags,
        security,
        summary: 'Add an announcement (bodies sanitised: p, br, strong, em, ul, ol, li, a[href])',
        body: announcementInputSchema,
        response: { 201: announcementSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = establishmentSessionOf(request);
      return reply.code(201).send(await createAnnouncement(db, session.user.id, request.body));
    },
  );

  api.put(
    '/api/announcements/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        security,
        summary: 'Change an announcement (bodies sanitised)',
        params: announcementIdParamsSchema,
        body: announcementInputSchema,
        response: { 200: announcementSchema, ...errors },
      },
    },
    async (request) =>
      updateAnnouncement(db, establishmentSessionOf(request).user.id, request.params.id, request.body),
  );

  api.delete(
    '/api/announcements/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        security,
        summary: 'Delete an announcement (its history stays)',
        params: announcementIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteAnnouncement(db, establishmentSessionOf(request).user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  registerHistoryRoute(app, {
    db,
    entityType: 'announcement',
    fields: ANNOUNCEMENT_HISTORY_FIELDS,
    access: READ,
    canSee: async (database, id) => (await findAnnouncement(database, id)) !== null,
  });
};
