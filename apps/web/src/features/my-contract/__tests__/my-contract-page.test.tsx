import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubFetch } from '../../../test/http';
import { setupTestI18n } from '../../../test/i18n';
import { renderRoutes, WAIT } from '../../../test/render-routes';
import { MyContractPage } from '../components/my-contract-page';

const fetchMock = vi.fn<typeof fetch>();

const FOUND = {
  found: true,
  requestNumber: 'ER-0000123',
  status: 'CONTRACTED',
  nextStep: 'ticketBooking',
  summary: {
    employerCity: 'JEDDAH',
    job: { ar: 'عاملة منزلية', en: 'Housemaid' },
    monthlySalary: 1600,
    contractMonths: 24,
    probationDays: 90,
    restDay: 'ONE_PAID_DAY_EACH_WEEK',
    agency: { name: { ar: 'وكالة مانيلا', en: 'Manila Agency' } },
    office: { name: { ar: 'مكتب النخيل', en: 'Al Nakheel Office' } },
    workerPaysRecruitmentFee: false,
  },
};

const show = (path = '/my-contract') =>
  renderRoutes([{ path: '/my-contract', element: <MyContractPage /> }], path);

const fill = async () => {
  await userEvent.type(screen.getByRole('textbox', { name: /request number/i }), 'er 0000123');
  await userEvent.type(screen.getByRole('textbox', { name: /passport number/i }), 'p1234567');
  await userEvent.type(screen.getByRole('textbox', { name: /^day/i }), '5');
  await userEvent.type(screen.getByRole('textbox', { name: /^month/i }), '5');
  await userEvent.type(screen.getByRole('textbox', { name: /^year/i }), '1995');
};

describe('/my-contract', { timeout: 30_000 }, () => {
  beforeAll(() => setupTestI18n('en-US'));
  beforeEach(() => stubFetch(fetchMock));

  it('speaks the chosen language with its direction, Arabic right to left only', async () => {
    show('/my-contract?lang=fil-PH');
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Tingnan ang aking kontrata' },
      WAIT,
    );
    const content = heading.closest('[lang]');
    expect(content).toHaveAttribute('lang', 'fil-PH');
    expect(content).toHaveAttribute('dir', 'ltr');
    await userEvent.click(screen.getByRole('button', { name: 'العربية' }));
    const arabic = await screen.findByRole('heading', { level: 1, name: 'الاستعلام عن عقدي' }, WAIT);
    expect(arabic.closest('[lang]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'العربية' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Bahasa Indonesia' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Periksa kontrak saya' }, WAIT),
    ).toBeVisible();
  });

  it('says what is missing without asking the server', async () => {
    show('/my-contract?lang=en-US');
    await userEvent.click(await screen.findByRole('button', { name: 'Check' }, WAIT));
    expect(screen.getByText('Please correct the details marked below.')).toBeVisible();
    expect(screen.getAllByText('Please fill this in.')).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: /request number/i })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the status, the next step, the summary and the no-fee statement', async () => {
    fetchMock.mockResolvedValue(json(FOUND));
    show('/my-contract?lang=en-US');
    await screen.findByRole('button', { name: 'Check' }, WAIT);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('heading', { name: 'Your request' }, WAIT)).toHaveFocus();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/my-contract');
    expect(JSON.parse(String(init?.body))).toEqual({
      requestNumber: 'er 0000123',
      passportNumber: 'P1234567',
      birthDate: '1995-05-05',
    });
    expect(screen.getByText('You pay no recruitment fee')).toBeVisible();
    expect(screen.getByText('Contract approved')).toBeVisible();
    expect(screen.getByText('Jeddah')).toBeVisible();
    expect(screen.getByText('1,600 Saudi riyals')).toBeVisible();
    expect(screen.getByText('24 months')).toBeVisible();
    expect(screen.getByText('Manila Agency')).toBeVisible();
    // In Filipino the same answer, in Filipino.
    await userEvent.click(screen.getByRole('button', { name: 'Filipino' }));
    expect(await screen.findByText('Wala kayong babayarang recruitment fee', {}, WAIT)).toBeVisible();
  });

  it('shows the one neutral no-match, then the hourly limit', async () => {
    fetchMock.mockResolvedValueOnce(json({ found: false }));
    fetchMock.mockResolvedValueOnce(json({ message: 'Too many' }, 429));
    show('/my-contract?lang=id-ID');
    await screen.findByRole('button', { name: 'Periksa' }, WAIT);
    await userEvent.type(screen.getByRole('textbox', { name: /nomor permohonan/i }), '123');
    await userEvent.type(screen.getByRole('textbox', { name: /nomor paspor/i }), 'P1234567');
    await userEvent.type(screen.getByRole('textbox', { name: /^tanggal\b/i }), '5');
    await userEvent.type(screen.getByRole('textbox', { name: /^bulan/i }), '5');
    await userEvent.type(screen.getByRole('textbox', { name: /^tahun/i }), '1995');
    await userEvent.click(screen.getByRole('button', { name: 'Periksa' }));
    expect(await screen.findByText('Data tidak ditemukan', {}, WAIT)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Periksa' }));
    await waitFor(() => expect(screen.getByText(/sudah mencoba 10 kali/)).toBeVisible(), WAIT);
  });
});

describe('the page language', () => {
  it('is switched once: loading the language already shown announces no change (its texts would render again)', async () => {
    const { createPageI18n, loadPageLanguage } = await import('../page-i18n');
    const instance = createPageI18n();
    const changes: string[] = [];
    instance.on('languageChanged', (language: string) => changes.push(language));
    await loadPageLanguage('fil-PH', instance);
    await loadPageLanguage('fil-PH', instance);
    expect(changes).toEqual(['fil-PH']);
    await loadPageLanguage('id-ID', instance);
    expect(changes).toEqual(['fil-PH', 'id-ID']);
    expect(instance.t('title')).not.toBe('title');
  });
});
