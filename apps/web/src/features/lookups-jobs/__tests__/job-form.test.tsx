import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Job } from '@portal/contracts/lookups-jobs';
import { setupTestI18n } from '../../../test/i18n';
import { JobForm } from '../components/job-form';

const job: Job = {
  id: 4,
  rowVersion: 3,
  code: '512001',
  nameAr: 'طباخ منزلي',
  nameEn: 'Home cook',
  allowedGender: 'ANY',
  minAge: 25,
  maxAge: null,
  active: true,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
  if (init?.method === 'PUT' || init?.method === 'POST') {
    return json({ ...job, ...JSON.parse(String(init.body)) });
  }
  return json({ message: 'unexpected' }, 500);
});

const renderForm = (props: { job?: Job } = {}) => {
  const router = createMemoryRouter([{ path: '/', element: <JobForm {...props} /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

const writes = () =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT' || init?.method === 'POST');

describe('job form: the candidate age range', { timeout: 30_000 }, () => {
  beforeAll(() => vi.stubGlobal('fetch', fetchMock));
  beforeEach(() => fetchMock.mockClear());
  afterAll(() => vi.unstubAllGlobals());

  it('shows the job’s range, refuses a maximum below the minimum in Arabic and sends nothing', async () => {
    await setupTestI18n('ar-SA');
    renderForm({ job });
    const min = screen.getByLabelText('أدنى عمر للمرشح');
    const max = screen.getByLabelText('أعلى عمر للمرشح');
    expect(min).toHaveValue('25');
    expect(max).toHaveValue('');
    await userEvent.type(max, '20');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('يجب ألا يقل الحد الأعلى للعمر عن الحد الأدنى.')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
  });

  it('refuses an age outside 14 to 70 in English, then sends the range, a blank bound as null', async () => {
    await setupTestI18n('en-US');
    renderForm({ job });
    const min = screen.getByLabelText('Minimum candidate age');
    await userEvent.clear(min);
    await userEvent.type(min, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter a whole number from 14 to 70, or leave it blank for the default.'),
    ).toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    await userEvent.clear(min);
    await userEvent.type(min, '30');
    await userEvent.type(screen.getByLabelText('Maximum candidate age'), '45');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    expect(JSON.parse(String(writes()[0]![1]!.body))).toMatchObject({
      minAge: 30,
      maxAge: 45,
      rowVersion: 3,
    });

    await userEvent.clear(min);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(writes()).toHaveLength(2));
    expect(JSON.parse(String(writes()[1]![1]!.body))).toMatchObject({ minAge: null, maxAge: 45 });
  });
});
