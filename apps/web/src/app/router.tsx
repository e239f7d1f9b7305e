import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTES, type RouteDef, type RouteId } from '@portal/contracts/routes';
import { directPages } from './direct-pages';
import { FirstScreen } from './first-screen';
import type { RouteHandle } from './route-handle';
import { RootLayout } from './layouts/root-layout';
import { PublicLayout } from './layouts/public-layout';
import { RouteErrorPage } from './layouts/route-error-page';

/**
 * Public pages and the sign-in steps load without a detour; the other features' page maps are fetched
 * on first use, keeping their route modules out of the public entry.
 */
const loadPage = async (id: RouteId): Promise<ComponentType> => {
  const load = directPages[id] ?? (await import('./pages')).PAGES[id];
  return load ? load() : (await import('../components/placeholder-page')).PlaceholderPage;
};

const pageRoute = (route: RouteDef): RouteObject => {
  const handle: RouteHandle = { route };
  return {
    id: route.id,
    path: route.path === '' ? undefined : route.path,
    index: route.path === '' ? true : undefined,
    handle,
    lazy: async () => ({ Component: await loadPage(route.id as RouteId) }),
  } as RouteObject;
};

const APP_LAYOUT_ID = 'app-layout';

const appPageRoutes = (): RouteObject[] => ROUTES.filter((route) => route.layout === 'app').map(pageRoute);

/**
 * Route objects built from the contracts table: titles, menus and guards read the same `handle`.
 * Without `withAppPages` the signed-in layout has no pages yet: `createRouter` adds them on the
 * first navigation that needs them.
 */
export const buildRoutes = ({ withAppPages = true } = {}): RouteObject[] => [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // While the first address's route modules load: a signed-in page's frame and title at once.
    hydrateFallbackElement: <FirstScreen />,
    children: [
      {
        element: <PublicLayout />,
        children: ROUTES.filter((route) => route.layout === 'public').map(pageRoute),
      },
      {
        id: APP_LAYOUT_ID,
        lazy: async () => ({ Component: (await import('./layouts/app-layout')).AppLayout }),
        children: withAppPages ? appPageRoutes() : [],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/**
 * The router starts with the public pages only and adds the signed-in pages when a navigation does
 * not find its page among them (react-router's `patchRoutesOnNavigation`; also on a first load of
 * a signed-in address). The router matches an address against every route and compiles each
 * route's pattern each time: with the 78 signed-in routes that was ~40 ms of a slow phone's main
 * thread in one task before a public page's first paint (decision 0035).
 */
export const routerOptions = () => {
  let appPagesAdded = false;
  return {
    patchRoutesOnNavigation: ({
      patch,
    }: {
      patch: (routeId: string | null, children: RouteObject[]) => void;
    }) => {
      if (appPagesAdded) return;
      appPagesAdded = true;
      patch(APP_LAYOUT_ID, appPageRoutes());
    },
  };
};

export const createRouter = () => createBrowserRouter(buildRoutes({ withAppPages: false }), routerOptions());
