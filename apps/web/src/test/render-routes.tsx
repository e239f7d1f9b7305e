import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

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
