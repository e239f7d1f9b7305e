import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegistryListResponse, RegistryOrganization } from '@portal/contracts/public-registry';
import { i18n } from '../../../lib/i18n/i18n';
import { json, stubFetch } from '../../../test/http';
import { setupFeatureTexts } from '../../../test/i18n';
import { renderRoutes, WAIT } from '../../../test/render-routes';
import { RegistryListContent } from '../components/registry-list-page';
import { RegistryOrganizationContent } from '../components/registry-organization-page';
import { publicRegistryTexts } from '../locales/module-texts';

const NAKHEEL: RegistryListResponse['items'][number] = {
  id: 7,
  kind: 'PRO_OFFICE',
  name: { ar: 'مكتب النخيل للاستقدام', en: 'Al Nakheel Recruitment Office' },
  licenseNumber: 'LIC-1-1001',
  licenseValidUntil: '2027-11-29',
  country: { code3: 'SAU', name: { ar: 'السعودية', en: 'Saudi Arabia' } },
  city: 'Riyadh',
  status: 'ACTIVE',
};

const PAGE: RegistryOrganization = {
  ...NAKHEEL,
  status: 'SUSPENDED',
  suspension: {
    reason: { ar: 'مخالفة الأنظمة', en: 'Violation of regulations' },
    startsOn: '2026-11-01',
    endsOn: '2026-12-31',
    liftedOn: null,
  },
  history: [
    {
      kind: 'SUSPENSION_STARTED',
      on: '2026-11-01',
      suspension: {
        reason: { ar: 'مخالفة الأنظمة', en: 'Violation of regulations' },
        startsOn: '2026-11-01',
        endsOn: '2026-12-31',
        liftedOn: null,
      },
    },
    { kind: 'REGISTERED', on: '2025-01-15' },
  ],
  partnerships: [
    {
      counterparty: {
        id: 9,
        kind: 'EPRO',
        name: { ar: 'مانيلا ستار', en: 'Manila Star Manpower Services' },
        country: { code3: 'PHL', name: { ar: 'الفلبين', en: 'Philippines' } },
        listed: true,
      },
      since: '2026-03-02',
    },
  ],
  scorecard: {
    answers: [],
    cancellationsPer100Contracts: { state: 'shown', events: 40, value: 7.5 },
    complaintsPer100Contracts: { state: 'notRecorded', events: 40, value: null },
    ordersMetOnTimePercent: { state: 'shown', events: 24, value: 66.7 },
    arrivalsOnTimePercent: { state: 'tooFewEvents', events: 11, value: null },
  },
};

const renderList = (path = '/registry') =>
  renderRoutes(
    [
      { path: '/registry', element: <RegistryListContent /> },
      { path: '/registry/:id', element: <RegistryOrganizationContent /> },
    ],
    path,
  );

describe('the public registry pages', { timeout: 30_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  const urls = () => fetchMock.mock.calls.map(([input]) => decodeURIComponent(String(input)));

  beforeAll(() => setupFeatureTexts(publicRegistryTexts));
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    await i18n.changeLanguage('en-US');
  });

  it('searches anonymously, shows the results table and keeps the search in the address', async () => {
    stubFetch(fetchMock);
    fetchMock.mockResolvedValue(json({ items: [NAKHEEL], total: 1, page: 0, size: 10 }));
    const router = renderList();
    const table = await screen.findByRole('region', { name: 'Licensed offices and agencies' }, WAIT);
    expect(within(table).getByRole('link', { name: 'Al Nakheel Recruitment Office' })).toHaveAttribute(
      'href',
      '/registry/7',
    );
    expect(within(table).getByText('Active')).toBeVisible();
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('authorization')).toBe(false);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Name or licence number' }), 'النخيل{Enter}');
    await vi.waitFor(() => expect(router.state.location.search).toBe(`?q=${encodeURIComponent('النخيل')}`));
    await vi.waitFor(() => expect(urls().at(-1)).toContain('/api/public-registry?q=النخيل&page=0&size=10'));
  });

  it('says when nothing matches, and when the connection searched too often', async () => {
    stubFetch(fetchMock);
    fetchMock.mockResolvedValueOnce(json({ items: [], total: 0, page: 0, size: 10 }));
    renderList('/registry?q=zzz');
    expect(
      await screen.findByText('No licensed office or agency matches your search.', {}, WAIT),
    ).toBeVisible();
    cleanup();
    fetchMock.mockResolvedValue(json({ message: 'Too many requests' }, 429));
    renderList('/registry?q=yyy');
    expect(await screen.findByText(/Too many searches/, {}, WAIT)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('shows an organisation: licence, suspension with reason and dates, history, partnerships', async () => {
    stubFetch(fetchMock);
    fetchMock.mockResolvedValue(json(PAGE));
    renderList('/registry/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Al Nakheel Recruitment Office' }, WAIT),
    ).toBeVisible();
    expect(urls()).toEqual(['/api/public-registry/7']);
    expect(screen.getByText('LIC-1-1001')).toBeVisible();
    expect(screen.getByText('Suspended')).toBeVisible();
    expect(screen.getAllByText(/Violation of regulations/).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Status history' })).toBeVisible();
    const partnerships = screen.getByRole('region', { name: 'Table of the partnership contracts in force' });
    expect(within(partnerships).getByRole('link', { name: 'Manila Star Manpower Services' })).toHaveAttribute(
      'href',
      '/registry/9',
    );
    const scorecard = screen.getByRole('table', { name: 'Contracts' });
    expect(within(scorecard).getByRole('row', { name: /Cancellations per 100 contracts/ })).toHaveTextContent(
      '7.5 per 10040 events',
    );
    expect(within(scorecard).getByRole('row', { name: /within 90 days/ })).toHaveTextContent(
      'Fewer than 20 events11 events',
    );
  });

  it('shows the organisation in Arabic', async () => {
    await i18n.changeLanguage('ar-SA');
    stubFetch(fetchMock);
    fetchMock.mockResolvedValue(json(PAGE));
    renderList('/registry/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'مكتب النخيل للاستقدام' }, WAIT),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'عقود الشراكة السارية' })).toBeVisible();
    expect(screen.getByText('موقوف')).toBeVisible();
  });

  it('says an unknown organisation is not in the registry', async () => {
    stubFetch(fetchMock);
    fetchMock.mockResolvedValue(json({ message: 'not found' }, 404));
    renderList('/registry/2000000000');
    expect(await screen.findByText('This office or agency is not in the registry.', {}, WAIT)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the registry' })).toHaveAttribute('href', '/registry');
  });
});
