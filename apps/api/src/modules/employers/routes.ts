import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';

// Owned by one helper: replace this placeholder registration with the real routes.
export const employerRoutes = async (_app: FastifyInstance, _options: { database: DatabaseHandle }) => {};
