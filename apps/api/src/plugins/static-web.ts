import { existsSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@portal/contracts/constants';
import { matchRoute } from '@portal/contracts/guards-match';
import type { AppConfig } from '../config';
import { contentSecurityDirectives, cspHeaderValue } from './security-headers';

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

/** What the web build writes beside its first screens (apps/web/vite-prerender.ts, decision 0066). */
type FirstScreenManifest = {
  scriptHash: string;
  languageCookie: string;
  pages: Record<string, Partial<Record<string, string>>>;
  /** Signed-in route id -> language -> file (decision 0075); absent from builds before it. */
  signedIn?: Record<string, Partial<Record<string, string>>>;
};

const FIRST_SCREEN_DIR = 'first-screen';

const readFirstScreens = (root: string): FirstScreenManifest | null => {
  try {
    const manifest = JSON.parse(readFileSync(resolve(root, FIRST_SCREEN_DIR, 'manifest.json'), 'utf8'));
    return typeof manifest?.scriptHash === 'string' && manifest.pages
      ? (manifest as FirstScreenManifest)
      : null;
  } catch {
    return null;
  }
};

/** The tags of an `Accept-Language` header, most wanted first (equal weights in their order). */
export const acceptedLanguages = (header: string | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);

const cookieValue = (header: string | undefined, name: string): string | undefined =>
  (header ?? '')
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([key]) => key === name)?.[1];

/**
 * The language the web app will show (apps/web/src/lib/i18n/language.ts, spec 1): the one the app
 * last showed (its cookie, kept by the boot script from the stored choice), else the browser's
 * languages by exact match, then by prefix (ar -> ar-SA), else English.
 */
export const firstScreenLanguage = (request: FastifyRequest, cookieName: string): Language => {
  const chosen = cookieValue(request.headers.cookie, cookieName);
  const known = LANGUAGES.find((language) => language === chosen);
  if (known) return known;
  const wanted = acceptedLanguages(request.headers['accept-language']);
  for (const tag of wanted) {
    const exact = LANGUAGES.find((language) => language.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
  }
  for (const tag of wanted) {
    const prefix = tag.split(/[-_]/)[0]?.toLowerCase();
    const byPrefix = LANGUAGES.find((language) => language.split('-')[0] === prefix);
    if (byPrefix) return byPrefix;
  }
  return DEFAULT_LANGUAGE;
};

/**
 * The first screen's file for a request, if the build wrote one, in the language the browser will
 * show: a public page's for its address as written (a query may change what the page shows: the
 * registry's search; the build writes the worker's check with each of its languages, `?lang=fil-PH`);
 * a signed-in page's for any address of its route (its frame and title do not depend on the query or
 * the record; decision 0075).
 */
const firstScreenOf = (request: FastifyRequest, manifest: FirstScreenManifest | null): string | null => {
  if (!manifest) return null;
  const queryAt = request.url.indexOf('?');
  const pathname = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
  const path = pathname === '/' ? '/' : pathname.replace(/\/+$/, '') || '/';
  const publicFiles = manifest.pages[queryAt < 0 ? path : `${path}${request.url.slice(queryAt)}`];
  const files = publicFiles ?? signedInFilesOf(path, manifest);
  const file = files?.[firstScreenLanguage(request, manifest.languageCookie)];
  return file ? `${FIRST_SCREEN_DIR}/${file}` : null;
};

const signedInFilesOf = (path: string, manifest: FirstScreenManifest) => {
  const match = manifest.signedIn ? matchRoute(path) : null;
  return match?.route.layout === 'app' ? manifest.signedIn?.[match.route.id] : undefined;
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

  const firstScreens = readFirstScreens(root);
  // A first screen's page holds an inline script (its language guard): allowed by its hash alone.
  const firstScreenCsp = firstScreens
    ? cspHeaderValue({
        ...contentSecurityDirectives(options.config),
        'script-src': ["'self'", firstScreens.scriptHash],
      })
    : null;

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    cacheControl: false,
    // The build writes `.br` and `.gz` beside each text file (apps/web/vite-precompress.ts).
    preCompressed: true,
    setHeaders: (res, path) => {
      // Vite's hashed bundles never change; everything else must be revalidated.
      res.setHeader('cache-control', path.includes(`${sep}assets${sep}`) ? IMMUTABLE : 'no-cache');
      // A first screen depends on the language the browser asks for or the app last showed.
      res.setHeader(
        'vary',
        path.includes(`${sep}${FIRST_SCREEN_DIR}${sep}`)
          ? 'accept-encoding, accept-language, cookie'
          : 'accept-encoding',
      );
    },
  });

  app.decorate('serveWebIndex', (reply) => {
    const firstScreen = firstScreenOf(reply.request, firstScreens);
    if (firstScreen && firstScreenCsp) {
      return reply
        .header('cache-control', 'no-cache')
        .header('content-security-policy', firstScreenCsp)
        .sendFile(firstScreen);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  // `/` has its first screens too: answered here rather than by the static files' index.html.
  app.get('/', (_request, reply) => app.serveWebIndex!(reply));
  app.log.info({ root, firstScreens: Object.keys(firstScreens?.pages ?? {}) }, 'serving the web app');
};

export default fp(staticWebPlugin, { name: 'static-web' });
