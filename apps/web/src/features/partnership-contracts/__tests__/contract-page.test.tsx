import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PartnershipContract } from '@portal/contracts/partnership-contracts/schemas';
import { routeById } from '@portal/contracts/routes';
import { ConfirmDialogHost } from '../../../components/confirm-dialog';
import { alertStore } from '../../../lib/alerts/alert-store';
import { loadAllModuleResources } from '../../../lib/i18n/module-resources';
import { saveCredentials } from '../../../lib/storage/credentials-storage';
import { setupTestI18n } from '../../../test/i18n';
import { ContractPage } from '../components/contract-page';
import { partnershipTexts } from '../locales/module-texts';
import {
  AGENCY_ID,
  OFFICE_ID,
  contractFixture,
  credentialsOf,
  json,
  versionFixture,
} from './contract-fixtures';
import { renderRoutes, WAIT } from '../../../test/render-routes';
import { stubBlobUrls, stubFetch } from '../../../test/http';

const REASONS = [
  { id: 41, kind: 'PARTNERSHIP_REJECTION', text: { ar: 'الأجر منخفض', en: 'Salary too low' }, active: true },
  { id: 42, kind: 'REJECTION', text: { ar: 'المرشح غير متاح', en: 'Candidate unavailable' }, active: true },
];

const renderPage = (path = '/partnership-contracts/4') =>
  renderRoutes(
    [
      {
        path: '/partnership-contracts/:id',
        element: (
          <>
            <ContractPage />
            <ConfirmDialogHost />
          </>
        ),
        handle: { route: routeById('partnershipContracts.view') },
      },
    ],
    path,
  );

