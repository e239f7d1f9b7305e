import { routeById } from '@portal/contracts/routes';
import { DltPage } from '../components/dlt-page';
import { renderRoutes } from '../../../test/render-routes';

export { WAIT } from '../../../test/render-routes';

/** The DLT page at `path`, with a stand-in candidate page to land on after a take. */
export const renderDltPage = (path = '/hr-pool/dlt') =>
  renderRoutes(
    [
      { path: '/hr-pool/dlt', element: <DltPage />, handle: { route: routeById('hrPool.dlt') } },
      { path: '/hr-pool/candidates/:id', element: <p>candidate page</p> },
    ],
    path,
  );
