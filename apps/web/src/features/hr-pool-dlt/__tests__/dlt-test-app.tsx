import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routeById } from '@portal/contracts/routes';
import { DltPage } from '../components/dlt-page';

export const WAIT = { timeout: 15_000 };

/** The DLT page at `path`, with a stand-in candidate page to land on after a take. */
export const renderDltPage = (path = '/hr-pool/dlt') => {
  const router = createMemoryRouter(
    [
      { path: '/hr-pool/dlt', element: <DltPage />, handle: { route: routeById('hrPool.dlt') } },
      { path: '/hr-pool/candidates/:id', element: <p>candidate page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};
