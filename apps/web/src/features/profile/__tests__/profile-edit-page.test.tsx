import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { FEATURE_FLAGS } from '@portal/contracts/feature-flags';
import { routeById } from '@portal/contracts/routes';
import { alertStore } from '../../../lib/alerts/alert-store';
import { queryClient } from '../../../lib/query-client';
import { loadCredentials, saveCredentials } from '../../../lib/storage/credentials-storage';
import { credentialsFixture, meFixture, membershipFixture } from '../../../test/fixtures';
import { setupTestI18n } from '../../../test/i18n';
import { ProfileEditPage } from '../components/profile-edit-page';
import { renderRoutes } from '../../../test/render-routes';

const Where = () => <p>Now at {useLocation().pathname}</p>;

const incompleteCredentials = () => {
  const membership = membershipFixture();
  return credentialsFixture({
    ...membership,
    organization: {
      ...membership.organization,
      address: { en: null, ar: null },
      bankAccount: { bank: null, iban: null },
      city: null,
    },
  });
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** `/api/config` answers the build flags; `PUT /api/me/organization` answers what `onPut` returns. */
const stubApi = (onPut: (body: Record<string, unknown>) => Response, onMe?: () => Response) => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/api/me/organization')) return onPut(JSON.parse(String(init?.body)));
    if (url.endsWith('/api/me') && onMe) return onMe();
    return json({
      oidc: { authority: '/auth', clientId: 'web', scope: 'openid' },
      embeddedIdentity: true,
      features: FEATURE_FLAGS,
      errorReporting: { dsn: null },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const renderPage = () =>
  renderRoutes(
    [
      { path: '/profile/edit', element: <ProfileEditPage />, handle: { route: routeById('profile.edit') } },
      { path: '*', element: <Where /> },
    ],
    '/profile/edit',
    queryClient,
  );

const fillRequired = async (iban: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Address in English/), '12 King Abdulaziz Road, Riyadh');
  await user.type(screen.getByLabelText(/Bank name/), 'Riyad Bank');
  await user.type(screen.getByLabelText(/^IBAN/), iban);
  await user.type(screen.getByLabelText(/^City/), 'Riyadh');
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
};

describe('profile edit page', { timeout: 30_000 }, () => {
  beforeAll(() => setupTestI18n('en-US'));
  beforeEach(() => {
    queryClient.clear();
    alertStore.clear();
    saveCredentials(incompleteCredentials());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is prefilled from the stored organisation and says the info is incomplete', () => {
    stubApi(() => json({}));
    renderPage();
    expect(screen.getByLabelText(/Responsible person in English/)).toHaveValue('Sara Al-Qahtani');
    expect(screen.getByLabelText(/Contact number 1/)).toHaveValue('+966110000001');
    expect(screen.getByText(/information is incomplete/)).toBeInTheDocument();
  });

  it('shows the translated field errors of the shared schema and sends nothing for an invalid IBAN', async () => {
    const fetchMock = stubApi(() => json({}));
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(4);
    await fillRequired('SA0380000000608010167518');
    expect(
      await screen.findByText(
        'Enter a valid Saudi IBAN: SA followed by 22 digits or letters, with a correct check number.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^IBAN/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/me/organization'))).toBe(false);
  });

  it('submits valid data, stores the updated organisation and goes on to the start page', async () => {
    let sent: Record<string, unknown> = {};
    stubApi((body) => {
      sent = body;
      const organization = incompleteCredentials().organization;
      return json({
        ...organization,
        address: { en: body.addressEn, ar: null },
        bankAccount: { bank: body.bankName, iban: body.iban },
        city: body.city,
      });
    });
    renderPage();
    await fillRequired('sa03 8000 0000 6080 1016 7519');
    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
    expect(sent).toMatchObject({ iban: 'SA0380000000608010167519', city: 'Riyadh', bankName: 'Riyad Bank' });
    expect(loadCredentials()?.organization.city).toBe('Riyadh');
    expect(alertStore.getAlerts().map((alert) => alert.message)).toContain(
      "Your organization's information has been saved.",
    );
  });

  it('puts the server field errors on their fields', async () => {
    stubApi(() => json({ message: 'Invalid', fieldErrors: { city: ['The city is not served yet.'] } }, 400));
    renderPage();
    await fillRequired('SA0380000000608010167519');
    expect(await screen.findByText('The city is not served yet.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^City/)).toHaveAttribute('aria-invalid', 'true');
    expect(alertStore.getAlerts()).toHaveLength(0);
  });

  it('a save on an organisation someone else saved meanwhile says so; Reload brings their values and version', async () => {
    const CHANGED = 'Someone else saved this record after you opened it, so your changes were not saved.';
    const theirs = membershipFixture();
    theirs.organization = { ...theirs.organization, city: 'Jeddah', rowVersion: 2 };
    const sent: Record<string, unknown>[] = [];
    stubApi(
      (body) => {
        sent.push(body);
        return body.rowVersion === 2
          ? json(theirs.organization)
          : json({ message: CHANGED, code: 'RECORD_CHANGED' }, 409);
      },
      () => json(meFixture([theirs])),
    );
    renderPage();
    await fillRequired('SA0380000000608010167519');
    expect(await screen.findByText(CHANGED)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ city: 'Riyadh', rowVersion: 1 });

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByDisplayValue('Jeddah')).toBeInTheDocument();
    expect(screen.queryByText(CHANGED)).not.toBeInTheDocument();
    expect(loadCredentials()?.organization.rowVersion).toBe(2);

    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
    expect(sent[1]).toMatchObject({ city: 'Jeddah', rowVersion: 2 });
  });
});
