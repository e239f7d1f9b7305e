import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@portal/contracts/error-body';
import { feedbackCreatedSchema, feedbackRequestSchema } from '@portal/contracts/feedback';
import type { DatabaseHandle } from '../../db/client';
import { languageOf } from '../../i18n/catalogue';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { submitFeedback } from './service';

export type FeedbackRoutesOptions = { database: DatabaseHandle };

/** The lazily loaded feedback widget of the shell (spec 2). */
export const feedbackRoutes = async (app: FastifyInstance, options: FeedbackRoutesOptions): Promise<void> => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;

  api.post(
    '/api/feedback',
    {
      config: { access: { allowWhenSuspended: true } },
      bodyLimit: 16_384,
      schema: {
        tags: ['feedback'],
        summary: 'Store feedback about the portal',
        security: [{ bearer: [] }],
        body: feedbackRequestSchema,
        response: { 201: feedbackCreatedSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const language = languageOf(request.headers['accept-language']);
      const created = await submitFeedback(db, establishmentSessionOf(request), request.body, language);
      return reply.code(201).send(created);
    },
  );
};
