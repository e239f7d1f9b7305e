import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routeById } from '@portal/contracts/routes';
import type { Scorecard, ScorecardList } from '@portal/contracts/scorecards';
import { i18n } from '../../../lib/i18n/i18n';
import { loadAllModuleResources } from '../../../lib/i18n/module-resources';
import { setupTestI18n } from '../../../test/i18n';
import { stubFetch } from '../../../test/http';
import { ScorecardsPage } from '../components/scorecards-page';
import { scorecardsTexts } from '../locales/module-texts';

const WAIT = { timeout: 15_000 };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const agencyCard: Scorecard = {
  organization: {
    id: 4,
    party: 'agency',
    name: { ar: 'مانيلا ستار', en: 'Manila Star' },
    country: { id: 1, name: { ar: 'الفلبين', en: 'Philippines' } },
  },
  answers: [
    {
      kind: 'agencyRequest',
      limitDays: 14,
      onTimePercent: { state: 'shown', events: 64, value: 78.1 },
      medianHours: { state: 'shown', events: 52, value: 30.5 },
    },
    {
      kind: 'partnershipContract',
      limitDays: null,
      onTimePercent: { state: 'noTimeLimit', events: 3, value: null },
      medianHours: { state: 'tooFewEvents', events: 3, value: null },
    },
  ],
  cancellationsPer100Contracts: { state: 'shown', events: 25, value: 48 },
  complaintsPer100Contracts: { state: 'notRecorded', events: 25, value: null },
  ordersMetOnTimePercent: null,
  arrivalsOnTimePercent: { state: 'tooFewEvents', events: 12, value: null },
};

const officeCard: Scorecard = {
  organization: { id: 2, party: 'office', name: { ar: 'مكتب الرياض', en: 'Riyadh Office' }, country: null },
  answers: [],
  cancellationsPer100Contracts: { state: 'tooFewEvents', events: 5, value: null },
  complaintsPer100Contracts: { state: 'notRecorded', events: 5, value: null },
  ordersMetOnTimePercent: { state: 'tooFewEvents', events: 3, value: null },
  arrivalsOnTimePercent: { state: 'tooFewEvents', events: 2, value: null },
};

const renderPage = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/scorecards', element: <ScorecardsPage />, handle: { route: routeById('scorecards') } }],
    { initialEntries: ['/scorecards'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('ScorecardsPage', { timeout: 30_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  let answer: () => Response;

  beforeAll(async () => {
    await setupTestI18n('en-US');
    await loadAllModuleResources(scorecardsTexts);
  });
  beforeEach(() => {
    const list: ScorecardList = { computedAt: '2026-11-29T06:00:00.000Z', items: [agencyCard, officeCard] };
    answer = () => json(list);
    stubFetch(fetchMock);
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/scorecards' ? answer() : json({ message: `unexpected ${String(input)}` }, 500),
    );
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en-US');
  });

  it('shows the first card: each figure with its count, and why a figure has no value', async () => {
    renderPage();
    const answers = await screen.findByRole('table', { name: 'Answers' }, WAIT);
    expect(rowsOf(answers)).toEqual([
      ['Kind of answer', 'Time limit', 'Answered on time', 'Median answer time'],
      ["The agency's answer to an employment request", '14 days', '78.1 %64 events', '30.5 hours52 events'],
      [
        "The agency's answer to a partnership contract",
        'None',
        'No time limit set3 events',
        'Fewer than 20 events3 events',
      ],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Contracts' }))).toEqual([
      ['Figure', 'Value'],
      ['Cancellations per 100 contracts', '48 per 10025 events'],
      ['Complaints per 100 contracts', 'Not recorded by the portal yet25 events'],
      ['Workers arrived within 90 days of the contract', 'Fewer than 20 events12 events'],
    ]);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Manila Star (Foreign agency, Philippines)',
    );
  });

  it('lets one who sees several cards choose another', async () => {
    renderPage();
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Organisation' }, WAIT),
      'Riyadh Office (Local office)',
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Riyadh Office (Local office)');
    expect(screen.getByText('This organisation owes no timed answers.')).toBeVisible();
    expect(rowsOf(screen.getByRole('table', { name: 'Contracts' }))).toContainEqual([
      'Compliance orders met on time',
      'Fewer than 20 events3 events',
    ]);
  });

  it('shows a failed load with a retry, and the empty state', async () => {
    answer = () => json({ message: 'down' }, 503);
    renderPage();
    expect(await screen.findByText('The scorecards could not be loaded.', {}, WAIT)).toBeVisible();
    answer = () => json({ computedAt: null, items: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There is no scorecard for you to see.', {}, WAIT)).toBeVisible();
    expect(screen.getByText(/have not been computed yet/)).toBeVisible();
  });

  it('reads in Arabic', async () => {
    await i18n.changeLanguage('ar-SA');
    renderPage();
    expect(await screen.findByRole('table', { name: 'الردود' }, WAIT)).toBeVisible();
    expect(screen.getByText('رد الوكالة على طلب التوظيف')).toBeVisible();
    expect(screen.getByRole('table', { name: 'العقود' })).toBeVisible();
  });
});
