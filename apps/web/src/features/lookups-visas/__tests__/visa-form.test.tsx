import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Visa } from '@portal/contracts/visas';
import { setupTestI18n } from '../../../test/i18n';
import { typeDate } from '../../../test/date-field';
import { VisaForm } from '../components/visa-form';

const philippines = { id: 7, code3: 'PHL', name: { en: 'Philippines', ar: 'الفلبين' } };
const countries = [
  {
    ...philippines,
    nationality: { en: 'Filipino', ar: 'فلبيني' },
    usesApprovalFlow: true,
    careerRequiredInFilters: true,
    active: true,
  },
];
const housemaid = { id: 1, code: '911101', name: { en: 'Housemaid', ar: 'عاملة منزلية' }, active: true };
const retired = { id: 9, code: 'OLD-1', name: { en: 'Retired career', ar: 'مهنة قديمة' }, active: false };
const jobOption = (job: typeof housemaid) => ({ ...job, allowedGender: 'ANY' });
const visa: Visa = {
  id: 3,
  number: '5000000001',
  employerId: '1012345678',
  country: { ...philippines, active: true },
  gender: 'FEMALE',
  job: retired,
  issueDate: '2026-01-01',
  expiryDate: '2027-01-01',
  status: 'AVAILABLE',
  rowVersion: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const taken = 'Visa 5000000001 already exists.';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url.includes('/api/lookups/countries/options')) return json(countries);
  if (url.includes('/api/lookups/jobs/options'))
    return json(
      url.includes('includeId=9') ? [jobOption(housemaid), jobOption(retired)] : [jobOption(housemaid)],
    );
  if (init?.method === 'POST') return json({ message: taken, fieldErrors: { number: [taken] } }, 409);
  return json({ message: 'unexpected' }, 500);
});

const renderForm = (props: { visa?: Visa } = {}) => {
  const router = createMemoryRouter([{ path: '/', element: <VisaForm {...props} /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('visa form (shared contracts schema)', { timeout: 30_000 }, () => {
  beforeAll(() => vi.stubGlobal('fetch', fetchMock));
  beforeEach(() => fetchMock.mockClear());
  afterAll(() => vi.unstubAllGlobals());

  it('names the required fields and a malformed visa number in Arabic, and sends nothing', async () => {
    await setupTestI18n('ar-SA');
    renderForm();
    await userEvent.type(screen.getByLabelText(/^رقم التأشيرة/), '12');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('أدخل رقم تأشيرة من 6 إلى 15 رقمًا.')).toBeInTheDocument();
    expect(screen.getAllByText('هذا الحقل مطلوب.')).toHaveLength(6);
    expect(posts()).toHaveLength(0);
  });

  it('offers active jobs only, sends ids and dates, and shows the server 409 on the number', async () => {
    await setupTestI18n('en-US');
    renderForm();
    await userEvent.type(screen.getByLabelText(/^Visa number/), '5000000001');
    await userEvent.type(screen.getByLabelText(/^Employer id/), '1012345678');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /^Country/ }), 'Philippines');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Gender/ }), 'Female');
    const job = screen.getByRole('combobox', { name: /^Job/ });
    const jobs = within(job).getAllByRole('option');
    expect(jobs.map((option) => option.textContent)).toEqual(['Housemaid']);
    await userEvent.selectOptions(job, jobs[0]!);
    await typeDate(/^Issue date/, '2026-01-01');
    await typeDate(/^Expiry date/, '2027-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
    const [, init] = posts()[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      number: '5000000001',
      employerId: '1012345678',
      countryId: 7,
      gender: 'FEMALE',
      jobId: 1,
      issueDate: '2026-01-01',
      expiryDate: '2027-01-01',
    });
  });

  it('editing a visa whose job was deactivated still shows that job, marked inactive', async () => {
    await setupTestI18n('en-US');
    renderForm({ visa });
    const job = await screen.findByRole('combobox', { name: /^Job/ });
    await vi.waitFor(() => expect(job).toHaveTextContent('Retired career (inactive)'));
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked.some((url) => url.includes('/api/lookups/jobs/options?includeId=9'))).toBe(true);
  });
});
