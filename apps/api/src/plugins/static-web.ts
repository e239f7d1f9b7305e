import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '../config';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The built web app: WEB_DIST_DIR, else apps/web/dist beside this package, else under the working folder. */
export const webDistDirOf = (config: AppConfig): string | null => {
  const candidates = config.webDistDir
    ? [resolve(config.webDistDir)]
    : [
        // From src/plugins (run from source) or from dist (the bundle `npm start` builds).
        fileURLToPath(new URL('../../../web/dist', import.meta.url)),
        fileURLToPath(new URL('../../web/dist', import.meta.url)),
        resolve(process.cwd(), 'apps/web/dist'),
      ];
  return candidates.find((dir) => existsSync(resolve(dir, 'index.html'))) ?? null;
};

const staticWebPlugin = async (app: FastifyInstance, options: { config: AppConfig }): Promise<void> => {
  const root = webDistDirOf(options.config);
  if (!root) {
    app.decorate('serveWebIndex', null);
    app.log.info('web app not built (no apps/web/dist/index.html): serving the API only');
    return;
  }

  app.addHook('onRoute', (route) => {
    // The static file routes registered below serve the public web app.
    if (!route.url.startsWith('/api') && !route.url.startsWith('/auth') && !route.config?.access) {
      route.config = { ...route.config, access: { public: true } };
    }
  });

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    cacheControl: false,
    // The build writes `.br` and `.gz` beside each text file (apps/web/vite-precompress.ts).
    preCompressed: true,
    setHeaders: (res, path) => {
      // Vite's hashed bundles never change; everything else must be revalidated.
      res.setHeader('cache-control', path.includes(`${sep}assets${sep}`) ? IMMUTABLE : 'no-cache');
      res.setHeader('vary', 'accept-encoding');
    },
  });

  app.decorate('serveWebIndex', (reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  app.log.info({ root }, 'serving the web app');
};

export default fp(staticWebPlugin, { name: 'static-web' });
