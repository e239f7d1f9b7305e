import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@portal/contracts/error-body';
import {
  inboxPageSchema,
  inboxQuerySchema,
  inboxUnreadSchema,
  markInboxReadSchema,
  reminderPreferencesSchema,
} from '@portal/contracts/inbox';
import type { DatabaseHandle } from '../../db/client';
import { routeAccess } from '../../lib/route-access';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { inboxPage, markRead, preferencesOf, savePreferences, unreadCount } from './repository';

export type InboxRoutesOptions = { database: DatabaseHandle };

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** The caller's own inbox and reminder preferences (decision 0058): each person sees only their own. */
export const inboxRoutes = async (app: FastifyInstance, options: InboxRoutesOptions) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;
  const access = routeAccess('inbox');
  // Reading one's inbox and choosing one's e-mails are a person's own, not the organisation's
  // business: they stay open to a suspended organisation or one whose licence expired.
  const personalWrite = { ...access, allowWhenSuspended: true };
  const base = { tags: ['inbox'], security: [{ bearer: [] }] };

  api.get(
    '/api/inbox',
    {
      config: { access },
      schema: {
        ...base,
        summary: "The caller's inbox, unread first, newest first",
        querystring: inboxQuerySchema,
        response: { 200: inboxPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return inboxPage(db, establishmentSessionOf(request).user.id, request.query);
    },
  );

  api.get(
    '/api/inbox/unread',
    {
      config: { access },
      schema: {
        ...base,
        summary: "How many of the caller's inbox items are unread",
        response: { 200: inboxUnreadSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { unread: await unreadCount(db, establishmentSessionOf(request).user.id) };
    },
  );

  api.post(
    '/api/inbox/read',
    {
      config: { access: personalWrite },
      schema: {
        ...base,
        summary: "Marks some of the caller's inbox items (`ids`) or all of them (`all: true`) read",
        body: markInboxReadSchema,
        response: { 200: inboxUnreadSchema, ...errors },
      },
    },
    async (request) => {
      const userId = establishmentSessionOf(request).user.id;
      await markRead(db, userId, request.body, new Date());
      return { unread: await unreadCount(db, userId) };
    },
  );

  api.get(
    '/api/inbox/preferences',
    {
      config: { access },
      schema: {
        ...base,
        summary: 'Which reminders the caller receives by e-mail, and in which language',
        response: { 200: reminderPreferencesSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return preferencesOf(db, establishmentSessionOf(request).user.id);
    },
  );

  api.put(
    '/api/inbox/preferences',
    {
      config: { access: personalWrite },
      schema: {
        ...base,
        summary: 'Chooses which reminders (50 %, 80 %, breach) arrive by e-mail, and their language',
        body: reminderPreferencesSchema,
        response: { 200: reminderPreferencesSchema, ...errors },
      },
    },
    async (request) => {
      const userId = establishmentSessionOf(request).user.id;
      await savePreferences(db, userId, request.body, new Date());
      return preferencesOf(db, userId);
    },
  );
};
