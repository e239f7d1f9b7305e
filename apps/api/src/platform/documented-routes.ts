import type { z } from 'zod';
import { errorBodySchema } from '@portal/contracts/error-body';
import type { AccessDeclaration } from '../lib/access-declaration';

/** The answers a module's route may give besides its own: a bad request, a refusal, not found, a conflict. */
const errors = {
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** A route's own schema: what it reads (params, querystring, body) and its answers by status. */
type RouteSchema = { summary: string; response: Record<number, z.ZodType> };

/**
 * The OpenAPI description every route of one module shares (its tag, the bearer token, the error
 * answers) and `route(access, schema)`, a route's options: its access rule (`config.access`) and its
 * own schema with those added.
 */
export const documentedRoutes = (tag: string) => {
  const tags = [tag];
  const security = [{ bearer: [] }];
  const route = <S extends RouteSchema>(access: AccessDeclaration, schema: S) => ({
    config: { access },
    schema: { tags, security, ...schema, response: { ...schema.response, ...errors } },
  });
  return { tags, security, errors, route };
};
