import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setupTestI18n } from '../../../test/i18n';
import { typeDate } from '../../../test/date-field';
import { QuotaForm } from '../components/quota-form';

const countries = [
  {
    id: 7,
    code3: 'PHL',
    name: { en: 'Philippines', ar: 'الفلبين' },
    nationality: { en: 'Filipino', ar: 'فلبيني' },
    usesApprovalFlow: true,
    careerRequiredInFilters: true,
    active: true,
  },
];
const taken = 'A quota for Philippines in 2031-01 already exists.';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  if (String(input).includes('/api/lookups/countries/options')) return json(countries);
  if (init?.method === 'POST') return json({ message: taken, fieldErrors: { month: [taken] } }, 409);
  return json({ message: 'unexpected' }, 500);
});

const renderForm = () => {
  const router = createMemoryRouter([{ path: '/', element: <QuotaForm /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('country quota form (shared contracts schema)', { timeout: 30_000 }, () => {
  beforeAll(() => vi.stubGlobal('fetch', fetchMock));
  afterAll(() => vi.unstubAllGlobals());

  it('names the required fields in Arabic, and sends nothing', async () => {
    await setupTestI18n('ar-SA');
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findAllByText('هذا الحقل مطلوب.')).toHaveLength(3);
    expect(posts()).toHaveLength(0);
  });

  it('sends numbers and shows the server 409 on the month field', async () => {
    await setupTestI18n('en-US');
    renderForm();
    const country = await screen.findByRole('combobox', { name: /Country/ });
    await userEvent.selectOptions(
      country,
      await within(country).findByRole('option', { name: 'Philippines' }),
    );
    await typeDate(/^Month/, '2031-01');
    await userEvent.type(screen.getByLabelText(/^Maximum new employment requests/), '120');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
    const [, init] = posts()[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ countryId: 7, month: '2031-01', maximum: 120 });
  });
});
