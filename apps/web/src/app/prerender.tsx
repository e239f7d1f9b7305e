import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Language } from '@portal/contracts/constants';
import { i18n, i18nOptions } from '../lib/i18n/i18n';
import { queryClient } from '../lib/query-client';
import { PortalThemeProvider } from './providers/theme-provider';
import type { RouteHandle } from './route-handle';
import { buildRoutes } from './router';

/**
 * The build's first screens (decision 0066): a public page rendered with react-dom/server from the
 * same components, providers and routes the browser renders, for one address and language. Built by
 * `vite-prerender.ts` into a Node module and imported afresh for every page (module state such as
 * emotion's record of the styles it has written starts empty each time).
 */

/** The lazy modules of the routes an address matches, resolved (the static handler renders no `lazy`). */
const resolveLazyRoutes = async (routes: RouteObject[], path: string): Promise<void> => {
  for (const match of matchRoutes(routes, path) ?? []) {
    const route = match.route as RouteObject & { lazy?: () => Promise<Partial<RouteObject>> };
    if (typeof route.lazy !== 'function') continue;
    const resolved = await route.lazy();
    delete route.lazy;
    Object.assign(route, resolved);
  }
};

const textOf = async (stream: NodeJS.ReadableStream): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * The markup of `#root` for an address (`/faq`) in a language, with the language's main texts, and the
 * document's title as `useDocumentTitle` sets it.
 */
export const renderFirstScreen = async (
  path: string,
  language: Language,
  texts: Record<string, unknown>,
): Promise<{ markup: string; title: string }> => {
  // The browser's listener sets `<html lang dir>`; the build writes them into the page instead.
  i18n.off('languageChanged');
  await i18n.use(initReactI18next).init({
    ...i18nOptions,
    lng: language,
    resources: { [language]: { translation: texts } },
    initAsync: false,
    react: { useSuspense: true },
  });
  const routes = buildRoutes({ withAppPages: false });
  await resolveLazyRoutes(routes, path);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://first-screen${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  if (context.errors) throw new Error(`${path}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <PortalThemeProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PortalThemeProvider>
      </I18nextProvider>
    </StrictMode>,
  );
  const route = context.matches
    .map((match) => (match.route.handle as RouteHandle | undefined)?.route)
    .findLast(Boolean);
  const portal = i18n.t('app.name');
  const markup = await textOf(prelude);
  // The queries the pages started hold a garbage-collection timer each (5 min): left in place, they
  // kept the build's process alive for five minutes after its last page was written.
  queryClient.clear();
  return { markup, title: route ? `${i18n.t(route.titleKey)} | ${portal}` : portal };
};