describe('ContractPage', { timeout: 30_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  let contract: PartnershipContract;
  const calls = () =>
    fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

  beforeAll(async () => {
    await setupTestI18n('en-US');
    await loadAllModuleResources(partnershipTexts);
  });
  beforeEach(() => {
    // The API's `actions` for the agency on a contract waiting for it (the page decides nothing).
    contract = contractFixture({ actions: ['approve', 'reject'] });
    stubFetch(fetchMock);
    stubBlobUrls('pdf');
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/partnership/contracts/4/reject') && init?.method === 'POST') {
        contract = contractFixture({
          status: 'REJECTED',
          rejectionReason: { id: 41, text: REASONS[0]!.text },
        });
        return json(contract);
      }
      if (url === '/api/partnership/contracts/4') return json(contract);
      if (url === '/api/partnership/contracts/99') return json({ message: 'Not found' }, 404);
      if (url === '/api/partnership/contracts/4/versions') return json([versionFixture()]);
      if (url.startsWith('/api/history/partnershipContract/4')) return json({ items: [], total: 0 });
      if (url.startsWith('/api/lookups/reasons/options')) {
        const kind = new URL(url, 'http://portal').searchParams.get('kind');
        return json(REASONS.filter((reason) => !kind || reason.kind === kind));
      }
      if (url.includes('/pdf')) return new Response(new Blob(['%PDF-1.7']), { status: 200 });
      return json({ message: `unexpected ${url}` }, 500);
    });
  });
  afterEach(async () => {
    act(() => alertStore.clear());
    vi.unstubAllGlobals();
    await setupTestI18n('en-US');
  });

  it('shows the parties, the terms and, to the agency, approve and reject', async () => {
    saveCredentials(credentialsOf('EPRO', AGENCY_ID));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Partnership contract draft no. 4' }, WAIT),
    ).toBeVisible();
    expect(screen.getByText('Waiting for approval')).toBeVisible();
    expect(screen.getByText('Manila Manpower Agency')).toBeVisible();
    expect(screen.getByText('The agency trains the workers')).toBeVisible();
    const lines = screen.getByRole('table', {
      name: 'Recruitment fee and monthly salary per career and gender',
    });
    expect(
      within(lines).getByRole('row', {
        name: /Housemaid Female 12,500.00 1,500.00 النصف عند التوقيع\s*Half on signature/,
      }),
    ).toBeVisible();
    const bar = screen.getByRole('toolbar', { name: 'Contract actions' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Approve', 'Reject']);
  });

  it('marks where the terms depart from the standard contract, in words, with the legend (decision 0053)', async () => {
    contract = contractFixture({
      template: {
        versionId: 5,
        version: 2,
        officeClausesAr: ['يلتزم المكتب بسداد الرسوم خلال شهر'],
        officeClausesEn: ['The office pays the fees within a month'],
        agencyClausesAr: ['تلتزم الوكالة بتدريب العمالة'],
        agencyClausesEn: ['The agency trains the workers'],
        paymentTermsAr: 'النصف عند التوقيع',
        paymentTermsEn: 'Half on signature',
      },
    });
    saveCredentials(credentialsOf('PRO_OFFICE', OFFICE_ID));
    renderPage();
    const note = await screen.findByRole('note', {}, WAIT);
    expect(note).toHaveTextContent('Prepared from version 2 of the standard contract');
    expect(note).toHaveTextContent('[Changed] the parties changed the clause');
    const changed = screen.getByText('The office pays the fees').closest('li');
    expect(changed).toHaveTextContent(
      '[Changed]The office pays the feesStandard contract wording: The office pays the fees within a month',
    );
    expect(screen.getByText('The agency trains the workers').closest('li')).not.toHaveTextContent('[');
    // The payment terms are the template's: no mark in the table.
    const table = screen.getByRole('table', {
      name: 'Recruitment fee and monthly salary per career and gender',
    });
    expect(table).not.toHaveTextContent('[Changed]');
  });

  it('shows the office no action on a contract waiting for the agency (the API offers none)', async () => {
    contract = contractFixture({ actions: [] });
    saveCredentials(credentialsOf('PRO_OFFICE', OFFICE_ID));
    renderPage();
    await screen.findByRole('heading', { level: 1 }, WAIT);
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('rejects with a reason and shows the new status and the reason', async () => {
    saveCredentials(credentialsOf('EPRO', AGENCY_ID));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Reject' }, WAIT);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
    // Only the partnership's rejection reasons are offered (decision 0040).
    expect(await screen.findAllByRole('option', undefined, WAIT)).toHaveLength(1);
    await userEvent.click(screen.getByRole('option', { name: 'Salary too low' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected', undefined, WAIT)).toBeVisible();
    expect(screen.getByText(/Reason for the rejection/)).toHaveTextContent('Salary too low');
    expect(calls()).toContain('POST /api/partnership/contracts/4/reject?reasonId=41');
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('downloads a version PDF and the current PDF in the chosen language', async () => {
    saveCredentials(credentialsOf('PRO_OFFICE', OFFICE_ID));
    renderPage();
    await screen.findByRole('heading', { name: 'Version 1' }, WAIT);
    const [currentEnglish, versionEnglish] = screen.getAllByRole('button', { name: 'PDF in English' });
    const [, versionArabic] = screen.getAllByRole('button', { name: 'PDF in Arabic' });
    await userEvent.click(versionArabic!);
    await userEvent.click(versionEnglish!);
    await userEvent.click(currentEnglish!);
    await waitFor(
      () =>
        expect(calls()).toEqual(
          expect.arrayContaining([
            'GET /api/partnership/contracts/pdf/history/91?language=ar-SA',
            'GET /api/partnership/contracts/pdf/history/91?language=en-US',
            'GET /api/partnership/contracts/4/pdf?language=en-US',
          ]),
        ),
      WAIT,
    );
  });

  it('reads in Arabic', async () => {
    await setupTestI18n('ar-SA');
    saveCredentials(credentialsOf('EPRO', AGENCY_ID));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'عقد الشراكة المسودة رقم 4' }, WAIT),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'موافقة' })).toBeVisible();
    expect(screen.getByText('بانتظار الموافقة')).toBeVisible();
  });

  it('says a contract of another organisation was not found', async () => {
    saveCredentials(credentialsOf('EPRO', AGENCY_ID));
    renderPage('/partnership-contracts/99');
    expect(await screen.findByRole('link', { name: /back/i }, WAIT)).toHaveAttribute(
      'href',
      '/partnership-contracts',
    );
  });
});
