import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routeById } from '@portal/contracts/routes';
import type { ComplianceOrder } from '@portal/contracts/compliance-orders';
import { setAccessTokenProvider } from '../../../lib/auth/auth-hooks';
import { loadAllModuleResources } from '../../../lib/i18n/module-resources';
import { setupTestI18n } from '../../../test/i18n';
import { renderRoutes, WAIT } from '../../../test/render-routes';
import { OrderListPage } from '../components/order-list-page';
import { complianceOrderTexts } from '../locales/module-texts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const HOUR = 60 * 60 * 1000;

const orderOf = (status: ComplianceOrder['status'], actions: ComplianceOrder['actions']): ComplianceOrder => {
  const startedAt = new Date(Date.now() - 2 * HOUR);
  return {
    id: 7,
    number: 'ORD-000007',
    complaint: { id: 3, number: 'CMP-000003' },
    employmentRequestNumber: 'ER-0000005',
    office: { id: 10, name: { ar: 'مكتب', en: 'The office' } },
    text: { ar: 'أعد الجواز', en: 'Return the passport' },
    suspensionReason: { id: 2, text: { ar: 'سبب', en: 'Reason' } },
    status,
    suspensionId: null,
    createdAt: startedAt.toISOString(),
    reportedAt: null,
    confirmedAt: null,
    clock: {
      id: 1,
      obligation: 'complianceOrder',
      subject: { type: 'complianceOrder', id: 7 },
      partyOrganizationId: 10,
      state: 'running',
      startedAt: startedAt.toISOString(),
      dueAt: new Date(startedAt.getTime() + 10 * 24 * HOUR).toISOString(),
      metAt: null,
      days: 10,
      counting: 'calendar',
    },
    actions,
  };
};

const renderPage = () =>
  renderRoutes(
    [
      {
        path: '/compliance-orders',
        element: <OrderListPage />,
        handle: { route: routeById('complianceOrders') },
      },
    ],
    '/compliance-orders',
  );

describe('compliance orders list', { timeout: 30_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeAll(async () => {
    await setupTestI18n('en-US');
    await loadAllModuleResources(complianceOrderTexts);
  });
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setAccessTokenProvider(async () => 'sso-token');
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows each order's countdown and lets the office report compliance", async () => {
    let current = orderOf('OPEN', ['report']);
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/compliance-orders/7/report') && init?.method === 'POST') {
        current = orderOf('REPORTED', []);
        return json(current);
      }
      if (url.startsWith('/api/compliance-orders')) return json({ items: [current], total: 1 });
      return json({});
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Compliance orders' }, WAIT);
    const row = await within(table).findByRole('row', { name: /ORD-000007/ }, WAIT);
    expect(within(row).getByText('Open')).toBeTruthy();
    expect(within(row).getByTestId('clock-countdown').dataset.standing).toBe('running');

    await userEvent.click(within(row).getByRole('button', { name: 'Actions for Order ORD-000007' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Report compliance' }));
    expect(await within(table).findByText('Reported by the office', undefined, WAIT)).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) => String(input) === '/api/compliance-orders/7/report' && init?.method === 'POST',
      ),
    ).toBe(true);
  });
});
