import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { PublicHoliday } from '@portal/contracts/public-holidays';
import { setupTestI18n } from '../../../test/i18n';
import { HolidayForm } from '../components/holiday-form';

const holiday: PublicHoliday = {
  id: 3,
  rowVersion: 4,
  day: '2026-03-20',
  nameAr: 'إجازة عيد الفطر (اليوم 1)',
  nameEn: 'Eid al-Fitr holiday (day 1)',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
  init?.method === 'PUT' ? json({ ...holiday, ...JSON.parse(String(init.body)) }) : json({}, 500),
);
const writes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

const renderForm = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider
        router={createMemoryRouter([{ path: '/', element: <HolidayForm holiday={holiday} /> }])}
      />
    </QueryClientProvider>,
  );

describe('public holiday form', { timeout: 30_000 }, () => {
  beforeAll(() => vi.stubGlobal('fetch', fetchMock));
  beforeEach(() => fetchMock.mockClear());
  afterAll(() => vi.unstubAllGlobals());

  it('shows the Umm al-Qura date of the day in Arabic and in English', async () => {
    await setupTestI18n('ar-SA');
    renderForm();
    expect(await screen.findByText(/هجري: 1 شوال 1447/)).toBeInTheDocument();
    cleanup();
    await setupTestI18n('en-US');
    renderForm();
    expect(await screen.findByText(/Hijri: Shawwal 1, 1447/)).toBeInTheDocument();
  });

  it('refuses a blank name in English and saves on the row version it was read on', async () => {
    await setupTestI18n('en-US');
    renderForm();
    const name = screen.getByLabelText(/Name \(English\)/);
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
    await userEvent.type(name, 'Eid al-Fitr');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    expect(JSON.parse(String(writes()[0]![1]!.body))).toMatchObject({ nameEn: 'Eid al-Fitr', rowVersion: 4 });
  });
});
