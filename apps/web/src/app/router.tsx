import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTES, type RouteDef, type RouteId } from '@portal/contracts/routes';
import { PAGES } from './pages';
import type { RouteHandle } from './route-handle';
import { RootLayout } from './layouts/root-layout';
import { PublicLayout } from './layouts/public-layout';
import { RouteErrorPage } from './layouts/route-error-page';

const pageRoute = (route: RouteDef): RouteObject => {
  const load = PAGES[route.id as RouteId];
  const handle: RouteHandle = { route };
  return {
    id: route.id,
    path: route.path === '' ? undefined : route.path,
    index: route.path === '' ? true : undefined,
    handle,
    lazy: load
      ? async () => ({ Component: await load() })
      : async () => ({ Component: (await import('../components/placeholder-page')).PlaceholderPage }),
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
