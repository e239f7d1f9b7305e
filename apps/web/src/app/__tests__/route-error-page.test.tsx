import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setupTestI18n } from '../../test/i18n';
import { RouteErrorPage } from '../layouts/route-error-page';

const CHUNK = 'http://localhost/assets/contract-page-3f2a1c.js';

/** A page whose code cannot be loaded, as the browser reports it. */
const renderFailingPage = () => {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteErrorPage />,
        lazy: () => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`)),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
};

const CONNECTION = 'Sorry, something went wrong, please check your connection and try again.';
const NEW_VERSION = 'A new version of the portal is available';

describe('a page whose code does not load (spec 8)', () => {
  beforeAll(() => setupTestI18n('en-US'));
  afterEach(() => vi.restoreAllMocks());

  it('says to check the connection, with a retry, when the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const probe = vi.spyOn(globalThis, 'fetch');
    renderFailingPage();
    expect(await screen.findByRole('heading', { name: CONNECTION })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(NEW_VERSION)).not.toBeInTheDocument();
    expect(probe).not.toHaveBeenCalled();
  });

  it('says to check the connection when the page file cannot be fetched at all', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const probe = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderFailingPage();
    expect(await screen.findByRole('heading', { name: CONNECTION })).toBeInTheDocument();
    expect(probe).toHaveBeenCalledWith(CHUNK, expect.objectContaining({ method: 'HEAD', cache: 'no-store' }));
  });

  it.each([
    ['answers 404', new Response(null, { status: 404 })],
    [
      'serves the app page in its place',
      new Response('<html>', { headers: { 'content-type': 'text/html' } }),
    ],
  ])('announces a new version when the server %s', async (_case, answer) => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer);
    renderFailingPage();
    expect(await screen.findByRole('heading', { name: NEW_VERSION })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });
});
