import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { claimAnswerSchema, type ClaimAnswer, type ClaimSubjectType } from '@portal/contracts/claims';
import { idParamsSchema } from '@portal/contracts/fields';
import type { Language } from '@portal/contracts/constants';
import type { Database } from '../../db/client';
import { languageOf } from '../../i18n/catalogue';
import type { EstablishmentAccess } from '../../lib/access-declaration';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { EstablishmentSession } from '../../types/session';
import { documentedRoutes } from '../documented-routes';
import { establishmentSessionOf } from '../establishment-session';
import { heldByOther } from './guard';
import { activeClaimOf, endClaim, takeClaim, type ClaimSubject } from './repository';

/** Where a record stands for its queue: not seen by the caller (undefined), waiting for a decision, or not. */
export type QueueStanding = 'open' | 'closed' | undefined;

export type ClaimRouteOptions = {
  db: Database;
  type: ClaimSubjectType;
  /** The records' path, e.g. `/api/employment-requests`: the routes are `{path}/{id}/claim`. */
  path: string;
  tag: string;
  /** Who may claim: the queue's deciders. */
  claimAccess: EstablishmentAccess;
  /** Who may release: the deciders (their own claim) and admins (anyone's). */
  releaseAccess: EstablishmentAccess;
  /** The record as the caller sees it: undefined answers 404 (another tenant's), closed refuses a claim. */
  standing: (db: Database, id: number, session: EstablishmentSession) => Promise<QueueStanding>;
};

const answerOf = async (db: Database, subject: ClaimSubject, now: Date): Promise<ClaimAnswer> => {
  const claim = await activeClaimOf(db, subject, now);
  return { claim: claim && { claimedBy: claim.claimedBy, since: claim.since } };
};

/**
 * `POST {path}/{id}/claim`: the caller claims the record (409 naming the colleague who holds it);
 * claiming one's own claim again keeps it alive. `DELETE {path}/{id}/claim`: the holder releases
 * it, an admin releases anyone's (decision 0061).
 */
export const registerClaimRoutes = (app: FastifyInstance, options: ClaimRouteOptions): void => {
  const { db, type, path, standing } = options;
  const { route } = documentedRoutes(options.tag);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    `${path}/:id/claim`,
    route(options.claimAccess, {
      summary: 'Claim the record for review: colleagues see who reviews it; 15 minutes idle lapses it',
      params: idParamsSchema,
      response: { 200: claimAnswerSchema },
    }),
    async (request) => {
      const session = establishmentSessionOf(request);
      const language: Language = languageOf(request.headers['accept-language']);
      const subject = { type, id: request.params.id };
      const stands = await standing(db, subject.id, session);
      if (!stands) throw notFound();
      if (stands === 'closed') throw conflict('claims.notOpen');
      const now = new Date();
      if (!(await takeClaim(db, subject, session.user.id, now))) {
        const holder = await activeClaimOf(db, subject, now);
        // The winner of a race, or a colleague's live claim; gone again already: the caller may retry.
        throw holder ? heldByOther(holder, language) : conflict('claims.notOpen');
      }
      return answerOf(db, subject, now);
    },
  );

  api.delete(
    `${path}/:id/claim`,
    route(options.releaseAccess, {
      summary: "Release the record's claim: the holder's own, or anyone's by an admin",
      params: idParamsSchema,
      response: { 200: claimAnswerSchema },
    }),
    async (request) => {
      const session = establishmentSessionOf(request);
      const subject = { type, id: request.params.id };
      if (!(await standing(db, subject.id, session))) throw notFound();
      const now = new Date();
      const admin = session.membership.role === 'ADMIN';
      const claim = await activeClaimOf(db, subject, now);
      if (claim && claim.claimedBy.id !== session.user.id && !admin) throw forbidden('claims.notYours');
      await endClaim(db, subject, admin ? undefined : session.user.id);
      return answerOf(db, subject, now);
    },
  );
};
