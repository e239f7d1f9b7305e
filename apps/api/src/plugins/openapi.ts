import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

// Swagger UI loads only its own files; its React rendering needs inline styles.
const DOCS_CSP = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
};

/** OpenAPI document from the routes' zod schemas, at /api/openapi.json, browsable at /api/docs. */
const openapiPlugin = async (app: FastifyInstance): Promise<void> => {
  app.addHook('onRoute', (route) => {
    // Swagger UI's own routes are public documentation.
    if (route.url.startsWith(DOCS_PREFIX) && !route.config?.access) {
      route.config = { ...route.config, access: { public: true } };
    }
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Recruitment portal API',
        description:
          'REST API of the recruitment portal. Authenticated calls carry a bearer token and the establishment headers (x-establishment, x-role, x-organization-id); non-GET calls carry X-XSRF-TOKEN matching the XSRF-TOKEN cookie.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    // The document covers the portal API; the sign-in service under /auth publishes its own discovery.
    transform: (input) =>
      input.url.startsWith('/api')
        ? jsonSchemaTransform(input)
        : { schema: { ...input.schema, hide: true }, url: input.url },
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: DOCS_CSP,
    uiConfig: { docExpansion: 'list', deepLinking: false, validatorUrl: null },
  });

  app.get('/api/openapi.json', { schema: { hide: true }, config: { access: { public: true } } }, async () =>
    app.swagger(),
  );
};

export default fp(openapiPlugin, { name: 'openapi' });
