import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  employmentRequestSubmitResponseSchema,
  employmentRequestSubmitSchema,
  wizardAvailabilityQuerySchema,
  wizardAvailabilityResponseSchema,
  wizardCandidateListSchema,
  wizardCandidateQuerySchema,
  wizardVisaQuerySchema,
  wizardVisasResponseSchema,
} from '@portal/contracts/employment-requests/wizard';
import { languageOf } from '../../i18n/catalogue';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { WIZARD_READ, WIZARD_WRITE } from './access';
import { route, type RequestRoutes } from './routes';
import { submitRequests } from './submit';
import { unavailableCandidates, wizardCandidates, wizardVisas } from './wizard';

/** The wizard of local offices: the employer's visas, the candidates for a visa, a draft's availability, the submission. */
export const employmentRequestWizardRoutes: RequestRoutes = async (app, options) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;

  api.get(
    '/api/employment-requests/wizard/visas',
    route(WIZARD_READ, {
      summary:
        "The employer's visas a request can take: AVAILABLE, unexpired, of a country open to recruitment",
      querystring: wizardVisaQuerySchema,
      response: { 200: wizardVisasResponseSchema },
    }),
    async (request) => wizardVisas(db, request.query.nationalId),
  );

  api.get(
    '/api/employment-requests/wizard/candidates',
    route(WIZARD_READ, {
      summary:
        "A visa's candidates: AVAILABLE, its gender and career, of agencies with an ACTIVE partnership contract " +
        "with the caller's office for its country, with that contract's line terms",
      querystring: wizardCandidateQuerySchema,
      response: { 200: wizardCandidateListSchema },
    }),
    async (request) => wizardCandidates(db, establishmentSessionOf(request), request.query),
  );

  api.get(
    '/api/employment-requests/wizard/availability',
    route(WIZARD_READ, {
      summary: "Which of a draft's candidates the office can no longer choose (taken or gone)",
      querystring: wizardAvailabilityQuerySchema,
      response: { 200: wizardAvailabilityResponseSchema },
    }),
    async (request) => unavailableCandidates(db, establishmentSessionOf(request), request.query.ids ?? []),
  );

  api.post(
    '/api/employment-requests',
    route(WIZARD_WRITE, {
      summary: 'Submit the wizard: one request per visa and candidate, all or nothing (several make a bulk)',
      body: employmentRequestSubmitSchema,
      response: { 201: employmentRequestSubmitResponseSchema },
    }),
    async (request, reply) => {
      const answer = await submitRequests(
        options,
        establishmentSessionOf(request),
        request.body,
        languageOf(request.headers['accept-language']),
      );
      return reply.code(201).send(answer);
    },
  );
};
