import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import type { EstablishmentSession } from '../types/session';

/** The establishment-level session the access-control plugin put on the request. */
export const establishmentSessionOf = (request: FastifyRequest): EstablishmentSession => {
  const session = request.session;
  if (!session) throw new AppError(401, 'errors.unauthorized');
  if (!session.membership) throw new AppError(403, 'errors.establishmentRequired');
  return session;
};
