import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routeById } from '@portal/contracts/routes';
import { AlertStack } from '../../../components/alert-stack';
import { alertStore } from '../../../lib/alerts/alert-store';
import { setAccessTokenProvider } from '../../../lib/auth/auth-hooks';
import { loadAllModuleResources } from '../../../lib/i18n/module-resources';
import { setupTestI18n } from '../../../test/i18n';
import { connector } from '../api/connector';
import { ComplaintAddPage } from '../components/complaint-add-page';
import { complaintTexts } from '../locales/module-texts';
import { renderRoutes, WAIT } from '../../../test/render-routes';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const renderPage = () =>
  renderRoutes(
    [
      {
        path: '/complaints/add',
        element: (
          <>
            <ComplaintAddPage />
            <AlertStack />
          </>
        ),
        handle: { route: routeById('complaints.add') },
      },
      { path: '/complaints', element: <p>complaints list</p> },
    ],
    '/complaints/add',
  );

describe('complaint add page', { timeout: 90_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  let subjectAnswer: Response | null = null;
  const calls = () =>
    fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

  beforeAll(async () => {
    await setupTestI18n('en-US');
    await loadAllModuleResources(complaintTexts);
  });
  beforeEach(() => {
    connector.reset();
    subjectAnswer = null;
    vi.stubGlobal('fetch', fetchMock);
    setAccessTokenProvider(async () => 'sso-token');
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/employment-requests?'))
        return json({
          items: [
            {
              id: 5,
              number: 'ER-0000005',
              candidate: { id: 1, name: { ar: 'ماريا', en: 'Maria' }, passportNumber: 'P1' },
            },
          ],
          total: 1,
          page: 0,
          size: 100,
        });
      if (url.startsWith('/api/lookups/reasons/options'))
        return json([
          { id: 3, kind: 'COMPLAINT', text: { ar: 'تأخر', en: 'Delay in worker arrival' }, active: true },
        ]);
      if (url === '/api/complaints/subject') return subjectAnswer ?? json({ subject: 'signed-subject' });
      if (url === '/api/complaints/jwt')
        return json({
          token: 'connector-1',
          expiresAt: new Date(Date.now() + 300_000).toISOString(),
          connectorUrl: '/connector/issue-tracker',
        });
      if (url === '/connector/issue-tracker/api/complaints' && init?.method === 'POST')
        return json({ id: 1, number: 'CMP-000001' }, 201);
      return json({ message: `unexpected ${url}` }, 500);
    });
  });
  afterEach(() => {
    act(() => alertStore.clear());
    vi.unstubAllGlobals();
  });

  const fill = async (user: ReturnType<typeof userEvent.setup>) => {
    // Native selects (decision 0064): an option is chosen once the lookup has brought it.
    const request = await screen.findByRole('combobox', { name: /Employment request/ }, WAIT);
    await user.selectOptions(
      request,
      await within(request).findByRole('option', { name: 'ER-0000005 – Maria' }, WAIT),
    );
    const reason = await screen.findByRole('combobox', { name: /Reason/ }, WAIT);
    await user.selectOptions(
      reason,
      await within(reason).findByRole('option', { name: 'Delay in worker arrival' }, WAIT),
    );
    await user.type(
      await screen.findByRole('textbox', { name: /Description/ }, WAIT),
      'The worker has not arrived.',
    );
  };

  it('validates with the shared schema, then files the checked subject with the connector', async () => {
    const user = userEvent.setup();
    const router = renderPage();
    const form = await screen.findByRole('form', { name: 'New complaint' }, WAIT);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required.')).not.toHaveLength(0);
    expect(calls().filter((call) => call.startsWith('POST'))).toEqual([]);

    await fill(user);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/complaints'), WAIT);
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([input, init]) => [String(input), JSON.parse(String(init?.body)) as unknown])).toEqual([
      ['/api/complaints/subject', { employmentRequestId: 5, reasonId: 3 }],
      [
        '/connector/issue-tracker/api/complaints',
        { subject: 'signed-subject', description: 'The worker has not arrived.' },
      ],
    ]);
    expect((posts[1]![1]!.headers as Record<string, string>).authorization).toBe('Bearer connector-1');
  });

  it("shows the API's translated refusal and calls no connector", async () => {
    subjectAnswer = json({ message: 'This employment request was not found among yours.' }, 404);
    const user = userEvent.setup();
    renderPage();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('This employment request was not found among yours.', {}, WAIT),
    ).toBeVisible();
    expect(calls().some((call) => call.includes('/connector/'))).toBe(false);
  });
});
