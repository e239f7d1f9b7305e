import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ROUTES } from '@portal/contracts/routes';
import { setupTestI18n } from '../../test/i18n';
import { onlyPageChanged } from '../layouts/use-scroll-to-top';
import { buildRoutes, routerOptions } from '../router';

type Node = { path?: string; index?: boolean; handle?: unknown; children?: Node[] };
const leaves = (nodes: Node[]): Node[] =>
  nodes.flatMap((node) => (node.children ? leaves(node.children) : [node]));

describe('router', () => {
  beforeAll(() => setupTestI18n('en-US'));

  it('has one route object per row of the contracts table, carrying the row as handle', () => {
    const objects = leaves(buildRoutes() as Node[]).filter((node) => node.handle);
    expect(objects).toHaveLength(ROUTES.length);
    for (const route of ROUTES) {
      expect(objects.some((node) => (node.handle as { route: unknown }).route === route)).toBe(true);
    }
  });

  it('sends an unknown path to the home page, whose title becomes the document title', async () => {
    // As createRouter makes it: public pages first, the signed-in ones added while looking for it.
    const router = createMemoryRouter(buildRoutes({ withAppPages: false }), {
      ...routerOptions(),
      initialEntries: ['/no/such/page'],
    });
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Recruitment of foreign workers/ }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Home | Recruitment Portal'));
  });

  it('starts with the public pages and adds the signed-in pages when an address needs them', async () => {
    const publicOnly = leaves(buildRoutes({ withAppPages: false }) as Node[]).filter((node) => node.handle);
    expect(publicOnly).toHaveLength(ROUTES.filter((route) => route.layout === 'public').length);
    const appRoute = ROUTES.find(
      (route) => route.layout === 'app' && route.path && !route.path.includes(':'),
    );
    if (!appRoute) throw new Error('no signed-in route without parameters');
    const router = createMemoryRouter(buildRoutes({ withAppPages: false }), {
      ...routerOptions(),
      initialEntries: [`/${appRoute.path}`],
    });
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(router.state.location.pathname).toBe(`/${appRoute.path}`);
    expect(router.state.matches.at(-1)?.route.id).toBe(appRoute.id);
    router.dispose();
  });

  it('scrolls to top unless only the page query parameter changed', () => {
    expect(
      onlyPageChanged(
        { pathname: '/hr-pool', search: '?page=1&q=a' },
        { pathname: '/hr-pool', search: '?q=a&page=2' },
      ),
    ).toBe(true);
    expect(
      onlyPageChanged(
        { pathname: '/hr-pool', search: '?page=1' },
        { pathname: '/hr-pool', search: '?page=1&q=b' },
      ),
    ).toBe(false);
    expect(
      onlyPageChanged({ pathname: '/hr-pool', search: '' }, { pathname: '/employers', search: '' }),
    ).toBe(false);
  });
});
