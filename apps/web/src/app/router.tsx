import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTES, type RouteDef, type RouteId } from '@portal/contracts/routes';
import { directPages } from './direct-pages';
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

/** Route objects built from the contracts table: titles, menus and guards read the same `handle`. */
export const buildRoutes = (): RouteObject[] => [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        children: ROUTES.filter((route) => route.layout === 'public').map(pageRoute),
      },
      {
        id: 'app-layout',
        lazy: async () => ({ Component: (await import('./layouts/app-layout')).AppLayout }),
        children: ROUTES.filter((route) => route.layout === 'app').map(pageRoute),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(buildRoutes());
