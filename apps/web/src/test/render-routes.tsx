import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

/** How long a page test waits for what its first answers show: the machines are shared and often busy. */
export const WAIT = { timeout: 15_000 };

/**
 * Renders `routes` at `path` and returns their router. The queries do not retry unless another
 * client is given, so that a failed answer shows at once.
 */
export const renderRoutes = (
  routes: RouteObject[],
  path: string,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};
