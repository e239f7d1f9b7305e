import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ContractTemplate } from '@portal/contracts/contract-templates';
import { i18n } from '../../../lib/i18n/i18n';
import { setupTestI18n } from '../../../test/i18n';
import { TemplateForm } from '../components/template-form';
import arSA from '../locales/ar-SA.json';
import enUS from '../locales/en-US.json';

const name = (en: string, ar: string) => ({ en, ar });
const template: ContractTemplate = {
  id: 3,
  rowVersion: 2,
  country: { id: 7, name: name('Philippines', 'الفلبين') },
  latestVersion: 2,
  currentVersion: 2,
  updatedAt: '2026-11-01T00:00:00.000Z',
  versions: [
    {
      id: 12,
      version: 2,
      officeClausesAr: ['يسدد المكتب الرسوم', 'يستقبل المكتب العامل'],
      officeClausesEn: ['The office pays the fees', 'The office meets the worker'],
      agencyClausesAr: ['تدرب الوكالة العامل'],
      agencyClausesEn: ['The agency trains the worker'],
      paymentTermsAr: 'النصف عند التأشيرة',
      paymentTermsEn: 'Half on visa issue',
      inForceFrom: '2026-01-01',
      createdAt: '2026-11-01T00:00:00.000Z',
      createdBy: { id: 1, name: name('Admin', 'المشرف') },
    },
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  if (String(input).includes('/countries/options')) return json([{ id: 7, name: template.country.name }]);
  if (init?.method === 'PUT') return json({ ...template, rowVersion: 3, latestVersion: 3 });
  return json({ message: 'unexpected' }, 500);
});

const writes = () =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT' || init?.method === 'POST');

const renderForm = () => {
  const router = createMemoryRouter([{ path: '/', element: <TemplateForm template={template} /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

// 60 s: the form's schema (and zod) load with its first check, inside the first test (decision 0064).
describe('contract template form (decision 0053)', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    vi.stubGlobal('fetch', fetchMock);
    await setupTestI18n('en-US');
    i18n.addResourceBundle('en-US', 'translation', enUS, true, false);
    i18n.addResourceBundle('ar-SA', 'translation', arSA, true, false);
  });
  beforeEach(() => fetchMock.mockClear());
  afterAll(() => vi.unstubAllGlobals());

  it('starts from the newest version, one clause a line, and saves a new version as lists', async () => {
    await i18n.changeLanguage('en-US');
    renderForm();
    const officeEn = screen.getByLabelText(/Obligations of the local office in English/);
    expect(officeEn).toHaveValue('The office pays the fees\nThe office meets the worker');
    await userEvent.type(officeEn, '\n\nThe office insures the worker');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    expect(JSON.parse(String(writes()[0]![1]!.body))).toEqual({
      officeClausesAr: ['يسدد المكتب الرسوم', 'يستقبل المكتب العامل'],
      officeClausesEn: [
        'The office pays the fees',
        'The office meets the worker',
        'The office insures the worker',
      ],
      agencyClausesAr: ['تدرب الوكالة العامل'],
      agencyClausesEn: ['The agency trains the worker'],
      paymentTermsAr: 'النصف عند التأشيرة',
      paymentTermsEn: 'Half on visa issue',
      inForceFrom: '2026-01-01',
      rowVersion: 2,
    });
  });

  it('refuses an empty side in Arabic and sends nothing', async () => {
    await i18n.changeLanguage('ar-SA');
    renderForm();
    await userEvent.clear(screen.getByLabelText(/التزامات الوكالة الأجنبية بالعربية/));
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('هذا الحقل مطلوب.')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
  });
});
