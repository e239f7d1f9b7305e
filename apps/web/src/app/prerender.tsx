import { StrictMode, type ReactNode } from 'react';
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
import { ROUTES } from '@portal/contracts/routes';
import { i18n, i18nOptions } from '../lib/i18n/i18n';
import { queryClient } from '../lib/query-client';
import { setRenderedAddress } from '../lib/rendered-address';
import { PortalThemeProvider } from './providers/theme-provider';
import type { RouteHandle } from './route-handle';
import { buildRoutes } from './router';
import { FirstScreenNotice, FirstScreenView } from './first-screen';
import { EARLY_CONTENT } from './early-content';
import { NOTICE_TEMPLATE } from './early-paint-markers';
import type { EarlyNotice } from './early-screen';

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

/** i18next in `language` with its main texts, as the browser's (without its listener on `<html>`). */
const initTexts = async (language: Language, texts: Record<string, unknown>): Promise<void> => {
  // The browser's listener sets `<html lang dir>`; the build writes them into the page instead.
  i18n.off('languageChanged');
  await i18n.use(initReactI18next).init({
    ...i18nOptions,
    lng: language,
    resources: { [language]: { translation: texts } },
    initAsync: false,
    react: { useSuspense: true },
  });
};

/** The document's title as `useDocumentTitle` sets it: the page's, then the portal's name. */
const documentTitle = (page: string | undefined): string => {
  const portal = i18n.t('app.name');
  return page ? `${page} | ${portal}` : portal;
};

/** The markup of a tree with the browser's providers around it (emotion's styles inline before their elements). */
const markupOf = async (tree: ReactNode): Promise<string> => {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <PortalThemeProvider>{tree}</PortalThemeProvider>
      </I18nextProvider>
    </StrictMode>,
  );
  return textOf(prelude);
};

/**
 * The markup of `#root` for an address (`/faq`, `/my-contract?lang=fil-PH`) in a language, with the
 * language's main texts, and the document's title as `useDocumentTitle` sets it.
 */
export const renderFirstScreen = async (
  path: string,
  language: Language,
  texts: Record<string, unknown>,
): Promise<{ markup: string; title: string }> => {
  await initTexts(language, texts);
  setRenderedAddress(path);
  const routes = buildRoutes({ withAppPages: false });
  await resolveLazyRoutes(routes, path);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://first-screen${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  if (context.errors) throw new Error(`${path}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const route = context.matches
    .map((match) => (match.route.handle as RouteHandle | undefined)?.route)
    .findLast(Boolean);
  const markup = await markupOf(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  // The queries the pages started hold a garbage-collection timer each (5 min): left in place, they
  // kept the build's process alive for five minutes after its last page was written.
  queryClient.clear();
  return { markup, title: documentTitle(route && i18n.t(route.titleKey)) };
};

/** Where the signed-in first screen's markup holds its page's title (replaced per route). */
export const TITLE_SLOT = 'first-screen-title-slot';

/** Where a notice's drawing holds its text (`renderEarlyPaintScreen`; the build marks the place). */
export const NOTICE_SLOT = 'first-screen-notice-slot';

export type SignedInFirstScreens = {
  /** `#root`'s markup with `TITLE_SLOT` where a page's title goes (the same frame for every page). */
  markup: string;
  /** Each signed-in route with a title among the main texts: its id, its title and the document's title. */
  pages: { id: string; heading: string; title: string }[];
};

/**
 * The signed-in pages' first screen in a language (decision 0075): the frame `FirstScreen` shows from
 * the stored session, without the organisation's name (the page's inline guard gives it), once, and
 * each page's title to put in it. A route whose title is not among the main texts has none.
 */
export const renderSignedInFirstScreens = async (
  language: Language,
  texts: Record<string, unknown>,
): Promise<SignedInFirstScreens> => {
  await initTexts(language, texts);
  const markup = await markupOf(<FirstScreenView organization={null} title={TITLE_SLOT} />);
  const pages = ROUTES.filter((route) => route.layout === 'app' && i18n.exists(route.titleKey)).map(
    (route) => {
      const heading = i18n.t(route.titleKey);
      return { id: route.id, heading, title: documentTitle(heading) };
    },
  );
  return { markup, pages };
};

/** The severities a first screen's notice may have (`EarlyNotice`). */
const NOTICE_SEVERITIES: EarlyNotice['severity'][] = ['success', 'warning', 'error'];

export type EarlyPaintScreen = {
  /** `#root`'s markup as `SignedInFirstScreens`' with each notice's drawing (`NOTICE_SLOT`) in a `<template>` after it. */
  markup: string;
  /** The routes whose page draws a text from its first data into its first screen: id and path. */
  routes: { id: string; path: string }[];
};

/**
 * The signed-in frame for the pages whose largest text comes from their first data (decision 0078):
 * with a drawing of the notice for each severity, for `early-paint.ts` to fill, made by the same
 * components as the application's first screen. A render of its own: emotion writes a rule once per
 * render, and these pages need the notices' rules beside the frame's.
 */
export const renderEarlyPaintScreen = async (
  language: Language,
  texts: Record<string, unknown>,
): Promise<EarlyPaintScreen> => {
  await initTexts(language, texts);
  const markup = await markupOf(
    <>
      <FirstScreenView organization={null} title={TITLE_SLOT} />
      {NOTICE_SEVERITIES.map((severity) => (
        <template key={severity} {...{ [NOTICE_TEMPLATE]: severity }}>
          <FirstScreenNotice notice={{ severity, text: NOTICE_SLOT }} />
        </template>
      ))}
    </>,
  );
  const routes = ROUTES.filter((route) => route.id in EARLY_CONTENT).map(({ id, path }) => ({ id, path }));
  return { markup, routes };
};
