import type { FastifyInstance } from 'fastify';
import type { EmploymentRequestOptions } from './module';

// Owned by one helper: replace this placeholder registration with the real routes.
export const employmentRequestPdfRoutes = async (_app: FastifyInstance, _options: EmploymentRequestOptions) => {};
