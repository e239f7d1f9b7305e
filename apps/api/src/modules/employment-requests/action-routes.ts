import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { arrivalInputSchema, type ArrivalInput } from '@portal/contracts/booking';
import { errorBodySchema } from '@portal/contracts/error-body';
import {
  EMPLOYMENT_REQUEST_BULK_ACTIONS,
  EMPLOYMENT_REQUEST_POST_ACTIONS,
  EMPLOYMENT_REQUEST_STATUS,
  employmentRequestBulkActionSchema,
  employmentRequestBulkDecisionSchema,
  employmentRequestTransitions,
  type EmploymentRequestAction,
} from '@portal/contracts/employment-requests/transitions';
import {
  employmentRequestIdParamsSchema,
  employmentRequestSchema,
} from '@portal/contracts/employment-requests/schemas';
import type { Role } from '@portal/contracts/roles';
import { actionReasonQuerySchema } from '@portal/contracts/transitions/action-query';
import type { Party } from '@portal/contracts/transitions/define';
import { languageOf } from '../../i18n/catalogue';
import type { EstablishmentAccess } from '../../lib/access-declaration';
import { actionAccess } from '../../lib/route-access';
import { checkNotClaimedByOther } from '../../platform/claims/guard';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { takeRequestAction } from './actions';
import { decideInBulk } from './bulk-action';
import { registerRequestClaimRoutes } from './claims';
import type { EmploymentRequestOptions } from './module';
import { requestVisible } from './repository';
import { OFFICE_ROLES, visibleRequests } from './scope';
import { issueEContract } from './verifiable';

const tags = ['employment-requests'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The roles that can be a declared party: the request's office, its agency, an embassy (an admin is ADMIN). */
const ROLES_OF: Partial<Record<Party, readonly Role[]>> = {
  office: OFFICE_ROLES,
  agency: ['EPRO'],
  embassy: ['FOREIGN_EMBASSY'],
};

/** An action's rule: the requests screen at the action's permission, narrowed to its parties' roles. */
export const requestActionAccess = (action: EmploymentRequestAction): EstablishmentAccess =>
  actionAccess('employmentRequests', employmentRequestTransitions.actions[action], ROLES_OF);

/** The embassy's decisions on its queue: refused while a colleague reviews the request (decision 0061). */
const CLAIMED_DECISIONS: readonly EmploymentRequestAction[] = EMPLOYMENT_REQUEST_BULK_ACTIONS;

/**
 * `POST /api/employment-requests/{id}/{action}` for each declared action people take, the reason
 * as `?reasonId=` (the one way of every declared record) and an empty body, but for `arrive`'s
 * `{ arrivedOn }`; `accept` and `acceptDirect` take whichever the request's country allows. And
 * the embassy's bulk decisions.
 */
export const employmentRequestActionRoutes = async (
  app: FastifyInstance,
  options: EmploymentRequestOptions,
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;

  for (const action of EMPLOYMENT_REQUEST_POST_ACTIONS) {
    const rule = employmentRequestTransitions.actions[action];
    api.post(
      `/api/employment-requests/:id/${action}`,
      {
        config: { access: requestActionAccess(action) },
        schema: {
          tags,
          security,
          summary: `${action}: ${rule.from.join(' or ')} → ${rule.to}, by ${rule.by.join(' or ')}`,
          params: employmentRequestIdParamsSchema,
          querystring: actionReasonQuerySchema,
          ...(action === 'arrive' && { body: arrivalInputSchema }),
          response: { 200: employmentRequestSchema, ...errors },
        },
      },
      async (request) => {
        const session = establishmentSessionOf(request);
        const language = languageOf(request.headers['accept-language']);
        const subject = { type: 'employmentRequest', id: request.params.id } as const;
        // Only a caller who sees the request learns who reviews it (others get the runner's 404).
        if (
          CLAIMED_DECISIONS.includes(action) &&
          (await requestVisible(db, subject.id, visibleRequests(session)))
        )
          await checkNotClaimedByOther(db, subject, session, language);
        const updated = await takeRequestAction(db, options, {
          session,
          id: request.params.id,
          requested: action,
          input: { reasonId: request.query.reasonId, ...(request.body as Partial<ArrivalInput> | undefined) },
          language,
        });
        // A request now CONTRACTED: its e-contract's codes and PDFs, once committed (issue 25).
        if (updated.status === EMPLOYMENT_REQUEST_STATUS.CONTRACTED)
          await issueEContract(app.verifiableDocuments, db, session, updated.id);
        return updated;
      },
    );
  }

  api.post(
    '/api/employment-requests/bulk-action',
    {
      config: { access: requestActionAccess('approve') },
      schema: {
        tags,
        security,
        summary:
          "The embassy's pending queue: approve or reject (one reasonId for all) several requests, all or nothing; " +
          'those a colleague reviews are skipped and counted',
        body: employmentRequestBulkActionSchema,
        response: { 200: employmentRequestBulkDecisionSchema, ...errors },
      },
    },
    async (request) => {
      const session = establishmentSessionOf(request);
      const decided = await decideInBulk(
        db,
        options,
        session,
        request.body,
        languageOf(request.headers['accept-language']),
      );
      // The approved ones are CONTRACTED: their e-contracts' codes and PDFs (issue 25).
      for (const id of decided.ids) await issueEContract(app.verifiableDocuments, db, session, id);
      return decided;
    },
  );

  registerRequestClaimRoutes(app, db, requestActionAccess('approve'));
};
