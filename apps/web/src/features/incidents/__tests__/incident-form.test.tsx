import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Incident } from '@portal/contracts/incidents';
import { setupTestI18n } from '../../../test/i18n';
import { IncidentForm } from '../components/incident-form';

const incident: Incident = {
  id: 7,
  rowVersion: 2,
  scope: 'travel',
  startedAt: '2026-01-04T06:30:00.000Z',
  endedAt: null,
  descriptionAr: 'توقف شريك السفر',
  descriptionEn: 'The travel partner was down',
  source: 'admin',
  updatedAt: '2026-01-04T06:31:00.000Z',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
  init?.method === 'PUT' ? json({ ...incident, ...JSON.parse(String(init.body)) }) : json({}, 500),
);

const renderForm = () => {
  const router = createMemoryRouter([{ path: '/', element: <IncidentForm incident={incident} /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};
const writes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('incident form', { timeout: 30_000 }, () => {
  beforeAll(() => vi.stubGlobal('fetch', fetchMock));
  beforeEach(() => fetchMock.mockClear());
  afterAll(() => vi.unstubAllGlobals());

  it('shows the start in the kingdom time and refuses an end before it, in Arabic', async () => {
    await setupTestI18n('ar-SA');
    renderForm();
    expect(screen.getByLabelText(/البداية/)).toHaveValue('2026-01-04T09:30');
    fireEvent.change(screen.getByLabelText(/النهاية/), { target: { value: '2026-01-04T08:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('يجب أن تكون النهاية بعد البداية.')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
  });

  it('closes an ongoing incident now, on the row version it was read on', async () => {
    await setupTestI18n('en-US');
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Close now' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    const body = JSON.parse(String(writes()[0]![1]!.body)) as { endedAt: string; rowVersion: number };
    expect(body.rowVersion).toBe(2);
    expect(Math.abs(Date.parse(body.endedAt) - Date.now())).toBeLessThan(2 * 60_000);
    expect(body).toMatchObject({ startedAt: '2026-01-04T06:30:00.000Z', scope: 'travel' });
  });
});
