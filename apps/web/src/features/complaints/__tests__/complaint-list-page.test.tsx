import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { routeById } from '@portal/contracts/routes';
import type { Clock } from '@portal/contracts/clocks/schemas';
import type { Complaint, ComplaintClocks } from '@portal/contracts/complaints';
import { alertStore } from '../../../lib/alerts/alert-store';
import { setAccessTokenProvider } from '../../../lib/auth/auth-hooks';
import { loadAllModuleResources } from '../../../lib/i18n/module-resources';
import { setupTestI18n } from '../../../test/i18n';
import { connector } from '../api/connector';
import { ComplaintListPage } from '../components/complaint-list-page';
import { complaintTexts } from '../locales/module-texts';
import { renderRoutes, WAIT } from '../../../test/render-routes';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const complaint: Complaint = {
  id: 1,
  number: 'CMP-000001',
  employmentRequest: { id: 5, number: 'ER-0000005' },
  reason: { id: 3, text: { ar: 'تأخر وصول العامل', en: 'Delay in worker arrival' } },
  description: 'The worker has not arrived.',
  status: 'OPEN',
  raisedBy: { organizationId: 10, role: 'PRO_OFFICE' },
  waitingOnMe: false,
  createdAt: '2030-01-01T08:00:00Z',
  updatedAt: '2030-01-01T08:00:00Z',
};

const HOUR_MS = 3_600_000;

/** The complaint's answer clock as the portal keeps it: due in two days and five hours. */
const answerClock = (): Clock => ({
  id: 7,
  obligation: 'complaintAnswer',
  subject: { type: 'complaint', id: 1 },
  partyOrganizationId: 10,
  state: 'running',
  startedAt: new Date(Date.now() - 3 * 24 * HOUR_MS).toISOString(),
  dueAt: new Date(Date.now() + 53 * HOUR_MS).toISOString(),
  metAt: null,
  days: 5,
  counting: 'working',
});

const renderPage = () =>
  renderRoutes(
    [{ path: '/complaints', element: <ComplaintListPage />, handle: { route: routeById('complaints') } }],
    '/complaints',
  );

describe('complaints list through the connector', { timeout: 30_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  let refusals = 0;
  let issued = 0;
  let clocks: ComplaintClocks = { items: [] };
  const calls = (prefix: string) =>
    fetchMock.mock.calls.filter(([input]) => String(input).startsWith(prefix));

  beforeAll(async () => {
    await setupTestI18n('en-US');
    await loadAllModuleResources(complaintTexts);
  });
  beforeEach(() => {
    connector.reset();
    issued = 0;
    clocks = { items: [] };
    vi.stubGlobal('fetch', fetchMock);
    setAccessTokenProvider(async () => 'sso-token');
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/api/complaints/jwt') {
        issued += 1;
        return json({
          token: `connector-${issued}`,
          expiresAt: new Date(Date.now() + 300_000).toISOString(),
          connectorUrl: '/connector/issue-tracker',
        });
      }
      if (url.startsWith('/api/complaints/clocks')) {
        expect(url).toBe('/api/complaints/clocks?ids=1');
        return json(clocks);
      }
      if (url.startsWith('/connector/issue-tracker/api/complaints')) {
        if (refusals > 0) {
          refusals -= 1;
          return json({ error: 'UNAUTHORIZED', message: 'Token rejected' }, 401);
        }
        return json({ items: [complaint], total: 1 });
      }
      return json({ message: `unexpected ${url}` }, 500);
    });
  });
  afterEach(() => {
    act(() => alertStore.clear());
    vi.unstubAllGlobals();
  });

  it('401 once: one token refresh, then the complaints are listed', async () => {
    refusals = 1;
    renderPage();
    const table = await screen.findByRole('table', { name: 'Complaints' }, WAIT);
    expect(await within(table).findByText('CMP-000001', {}, WAIT)).toBeVisible();
    expect(within(table).getByText('Delay in worker arrival')).toBeVisible();
    expect(within(table).getByText('Open')).toBeVisible();
    expect(calls('/api/complaints/jwt')).toHaveLength(2);
    expect(calls('/connector/issue-tracker/')).toHaveLength(2);
  });

  it('401 twice: one refresh only, then the translated error with a retry', async () => {
    refusals = 2;
    renderPage();
    expect(
      await screen.findByText(
        'The complaints service refused your session. Reload the page and try again.',
        {},
        WAIT,
      ),
    ).toBeVisible();
    expect(calls('/api/complaints/jwt')).toHaveLength(2);
    expect(calls('/connector/issue-tracker/')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it("shows each complaint's answer countdown from the clocks the portal keeps", async () => {
    clocks = { items: [{ complaintId: 1, clocks: [answerClock()] }] };
    renderPage();
    const table = await screen.findByRole('table', { name: 'Complaints' }, WAIT);
    const countdown = await within(table).findByTestId('clock-countdown', {}, WAIT);
    expect(within(table).getByRole('columnheader', { name: 'Answer due' })).toBeVisible();
    expect(countdown).toHaveAttribute('data-standing', 'running');
    expect(countdown).toHaveTextContent(/Due in 2 days/);
    expect(calls('/api/complaints/clocks')).toHaveLength(1);
  });

  it('shows a dash while the portal keeps no clock for the complaint', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Complaints' }, WAIT);
    expect(await within(table).findByText('CMP-000001', {}, WAIT)).toBeVisible();
    await vi.waitFor(() => expect(calls('/api/complaints/clocks')).toHaveLength(1));
    expect(within(table).queryByTestId('clock-countdown')).toBeNull();
    expect(within(table).getByText('—')).toBeVisible();
  });
});
