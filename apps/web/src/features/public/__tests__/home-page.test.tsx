import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setupTestI18n } from '../../../test/i18n';
import { forgetPublicAnnouncements } from '../api/public-announcements';
import { HomePage } from '../components/home-page';

describe('home page', { timeout: 30_000 }, () => {
  beforeAll(() => setupTestI18n('en-US'));
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetPublicAnnouncements();
  });

  it('links to the registration form it tells new organisations to use', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([])),
    );
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <HomePage /> }])} />);
    expect(await screen.findByRole('link', { name: 'Ask to join the portal' })).toHaveAttribute(
      'href',
      '/rf',
    );
    expect(screen.getByRole('link', { name: 'Registration Form' })).toHaveAttribute('href', '/rf');
  });
});
