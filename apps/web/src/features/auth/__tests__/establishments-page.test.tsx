import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { FEATURE_FLAGS } from '@portal/contracts/feature-flags';
import { routeById } from '@portal/contracts/routes';
import { queryClient } from '../../../lib/query-client';
import { loadCredentials } from '../../../lib/storage/credentials-storage';
import { meFixture, membershipFixture } from '../../../test/fixtures';
import { setupTestI18n } from '../../../test/i18n';
import { EstablishmentsPage } from '../components/establishments-page';

vi.mock('../../../lib/auth/use-session', () => ({
  useSession: () => ({ status: 'ready', signedIn: true }),
}));

const Where = () => <p>Now at {useLocation().pathname}</p>;

const renderAt = (path: string) => {
  const router = createMemoryRouter(
    [
      {
        path: '/establishments',
        element: <EstablishmentsPage />,
        handle: { route: routeById('establishments') },
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
};

const answer = (me: ReturnType<typeof meFixture>) =>
  vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const body = url.startsWith('/api/me')
      ? me
      : {
          oidc: { authority: '/auth', clientId: 'web', scope: 'openid' },
          embeddedIdentity: true,
          features: FEATURE_FLAGS,
          errorReporting: { dsn: null },
        };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });

describe('establishment choice', () => {
  beforeAll(() => setupTestI18n('en-US'));
  beforeEach(() => queryClient.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('a person with exactly one establishment goes straight in, to the start page', async () => {
    vi.stubGlobal('fetch', answer(meFixture([membershipFixture()])));
    renderAt('/establishments');
    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
    expect(loadCredentials()?.establishment.id).toEqual({ laborOfficeId: 14, sequenceNumber: 2201 });
    expect(sessionStorage.getItem('credentials')).not.toBeNull();
  });

  it('goes to the terms page first when the terms are not accepted', async () => {
    vi.stubGlobal('fetch', answer(meFixture([membershipFixture({ termsAccepted: false })])));
    renderAt('/establishments');
    expect(await screen.findByText('Now at /terms-and-conditions')).toBeInTheDocument();
  });

  it('lists several establishments and keeps the chosen one', async () => {
    vi.stubGlobal(
      'fetch',
      answer(
        meFixture([
          membershipFixture({ name: 'Al Ofuq Recruitment Office' }),
          membershipFixture({ role: 'EPRO', laborOfficeId: 90, name: 'Manila Star Agency' }),
        ]),
      ),
    );
    renderAt('/establishments');
    const choices = await screen.findAllByRole('button');
    expect(choices).toHaveLength(2);
    expect(choices[1]).toHaveTextContent('Manila Star Agency');
    expect(choices[1]).toHaveTextContent('Foreign recruitment agency');
    expect(choices[1]).toHaveTextContent('90-2201');
    await userEvent.click(choices[1]!);
    expect(await screen.findByText(/Now at \//)).toBeInTheDocument();
    expect(loadCredentials()?.establishment.role).toBe('EPRO');
  });
});
